import type { Context, Hono } from "hono";
import type { ReactElement } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { ZEmail, ZPassword } from "../../../domain/identity/accounts.ts";
import { issueAppTokenForTenant } from "../../../domain/identity/app-credentials.ts";
import { ACCOUNT_COOKIE, serializeCookie } from "../../../domain/identity/cookies.ts";
import { accountOrigin, allowedReturnOrigin } from "../../../domain/identity/hosts.ts";
import { requestPasswordReset, resetPassword, resetTokenIsValid } from "../../../domain/identity/password-reset.ts";
import { tenantOrigin } from "../../../domain/tenants/public-urls.ts";
import { AppError } from "../../../kernel/errors.ts";
import { asSentence as sentence } from "../../../kernel/format.ts";
import { ForgotPasswordPage, MessagePage, ResetPasswordPage } from "../../../../app/components/account-host/AccountPages.tsx";
import type { TAccountHostDeps, TFlow } from "../deps.tsx";
import { failureResult, isRefused } from "../../../../app/components/form/errors.ts";
import { fieldError } from "../form-reply.ts";
import { assertCsrf, csrfOf, readForm } from "../forms.ts";

/**
 * Password reset: the mail links' entry (`/mulai`), the request form (`/lupa-sandi`, rate limited
 * per address and per e-mail) and the new-password form of the mailed link (`/atur-ulang-sandi`).
 */
export function registerPasswordReset(r: Hono, deps: TAccountHostDeps): void {
  const { services, db, secure, devMailbox, limiters, respond, brandOf, flowFrom, flowError, flowPageProps, clientIp } = deps;

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
      const result = failureResult({ fields: { email: fieldError(form.email, "Email", email) ?? "Email tidak valid." }, values: { email: form.email ?? "" } });
      return forgotPage(c, res.flow, { result, status: 400 });
    }
    // Both counters are hit on every request, so probing many addresses is slowed as well.
    const wait = Math.max(await limiters.reset.hit(clientIp(c)), await limiters.resetEmail.hit(email.data.toLowerCase()));
    if (wait > 0)
      return forgotPage(c, res.flow, {
        result: failureResult({
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
    const refused = failureResult({
      fields: {
        password: form.password ? (pw.success ? undefined : sentence(pw.error.issues[0]!.message)) : "Kata sandi baru wajib diisi.",
        confirm: !form.confirm ? "Ulangi kata sandi baru wajib diisi." : pw.success && form.confirm !== form.password ? "Kata sandi tidak sama." : undefined,
      },
    });
    if (isRefused(refused) || !pw.success) return resetPage(c, rc, { result: refused, status: 400 });
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
}
