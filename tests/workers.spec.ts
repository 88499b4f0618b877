import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TTestDb } from "./helpers/db.ts";

/**
 * `--workers N` (node:cluster) on PostgreSQL: N worker processes behind one port, a dead worker
 * replaced, SIGTERM stopping them all with exit code 0; refused on PGlite with one clear line.
 */
const onPostgres = process.env.TEST_DB === "postgres";
let db: TTestDb;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

function workerPids(primary: number): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(primary), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

beforeAll(async () => {
  if (onPostgres) db = await createTestDb();
});
afterAll(() => db?.drop());

describe("--workers", () => {
  it("is refused on PGlite with one line naming what it needs", () => {
    let out = "";
    let code = 0;
    try {
      execFileSync(process.execPath, ["--import", "tsx", "src/server/cli.ts", "--workers", "2"], {
        env: { ...process.env, DATABASE_URL: "", TEST_DB: "", NODE_ENV: "production" },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 30_000,
      });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      code = e.status;
      out = e.stderr;
    }
    expect(code).toBe(1);
    expect(
      out
        .trim()
        .split("\n")
        .filter((l) => l.trim()),
    ).toEqual([expect.stringMatching(/--workers lebih dari 1 butuh DATABASE_URL/)]);
  });

  it.skipIf(!onPostgres)(
    "runs N workers on one port, replaces a dead one, and stops them all on SIGTERM",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = "/" + db.label.slice("postgres:".length);
      const port = await freePort();
      const primary = spawn(process.execPath, ["--import", "tsx", "src/server/cli.ts", "--workers", "2"], {
        env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: url.toString(), LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      primary.stdout!.on("data", (b: Buffer) => (out += b.toString()));
      primary.stderr!.on("data", (b: Buffer) => (out += b.toString()));
      const exited = new Promise<number | null>((ok) => primary.once("exit", (code) => ok(code)));
      const base = `http://127.0.0.1:${port}`;
      try {
        await waitFor("two workers listening", () => ((out.match(/Tunas berjalan di/g) ?? []).length >= 2 ? true : undefined), 120_000);
        const first = workerPids(primary.pid!);
        expect(first).toHaveLength(2);
        expect((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) })).status).toBe(200);

        process.kill(first[0]!, "SIGKILL");
        // A connection the primary hands to the worker in the instant before it learns of the death
        // is lost with it (node:cluster's round-robin waits for that worker's acknowledgement), like a
        // request the worker was already serving. Once the primary has seen the exit, the other
        // worker answers every request while the dead one is replaced.
        await waitFor("the primary noticing the death", () => (/server worker died/.test(out) ? true : undefined));
        expect((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) })).status).toBe(200);
        const replaced = await waitFor("a replacement worker", () => {
          const now = workerPids(primary.pid!);
          return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
        });
        expect(replaced).toContain(first[1]);
        await waitFor("the replacement listening", () => ((out.match(/Tunas berjalan di/g) ?? []).length >= 3 ? true : undefined));
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status)),
        );
        expect(answers.every((s) => s === 200)).toBe(true);

        primary.kill("SIGTERM");
        // A stop that hangs fails here with the processes' own output, not as a bare test time-out.
        const code = await Promise.race([exited, new Promise<string>((ok) => setTimeout(() => ok("no exit within 60 s"), 60_000))]);
        expect(code, `after SIGTERM; workers left: ${workerPids(primary.pid!).join(",")}; output:\n${out.slice(-3000)}`).toBe(0);
        expect(workerPids(primary.pid!)).toEqual([]);
        await expect(fetch(`${base}/healthz`)).rejects.toThrow();
      } finally {
        if (primary.exitCode === null) primary.kill("SIGKILL");
        for (const pid of workerPids(primary.pid!)) process.kill(pid, "SIGKILL");
      }
    },
    240_000,
  );
});
