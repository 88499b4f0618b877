import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ZEmail, ZName, ZPassword, ensureMembership } from "../../domain/identity/accounts.ts";
import { checkAppToken, issueAppTokenForTenant } from "../../domain/identity/app-credentials.ts";
import { ACCOUNT_COOKIE, ACCOUNT_CSRF_COOKIE, parseCookies, secureCookies, serializeCookie } from "../../domain/identity/cookies.ts";
import { sha256 } from "../../domain/identity/crypto.ts";
import { accountOrigin, allowedReturnOrigin } from "../../domain/identity/hosts.ts";
import { listOutboxForDevelopment, requestPasswordReset, resetPassword, resetTokenIsValid } from "../../domain/identity/password-reset.ts";
import { SIGNUP_ACCEPTED_MESSAGE, confirmSignup, pendingSignup, requestSignup } from "../../domain/identity/signup.ts";
import {
  SESSION_TTL_SECONDS,
  authenticate,
  createAccountSession,
  issueAuthCode,
  readAccountSession,
  revokeAccountSessionByHash,
} from "../../domain/identity/sessions.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../platform/services.ts";
import { BASE_SECURITY_HEADERS } from "../security.ts";
import { RESET_LIMIT, SIGNUP_LIMIT, limiterOf } from "../../db/rate-limit.ts";
import { clientIp as clientAddressOf } from "../../platform/client-address.ts";
import type { ReactElement } from "react";
import type { SubmissionResult } from "@conform-to/react";
import type { TAccountBrand } from "../../../app/components/account-host/AccountDocument.tsx";
import {
  AccountHomePage,
  ConfirmSignupPage,
  DevMailboxLink,
  DevMailboxPage,
  ForgotPasswordPage,
  MessagePage,
  RegisterPage,
  ResetPasswordPage,
  SignInPage,
} from "../../../app/components/account-host/AccountPages.tsx";
import { resolveTheme, themeContrast } from "../../domain/tenants/theme.ts";
import { renderAccountPage } from "./render.tsx";
import { accountFont } from "./fonts.ts";
import { errorsOf, failure, fieldError } from "./form-reply.ts";
import { asSentence as sentence } from "../../kernel/format.ts";
import { assertCsrf, csrfOf, readForm } from "./forms.ts";

/** The sign-in flow's query parameters, sent by a tenant site (spec §2 loading/error screen). */
interface TFlow {
  tenant: TTenant;
  /** Normalised origin the visitor returns to (checked against the tenant's hosts). */
  origin: string;
  code: string;
  token: string;
}

type TFlowResult = { ok: true; flow: TFlow } | { ok: false; status: 400 | 403; message: string; tenant: TTenant | null; back: string | null };

/** The account host's forms are a few short fields; anything larger is refused before parsing. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * The account host (`akun.<main domain>`): sign-in, registration and password reset for every
 * tenant, branded for the tenant that sent the visitor. Server-rendered, no script.
 */
