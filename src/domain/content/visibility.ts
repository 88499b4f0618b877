import { and, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * What the public site shows of an editable content table: published, not in the trash, and (for
 * tables with a publish time) whose time has come. A scheduled row is `published` with a future
 * `published_at`; it appears by itself when that time passes (the scheduled-publish round bumps
 * the tenant version so cached pages pick it up).
 */
export function isLive(t: { published: PgColumn; deletedAt: PgColumn; publishedAt?: PgColumn }): SQL {
  return and(eq(t.published, true), isNull(t.deletedAt), t.publishedAt ? lte(t.publishedAt, sql`now()`) : undefined)!;
}

/** Not in the trash (tables without a published flag, such as categories). */
export function notDeleted(t: { deletedAt: PgColumn }): SQL {
  return isNull(t.deletedAt);
}

/** The admin console's bookkeeping columns, left out of what the public site and API return. */
export type TAdminColumns = "version" | "deletedAt" | "updatedAt";
