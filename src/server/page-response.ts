import type { TConfig } from "../config.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import { analyticsIdFor } from "../domain/tenants/analytics.ts";
import { DEFAULT_SHARED_CACHE, sharedCacheHeaders } from "../platform/cdn-purge.ts";
import { compressFast, PageCache, pickEncoding, type TCachedPage } from "./page-cache.ts";
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, inlineScriptHashes } from "./security.ts";

/** What {@link finishPage} needs to know of the request and the site besides the rendered response. */
export interface TPageRequest {
  method: string;
  acceptEncoding: string | undefined;
  /** Signed in or carrying credentials: never put in a shared cache. */
  personal: boolean;
  /** The document as entry.server rendered it, when it did (saves reading the body back). */
  renderedHtml: string | undefined;
  tenant: TTenant;
  /** The page-cache key's path: the normalised path and query the page was rendered for. */
  pathAndQuery: string;
  analyticsDefaultId: string | undefined;
  dev: boolean | undefined;
  config: Partial<Pick<TConfig, "CDN_S_MAXAGE" | "CDN_STALE_WHILE_REVALIDATE">>;
  /** The page cache, when it is on. */
  pageCache: PageCache | undefined;
}

/**
 * The last step of a page: an HTML document or route data (turbo-stream) gets its CSP (hashes of
 * its inline scripts), the security headers and its caching: a public 200 GET goes into the page
 * cache and is marked for shared caches, anything else is `no-cache` (`private` when personal).
 * The finished string is compressed here in one call. Other responses pass through unchanged.
 */
export async function finishPage(res: Response, page: TPageRequest): Promise<Response> {
  const type = res.headers.get("content-type") ?? "";
  const isHtml = type.includes("text/html");
  // Client navigations fetch route data as turbo-stream (`/Class.data`): cached like pages.
  const isRouteData = type.includes("text/x-script");
  if (!isHtml && !isRouteData) return res;

  // A rendered document comes as a string from entry.server; anything else is read from the body.
  const body = isHtml && typeof page.renderedHtml === "string" ? page.renderedHtml : await res.text();
  const headers = new Headers(res.headers);
  if (isHtml)
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(inlineScriptHashes(body), { dev: page.dev, analytics: analyticsIdFor(page.tenant, page.analyticsDefaultId) !== null }),
    );
  for (const [k, v] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(k, v);
  // Set here rather than by the compress middleware, which would rebuild the whole response for it.
  headers.set("Vary", "Accept-Encoding");

  // Never shared, neither in our page cache nor in a proxy's.
  const { personal, tenant, config } = page;
  const cacheable =
    page.pageCache &&
    page.method === "GET" &&
    res.status === 200 &&
    !personal &&
    !headers.has("set-cookie") &&
    !/private|no-store/.test(headers.get("cache-control") ?? "");
  let cached: TCachedPage | undefined;
  if (cacheable) {
    // Shared caches may keep it briefly, tagged with the tenant for purges (cdn-purge.ts).
    const shared = {
      sMaxAge: config.CDN_S_MAXAGE ?? DEFAULT_SHARED_CACHE.sMaxAge,
      staleWhileRevalidate: config.CDN_STALE_WHILE_REVALIDATE ?? DEFAULT_SHARED_CACHE.staleWhileRevalidate,
    };
    for (const [k, v] of Object.entries(sharedCacheHeaders(tenant.layout, isHtml ? "document" : "data", shared))) headers.set(k, v);
    const plain: Record<string, string> = {};
    headers.forEach((v, k) => {
      plain[k] = v;
    });
    cached = page.pageCache!.set(PageCache.key(tenant.id, tenant.version, page.pathAndQuery), 200, plain, Buffer.from(body));
  } else if (!headers.has("cache-control")) {
    headers.set("Cache-Control", personal ? "private, no-cache" : "no-cache");
  }
  // Compress the finished string here (one synchronous call, ~0.15 ms for a 30 KB page) rather
  // than through the compress middleware's stream, which costs about 1.3 ms per page.
  const encoding = body.length >= 1024 && page.method !== "HEAD" ? pickEncoding(page.acceptEncoding) : null;
  if (encoding) {
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    // A page just put in the cache already has its compressed forms: do not compress it twice.
    const compressed = cached ? new Uint8Array(cached[encoding]) : compressFast(body, encoding);
    return new Response(compressed, { status: res.status, headers });
  }
  // Bytes, not the string: node would scan the string once for Content-Length and again to encode it.
  const bytes = cached ? cached.body : Buffer.from(body);
  return new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>, { status: res.status, headers });
}
