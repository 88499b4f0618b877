import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { dropTenantKeys, trimToSize } from "./lru.ts";

export interface TCachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * Per-tenant cache of anonymous page views. Keys carry the tenant version, so a content or
 * setting change (which bumps the version) makes every older entry unreachable; `dropTenant`
 * frees them early. Bounded LRU (Map insertion order).
 */
export class PageCache {
  private map = new Map<string, TCachedPage>();
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries: number) {}

  static key(tenantId: string, version: number, pathAndQuery: string): string {
    return `${tenantId}\u0000${version}\u0000${pathAndQuery}`;
  }

  get(key: string): TCachedPage | undefined {
    const v = this.map.get(key);
    if (v) {
      this.hits++;
      // refresh recency
      this.map.delete(key);
      this.map.set(key, v);
    } else this.misses++;
    return v;
  }

  set(key: string, status: number, headers: Record<string, string>, body: Buffer): TCachedPage | undefined {
    if (this.maxEntries <= 0) return undefined;
    const entry: TCachedPage = {
      status,
      headers,
      body,
      gzip: gzipSync(body, { level: 6 }),
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      etag: `W/"${body.length.toString(36)}-${simpleHash(body).toString(36)}"`,
    };
    this.map.set(key, entry);
    trimToSize(this.map, this.maxEntries);
    return entry;
  }

  dropTenant(tenantId: string): void {
    dropTenantKeys(this.map, tenantId);
  }

  get size(): number {
    return this.map.size;
  }
}

function simpleHash(buf: Buffer): number {
  let h = 2166136261;
  for (let i = 0; i < buf.length; i += 7) h = Math.imul(h ^ buf[i]!, 16777619);
  return h >>> 0;
}

/** A quick compression for a response that is sent once (quality 3: ~6.5 KB for a 27 KB page). */
export function compressFast(body: string, encoding: "br" | "gzip"): Uint8Array<ArrayBuffer> {
  const buf = Buffer.from(body);
  return (encoding === "br"
    ? brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } })
    : gzipSync(buf, { level: 3 })) as Uint8Array<ArrayBuffer>;
}

const ACCEPTS = {
  br: /(?:^|,)\s*br\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
};

/** Picks the best encoding the client accepts among the ones we hold (`q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  for (const name of ["br", "gzip"] as const) {
    const m = ACCEPTS[name].exec(acceptEncoding);
    if (m && (m[1] === undefined || Number(m[1]) > 0)) return name;
  }
  return null;
}
