// `npm run db:seed`: migrate, then run every (idempotent) seeder.
import { resolve } from "node:path";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { seedIfEmpty } from "../src/db/seed/index.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
await database.migrate();
const r = await seedIfEmpty(database.db, config.PRODUCT_NAME);
console.log(`Data contoh siap: ${r.tenants} tenant${r.seeded ? " (baru)" : ""} (${database.kind}).`);
await database.close();
