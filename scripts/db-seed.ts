// `npm run db:seed`: migrate, then run every (idempotent) seeder.
import { resolve } from "node:path";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { seedIfEmpty } from "../src/seed/index.ts";

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
  try {
    await database.migrate();
    const r = await seedIfEmpty(database.db, config.PRODUCT_NAME);
    console.log(`Data contoh siap: ${r.tenants} tenant${r.seeded ? " (baru)" : ""} (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (err) {
  // One line (a locked or damaged DATA_DIR, a bad setting), not a stack trace.
  console.error(`Gagal mengisi data contoh: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
