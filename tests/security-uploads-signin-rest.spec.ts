import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle } from "../src/db/schema/auth-throttle.ts";
import { anonKeyOf, issueServiceKey } from "../src/domain/external-data/keys.ts";
import { createAccount } from "../src/domain/identity/accounts.ts";
import { LOGIN_LIMITS } from "../src/domain/identity/rate-limit.ts";
import { countRows, makeTenant, type TTenantMade, unique } from "./factories/index.ts";
import { AccountBrowser } from "./helpers/account-browser.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { presetSignInFailures } from "./helpers/identity.ts";

/**
 * Security review, findings 3 (bulk inserts with the public anonymous key of /rest/v1), 4 (one
 * address locking every account behind it out of sign-in) and 8 (anonymous uploads).
 */
let t: TTestApp;
beforeAll(async () => {
  // TRUST_PROXY=1: each test's X-Forwarded-For is one client behind one trusted proxy.
  t = await createTestApp({ trustProxy: "1" });
});
afterAll(() => t?.close());

describe(`finding 3: /rest/v1 inserts are counted in rows on ${process.env.TEST_DB}`, () => {
  let tenant: TTenantMade;
  let anon: string;
  let service: string;
  beforeAll(async () => {
    tenant = await makeTenant(t);
    const ctx = { db: t.db.db, tenantId: tenant.id };
    anon = await anonKeyOf(ctx);
    service = await issueServiceKey(ctx);
  });

  const post = (key: string, body: unknown, ip = "198.51.100.30") =>
    t.req(tenant.host, "/rest/v1/book_reviews", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { apikey: key, "content-type": "application/json", "x-forwarded-for": ip },
    });
  const review = (i: number) => ({ name: `Pembaca ${i}`, comment: "Bagus", rating: 5 });

  it("refuses an anonymous bulk insert with 400 in PostgREST's shape and keeps nothing; one row still works", async () => {
    const before = await countRows(t, "ext_book_reviews", tenant.id);
    const bulk = await post(
      anon,
      Array.from({ length: 1000 }, (_, i) => review(i)),
    );
    expect(bulk.status).toBe(400);
    const body = await bulk.json();
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body).toMatchObject({
      code: "PGRST102",
      message: "Kunci anonim hanya boleh menambah satu baris per permintaan.",
      details: "Body berisi 1000 baris.",
      hint: expect.stringContaining("kunci layanan"),
    });
    expect((await post(anon, [review(1), review(2)])).status).toBe(400);
    expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before);

    expect((await post(anon, review(1))).status).toBe(201);
    expect((await post(anon, [review(2)])).status).toBe(201);
    expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before + 2);
  });

  it("charges the service key one unit per row of a bulk insert; a refused bulk keeps nothing and costs only its request", async () => {
    t.services.restRateLimits = { anonPerMinute: 120, servicePerMinute: 10 };
    try {
      const before = await countRows(t, "ext_book_reviews", tenant.id);
      // More rows than the whole budget can never fit: 400 (split it), not a 429 to retry. 1 of 10 units used.
      const huge = await post(
        service,
        Array.from({ length: 11 }, (_, i) => review(i)),
      );
      expect(huge.status).toBe(400);
      expect(await huge.json()).toMatchObject({ code: "PGRST102", message: "Paling banyak 10 baris sekali kirim dengan kunci ini." });
      // 6 rows: 7 of 10.
      expect((await post(service, [1, 2, 3, 4, 5, 6].map(review))).status).toBe(201);
      // 5 more rows would be 12: 429 with Retry-After, nothing kept, the 4 further rows given back (8 used).
      const over = await post(service, [7, 8, 9, 10, 11].map(review));
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await over.json()).toMatchObject({ code: "PGRST429", details: expect.stringContaining("permintaan ini 5 baris") });
      expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before + 6);
      // 2 rows fit (10 of 10); then even one request is over.
      expect((await post(service, [12, 13].map(review))).status).toBe(201);
      expect((await post(service, review(14))).status).toBe(429);
      expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before + 8);
    } finally {
      t.services.restRateLimits = undefined;
    }
  });

  it("keeps the service key's bulk inserts under the default budget", async () => {
    const other = await makeTenant(t);
    const key = await issueServiceKey({ db: t.db.db, tenantId: other.id });
    const res = await t.req(other.host, "/rest/v1/book_reviews", {
      method: "POST",
      body: JSON.stringify(Array.from({ length: 500 }, (_, i) => review(i))),
      headers: { apikey: key, "content-type": "application/json" },
    });
    expect(res.status).toBe(201);
    expect(await countRows(t, "ext_book_reviews", other.id)).toBe(500);
  });
});

