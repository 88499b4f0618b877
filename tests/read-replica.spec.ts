import pg from "pg";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { makeUser, signInCookie, unique } from "./factories/index.ts";
import type { TTestApp } from "./helpers/app.ts";
import { createTestDb, type TTestDb } from "./helpers/db.ts";
import { loadRender } from "./helpers/render.ts";
import { openPostgres, type Database } from "../src/db/client.ts";
import { isReplicaSafeStatement, type TReplicaStats } from "../src/db/replica.ts";
import { catalogClasses } from "../src/db/schema/catalog.ts";
import { tenants } from "../src/db/schema/tenants.ts";
import { TenantRegistry } from "../src/domain/tenants/registry.ts";
import { publicUrls } from "../src/domain/tenants/public-urls.ts";
import { createLogger } from "../src/platform/logger.ts";
import { DataCache } from "../src/platform/data-cache.ts";
import type { TServices } from "../src/platform/services.ts";
import { createApp } from "../src/server/app.ts";
import { PageCache } from "../src/server/page-cache.ts";

/**
 * The read-replica path (issue 21, docs/decisions/064-read-replica.md) on this machine's
 * PostgreSQL. The "replica" is a second database cloned from the same seeded template as the
 * primary, set `default_transaction_read_only = on` so any write sent through the replica pool
 * fails loudly. It never receives the primary's later writes: a replica lagging without end,
 * which is what makes staleness visible.
 *
 * Shown: anonymous public pages and GET APIs are answered by the replica pool; signed-in reads
 * and form posts never touch it; after a staff save the public page shows the new value (the
 * replica is behind the tenant's version, so the primary answers); when the replica is gone,
 * pages are still 200 from the primary, the outage is logged once and readiness reports it.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const HOST = "sekolahbeta.localhost:3000";
const ORIGIN = "http://sekolahbeta.localhost:3000";
const TENANT = { id: "sekolahbeta" };

let primary: TTestDb;
let replicaName: string;
let database: Database;
let services: TServices;
let app: ReturnType<typeof createApp>;
let pageCache: PageCache;
const warnings: string[] = [];

function adminUrl(name?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  if (name) url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>, db?: string): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl(db) });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function req(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("host", HOST);
  return Promise.resolve(app.request(`http://${HOST}${path}`, { ...init, headers }));
}

const stats = (): TReplicaStats => database.replica!.stats();

/** Every cache dropped, so the next request reads the database. */
function coldCaches(): void {
  services.dataCache.clear();
  pageCache.dropTenant(TENANT.id);
}

beforeAll(async () => {
  if (!onPostgres) return;
  primary = await createTestDb();
  // The stand-in replica: the same seeded template, read-only for every session.
  replicaName = `${primary.label.slice("postgres:".length)}_replica`;
  await admin(async (c) => {
    await c.query(`create database ${replicaName} template ${inject("pgTemplate")}`);
    await c.query(`alter database ${replicaName} set default_transaction_read_only = on`);
  });
  database = await openPostgres(adminUrl(primary.label.slice("postgres:".length)), 4, {
    replicaUrl: adminUrl(replicaName),
    warn: (message) => warnings.push(message),
  });
  const appEnv = "local";
  const registry = new TenantRegistry(database.db, { appEnv, product: "tunas", ttlMs: 60_000 });
  services = {
    database,
    registry,
    logger: createLogger("silent"),
    dataCache: new DataCache(500, 60_000, true),
    product: "tunas",
    appEnv,
    urls: publicUrls({ appEnv, product: "tunas", listenPort: 3000 }),
    trustProxy: "none",
  };
  pageCache = new PageCache(100);
  app = createApp({ config: { PRODUCT_NAME: "tunas", APP_ENV: appEnv, PAGE_CACHE: "on" }, services, render: await loadRender(), pageCache });
}, 240_000);

afterAll(async () => {
  await database?.close();
  await primary?.drop();
  if (replicaName) await admin((c) => c.query(`drop database if exists ${replicaName} with (force)`));
});

describe("which statements may go to a replica", () => {
  it("admits plain SELECTs and refuses writes, locks and side effects", () => {
    expect(isReplicaSafeStatement('select "id", "name" from "catalog_classes" where "tenant_id" = $1')).toBe(true);
    expect(isReplicaSafeStatement("(select 1) union (select 2)")).toBe(true);
    expect(isReplicaSafeStatement('insert into "sessions" values ($1)')).toBe(false);
    expect(isReplicaSafeStatement('update "tenants" set "version" = "version" + 1')).toBe(false);
    expect(isReplicaSafeStatement("with x as (delete from t returning *) select * from x")).toBe(false);
    expect(isReplicaSafeStatement('select * from "tenants" where "id" = $1 for update')).toBe(false);
    expect(isReplicaSafeStatement("select pg_notify('c', 'x')")).toBe(false);
    expect(isReplicaSafeStatement("select pg_advisory_lock(1)")).toBe(false);
  });
});

