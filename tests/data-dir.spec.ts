import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../src/db/client.ts";
import { LOCK_FILE } from "../src/db/data-dir.ts";
import { mailOutbox } from "../src/db/schema/index.ts";
import { hostFetch } from "./helpers/http.ts";

/**
 * Data-directory safety on real server processes (security review findings 3, 6, 7): one
 * process per PGlite DATA_DIR, private file modes, and one clear line for an unusable directory.
 * PGlite only; the build must exist (BUILD_DIR, default build/ — `npm test` builds it).
 */
const BUILD_DIR = process.env.BUILD_DIR || "build";
const root = mkdtempSync(join(tmpdir(), "dd-spec-"));
const children = new Set<ChildProcess>();

interface TRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/** `cli`: the server entry itself (node --import tsx src/server/cli.ts); `start`: `npm start`'s script. */
function run(entry: "cli" | "start", dataDir: string): TRun {
  const args = entry === "cli" ? ["--import", "tsx", "src/server/cli.ts"] : ["scripts/start.mjs"];
  const t0 = Date.now();
  const child = spawn(process.execPath, args, {
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
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let out = "";
  child.stdout!.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr!.on("data", (b: Buffer) => (out += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((ok) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      ok({ code, signal, ms: Date.now() - t0 });
    }),
  );
  return { child, output: () => out, exited };
}

/** Starts a server and waits for its "Tunas berjalan di <url>" line. */
async function startServer(dataDir: string): Promise<TRun & { url: string }> {
  const r = run("cli", dataDir);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const m = /Tunas berjalan di http:\/\/localhost:(\d+)/.exec(r.output());
    if (m) return { ...r, url: `http://127.0.0.1:${m[1]}` };
    if (r.child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${r.output()}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** A run that must fail: its exit code, time taken and non-empty output lines. */
async function failing(entry: "cli" | "start", dataDir: string) {
  const r = run(entry, dataDir);
  const timer = setTimeout(() => r.child.kill("SIGKILL"), 30_000);
  const { code, ms } = await r.exited;
  clearTimeout(timer);
  return {
    code,
    ms,
    lines: r
      .output()
      .split("\n")
      .filter((l) => l.trim() !== ""),
  };
}

const signup = (url: string, n: number) =>
  hostFetch(`${url}/api/v1/auth/signup/coder`, "sekolahbeta.localhost", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `Uji Data ${n}`, email: `dd-${n}@contoh.id`, password: "kata-sandi-panjang-123" }),
  });

/** Entries under `dir` (itself included) whose mode has any of `bits` (default: any group/other permission). */
function loose(dir: string, bits = 0o077): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const st = statSync(p);
    if (st.mode & bits) found.push(`${(st.mode & 0o777).toString(8)} ${p}`);
    if (st.isDirectory()) for (const n of readdirSync(p)) visit(join(p, n));
  };
  visit(dir);
  return found;
}

