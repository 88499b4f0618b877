import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, type TConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { loadServerKey } from "../domain/identity/server-key.ts";
import { seedIfEmpty } from "../seed/index.ts";
import { prepareDataDirApart } from "./prepare-apart.ts";
import { TenantRegistry } from "../domain/tenants/registry.ts";
import { createApp } from "./app.ts";
import { renderHandler, type TRenderHandler } from "./render-handler.ts";
import { isAccountHost } from "../domain/identity/hosts.ts";
import { publicUrls } from "../domain/tenants/public-urls.ts";
import { isPersonalRequest, type TServices } from "../platform/services.ts";
import { createLogger, requestId, type Logger } from "../platform/logger.ts";
import { DataCache } from "../platform/data-cache.ts";
import { OutboxDispatcher, smtpTransport } from "../platform/mail.ts";
import { CdnPurgeDispatcher, enableCdnPurges } from "../platform/cdn-purge.ts";
import { enableTenantChangeNotify, TenantChangeListener } from "./tenant-changes.ts";
import { isClusterWorker, runPrimary, workersFromArgv } from "./cluster.ts";
import { StatisticsWorker } from "./statistics-worker.ts";
import { ScheduledPublishRound } from "./scheduled-publish.ts";
import { UnclaimedUploadsRound } from "../platform/storage/cleanup.ts";
import { fileStore } from "../platform/storage/index.ts";
import { PageCache, pickEncoding } from "./page-cache.ts";
import { ApiAnswers, answerableEarly, writeAnswer } from "./api-answers.ts";
import type { TCachedBody } from "../api/cached.ts";
import { parseTrustProxy, resolveClient } from "../platform/client-address.ts";
import { PRIORITY, RequestGate } from "./request-gate.ts";
import { securityHeadersFor } from "./security.ts";
import { openAiCompatibleModel } from "../platform/llm/openai-compatible.ts";

export interface TStarted {
  url: string;
  close(): Promise<void>;
  services: TServices;
  pageCache: PageCache;
  apiAnswers: ApiAnswers;
}

