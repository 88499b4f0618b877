import type { MiddlewareHandler } from "hono";
import { APP_TOKEN_REASON, checkAppToken } from "../../domain/identity/app-credentials.ts";
import type { TTenantCtx } from "../../domain/scope.ts";
import type { TServices } from "../../platform/services.ts";
import { namedTenantCtx } from "../tenant.ts";

/** Header names of the app token and its code (spec §7: "All calls send an app token header"). */
export const APP_TOKEN_HEADER = "AppToken";
export const APP_CODE_HEADER = "AppCode";

/**
 * Every API call: an app token, when sent, must be valid for the tenant the call is for
 * (tampered, expired or another tenant's → 401). No header → an anonymous public call (spec §4:
 * "if the server gives neither token nor code, none is sent"); protected endpoints additionally
 * need the bearer access token.
 */
export function appTokenGuard(services: TServices): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.header(APP_TOKEN_HEADER);
    if (token === undefined) return next();
    // Auth host calls name their tenant in X-App-Authorization; others are for the host's tenant.
    const named = c.req.header("x-app-authorization");
    const ctx = named ? await namedTenantCtx(services, named.trim()) : (c.get("tenantCtx") as TTenantCtx | null);
    if (!ctx) return next(); // the route answers 404 for an unknown site
    const r = await checkAppToken(ctx, token.trim(), c.req.header(APP_CODE_HEADER)?.trim() || undefined);
    if (!r.ok) {
      return c.json(
        { status: false, message: `Token aplikasi tidak berlaku: ${APP_TOKEN_REASON[r.reason]} Minta token baru.`, data: { reason: r.reason } },
        401,
      );
    }
    c.set("appToken" as never, r as never);
    return next();
  };
}
