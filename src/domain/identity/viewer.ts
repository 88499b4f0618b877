import { AppError } from "../../kernel/errors.ts";
import type { TTenantCtx } from "../scope.ts";
import type { TViewer } from "./accounts.ts";
import { isSafeMethod, isSameOriginRequest, parseCookies, SESSION_COOKIE } from "./cookies.ts";
import { readSession } from "./sessions.ts";

/** The access token of a request: `Authorization: Bearer …`, else the session cookie. */
export function accessTokenOf(request: Request): { token: string; via: "bearer" | "cookie" } | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (m) return { token: m[1]!, via: "bearer" };
  const cookie = parseCookies(request.headers.get("cookie"))[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/**
 * Who is signed in on this tenant. A cookie only counts for a state-changing request when the
 * request comes from this site (CSRF); a bearer token is never sent by a browser on its own.
 */
export async function viewerOf(ctx: TTenantCtx, request: Request): Promise<TViewer | null> {
  const t = accessTokenOf(request);
  if (!t) return null;
  if (t.via === "cookie" && !isSafeMethod(request.method) && !isSameOriginRequest(request)) {
    throw new AppError("FORBIDDEN", "Permintaan ditolak: asal permintaan tidak sama dengan situs ini.");
  }
  return readSession(ctx, t.token);
}
