import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, type TConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { loadServerKey } from "../domain/identity/server-key.ts";
import { seedIfEmpty } from "../seed/index.ts";
import { prepareDataDirApart } from "./prepare-apart.ts";
import { TenantRegistry } from "../domain/tenants/registry.ts";
import { createApp } from "./app.ts";
import { renderHandler, type TRenderHandler } from "./render-handler.ts";
import { publicUrls } from "../domain/tenants/public-urls.ts";
import type { TServices } from "../platform/services.ts";
import { createLogger, type Logger } from "../platform/logger.ts";
import { DataCache } from "../platform/data-cache.ts";
import { OutboxDispatcher, smtpTransport } from "../platform/mail.ts";
import { CdnPurgeDispatcher, enableCdnPurges } from "../platform/cdn-purge.ts";
import { enableTenantChangeNotify, TenantChangeListener } from "./tenant-changes.ts";
import { isClusterWorker, runPrimary, workersFromArgv } from "./cluster.ts";
import { StatisticsWorker } from "./statistics-worker.ts";
import { ScheduledPublishRound } from "./scheduled-publish.ts";
import { UnclaimedUploadsRound } from "../platform/storage/cleanup.ts";
import { fileStore } from "../platform/storage/index.ts";
import { PageCache } from "./page-cache.ts";
import { ApiAnswers } from "./api-answers.ts";
import { requestListener } from "./listener.ts";
export { absoluteTargetMatchesHost } from "./listener.ts";
import { parseTrustProxy } from "../platform/client-address.ts";
import { openAiCompatibleModel } from "../platform/llm/openai-compatible.ts";

export interface TStarted {
  url: string;
  close(): Promise<void>;
  services: TServices;
  pageCache: PageCache;
  apiAnswers: ApiAnswers;
}

type TStartOpts = { dev?: boolean; logger?: Logger };

/**
 * Starts the server, in the order of its parts: the storage (database, server key, demo seed),
 * the services every request gets, the renderer, the HTTP listener, then the background work.
 */
export async function startServer(config: TConfig, opts: TStartOpts = {}): Promise<TStarted> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const database = await openStorage(config, logger);
  const { services, tenantChanges } = await buildServices(config, database, logger, opts.dev);
  const renderer = await loadRenderer(config, opts.dev);
  const http = await listen(config, services, renderer, opts.dev);
  const background = startBackgroundWork(config, services);
  logger.info("server listening", { url: http.url, database: database.kind, dev: !!opts.dev });
  let closed = false;
  return {
    url: http.url,
    services,
    pageCache: http.pageCache,
    apiAnswers: http.apiAnswers,
    async close() {
      if (closed) return;
      closed = true;
      await http.close(config.SHUTDOWN_GRACE_MS);
      await renderer.vite?.close();
      await background.stop();
      await tenantChanges?.stop();
      await database.close();
    },
  };
}

/** The database: opened (a new PGlite directory prepared apart), migrated, its server key loaded, seeded. */
async function openStorage(config: TConfig, logger: Logger): Promise<Database> {
  const dataDir = resolve(process.cwd(), config.DATA_DIR);
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
  return database;
}

/** The services handed to every request: tenant registry, data cache, public URLs, the assistant's model. */
async function buildServices(config: TConfig, database: Database, logger: Logger, dev?: boolean) {
  const registry = new TenantRegistry(database.db, { appEnv: config.APP_ENV, product: config.PRODUCT_NAME, ttlMs: config.TENANT_CACHE_TTL_MS });
  await registry.current();
  // Several processes on one PostgreSQL: every tenant version bump is announced (NOTIFY in the bump's
  // transaction) and every process drops its tenant snapshot when it hears one (tenant-changes.ts).
  let tenantChanges: TenantChangeListener | null = null;
  if (config.DATABASE_URL) {
    enableTenantChangeNotify(registry);
    tenantChanges = new TenantChangeListener(config.DATABASE_URL, () => registry.invalidate(), logger);
    await tenantChanges.start();
  }
  const services: TServices = {
    database,
    registry,
    logger,
    dataCache: new DataCache(dev ? 0 : config.DATA_CACHE_MAX_ENTRIES, config.DATA_CACHE_TTL_MS, config.NODE_ENV !== "production", config.DATA_CACHE_MAX_BYTES),
    product: config.PRODUCT_NAME,
    appEnv: config.APP_ENV,
    urls: publicUrls({ appEnv: config.APP_ENV, product: config.PRODUCT_NAME, scheme: config.PUBLIC_SCHEME, port: config.PUBLIC_PORT, listenPort: config.PORT }),
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
  return { services, tenantChanges };
}

/** React Router's request handler: the production build, or Vite's in development. */
async function loadRenderer(config: TConfig, dev?: boolean): Promise<{ render: TRenderHandler; vite?: import("vite").ViteDevServer; clientDir?: string }> {
  if (dev) {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
    return { vite, render: renderHandler(() => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, "development") };
  }
  const buildPath = resolve(process.cwd(), config.BUILD_DIR, "server/index.js");
  if (!existsSync(buildPath)) throw new Error("Build tidak ditemukan: jalankan `npm run build` (npm start melakukannya otomatis).");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  return { render: renderHandler(build, "production"), clientDir: resolve(process.cwd(), config.BUILD_DIR, "client") };
}

/** The Hono app behind the node:http listener (listener.ts), listening on PORT. */
async function listen(config: TConfig, services: TServices, renderer: Awaited<ReturnType<typeof loadRenderer>>, dev?: boolean) {
  const apiAnswers = new ApiAnswers(dev ? 0 : config.DATA_CACHE_MAX_ENTRIES);
  const pageCache = new PageCache(dev ? 0 : config.PAGE_CACHE_MAX_ENTRIES, config.PAGE_CACHE_MAX_BYTES);
  const app = createApp({ config, services, render: renderer.render, pageCache, apiAnswers, clientDir: renderer.clientDir, dev });
  const concurrency = config.MAX_CONCURRENT ?? (services.database.kind === "pglite" ? 4 : 16);
  const listener = requestListener({
    services,
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    pageCache,
    pageCacheOn: config.PAGE_CACHE === "on" && !dev,
    apiAnswers,
    app: getRequestListener(app.fetch),
    vite: renderer.vite,
    gate: { concurrency, maxInFlight: config.MAX_INFLIGHT, maxWaitMs: config.QUEUE_WAIT_MS },
  });
  const server = createServer({ keepAliveTimeout: 65_000 }, listener);
  server.headersTimeout = 66_000;
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(config.PORT, config.HOST, () => ok());
  });
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : config.PORT;
  // Listening on port 0 (tests): public URLs carry the port the system chose.
  if (config.PUBLIC_PORT === undefined && config.APP_ENV === "local") services.urls.port = port;
  return { url: `http://localhost:${port}`, pageCache, apiAnswers, close: (graceMs: number) => closeGracefully(server, graceMs) };
}

/**
 * Stop accepting, let requests and streams in flight finish (idle keep-alive connections close
 * now), and cut whatever is still open after the grace period.
 */
function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((ok) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      ok();
    });
    server.closeIdleConnections();
  });
}

/** The rounds that run beside the requests: mail, CDN purges, statistics, scheduled publishing, upload clean-up. */
function startBackgroundWork(config: TConfig, { database, registry, logger }: TServices): { stop(): Promise<void> } {
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
  return {
    async stop() {
      await mail?.stop();
      await cdnPurge?.stop();
      await statistics.stop();
      await scheduled.stop();
      await unclaimedUploads.stop();
    },
  };
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
