import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { startServer, type TStarted } from "../src/server/main.ts";
import { hostFetch } from "./helpers/http.ts";

/**
 * Back-pressure (src/server/request-gate.ts): MAX_CONCURRENT requests run at once and the rest
 * wait; with more requests running and waiting than MAX_INFLIGHT, the server answers 503 with
 * Retry-After at once (the spec envelope on the API) instead of queueing without bound. Health
 * checks and page-cache hits never wait, waiting requests are served when a slot frees, and once
 * the load is gone every request is served again.
 */
const dir = mkdtempSync(join(tmpdir(), "tunas-overload-"));
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
      MAX_INFLIGHT: "3",
      MAX_CONCURRENT: "1",
      TRUST_PROXY: "127.0.0.1",
    }),
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const base = () => s.url.replace("localhost", "127.0.0.1");
const signup = (n: number) =>
  fetch(`${base()}/api/v1/auth/signup/coder`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${n + 1}` },
    body: JSON.stringify({ name: `Uji Beban ${n}`, email: `beban-${n}@contoh.id`, password: "kata-sandi-panjang-123" }),
  });

describe.skipIf(process.env.TEST_DB !== "pglite")("overload", () => {
  it("answers 503 with Retry-After past MAX_INFLIGHT, keeps health checks and cached pages, and recovers", async () => {
    const page = () => hostFetch(`${base()}/Class`, "sekolahbeta.localhost");
    expect((await page()).status).toBe(200); // now in the page cache
    // Sign-ups hash a password: twelve at once keep more than three in progress.
    const burst = Array.from({ length: 12 }, (_, n) => signup(n));
    const health = await fetch(`${base()}/healthz`);
    expect(health.status).toBe(200);
    const cached = await page();
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const answers = await Promise.all(burst);
    const statuses = answers.map((r) => r.status);
    // One ran at once; the two that waited were served when the slot freed.
    expect(statuses.filter((c) => c === 202).length).toBeGreaterThanOrEqual(3);
    const refused = answers.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.every((c) => c === 202 || c === 503)).toBe(true);
    for (const r of refused) {
      expect(r.headers.get("retry-after")).toBe("2");
      expect(await r.json()).toEqual({ status: false, message: expect.stringContaining("Server sedang sibuk"), data: null });
    }
    // The load is gone: served again.
    const after = await signup(99);
    expect(after.status).toBe(202);
  });
});

describe.skipIf(process.env.TEST_DB !== "postgres")("statement time limit on PostgreSQL", () => {
  it("sets the limit on every pooled connection, also on the one that migrated", async () => {
    const { openPostgres, STATEMENT_TIMEOUT_MS } = await import("../src/db/client.ts");
    const { createTestDb } = await import("./helpers/db.ts");
    const t = await createTestDb({ seed: false });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/" + t.label.slice("postgres:".length);
    const db = await openPostgres(url.toString(), 2);
    try {
      await db.migrate(); // lifts the limit on its own connection only while it runs
      const { sql } = await import("drizzle-orm");
      const shown = await Promise.all([1, 2].map(() => db.db.execute(sql`show statement_timeout`)));
      for (const r of shown)
        expect((r as unknown as { rows: { statement_timeout: string }[] }).rows[0]!.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`);
    } finally {
      await db.close();
      await t.drop();
    }
  });
});
