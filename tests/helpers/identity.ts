import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { rateLimitWindows } from "../../src/db/schema/rate-limits.ts";
import { createAccount, setMembershipKind } from "../../src/domain/identity/accounts.ts";
import { issueAppTokenForTenant } from "../../src/domain/identity/app-credentials.ts";
import { LOGIN_LIMIT_NAMES } from "../../src/domain/identity/rate-limit.ts";
import { issueAuthCode } from "../../src/domain/identity/sessions.ts";
import type { TTestApp } from "./app.ts";

let userSeq = 0;

/**
 * A fresh account signed in on `tenantId` through the real code exchange (Auth host
 * `generate/token`); `kind` sets the user kind of its membership (spec §6). Returns its bearer token.
 */
export async function signedIn(t: TTestApp, tenantId: string, kind?: number): Promise<{ token: string; email: string; userId: string }> {
  const email = `pengguna${++userSeq}-${Date.now()}@contoh.test`;
  const user = await createAccount(t.db.db, { name: `Pengguna ${userSeq}`, email, password: "kata-sandi-kuat" });
  const ctx = { db: t.db.db, tenantId };
  const { token: appToken } = await issueAppTokenForTenant(ctx);
  const code = await issueAuthCode(ctx, { userId: user.id, redirectOrigin: `http://${tenantId}.localhost:3000`, appToken });
  const res = await t.req(`${tenantId}.localhost:3000`, "/api/auth/generate/token", {
    method: "POST",
    headers: { "content-type": "application/json", "X-App-Authorization": tenantId, AppToken: appToken },
    body: JSON.stringify({ code }),
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  if (kind !== undefined) await setMembershipKind(ctx, user.id, kind);
  return { token: body.data.access_token, email, userId: user.id };
}

/**
 * Sets the sign-in failures counted in the current window for a client address (`ip`) or an
 * e-mail (`account`), as if `n` wrong passwords had just been sent: the limits are hundreds of
 * failures, and each real one costs a password hash.
 */
export async function presetSignInFailures(t: TTestApp, limit: keyof typeof LOGIN_LIMIT_NAMES, key: string, n: number): Promise<void> {
  await t.db.db
    .insert(rateLimitWindows)
    .values({ key: `${LOGIN_LIMIT_NAMES[limit]} ${key}`, count: n })
    .onConflictDoUpdate({ target: rateLimitWindows.key, set: { count: n, windowStart: sql`now()` } });
}
