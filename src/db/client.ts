import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { acquireDataDirLock, checkExistingCluster, describeOpenFailure, ensureWritableDir, tightenModes } from "./data-dir.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PGlite only: the whole data directory as a tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * PGlite persisted in `dataDir` (or in memory when dataDir is null, optionally from a dump).
 * A persisted directory is checked first (writable, an existing cluster complete), locked for
 * this process (a second process stops with DataDirError) and kept private (0700/0600); any
 * failure is one DataDirError line naming DATA_DIR and what to do (src/db/data-dir.ts).
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir) {
    const memory = new PGlite(loadDataDir ? { loadDataDir } : {});
    await memory.waitReady;
    return wrapPglite(memory, null);
  }
  // Directories PGlite creates follow the umask (its files are chmodded explicitly, see tightenModes).
  try {
    process.umask(0o077);
  } catch {
    /* worker threads cannot change it; the modes are fixed below anyway */
  }
  ensureWritableDir(dataDir);
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    tightenModes(dataDir);
    checkExistingCluster(dataDir);
    client = new PGlite(dataDir);
    await client.waitReady;
    tightenModes(dataDir);
  } catch (err) {
    await client?.close().catch(() => {});
    lock.release();
    throw describeOpenFailure(dataDir, err);
  }
  return wrapPglite(client, { dir: dataDir, release: lock.release });
}

function wrapPglite(client: PGlite, persisted: { dir: string; release(): void } | null): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
      return true;
    },
    async close() {
      try {
        await client.close();
      } finally {
        if (persisted) {
          tightenModes(persisted.dir);
          persisted.release();
        }
      }
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle connection that the server ends (restart, failover, a dropped database) must not crash
  // the process: the pool discards it and opens a new one on the next query.
  pool.on("error", (err) => {
    if ((err as { code?: string }).code !== "57P01") console.warn(`PostgreSQL: koneksi idle terputus (${err.message})`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several app processes may start together: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock(727001)");
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query("select pg_advisory_unlock(727001)").catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
