import type { Hono } from "hono";
import { AccountHomePage } from "../../../../app/components/account-host/AccountPages.tsx";
import type { TAccountHostDeps } from "../deps.tsx";
import { csrfOf } from "../forms.ts";

/** The account host's home (the account signed in here, if any); a tenant's flow parameters go on to `/masuk`. */
export function registerAccountHome(r: Hono, { respond, brandOf, currentAccount }: TAccountHostDeps): void {
  r.get("/", async (c) => {
    const q = c.req.query();
    if (q.tenant || q.redirect) return c.redirect(`/masuk?${new URLSearchParams(q as Record<string, string>).toString()}`, 302);
    const acct = await currentAccount(c);
    const account = acct ? { name: acct.user.name, email: acct.user.email } : null;
    return respond(c, <AccountHomePage brand={brandOf(null)} account={account} csrf={csrfOf(c)} />);
  });
}
