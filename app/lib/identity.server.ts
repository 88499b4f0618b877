import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
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
import { AppError, isStorageUnavailable, storageUnavailableMessage } from "../../src/kernel/errors.ts";
import type { TTenantCtx } from "../../src/domain/scope.ts";
import { SESSION_COOKIE } from "../../src/platform/services.ts";
import { requestOf, type TRouterContext } from "./request-context.server.ts";

/** Where to go after signing in (a same-site path only), kept for 10 minutes. */
export const NEXT_COOKIE = "tunas_next";

/** Resolves the viewer of one request: the session (or bearer token) looked up in the database. */
export type TViewerResolver = (ctx: TTenantCtx, request: Request) => Promise<TViewer | null>;

const viewerContext = createContext<() => Promise<TViewer | null>>();

/**
 * Root middleware: the viewer is looked up at most once per request, when a loader first asks,
 * though the root, a layout and a section loader of one page view all ask. Only for GET/HEAD:
 * loaders that run after an action (a changed name, a sign-out) read the account again.
 */
export function viewerMiddleware(resolve: TViewerResolver = viewerOf): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const { tenantCtx } = requestOf(context);
    const lookUp = () => resolve(tenantCtx, request);
    if (request.method === "GET" || request.method === "HEAD") {
      let pending: Promise<TViewer | null> | undefined;
      context.set(viewerContext, () => (pending ??= lookUp()));
    } else {
      context.set(viewerContext, lookUp);
    }
    return next();
  };
}

/** The signed-in viewer of this tenant, or null. Anonymous requests never touch the database. */
export async function getViewer(request: Request, context: TRouterContext): Promise<TViewer | null> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!cookie.includes(SESSION_COOKIE) && !request.headers.get("authorization")) return null;
  try {
    return await context.get(viewerContext)();
  } catch (err) {
    throw asRouteError(err, request);
  }
}

/**
 * AppError → a route error response with the right status and the Indonesian message. Pass the
 * request so a read during a storage outage is not told that nothing was saved.
 */
export function asRouteError(err: unknown, request?: Request): unknown {
  if (err instanceof AppError) return data(err.message, { status: err.status });
  // Storage that takes no writes (or no queries): 503 with a sentence, never a crash page.
  if (isStorageUnavailable(err)) return data(storageUnavailableMessage(request?.method ?? "POST"), { status: 503 });
  return err;
}

export function safeNextPath(value: string | null | undefined): string | null {
  // Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example"), so refuse controls too.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point of this test
  if (!value || value.length > 300 || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value))
    return null;
  return value;
}

/** Signed in, or off to /Login (remembering where the visitor wanted to go). */
export async function requireViewer(request: Request, context: TRouterContext, url: URL): Promise<TViewer> {
  const viewer = await getViewer(request, context);
  if (viewer) return viewer;
  const next = safeNextPath(url.pathname + url.search) ?? "/Dashboard";
  throw redirect("/Login", {
    headers: {
      "Set-Cookie": serializeCookie(NEXT_COOKIE, next, { maxAge: 600, secure: secureCookies(requestOf(context).services.appEnv) }),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * Starts sign-in or registration on the account host: a fresh app token and code (into the
 * `_gt`/`_ct` cookies, 23 h) and the spec's query parameters — redirect target (this origin),
 * tenant id, code and app token. The shared secret never leaves the server.
 */
export async function accountHostRedirect(request: Request, context: TRouterContext, page: "masuk" | "daftar"): Promise<Response> {
  const { token, code } = await issueAppTokenForTenant(requestOf(context).tenantCtx);
  const origin = returnOrigin(request, context);
  const { services, tenant } = requestOf(context);
  const target = new URL(`${accountOrigin(services.urls)}/${page}`);
  target.search = new URLSearchParams({ redirect: origin, tenant: tenant.id, code, token }).toString();
  const secure = secureCookies(services.appEnv);
  const headers = new Headers({ Location: target.toString(), "Cache-Control": "no-store" });
  headers.append("Set-Cookie", serializeCookie(APP_TOKEN_COOKIE, token, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }));
  headers.append("Set-Cookie", serializeCookie(APP_CODE_COOKIE, code, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }));
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (next) headers.append("Set-Cookie", serializeCookie(NEXT_COOKIE, next, { maxAge: 600, secure }));
  return new Response(null, { status: 302, headers });
}

/** The tenant's configured public origin (never the request's Host: see public-urls.ts). */
export function publicOrigin(context: TRouterContext): string {
  const { tenant, services } = requestOf(context);
  return tenantOrigin(tenant, services.urls);
}

/**
 * Where the visitor comes back after signing in: the address they are on when it is one of the
 * tenant's configured origins (so the `_gt` cookie set here is there again at /CallbackAuth, e.g.
 * `demo.localhost` as well as `localhost`), else the tenant's canonical origin. Never an address
 * the configuration does not list.
 */
export function returnOrigin(request: Request, context: TRouterContext): string {
  const { tenant, services } = requestOf(context);
  const { urls } = services;
  const here = allowedReturnOrigin(tenant, `${urls.scheme}://${request.headers.get("host") ?? ""}`, urls);
  return here ?? publicOrigin(context);
}

export function nextPathFrom(request: Request): string | null {
  return safeNextPath(parseCookies(request.headers.get("cookie"))[NEXT_COOKIE]);
}

/** For the site header (root loader): name, role and photo of the signed-in user, or null. */
export async function viewerSummary(request: Request, context: TRouterContext): Promise<{ name: string; roleLabel: string; photoUrl: string } | null> {
  try {
    const v = await getViewer(request, context);
    return v ? { name: v.name, roleLabel: v.roleLabel, photoUrl: v.photoUrl } : null;
  } catch {
    return null;
  }
}
