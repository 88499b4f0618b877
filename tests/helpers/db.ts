import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../../src/db/client.ts";
import { seedIfEmpty } from "../../src/seed/index.ts";

export interface TTestDb extends Database {
  label: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL of TEST_DATABASE_URL (dropped afterwards) when the project says TEST_DB=postgres.
 */
/** The run's template name, or undefined outside a vitest worker (e.g. in scripts). */
function template(key: "pgTemplate" | "pgliteTemplate"): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

export async function createTestDb(opts: { seed?: boolean; product?: string } = {}): Promise<TTestDb> {
  const product = opts.product ?? "tunas";
  // A seeded copy of the run's template when the test wants the standard seed.
  const fromTemplate = opts.seed !== false && product === "tunas";
  let database: Database;
  let drop = async () => {};
  let label = "pglite";
  if (process.env.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `tunas_t_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const tpl = fromTemplate ? template("pgTemplate") : undefined;
    await admin.query(tpl ? `create database ${name} template ${tpl}` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = "/" + name;
    database = await openPostgres(url.toString(), 4);
    label = `postgres:${name}`;
    drop = async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    const tpl = fromTemplate ? template("pgliteTemplate") : undefined;
    database = await openPglite(null, tpl ? new Blob([readFileSync(tpl)]) : undefined);
  }
  await database.migrate();
  if (opts.seed !== false) await seedIfEmpty(database.db, product);
  return {
    ...database,
    label,
    async drop() {
      await database.close();
      await drop();
    },
  };
}
