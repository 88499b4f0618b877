import { Hono } from "hono";
import { compress } from "hono/compress";
import type { TConfig } from "../config.ts";
import { AppError, isStorageUnavailable, STORAGE_UNAVAILABLE_RETRY_AFTER_S, storageUnavailableMessage } from "../kernel/errors.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import type { TTenantCtx } from "../domain/scope.ts";
import { brandSvg } from "./brand-svg.ts";
import { isPersonalRequest, type TRequestContext, type TServices } from "../platform/services.ts";
import { requestId } from "../platform/logger.ts";
import { replicaRequestScope } from "../db/replica.ts";
import { type PageCache, pageQuery } from "./page-cache.ts";
import { requiredCacheControl, routeFactsOf } from "./route-facts.ts";
import { FORM_MAX_BYTES } from "../../app/route-table.ts";
import { clientAddress, clientIp } from "../platform/client-address.ts";
import { filesRouter } from "./files.ts";
import { securityHeadersFor } from "./security.ts";
import { apiRouter } from "../api/index.ts";
import { ApiAnswers, answerableEarly } from "./api-answers.ts";
import { restRouter } from "../api/rest/router.ts";
import { allowedReturnOrigin, isAccountHost } from "../domain/identity/hosts.ts";
import { tenantOrigin } from "../domain/tenants/public-urls.ts";
import { accountHostRouter } from "./account-host/router.tsx";
import { seoFilesRouter } from "./seo-files.ts";
import { staticAssets } from "./static-assets.ts";
import { EMPTY_PAGE, errorPageFailureHtml, htmlResponse, invalidFormPage, UNKNOWN_SITE_PAGE } from "./error-pages.ts";
import { finishPage } from "./page-response.ts";
import type { TRenderHandler } from "./render-handler.ts";

export type { TRenderHandler };
/** The last-resort page when even the error screen fails (spec §8); entry.server answers it too. */
export { errorPageFailureHtml };

export interface TAppDeps {
  config: Pick<TConfig, "PRODUCT_NAME" | "APP_ENV" | "PAGE_CACHE"> & Partial<Pick<TConfig, "CDN_S_MAXAGE" | "CDN_STALE_WHILE_REVALIDATE">>;
  services: TServices;
  /** React Router request handler (absent in API-only tests). */
  render?: TRenderHandler;
  pageCache?: PageCache;
  /** Remembers which data-cache entry answered a public API URL (api-answers.ts). */
  apiAnswers?: ApiAnswers;
  clientDir?: string;
  dev?: boolean;
}

type Env = {
  Variables: {
    requestId: string;
    tenant: TTenant | null;
    /** The resolved tenant's database scope, built once here for pages, the API and the SEO files. */
    tenantCtx: TTenantCtx | null;
    started: number;
    /** Set by `cachedOk` (src/api/cached.ts): the data-cache key this answer came from. */
    cachedAnswerKey?: string;
  };
};