describe.skipIf(!onPostgres)("read replica (DATABASE_REPLICA_URL) on PostgreSQL", () => {
  it("answers anonymous public pages and GET APIs from the replica pool", async () => {
    coldCaches();
    const before = stats();
    expect(before.state).toBe("up");
    for (const path of ["/", "/Class", "/api/v1/class/active", "/api/v1/program/active"]) {
      const res = await req(path);
      expect(res.status, path).toBe(200);
    }
    const after = stats();
    expect(after.replicaQueries - before.replicaQueries).toBeGreaterThan(3);
    expect(after.laggingReads).toBe(before.laggingReads);
    expect(after.fallbacks).toBe(0);
    // A second round is served from the caches: neither pool is asked again for the same reads.
    const again = stats();
    expect((await req("/api/v1/class/active")).status).toBe(200);
    expect(stats().replicaQueries).toBe(again.replicaQueries);
  });

  it("keeps signed-in reads and form posts on the primary, and a staff save shows at once on the public page", async () => {
    const t = { db: { db: database.db } } as unknown as TTestApp;
    const staff = await makeUser(t, TENANT, { role: "admin", name: "Admin Replika" });
    const cookie = await signInCookie(t, TENANT, staff);

    coldCaches();
    let before = stats();
    const signedIn = await req("/Class", { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(stats().replicaQueries, "a signed-in page read from the replica").toBe(before.replicaQueries);
    expect(stats().primaryQueries).toBeGreaterThan(before.primaryQueries);

    // A staff save through the dashboard form (a write, then the version bump).
    const word = unique("replika").replace(/-/g, "");
    const name = `Kelas ${word}`;
    const form = new URLSearchParams({
      name,
      code: `K-${word.toUpperCase().slice(-10)}`,
      description: "Kelas yang baru disimpan staf.",
      level: "pemula",
      type: "online",
      onRegistration: "on",
      schedule: "Sabtu 09.00–12.00 WIB",
      location: "Daring",
      startsAt: "2027-01-10",
      endsAt: "2027-03-10",
      price: "250000",
      quota: "30",
      isActive: "on",
      position: "0",
    });
    before = stats();
    const saved = await req("/Dashboard/Katalog/Kelas/baru", {
      method: "POST",
      body: form.toString(),
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status, await saved.clone().text()).toBe(302);
    expect(stats().replicaQueries, "the form post used the replica").toBe(before.replicaQueries);
    expect(stats().fallbacks).toBe(0);
    const id = Number(/\/Dashboard\/Katalog\/Kelas\/(\d+)/.exec(saved.headers.get("location") ?? "")?.[1]);
    const [row] = await database.db
      .select({ slug: catalogClasses.slug })
      .from(catalogClasses)
      .where(and(eq(catalogClasses.tenantId, TENANT.id), eq(catalogClasses.id, id)));
    expect(row?.slug).toBeTruthy();

    // The replica does not have the class (it never catches up in this test)…
    const onReplica = await admin((c) => c.query("select 1 from catalog_classes where tenant_id = $1 and id = $2", [TENANT.id, id]), replicaName);
    expect(onReplica.rowCount).toBe(0);
    // …yet the anonymous page shows it: the replica is behind the tenant's version, so the primary answers.
    before = stats();
    const page = await req(`/Class/${row!.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(name);
    expect(stats().laggingReads).toBeGreaterThan(before.laggingReads);

    // Once the replica reports the tenant's version, public reads go to it again. (The stand-in only
    // pretends to have caught up — a real replica would have the class too — which shows which pool answered.)
    const [current] = await database.db.select({ version: tenants.version }).from(tenants).where(eq(tenants.id, TENANT.id));
    await admin(async (c) => {
      await c.query("begin read write");
      await c.query("update tenants set version = $1 where id = $2", [current!.version, TENANT.id]);
      await c.query("commit");
    }, replicaName);
    coldCaches();
    await new Promise((r) => setTimeout(r, 120)); // past the lag re-check interval
    before = stats();
    const fromReplica = await req(`/Class/${row!.slug}`);
    expect(stats().replicaQueries).toBeGreaterThan(before.replicaQueries);
    expect(fromReplica.status, "the class is unknown to the replica").toBe(404);
  });

  it("serves pages from the primary when the replica is gone, logs it once, and readiness reports it", async () => {
    const ready = await req("/readyz");
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { replica: TReplicaStats }).replica.state).toBe("up");

    warnings.length = 0;
    await admin((c) => c.query(`drop database ${replicaName} with (force)`));
    for (let i = 0; i < 3; i++) {
      coldCaches();
      for (const path of ["/", "/Class", "/api/v1/class/active"]) {
        const res = await req(path);
        expect(res.status, `${path} with the replica down`).toBe(200);
      }
    }
    const s = stats();
    expect(s.state).toBe("down");
    expect(s.fallbacks).toBeGreaterThan(0);
    expect(warnings.filter((w) => w.includes("unreachable"))).toHaveLength(1);

    const down = await req("/readyz");
    expect(down.status, "the primary still serves: ready").toBe(200);
    const body = (await down.json()) as { status: string; replica: TReplicaStats };
    expect(body.status).toBe("ok");
    expect(body.replica.state).toBe("down");
    expect(body.replica.lastError).toBeTruthy();
  });

  it.each([
    ["a replica that was never reachable", "postgres://postgres@127.0.0.1:1/none"],
    ["a replica URL naming a database without the schema", "admin"],
  ])("starts and serves with %s", async (_, replicaUrl) => {
    const url = adminUrl(primary.label.slice("postgres:".length));
    const alone = await openPostgres(url, 2, { replicaUrl: replicaUrl === "admin" ? adminUrl() : replicaUrl, warn: () => {} });
    try {
      const registry = new TenantRegistry(alone.db, { appEnv: "local", product: "tunas", ttlMs: 60_000 });
      const s2: TServices = { ...services, database: alone, registry, dataCache: new DataCache(500, 60_000, true) };
      const app2 = createApp({ config: { PRODUCT_NAME: "tunas", APP_ENV: "local", PAGE_CACHE: "on" }, services: s2, render: await loadRender() });
      for (const path of ["/", "/Class", "/api/v1/program/active"]) {
        const res = await app2.request(`http://${HOST}${path}`, { headers: { host: HOST } });
        expect(res.status, path).toBe(200);
      }
      expect(alone.replica!.stats().state).toBe("down");
      expect(alone.replica!.stats().fallbacks).toBeGreaterThan(0);
    } finally {
      await alone.close();
    }
  });
});
