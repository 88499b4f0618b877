import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { catalogClasses } from "../db/schema/catalog.ts";
import { hostFetch } from "../../tests/helpers/http.ts";
import { startServer, type TStarted } from "./main.ts";

// The real server's early answer for repeated public API reads (api-answers.ts), on its own
// PGlite data dir; once is enough, so it runs in the PGlite project only.
const dir = mkdtempSync(join(tmpdir(), "tunas-api-answers-"));
let s: TStarted;
beforeAll(async () => {
  if (process.env.TEST_DB !== "pglite") return;
  s = await startServer(
    loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "production", BUILD_DIR: process.env.BUILD_DIR }),
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** As sent: node:http keeps the Host header and does not decode the body. */
const get = (path: string, headers: Record<string, string> = {}, host = "sekolahbeta.localhost") =>
  hostFetch(s.url.replace("localhost", "127.0.0.1") + path, host, { headers: { "accept-encoding": "identity", ...headers } });

const LIST = "/api/v1/class/active?page=1&pageSize=50";

describe.skipIf(process.env.TEST_DB !== "pglite")("repeated public API reads are answered before the router", () => {
  it("answers a repeat with the same bytes and headers, its own request id, and br when asked", async () => {
    const first = await get(LIST);
    expect(first.status).toBe(200);
    const body = await first.text();
    const hits = s.apiAnswers.hits;
    const second = await get(LIST);
    expect(s.apiAnswers.hits).toBe(hits + 1);
    expect(await second.text()).toBe(body);
    for (const h of ["content-type", "vary", "x-content-type-options", "x-frame-options", "referrer-policy"]) {
      expect(second.headers.get(h), h).toBe(first.headers.get(h));
    }
    expect(second.headers.get("x-request-id")).toMatch(/\S/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect((await get(LIST, { "x-request-id": "permintaan-uji-1" })).headers.get("x-request-id")).toBe("permintaan-uji-1");

    const br = await get(LIST, { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const raw = Buffer.from(await br.arrayBuffer());
    expect(raw.length).toBeLessThan(Buffer.byteLength(body) / 2);
    expect(brotliDecompressSync(raw).toString("utf8")).toBe(body);
    expect(s.apiAnswers.hits).toBe(hits + 3);
  });

  it("keeps tenants apart: the same URL on another site is that site's answer", async () => {
    const a = (await (await get(LIST)).json()) as { data: { items: { id: number }[] } };
    for (let i = 0; i < 2; i++) {
      const b = (await (await get(LIST, {}, "smkcoding.localhost")).json()) as { data: { items: { id: number }[] } };
      expect(b.data.items.map((x) => x.id)).not.toEqual(a.data.items.map((x) => x.id));
    }
  });

  it("lets every request that carries something the API reads take the normal way", async () => {
    await get("/api/main/programs");
    expect((await get("/api/main/programs")).status).toBe(200);
    const hits = s.apiAnswers.hits;
    // X-Lms-Id naming another tenant is refused, even though the URL's answer is remembered.
    const other = await get("/api/main/programs", { "x-lms-id": "pesilat" });
    expect(other.status).toBe(403);
    // An app token is checked (and refused when it is not valid).
    expect((await get(LIST, { AppToken: "bukan-token" })).status).toBe(401);
    await get(LIST, { cookie: "tunas_session=tidak-valid" });
    expect(s.apiAnswers.hits).toBe(hits);
  });

  it("never remembers an error, and shows a content change at once after a version bump", async () => {
    for (let i = 0; i < 2; i++) expect((await get("/api/v1/class/active?page=nol")).status).toBe(400);
    const before = (await (await get(LIST)).json()) as { data: { items: { id: number; name: string }[] } };
    const target = before.data.items[0]!;
    const tenant = (await s.services.registry.resolve("sekolahbeta.localhost", "/"))!;
    await s.services.database.db
      .update(catalogClasses)
      .set({ name: "Kelas Jawaban Baru" })
      .where(and(eq(catalogClasses.tenantId, tenant.id), eq(catalogClasses.id, target.id)));
    await s.services.registry.bumpVersion(tenant.id);
    const hits = s.apiAnswers.hits;
    const after = (await (await get(LIST)).json()) as typeof before;
    expect(after.data.items.find((x) => x.id === target.id)?.name).toBe("Kelas Jawaban Baru");
    expect(s.apiAnswers.hits).toBe(hits);
    // …and the new answer is remembered in its turn.
    expect(((await (await get(LIST)).json()) as typeof before).data.items.find((x) => x.id === target.id)?.name).toBe("Kelas Jawaban Baru");
    expect(s.apiAnswers.hits).toBe(hits + 1);
  });
});
