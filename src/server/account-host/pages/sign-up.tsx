import type { Context, Hono } from "hono";
import { ZEmail, ZName, ZPassword } from "../../../domain/identity/accounts.ts";
import { SIGNUP_ACCEPTED_MESSAGE, requestSignup } from "../../../domain/identity/signup.ts";
import type { TTenant } from "../../../domain/tenants/tenant.ts";
import { asSentence as sentence } from "../../../kernel/format.ts";
import { DevMailboxLink, MessagePage, RegisterPage } from "../../../../app/components/account-host/AccountPages.tsx";
import type { TAccountHostDeps, TFlow, TFlowFormOpts } from "../deps.tsx";
import { failureResult, isRefused } from "../../../../app/components/form/errors.ts";
import { fieldError } from "../form-reply.ts";
import { assertCsrf, readForm } from "../forms.ts";

/** Registration (`/daftar`): the form, then a mailed activation link (the same answer for every address). */
export function registerSignUp(r: Hono, deps: TAccountHostDeps): void {
  const { services, db, devMailbox, limiters, respond, brandOf, flowFrom, flowError, flowFormPage, clientIp } = deps;
  const registerPage = (c: Context, flow: TFlow, opts?: TFlowFormOpts) => flowFormPage(c, flow, RegisterPage, opts);

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
    const values = { name: form.name ?? "", email: form.email ?? "" };
    const refused = failureResult({
      fields: {
        name: fieldError(form.name, "Nama lengkap", name),
        email: fieldError(form.email, "Email", email),
        // A password is taken as typed (spaces count), so only a truly empty field is missing.
        password: form.password ? (password.success ? undefined : sentence(password.error.issues[0]!.message)) : "Kata sandi wajib diisi.",
        confirm: !form.confirm ? "Ulangi kata sandi wajib diisi." : password.success && form.confirm !== form.password ? "Kata sandi tidak sama." : undefined,
      },
      values,
    });
    if (isRefused(refused)) return registerPage(c, res.flow, { result: refused, status: 400 });
    const wait = await limiters.signup.hit(clientIp(c));
    if (wait > 0)
      return registerPage(c, res.flow, {
        result: failureResult({ values, formError: `Terlalu banyak pendaftaran dari jaringan ini. Coba lagi dalam ${Math.ceil(wait / 60)} menit.` }),
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
}
