import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { createRoutingPool, ReadReplica, type TReplicaStats } from "./replica.ts";
import { acquireDataDirLock, checkExistingCluster, describeOpenFailure, ensureWritableDir, tightenModes } from "./data-dir.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PGlite only: the whole data directory as a tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** PostgreSQL with DATABASE_REPLICA_URL: the read replica's state and counters (src/db/replica.ts). */
  replica?: { ping(): Promise<boolean>; stats(): TReplicaStats };
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * PostgreSQL settings of the embedded database. PGlite's WASM heap only grows, and PostgreSQL's
 * defaults are sized for a server of its own: 128 MB of shared buffers alone kept ~120 MB more
 * resident than this product's databases need (a seeded data directory holds a few MB of
 * tables). 16 MB of buffers still holds every table and index of a tenant's catalogue; index
 * builds (migrations) get 16 MB instead of 64 MB. See docs/decisions/037-memory-byte-bounded-caches-and-public-api-lists-from.md.
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB", "temp_buffers=4MB", "work_mem=4MB"] as const;

const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ["-c", s])],
};

/**
 * A new data directory is initialised (initdb) by a short-lived child process: initdb inside the
 * server left ~180 MB more resident for the life of the process (its WASM instance and compiled
 * code are not handed back to the system), for a step that runs once per directory.
 */
async function initClusterApart(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const code =
    "process.umask(0o077);" +
    `const m = await import(${JSON.stringify(pgliteEntry)}); const PGlite = m.PGlite ?? m.default.PGlite;` +
    `const db = new PGlite(${JSON.stringify(dataDir)}, ${JSON.stringify(PGLITE_OPTIONS)});` +
    "await db.waitReady; await db.close();";
  await new Promise<void>((ok, fail) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "ignore", "pipe"], env: {} });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr = (stderr + d).slice(-2000)));
    child.on("error", fail);
    child.on("exit", (status, signal) => {
      if (status === 0) return ok();
      const last = stderr.trim().split("\n").filter(Boolean).pop();
      fail(new Error(`initdb ${signal ? `ended by ${signal}` : `exited with ${status}`}${last ? `: ${last}` : ""}`));
    });
  });
}

/** PGlite's entry as this module resolves it (the child runs outside any loader). */
const pgliteEntry = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;

/**
 * PGlite persisted in `dataDir` (or in memory when dataDir is null, optionally from a dump).
 * A persisted directory is checked first (writable, an existing cluster complete), locked for
 * this process (a second process stops with DataDirError) and kept private (0700/0600); any
 * failure is one DataDirError line naming DATA_DIR and what to do (src/db/data-dir.ts).
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir) {
    const memory = new PGlite(loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS);
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
    await initClusterApart(dataDir);
    client = new PGlite(dataDir, PGLITE_OPTIONS);
    await client.waitReady;
    tightenModes(dataDir);
  } catch (err) {
    await client?.close().catch(() => {});
    lock.release();
    throw describeOpenFailure(dataDir, err);
  }
  return wrapPglite(client, { dir: dataDir, release: lock.release });
}

/**
 * Longest stretch of database work (ms) before the event loop gets a turn. PGlite runs each
 * statement synchronously on the main thread, and a statement that follows another resolves in
 * the same microtask run: under a stream of writes, the queue of statements used to drain without
 * ever letting the server read a socket, so a cached page waited seconds behind form submissions.
 */
export const PGLITE_SLICE_MS = 4;

/**
 * Statements (and transactions) of `client` start only after the event loop had a turn in the
 * last PGLITE_SLICE_MS: pending requests (a page from the cache, a health check) are answered
 * between statements instead of after the whole queue.
 */
