import { AppError } from "../../kernel/errors.ts";
import { isSafeMethod, isSameOriginRequest, parseCookies } from "../identity/cookies.ts";
import { CHAT_TOKEN_COOKIE } from "./tokens.ts";

/**
 * Question limits, counted in the database (rate_limit_windows) so they hold across processes:
 * per user and tenant, and per client address (a family or classroom behind one NAT still fits).
 */
export const ASK_LIMITS = {
  perUser: { max: 20, windowMs: 60_000 },
  perIp: { max: 60, windowMs: 60_000 },
} as const;

/** Pause between words of the built-in composer's stream (milliseconds). */
export const DEFAULT_PACE_MS = 12;

/**
 * The chat token of a request: `Authorization: Bearer …` (API clients), else the httpOnly
 * `tunas_chat` cookie (the site's own pages). A cookie only counts for a state-changing request
 * from this site (CSRF), like the site session.
 */
export function chatTokenOf(request: Request): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (m) return m[1]!;
  const cookie = parseCookies(request.headers.get("cookie"))[CHAT_TOKEN_COOKIE];
  if (!cookie) return null;
  if (!isSafeMethod(request.method) && !isSameOriginRequest(request)) {
    throw new AppError("FORBIDDEN", "Permintaan ditolak: asal permintaan tidak sama dengan situs ini.");
  }
  return cookie;
}
