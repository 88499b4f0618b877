import { publicReadScope } from "../db/replica.ts";
import { approxBytes, BoundedLru } from "./lru.ts";

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
 * Only viewer-independent reads may go through here (see `app/lib/cached-read.server.ts`). That is
 * also what makes a load a candidate for the read replica (src/db/replica.ts): it runs as a public
 * read of the tenant at the version of its key.
 */
export class DataCache {
  private lru: BoundedLru<{ at: number; value: Promise<unknown>; ready?: { value: unknown } }>;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    /** Freeze results (outside production) so a caller that mutates shared data fails loudly. */
    private readonly freeze = false,
    /** Bound on the bytes of the results kept (`sizeOf` of each, estimated for decoded rows). */
    maxBytes = 16 * 1024 * 1024,
  ) {
    this.lru = new BoundedLru(maxEntries, maxBytes);
  }

  get enabled(): boolean {
    return this.maxEntries > 0 && this.ttlMs > 0;
  }

  /**
   * The cached result of `load` for this tenant version and key. A result counts `sizeOf(value)`
   * bytes against the cache's bound (by default an estimate from its JSON size; a caller that
   * keeps bytes, such as a serialised API response, passes their exact length).
   */
  read<R>(tenant: { id: string; version: number }, key: string, load: () => Promise<R>, sizeOf: (value: R) => number = approxBytes): Promise<R> {
    if (!this.enabled) return publicReadScope(tenant, load);
    const full = `${tenant.id}\u0000${tenant.version}\u0000${key}`;
    const now = Date.now();
    const hit = this.lru.get(full);
    if (hit && now - hit.at < this.ttlMs) {
      this.hits++;
      return hit.value as Promise<R>;
    }
    this.misses++;
    const value = publicReadScope(tenant, load).then((v) => (this.freeze ? deepFreeze(v) : v));
    const entry: { at: number; value: Promise<unknown>; ready?: { value: unknown } } = { at: now, value };
    // Counted as a small entry while loading; its real size once the result is known.
    this.lru.set(full, entry, key.length + 256);
    value.then(
      (v) => {
        entry.ready = { value: v };
        this.lru.resize(full, entry, full.length + 64 + sizeOf(v));
      },
      () => {
        if (this.lru.peek(full) === entry) this.lru.delete(full);
      },
    );
    return value;
  }

  /**
   * The finished result for this tenant version and key when it is cached and fresh, without
   * loading or waiting (a result still loading is not there yet). Counts as a hit.
   */
  peekReady<R>(tenant: { id: string; version: number }, key: string): R | undefined {
    if (!this.enabled) return undefined;
    const hit = this.lru.get(`${tenant.id}\u0000${tenant.version}\u0000${key}`);
    if (!hit?.ready || Date.now() - hit.at >= this.ttlMs) return undefined;
    this.hits++;
    return hit.ready.value as R;
  }

  dropTenant(tenantId: string): void {
    this.lru.dropPrefix(tenantId + "\u0000");
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  /** Bytes held by the cached results (as counted by their `sizeOf`). */
  get bytes(): number {
    return this.lru.bytes;
  }
}

function deepFreeze<T>(v: T): T {
  // Bytes (a serialised API response) cannot be frozen and are never handed out for mutation.
  if (v && typeof v === "object" && !Object.isFrozen(v) && !(v instanceof Date) && !ArrayBuffer.isView(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}
