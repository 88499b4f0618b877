// `npm run db:migrate`: apply migrations to DATABASE_URL or the PGlite of DATA_DIR.
import { resolve } from "node:path";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
await database.migrate();
console.log(`Migrasi selesai (${database.kind}).`);
await database.close();
