// Run by the server (src/server/prepare-apart.ts) as a short-lived child process: migrates and seeds
// the new PGlite data directory named by TUNAS_PREPARE_DIR, then exits. It prints one JSON line on
// stdout: `{"seeded":true,"tenants":32}`, or `{"error":"<one line>"}` with exit code 1.
import { openPglite } from "../db/client.ts";
import { seedIfEmpty } from "./index.ts";

const dir = process.env.TUNAS_PREPARE_DIR ?? "";
const product = process.env.TUNAS_PREPARE_PRODUCT ?? "tunas";
try {
  if (!dir) throw new Error("TUNAS_PREPARE_DIR kosong");
  const database = await openPglite(dir);
  try {
    await database.migrate();
    process.stdout.write(`${JSON.stringify(await seedIfEmpty(database.db, product))}\n`);
  } finally {
    await database.close();
  }
} catch (err) {
  process.stdout.write(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
  process.exitCode = 1;
}
