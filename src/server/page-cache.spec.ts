import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startServer, type TStarted } from "./main.ts";
import { hostFetch } from "../../tests/helpers/http.ts";

// The real server (node:http fast path and the rendering path) on its own PGlite data dir;
// once is enough, so it runs in the PGlite project only.
const dir = mkdtempSync(join(tmpdir(), "tunas-page-cache-"));
let s: TStarted;
beforeAll(async () => {
  if (process.env.TEST_DB !== "pglite") return;
  s = await startServer(
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      PAGE_CACHE: "on",
      BUILD_DIR: process.env.BUILD_DIR,
    }),
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  hostFetch(s.url.replace("localhost", "127.0.0.1") + path, "sekolahbeta.localhost", { headers });

describe.skipIf(process.env.TEST_DB !== "pglite")("page-cache keys keep only the query parameters a page reads", () => {
  it("answers /Class?bust=2 from the entry /Class?bust=1 made, byte for byte", async () => {
    const first = await get("/Class?bust=1");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBeNull();
    const body = await first.text();
    const before = s.pageCache.size;
    const second = await get("/Class?bust=2");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    // No parameter the page ignores reaches the markup (pagination links, canonical, forms).
    expect(body).not.toContain("bust");
    const plain = await get("/Class");
    expect(plain.headers.get("x-cache")).toBe("HIT");
    expect(await plain.text()).toBe(body);
    expect(s.pageCache.size).toBe(before);
  });

  it("keeps the parameters /Class reads: another page, another entry", async () => {
    const all = await (await get("/Class")).text();
    const page2 = await get("/Class?page=2&bust=3");
    expect(page2.headers.get("x-cache")).toBeNull();
    const html = await page2.text();
    expect(html).not.toBe(all);
    expect(html).not.toContain("bust");
    // Same parameters in another order and with other noise: the same entry.
    const again = await get("/Class?utm_source=x&page=2");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe(html);
    const filtered = await get("/Class?level=pemula&page=1");
    expect(filtered.headers.get("x-cache")).toBeNull();
    const reordered = await get("/Class?page=1&level=pemula");
    expect(reordered.headers.get("x-cache")).toBe("HIT");
  });

  it("renders a signed-in view from the same normalised URL (nothing cached)", async () => {
    const res = await get("/Class?bust=9&page=2", { cookie: "tunas_session=tidak-valid" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBeNull();
    expect(await res.text()).not.toContain("bust");
  });

  it("holds the cached pages within its byte bound", () => {
    expect(s.pageCache.bytes).toBeGreaterThan(0);
    expect(s.pageCache.bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
  });
});
