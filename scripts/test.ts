// `npm test`: build, then the suite in parallel lanes — unit tests and integration specs on PGlite,
// the same specs on PostgreSQL (when reachable), and the browser tests — each lane's output printed
// as a block when it ends, with its time. Flags: --e2e-only, --no-e2e, --serial (one lane at a time).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { BROWSER_HINT, findBrowser } from "../tests/helpers/browser.ts";

const args = process.argv.slice(2);
const e2eOnly = args.includes("--e2e-only");
const skipE2e = args.includes("--no-e2e");
const serial = args.includes("--serial");
const out = mkdtempSync(join(tmpdir(), "tunas-test-"));
const node = process.execPath;
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

interface TLane {
  name: string;
  cmd: string[];
  env?: Record<string, string | undefined>;
  /** Reads the runner's JSON report: passed, failed, skipped. */
  count(): { passed: number; failed: number; skipped: number } | null;
}

async function postgresUrl(): Promise<string | null> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = "postgres://postgres@127.0.0.1:5432/postgres";
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
    return url;
  } catch {
    return null;
  }
}

function vitestLane(name: string, projects: string[], env: Record<string, string | undefined>): TLane {
  const json = join(out, `vitest-${projects.join("-")}.json`);
  return {
    name,
    cmd: [
      "node_modules/vitest/vitest.mjs",
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${json}`,
    ],
    env,
    count() {
      if (!existsSync(json)) return null;
      const r = JSON.parse(readFileSync(json, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    },
  };
}

/** Runs a lane with its output kept in a file, printed whole when it ends. */
function runLane(lane: TLane): Promise<{ lane: TLane; ok: boolean; ms: number }> {
  const from = performance.now();
  const log = join(out, `${lane.name.replace(/\W+/g, "-")}.log`);
  console.log(`▶ ${lane.name}: started`);
  return new Promise((resolve) => {
    const file = createWriteStream(log);
    const child = spawn(node, lane.cmd, { env: { ...process.env, FORCE_COLOR: "0", ...lane.env }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    child.on("close", (code) => {
      file.end(() => {
        const ms = performance.now() - from;
        console.log(`\n━━━ ${lane.name} (${(ms / 1000).toFixed(1)} s, exit ${code}) ━━━`);
        process.stdout.write(readFileSync(log, "utf8"));
        resolve({ lane, ok: code === 0, ms });
      });
    });
  });
}

console.log("▶ build");
const buildFrom = performance.now();
for (const step of [["node_modules/@react-router/dev/bin.js", "build"], ["scripts/build-server.mjs"]]) {
  if (spawnSync(node, step, { stdio: "inherit" }).status !== 0) {
    console.error("Build gagal.");
    process.exit(1);
  }
}
const buildTime = seconds(buildFrom);

const lanes: TLane[] = [];
let failed = false;
const totals = { passed: 0, failed: 0, skipped: 0 };
if (!e2eOnly) {
  lanes.push(vitestLane("unit + PGlite", ["unit", "pglite"], {}));
  const pgUrl = await postgresUrl();
  if (pgUrl) lanes.push(vitestLane("PostgreSQL", ["postgres"], { TEST_DATABASE_URL: pgUrl }));
  else
    console.log(
      "PostgreSQL tidak terjangkau di 127.0.0.1:5432: spesifikasi data hanya berjalan di PGlite (set TEST_DATABASE_URL untuk menjalankannya juga di PostgreSQL).",
    );
}
if (!skipE2e) {
  const browser = findBrowser();
  if (!browser) {
    console.error(BROWSER_HINT);
    failed = true;
    totals.failed += 1;
  } else {
    const json = join(out, "playwright.json");
    lanes.push({
      name: "browser",
      cmd: ["node_modules/@playwright/test/cli.js", "test"],
      env: { PW_REPORTER: json, CHROMIUM_PATH: browser },
      count() {
        if (!existsSync(json)) return null;
        const r = JSON.parse(readFileSync(json, "utf8")) as { stats: { expected: number; unexpected: number; skipped: number; flaky: number } };
        return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
      },
    });
  }
}

const results: Awaited<ReturnType<typeof runLane>>[] = [];
if (serial) for (const lane of lanes) results.push(await runLane(lane));
else results.push(...(await Promise.all(lanes.map(runLane))));

console.log(
  `\nlane times: build ${buildTime}; ${results.map((r) => `${r.lane.name} ${(r.ms / 1000).toFixed(1)} s${r.ok ? "" : " (failed)"}`).join("; ")}; total ${seconds(started)}`,
);
for (const r of results) {
  failed ||= !r.ok;
  const c = r.lane.count();
  if (c) {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  } else if (!r.ok) totals.failed += 1;
}
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
