import type { MiddlewareHandler } from "hono";
import { APP_TOKEN_REASON, checkAppToken } from "../../domain/identity/app-credentials.ts";
import { APP_TOKEN_TTL_MS } from "../../domain/identity/app-token.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, ZFailure, z, type TApiEnv } from "../openapi.ts";
import { ZTokenInvalid } from "../schemas.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

/**
 * One path segment shaped like an app token: four dot-separated base64url parts
 * (`<appId>.<iv>.<ciphertext>.<mac>`, see app-token.ts). Only this shape reaches the handler,
 * so the catch-all never shadows a named endpoint such as `/api/openapi.json` or `/api/docs`,
 * and an unknown endpoint without that shape stays a 404.
 */
export const TOKEN_SEGMENT = "[A-Za-z0-9_-]{1,256}(?:\\.[A-Za-z0-9_-]{1,1024}){3}";
const TOKEN_RE = new RegExp(`^${TOKEN_SEGMENT}$`);

/** A segment not shaped like a token is an unknown endpoint: the same 404 as the API's catch-all. */
const tokenShaped: MiddlewareHandler<TApiEnv> = async (c, next) => {
  if (!TOKEN_RE.test(c.req.param("token") ?? "")) {
    return c.json({ status: false, message: `Endpoint ${c.req.method} ${c.req.path} tidak ditemukan.`, data: null }, 404);
  }
  await next();
};

const route = createRoute({
  method: "get",
  path: "/{token}",
  summary: "Introspeksi token aplikasi: tenant, kode aplikasi, scope dan masa berlaku (401 bila token tidak berlaku untuk situs ini)",
  tags: ["Identitas"],
  middleware: [tokenShaped] as const,
  request: {
    params: z.object({
      token: z.string().regex(TOKEN_RE).openapi({ description: "token aplikasi dari POST /v1/authorizer/token/generate" }),
    }),
  },
  responses: {
    200: envelope(
      z.object({
        tenant: z.string(),
        app_id: z.string(),
        app_code: z.string(),
        scopes: z.array(z.string()),
        issued_at: z.string().openapi({ format: "date-time" }),
        expires_at: z.string().openapi({ format: "date-time" }),
      }),
      "Token berlaku untuk situs ini",
    ),
    401: {
      description: "Token rusak, dipalsukan, kedaluwarsa atau milik situs lain: envelope { status: false, message, data: { valid: false, reason } }",
      content: { "application/json": { schema: ZFailure.extend({ data: ZTokenInvalid }) } },
    },
    ...errors(404),
  },
});

/**
 * Spec §7 `GET {token}` (DECISIONS: `GET /api/{token}`): introspection of an app token.
 * A valid token of the host's tenant → its tenant, app id, code, scopes and expiry; anything
 * else (malformed, forged, expired, another tenant's) → 401. The token's secret parts (iv,
 * ciphertext, mac) and the app secret are never echoed.
 * Mount this router last: it matches every single-segment GET.
 */
export function tokenIntrospectionRouter() {
  const r = createApiRouter();
  r.openapi(route, async (c) => {
    const tenant = requireTenant(c);
    const res = await checkAppToken(tenantCtx(c), c.req.valid("param").token);
    c.header("Cache-Control", "no-store");
    if (!res.ok) {
      return c.json(
        {
          status: false as const,
          message: `Token aplikasi tidak berlaku: ${APP_TOKEN_REASON[res.reason]}`,
          data: { valid: false as const, reason: res.reason },
        },
        401,
      );
    }
    return ok(
      c,
      {
        tenant: tenant.layout,
        app_id: res.appId,
        app_code: res.code,
        scopes: res.scopes,
        issued_at: new Date(res.issuedAt).toISOString(),
        expires_at: new Date(res.issuedAt + APP_TOKEN_TTL_MS).toISOString(),
      },
      "Token aplikasi berlaku.",
    );
  });
  return r;
}
