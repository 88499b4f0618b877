import type { Context } from "hono";
import { ACCOUNT_CSRF_COOKIE, parseCookies } from "../../domain/identity/cookies.ts";
import { randomToken, safeEqual } from "../../domain/identity/crypto.ts";
import { AppError } from "../../kernel/errors.ts";

/** A field's longest accepted value; longer input is cut (the forms' fields are short). */
const MAX_FIELD = 300;

/** Double-submit token: one per browser, in a cookie and in every form. */
export function csrfOf(c: Context): string {
  const existing = parseCookies(c.req.header("cookie"))[ACCOUNT_CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const fresh = (c.get("csrf" as never) as string | undefined) ?? randomToken(24);
  c.set("csrf" as never, fresh as never);
  return fresh;
}

/** Form posts must come from this host and carry the double-submit token. */
export function assertCsrf(c: Context, form: Record<string, string>): void {
  const host = (c.req.header("host") ?? "").toLowerCase();
  const source = c.req.header("origin") ?? c.req.header("referer");
  let sameHost = false;
  try {
    sameHost = !!source && new URL(source).host.toLowerCase() === host;
  } catch {
    sameHost = false;
  }
  const cookie = parseCookies(c.req.header("cookie"))[ACCOUNT_CSRF_COOKIE] ?? "";
  if (!sameHost || !cookie || !form._csrf || !safeEqual(cookie, form._csrf)) {
    throw new AppError("FORBIDDEN", "Formulir kedaluwarsa atau dikirim dari situs lain. Muat ulang halaman lalu coba lagi.");
  }
}

export async function readForm(c: Context): Promise<Record<string, string>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data"))
    throw new AppError("INVALID_INPUT", "Formulir tidak valid.");
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody();
  } catch {
    // A broken multipart or url-encoded body is the sender's mistake, not a server error.
    throw new AppError("INVALID_INPUT", "Formulir tidak valid.");
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== "string") continue;
    // PostgreSQL refuses NUL in text: refuse it here rather than fail in the database.
    if (v.includes("\u0000")) throw new AppError("INVALID_INPUT", "Isian formulir tidak boleh berisi karakter NUL.");
    out[k] = v.slice(0, MAX_FIELD);
  }
  return out;
}