describe(`finding 4: sign-in limits per account, per address and account, and per address on ${process.env.TEST_DB}`, () => {
  const AKUN = "akun.localhost:3000";
  const SB = "sekolahbeta.localhost:3000";
  const PASSWORD = "sandi-benar-123";
  const account = async (name: string) => {
    const email = `${unique(name)}@contoh.test`;
    await createAccount(t.db.db, { name: "Siswa Uji", email, password: PASSWORD });
    return email;
  };
  const assistantLogin = (email: string, password: string, ip: string) =>
    t.req(SB, "/api/assistant/v1/identity/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email, password }),
    });

  it("forty wrong passwords from one address do not lock the other accounts behind it out", async () => {
    const school = "198.51.100.40";
    const pupil = new AccountBrowser(t, AKUN, school);
    const fields = await pupil.formOf("/masuk");
    // One pupil guessing at 20 classmates' accounts, twice each: 40 failures from the school's address.
    for (let i = 0; i < 20; i++) {
      const victim = `teman${i}-${unique("x")}@contoh.test`;
      for (let j = 0; j < 2; j++) expect((await pupil.post("/masuk", { ...fields, email: victim, password: `tebakan-${j}` })).status).toBe(401);
    }
    // A teacher behind the same NAT signs in at once, on the account host and in the assistant.
    const teacher = await account("guru");
    const desk = new AccountBrowser(t, AKUN, school);
    const ok = await desk.post("/masuk", { ...(await desk.formOf("/masuk")), email: teacher, password: PASSWORD });
    expect(ok.status).toBe(303);
    expect((await assistantLogin(teacher, PASSWORD, school)).status).toBe(200);
  }, 120_000); // 42 password hashes on a busy machine

  it("still stops one address walking through many accounts, past a much higher ceiling, on both sign-in forms", async () => {
    const ip = "198.51.100.41";
    const b = new AccountBrowser(t, AKUN, ip);
    const fields = await b.formOf("/masuk");
    expect(LOGIN_LIMITS.ip.max).toBeGreaterThanOrEqual(300);
    await presetSignInFailures(t, "ip", ip, LOGIN_LIMITS.ip.max - 1);
    // The last allowed failure goes through the assistant; then both forms refuse this address…
    expect((await assistantLogin(`${unique("acak")}@contoh.test`, "tebakan", ip)).status).toBe(401);
    const teacher = await account("guru");
    const blocked = await b.post("/masuk", { ...fields, email: teacher, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await blocked.text()).toMatch(/Terlalu banyak percobaan masuk dari jaringan Anda\. Coba lagi dalam \d+ menit\./);
    const api = await assistantLogin(teacher, PASSWORD, ip);
    expect(api.status).toBe(429);
    expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await api.json()).message).toMatch(/^Terlalu banyak percobaan masuk dari jaringan Anda\. Coba lagi dalam \d+ menit\.$/);
    // …and only this address.
    const other = new AccountBrowser(t, AKUN, "198.51.100.42");
    expect((await other.post("/masuk", { ...(await other.formOf("/masuk")), email: teacher, password: PASSWORD })).status).toBe(303);
  });

  it("limits failures per account across addresses, with the same message whether or not the account exists", async () => {
    const owner = await account("diserang");
    const nobody = `${unique("tidak-ada")}@contoh.test`;
    for (const email of [owner, nobody]) {
      await presetSignInFailures(t, "account", email, LOGIN_LIMITS.account.max - 2);
      // The last two failures, from two addresses and through both forms.
      expect((await assistantLogin(email, "tebakan", "198.51.100.50")).status).toBe(401);
      const a = new AccountBrowser(t, AKUN, "198.51.100.51");
      expect((await a.post("/masuk", { ...(await a.formOf("/masuk")), email, password: "tebakan" })).status).toBe(401);
    }
    const messages: string[] = [];
    for (const email of [owner, nobody]) {
      // A fresh address, the right password (for the one that exists): refused before it is checked.
      const c = new AccountBrowser(t, AKUN, "198.51.100.52");
      const res = await c.post("/masuk", { ...(await c.formOf("/masuk")), email, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      const text = (await res.text()).match(/Terlalu banyak percobaan masuk[^<]*/)?.[0] ?? "";
      messages.push(text.replace(/\d+/g, "N"));
      const api = await assistantLogin(email, PASSWORD, "198.51.100.53");
      expect(api.status).toBe(429);
      expect((await api.json()).message.replace(/\d+/g, "N")).toBe(messages.at(-1));
    }
    expect(messages[0]).toBe("Terlalu banyak percobaan masuk yang gagal untuk email ini. Demi keamanan, coba lagi dalam N menit.");
    expect(messages[1]).toBe(messages[0]);
    // Another account from the same fresh address is not affected.
    const classmate = await account("teman");
    expect((await assistantLogin(classmate, PASSWORD, "198.51.100.52")).status).toBe(200);
  });

  it("keeps the exponential backoff per address and account, shared by both forms", async () => {
    const email = await account("tebak");
    const ip = "198.51.100.60";
    for (let i = 0; i <= LOGIN_LIMITS.pair.freeFailures; i++) expect((await assistantLogin(email, `tebakan-${i}`, ip)).status).toBe(401);
    // The 4th failure set a wait of 1 s for this pair; the account host sees it too.
    const b = new AccountBrowser(t, AKUN, ip);
    const fields = await b.formOf("/masuk");
    await t.db.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() + interval '30 seconds'` })
      .where(eq(loginThrottle.key, `${email} ${ip}`));
    const blocked = await b.post("/masuk", { ...fields, email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ detik\./);
    // The owner elsewhere is not slowed down.
    expect((await assistantLogin(email, PASSWORD, "198.51.100.61")).status).toBe(200);
  });
});
