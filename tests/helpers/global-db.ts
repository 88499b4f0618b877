import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../src/db/client.ts";
import { seedIfEmpty } from "../../src/seed/index.ts";

/**
 * Migrates and seeds one template database per test run; every test file then starts from a
 * copy of it (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE), instead of
 * migrating and seeding again.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  if (kind === "postgres") {
    const adminUrl = project.config.env!.TEST_DATABASE_URL!;
    const name = `tunas_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = "/" + name;
    const db = await openPostgres(url.toString(), 2);
    await db.migrate();
    await seedIfEmpty(db.db, "tunas");
    await db.close();
    project.provide("pgTemplate", name);
    return async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
  if (kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "tunas-tpl-"));
    const db = await openPglite(null);
    await db.migrate();
    await seedIfEmpty(db.db, "tunas");
    const dump = await db.dumpDataDir!();
    const file = join(dir, "template.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide("pgliteTemplate", file);
    return () => rmSync(dir, { recursive: true, force: true });
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
