import type { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { AppError } from "../kernel/errors.ts";
import { isStorageUnavailable, STORAGE_UNAVAILABLE_RETRY_AFTER_S, storageUnavailableMessage } from "../kernel/errors.ts";
import type { TServices } from "../platform/services.ts";
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
import { statisticsV1Router } from "./v1/statistics.ts";
import { statisticsMainRouter } from "./main/statistics.ts";
import { lmsIdGuard } from "./main/lms-id.ts";
import { assistantRouter } from "./assistant/router.ts";
import { registrationsV1Router } from "./v1/registrations.ts";
import { paymentsV1Router } from "./v1/payments.ts";
import { payoutsV2Router } from "./v2/payouts.ts";
import { learningV1Router } from "./v1/learning.ts";
import { canonicalQuery, createApiRouter, openApiDocument, type TApiEnv } from "./openapi.ts";
import { MULTI_QUERY, QUERY_ALIASES } from "./v1/catalog.ts";

export const API_BODY_LIMIT = 1024 * 1024;

/** What Hono's own errors (malformed JSON, unsupported media type) tell the client. */
function httpExceptionMessage(e: HTTPException): string {
  if (e.status === 400 && /JSON/i.test(e.message)) return "Body harus berupa JSON yang valid.";
  if (e.status === 415) return "Jenis konten tidak didukung: kirim body sebagai application/json.";
  if (e.status === 413) return "Body permintaan terlalu besar (maksimal 1 MB).";
  return e.status < 500 ? "Permintaan tidak valid." : "Opps.. Maaf terjadi kesalahan pada website";
}

/**
 * Mounted at /api: each spec service group adds its router here. Routers are `createApiRouter()`
 * (src/api/openapi.ts) with `createRoute` declarations, so /api/openapi.json lists every route.
 */
export function apiRouter(services: TServices): OpenAPIHono<TApiEnv> {
  const api = createApiRouter();
  const limitBody = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "Body permintaan terlalu besar (maksimal 1 MB).");
    },
  });
  // GET and HEAD carry no body: skipping the check spares building a full Request per read (~7% of a cached GET).
  api.use("*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" || c.req.path.endsWith("/v1/drive/upload") ? next() : limitBody(c, next)));
  // One value per query name before any validator (first of a repeat; programIds joined; aliases folded).
  api.use("*", canonicalQuery(QUERY_ALIASES, MULTI_QUERY));
  api.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ status: false, message: httpExceptionMessage(err), data: null }, err.status);
    }
    if (isStorageUnavailable(err)) {
      services.logger.warn("storage unavailable", { path: c.req.path, err: String(err) });
      c.header("Retry-After", String(STORAGE_UNAVAILABLE_RETRY_AFTER_S));
      return c.json({ status: false, message: storageUnavailableMessage(c.req.method), data: null }, 503);
    }
    const e = err instanceof AppError ? err : null;
    if (!e) services.logger.error("api error", { path: c.req.path, err });
    return c.json(
      { status: false, message: e ? e.message : "Opps.. Maaf terjadi kesalahan pada website", data: e?.details ?? null },
      (e?.status ?? 500) as 500,
    );
  });
  // Built from the routes on first use (every router is mounted by then), then kept.
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const document = () => (doc ??= openApiDocument(api, services.product));
  api.get("/openapi.json", (c) => c.json(document()));
  api.get("/docs", (c) => {
    c.header("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'none'; form-action 'self'");
    return c.html(docsPage(services.product, document()));
  });
  api.use("*", appTokenGuard(services));
  api.use("/main/*", lmsIdGuard()); // X-Lms-Id naming another tenant → 403 on every Main API call
  api.route("/", identityRouter(services));
  api.route("/", cmsSettingsRouter(services));
  api.route("/", cmsPagesRouter(services));
  api.route("/", loggerRouter(services));
  api.route("/", registrationsV1Router(services));
  api.route("/", catalogV1Router(services));
  api.route("/", catalogMainRouter(services));
  api.route("/", statisticsV1Router(services)).route("/", statisticsMainRouter(services));
  api.route("/", contentV1Router(services)).route("/", contentV2Router(services));
  api.route("/", paymentsV1Router(services)).route("/", payoutsV2Router());
  api.route("/", learningV1Router(services));
  api.route("/assistant", assistantRouter(services));
  api.route("/", tokenIntrospectionRouter()); // last: single token-shaped segment
  api.all("*", (c) => c.json({ status: false, message: `Endpoint ${c.req.method} ${c.req.path} tidak ditemukan.`, data: null }, 404));
  return api;
}
