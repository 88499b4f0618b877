import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../domain/errors.ts";
import type { TServices } from "../server/context.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import { cmsPagesRouter } from "./cms/pages.ts";
import { cmsSettingsRouter } from "./cms/settings.ts";
import { catalogMainRouter } from "./main/catalog.ts";
import { catalogV1Router } from "./v1/catalog.ts";
import { contentV1Router } from "./v1/content.ts";
import { contentV2Router } from "./v2/content.ts";
import { appTokenGuard } from "./identity/app-token-guard.ts";
import { identityRouter } from "./identity/router.ts";
import { tokenIntrospectionRouter } from "./identity/token-introspection.ts";
import { docsPage } from "./docs-page.ts";
import { loggerRouter } from "./v1/logger.ts";
import { assistantRouter } from "./assistant/router.ts";
import { registrationsV1Router } from "./v1/registrations.ts";
import { learningV1Router } from "./v1/learning.ts";
import { openApiDocument, listOperations } from "./openapi.ts";

type Env = { Variables: { tenant: TTenant | null } };

export const API_BODY_LIMIT = 1024 * 1024;

/** Mounted at /api: each spec service group adds its router here. */
export function apiRouter(services: TServices): Hono<Env> {
  const api = new Hono<Env>();
  const limitBody = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "Body permintaan terlalu besar (maksimal 1 MB).");
    },
  });
  // GET and HEAD carry no body: skipping the check spares building a full Request per read (~7% of a cached GET).
  api.use("*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next)));
  api.onError((err, c) => {
    const e = err instanceof AppError ? err : null;
    if (!e) services.logger.error("api error", { path: c.req.path, err });
    return c.json(
      { status: false, message: e ? e.message : "Opps.. Maaf terjadi kesalahan pada website", data: e?.details ?? null },
      (e?.status ?? 500) as 500,
    );
  });
  api.get("/openapi.json", (c) => c.json(openApiDocument(services.product)));
  api.get("/docs", (c) => {
    c.header("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'none'; form-action 'self'");
    return c.html(docsPage(services.product, listOperations()));
  });
  api.use("*", appTokenGuard(services));
  api.route("/", identityRouter(services));
  api.route("/", cmsSettingsRouter(services));
  api.route("/", cmsPagesRouter(services));
  api.route("/", loggerRouter(services));
  api.route("/", registrationsV1Router(services));
  api.route("/", catalogV1Router(services));
  api.route("/", catalogMainRouter(services));
  api.route("/", contentV1Router(services)).route("/", contentV2Router(services));
  api.route("/assistant", assistantRouter(services));
  api.route("/", learningV1Router(services));
  api.route("/", tokenIntrospectionRouter(services)); // last: single token-shaped segment
  api.all("*", (c) => c.json({ status: false, message: `Endpoint ${c.req.method} ${c.req.path} tidak ditemukan.`, data: null }, 404));
  return api;
}
