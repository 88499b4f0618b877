import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client.ts";
import type { TenantRegistry } from "../domain/tenants/registry.ts";
import type { Logger } from "../platform/logger.ts";

/**
 * Cross-process cache invalidation on PostgreSQL.
 *
 * Page and data caches key every entry by the tenant's version, so a process only has to learn
 * that a version moved. Every version bump sends `NOTIFY tunas_tenant_change, '<tenant id>'` in its
 * own transaction (delivered at commit, never for a rolled-back change); every server process keeps
 * one connection that LISTENs and drops its tenant snapshot when a notification arrives. The
 * registry's TTL stays as the safety net (a connection that is down misses notifications, so a
 * (re)connect also drops the snapshot).
 */
export const TENANT_CHANGE_CHANNEL = "tunas_tenant_change";

/** Sends the notification inside the bump transaction (a registry version-bump hook). */
export function enableTenantChangeNotify(registry: TenantRegistry): void {
  registry.onVersionBump(async (tx: Db, tenantId: string) => {
    await tx.execute(sql`select pg_notify(${TENANT_CHANGE_CHANNEL}, ${tenantId})`);
  });
}

export class TenantChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = 250;
  /** Notifications seen, for the operator's view and tests. */
  received = 0;

  constructor(
    private readonly url: string,
    private readonly onChange: (tenantId: string | null) => void,
    private readonly logger?: Logger,
  ) {}

  /** Resolves once the first LISTEN is in place (or the first attempt failed; it then retries). */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, application_name: "tunas-tenant-listener" });
    client.on("notification", (msg) => {
      if (msg.channel !== TENANT_CHANGE_CHANNEL) return;
      this.received++;
      this.onChange(msg.payload ?? null);
    });
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${TENANT_CHANGE_CHANNEL}`);
      this.client = client;
      this.retryMs = 250;
      // Anything may have changed while no connection listened.
      this.onChange(null);
    } catch (err) {
      this.lost(client, err);
    }
  }

  private lost(client: pg.Client, err: unknown): void {
    if (this.client && this.client !== client) return;
    this.client = null;
    client.removeAllListeners("end");
    client.end().catch(() => {});
    if (this.stopped || this.retryTimer) return;
    if (err) this.logger?.warn("tenant change listener lost its connection; retrying", { err: String(err), retryMs: this.retryMs });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const c = this.client;
    this.client = null;
    if (c) {
      c.removeAllListeners("end");
      await c.end().catch(() => {});
    }
  }
}
