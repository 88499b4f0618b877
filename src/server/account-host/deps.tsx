import type { Context } from "hono";
import type { ComponentType, ReactElement } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { ensureMembership } from "../../domain/identity/accounts.ts";
import { checkAppToken } from "../../domain/identity/app-credentials.ts";
import { ACCOUNT_COOKIE, ACCOUNT_CSRF_COOKIE, parseCookies, secureCookies, serializeCookie } from "../../domain/identity/cookies.ts";
import { allowedReturnOrigin } from "../../domain/identity/hosts.ts";
import { SESSION_TTL_SECONDS, issueAuthCode, readAccountSession } from "../../domain/identity/sessions.ts";
import { AppError } from "../../kernel/errors.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import { resolveTheme, themeContrast } from "../../domain/tenants/theme.ts";
import type { TServices } from "../../platform/services.ts";
import type { WindowLimiter } from "../../domain/rate-limit.ts";
import { clientIp as clientAddressOf } from "../../platform/client-address.ts";
import { BASE_SECURITY_HEADERS } from "../security.ts";
import type { TAccountBrand } from "../../../app/components/account-host/AccountDocument.tsx";
import { MessagePage } from "../../../app/components/account-host/AccountPages.tsx";
import { renderAccountPage } from "./render.tsx";
import { csrfOf } from "./forms.ts";

/** The sign-in flow's query parameters, sent by a tenant site (spec §2 loading/error screen). */
export interface TFlow {
  tenant: TTenant;
  /** Normalised origin the visitor returns to (checked against the tenant's hosts). */
  origin: string;
  code: string;
  token: string;
}

export type TFlowError = { ok: false; status: 400 | 403; message: string; tenant: TTenant | null; back: string | null };
export type TFlowResult = { ok: true; flow: TFlow } | TFlowError;

/** The account host's rate limiters, built once per router (the router owns the limits). */
export interface TAccountHostLimiters {
  /** Registrations per client address. */
  signup: WindowLimiter;
  /** Password-reset requests per client address. */
  reset: WindowLimiter;
  /** Password-reset requests per e-mail address. */
  resetEmail: WindowLimiter;
}

/** What every account-host page module gets: the services and the helpers the pages share. */
export interface TAccountHostDeps {
  services: TServices;
  db: TServices["database"]["db"];
  /** Cookies carry `Secure` (every environment but a developer's machine). */
  secure: boolean;
  /** The development mailbox is served (a developer's own machine only). */
  devMailbox: boolean;
  limiters: TAccountHostLimiters;
  /** The visitor's address, believing forwarded headers only from the configured proxies. */
  clientIp(c: Context): string;
  /** The account pages' frame for a tenant (its logo and colours) or for the account host itself. */
  brandOf(tenant: TTenant | null): TAccountBrand;
  /** A page rendered by React with the account host's headers (CSP without script, no framing). */
  respond(c: Context, element: ReactElement, status?: number, formTargets?: string[]): Promise<Response>;
  /** The sign-in flow of a query or form (tenant, allowed return origin, valid app token). */
  flowFrom(q: Record<string, string | undefined>): Promise<TFlowResult>;
  /** The page for a flow that cannot continue, with a link back to the tenant's site when known. */
  flowError(c: Context, res: TFlowError): Promise<Response>;
  /** Signed in on the account host: hand a one-time code to the tenant site's /CallbackAuth. */
  finish(c: Context, flow: TFlow, userId: string, accountSessionHash: string | null, newSessionToken?: string): Promise<Response>;
  /** The account signed in on the account host (its session cookie), or null. */
  currentAccount(c: Context): ReturnType<typeof readAccountSession>;
  /** What every form page of a sign-in flow gets: the brand, the flow's fields and links back. */
  flowPageProps(c: Context, flow: TFlow): TFlowPageProps;
  /** A form page of a sign-in flow, with a failed post's result; its form may return to the tenant's origin. */
  flowFormPage(c: Context, flow: TFlow, Page: ComponentType<TFlowFormPageProps>, opts?: TFlowFormOpts): Promise<Response>;
}

export type TFlowFormPageProps = TFlowPageProps & { result?: SubmissionResult<string[]> };
export type TFlowFormOpts = { result?: SubmissionResult<string[]>; status?: number };

export interface TFlowPageProps {
  brand: TAccountBrand;
  hidden: { redirect: string; tenant: string; code: string; token: string; _csrf: string };
  flowQuery: string;
  siteName: string;
  origin: string;
}

