// `npm test`: build, unit + integration specs (PGlite, and PostgreSQL when reachable), browser tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { BROWSER_HINT, findBrowser } from "../tests/helpers/browser.ts";

const args = process.argv.slice(2);
const e2eOnly = args.includes("--e2e-only");
const skipE2e = args.includes("--no-e2e");
const out = mkdtempSync(join(tmpdir(), "tunas-test-"));
const node = process.execPath;
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function run(label: string, cmd: string[], env: Record<string, string | undefined> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(node, cmd, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
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

if (!run("build", ["node_modules/@react-router/dev/bin.js", "build"]) || !run("server bundle", ["scripts/build-server.mjs"])) {
  console.error("Build gagal.");
  process.exit(1);
}

if (!e2eOnly) {
  const pgUrl = await postgresUrl();
  if (!pgUrl)
    console.log(
      "PostgreSQL tidak terjangkau di 127.0.0.1:5432: spesifikasi data hanya berjalan di PGlite (set TEST_DATABASE_URL untuk menjalankannya juga di PostgreSQL).",
    );
  const json = join(out, "vitest.json");
  const ok = run(
    `unit + integrasi (PGlite${pgUrl ? " + PostgreSQL" : ""})`,
    ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${json}`],
    {
      TEST_DATABASE_URL: pgUrl ?? undefined,
    },
  );
  failed ||= !ok;
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else if (!ok) totals.failed += 1;
}

if (!skipE2e) {
  const browser = findBrowser();
  if (!browser) {
    console.error(BROWSER_HINT);
    failed = true;
    totals.failed += 1;
  } else {
    const json = join(out, "playwright.json");
    const ok = run(`uji browser (${browser})`, ["node_modules/@playwright/test/cli.js", "test"], { PW_REPORTER: json, CHROMIUM_PATH: browser });
    failed ||= !ok;
    if (existsSync(json)) {
      const r = JSON.parse(readFileSync(json, "utf8")) as { stats: { expected: number; unexpected: number; skipped: number; flaky: number } };
      totals.passed += r.stats.expected + r.stats.flaky;
      totals.failed += r.stats.unexpected;
      totals.skipped += r.stats.skipped;
    } else if (!ok) totals.failed += 1;
  }
}

console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
