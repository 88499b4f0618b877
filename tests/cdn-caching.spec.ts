import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { cdnPurges } from "../src/db/schema/index.ts";
import { createApp } from "../src/server/app.ts";
import { CdnPurgeDispatcher, enableCdnPurges, type TCdnPurgeRequest } from "../src/platform/cdn-purge.ts";
import { startServer, type TStarted } from "../src/server/main.ts";
import { PageCache } from "../src/server/page-cache.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";
import { loadRender } from "./helpers/render.ts";

const SB = "sekolahbeta.localhost";
const KEY = "cdn-test-operator-key-0123";

/** A stand-in for a CDN's purge API: records each POST and answers `status.code`. */
async function purgeStandIn() {
  const received: { headers: IncomingHttpHeaders; body: TCdnPurgeRequest }[] = [];
  const status = { code: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "POST") received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as TCdnPurgeRequest });
      res.writeHead(status.code, { "content-type": "application/json" });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", () => ok()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  return { url, received, status, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** The site setting of a tenant as the settings API takes it, with a new title. */
async function changedSetting(t: TTestApp, layout: string, title: string) {
  const tenant = (await t.services.registry.byLayout(layout))!;
  return { tenant, body: { ...tenant.setting, title, isMaintenance: false } };
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

describe(`CDN caching headers on ${process.env.TEST_DB}`, () => {
  it("an anonymous page is public for shared caches for a short while, tagged with its tenant, and varies only by encoding", async () => {
    for (const layout of ["sekolahbeta", "smkcoding"]) {
      const res = await t.req(`${layout}.localhost`, "/Class");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(res.headers.get("cdn-cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(res.headers.get("surrogate-control")).toBe("max-age=60, stale-while-revalidate=600");
      expect(res.headers.get("surrogate-key")).toBe(`tenant-${layout}`);
      expect(res.headers.get("cache-tag")).toBe(`tenant-${layout}`);
      // No Vary: Cookie (it would split a CDN's cache per visitor); signed-in visitors bypass by rule.
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  it("route data (.data) is cached by shared caches the same way, without stale-while-revalidate for browsers", async () => {
    const res = await t.req(SB, "/Class.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/x-script");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(res.headers.get("cdn-cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(res.headers.get("surrogate-key")).toBe("tenant-sekolahbeta");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("a signed-in visitor's page and data are private and carry no shared-cache headers", async () => {
    const u = await signedIn(t, "sekolahbeta");
    const variants: Record<string, string>[] = [
      { cookie: `tunas_session=${u.token}` },
      { cookie: "tunas_session=expired-or-unknown" },
      { authorization: `Bearer ${u.token}` },
    ];
    for (const headers of variants) {
      for (const path of ["/Class", "/Class.data"]) {
        const res = await t.req(SB, path, { headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers.get("cache-control")).toMatch(/^private\b/);
        expect(res.headers.get("cache-control")).not.toContain("s-maxage");
        expect(res.headers.get("surrogate-key")).toBeNull();
        expect(res.headers.get("cdn-cache-control")).toBeNull();
      }
    }
  });

  it("s-maxage and stale-while-revalidate come from the configuration", async () => {
    const app = createApp({
      config: { PRODUCT_NAME: "tunas", APP_ENV: "local", PAGE_CACHE: "on", CDN_S_MAXAGE: 30, CDN_STALE_WHILE_REVALIDATE: 0 },
      services: t.services,
      render: await loadRender(),
      pageCache: new PageCache(10),
    });
    const res = await app.request(`http://${SB}/Class`, { headers: { host: SB } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(res.headers.get("cdn-cache-control")).toBe("public, max-age=30");

    const config = loadConfig({});
    expect([config.CDN_S_MAXAGE, config.CDN_STALE_WHILE_REVALIDATE, config.CDN_PURGE_URL]).toEqual([60, 600, undefined]);
    expect(loadConfig({ CDN_S_MAXAGE: "120", CDN_PURGE_URL: "https://purge.contoh.id/x" }).CDN_S_MAXAGE).toBe(120);
    expect(() => loadConfig({ CDN_PURGE_URL: "ftp://purge" })).toThrow(ConfigError);
    expect(() => loadConfig({ CDN_S_MAXAGE: "-1" })).toThrow(ConfigError);
  });

  it("without the purge hook a version bump queues nothing", async () => {
    const tenant = (await t.services.registry.byLayout("sekolahbeta"))!;
    await t.services.registry.bumpVersion(tenant.id);
    expect((await t.db.db.select().from(cdnPurges)).length).toBe(0);
  });
});

describe(`CDN purge outbox on ${process.env.TEST_DB}`, () => {
  let p: TTestApp;
  let standIn: Awaited<ReturnType<typeof purgeStandIn>>;
  beforeAll(async () => {
    p = await createTestApp();
    p.services.adminApiKey = KEY;
    enableCdnPurges(p.services.registry);
    standIn = await purgeStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
    await p?.close();
  });
  const dispatcher = (opts: { retryBaseMs?: number } = {}) => new CdnPurgeDispatcher(p.db.db, { url: standIn.url, token: "purge-token-0123", ...opts });

  it("a settings change through the API sends exactly one purge POST with the tenant's tag and hosts", async () => {
    const { tenant, body } = await changedSetting(p, "sekolahbeta", "Sekolah Beta (baru)");
    const res = await p.req(SB, "/api/sekolahbeta/cms/app/settings", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${KEY}` },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    // Queued in the same transaction as the bump, before anything is sent.
    const queued = await p.db.db.select().from(cdnPurges).where(eq(cdnPurges.tenantId, tenant.id));
    expect(queued.map((r) => [r.sentAt, r.attempts])).toEqual([[null, 0]]);
    expect(standIn.received).toEqual([]);

    const d = dispatcher();
    expect(await d.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.received).toHaveLength(1);
    const [post] = standIn.received;
    expect(post!.body.tags).toEqual(["tenant-sekolahbeta"]);
    expect(post!.body.tenant).toBe("sekolahbeta");
    expect(post!.body.hosts).toEqual(tenant.hosts);
    expect(post!.body.hosts).toContain("sekolahbeta.tunas.id");
    expect(post!.headers.authorization).toBe("Bearer purge-token-0123");
    expect(post!.headers["content-type"]).toBe("application/json");

    // Nothing more to send: a second round posts nothing.
    expect(await d.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(standIn.received).toHaveLength(1);
    const [row] = await p.db.db.select().from(cdnPurges).where(eq(cdnPurges.tenantId, tenant.id));
    expect(row!.sentAt).not.toBeNull();
  });

  it("several bumps of one tenant before a round become one purge; another tenant gets its own", async () => {
    standIn.received.length = 0;
    const reg = p.services.registry;
    const smk = (await reg.byLayout("smkcoding"))!;
    const jda = (await reg.byLayout("jda"))!;
    await reg.bumpVersion(smk.id);
    await reg.bumpVersion(smk.id);
    await reg.bumpVersion(jda.id);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect(standIn.received.map((r) => r.body.tags[0]).sort()).toEqual(["tenant-jda", "tenant-smkcoding"]);
  });

  it("a failed purge stays queued with its error and is retried until the endpoint accepts it", async () => {
    standIn.received.length = 0;
    const reg = p.services.registry;
    const pesilat = (await reg.byLayout("pesilat"))!;
    await reg.bumpVersion(pesilat.id);
    standIn.status.code = 503;
    const d = dispatcher({ retryBaseMs: 0 });
    expect(await d.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await p.db.db.select().from(cdnPurges).where(eq(cdnPurges.tenantId, pesilat.id));
    expect(failed!.sentAt).toBeNull();
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toBe("purge endpoint answered 503");

    standIn.status.code = 200;
    expect(await d.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(standIn.received.map((r) => r.body.tags[0])).toEqual(["tenant-pesilat", "tenant-pesilat"]);
    const [done] = await p.db.db.select().from(cdnPurges).where(eq(cdnPurges.tenantId, pesilat.id));
    expect([done!.attempts, done!.lastError, done!.sentAt !== null]).toEqual([2, null, true]);
  });

  it("a failed setting change queues no purge", async () => {
    const before = await p.db.db.select({ n: sql<number>`count(*)::int` }).from(cdnPurges);
    const { body } = await changedSetting(p, "sekolahbeta", "Tidak ada");
    await expect(p.services.registry.updateSetting("tidak-ada", body)).rejects.toThrow(/tidak ditemukan/);
    const res = await p.req(SB, "/api/sekolahbeta/cms/app/settings", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ title: 5 }),
    });
    expect(res.status).toBe(400);
    expect(await p.db.db.select({ n: sql<number>`count(*)::int` }).from(cdnPurges)).toEqual(before);
  });
});

// The real server (node:http listener, page-cache fast path, dispatcher started by main.ts) on its
// own PGlite directory; the wiring does not depend on the database, so PGlite only.
const pglite = process.env.TEST_DB === "pglite";
describe.runIf(pglite)("CDN caching through the running server", () => {
  const dir = mkdtempSync(join(tmpdir(), "tunas-cdn-"));
  let s: TStarted;
  let standIn: Awaited<ReturnType<typeof purgeStandIn>>;
  let port = 0;
  beforeAll(async () => {
    standIn = await purgeStandIn();
    s = await startServer(
      loadConfig({
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dir,
        LOG_LEVEL: "silent",
        NODE_ENV: "production",
        PAGE_CACHE: "on",
        BUILD_DIR: process.env.BUILD_DIR,
        ADMIN_API_KEY: KEY,
        CDN_PURGE_URL: standIn.url,
      }),
    );
    port = Number(new URL(s.url).port);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await standIn?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function get(
    path: string,
    host: string,
    headers: Record<string, string> = {},
    method = "GET",
    body?: string,
  ): Promise<{ status: number; headers: IncomingHttpHeaders }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: { host, "accept-encoding": "gzip", ...headers }, setHost: false }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on("error", reject);
      if (body) req.write(body);
      req.end();
    });
  }

  it("a page-cache hit carries the same shared-cache headers as the first answer", async () => {
    const first = await get("/Class", SB);
    const hit = await get("/Class", SB);
    expect(hit.headers["x-cache"]).toBe("HIT");
    for (const res of [first, hit]) {
      expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(res.headers["surrogate-key"]).toBe("tenant-sekolahbeta");
      expect(res.headers.vary).toBe("Accept-Encoding");
    }
    const personal = await get("/Class", SB, { cookie: "tunas_session=abc" });
    expect(personal.headers["cache-control"]).toMatch(/^private\b/);
    expect(personal.headers["x-cache"]).toBeUndefined();
  });

  it("a settings change reaches the purge stand-in once, sent by the dispatcher main.ts started", async () => {
    // A fresh database: the statistics worker's first roll-up changes every site's home counters
    // and so purges every site once. Let that settle, then count from there.
    let seen = -1;
    for (let quiet = 0; quiet < 3; ) {
      await new Promise((r) => setTimeout(r, 1_000));
      quiet = standIn.received.length === seen ? quiet + 1 : 0;
      seen = standIn.received.length;
    }
    const before = standIn.received.length;
    const tenant = (await s.services.registry.byLayout("smkcoding"))!;
    const body = JSON.stringify({ ...tenant.setting, title: "SMK Coding (baru)", isMaintenance: false });
    const res = await get(
      "/api/smkcoding/cms/app/settings",
      "smkcoding.localhost",
      { "content-type": "application/json", authorization: `Bearer ${KEY}`, "content-length": String(Buffer.byteLength(body)) },
      "PUT",
      body,
    );
    expect(res.status).toBe(200);
    await expect.poll(() => standIn.received.length - before, { timeout: 15_000, interval: 200 }).toBe(1);
    expect(standIn.received[before]!.body.tags).toEqual(["tenant-smkcoding"]);
    // …and only once.
    await new Promise((r) => setTimeout(r, 5_500));
    expect(standIn.received).toHaveLength(before + 1);
  }, 90_000);
});