function shareEventLoop(client: PGlite): void {
  let lastTurn = performance.now();
  // One turn shared by every waiter: they resume together, and the slice counts their work jointly.
  let next: Promise<void> | null = null;
  const turn = () =>
    (next ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        next = null;
        lastTurn = performance.now();
        resolve();
      }),
    ));
  const fair =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (performance.now() - lastTurn >= PGLITE_SLICE_MS) await turn();
      return fn(...args);
    };
  client.query = fair(client.query.bind(client)) as PGlite["query"];
  client.exec = fair(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = fair(client.transaction.bind(client)) as PGlite["transaction"];
}

function wrapPglite(client: PGlite, persisted: { dir: string; release(): void } | null): Database {
  shareEventLoop(client);
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

/**
 * Every statement of the application gets a time limit (a stuck query ends with an error the
 * request turns into a 5xx/503, instead of holding a connection forever), and a transaction left
 * idle is ended by the server. Migrations lift the limit on their own connection.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

export async function openPostgres(
  url: string,
  max = 10,
  opts: { replicaUrl?: string; warn?: (message: string, fields: Record<string, unknown>) => void } = {},
): Promise<Database> {
  const poolConfig: pg.PoolConfig = {
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS,
  };
  // With a replica, public reads of anonymous requests may go there (replica.ts decides per statement).
  const replica = opts.replicaUrl ? new ReadReplica(opts.replicaUrl, { max, statementTimeoutMs: STATEMENT_TIMEOUT_MS, warn: opts.warn }) : undefined;
  const pool = replica ? createRoutingPool(poolConfig, replica) : new pg.Pool(poolConfig);
  // An idle connection that the server ends (restart, failover, a dropped database) must not crash
  // the process: the pool discards it and opens a new one on the next query.
  pool.on("error", (err) => {
    if ((err as { code?: string }).code !== "57P01") console.warn(`PostgreSQL: koneksi idle terputus (${err.message})`);
  });
  try {
    (await pool.connect()).release();
  } catch (err) {
    await Promise.all([pool.end().catch(() => {}), replica?.close()]);
    throw new Error(describePostgresFailure(url, err));
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several app processes may start together: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query("set statement_timeout = 0");
        await conn.query("select pg_advisory_lock(727001)");
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query("select pg_advisory_unlock(727001)").catch(() => {});
        await conn.query("reset statement_timeout").catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    ...(replica ? { replica: { ping: () => replica.ping(), stats: () => replica.stats() } } : {}),
    async close() {
      await Promise.all([pool.end(), replica?.close()]);
    },
  };
}

/**
 * One line for a PostgreSQL that cannot be reached at start-up: the variable to look at, the
 * host:port that was tried (never the password) and why, in words.
 */
export function describePostgresFailure(url: string, err: unknown): string {
  let where = "(alamat tidak terbaca)";
  try {
    const u = new URL(url);
    where = `${u.hostname || "localhost"}:${u.port || "5432"}${u.pathname.length > 1 ? u.pathname : ""}`;
  } catch {
    /* shown as unreadable */
  }
  const e = err as { code?: string; message?: string };
  const why =
    e.code === "ECONNREFUSED"
      ? "koneksi ditolak: tidak ada PostgreSQL yang mendengarkan di sana"
      : e.code === "ENOTFOUND" || e.code === "EAI_AGAIN"
        ? "nama host tidak dikenal"
        : e.code === "28P01" || e.code === "28000"
          ? "pengguna atau kata sandi ditolak"
          : e.code === "3D000"
            ? "basis data itu tidak ada"
            : /timeout/i.test(e.message ?? "")
              ? "tidak menjawab dalam 5 detik"
              : (e.message ?? String(err));
  return `DATABASE_URL: PostgreSQL di ${where} tidak dapat dihubungi (${why}). Periksa bahwa server berjalan dan DATABASE_URL benar.`;
}

export function openDatabase(opts: {
  databaseUrl?: string;
  replicaUrl?: string;
  dataDir: string;
  warn?: (message: string, fields: Record<string, unknown>) => void;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, 10, { replicaUrl: opts.replicaUrl, warn: opts.warn }) : openPglite(opts.dataDir);
}