export function createApp(deps: TAppDeps): Hono<Env> {
  const { services, config } = deps;
  const { logger, registry } = services;
  const app = new Hono<Env>();

  app.use("*", async (c, next) => {
    const id = requestId(c.req.header("x-request-id"));
    c.set("requestId", id);
    c.set("started", performance.now());
    await next();
    // A header a router already set is kept (the account host's X-Frame-Options: DENY must not
    // become SAMEORIGIN); HSTS only where the request really came over HTTPS.
    const https = clientAddress(c, services.trustProxy).https;
    const security = securityHeadersFor(services, https);
    // Straight onto the response's headers: `c.header` after `next()` rebuilds the whole response.
    try {
      const h = c.res.headers;
      h.set("X-Request-Id", id);
      for (const [k, v] of security) if (!h.has(k)) h.set(k, v);
    } catch {
      // immutable headers (a Response.redirect or a fetched response): take the slow path
      c.header("X-Request-Id", id);
      for (const [k, v] of security) if (!c.res.headers.has(k)) c.header(k, v);
    }
    const answerKey = c.get("cachedAnswerKey");
    const tenant = c.get("tenant");
    if (answerKey && tenant && deps.apiAnswers && c.res.status === 200) {
      const url = c.req.url;
      const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
      if (answerableEarly(c.req.method, target, (n) => c.req.header(n))) {
        deps.apiAnswers.remember(ApiAnswers.key(tenant, https, target), answerKey, c.res.headers);
      }
    }
    if (logger.enabled("info")) {
      logger.info("request", {
        reqId: id,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - c.get("started")) * 10) / 10,
        tenant: c.get("tenant")?.id,
      });
    }
  });

  app.onError((err, c) => {
    // The database went away before a route ran (the tenant registry's read): 503 + Retry-After, as in the API.
    const unavailable = !(err instanceof AppError) && isStorageUnavailable(err);
    const status = err instanceof AppError ? err.status : unavailable ? 503 : 500;
    if (unavailable) {
      logger.warn("storage unavailable", { reqId: c.get("requestId"), path: loggedPath(c.req.path), err: String(err) });
      c.header("Retry-After", String(STORAGE_UNAVAILABLE_RETRY_AFTER_S));
      c.header("Cache-Control", "no-store");
    } else if (status >= 500) logger.error("unhandled error", { reqId: c.get("requestId"), path: loggedPath(c.req.path), err });
    const message =
      err instanceof AppError ? err.message : unavailable ? storageUnavailableMessage(c.req.method) : "Opps.. Maaf terjadi kesalahan pada website";
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/rest/")) {
      return c.json({ status: false, message, data: null }, status as 500);
    }
    return c.html(errorPageFailureHtml(), status as 500);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await services.database.ping();
      await registry.current();
      // A replica that is down costs freshness of nothing and speed of some: ready, on the primary.
      const replica = services.database.replica;
      if (!replica) return c.json({ status: "ok", database: services.database.kind });
      await replica.ping();
      return c.json({ status: "ok", database: services.database.kind, replica: replica.stats() });
    } catch (err) {
      logger.warn("readiness check failed", { err });
      return c.json({ status: "unavailable", database: services.database.kind }, 503);
    }
  });

  if (deps.clientDir) {
    // Fingerprinted build files with their precompressed brotli/gzip copies (static-assets.ts).
    const assets = staticAssets(deps.clientDir);
    app.get("/assets/*", async (c) => (await assets(c)) ?? c.text("Berkas tidak ditemukan.", 404));
  }

  app.use("*", compress());

  // Tenant resolution: every route below knows its tenant.
  const accountHost = accountHostRouter(services);
  app.use("*", async (c, next) => {
    // The account host (akun.<main domain>) serves sign-in for every tenant; brand files and the API pass through.
    if (isAccountHost(c.req.header("host"), services.urls) && !c.req.path.startsWith("/api/") && !c.req.path.startsWith("/brand/")) {
      return accountHost.fetch(c.req.raw, c.env);
    }
    const tenant = await registry.resolve(c.req.header("host"), c.req.path);
    c.set("tenant", tenant);
    c.set("tenantCtx", tenant && { db: services.database.db, tenantId: tenant.id });
    // An anonymous read may have its public data from the read replica (src/db/replica.ts decides
    // per statement); anything signed in, and every write, stays on the primary.
    const anonymousRead = (c.req.method === "GET" || c.req.method === "HEAD") && !isPersonalRequest(c.req.header("cookie"), c.req.header("authorization"));
    if (services.database.replica && anonymousRead) return replicaRequestScope(() => next());
    await next();
  });

  app.get("/brand/:layout/:file", async (c) => {
    const file = c.req.param("file");
    const kind = file.replace(/\.svg$/, "");
    if (!file.endsWith(".svg") || !["logo-dark", "logo-light", "favicon", "og"].includes(kind)) return c.text("Berkas tidak ditemukan.", 404);
    const t = await registry.byLayout(c.req.param("layout"));
    if (!t) return c.text("Berkas tidak ditemukan.", 404);
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(brandSvg(t, kind as "favicon"));
  });

  app.route("/api", apiRouter(services));
  app.route("/rest/v1", restRouter(services));
  app.route("/", filesRouter(services));
  app.route("/", seoFilesRouter(services));

  app.all("*", async (c) => {
    const tenant = c.get("tenant");
    const tenantCtx = c.get("tenantCtx");
    if (!tenant || !tenantCtx) {
      return htmlResponse(UNKNOWN_SITE_PAGE, 404, { "Cache-Control": "no-store" });
    }
    if (tenant.family === "empty") {
      return htmlResponse(EMPTY_PAGE, 200, { "Cache-Control": "public, max-age=60" });
    }
    if (!deps.render) return c.text("Renderer tidak tersedia.", 503);
    // The route table's facts of this path: its form limit, the query it reads, who may cache it.
    const facts = routeFactsOf(c.req.path);
    const refused = await refuseMalformedForm(c.req.raw, facts?.formMaxBytes);
    if (refused) return htmlResponse(invalidFormPage(refused), 400, { "Cache-Control": "no-store" });

    // Pages are rendered for the tenant's configured origin, whatever Host, port or absolute
    // target the request carried: canonical and OG tags, JSON-LD and links come out the same for
    // every visitor, so a page in the shared cache can never carry a stranger's authority.
    const url = new URL(c.req.url);
    const origin = tenantOrigin(tenant, services.urls);
    const rctx: TRequestContext = {
      tenant,
      tenantCtx,
      requestId: c.get("requestId"),
      origin,
      host: origin.slice(origin.indexOf("//") + 2),
      services,
      clientKey: clientIp(c, services.trustProxy),
      render: { takesHtml: true },
    };
    // Only the query parameters the page reads (the page-cache key keeps the same ones).
    const search = c.req.method === "GET" || c.req.method === "HEAD" ? pageQuery(url.pathname, url.search, facts?.query ?? null) : url.search;
    // React Router refuses a form post whose Origin is not the render URL's origin. Another of
    // this tenant's own origins (demo.localhost for localhost) is the same site: say so; any other
    // origin is passed on as sent and refused.
    const sentOrigin = c.req.header("origin");
    const ownAlias = sentOrigin && sentOrigin !== origin && allowedReturnOrigin(tenant, sentOrigin, services.urls) ? origin : undefined;
    let res = await deps.render(normalisedRequest(c.req.raw, origin + url.pathname + search, ownAlias), rctx);

    if ((rctx.render.storageUnavailable && res.status >= 500) || (res.status === 503 && !res.headers.has("Retry-After"))) {
      // The storage is unavailable (a form's reply, `asRouteError`, or entry.server's handleError
      // for an uncaught loader error): the client is asked to come back, never told of a crash.
      res = new Response(res.body, { status: 503, headers: res.headers });
      res.headers.set("Retry-After", String(STORAGE_UNAVAILABLE_RETRY_AFTER_S));
      res.headers.set("Cache-Control", "no-store");
    }
    // A private or live route is never kept by a shared cache or the page cache, whatever its module said.
    const required = facts && requiredCacheControl(facts.cache);
    if (required && !/no-store/.test(res.headers.get("cache-control") ?? "")) res = withHeader(res, "Cache-Control", required);
    const type = res.headers.get("content-type") ?? "";
    if (tenant.isMaintenance && (type.includes("text/html") || type.includes("text/x-script"))) {
      res = new Response(res.body, { status: 503, headers: res.headers });
      res.headers.set("Retry-After", "3600");
      res.headers.set("Cache-Control", "no-store");
    }
    return finishPage(res, {
      method: c.req.method,
      acceptEncoding: c.req.header("accept-encoding"),
      personal: isPersonalRequest(c.req.header("cookie"), c.req.header("authorization")),
      renderedHtml: rctx.render.renderedHtml,
      tenant,
      pathAndQuery: url.pathname + url.search,
      analyticsDefaultId: services.analyticsDefaultId,
      dev: deps.dev,
      config,
      pageCache: config.PAGE_CACHE === "on" ? deps.pageCache : undefined,
    });
  });

  return app;
}

