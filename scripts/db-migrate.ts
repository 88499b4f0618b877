// `npm run db:migrate`: apply migrations to DATABASE_URL or the PGlite of DATA_DIR.
import { resolve } from "node:path";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
  try {
    await database.migrate();
    console.log(`Migrasi selesai (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (err) {
  // One line (a locked or damaged DATA_DIR, a bad setting), not a stack trace.
  console.error(`Migrasi gagal: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
