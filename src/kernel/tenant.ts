/**
 * The tenant context every tenant-owned operation takes first: which tenant (resolved once per
 * request from the Host header) and the handle it works through. The kernel knows no database;
 * `src/domain/scope.ts` fixes `D` to the Drizzle database (`TTenantCtx`).
 */
export interface TTenantContext<D = unknown> {
  db: D;
  tenantId: string;
}

/** Only the tenant's id (what a scope condition or a cache key needs). */
export type TTenantRef = Pick<TTenantContext, "tenantId">;
