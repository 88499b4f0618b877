import cluster, { type Worker } from "node:cluster";
import { openDatabase } from "../db/client.ts";
import { seedIfEmpty } from "../seed/index.ts";
import type { TConfig } from "../config.ts";
import type { Logger } from "../platform/logger.ts";

/**
 * `npm start -- --workers N`: N server processes on one machine sharing the listening port
 * (node:cluster), for PostgreSQL (`DATABASE_URL`) only — a PGlite data directory admits one
 * process. Everything that must hold across them already lives in the database (sessions, rate
 * limits, idempotency keys, the outbox and job leases) or is announced through it (tenant changes,
 * tenant-changes.ts), so any worker may answer any request.
 *
 * The primary migrates and seeds once, then forks the workers; a worker that dies is replaced
 * (with a growing pause if it keeps dying). SIGTERM/SIGINT to the primary stops every worker
 * gracefully (each finishes its requests in flight) and exits 0 when they are gone.
 */
export function workersFromArgv(argv: string[]): number | "invalid" | null {
  const i = argv.findIndex((a) => a === "--workers" || a.startsWith("--workers="));
  if (i < 0) return null;
  const raw = argv[i]!.includes("=") ? argv[i]!.split("=")[1] : argv[i + 1];
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 64 ? n : "invalid";
}

export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

export async function runPrimary(config: TConfig, workers: number, logger: Logger): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const seed = await seedIfEmpty(database.db, config.PRODUCT_NAME);
  await database.close();
  logger.info(seed.seeded ? "database seeded" : "database ready", { database: "postgres", tenants: seed.tenants, workers });

  let stopping = false;
  let pause = 500;
  let lastDeath = 0;
  const fork = (): Worker => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    logger.error("server worker died; starting a new one", { pid: worker.process.pid, code, signal });
    // A worker that keeps dying at start (bad config, database down) is not restarted in a tight loop.
    pause = Date.now() - lastDeath < 10_000 ? Math.min(pause * 2, 30_000) : 500;
    lastDeath = Date.now();
    setTimeout(() => {
      if (!stopping) fork();
    }, pause).unref();
  });
  for (let i = 0; i < workers; i++) fork();

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    if (!alive.length) process.exit(0);
    let left = alive.length;
    for (const w of alive) {
      w.once("exit", () => {
        if (--left === 0) process.exit(0);
      });
      w.process.kill("SIGTERM");
    }
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
