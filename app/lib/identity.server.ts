import { data, redirect, type AppLoadContext } from "react-router";
import type { TViewer } from "../../src/domain/identity/accounts.ts";
import { issueAppTokenForTenant } from "../../src/domain/identity/app-credentials.ts";
import {
  APP_CODE_COOKIE,
  APP_TOKEN_COOKIE,
  APP_TOKEN_COOKIE_SECONDS,
  parseCookies,
  secureCookies,
  serializeCookie,
} from "../../src/domain/identity/cookies.ts";
import { accountOrigin, allowedReturnOrigin } from "../../src/domain/identity/hosts.ts";
import { tenantOrigin } from "../../src/domain/tenants/public-urls.ts";
import { viewerOf } from "../../src/domain/identity/viewer.ts";
import { AppError, isStorageUnavailable, STORAGE_UNAVAILABLE_MESSAGE } from "../../src/kernel/errors.ts";
import type { TTenantCtx } from "../../src/domain/scope.ts";
import { SESSION_COOKIE } from "../../src/platform/services.ts";

/** Where to go after signing in (a same-site path only), kept for 10 minutes. */
export const NEXT_COOKIE = "tunas_next";

export function tenantCtxOf(context: AppLoadContext): TTenantCtx {
  return { db: context.services.database.db, tenantId: context.tenant.id };
}

/**
 * Reads answered once per request: the root, a layout and a section loader of one page view all
 * ask for the viewer. Only for GET/HEAD, so loaders that run after an action (a changed name)
 * read the account again.
 */
const viewerOfRequest = new WeakMap<Request, Promise<TViewer | null>>();

/** The signed-in viewer of this tenant, or null. Anonymous requests never touch the database. */
export async function getViewer(request: Request, context: AppLoadContext): Promise<TViewer | null> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!cookie.includes(SESSION_COOKIE) && !request.headers.get("authorization")) return null;
  const reusable = request.method === "GET" || request.method === "HEAD";
  let pending = reusable ? viewerOfRequest.get(request) : undefined;
  if (!pending) {
    pending = viewerOf(tenantCtxOf(context), request);
    if (reusable) viewerOfRequest.set(request, pending);
  }
  try {
    return await pending;
  } catch (err) {
    throw asRouteError(err);
  }
}

/** AppError → a route error response with the right status and the Indonesian message. */
export function asRouteError(err: unknown): unknown {
  if (err instanceof AppError) return data(err.message, { status: err.status });
  // Storage that takes no writes (or no queries): 503 with a sentence, never a crash page.
  if (isStorageUnavailable(err)) return data(STORAGE_UNAVAILABLE_MESSAGE, { status: 503 });
  return err;
}

export function safeNextPath(value: string | null | undefined): string | null {
  // Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example"), so refuse controls too.
  if (!value || value.length > 300 || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value))
    return null;
  return value;
}

/** Signed in, or off to /Login (remembering where the visitor wanted to go). */
export async function requireViewer(request: Request, context: AppLoadContext, url: URL): Promise<TViewer> {
  const viewer = await getViewer(request, context);
  if (viewer) return viewer;
  const next = safeNextPath(url.pathname + url.search) ?? "/Dashboard";
  throw redirect("/Login", {
    headers: { "Set-Cookie": serializeCookie(NEXT_COOKIE, next, { maxAge: 600, secure: secureCookies(context.services.appEnv) }), "Cache-Control": "no-store" },
  });
}

/**
 * Starts sign-in or registration on the account host: a fresh app token and code (into the
 * `_gt`/`_ct` cookies, 23 h) and the spec's query parameters — redirect target (this origin),
 * tenant id, code and app token. The shared secret never leaves the server.
 */
export async function accountHostRedirect(request: Request, context: AppLoadContext, page: "masuk" | "daftar"): Promise<Response> {
  const { token, code } = await issueAppTokenForTenant(tenantCtxOf(context));
  const origin = returnOrigin(request, context);
  const target = new URL(`${accountOrigin(context.services.urls)}/${page}`);
  target.search = new URLSearchParams({ redirect: origin, tenant: context.tenant.id, code, token }).toString();
  const secure = secureCookies(context.services.appEnv);
  const headers = new Headers({ Location: target.toString(), "Cache-Control": "no-store" });
  headers.append("Set-Cookie", serializeCookie(APP_TOKEN_COOKIE, token, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }));
  headers.append("Set-Cookie", serializeCookie(APP_CODE_COOKIE, code, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }));
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (next) headers.append("Set-Cookie", serializeCookie(NEXT_COOKIE, next, { maxAge: 600, secure }));
  return new Response(null, { status: 302, headers });
}

/** The tenant's configured public origin (never the request's Host: see public-urls.ts). */
export function publicOrigin(context: AppLoadContext): string {
  return tenantOrigin(context.tenant, context.services.urls);
}

/**
 * Where the visitor comes back after signing in: the address they are on when it is one of the
 * tenant's configured origins (so the `_gt` cookie set here is there again at /CallbackAuth, e.g.
 * `demo.localhost` as well as `localhost`), else the tenant's canonical origin. Never an address
 * the configuration does not list.
 */
export function returnOrigin(request: Request, context: AppLoadContext): string {
  const { urls } = context.services;
  const here = allowedReturnOrigin(context.tenant, `${urls.scheme}://${request.headers.get("host") ?? ""}`, urls);
  return here ?? publicOrigin(context);
}

export function nextPathFrom(request: Request): string | null {
  return safeNextPath(parseCookies(request.headers.get("cookie"))[NEXT_COOKIE]);
}

/** For the site header (root loader): name, role and photo of the signed-in user, or null. */
export async function viewerSummary(request: Request, context: AppLoadContext): Promise<{ name: string; roleLabel: string; photoUrl: string } | null> {
  try {
    const v = await getViewer(request, context);
    return v ? { name: v.name, roleLabel: v.roleLabel, photoUrl: v.photoUrl } : null;
  } catch {
    return null;
  }
}
