import type { Context } from "hono";
import { AppError } from "../kernel/errors.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import type { TServices } from "../platform/services.ts";
import type { TTenantCtx } from "../domain/scope.ts";

/** The tenant the request's host resolved to (404 envelope when the host is unknown). */
export function requireTenant(c: Context): TTenant {
  const t = c.get("tenant") as TTenant | null | undefined;
  if (!t) throw new AppError("NOT_FOUND", "Situs tidak ditemukan.");
  return t;
}

export function tenantCtx(c: Context, services: TServices): TTenantCtx {
  return { db: services.database.db, tenantId: requireTenant(c).id };
}
