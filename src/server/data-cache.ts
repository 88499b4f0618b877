import { dropTenantKeys, trimToSize } from "./lru.ts";

/**
 * Per-tenant cache of public read results (the catalogue and content a page shows), so a page
 * render — signed-in views and page-cache misses included — does not query the database again
 * for data every visitor sees the same.
 *
 * Keys carry the tenant's version: a content or setting change bumps it, so older entries are
 * never read again (other processes see the bump within the tenant registry's TTL). Entries
 * also expire after `ttlMs`, so date-dependent lists ("open for registration", "upcoming
 * events") follow the clock. Bounded LRU (Map insertion order). Concurrent misses of one key
 * share one load; a failed load is not kept.
 *
 * Only viewer-independent reads may go through here (see `app/lib/cached-read.server.ts`).
 */
export class DataCache {
  private map = new Map<string, { at: number; value: Promise<unknown> }>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    /** Freeze results (outside production) so a caller that mutates shared data fails loudly. */
    private readonly freeze = false,
  ) {}

  get enabled(): boolean {
    return this.maxEntries > 0 && this.ttlMs > 0;
  }

  read<R>(tenant: { id: string; version: number }, key: string, load: () => Promise<R>): Promise<R> {
    if (!this.enabled) return load();
    const full = `${tenant.id}\u0000${tenant.version}\u0000${key}`;
    const now = Date.now();
    const hit = this.map.get(full);
    if (hit && now - hit.at < this.ttlMs) {
      this.hits++;
      this.map.delete(full);
      this.map.set(full, hit);
      return hit.value as Promise<R>;
    }
    this.misses++;
    const value = load().then((v) => (this.freeze ? deepFreeze(v) : v));
    const entry = { at: now, value };
    this.map.set(full, entry);
    value.catch(() => {
      if (this.map.get(full) === entry) this.map.delete(full);
    });
    trimToSize(this.map, this.maxEntries);
    return value;
  }

  dropTenant(tenantId: string): void {
    dropTenantKeys(this.map, tenantId);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === "object" && !Object.isFrozen(v) && !(v instanceof Date)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}
