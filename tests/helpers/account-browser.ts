import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "../../src/db/schema/identity.ts";
import { issueAppTokenForTenant } from "../../src/domain/identity/app-credentials.ts";
import { tenantOrigin } from "../../src/domain/tenants/public-urls.ts";
import type { TTestApp } from "./app.ts";

/**
 * A browser for the account host without the React Router build: a cookie jar per host, and an
 * optional X-Forwarded-For (believed only when the app trusts a proxy). The sign-in flow is started
 * the way a tenant's /Login does it (a fresh app token and code for the tenant's configured origin).
 */
export class AccountBrowser {
  jar = new Map<string, Map<string, string>>();
  constructor(
    readonly t: TTestApp,
    readonly host: string,
    public forwardedFor?: string,
    readonly scheme: "http" | "https" = "http",
  ) {}

  cookies(): string {
    return [...(this.jar.get(this.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keep(res: Response) {
    const m = this.jar.get(this.host) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      if (/Max-Age=0/.test(c)) m.delete(pair!.slice(0, i));
      else m.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    this.jar.set(this.host, m);
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    return { cookie: this.cookies(), ...(this.forwardedFor ? { "x-forwarded-for": this.forwardedFor } : {}), ...extra };
  }

  async get(path: string, extra: Record<string, string> = {}): Promise<Response> {
    const res = await this.t.req(this.host, path, { headers: this.headers(extra), redirect: "manual" });
    this.keep(res);
    return res;
  }

  async post(path: string, form: Record<string, string>, extra: Record<string, string> = {}): Promise<Response> {
    const res = await this.t.req(this.host, path, {
      method: "POST",
      body: new URLSearchParams(form).toString(),
      headers: this.headers({ "content-type": "application/x-www-form-urlencoded", origin: `${this.scheme}://${this.host}`, ...extra }),
      redirect: "manual",
    });
    this.keep(res);
    return res;
  }

  /** The hidden fields (flow and CSRF token) of the form on `page` (`/masuk`, `/daftar`…) for `tenant`. */
  async formOf(page: string, tenant = "sekolahbeta"): Promise<Record<string, string>> {
    const t = (await this.t.services.registry.byLayout(tenant))!;
    const { token, code } = await issueAppTokenForTenant({ db: this.t.db.db, tenantId: t.id });
    const q = new URLSearchParams({ redirect: tenantOrigin(t, this.t.services.urls), tenant: t.id, code, token });
    const res = await this.get(`${page}?${q.toString()}`);
    expect(res.status, `${page} form`).toBe(200);
    return hiddenFields(await res.text());
  }
}

export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) out[m[1]!] = m[2]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
  return out;
}

/**
 * The sentence under a field of an account-host form (the shared form components' markup:
 * `<p id="<form>-<field>-error">` with an icon and the text), or null when the field has none.
 */
export function fieldErrorOf(html: string, form: string, field: string): string | null {
  const m = html.match(new RegExp(`<p id="${form}-${field}-error"[^>]*>(?:<svg[\\s\\S]*?</svg>)?<span>([^<]*)</span></p>`));
  return m ? m[1]! : null;
}

/** The `<input>` tag of a field of an account-host form, or null. */
export function inputTagOf(html: string, form: string, field: string): string | null {
  return html.match(new RegExp(`<input[^>]* id="${form}-${field}"[^>]*>`))?.[0] ?? null;
}

/** The form-level line of the error summary above an account-host form, or null. */
export function formSummaryOf(html: string, form: string): string | null {
  const m = html.match(new RegExp(`<div[^>]* role="alert" id="${form}-summary"[^>]*><p[^>]*>(?:<svg[\\s\\S]*?</svg>)?<span>([^<]*)</span>`));
  return m ? m[1]! : null;
}

/** Every mail queued for an address, newest first. */
export async function mailsTo(t: TTestApp, email: string) {
  return t.db.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
}

/**
 * Opens the activation link of the newest mail to `email` (a GET, as a mail scanner or the owner
 * would) and returns the page's answer, its HTML and the hidden fields of its form (token, CSRF).
 */
export async function openActivation(b: AccountBrowser, email: string) {
  const [mail] = await mailsTo(b.t, email);
  expect(mail, `activation mail to ${email}`).toBeDefined();
  const link = new URL(mail!.link);
  const res = await b.get(link.pathname + link.search);
  const html = await res.text();
  return { mail: mail!, link, res, html, fields: hiddenFields(html) };
}
