import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { TCachedBody } from "../api/cached.ts";
import { pickEncoding } from "../platform/encoding.ts";
import { BoundedLru } from "../platform/lru.ts";

/**
 * Repeated public API reads answered before the router (the API's counterpart of the page-cache
 * fast path in main.ts).
 *
 * A public list or detail call (`cachedOk`, src/api/cached.ts) already keeps its finished body,
 * with brotli and gzip forms, in the tenant's data cache. What it still cost on a hit was the
 * way there: routing, the middleware chain, the Zod validation of the query and Hono's response
 * plumbing, about three quarters of a cached call's CPU. So when such a call is answered, the
 * exact request target is remembered with the data-cache key it resolved to and the headers it
 * was sent with; the next request for the same target, tenant version and scheme is written
 * straight from the data-cache entry.
 *
 * Only what cannot change the answer is skipped: the key holds the tenant's version (a content
 * change is never served stale), the data-cache entry must still be there and fresh, and a
 * request that carries anything the API reads besides the URL (a session cookie, a bearer or
 * app token, an X-Lms-Id) takes the normal way. Misses and errors are never remembered.
 */
export class ApiAnswers {
  private readonly lru: BoundedLru<{ dataKey: string; headers: [string, string][] }>;
  hits = 0;

  constructor(maxEntries: number, maxBytes = 2 * 1024 * 1024) {
    this.lru = new BoundedLru(maxEntries, maxBytes);
  }

  static key(tenant: { id: string; version: number }, https: boolean, target: string): string {
    return `${tenant.id}\u0000${tenant.version}\u0000${https ? "s" : ""}\u0000${target}`;
  }

  /** After a cached call was answered: `headers` are the response's, as sent. */
  remember(key: string, dataKey: string, headers: Headers): void {
    const kept: [string, string][] = [];
    let bytes = key.length + dataKey.length + 64;
    for (const [name, value] of headers) {
      if (VOLATILE.has(name)) continue;
      kept.push([name, value]);
      bytes += name.length + value.length + 16;
    }
    this.lru.set(key, { dataKey, headers: kept }, bytes);
  }

  lookup(key: string): { dataKey: string; headers: [string, string][] } | undefined {
    return this.lru.get(key);
  }

  get size(): number {
    return this.lru.size;
  }
}

/** Set per request, not per answer. */
const VOLATILE = new Set(["x-request-id", "content-encoding", "content-length", "date", "connection", "keep-alive", "transfer-encoding"]);

/** Request headers the API reads besides the URL: a request with any of them is never answered early. */
const READ_BY_API = ["cookie", "authorization", "apptoken", "appcode", "x-app-authorization", "x-lms-id"];

/** A GET to /api/ whose answer depends on nothing but its tenant and URL. */
export function answerableEarly(method: string | undefined, target: string, headers: IncomingHttpHeaders | ((name: string) => string | undefined)): boolean {
  if (method !== "GET" || !target.startsWith("/api/")) return false;
  const get = typeof headers === "function" ? headers : (n: string) => headers[n] as string | undefined;
  for (const name of READ_BY_API) if (get(name) !== undefined) return false;
  return true;
}

/** Writes a remembered answer; `body` is the data-cache entry. */
export function writeAnswer(req: IncomingMessage, res: ServerResponse, headers: [string, string][], body: TCachedBody, requestId: string): void {
  const enc = body.br ? pickEncoding(req.headers["accept-encoding"] as string | undefined) : null;
  const bytes = enc === "br" ? body.br! : enc === "gzip" ? body.gzip! : body.body;
  const out: Record<string, string | number> = {};
  for (const [k, v] of headers) out[k] = v;
  out["X-Request-Id"] = requestId;
  out["Content-Length"] = bytes.byteLength;
  if (enc) out["Content-Encoding"] = enc;
  res.writeHead(200, out);
  res.end(bytes);
}