export async function startServer(config: TConfig, opts: { dev?: boolean; logger?: Logger } = {}): Promise<TStarted> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const root = process.cwd();
  const dataDir = resolve(root, config.DATA_DIR);
  const prepared = config.DATABASE_URL ? null : await prepareDataDirApart(dataDir, config.PRODUCT_NAME, config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    replicaUrl: config.DATABASE_REPLICA_URL,
    dataDir,
    warn: (message, fields) => logger.warn(message, fields),
  });
  if (!prepared) await database.migrate();
  // APP_KEY, or (APP_ENV=local only) the random key this installation keeps in its database.
  await loadServerKey(database.db, config);
  const seed = prepared ?? (await seedIfEmpty(database.db, config.PRODUCT_NAME));
  logger.info(seed.seeded ? "database seeded" : "database ready", { database: database.kind, tenants: seed.tenants });
  if (database.replica) logger.info("read replica configured", { replica: (await database.replica.ping()) ? "up" : "down" });

  const registry = new TenantRegistry(database.db, {
    appEnv: config.APP_ENV,
    product: config.PRODUCT_NAME,
    ttlMs: config.TENANT_CACHE_TTL_MS,
  });
  await registry.current();
  // Several processes on one PostgreSQL: every tenant version bump is announced (NOTIFY in the bump's
  // transaction) and every process drops its tenant snapshot when it hears one (tenant-changes.ts).
  let tenantChanges: TenantChangeListener | null = null;
  if (config.DATABASE_URL) {
    enableTenantChangeNotify(registry);
    tenantChanges = new TenantChangeListener(config.DATABASE_URL, () => registry.invalidate(), logger);
    await tenantChanges.start();
  }
  const dataCache = new DataCache(
    opts.dev ? 0 : config.DATA_CACHE_MAX_ENTRIES,
    config.DATA_CACHE_TTL_MS,
    config.NODE_ENV !== "production",
    config.DATA_CACHE_MAX_BYTES,
  );
  const urls = publicUrls({
    appEnv: config.APP_ENV,
    product: config.PRODUCT_NAME,
    scheme: config.PUBLIC_SCHEME,
    port: config.PUBLIC_PORT,
    listenPort: config.PORT,
  });
  const services: TServices = {
    database,
    registry,
    logger,
    dataCache,
    product: config.PRODUCT_NAME,
    appEnv: config.APP_ENV,
    urls,
    trustProxy: config.TRUST_PROXY,
    adminApiKey: config.ADMIN_API_KEY,
    analyticsDefaultId: config.ANALYTICS_DEFAULT_ID,
    assistantModel:
      config.LLM_BASE_URL && config.LLM_MODEL
        ? openAiCompatibleModel({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS })
        : null,
    assistantTimeoutMs: config.LLM_TIMEOUT_MS,
    restRateLimits: { anonPerMinute: config.REST_ANON_RATE_LIMIT, servicePerMinute: config.REST_SERVICE_RATE_LIMIT },
  };
  const apiAnswers = new ApiAnswers(opts.dev ? 0 : config.DATA_CACHE_MAX_ENTRIES);
  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  const pageCache = new PageCache(opts.dev ? 0 : config.PAGE_CACHE_MAX_ENTRIES, config.PAGE_CACHE_MAX_BYTES);

  let render: TRenderHandler;
  let vite: import("vite").ViteDevServer | undefined;
  const clientDir = resolve(root, config.BUILD_DIR, "client");
  if (opts.dev) {
    const { createServer: createVite } = await import("vite");
    vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
    render = renderHandler(() => vite!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, "development");
  } else {
    const buildPath = resolve(root, config.BUILD_DIR, "server/index.js");
    if (!existsSync(buildPath)) throw new Error("Build tidak ditemukan: jalankan `npm run build` (npm start melakukannya otomatis).");
    render = renderHandler((await import(pathToFileURL(buildPath).href)) as ServerBuild, "production");
  }

  const app = createApp({
    config,
    services,
    render,
    pageCache,
    apiAnswers,
    clientDir: opts.dev ? undefined : clientDir,
    dev: opts.dev,
  });
  const honoListener = getRequestListener(app.fetch);
  const cacheOn = config.PAGE_CACHE === "on" && !opts.dev;

  // Two lanes (request-gate.ts, docs/decisions/066): anonymous reads — a first view of a page, a
  // public API list from the data cache — are cheap and never wait behind a signed-in render or a
  // form submission; those two share the narrow lane, where the statements and renders run.
  const concurrency = config.MAX_CONCURRENT ?? (database.kind === "pglite" ? 4 : 16);
  const lanes = {
    public: new RequestGate({ concurrency: concurrency * 4, maxInFlight: config.MAX_INFLIGHT, maxWaitMs: config.QUEUE_WAIT_MS }),
    personal: new RequestGate({ concurrency, maxInFlight: config.MAX_INFLIGHT, maxWaitMs: config.QUEUE_WAIT_MS }),
  };
  // A request answered before the Hono app (page cache, remembered API answer) is logged like any other.
  const logHit = (reqId: string, path: string, status: number, started: number, tenant: string) => {
    if (!logger.enabled("info")) return;
    logger.info("request", { reqId, method: "GET", path, status, ms: Math.round((performance.now() - started) * 10) / 10, tenant, cache: "hit" });
  };
  // Whether the request came over HTTPS (a TLS socket, or X-Forwarded-Proto from a trusted proxy).
  const cameOverHttps = (req: IncomingMessage) =>
    resolveClient({
      peer: req.socket.remoteAddress,
      tls: (req.socket as { encrypted?: boolean }).encrypted === true,
      forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
      forwardedProto: req.headers["x-forwarded-proto"] as string | undefined,
      trust: trustProxy,
    }).https;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    // An absolute-form target (`GET http://other.example/Class`) names an authority of its own;
    // one that differs from Host is a confused or hostile request, never a browser's.
    const target = req.url ?? "/";
    if (!target.startsWith("/") && target !== "*" && !absoluteTargetMatchesHost(target, req.headers.host)) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end("Permintaan tidak valid: alamat tujuan tidak sama dengan header Host.");
      return;
    }
    // Fast path: a repeated anonymous page view straight from the per-tenant page cache.
    // Signed-in requests (session cookie or bearer token) get their own render.
    if (
      cacheOn &&
      req.method === "GET" &&
      !isPersonalRequest(req.headers.cookie, req.headers.authorization) &&
      !isAccountHost(req.headers.host, urls) &&
      target.startsWith("/")
    ) {
      const url = target;
      const q = url.indexOf("?");
      const tenant = registry.peek(req.headers.host, q < 0 ? url : url.slice(0, q));
      if (tenant) {
        const hit = pageCache.get(PageCache.key(tenant.id, tenant.version, url));
        if (hit) {
          // A cache hit is a request like any other: it carries a request id and is logged.
          const started = performance.now();
          const id = requestId(req.headers["x-request-id"] as string | undefined);
          const status = req.headers["if-none-match"] === hit.etag ? 304 : hit.status;
          // The same security headers as the render that filled the entry (HSTS depends on the
          // request's scheme, so it is never stored with the page).
          const security = Object.fromEntries(securityHeadersFor(services, cameOverHttps(req)).map(([k, v]) => [k.toLowerCase(), v]));
          if (status === 304) {
            res.writeHead(304, { ...security, ETag: hit.etag, "X-Request-Id": id });
            res.end();
          } else {
            const enc = pickEncoding(req.headers["accept-encoding"] as string | undefined);
            const body = enc === "br" ? hit.br : enc === "gzip" ? hit.gzip : hit.body;
            const headers: Record<string, string | number> = {
              ...security,
              ...hit.headers,
              ETag: hit.etag,
              "Content-Length": body.length,
              "X-Cache": "HIT",
              "X-Request-Id": id,
            };
            // Stored pages keep their own (lower-case) vary; add it only to an entry that lacks one.
            if (!("vary" in hit.headers)) headers.Vary = "Accept-Encoding";
            if (enc) headers["Content-Encoding"] = enc;
            res.writeHead(status, headers);
            res.end(body);
          }
          logHit(id, q < 0 ? url : url.slice(0, q), status, started, tenant.id);
          return;
        }
      }
    }
    // Fast path: a repeated public API read, straight from its data-cache entry (api-answers.ts).
    if (answerableEarly(req.method, target, req.headers)) {
      const q = target.indexOf("?");
      const tenant = registry.peek(req.headers.host, q < 0 ? target : target.slice(0, q));
      if (tenant) {
        const https = cameOverHttps(req);
        const known = apiAnswers.lookup(ApiAnswers.key(tenant, https, target));
        const body = known && dataCache.peekReady<TCachedBody>(tenant, known.dataKey);
        if (known && body) {
          const started = performance.now();
          const id = requestId(req.headers["x-request-id"] as string | undefined);
          writeAnswer(req, res, known.headers, body, id);
          apiAnswers.hits++;
          logHit(id, q < 0 ? target : target.slice(0, q), 200, started, tenant.id);
          return;
        }
      }
    }
    if (vite) {
      vite.middlewares(req, res, () => honoListener(req, res));
      return;
    }
    // Health checks and build files never wait.
    if (target === "/healthz" || target === "/readyz" || target.startsWith("/assets/")) {
      honoListener(req, res);
      return;
    }
    // Back-pressure (request-gate.ts): a few requests run at once per lane, the rest wait by
    // priority; past MAX_INFLIGHT running and waiting, or after QUEUE_WAIT_MS, 503 + Retry-After.
    const read = req.method === "GET" || req.method === "HEAD";
    const api = target.startsWith("/api/") || target.startsWith("/rest/");
    const priority = !read ? PRIORITY.write : isPersonalRequest(req.headers.cookie, req.headers.authorization) ? PRIORITY.read : PRIORITY.anonymousRead;
    const gate = priority === PRIORITY.anonymousRead ? lanes.public : lanes.personal;
    const withdraw = gate.enter(
      priority,
      (release) => {
        // The slot is for the work before the answer starts: a stream (the assistant's reply)
        // keeps flowing without holding it.
        const writeHead = res.writeHead;
        res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
          release();
          return writeHead.apply(this, args);
        } as ServerResponse["writeHead"];
        res.once("close", release);
        honoListener(req, res);
      },
      () => {
        const id = requestId(req.headers["x-request-id"] as string | undefined);
        const message = "Server sedang sibuk. Coba lagi dalam beberapa detik.";
        res.writeHead(503, {
          "Retry-After": "2",
          "Cache-Control": "no-store",
          "X-Request-Id": id,
          "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
        });
        res.end(api ? JSON.stringify({ status: false, message, data: null }) : message);
        logger.warn("overloaded", { reqId: id, method: req.method, path: target.split("?")[0], status: 503, ...gate.stats() });
      },
    );
    res.once("close", withdraw);
  };

  const server = createServer({ keepAliveTimeout: 65_000 }, listener);
  server.headersTimeout = 66_000;
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(config.PORT, config.HOST, () => ok());
  });
  // Outgoing mail: the outbox is delivered over SMTP when SMTP_URL is set.
  const mail = config.SMTP_URL
    ? new OutboxDispatcher(database.db, smtpTransport(config.SMTP_URL), { fromAddress: config.MAIL_FROM, maxAttempts: config.MAIL_MAX_ATTEMPTS }, logger)
    : null;
  mail?.start(config.MAIL_INTERVAL_MS);
  if (!mail && (config.APP_ENV === "staging" || config.APP_ENV === "production"))
    logger.warn("SMTP_URL is not set: mail stays in the outbox and is not delivered");
  // CDN purges: with CDN_PURGE_URL set, every tenant version bump queues one (cdn_purges) and this sends it.
  const cdnPurge = config.CDN_PURGE_URL ? new CdnPurgeDispatcher(database.db, { url: config.CDN_PURGE_URL, token: config.CDN_PURGE_TOKEN }, logger) : null;
  if (cdnPurge) enableCdnPurges(registry);
  cdnPurge?.start(5_000);
  // Statistics summaries: new events rolled up and changed tenants recomputed every 2 s.
  const statistics = new StatisticsWorker(database.db, logger, (tenantId) => registry.bumpVersion(tenantId));
  statistics.start(2_000);
  // Scheduled articles, podcasts, videos and jobs: the tenant's caches drop when their time comes.
  const scheduled = new ScheduledPublishRound(database.db, logger, (tenantId) => registry.bumpVersion(tenantId), 30_000);
  scheduled.start(30_000);
  // Form attachments whose form was never sent: deleted a day after the upload, checked hourly.
  const unclaimedUploads = new UnclaimedUploadsRound(database.db, () => fileStore(), logger);
  unclaimedUploads.start(60 * 60_000);

  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : config.PORT;
  // Listening on port 0 (tests): public URLs carry the port the system chose.
  if (config.PUBLIC_PORT === undefined && config.APP_ENV === "local") urls.port = port;
  const url = `http://localhost:${port}`;
  logger.info("server listening", { url, database: database.kind, dev: !!opts.dev });

  let closed = false;
  return {
    url,
    services,
    pageCache,
    apiAnswers,
    async close() {
      if (closed) return;
      closed = true;
      // Stop accepting, let requests and streams in flight finish (idle keep-alive connections close
      // now), and cut whatever is still open after the grace period.
      await new Promise<void>((ok) => {
        const cut = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          ok();
        });
        server.closeIdleConnections();
      });
      await vite?.close();
      await mail?.stop();
      await cdnPurge?.stop();
      await statistics.stop();
      await scheduled.stop();
      await unclaimedUploads.stop();
      await tenantChanges?.stop();
      await database.close();
    },
  };
}