/** The shared helpers of the account host's pages, built once by the router. */
export function accountHostDeps(services: TServices, limiters: TAccountHostLimiters): TAccountHostDeps {
  const db = services.database.db;
  const secure = secureCookies(services.appEnv);
  // Every tenant's mail, reset and activation links included: only on a developer's own machine,
  // never on a reachable environment (dev.tunas.id is one).
  const devMailbox = services.appEnv === "local";
  const clientIp = (c: Context) => clientAddressOf(c, services.trustProxy);

  function brandOf(tenant: TTenant | null): TAccountBrand {
    const theme = tenant?.theme ?? resolveTheme(undefined);
    // Readable text on the brand colour (button) and a deep brand ink for links on white.
    const contrast = themeContrast(theme);
    const product = services.product.charAt(0).toUpperCase() + services.product.slice(1);
    return {
      name: tenant?.name ?? `Akun ${product}`,
      logo: tenant?.logoDark ?? null,
      favicon: tenant?.favicon ?? null,
      colors: { primary: theme.clr_primary, secondary: theme.clr_secondary, onPrimary: contrast.onPrimary, ink: contrast.primaryInk },
      product,
    };
  }

  async function respond(c: Context, element: ReactElement, status = 200, formTargets: string[] = []): Promise<Response> {
    const html = await renderAccountPage(element, c.req.url);
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    for (const [k, v] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(k, v);
    headers.set("X-Frame-Options", "DENY");
    headers.set(
      "Content-Security-Policy",
      `default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; form-action 'self'${formTargets.map((t) => " " + t).join("")}; frame-ancestors 'none'; base-uri 'none'`,
    );
    const cookies = parseCookies(c.req.header("cookie"));
    if (!cookies[ACCOUNT_CSRF_COOKIE])
      headers.append("Set-Cookie", serializeCookie(ACCOUNT_CSRF_COOKIE, csrfOf(c), { maxAge: SESSION_TTL_SECONDS, secure, sameSite: "Strict" }));
    return new Response(html, { status, headers });
  }

  async function flowFrom(q: Record<string, string | undefined>): Promise<TFlowResult> {
    const tenant = q.tenant ? await services.registry.byLayout(q.tenant) : null;
    if (!tenant)
      return { ok: false, status: 400, message: "Situs asal tidak dikenal. Buka halaman Masuk dari situs yang ingin Anda gunakan.", tenant: null, back: null };
    const origin = allowedReturnOrigin(tenant, q.redirect, services.urls);
    if (!origin) return { ok: false, status: 400, message: "Alamat tujuan setelah masuk tidak diizinkan untuk situs ini.", tenant, back: null };
    const back = `${origin}/Login`;
    if (!q.token || !q.code) return { ok: false, status: 400, message: "Tautan masuk tidak lengkap. Silakan mulai lagi dari situs.", tenant, back };
    const check = await checkAppToken({ db, tenantId: tenant.id }, q.token, q.code);
    if (!check.ok)
      return { ok: false, status: 400, message: "Tautan masuk sudah kedaluwarsa atau tidak berlaku. Silakan mulai lagi dari situs.", tenant, back };
    return { ok: true, flow: { tenant, origin, code: q.code, token: q.token } };
  }

  const flowFields = (f: TFlow) => ({ redirect: f.origin, tenant: f.tenant.id, code: f.code, token: f.token });
  const flowQuery = (f: TFlow) => new URLSearchParams(flowFields(f)).toString();

  function flowError(c: Context, res: TFlowError): Promise<Response> {
    const links = res.back ? <a href={res.back}>{`Kembali ke ${res.tenant?.name ?? "situs"}`}</a> : undefined;
    const page = (
      <MessagePage
        brand={brandOf(res.tenant)}
        title="Tidak dapat melanjutkan"
        heading="Tidak dapat melanjutkan"
        notice={{ kind: "error", text: res.message }}
        links={links}
      />
    );
    return respond(c, page, res.status);
  }

  async function finish(c: Context, flow: TFlow, userId: string, accountSessionHash: string | null, newSessionToken?: string): Promise<Response> {
    const ctx = { db, tenantId: flow.tenant.id };
    try {
      await ensureMembership(ctx, userId);
    } catch (err) {
      // Deactivated on this site by its staff: say so here instead of handing out a code.
      if (err instanceof AppError && err.code === "FORBIDDEN")
        return flowError(c, { ok: false, status: 403, message: err.message, tenant: flow.tenant, back: `${flow.origin}/` });
      throw err;
    }
    const code = await issueAuthCode(ctx, { userId, redirectOrigin: flow.origin, appToken: flow.token, accountSessionHash });
    const headers = new Headers({ Location: `${flow.origin}/CallbackAuth?code=${encodeURIComponent(code)}`, "Cache-Control": "no-store" });
    if (newSessionToken) headers.append("Set-Cookie", serializeCookie(ACCOUNT_COOKIE, newSessionToken, { maxAge: SESSION_TTL_SECONDS, secure }));
    return new Response(null, { status: 303, headers });
  }

  async function currentAccount(c: Context) {
    return readAccountSession(db, parseCookies(c.req.header("cookie"))[ACCOUNT_COOKIE]);
  }

  function flowPageProps(c: Context, flow: TFlow): TFlowPageProps {
    return {
      brand: brandOf(flow.tenant),
      hidden: { ...flowFields(flow), _csrf: csrfOf(c) },
      flowQuery: flowQuery(flow),
      siteName: flow.tenant.name,
      origin: flow.origin,
    };
  }

  function flowFormPage(c: Context, flow: TFlow, Page: ComponentType<TFlowFormPageProps>, opts: TFlowFormOpts = {}): Promise<Response> {
    return respond(c, <Page {...flowPageProps(c, flow)} result={opts.result} />, opts.status ?? 200, [flow.origin]);
  }

  return { services, db, secure, devMailbox, limiters, clientIp, brandOf, respond, flowFrom, flowError, finish, currentAccount, flowPageProps, flowFormPage };
}
