import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { SESSION_COOKIE } from "../platform/services.ts";
import { createLogger } from "../platform/logger.ts";
import { startServer, type TStarted } from "./main.ts";
import { hostFetch } from "../../tests/helpers/http.ts";

// The real server (node:http listener with the page-cache fast path) on its own PGlite data dir;
// once is enough, so it runs in the PGlite project only.
const dir = mkdtempSync(join(tmpdir(), "tunas-main-"));
let s: TStarted;
const logLines: string[] = [];
beforeAll(async () => {
  if (process.env.TEST_DB !== "pglite") return;
  s = await startServer(
    // Production behind a proxy on this machine: stored hosts only, HSTS over forwarded HTTPS.
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      APP_ENV: "production",
      APP_KEY: "uji-kunci-server-untuk-spesifikasi-main-0123456789",
      TRUST_PROXY: "127.0.0.1",
      PAGE_CACHE: "on",
      BUILD_DIR: process.env.BUILD_DIR,
    }),
    {
      logger: createLogger("info", (line) => logLines.push(line)),
    },
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  hostFetch(s.url.replace("localhost", "127.0.0.1") + path, "smkcoding.tunas.id", { headers });

describe.skipIf(process.env.TEST_DB !== "pglite")("the server's page-cache fast path", () => {
  it("answers a repeated anonymous view from the cache", async () => {
    expect((await get("/Program")).headers.get("x-cache")).toBeNull();
    const again = await get("/Program");
    expect(again.status).toBe(200);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toContain("<h1");
  });

  it("gives a cache hit a request id and logs it like any other request", async () => {
    await get("/Program");
    const hit = await get("/Program", { "x-request-id": "uji-cache-123" });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("x-request-id")).toBe("uji-cache-123");
    const line = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((r) => r.reqId === "uji-cache-123");
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/Program", status: 200, tenant: expect.any(String), cache: "hit" });
    const own = await get("/Program");
    expect(own.headers.get("x-request-id")).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    const notModified = await get("/Program", { "if-none-match": String(own.headers.get("etag")) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-request-id")).toBeTruthy();
  });

  it("sends the same security headers on a cache hit as on the miss that filled it: page, 304, file and API answer", async () => {
    const https = { "x-forwarded-proto": "https" };
    // Every header that is not about this one response (request id, date, length, cache marker).
    const security = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(([k]) =>
          [
            "strict-transport-security",
            "x-content-type-options",
            "referrer-policy",
            "x-frame-options",
            "cross-origin-opener-policy",
            "permissions-policy",
            "content-security-policy",
          ].includes(k),
        ),
      );
    const hstsOf = (res: Response) => res.headers.get("strict-transport-security");

    const miss = await get("/Blog?hsts=1", https);
    expect(miss.headers.get("x-cache")).toBeNull();
    expect(hstsOf(miss)).toBe("max-age=31536000; includeSubDomains");
    const hit = await get("/Blog?hsts=1", https);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(security(hit)).toEqual(security(miss));
    // A hit over plain http gets no HSTS, as a render would not.
    expect(hstsOf(await get("/Blog?hsts=1"))).toBeNull();
    const notModified = await get("/Blog?hsts=1", { ...https, "if-none-match": String(hit.headers.get("etag")) });
    expect(notModified.status).toBe(304);
    expect(hstsOf(notModified)).toBe("max-age=31536000; includeSubDomains");

    const file = "/brand/smkcoding/logo-dark.svg";
    const fileMiss = await get(file, https);
    const fileAgain = await get(file, https);
    expect(fileMiss.status).toBe(200);
    expect(hstsOf(fileAgain)).toBe("max-age=31536000; includeSubDomains");
    expect(security(fileAgain)).toEqual(security(fileMiss));

    const api = "/api/main/programs?hsts=1";
    const early = s.apiAnswers.hits;
    const apiMiss = await get(api, https);
    const apiHit = await get(api, https);
    expect(s.apiAnswers.hits).toBe(early + 1);
    expect(hstsOf(apiMiss)).toBe("max-age=31536000; includeSubDomains");
    expect(security(apiHit)).toEqual(security(apiMiss));
  });

  it("serves no tenant on <layout>.localhost in production", async () => {
    const res = await hostFetch(s.url.replace("localhost", "127.0.0.1") + "/Blog", "smkcoding.localhost");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Situs tidak ditemukan");
  });

  it("renders requests that may be signed in (bearer token, session cookie) instead of answering from the cache", async () => {
    await get("/Program");
    const personal: Record<string, string>[] = [{ authorization: "Bearer tidak-valid" }, { cookie: `${SESSION_COOKIE}=tidak-valid` }];
    for (const headers of personal) {
      const res = await get("/Program", headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
    }
  });
});
