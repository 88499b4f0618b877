import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";

/**
 * The read-replica path (DATABASE_REPLICA_URL, docs/decisions/064-read-replica.md).
 *
 * A statement goes to the replica only when all of these hold, else to the primary:
 *   1. the request is an anonymous GET/HEAD (the server opens `replicaRequestScope`);
 *   2. the statement runs inside a public, viewer-independent read of the tenant data cache (the
 *      cache opens `publicReadScope` around its load) — so sessions, rate limits, idempotency keys,
 *      callbacks, jobs and anything outside the cache never leave the primary;
 *   3. it is a plain SELECT on the pool (a transaction takes a primary connection with `connect()`;
 *      `FOR UPDATE/SHARE`, advisory locks, NOTIFY and sequences are refused by the text check);
 *   4. the replica has caught up with the tenant: its `tenants.version` for the tenant is at least
 *      the version this process read from the primary (the key of the data cache). Streaming
 *      replication applies commits in order, and every staff save commits before (or with) its
 *      version bump, so a replica that shows the bump shows the save;
 *   5. the replica is up: an unreachable replica is marked down for a while (logged once per
 *      outage) and the statement runs on the primary instead.
 */

interface TRequestScope {
  anonymous: true;
}
interface TPublicReadScope {
  tenant: { id: string; version: number };
}

const requestScope = new AsyncLocalStorage<TRequestScope>();
const publicScope = new AsyncLocalStorage<TPublicReadScope>();

/** Runs `fn` as an anonymous read-only request: public reads inside it may use the replica. */
export function replicaRequestScope<T>(fn: () => T): T {
  return requestScope.run({ anonymous: true }, fn);
}

/** Runs `load` as a public read of `tenant` at `version` (the tenant data cache's loads). */
export function publicReadScope<T>(tenant: { id: string; version: number }, load: () => T): T {
  return publicScope.run({ tenant: { id: tenant.id, version: tenant.version } }, load);
}