/** Whether an absolute-form request target names the same authority as the Host header. */
export function absoluteTargetMatchesHost(target: string, host: string | undefined): boolean {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return false;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return false;
  return !!host && u.host.toLowerCase() === host.toLowerCase();
}

/** CLI entry: parse config (a bad value stops with one line naming it), start, stop on signals. */
export async function runFromCli(argv: string[] = process.argv): Promise<void> {
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const dev = argv.includes("--dev");
  const workers = workersFromArgv(argv);
  if (workers === "invalid") {
    console.error("Gagal memulai server: --workers harus bilangan bulat 1–64, contoh: npm start -- --workers 4");
    process.exit(1);
  }
  if (workers && workers > 1 && !isClusterWorker()) {
    if (!config.DATABASE_URL || dev) {
      console.error(
        "Gagal memulai server: --workers lebih dari 1 butuh DATABASE_URL (PostgreSQL) dan mode produksi; satu DATA_DIR PGlite hanya dapat dipakai satu proses.",
      );
      process.exit(1);
    }
    try {
      await runPrimary(config, workers, createLogger(config.LOG_LEVEL));
    } catch (err) {
      console.error(`Gagal memulai server: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
    return;
  }
  try {
    const s = await startServer(dev ? { ...config, NODE_ENV: "development" } : config, { dev });
    const port = new URL(s.url).port;
    console.log(`Tunas berjalan di ${s.url}  (coba http://sekolahbeta.localhost:${port} dan http://smkcoding.localhost:${port})`);
    const stop = () => s.close().then(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (err) {
    console.error(`Gagal memulai server: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