export function accountHostRouter(services: TServices): Hono {
  const r = new Hono();
  const db = services.database.db;
  const secure = secureCookies(services.appEnv);
  // Every tenant's mail, reset and activation links included: only on a developer's own machine,
  // never on a reachable environment (dev.tunas.id is one).
  const devMailbox = services.appEnv === "local";
  const signupLimiter = limiterOf(db, "akun.signup", SIGNUP_LIMIT);
  const resetLimiter = limiterOf(db, "akun.reset", RESET_LIMIT);
  const resetEmailLimiter = limiterOf(db, "akun.reset-email", { max: 3, windowMs: RESET_LIMIT.windowMs });
  /** The visitor's address, believing forwarded headers only from the configured proxies. */
  const clientIp = (c: Context) => clientAddressOf(c, services.trustProxy);
  r.use(
    "*",
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", "Formulir terlalu besar.");
      },
    }),
  );

  /** The account pages' frame for a tenant (its logo and colours) or for the account host itself. */
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

  /** A page rendered by React with the account host's headers (CSP without script, no framing). */
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

  function flowError(c: Context, res: Extract<TFlowResult, { ok: false }>): Promise<Response> {
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

  /** Signed in on the account host: hand a one-time code to the tenant site's /CallbackAuth. */
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

  // ---- Sign in -------------------------------------------------------------------------------

  /** What every form page of a sign-in flow gets: the brand, the flow's fields and links back. */
  function flowPageProps(c: Context, flow: TFlow) {
    return {
      brand: brandOf(flow.tenant),
      hidden: { ...flowFields(flow), _csrf: csrfOf(c) },
      flowQuery: flowQuery(flow),
      siteName: flow.tenant.name,
      origin: flow.origin,
    };
  }

  function signInPage(c: Context, flow: TFlow, opts: { result?: SubmissionResult<string[]>; status?: number } = {}): Promise<Response> {
    return respond(c, <SignInPage {...flowPageProps(c, flow)} result={opts.result} />, opts.status ?? 200, [flow.origin]);
  }

  // The self-hosted fonts of the sites (the same @fontsource files), for the account pages.
  r.get("/fonts/:file", (c) => {
    const font = accountFont(c.req.param("file"));
    if (!font) return c.text("Berkas tidak ditemukan.", 404);
    const headers = new Headers({ "Content-Type": "font/woff2", "Cache-Control": "public, max-age=31536000, immutable" });
    for (const [k, v] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(k, v);
    headers.set("X-Frame-Options", "DENY");
    return new Response(font, { headers });
  });

  r.get("/", async (c) => {
    const q = c.req.query();
    if (q.tenant || q.redirect) return c.redirect(`/masuk?${new URLSearchParams(q as Record<string, string>).toString()}`, 302);
    const acct = await currentAccount(c);
    const account = acct ? { name: acct.user.name, email: acct.user.email } : null;
    return respond(c, <AccountHomePage brand={brandOf(null)} account={account} csrf={csrfOf(c)} />);
  });

  r.get("/masuk", async (c) => {
    const res = await flowFrom(c.req.query());
    if (!res.ok) return flowError(c, res);
    const acct = await currentAccount(c);
    if (acct) return finish(c, res.flow, acct.user.id, acct.tokenHash);
    return signInPage(c, res.flow);
  });

  r.post("/masuk", async (c) => {
    const form = await readForm(c);
    assertCsrf(c, form);
    const res = await flowFrom(form);
    if (!res.ok) return flowError(c, res);
    const email = (form.email ?? "").trim().toLowerCase();
    const errors = errorsOf({ email: fieldError(email, "Email", ZEmail.safeParse(email)), password: fieldError(form.password, "Kata sandi") });
    if (Object.keys(errors).length) return signInPage(c, res.flow, { result: failure({ fields: errors, values: { email } }), status: 400 });
    try {
      const user = await authenticate(db, { email, password: form.password ?? "", ip: clientIp(c) });
      const token = await createAccountSession(db, user.id);
      return finish(c, res.flow, user.id, sha256(token), token);
    } catch (err) {
      if (err instanceof AppError && (err.code === "UNAUTHENTICATED" || err.code === "RATE_LIMITED")) {
        const page = await signInPage(c, res.flow, { result: failure({ formError: err.message, values: { email } }), status: err.status });
        const retry = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
        if (retry) page.headers.set("Retry-After", String(retry));
        return page;
      }
      throw err;
    }
  });

  // ---- Register ------------------------------------------------------------------------------

  function registerPage(c: Context, flow: TFlow, opts: { result?: SubmissionResult<string[]>; status?: number } = {}): Promise<Response> {
    return respond(c, <RegisterPage {...flowPageProps(c, flow)} result={opts.result} />, opts.status ?? 200, [flow.origin]);
  }

  r.get("/daftar", async (c) => {
    const res = await flowFrom(c.req.query());
    if (!res.ok) return flowError(c, res);
    return registerPage(c, res.flow);
  });

  r.post("/daftar", async (c) => {
    const form = await readForm(c);
    assertCsrf(c, form);
    const res = await flowFrom(form);
    if (!res.ok) return flowError(c, res);
    const name = ZName.safeParse(form.name ?? "");
    const email = ZEmail.safeParse(form.email ?? "");
    const password = ZPassword.safeParse(form.password ?? "");
    const errors = errorsOf({
      name: fieldError(form.name, "Nama lengkap", name),
      email: fieldError(form.email, "Email", email),
      // A password is taken as typed (spaces count), so only a truly empty field is missing.
      password: form.password ? (password.success ? undefined : sentence(password.error.issues[0]!.message)) : "Kata sandi wajib diisi.",
      confirm: !form.confirm ? "Ulangi kata sandi wajib diisi." : password.success && form.confirm !== form.password ? "Kata sandi tidak sama." : undefined,
    });
    const values = { name: form.name ?? "", email: form.email ?? "" };
    if (Object.keys(errors).length) return registerPage(c, res.flow, { result: failure({ fields: errors, values }), status: 400 });
    const wait = await signupLimiter.hit(clientIp(c));
    if (wait > 0)
      return registerPage(c, res.flow, {
        result: failure({ values, formError: `Terlalu banyak pendaftaran dari jaringan ini. Coba lagi dalam ${Math.ceil(wait / 60)} menit.` }),
        status: 429,
      });
    // The same answer whether or not the address has an account (no enumeration): the account
    // is created from the mailed link, or the owner is told someone tried (signup.ts).
    await requestSignup(
      { db, tenantId: res.flow.tenant.id },
      {
        registration: { name: name.data!, email: email.data!, password: password.data! },
        tenant: res.flow.tenant,
        redirectOrigin: res.flow.origin,
        urls: services.urls,
      },
    );
    return signupSentPage(c, res.flow.tenant, res.flow.origin);
  });

  function signupSentPage(c: Context, tenant: TTenant, origin: string): Promise<Response> {
    const page = (
      <MessagePage
        brand={brandOf(tenant)}
        title="Periksa email Anda"
        heading="Periksa email Anda"
        notice={{ kind: "ok", text: SIGNUP_ACCEPTED_MESSAGE }}
        links={<a href={`${origin}/`}>{`Kembali ke ${tenant.name}`}</a>}
      >
        {devMailbox ? <DevMailboxLink /> : null}
      </MessagePage>
    );
    return respond(c, page);
  }

  type TConfirmTarget = { tenant: TTenant | null; origin: string | null };

  /** Where a confirmed account goes next: the stored origin if the tenant still allows it. */
  async function confirmTarget(tenantId: string, stored: string): Promise<TConfirmTarget> {
    const tenant = await services.registry.byLayout(tenantId);
    if (!tenant) return { tenant: null, origin: null };
    return { tenant, origin: allowedReturnOrigin(tenant, stored, services.urls) ?? tenantOrigin(tenant, services.urls) };
  }

  function confirmPage(
    c: Context,
    opts: { token?: string; invalid?: boolean; cancelled?: boolean; taken?: boolean; target?: TConfirmTarget; error?: string; status?: number },
  ): Promise<Response> {
    const site = opts.target?.tenant?.name ?? "situs";
    const origin = opts.target?.origin ?? null;
    const brand = brandOf(opts.target?.tenant ?? null);
    const title = "Aktifkan akun";
    if (opts.invalid) {
      const notice = {
        kind: "error" as const,
        text: "Tautan aktivasi tidak berlaku, sudah dipakai, atau sudah lewat 24 jam. Jika akun Anda sudah aktif, silakan masuk; jika belum, daftar sekali lagi.",
      };
      return respond(c, <MessagePage brand={brand} title={title} heading="Tautan tidak berlaku" notice={notice} />, 400);
    }
    if (opts.cancelled) {
      const notice = {
        kind: "error" as const,
        text: "Kata sandi yang dimasukkan salah terlalu sering, jadi pendaftaran ini dibatalkan dan tidak ada akun yang dibuat. Jika Anda memang ingin mendaftar, silakan daftar sekali lagi.",
      };
      const links = origin ? <a href={`${origin}/`}>{`Kembali ke ${site}`}</a> : undefined;
      return respond(c, <MessagePage brand={brand} title={title} heading="Pendaftaran dibatalkan" notice={notice} links={links} />, 400);
    }
    if (opts.taken) {
      const notice = {
        kind: "ok" as const,
        text: "Alamat email ini sudah memiliki akun. Silakan masuk dengan akun tersebut, atau atur ulang kata sandi dari halaman masuk.",
      };
      const links = origin ? <a href={`${origin}/Login`}>{`Masuk ke ${site}`}</a> : undefined;
      return respond(c, <MessagePage brand={brand} title={title} heading="Email sudah terdaftar" notice={notice} links={links} />, opts.status ?? 200);
    }
    const result = opts.error ? failure({ fields: { password: opts.error } }) : undefined;
    const page = <ConfirmSignupPage brand={brand} hidden={{ token: opts.token ?? "", _csrf: csrfOf(c) }} siteName={site} origin={origin} result={result} />;
    // The button's answer redirects to the tenant's site: the form may go there (CSP form-action).
    return respond(c, page, opts.status ?? 200, origin ? [origin] : []);
  }

  // The mailed link shows a form rather than acting on GET: mail scanners that open links must
  // not spend it (the GET only reads).
  r.get("/daftar/konfirmasi", async (c) => {
    const token = c.req.query("token") ?? "";
    const pending = await pendingSignup(db, token);
    if (!pending) return confirmPage(c, { invalid: true });
    const target = await confirmTarget(pending.tenantId, pending.redirectOrigin);
    if (pending.state === "cancelled") return confirmPage(c, { cancelled: true, target });
    return confirmPage(c, { token, target });
  });

  r.post("/daftar/konfirmasi", async (c) => {
    const form = await readForm(c);
    assertCsrf(c, form);
    const token = form.token ?? "";
    const pending = await pendingSignup(db, token);
    if (!pending) return confirmPage(c, { invalid: true });
    const target = await confirmTarget(pending.tenantId, pending.redirectOrigin);
    if (pending.state === "cancelled") return confirmPage(c, { cancelled: true, target });
    // An empty field is a slip, not a guess: it does not use up an attempt.
    if (!form.password) return confirmPage(c, { token, target, error: "Kata sandi wajib diisi.", status: 400 });
    const res = await confirmSignup(db, token, form.password);
    if (!res.ok && res.reason === "invalid") return confirmPage(c, { invalid: true });
    if (!res.ok && res.reason === "wrong-password") {
      const error = `Kata sandi tidak cocok dengan kata sandi yang Anda buat saat mendaftar. Sisa ${res.attemptsLeft} percobaan lagi sebelum pendaftaran ini dibatalkan.`;
      return confirmPage(c, { token, target, error, status: 400 });
    }
    if (!res.ok && res.reason === "cancelled") return confirmPage(c, { cancelled: true, target });
    if (!res.ok) return confirmPage(c, { taken: true, target });
    // Signed in on the account host; the tenant's /Login starts a fresh flow that finds the session.
    const sessionToken = await createAccountSession(db, res.user.id);
    const headers = new Headers({ Location: target.origin ? `${target.origin}/Login` : "/", "Cache-Control": "no-store" });
    headers.append("Set-Cookie", serializeCookie(ACCOUNT_COOKIE, sessionToken, { maxAge: SESSION_TTL_SECONDS, secure }));
    return new Response(null, { status: 303, headers });
  });

  /**
   * Links in mail (signup.ts): into a tenant's sign-in (its /Login issues the flow) or straight to
   * the reset form with a fresh flow. Origins come from configuration only.
   */
  r.get("/mulai", async (c) => {
    const tenant = await services.registry.byLayout(c.req.query("tenant") ?? "");
    if (!tenant)
      return flowError(c, {
        ok: false,
        status: 400,
        message: "Situs asal tidak dikenal. Buka halaman Masuk dari situs yang ingin Anda gunakan.",
        tenant: null,
        back: null,
      });
    const origin = tenantOrigin(tenant, services.urls);
    if (c.req.query("ke") !== "lupa-sandi") return new Response(null, { status: 302, headers: { Location: `${origin}/Login`, "Cache-Control": "no-store" } });
    const { token, code } = await issueAppTokenForTenant({ db, tenantId: tenant.id });
    const q = new URLSearchParams({ redirect: origin, tenant: tenant.id, code, token });
    return new Response(null, { status: 302, headers: { Location: `/lupa-sandi?${q.toString()}`, "Cache-Control": "no-store" } });
  });

  // ---- Password reset ------------------------------------------------------------------------

  function forgotPage(c: Context, flow: TFlow, opts: { sent?: boolean; result?: SubmissionResult<string[]>; status?: number } = {}): Promise<Response> {
    const { brand, hidden, flowQuery } = flowPageProps(c, flow);
    const page = <ForgotPasswordPage brand={brand} hidden={hidden} flowQuery={flowQuery} result={opts.result} sent={!!opts.sent} devMailbox={devMailbox} />;
    return respond(c, page, opts.status ?? 200);
  }

  r.get("/lupa-sandi", async (c) => {
    const res = await flowFrom(c.req.query());
    if (!res.ok) return flowError(c, res);
    return forgotPage(c, res.flow);
  });

  r.post("/lupa-sandi", async (c) => {
    const form = await readForm(c);
    assertCsrf(c, form);
    const res = await flowFrom(form);
    if (!res.ok) return flowError(c, res);
    const email = ZEmail.safeParse(form.email ?? "");
    if (!email.success) {
      const result = failure({ fields: { email: fieldError(form.email, "Email", email) ?? "Email tidak valid." }, values: { email: form.email ?? "" } });
      return forgotPage(c, res.flow, { result, status: 400 });
    }
    // Both counters are hit on every request, so probing many addresses is slowed as well.
    const wait = Math.max(await resetLimiter.hit(clientIp(c)), await resetEmailLimiter.hit(email.data.toLowerCase()));
    if (wait > 0)
      return forgotPage(c, res.flow, {
        result: failure({
          formError: `Terlalu banyak permintaan atur ulang kata sandi. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`,
          values: { email: form.email ?? "" },
        }),
        status: 429,
      });
    // The link's origin comes from configuration, never from this request's Host header.
    const origin = accountOrigin(services.urls);
    const flow = res.flow;
    await requestPasswordReset(
      { db, tenantId: flow.tenant.id },
      {
        email: email.data,
        siteName: flow.tenant.name,
        resetUrl: (token) => `${origin}/atur-ulang-sandi?${new URLSearchParams({ token, tenant: flow.tenant.id, redirect: flow.origin }).toString()}`,
      },
    );
    return forgotPage(c, flow, { sent: true });
  });

  async function resetContext(q: Record<string, string | undefined>) {
    const tenant = q.tenant ? await services.registry.byLayout(q.tenant) : null;
    const origin = tenant ? allowedReturnOrigin(tenant, q.redirect, services.urls) : null;
    const token = q.token && /^[A-Za-z0-9_-]{20,100}$/.test(q.token) ? q.token : null;
    return { tenant, origin, token };
  }

  function resetPage(
    c: Context,
    rc: Awaited<ReturnType<typeof resetContext>>,
    opts: { result?: SubmissionResult<string[]>; done?: boolean; invalid?: boolean; status?: number } = {},
  ): Promise<Response> {
    const brand = brandOf(rc.tenant);
    const title = "Atur ulang kata sandi";
    const back = rc.origin ? <a href={`${rc.origin}/Login`}>{`Masuk ke ${rc.tenant?.name ?? "situs"}`}</a> : undefined;
    let page: ReactElement;
    if (opts.done) {
      const notice = { kind: "ok" as const, text: "Kata sandi baru Anda sudah tersimpan dan semua sesi lama telah diakhiri. Silakan masuk kembali." };
      page = <MessagePage brand={brand} title={title} heading="Kata sandi diperbarui" notice={notice} links={back} />;
    } else if (opts.invalid) {
      const notice = {
        kind: "error" as const,
        text: "Tautan atur ulang kata sandi tidak berlaku atau sudah dipakai. Silakan minta tautan baru dari halaman masuk.",
      };
      page = <MessagePage brand={brand} title={title} heading="Tautan tidak berlaku" notice={notice} links={back} />;
    } else {
      const hidden = { token: rc.token ?? "", tenant: rc.tenant?.id ?? "", redirect: rc.origin ?? "", _csrf: csrfOf(c) };
      page = <ResetPasswordPage brand={brand} hidden={hidden} result={opts.result} />;
    }
    return respond(c, page, opts.status ?? (opts.invalid ? 400 : 200));
  }

  r.get("/atur-ulang-sandi", async (c) => {
    const rc = await resetContext(c.req.query());
    if (!rc.tenant || !rc.token || !(await resetTokenIsValid({ db, tenantId: rc.tenant.id }, rc.token))) return resetPage(c, rc, { invalid: true });
    return resetPage(c, rc);
  });

  r.post("/atur-ulang-sandi", async (c) => {
    const form = await readForm(c);
    assertCsrf(c, form);
    const rc = await resetContext(form);
    if (!rc.tenant || !rc.token) return resetPage(c, rc, { invalid: true });
    const pw = ZPassword.safeParse(form.password ?? "");
    const errors = errorsOf({
      password: form.password ? (pw.success ? undefined : sentence(pw.error.issues[0]!.message)) : "Kata sandi baru wajib diisi.",
      confirm: !form.confirm ? "Ulangi kata sandi baru wajib diisi." : pw.success && form.confirm !== form.password ? "Kata sandi tidak sama." : undefined,
    });
    if (Object.keys(errors).length || !pw.success) return resetPage(c, rc, { result: failure({ fields: errors }), status: 400 });
    try {
      await resetPassword({ db, tenantId: rc.tenant.id }, rc.token, pw.data);
    } catch (err) {
      if (err instanceof AppError && err.code === "INVALID_INPUT") return resetPage(c, rc, { invalid: true });
      throw err;
    }
    const headers = { "Set-Cookie": serializeCookie(ACCOUNT_COOKIE, "", { maxAge: 0, secure }) };
    const res = await resetPage(c, rc, { done: true });
    res.headers.append("Set-Cookie", headers["Set-Cookie"]);
    return res;
  });

  // ---- Sign out, development mailbox ----------------------------------------------------------

  r.post("/keluar", async (c) => {
    const form = await readForm(c);
    assertCsrf(c, form);
    const acct = await currentAccount(c);
    if (acct) await revokeAccountSessionByHash(db, acct.tokenHash);
    const notice = { kind: "ok" as const, text: "Sesi akun Anda di perangkat ini sudah diakhiri." };
    const res = await respond(c, <MessagePage brand={brandOf(null)} title="Keluar" heading="Anda telah keluar" notice={notice} />);
    res.headers.append("Set-Cookie", serializeCookie(ACCOUNT_COOKIE, "", { maxAge: 0, secure }));
    return res;
  });

  r.get("/dev/mailbox", async (c) => {
    if (!devMailbox) return respond(c, <MessagePage brand={brandOf(null)} title="Tidak ditemukan" heading="Halaman tidak ditemukan" />, 404);
    const mails = (await listOutboxForDevelopment(db)).map((m) => ({
      createdAt: m.createdAt.toISOString().replace("T", " ").slice(0, 19),
      tenantName: m.tenantName,
      to: m.to,
      subject: m.subject,
      body: m.body,
      link: m.link ?? null,
    }));
    return respond(c, <DevMailboxPage brand={brandOf(null)} mails={mails} />);
  });

  r.notFound((c) =>
    respond(
      c,
      <MessagePage brand={brandOf(null)} title="Tidak ditemukan" heading="Halaman tidak ditemukan" lead="Oops.. Maaf halaman tidak ditemukan." />,
      404,
    ),
  );

  r.onError((err, c) => {
    const e = err instanceof AppError ? err : null;
    if (!e) services.logger.error("account host error", { path: c.req.path, err });
    const message = e ? e.message : "Opps.. Maaf terjadi kesalahan pada website";
    return respond(
      c,
      <MessagePage brand={brandOf(null)} title="Terjadi kesalahan" heading="Terjadi kesalahan" notice={{ kind: "error", text: message }} />,
      e?.status ?? 500,
    );
  });

  return r;
}
