// `npm run app-token -- <tenant>`: prints an app token (23 h) and its code for a seeded tenant,
// to try the API with curl. Reads the database of DATABASE_URL, or DATA_DIR (stop the server
// first: an embedded PGlite database has one user at a time).
import { resolve } from "node:path";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { seedIfEmpty } from "../src/seed/index.ts";
import { issueAppTokenForTenant } from "../src/domain/identity/app-credentials.ts";

const tenant = process.argv.slice(2).find((a) => !a.startsWith("-"));
if (!tenant) {
  console.error("Pemakaian: npm run app-token -- <tenant>   (mis. npm run app-token -- sekolahbeta)");
  process.exit(2);
}
const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
} catch (err) {
  // A running server holds the embedded database's directory: one clear line, not a stack trace.
  console.error(`Gagal membuka basis data: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
try {
  await database.migrate();
  await seedIfEmpty(database.db, config.PRODUCT_NAME);
  const { token, code } = await issueAppTokenForTenant({ db: database.db, tenantId: tenant });
  console.log(`AppToken: ${token}\nAppCode:  ${code}\n`);
  console.log(`curl -H 'Host: ${tenant}.localhost' -H 'AppToken: ${token}' http://localhost:${config.PORT}/api/v1/authorizer/validate`);
} catch (err) {
  console.error(`Gagal membuat token untuk "${tenant}": ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