function modeCounts(dir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const visit = (p: string) => {
    const st = statSync(p);
    const key = `${st.isDirectory() ? "d" : "f"}${(st.mode & 0o777).toString(8)}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (st.isDirectory()) for (const n of readdirSync(p)) visit(join(p, n));
  };
  visit(dir);
  return counts;
}

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  spawnSync("chattr", ["-R", "-i", root], { stdio: "ignore" });
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB !== "pglite")("PGlite DATA_DIR safety (real server processes)", () => {
  beforeAll(() => {
    if (!existsSync(join(BUILD_DIR, "server", "index.js"))) throw new Error(`no build in ${BUILD_DIR}: run \`BUILD_DIR=${BUILD_DIR} npx react-router build\``);
  });

  it("a second server on the same DATA_DIR stops at once naming the holder; the first keeps serving, and its writes survive kill -9", async () => {
    const dir = join(root, "shared");
    const first = await startServer(dir);
    try {
      for (let n = 1; n <= 5; n++) expect((await signup(first.url, n)).status).toBe(202);
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8")).pid).toBe(first.child.pid);

      // Finding 6: a running server's directory is private.
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(loose(dir, 0o022)).toEqual([]);

      const held = new RegExp(`^Gagal memulai server: DATA_DIR=${dir} sedang dipakai proses lain \\(pid ${first.child.pid},`);
      // `npm start` stops before loading the application …
      const viaStart = await failing("start", dir);
      expect(viaStart.code).not.toBe(0);
      expect(viaStart.lines).toHaveLength(1);
      expect(viaStart.lines[0]).toMatch(held);
      expect(viaStart.ms).toBeLessThan(5000);
      // … and the server itself refuses the directory when it opens the database.
      const viaCli = await failing("cli", dir);
      expect(viaCli.code).not.toBe(0);
      expect(viaCli.lines).toEqual([expect.stringMatching(held)]);
      expect(viaCli.ms).toBeLessThan(20_000);

      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      expect((await signup(first.url, 6)).status).toBe(202);
    } finally {
      first.child.kill("SIGKILL");
      await first.exited;
    }

    // The killed server's lock is stale: a restart takes the directory, and fixes loose modes left by anyone.
    chmodSync(dir, 0o755);
    chmodSync(join(dir, "global", "pg_control"), 0o666);
    chmodSync(join(dir, "pg_hba.conf"), 0o644);
    const again = await startServer(dir);
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "global", "pg_control")).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "pg_hba.conf")).mode & 0o777).toBe(0o600);
    again.child.kill("SIGTERM");
    expect((await again.exited).code).toBe(0);
    // A clean stop releases the lock and leaves nothing readable by others.
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(loose(dir)).toEqual([]);

    const db = await openPglite(dir);
    try {
      const rows = await db.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(like(mailOutbox.toAddress, "dd-%@contoh.id")).orderBy(mailOutbox.id);
      expect(rows.map((r) => r.to)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `dd-${n}@contoh.id`));
    } finally {
      await db.close();
    }
  }, 240_000);

  describe("an unusable DATA_DIR: one line naming it, the cause and what to do, non-zero at once", () => {
    let cluster: string;
    beforeAll(async () => {
      // A complete cluster to damage (PGlite's own initdb writes its files 0666: they must end up 0600).
      cluster = join(root, "cluster");
      const db = await openPglite(cluster);
      await db.close();
      expect(loose(cluster)).toEqual([]);
      expect(modeCounts(cluster)).not.toHaveProperty("f666");
    }, 120_000);

    const copy = (name: string) => {
      const d = join(root, name);
      cpSync(cluster, d, { recursive: true });
      return d;
    };

    const cases: { name: string; make: () => string; line: (dir: string) => RegExp }[] = [
      {
        name: "corrupt global/pg_control",
        make: () => {
          const d = copy("bad-control");
          const f = join(d, "global", "pg_control");
          const b = readFileSync(f);
          for (let i = 0; i < 64; i++) b[i] = (b[i]! + 1 + i) & 0xff;
          writeFileSync(f, b);
          return d;
        },
        line: (d) => new RegExp(`DATA_DIR=${d} rusak: global/pg_control tidak valid .*pulihkan DATA_DIR dari cadangan`),
      },
      {
        name: "WAL files removed from pg_wal",
        make: () => {
          const d = copy("no-wal");
          for (const n of readdirSync(join(d, "pg_wal"))) if (/^[0-9A-F]{24}$/.test(n)) rmSync(join(d, "pg_wal", n));
          return d;
        },
        line: (d) => new RegExp(`DATA_DIR=${d} rusak: berkas WAL pg_wal/[0-9A-F]{24} hilang .*pulihkan DATA_DIR dari cadangan`),
      },
      { name: "a path under /proc", make: () => "/proc/nope", line: () => /DATA_DIR=\/proc\/nope tidak dapat dibuat \(ENOENT.*pilih direktori lain/ },
      {
        name: "a regular file",
        make: () => {
          const f = join(root, "a-file");
          writeFileSync(f, "x");
          return f;
        },
        line: (f) => new RegExp(`DATA_DIR=${f} bukan direktori .*pilih direktori lain`),
      },
    ];

    for (const c of cases) {
      it(`${c.name}: npm start and the server entry both report it`, async () => {
        const dir = c.make();
        const viaStart = await failing("start", dir);
        expect(viaStart.code).not.toBe(0);
        expect(viaStart.lines).toEqual([expect.stringMatching(new RegExp(`^Gagal memulai server: ${c.line(dir).source}`))]);
        expect(viaStart.ms).toBeLessThan(5000);
        const viaCli = await failing("cli", dir);
        expect(viaCli.code).not.toBe(0);
        expect(viaCli.lines).toEqual([expect.stringMatching(c.line(dir))]);
        expect(viaCli.ms).toBeLessThan(20_000);
      }, 60_000);
    }

    // Read-only for root too: chmod does not stop root, an immutable directory (chattr +i) does.
    // Not every machine allows chattr (it needs CAP_LINUX_IMMUTABLE and ext4/xfs/btrfs); a
    // non-root user gets chmod 0500 instead; where neither applies the case is skipped.
    const readOnly = (() => {
      if (process.env.TEST_DB !== "pglite") return null;
      const d = join(root, "read-only");
      mkdirSync(d);
      const isRoot = process.getuid?.() === 0;
      if (!isRoot) {
        chmodSync(d, 0o500);
        return d;
      }
      if (spawnSync("chattr", ["+i", d], { stdio: "ignore" }).status !== 0) return null;
      try {
        writeFileSync(join(d, "x"), "");
      } catch {
        return d;
      }
      return null;
    })();
    it.skipIf(readOnly === null)(
      "a read-only directory (chattr +i as root, chmod 0500 otherwise)",
      async () => {
        const viaStart = await failing("start", readOnly!);
        expect(viaStart.code).not.toBe(0);
        expect(viaStart.lines).toEqual([
          expect.stringMatching(
            new RegExp(`^Gagal memulai server: DATA_DIR=${readOnly} tidak dapat ditulis \\((EPERM|EACCES|EROFS)\\): perbaiki izin/kepemilikan`),
          ),
        ]);
        expect(viaStart.ms).toBeLessThan(5000);
        const viaCli = await failing("cli", readOnly!);
        expect(viaCli.code).not.toBe(0);
        expect(viaCli.lines).toHaveLength(1);
        expect(viaCli.lines[0]).toContain(`DATA_DIR=${readOnly} tidak dapat ditulis`);
      },
      60_000,
    );
  });
});
