import { defineConfig } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findBrowser } from "./tests/helpers/browser.ts";
import { SERVER_COMMAND } from "./scripts/server-runtime.ts";

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "tunas-e2e-"));
export const E2E_OPERATOR_KEY = "e2e-operator-key-0123456789";

// The signed-in states of the demo accounts (tests/e2e/auth.ts) belong to this run's database: a
// fresh directory per run, made by the main process (its workers inherit the variable) and removed
// when the run ends.
if (!process.env.E2E_SESSIONS_DIR) {
  const sessionsDir = mkdtempSync(join(tmpdir(), "tunas-e2e-sessions-"));
  process.env.E2E_SESSIONS_DIR = sessionsDir;
  process.on("exit", () => rmSync(sessionsDir, { recursive: true, force: true }));
}

/** Browser tests against the production server on a fresh embedded database. */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PW_REPORTER ? [["list"], ["json", { outputFile: process.env.PW_REPORTER }]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: findBrowser() ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    screenshot: "only-on-failure",
  },
  webServer: {
    command: SERVER_COMMAND,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_API_KEY: E2E_OPERATOR_KEY,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
