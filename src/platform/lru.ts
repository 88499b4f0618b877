/**
 * The LRU behind the in-process caches: a Map whose insertion order is the recency order,
 * bounded both by entry count and by bytes (each entry carries its own size, counted by the
 * caller: buffers exactly, decoded objects estimated — see `approxBytes`).
 */
export class BoundedLru<V> {
  private map = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  /** The value, made the most recently used. */
  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }

  /** The value without touching its recency. */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  /**
   * Stores `value` as the most recently used entry, then drops the least recently used ones
   * until both bounds hold. An entry larger than the whole byte budget is not kept.
   */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (this.maxEntries <= 0 || bytes > this.maxBytes) return false;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    this.trim();
    return true;
  }

  /** Changes the recorded size of an entry (a value whose size is only known later). */
  resize(key: string, value: V, bytes: number): void {
    const e = this.map.get(key);
    if (!e || e.value !== value) return;
    if (bytes > this.maxBytes) {
      this.delete(key);
      return;
    }
    this.total += bytes - e.bytes;
    e.bytes = bytes;
    this.trim();
  }

  delete(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.map.delete(key);
    this.total -= e.bytes;
  }

  /** Drops every entry of one tenant (keys start with `tenantId` + NUL). */
  dropPrefix(prefix: string): void {
    for (const k of this.map.keys()) if (k.startsWith(prefix)) this.delete(k);
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** Bytes held by the entries (as their sizes were recorded). */
  get bytes(): number {
    return this.total;
  }

  private trim(): void {
    while (this.map.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }
}

/**
 * Estimated heap bytes of a decoded value (the rows of a public read): twice its JSON length.
 * One-byte strings take about their length, while objects and arrays add headers, property
 * slots and boxed numbers on top of their text; twice the JSON size is a rough middle (not a
 * measurement). Dates count as their ISO string. An estimate for a memory bound, nothing more.
 */
export function approxBytes(value: unknown): number {
  if (value === undefined) return 16;
  try {
    return 2 * (JSON.stringify(value)?.length ?? 16);
  } catch {
    return 64 * 1024; // a cycle: count it as a large entry rather than fail the read
  }
}
