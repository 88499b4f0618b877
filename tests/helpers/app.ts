import { createApp, type TRenderHandler } from "../../src/server/app.ts";
import type { TServices } from "../../src/platform/services.ts";
import { TenantRegistry } from "../../src/domain/tenants/registry.ts";
import { createLogger } from "../../src/platform/logger.ts";
import { DataCache } from "../../src/platform/data-cache.ts";
import { PageCache } from "../../src/server/page-cache.ts";
import { publicUrls } from "../../src/domain/tenants/public-urls.ts";
import { createTestDb, type TTestDb } from "./db.ts";

export interface TTestApp {
  db: TTestDb;
  services: TServices;
  app: ReturnType<typeof createApp>;
  pageCache: PageCache;
  /** `fetch`-like call against the app with a Host header, e.g. req("sekolahbeta.localhost", "/api/...") */
  req(host: string, path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The whole HTTP app on a fresh database, without a network socket (Hono's app.request). */
export async function createTestApp(
  opts: {
    render?: TRenderHandler;
    appEnv?: TServices["appEnv"];
    trustProxy?: string /** the build's client directory, to serve /assets/* */;
    clientDir?: string;
    /** false: the app runs with PAGE_CACHE=off (every page rendered, nothing compressed for the cache). */
    pageCache?: boolean;
  } = {},
): Promise<TTestApp> {
  const db = await createTestDb();
  const logger = createLogger("silent");
  const appEnv = opts.appEnv ?? "local";
  const registry = new TenantRegistry(db.db, { appEnv, product: "tunas", ttlMs: 60_000 });
  const services: TServices = {
    database: db,
    registry,
    logger,
    dataCache: new DataCache(500, 60_000, true),
    product: "tunas",
    appEnv,
    urls: publicUrls({ appEnv, product: "tunas", listenPort: 3000 }),
    trustProxy: opts.trustProxy ?? "none",
  };
  const pageCache = new PageCache(100);
  const app = createApp({
    config: { PRODUCT_NAME: "tunas", APP_ENV: appEnv, PAGE_CACHE: opts.pageCache === false ? "off" : "on" },
    services,
    render: opts.render,
    pageCache,
    clientDir: opts.clientDir,
  });
  return {
    db,
    services,
    app,
    pageCache,
    req: (host, path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("host", host);
      return Promise.resolve(app.request(`http://${host}${path}`, { ...init, headers }));
    },
    close: () => db.drop(),
  };
}
