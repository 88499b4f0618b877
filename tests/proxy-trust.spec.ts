import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle } from "../src/db/schema/auth-throttle.ts";
import { rateLimitWindows } from "../src/db/schema/rate-limits.ts";
import { createAccount } from "../src/domain/identity/accounts.ts";
import { LOGIN_LIMITS } from "../src/domain/identity/rate-limit.ts";
import { SIGNUP_LIMIT } from "../src/domain/rate-limit.ts";
import { HSTS_HEADER } from "../src/server/security.ts";
import { makeUser, signInCookie } from "./factories/index.ts";
import { AccountBrowser, hiddenFields, mailsTo } from "./helpers/account-browser.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { presetSignInFailures } from "./helpers/identity.ts";

/** Default TRUST_PROXY=none: requests without a socket are one unknown client, whatever they forward. */
let untrusted: TTestApp;
/** TRUST_PROXY=1: the socketless test request is the proxy; its X-Forwarded-For names the client. */
let trusted: TTestApp;
const AKUN = "akun.localhost:3000";
const SB = "sekolahbeta.localhost:3000";
let seq = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++seq}@contoh.test`;

beforeAll(async () => {
  [untrusted, trusted] = await Promise.all([createTestApp(), createTestApp({ trustProxy: "1" })]);
});
afterAll(async () => {
  await untrusted?.close();
  await trusted?.close();
});

const signup = (t: TTestApp, email: string, forwardedFor: string) =>
  t.req(SB, "/api/v1/auth/signup/coder", {
    method: "POST",
    body: JSON.stringify({ name: "Coder Rotasi", email, password: "kata-sandi-aman" }),
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
  });

/**
 * Brings the address `counted` to `LOGIN_LIMITS.ip.max` failures: all but the last few are preset
 * (each real one costs a password hash), the last ones are wrong passwords for as many different
 * accounts, one X-Forwarded-For each.
 */
async function failAcrossAccounts(b: AccountBrowser, counted: string, forwardedFor: (i: number) => string): Promise<Record<string, string>> {
  const fields = await b.formOf("/masuk");
  const real = 5;
  await presetSignInFailures(b.t, "ip", counted, LOGIN_LIMITS.ip.max - real);
  for (let i = 0; i < real; i++) {
    b.forwardedFor = forwardedFor(i);
    expect((await b.post("/masuk", { ...fields, email: unique("korban"), password: "tebakan" })).status).toBe(401);
  }
  return fields;
}

describe(`forwarded headers without a trusted proxy on ${process.env.TEST_DB}`, () => {
  it("keeps the sign-up limit when X-Forwarded-For rotates", async () => {
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) expect((await signup(untrusted, unique("rotasi"), `198.18.0.${i + 1}`)).status).toBe(202);
    const over = await signup(untrusted, unique("rotasi"), "198.18.1.1");
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("keeps the sign-in limits when X-Forwarded-For rotates", async () => {
    const b = new AccountBrowser(untrusted, AKUN);
    const fields = await failAcrossAccounts(b, "unknown", (i) => `198.18.2.${i + 1}`);
    b.forwardedFor = "198.18.3.1";
    const blocked = await b.post("/masuk", { ...fields, email: unique("korban"), password: "tebakan" });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/Terlalu banyak percobaan masuk dari jaringan Anda\. Coba lagi dalam \d+ menit\./);

    // One account's backoff is one row, however many addresses the header claims.
    const email = unique("satu.akun");
    await untrusted.db.db.delete(loginThrottle);
    await untrusted.db.db.delete(rateLimitWindows).where(like(rateLimitWindows.key, "signin.%"));
    for (let i = 0; i < 3; i++) {
      b.forwardedFor = `198.18.4.${i + 1}`;
      await b.post("/masuk", { ...fields, email, password: `tebakan-${i}` });
    }
    const rows = await untrusted.db.db
      .select()
      .from(loginThrottle)
      .where(like(loginThrottle.key, `${email} %`));
    expect(rows.map((r) => [r.key, r.failures])).toEqual([[`${email} unknown`, 3]]);
  });
});

describe(`forwarded headers from a trusted proxy on ${process.env.TEST_DB}`, () => {
  it("gives distinct client addresses distinct sign-up buckets, and ignores the client's own left-hand entries", async () => {
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) expect((await signup(trusted, unique("klien.a"), "198.18.10.1")).status).toBe(202);
    expect((await signup(trusted, unique("klien.a"), "198.18.10.1")).status).toBe(429);
    // A forged entry on the left does not make the proxy's entry someone else.
    expect((await signup(trusted, unique("klien.a"), "203.0.113.99, 198.18.10.1")).status).toBe(429);
    expect((await signup(trusted, unique("klien.b"), "198.18.10.2")).status).toBe(202);
  });

  it("counts IPv6 clients per /64: rotating addresses inside one network shares one bucket", async () => {
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) expect((await signup(trusted, unique("v6"), `2001:db8:77:1::${(i + 1).toString(16)}`)).status).toBe(202);
    expect((await signup(trusted, unique("v6"), "2001:db8:77:1:ffff:ffff:ffff:fffe")).status).toBe(429);
    // The next /64 is another customer.
    expect((await signup(trusted, unique("v6"), "2001:db8:77:2::1")).status).toBe(202);
  });

  it("gives distinct client addresses distinct sign-in buckets", async () => {
    const a = new AccountBrowser(trusted, AKUN);
    const fields = await failAcrossAccounts(a, "198.18.11.1", () => "198.18.11.1");
    expect((await a.post("/masuk", { ...fields, email: unique("korban"), password: "tebakan" })).status).toBe(429);
    const b = new AccountBrowser(trusted, AKUN, "198.18.11.2");
    expect((await b.post("/masuk", { ...(await b.formOf("/masuk")), email: unique("korban"), password: "tebakan" })).status).toBe(401);
  });
});

describe(`HTTPS-only headers and cookies on ${process.env.TEST_DB}`, () => {
  it("sends HSTS in production over HTTPS from a trusted proxy, and nowhere else", async () => {
    const prod = await createTestApp({ appEnv: "production", trustProxy: "1" });
    const prodUntrusted = await createTestApp({ appEnv: "production" });
    try {
      const hsts = async (t: TTestApp, host: string, headers: Record<string, string>) =>
        (await t.req(host, "/healthz", { headers })).headers.get("strict-transport-security");
      expect(await hsts(prod, "sekolahbeta.id", { "x-forwarded-proto": "https" })).toBe(HSTS_HEADER);
      expect(HSTS_HEADER).toBe("max-age=31536000; includeSubDomains");
      expect(await hsts(prod, "sekolahbeta.id", {})).toBeNull();
      expect(await hsts(prod, "sekolahbeta.id", { "x-forwarded-proto": "http" })).toBeNull();
      // Only a trusted proxy may say the request was HTTPS.
      expect(await hsts(prodUntrusted, "sekolahbeta.id", { "x-forwarded-proto": "https" })).toBeNull();
      // Never in local development.
      expect(await hsts(trusted, SB, { "x-forwarded-proto": "https" })).toBeNull();

      // The account host in production: HSTS and its own X-Frame-Options: DENY.
      const page = await prod.req("akun.tunas.id", "/masuk", { headers: { "x-forwarded-proto": "https" } });
      expect(page.headers.get("strict-transport-security")).toBe(HSTS_HEADER);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
    } finally {
      await prod.close();
      await prodUntrusted.close();
    }
  });

  it("keeps the account host's X-Frame-Options: DENY and frame-ancestors 'none'; tenant responses keep SAMEORIGIN", async () => {
    for (const path of ["/masuk", "/daftar", "/tidak-ada", "/fonts/inter-latin.woff2"]) {
      const res = await untrusted.req(AKUN, path);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    expect((await untrusted.req(AKUN, "/masuk")).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect((await untrusted.req(SB, "/api/v1/authorizer/version")).headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("marks session and CSRF cookies Secure in production", async () => {
    const prod = await createTestApp({ appEnv: "production", trustProxy: "1" });
    try {
      const email = unique("aman");
      await createAccount(prod.db.db, { name: "Pengguna Aman", email, password: "sandi-aman-123" });
      const b = new AccountBrowser(prod, "akun.tunas.id", "198.18.20.1", "https");
      const csrfRes = await prod.req("akun.tunas.id", "/masuk");
      const csrf = csrfRes.headers.getSetCookie().find((c) => c.startsWith("akun_csrf="))!;
      expect(csrf).toMatch(/; SameSite=Strict; HttpOnly; Secure$/);

      const signIn = await b.post("/masuk", { ...(await b.formOf("/masuk")), email, password: "sandi-aman-123" });
      expect(signIn.status).toBe(303);
      expect(signIn.headers.getSetCookie().find((c) => c.startsWith("tunas_akun="))).toMatch(/; HttpOnly; Secure$/);

      // The activation link is on the configured https account host, and activating sets a Secure cookie.
      const fresh = unique("aktif.aman");
      const reg = new AccountBrowser(prod, "akun.tunas.id", "198.18.20.2", "https");
      expect(
        (
          await reg.post("/daftar", {
            ...(await reg.formOf("/daftar")),
            name: "Baru Aman",
            email: fresh,
            password: "sandi-aman-123",
            confirm: "sandi-aman-123",
          })
        ).status,
      ).toBe(200);
      const link = new URL((await mailsTo(prod, fresh))[0]!.link);
      expect(link.origin).toBe("https://akun.tunas.id");
      const confirm = hiddenFields(await (await reg.get(link.pathname + link.search)).text());
      const done = await reg.post("/daftar/konfirmasi", { ...confirm, password: "sandi-aman-123" });
      expect(done.status).toBe(303);
      expect(done.headers.getSetCookie().find((c) => c.startsWith("tunas_akun="))).toMatch(/; Secure$/);

      // Production answers only on the tenant's stored host.
      const SB_PROD = "sekolahbeta.tunas.id";
      const member = await makeUser(prod, { id: "sekolahbeta" });
      const token = (await signInCookie(prod, { id: "sekolahbeta" }, member)).split("=")[1]!;
      const out = await prod.req(SB_PROD, "/api/v1/auth/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().find((c) => c.startsWith("tunas_session="))).toMatch(/; Secure$/);
      const issued = await prod.req(SB_PROD, "/api/v1/authorizer/token/issue", { method: "POST" });
      const appCookies = issued.headers.getSetCookie();
      expect(appCookies.map((c) => c.split("=")[0])).toEqual(["_gt", "_ct"]);
      for (const c of appCookies) expect(c).toMatch(/; Secure$/);
    } finally {
      await prod.close();
    }
  });

  it("does not mark cookies Secure in local development over http", async () => {
    const res = await untrusted.req(AKUN, "/masuk");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("akun_csrf="))).not.toMatch(/Secure/);
  });
});
