import { createHash } from "node:crypto";

// Inline scripts the browser runs: no src, and no data-block type such as application/ld+json
// (structured data is never executed, so the CSP does not need — or get — a hash for it).
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)(?![^>]*\btype\s*=\s*"application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script of a page: a CSP without 'unsafe-inline' that a cached page can reuse. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const body = m[1] ?? "";
    if (body.length > 0) out.add(scriptHash(body));
  }
  return [...out];
}

/**
 * Most inline scripts repeat from page to page (React Router's context and module scripts):
 * short ones are hashed once. The loader-data script differs per page and is hashed each time.
 */
const hashMemo = new Map<string, string>();
const HASH_MEMO_MAX = 500;
const HASH_MEMO_BODY_MAX = 2048;
function scriptHash(body: string): string {
  const memo = body.length <= HASH_MEMO_BODY_MAX;
  const hit = memo ? hashMemo.get(body) : undefined;
  if (hit) return hit;
  const h = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
  if (memo) {
    if (hashMemo.size >= HASH_MEMO_MAX) hashMemo.clear();
    hashMemo.set(body, h);
  }
  return h;
}

/** Google Analytics (gtag.js) hosts: allowed only on pages of a tenant with a measurement ID (033-analytics-measurement-ids-by-layout-loaded-only-after.md). */
export const ANALYTICS_SCRIPT_HOST = "https://www.googletagmanager.com";
const ANALYTICS_CONNECT = [ANALYTICS_SCRIPT_HOST, "https://*.google-analytics.com", "https://*.analytics.google.com"];

export function contentSecurityPolicy(scriptHashes: string[], opts: { dev?: boolean; formTargets?: string[]; analytics?: boolean } = {}): string {
  const script = ["'self'", ...scriptHashes, ...(opts.analytics ? [ANALYTICS_SCRIPT_HOST] : [])].join(" ");
  const connect = [opts.dev ? "'self' ws: wss:" : "'self'", ...(opts.analytics ? ANALYTICS_CONNECT : [])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "media-src 'self' https:",
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${opts.formTargets?.length ? " " + opts.formTargets.join(" ") : ""}`,
    "frame-ancestors 'self'",
  ].join("; ");
}

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** Sent only on staging/production responses that arrived over HTTPS (browsers ignore it on http anyway). */
export const HSTS_HEADER = "max-age=31536000; includeSubDomains";

const BASE_ENTRIES = Object.entries(BASE_SECURITY_HEADERS);
const WITH_HSTS = [...BASE_ENTRIES, ["Strict-Transport-Security", HSTS_HEADER]] as [string, string][];

/**
 * The headers the outermost middleware adds to every response (where the response has not set
 * them already): the base set, plus HSTS in staging and production when the request came over
 * HTTPS (a TLS socket, or X-Forwarded-Proto from a trusted proxy: see client-address.ts).
 */
export function securityHeadersFor(env: { appEnv: string }, https: boolean): [string, string][] {
  return https && (env.appEnv === "staging" || env.appEnv === "production") ? WITH_HSTS : BASE_ENTRIES;
}
