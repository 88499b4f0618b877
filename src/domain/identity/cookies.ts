/** Cookie names and attributes of the identity context (spec §9 lifetimes). */
/** The site session (an opaque token; the session row lives in the database). */
export const SESSION_COOKIE = "tunas_session";
export const APP_TOKEN_COOKIE = "_gt";
export const APP_CODE_COOKIE = "_ct";
export const APP_TOKEN_COOKIE_SECONDS = 23 * 60 * 60;
export const ACCOUNT_COOKIE = "tunas_akun";
export const ACCOUNT_CSRF_COOKIE = "akun_csrf";

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const k = part.slice(0, eq).trim();
    if (!k || k in out) continue;
    try {
      out[k] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[k] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

export function serializeCookie(
  name: string,
  value: string,
  /** `secure` is required: every caller decides it from `secureCookies(appEnv)`, none can forget it. */
  opts: { maxAge: number; httpOnly?: boolean; secure: boolean; sameSite?: "Lax" | "Strict"; path?: string },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${opts.path ?? "/"}`,
    `Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`,
    `SameSite=${opts.sameSite ?? "Lax"}`,
    opts.httpOnly === false ? "" : "HttpOnly",
    opts.secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/**
 * Secure cookies everywhere but local development over plain http: session (`tunas_session`,
 * `tunas_akun`), CSRF (`akun_csrf`), app-token (`_gt`/`_ct`) and `tunas_next` cookies alike. The
 * `dev` environment is served over https (dev.<product>.id), so it gets them too.
 */
export function secureCookies(appEnv: string): boolean {
  return appEnv !== "local";
}

/**
 * CSRF guard for cookie-authenticated state changes: the Origin (or, failing that, the Referer)
 * must name the host the request was sent to. SameSite=Lax cookies are the first line.
 */
export function isSameOriginRequest(request: Request): boolean {
  const host = (request.headers.get("host") ?? new URL(request.url).host).toLowerCase();
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!source || source === "null") return false;
  try {
    return new URL(source).host.toLowerCase() === host;
  } catch {
    return false;
  }
}

export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}
