import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../tests/helpers/app.ts";
import { catalogClasses } from "../db/schema/catalog.ts";
import { listActiveClasses } from "../domain/catalog/classes.ts";
import { listAllPrograms } from "../domain/catalog/programs.ts";
import { listCareers } from "../domain/content/careers.ts";
import { listPosts } from "../domain/content/posts.ts";
import type { TTenantCtx } from "../domain/scope.ts";

let t: TTestApp;
let ctx: TTenantCtx;
const SB = "sekolahbeta.localhost";
beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.services.registry.resolve(SB, "/");
  ctx = { db: t.services.database.db, tenantId: tenant!.id };
});
afterAll(() => t?.close());

/** The body `ok()` (Hono's c.json of the envelope) sends for this data: what the API sent before it was cached. */
const envelope = (message: string, data: unknown) => JSON.stringify({ status: true, message, data });

describe(`public API answers from the tenant data cache on ${process.env.TEST_DB}`, () => {
  it("sends the same bytes and Content-Type as an uncached answer, on the miss and on the hit", async () => {
    const cases: [string, () => Promise<string>][] = [
      ["/api/v1/class/active", async () => envelope("Berhasil mengambil daftar kelas aktif.", await listActiveClasses(ctx, {}))],
      [
        "/api/v1/class/active?page=2&pageSize=4&level=pemula",
        async () => envelope("Berhasil mengambil daftar kelas aktif.", await listActiveClasses(ctx, { page: 2, pageSize: 4, level: "pemula" })),
      ],
      ["/api/main/programs", async () => envelope("Berhasil mengambil daftar program.", await listAllPrograms(ctx))],
      [
        "/api/v1/post/article/list?page=1",
        async () => envelope("Berhasil mengambil daftar artikel.", await listPosts(ctx, { kinds: ["article", "blog"], page: 1, pageSize: 6 })),
      ],
      [
        "/api/v1/career/list",
        async () => {
          const data = await listCareers(ctx, { page: 1, pageSize: 6 });
          return envelope(`Success fetch list Career: halaman ${data.page} dari ${data.totalPages} (${data.totalItems} data)`, data);
        },
      ],
    ];
    for (const [path, expected] of cases) {
      const want = await expected();
      for (let i = 0; i < 2; i++) {
        const res = await t.req(SB, path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("content-type"), path).toBe("application/json");
        expect(await res.text(), `${path} (${i ? "hit" : "miss"})`).toBe(want);
      }
    }
  });

  it("serves a repeat and an unknown parameter from one entry, without the database", async () => {
    const first = await (await t.req(SB, "/api/v1/program/active?page=1")).text();
    const size = t.services.dataCache.size;
    const hits = t.services.dataCache.hits;
    for (const q of ["?page=1", "?page=1&bust=1", "?bust=2&page=1"]) expect(await (await t.req(SB, `/api/v1/program/active${q}`)).text()).toBe(first);
    expect(t.services.dataCache.hits).toBe(hits + 3);
    expect(t.services.dataCache.size).toBe(size);
  });

  it("shows a content change at once after the tenant's version is bumped", async () => {
    const path = "/api/v1/class/active?page=1&pageSize=50";
    const before = JSON.parse(await (await t.req(SB, path)).text()) as { data: { items: { id: number; name: string }[] } };
    const target = before.data.items[0]!;
    await t.services.database.db
      .update(catalogClasses)
      .set({ name: "Kelas Berganti Nama" })
      .where(and(eq(catalogClasses.tenantId, ctx.tenantId), eq(catalogClasses.id, target.id)));
    // Same version: the cached answer (the page cache and the data cache agree on what is current).
    expect(await (await t.req(SB, path)).text()).not.toContain("Kelas Berganti Nama");
    await t.services.registry.bumpVersion(ctx.tenantId);
    const after = JSON.parse(await (await t.req(SB, path)).text()) as typeof before;
    expect(after.data.items.find((i) => i.id === target.id)?.name).toBe("Kelas Berganti Nama");
  });

  it("keeps errors out of the cache: a bad parameter is a 400 each time, an unknown career a prefixed 404", async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await t.req(SB, "/api/v1/class/active?page=nol");
      expect(bad.status).toBe(400);
      const missing = await t.req(SB, "/api/v1/career/job/list?careerId=999999");
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { message: string }).message).toMatch(/^Failed fetch list Job: /);
    }
  });

  it("sends a hit compressed in the encoding the client accepts, decoding to the same bytes", async () => {
    const path = "/api/v1/class/active?page=1&pageSize=50";
    const plain = await t.req(SB, path);
    const want = Buffer.from(await plain.arrayBuffer());
    expect(want.byteLength).toBeGreaterThan(1024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    const cases: [string, string | null, (b: Buffer) => Buffer][] = [
      ["br, gzip, deflate", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
      ["gzip;q=1, br;q=0", "gzip", gunzipSync],
      ["identity", null, (b) => b],
    ];
    for (const [accept, encoding, decode] of cases) {
      const res = await t.req(SB, path, { headers: { "accept-encoding": accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("vary"), accept).toMatch(/accept-encoding/i);
      const raw = Buffer.from(await res.arrayBuffer());
      if (encoding) expect(raw.byteLength, accept).toBeLessThan(want.byteLength / 2);
      expect(decode(raw).equals(want), accept).toBe(true);
    }
  });
});
