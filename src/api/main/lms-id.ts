import type { MiddlewareHandler } from "hono";
import type { TTenant } from "../../domain/tenants/tenant.ts";

/** Header of the Main API naming the tenant (DECISIONS.md: the tenant's layout name). */
export const LMS_ID_HEADER = "X-Lms-Id";

/**
 * Every Main API call (`/api/main/...`): the tenant is the host's; an lms id header naming
 * another tenant is refused with 403 (spec §6/§7, DECISIONS.md), so a client can never believe it
 * reads one tenant while it gets another's data. No header → the host's tenant, as before.
 */
export function lmsIdGuard(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.header(LMS_ID_HEADER);
    if (raw === undefined) return next();
    const tenant = c.get("tenant") as TTenant | null | undefined;
    if (!tenant) return next(); // unknown host: the route answers 404
    const named = raw.trim();
    if (named !== tenant.layout && named !== tenant.id) {
      return c.json({ status: false, message: `Lms id "${named.slice(0, 60)}" tidak sesuai dengan situs ini.`, data: { header: LMS_ID_HEADER } }, 403);
    }
    return next();
  };
}
