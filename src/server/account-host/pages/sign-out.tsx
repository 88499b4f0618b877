import type { Hono } from "hono";
import { ACCOUNT_COOKIE, serializeCookie } from "../../../domain/identity/cookies.ts";
import { revokeAccountSessionByHash } from "../../../domain/identity/sessions.ts";
import { MessagePage } from "../../../../app/components/account-host/AccountPages.tsx";
import type { TAccountHostDeps } from "../deps.tsx";
import { assertCsrf, readForm } from "../forms.ts";

/** Sign-out (`/keluar`): ends the account session on this device and clears its cookie. */
export function registerSignOut(r: Hono, { db, secure, respond, brandOf, currentAccount }: TAccountHostDeps): void {
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
}
