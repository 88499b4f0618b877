import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { PeriodicRound } from "./periodic.ts";
import type { Db } from "../db/client.ts";
import { cdnPurges } from "../db/schema/cdn.ts";
import { tenants } from "../db/schema/tenants.ts";
import type { TenantRegistry } from "../domain/tenants/registry.ts";
import type { Logger } from "./logger.ts";

/**
 * Shared-cache headers and the CDN purge hook (docs/decisions/036-cdn-friendly-caching-short-shared-ttl-tenant-tags-a.md).
 *
 * Anonymous pages may be kept by a CDN or reverse proxy for a short time (`s-maxage`) and served
 * stale while it refetches (`stale-while-revalidate`); browsers still revalidate every time
 * (`max-age=0`, answered from our page cache by ETag). Each such response names its tenant in
 * `Surrogate-Key` (Fastly, Varnish xkey) and `Cache-Tag` (Cloudflare, Akamai), and a tenant's
 * version bump queues one purge of that tag, POSTed to `CDN_PURGE_URL` by the dispatcher below.
 */

export interface TSharedCacheOptions {
  /** Seconds a shared cache keeps a page (`s-maxage`). */
  sMaxAge: number;
  /** Seconds it may serve the page stale while refetching. */
  staleWhileRevalidate: number;
}

export const DEFAULT_SHARED_CACHE: TSharedCacheOptions = { sMaxAge: 60, staleWhileRevalidate: 600 };

/** The purge tag of a tenant's pages: `tenant-<layout>` (characters a tag header allows). */
export function cdnTag(layout: string): string {
  return `tenant-${layout.toLowerCase().replace(/[^a-z0-9_-]/g, "-")}`;
}

/**
 * Headers of an anonymous, cacheable page (`document`) or route-data file (`data`, `/Class.data`).
 * A document's Cache-Control carries `stale-while-revalidate` for shared caches (browsers do not
 * serve a navigation stale). Route data is fetched by script, and Chromium does serve a stale
 * fetch from its own cache under `stale-while-revalidate` — one view after signing in could show
 * the anonymous copy — so there the directive goes only into the CDN-targeted `CDN-Cache-Control`
 * (RFC 9213) and `Surrogate-Control` fields, which browsers ignore.
 */
export function sharedCacheHeaders(layout: string, kind: "document" | "data", opts: TSharedCacheOptions = DEFAULT_SHARED_CACHE): Record<string, string> {
  const swr = opts.staleWhileRevalidate > 0 ? `, stale-while-revalidate=${opts.staleWhileRevalidate}` : "";
  const tag = cdnTag(layout);
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${opts.sMaxAge}${kind === "document" ? swr : ""}`,
    "CDN-Cache-Control": `public, max-age=${opts.sMaxAge}${swr}`,
    "Surrogate-Control": `max-age=${opts.sMaxAge}${swr}`,
    "Surrogate-Key": tag,
    "Cache-Tag": tag,
  };
}

/** A version-bump hook (TenantRegistry.onVersionBump): queues one purge in the bump's transaction. */
export async function enqueueCdnPurge(tx: Db, tenantId: string): Promise<void> {
  await tx.insert(cdnPurges).values({ tenantId });
}

/** Turns the purge hook on for a registry: from now on every version bump queues a purge. */
export function enableCdnPurges(registry: TenantRegistry): void {
  registry.onVersionBump(enqueueCdnPurge);
}

/** What CDN_PURGE_URL receives (JSON): the tags to drop and, for CDNs that purge by host, the tenant's hosts. */
export interface TCdnPurgeRequest {
  tenant: string;
  tags: string[];
  hosts: string[];
}

export interface TCdnPurgeOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claimed purge is held while it is being sent. */
  leaseMs?: number;
  /** Wait after the n-th failed try: n × retryBaseMs. */
  retryBaseMs?: number;
  /** Give up one POST after this long. */
  timeoutMs?: number;
}

/**
 * Drains `cdn_purges` like the mail OutboxDispatcher drains the mail outbox: each round claims due
 * rows with one UPDATE … FOR UPDATE SKIP LOCKED (a lease in `next_attempt_at`, so several processes
 * never send one purge twice and no transaction stays open during the POST), sends one POST per
 * tenant (several bumps of a tenant since the last round become one purge), and records `sent_at` or
 * the error with a growing backoff; after `maxAttempts` tries a row stays, unsent, with its last error.
 */
export class CdnPurgeDispatcher {
  private readonly loop = new PeriodicRound(
    () => this.deliverDue(),
    (err) => this.logger?.error("cdn purge round failed", { err }),
  );

  constructor(
    private readonly db: Db,
    private readonly opts: TCdnPurgeOptions,
    private readonly logger?: Logger,
  ) {}

  async deliverDue(): Promise<{ sent: number; failed: number }> {
    const { maxAttempts = 10, batchSize = 50, leaseMs = 60_000, retryBaseMs = 30_000 } = this.opts;
    const due = this.db
      .select({ tenantId: cdnPurges.tenantId, id: cdnPurges.id })
      .from(cdnPurges)
      .where(and(isNull(cdnPurges.sentAt), lt(cdnPurges.attempts, maxAttempts), or(isNull(cdnPurges.nextAttemptAt), lte(cdnPurges.nextAttemptAt, sql`now()`))))
      .orderBy(asc(cdnPurges.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(cdnPurges)
      .set({ attempts: sql`${cdnPurges.attempts} + 1`, nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(sql`(${cdnPurges.tenantId}, ${cdnPurges.id}) in (${due})`)
      .returning();
    if (!claimed.length) return { sent: 0, failed: 0 };

    const byTenant = new Map<string, typeof claimed>();
    for (const row of claimed) byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), row]);
    const rows = await this.db
      .select({ id: tenants.id, layout: tenants.layout, hosts: tenants.hosts })
      .from(tenants)
      .where(inArray(tenants.id, [...byTenant.keys()]));
    const info = new Map(rows.map((t) => [t.id, t] as const));

    let sent = 0;
    let failed = 0;
    for (const [tenantId, purges] of byTenant) {
      const t = info.get(tenantId);
      const keys = and(
        eq(cdnPurges.tenantId, tenantId),
        inArray(
          cdnPurges.id,
          purges.map((p) => p.id),
        ),
      );
      try {
        if (!t) throw new Error("tenant not found");
        await this.post({ tenant: t.layout, tags: [cdnTag(t.layout)], hosts: t.hosts });
        await this.db.update(cdnPurges).set({ sentAt: sql`now()`, nextAttemptAt: null, lastError: null }).where(keys);
        sent++;
      } catch (err) {
        failed++;
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        const attempt = Math.max(...purges.map((p) => p.attempts));
        await this.db
          .update(cdnPurges)
          .set({ lastError: message, nextAttemptAt: sql`now() + ${`${attempt * retryBaseMs} milliseconds`}::interval` })
          .where(keys);
        this.logger?.warn("cdn purge failed", { tenant: tenantId, attempt, err: message });
      }
    }
    if (sent) this.logger?.info("cdn purged", { sent, failed });
    return { sent, failed };
  }

  private async post(body: TCdnPurgeRequest): Promise<void> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    const res = await fetch(this.opts.url, { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`purge endpoint answered ${res.status}`);
  }

  /** One round at a time, every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs: number): void {
    this.loop.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }
}
