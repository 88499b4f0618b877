import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import type { TTenantContext, TTenantRef } from "../kernel/tenant.ts";

/**
 * The one door for tenant scoping: every domain function takes a TTenantCtx first and builds
 * its tenant condition with `tenantScope`. No tenant-owned query without it.
 */
export type TTenantCtx = TTenantContext<Db>;

export function tenantScope(column: PgColumn, ctx: TTenantRef): SQL {
  return eq(column, ctx.tenantId);
}
