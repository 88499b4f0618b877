import type { Context } from "hono";
import { AppError } from "../kernel/errors.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import type { TTenantCtx } from "../domain/scope.ts";

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
