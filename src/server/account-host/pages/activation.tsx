import type { Context, Hono } from "hono";
import { allowedReturnOrigin } from "../../../domain/identity/hosts.ts";
import { ACCOUNT_COOKIE, serializeCookie } from "../../../domain/identity/cookies.ts";
import { SESSION_TTL_SECONDS, createAccountSession } from "../../../domain/identity/sessions.ts";
import { confirmSignup, pendingSignup } from "../../../domain/identity/signup.ts";
import { tenantOrigin } from "../../../domain/tenants/public-urls.ts";
import type { TTenant } from "../../../domain/tenants/tenant.ts";
import { ConfirmSignupPage, MessagePage } from "../../../../app/components/account-host/AccountPages.tsx";
import type { TAccountHostDeps } from "../deps.tsx";
import { failureResult } from "../../../../app/components/form/errors.ts";
import { assertCsrf, csrfOf, readForm } from "../forms.ts";

/** Activation (`/daftar/konfirmasi`): the mailed link's form; the password typed at sign-up creates the account. */
export function registerActivation(r: Hono, deps: TAccountHostDeps): void {
  const { services, db, secure, respond, brandOf } = deps;

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
    const result = opts.error ? failureResult({ fields: { password: opts.error } }) : undefined;
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
}
