import type { Context, Hono } from "hono";
import { ZEmail } from "../../../domain/identity/accounts.ts";
import { sha256 } from "../../../domain/identity/crypto.ts";
import { authenticate, createAccountSession } from "../../../domain/identity/sessions.ts";
import { AppError } from "../../../kernel/errors.ts";
import { SignInPage } from "../../../../app/components/account-host/AccountPages.tsx";
import type { TAccountHostDeps, TFlow, TFlowFormOpts } from "../deps.tsx";
import { failureResult, isRefused } from "../../../../app/components/form/errors.ts";
import { fieldError } from "../form-reply.ts";
import { assertCsrf, readForm } from "../forms.ts";

/** Sign-in (`/masuk`): an existing account session finishes at once, otherwise e-mail and password. */
export function registerSignIn(r: Hono, deps: TAccountHostDeps): void {
  const { db, flowFrom, flowError, finish, currentAccount, flowFormPage, clientIp } = deps;
  const signInPage = (c: Context, flow: TFlow, opts?: TFlowFormOpts) => flowFormPage(c, flow, SignInPage, opts);

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
    const refused = failureResult({
      fields: { email: fieldError(email, "Email", ZEmail.safeParse(email)), password: fieldError(form.password, "Kata sandi") },
      values: { email },
    });
    if (isRefused(refused)) return signInPage(c, res.flow, { result: refused, status: 400 });
    try {
      const user = await authenticate(db, { email, password: form.password ?? "", ip: clientIp(c) });
      const token = await createAccountSession(db, user.id);
      return finish(c, res.flow, user.id, sha256(token), token);
    } catch (err) {
      if (err instanceof AppError && (err.code === "UNAUTHENTICATED" || err.code === "RATE_LIMITED")) {
        const page = await signInPage(c, res.flow, { result: failureResult({ formError: err.message, values: { email } }), status: err.status });
        const retry = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
        if (retry) page.headers.set("Retry-After", String(retry));
        return page;
      }
      throw err;
    }
  });
}
