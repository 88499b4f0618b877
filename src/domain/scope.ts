import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/**
 * The one door for tenant scoping: every domain function takes a TTenantCtx first and builds
 * its tenant condition with `tenantScope`. No tenant-owned query without it.
 */
export interface TTenantCtx {
  db: Db;
  tenantId: string;
}

export function tenantScope(column: PgColumn, ctx: Pick<TTenantCtx, "tenantId">): SQL {
  return eq(column, ctx.tenantId);
}
