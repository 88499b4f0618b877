import { Hono } from "hono";
import { APP_TOKEN_REASON, checkAppToken } from "../../domain/identity/app-credentials.ts";
import { APP_TOKEN_TTL_MS } from "../../domain/identity/app-token.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../server/context.ts";
import { ok } from "../envelope.ts";
import { registerOperation } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

type Env = { Variables: { tenant: TTenant | null } };

/**
 * One path segment shaped like an app token: four dot-separated base64url parts
 * (`<appId>.<iv>.<ciphertext>.<mac>`, see app-token.ts). Only this shape reaches the handler,
 * so the catch-all never shadows a named endpoint such as `/api/openapi.json` or `/api/docs`,
 * and an unknown endpoint without that shape stays a 404.
 */
export const TOKEN_SEGMENT = "[A-Za-z0-9_-]{1,256}(?:\\.[A-Za-z0-9_-]{1,1024}){3}";

/**
 * Spec §7 `GET {token}` (DECISIONS: `GET /api/{token}`): introspection of an app token.
 * A valid token of the host's tenant → its tenant, app id, code, scopes and expiry; anything
 * else (malformed, forged, expired, another tenant's) → 401. The token's secret parts (iv,
 * ciphertext, mac) and the app secret are never echoed.
 * Mount this router last: it is a catch-all for a single token-shaped segment.
 */
export function tokenIntrospectionRouter(services: TServices): Hono<Env> {
  const r = new Hono<Env>();
  r.get(`/:token{${TOKEN_SEGMENT}}`, async (c) => {
    const tenant = requireTenant(c);
    const res = await checkAppToken(tenantCtx(c, services), c.req.param("token"));
    c.header("Cache-Control", "no-store");
    if (!res.ok) {
      return c.json({ status: false, message: `Token aplikasi tidak berlaku: ${APP_TOKEN_REASON[res.reason]}`, data: { valid: false, reason: res.reason } }, 401);
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

  registerOperation({
    method: "get",
    path: "/{token}",
    summary: "Introspeksi token aplikasi: tenant, kode aplikasi, scope dan masa berlaku (401 bila token tidak berlaku untuk situs ini)",
    tags: ["Identitas"],
    parameters: [{ name: "token", in: "path", required: true, schema: { type: "string", pattern: `^${TOKEN_SEGMENT}$` }, description: "token aplikasi dari POST /v1/authorizer/token/generate" }],
    responses: {
      "200": {
        description: "Token berlaku untuk situs ini",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                status: { type: "boolean", const: true },
                message: { type: "string" },
                data: {
                  type: "object",
                  properties: {
                    tenant: { type: "string" },
                    app_id: { type: "string" },
                    app_code: { type: "string" },
                    scopes: { type: "array", items: { type: "string" } },
                    issued_at: { type: "string", format: "date-time" },
                    expires_at: { type: "string", format: "date-time" },
                  },
                  required: ["tenant", "app_id", "app_code", "scopes", "issued_at", "expires_at"],
                },
              },
            },
          },
        },
      },
      "401": { description: "Token rusak, dipalsukan, kedaluwarsa atau milik situs lain: envelope { status: false, message, data: { valid: false, reason } }" },
      "404": { description: "Host tidak menunjuk situs mana pun" },
    },
  });
  return r;
}
