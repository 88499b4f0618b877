import { defineConfig } from "vitest/config";

const pgUrl = process.env.TEST_DATABASE_URL;
// One server key for the whole run (template databases, their copies, servers the specs start), so
// every database's sealed app secrets open in every test. The generated-key path has its own spec.
process.env.APP_KEY ??= "kunci-server-uji-bukan-untuk-produksi-0123456789";

/**
 * Three projects: unit tests (pure logic), integration specs on PGlite, and the same specs on
 * the machine's PostgreSQL when TEST_DATABASE_URL is set (`npm test` finds it by itself).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["src/**/*.test.ts", "app/**/*.test.ts", "tests/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "pglite",
          include: ["src/**/*.spec.ts", "tests/**/*.spec.ts"],
          env: { TEST_DB: "pglite" },
          globalSetup: ["tests/helpers/global-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                name: "postgres",
                include: ["src/**/*.spec.ts", "tests/**/*.spec.ts"],
                env: { TEST_DB: "postgres", TEST_DATABASE_URL: pgUrl },
                globalSetup: ["tests/helpers/global-db.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