/** Statements that may run on a read-only standby: a SELECT that neither locks nor changes state. */
const READ_ONLY = /^\s*\(?\s*select\b/i;
const NOT_READ_ONLY = /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|pg_notify|pg_advisory|nextval|setval|set_config/i;
export function isReplicaSafeStatement(text: string): boolean {
  return READ_ONLY.test(text) && !NOT_READ_ONLY.test(text);
}

/** SQLSTATE classes that say "this statement is wrong", the same on any server: rethrown, never retried. */
const STATEMENT_ERROR = /^(22|23|42|0A|25)/;

export type TReplicaState = "up" | "down";

export interface TReplicaStats {
  state: TReplicaState;
  /** Statements the replica answered. */
  replicaQueries: number;
  /** Plain statements (outside transactions) the primary answered. */
  primaryQueries: number;
  /** Public reads sent to the primary because the replica lagged behind the tenant's version. */
  laggingReads: number;
  /** Public reads sent to the primary because the replica was down. */
  fallbacks: number;
  /** Last connection error, if the replica is down. */
  lastError?: string;
}

export interface TReplicaOptions {
  max?: number;
  /** How long a replica that failed is left alone before the next attempt. */
  retryMs?: number;
  connectionTimeoutMs?: number;
  statementTimeoutMs?: number;
  warn?: (message: string, fields: Record<string, unknown>) => void;
}

type TQueryConfig = { text: string; values?: unknown[]; rowMode?: string; types?: unknown };

/** The replica pool, its state and the version check. */
export class ReadReplica {
  readonly pool: pg.Pool;
  private state: TReplicaState = "up";
  private downUntil = 0;
  private lastError: string | undefined;
  /** Per tenant: the highest tenant version the replica was seen to have. */
  private seen = new Map<string, { version: number; checkedAt: number }>();
  private readonly retryMs: number;
  private readonly warn: NonNullable<TReplicaOptions["warn"]>;
  replicaQueries = 0;
  primaryQueries = 0;
  laggingReads = 0;
  fallbacks = 0;

  constructor(url: string, opts: TReplicaOptions = {}) {
    this.retryMs = opts.retryMs ?? 5_000;
    this.warn = opts.warn ?? ((m, f) => console.warn(m, JSON.stringify(f)));
    this.pool = new pg.Pool({
      connectionString: url,
      max: opts.max ?? 10,
      connectionTimeoutMillis: opts.connectionTimeoutMs ?? 2_000,
      statement_timeout: opts.statementTimeoutMs ?? 30_000,
      application_name: "tunas-replica-reader",
    });
    // An idle replica connection that ends (restart, failover) must not crash the process.
    this.pool.on("error", (err) => this.markDown(err));
  }

  stats(): TReplicaStats {
    return {
      state: this.usable() ? "up" : "down",
      replicaQueries: this.replicaQueries,
      primaryQueries: this.primaryQueries,
      laggingReads: this.laggingReads,
      fallbacks: this.fallbacks,
      ...(this.lastError && this.state === "down" ? { lastError: this.lastError } : {}),
    };
  }

  /** Whether the replica may be tried now (down, it is tried again after `retryMs`). */
  private usable(): boolean {
    return this.state === "up" || Date.now() >= this.downUntil;
  }

  private markDown(err: unknown): void {
    const message = err instanceof Error ? err.message : String(err);
    this.lastError = message;
    this.downUntil = Date.now() + this.retryMs;
    this.seen.clear();
    if (this.state === "down") return;
    this.state = "down";
    this.warn("read replica unreachable: public reads go to the primary", { err: message, retryMs: this.retryMs });
  }

  private markUp(): void {
    if (this.state === "up") return;
    this.state = "up";
    this.lastError = undefined;
    this.warn("read replica reachable again: public reads go to the replica", {});
  }

  /** Checks the replica (readiness); true when it answered. */
  async ping(): Promise<boolean> {
    try {
      await this.pool.query("select 1");
      this.markUp();
      return true;
    } catch (err) {
      this.markDown(err);
      return false;
    }
  }

  /** Whether the replica has the tenant at `version` or later (checked at most every 100 ms while behind). */
  private async caughtUp(tenant: { id: string; version: number }): Promise<boolean> {
    const seen = this.seen.get(tenant.id);
    if (seen && seen.version >= tenant.version) return true;
    if (seen && Date.now() - seen.checkedAt < 100) return false;
    const r = await this.pool.query<{ version: number }>("select version from tenants where id = $1", [tenant.id]);
    this.replicaQueries++;
    const version = Number(r.rows[0]?.version ?? -1);
    this.seen.set(tenant.id, { version, checkedAt: Date.now() });
    return version >= tenant.version;
  }

  /**
   * Runs a statement on the replica when the request, the read, the statement and the replica
   * allow it; otherwise (or when the replica fails to answer) `onPrimary` runs it.
   */
  async route(config: TQueryConfig, values: unknown[] | undefined, runOnPrimary: () => Promise<pg.QueryResult>): Promise<pg.QueryResult> {
    const onPrimary = () => {
      this.primaryQueries++;
      return runOnPrimary();
    };
    const read = publicScope.getStore();
    if (!read || !requestScope.getStore() || !isReplicaSafeStatement(config.text)) return onPrimary();
    if (!this.usable()) {
      this.fallbacks++;
      return onPrimary();
    }
    let caughtUp: boolean;
    try {
      caughtUp = await this.caughtUp(read.tenant);
    } catch (err) {
      // Whatever the reason (unreachable, or a database without our schema: a wrong URL), the
      // replica cannot vouch for the tenant's version: the primary answers.
      this.markDown(err);
      this.fallbacks++;
      return onPrimary();
    }
    if (!caughtUp) {
      this.laggingReads++;
      return onPrimary();
    }
    try {
      const result = await this.pool.query(config as pg.QueryConfig, values);
      this.replicaQueries++;
      this.markUp();
      return result;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      // A wrong statement (or a write that slipped through: read-only transaction) fails loudly.
      if (typeof code === "string" && STATEMENT_ERROR.test(code)) throw err;
      this.markDown(err);
      this.fallbacks++;
      return onPrimary();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * The primary pool, with plain statements offered to the replica first. A subclass of pg.Pool, so
 * Drizzle still takes a dedicated primary connection (`connect()`) for every transaction.
 */
export function createRoutingPool(config: pg.PoolConfig, replica: ReadReplica): pg.Pool {
  class RoutingPool extends pg.Pool {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query signature
    override query(...args: any[]): any {
      const [first, second] = args;
      const plain = args.length <= 2 && typeof second !== "function" && (typeof first === "string" || (first && typeof first.text === "string"));
      if (!plain) return (super.query as (...a: unknown[]) => unknown)(...args);
      const config: TQueryConfig = typeof first === "string" ? { text: first } : first;
      const primary = () => (super.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
      return replica.route(config, second as unknown[] | undefined, primary);
    }
  }
  return new RoutingPool(config);
}
