import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { Agent, request as httpRequest } from "node:http";
import { join } from "node:path";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../src/db/client.ts";
import { mailOutbox } from "../src/db/schema/index.ts";

/**
 * SIGTERM on a real server process: it stops accepting, lets the requests in flight finish (they
 * are answered, and their writes are in the database), stops its background work and exits 0.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const N = 12;

/** One request on `agent` (kept-alive connections); resolves with the status. */
function send(agent: Agent, base: string, method: string, path: string, body?: string, ip?: string): Promise<number> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        agent,
        method,
        headers: {
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
          ...(ip ? { "x-forwarded-for": ip } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => ok(res.statusCode ?? 0));
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}

/** Whether a request on a connection of its own (no keep-alive pool) is answered. */
function answersOnNewConnection(url: string): Promise<boolean> {
  return new Promise((ok) => {
    const req = httpRequest(url, { agent: false, headers: { connection: "close" }, timeout: 2_000 }, (res) => {
      res.resume();
      res.on("end", () => ok(true));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => ok(false));
    req.end();
  });
}

const root = mkdtempSync(join(tmpdir(), "tunas-shutdown-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB !== "pglite")("graceful shutdown (real server process)", () => {
  it("answers every request in flight at SIGTERM, refuses new ones, exits 0 with the writes stored", async () => {
    if (!existsSync(join(BUILD_DIR, "server", "index.js"))) throw new Error(`no build in ${BUILD_DIR}`);
    const dataDir = join(root, "data");
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        TEST_DB: "",
        SHUTDOWN_GRACE_MS: "20000",
        TRUST_PROXY: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout!.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr!.on("data", (b: Buffer) => (out += b.toString()));
    const exited = new Promise<number | null>((ok) => child.once("exit", (code) => ok(code)));
    try {
      let url = "";
      const deadline = Date.now() + 120_000;
      while (!url) {
        const m = /Tunas berjalan di http:\/\/localhost:(\d+)/.exec(out);
        if (m) url = `http://127.0.0.1:${m[1]}`;
        else if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
        else await new Promise((r) => setTimeout(r, 100));
      }
      // Requests go over connections the server has already accepted (a request still in the
      // kernel's accept queue when the listener closes is refused, which is the point of stopping).
      const agent = new Agent({ keepAlive: true, maxSockets: N });
      await Promise.all(Array.from({ length: N }, () => send(agent, url, "GET", "/healthz")));
      // Sign-ups hash a password (slow on purpose): most are still running when SIGTERM arrives.
      const inFlight = Array.from({ length: N }, (_, n) =>
        send(
          agent,
          url,
          "POST",
          "/api/v1/auth/signup/coder",
          JSON.stringify({ name: `Uji Berhenti ${n}`, email: `henti-${n}@contoh.id`, password: "kata-sandi-panjang-123" }),
          `192.0.2.${n + 1}`,
        ),
      );
      await new Promise((r) => setTimeout(r, 300));
      child.kill("SIGTERM");
      // No new connections once it is stopping. The signal is handled on the server's next turn of
      // its event loop, which a busy machine can delay: ask until a connection is refused.
      let refused = false;
      for (const until = Date.now() + 5_000; !refused && Date.now() < until; ) {
        refused = !(await answersOnNewConnection(`${url}/healthz`));
        if (!refused) await new Promise((r) => setTimeout(r, 50));
      }
      expect(refused, "a new connection was still accepted 5 s after SIGTERM").toBe(true);
      expect(await Promise.all(inFlight)).toEqual(Array.from({ length: N }, () => 202));
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    const db = await openPglite(dataDir);
    try {
      const rows = await db.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(like(mailOutbox.toAddress, "henti-%@contoh.id"));
      expect(rows.map((r) => r.to).sort()).toEqual(Array.from({ length: N }, (_, n) => `henti-${n}@contoh.id`).sort());
    } finally {
      await db.close();
    }
  }, 200_000);
});
