import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BoundedLru } from "../platform/lru.ts";
import { routeFactsOf } from "./route-facts.ts";
export { pickEncoding } from "../platform/encoding.ts";

export interface TCachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Bytes an entry holds besides its three bodies (headers, key, object): counted per entry. */
const ENTRY_OVERHEAD = 1024;

/**
 * Per-tenant cache of anonymous page views. Keys carry the tenant version, so a content or
 * setting change (which bumps the version) makes every older entry unreachable; `dropTenant`
 * frees them early. Bounded LRU by entries and by bytes (the plain, gzip and brotli bodies of
 * every entry, each in a buffer of its own exact size).
 */
export class PageCache {
  private lru: BoundedLru<TCachedPage>;
  hits = 0;
  misses = 0;

  constructor(maxEntries: number, maxBytes = 32 * 1024 * 1024) {
    this.lru = new BoundedLru(maxEntries, maxBytes);
  }

  /**
   * The cache key of a page view: tenant, tenant version, path and the query parameters the
   * page reads (`pageQuery`), so `/Class?bust=1` and `/Class` are one entry.
   */
  static key(tenantId: string, version: number, pathAndQuery: string): string {
    const q = pathAndQuery.indexOf("?");
    const path = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
    const query = q < 0 ? "" : pageQuery(path, pathAndQuery.slice(q));
    return `${tenantId}\u0000${version}\u0000${path}${query}`;
  }

  get(key: string): TCachedPage | undefined {
    const v = this.lru.get(key);
    if (v) this.hits++;
    else this.misses++;
    return v;
  }

  set(key: string, status: number, headers: Record<string, string>, body: Buffer): TCachedPage | undefined {
    if (this.lru.maxEntries <= 0) return undefined;
    const entry: TCachedPage = {
      status,
      headers,
      body: ownBuffer(body),
      // zlib hands back a slice of its 16 KB output chunk: copy it out so the chunk is not kept.
      gzip: ownBuffer(gzipSync(body, { level: 6 })),
      br: ownBuffer(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
      etag: `W/"${body.length.toString(36)}-${simpleHash(body).toString(36)}"`,
    };
    let bytes = ENTRY_OVERHEAD + key.length + entry.body.byteLength + entry.gzip.byteLength + entry.br.byteLength;
    for (const k in headers) bytes += k.length + headers[k]!.length;
    this.lru.set(key, entry, bytes);
    return entry;
  }

  dropTenant(tenantId: string): void {
    this.lru.dropPrefix(tenantId + "\u0000");
  }

  get size(): number {
    return this.lru.size;
  }

  /** Bytes held by the cached pages (bodies, compressed forms, headers). */
  get bytes(): number {
    return this.lru.bytes;
  }
}

/** A buffer that owns exactly its bytes (not a view into a larger pooled or zlib chunk). */
function ownBuffer(buf: Buffer): Buffer {
  if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.byteLength) return buf;
  const own = Buffer.allocUnsafeSlow(buf.byteLength); // never from the shared pool
  buf.copy(own);
  return own;
}

/**
 * The query parameters a page at `pathname` reads (the `query` of every app/route-table.ts entry
 * the path can match, src/server/route-facts.ts), or null for a path no route matches (kept as it came).
 */
export function readQueryParams(pathname: string): ReadonlySet<string> | null {
  return routeFactsOf(pathname)?.query ?? null;
}

/**
 * The query of a page view as the page reads it: only the parameters its route declares, sorted
 * by name (repeated values keep their order), "" when none is left. Both the page-cache key and
 * the URL the page is rendered from use it, so a parameter the page ignores can neither split
 * the cache nor leak into the cached markup (pagination links are built from this query).
 * `known`: the parameters when the caller has already looked the path up.
 */
export function pageQuery(pathname: string, search: string, known?: ReadonlySet<string> | null): string {
  if (search === "" || search === "?") return "";
  const read = known === undefined ? readQueryParams(pathname) : known;
  if (!read) return search;
  const kept = [...new URLSearchParams(search)].filter(([k]) => read.has(k));
  if (!kept.length) return "";
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return "?" + new URLSearchParams(kept).toString();
}

function simpleHash(buf: Buffer): number {
  let h = 2166136261;
  for (let i = 0; i < buf.length; i += 7) h = Math.imul(h ^ buf[i]!, 16777619);
  return h >>> 0;
}

/** A quick compression for a response that is sent once (quality 3: ~6.5 KB for a 27 KB page). */
export function compressFast(body: string, encoding: "br" | "gzip"): Uint8Array<ArrayBuffer> {
  const buf = Buffer.from(body);
  return (
    encoding === "br"
      ? brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } })
      : gzipSync(buf, { level: 3 })
  ) as Uint8Array<ArrayBuffer>;
}