/** The request as React Router sees it: same method, headers and body, at the configured origin. */
function normalisedRequest(request: Request, href: string, origin?: string): Request {
  if (request.url === href && !origin) return request;
  let headers = request.headers;
  if (origin) {
    // Origin and Host as for the canonical origin, so both React Router's and the session's
    // same-origin checks compare like with like.
    headers = new Headers(headers);
    headers.set("origin", origin);
    headers.set("host", new URL(origin).host);
  }
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: request.signal };
  if (request.body && request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  return new Request(href, init);
}

/** An app token given as the path (`GET /api/{token}`, introspection) is a credential: never logged. */
const TOKEN_PATH = /^\/api\/[A-Za-z0-9_-]{1,256}(?:\.[A-Za-z0-9_-]{1,1024}){3}$/;
export function loggedPath(path: string): string {
  return TOKEN_PATH.test(path) ? "/api/{token}" : path;
}

/** `res` with one header set (a copy when its headers are immutable, as a fetched response's are). */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Checks a page's state-changing request before an action reads it: a body that is not a form,
 * larger than its route's `formMaxBytes` (app/route-table.ts), or holds a NUL is the sender's
 * mistake (400), not an action crash (500).
 * Returns the Indonesian reason, or null when the request may go on.
 */
export async function refuseMalformedForm(request: Request, maxBytes: number = FORM_MAX_BYTES.page): Promise<string | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const rawType = request.headers.get("content-type") ?? "";
  // The multipart boundary is case-sensitive (browsers send mixed case): compare lower-cased, parse as sent.
  const type = rawType.toLowerCase();
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > maxBytes) return "Formulir terlalu besar.";
  if (!request.body) return "Formulir tidak valid.";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return "Formulir harus dikirim sebagai formulir biasa.";
  const raw = await request.clone().arrayBuffer();
  if (raw.byteLength > maxBytes) return "Formulir terlalu besar.";
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "content-type": rawType } }).formData();
  } catch {
    return "Formulir tidak valid.";
  }
  for (const [k, v] of form)
    if (k.includes("\u0000") || (typeof v === "string" && v.includes("\u0000"))) return "Isian formulir tidak boleh berisi karakter NUL.";
  return null;
}
