import type { Context } from "hono";
import { AppError } from "../kernel/errors.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import type { TTenantCtx } from "../domain/scope.ts";
import type { TServices } from "../platform/services.ts";

/** The tenant the request's host resolved to (404 envelope when the host is unknown). */
export function requireTenant(c: Context): TTenant {
  const t = c.get("tenant") as TTenant | null | undefined;
  if (!t) throw new AppError("NOT_FOUND", "Situs tidak ditemukan.");
  return t;
}

/** The resolved tenant's database scope, built once per request by the server's tenant middleware. */
export function tenantCtx(c: Context): TTenantCtx {
  const ctx = c.get("tenantCtx") as TTenantCtx | null | undefined;
  if (!ctx) throw new AppError("NOT_FOUND", "Situs tidak ditemukan.");
  return ctx;
}

/**
 * The database scope of a tenant the call names itself instead of through its host: the auth
 * host's `X-App-Authorization` header or a `{tenant}` path parameter (the tenant's layout id).
 * Null when no tenant has that id.
 */
export async function namedTenantCtx(services: Pick<TServices, "registry" | "database">, layoutId: string): Promise<(TTenantCtx & { tenant: TTenant }) | null> {
  const tenant = await services.registry.byLayout(layoutId);
  return tenant && { db: services.database.db, tenantId: tenant.id, tenant };
}
