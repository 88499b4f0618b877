import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle, signupRequests } from "../src/db/schema/auth-throttle.ts";
import { createAccount, findUserByEmail } from "../src/domain/identity/accounts.ts";
import { LOGIN_LIMITS, backoffMs } from "../src/domain/identity/rate-limit.ts";
import { SIGNUP_ACCEPTED_MESSAGE, SIGNUP_CONFIRM_ATTEMPTS } from "../src/domain/identity/signup.ts";
import { AccountBrowser, fieldErrorOf, hiddenFields, inputTagOf, mailsTo, openActivation } from "./helpers/account-browser.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

let t: TTestApp;
const AKUN = "akun.localhost:3000";
const SB = "sekolahbeta.localhost:3000";
let seq = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++seq}@contoh.test`;

beforeAll(async () => {
  // One trusted proxy hop: each browser's X-Forwarded-For is its own client address.
  t = await createTestApp({ trustProxy: "1" });
});
afterAll(() => t?.close());

const registration = (fields: Record<string, string>, email: string) => ({
  ...fields,
  name: "Dewi Pendaftar",
  email,
  password: "kata-sandi-baru",
  confirm: "kata-sandi-baru",
});

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const out = await f();
  return [out, performance.now() - start];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe(`sign-up without e-mail enumeration on ${process.env.TEST_DB}`, () => {
  it("answers the account host form the same for a taken address as for a new one, and mails the owner instead", async () => {
    const owner = unique("pemilik");
    await createAccount(t.db.db, { name: "Pemilik Lama", email: owner, password: "kata-sandi-lama" });
    const b = new AccountBrowser(t, AKUN, "198.51.100.31");
    const fields = await b.formOf("/daftar");

    const fresh = unique("baru");
    const newRes = await b.post("/daftar", registration(fields, fresh));
    const takenRes = await b.post("/daftar", registration(fields, owner.toUpperCase()));
    expect(newRes.status).toBe(200);
    expect(takenRes.status).toBe(newRes.status);
    const [newHtml, takenHtml] = [await newRes.text(), await takenRes.text()];
    expect(newHtml).toContain("Periksa email Anda");
    expect(takenHtml).toBe(newHtml);
    expect(takenRes.headers.getSetCookie()).toEqual(newRes.headers.getSetCookie());
    expect(takenRes.headers.get("content-type")).toBe(newRes.headers.get("content-type"));

    // The owner is told, with links built from the configured account host; nothing else changes.
    const [notice] = await mailsTo(t, owner);
    expect(notice!.subject).toBe("Percobaan pendaftaran dengan email Anda di Sekolah Beta");
    expect(notice!.bodyText).toContain("Halo Pemilik Lama");
    expect(notice!.bodyText).toContain("http://akun.localhost:3000/mulai?tenant=sekolahbeta&ke=masuk");
    expect(notice!.bodyText).toContain("http://akun.localhost:3000/mulai?tenant=sekolahbeta&ke=lupa-sandi");
    expect(await t.db.db.select().from(signupRequests).where(eq(signupRequests.email, owner))).toEqual([]);
    expect((await findUserByEmail(t.db.db, owner))!.name).toBe("Pemilik Lama");

    // Both links lead somewhere useful: the tenant's sign-in, and the reset form in a fresh flow.
    const signIn = await b.get("/mulai?tenant=sekolahbeta&ke=masuk");
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe(`http://${SB}/Login`);
    const reset = await b.get("/mulai?tenant=sekolahbeta&ke=lupa-sandi");
    expect(reset.status).toBe(302);
    const resetPage = await b.get(reset.headers.get("location")!);
    expect(resetPage.status).toBe(200);
    expect(await resetPage.text()).toContain("Lupa kata sandi");
    expect((await b.get("/mulai?tenant=tidak-ada&ke=masuk")).status).toBe(400);

    // Roughly the same time either way: both hash the password and write one mail.
    const newTimes: number[] = [];
    const takenTimes: number[] = [];
    // Seven interleaved pairs, alternating which goes first, so a busy machine slows both alike;
    // skipping the hash on one path makes it ~5x faster (ratio ~0.2), far outside the band.
    for (let i = 0; i < 7; i++) {
      const other = new AccountBrowser(t, AKUN, `198.51.100.${40 + i}`);
      const f = await other.formOf("/daftar");
      const fresh = () => timed(() => other.post("/daftar", registration(f, unique("waktu"))));
      const taken = () => timed(() => other.post("/daftar", registration(f, owner)));
      if (i % 2 === 0) {
        newTimes.push((await fresh())[1]);
        takenTimes.push((await taken())[1]);
      } else {
        takenTimes.push((await taken())[1]);
        newTimes.push((await fresh())[1]);
      }
    }
    const ratio = median(takenTimes) / median(newTimes);
    expect(ratio, `taken ${takenTimes} vs new ${newTimes}`).toBeGreaterThan(0.4);
    expect(ratio, `taken ${takenTimes} vs new ${newTimes}`).toBeLessThan(2.5);
  });

  it("creates the account only from the mailed link (a button, single use), then signs in on the account host", async () => {
    const b = new AccountBrowser(t, AKUN, "198.51.100.32");
    const email = unique("aktif");
    expect((await b.post("/daftar", registration(await b.formOf("/daftar"), email))).status).toBe(200);
    expect(await findUserByEmail(t.db.db, email)).toBeNull();
    // Before activation the address cannot sign in.
    expect((await b.post("/masuk", { ...(await b.formOf("/masuk")), email, password: "kata-sandi-baru" })).status).toBe(401);

    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe("Aktifkan akun Anda di Sekolah Beta");
    const link = new URL(mail!.link);
    expect(link.origin + link.pathname).toBe(`http://${AKUN}/daftar/konfirmasi`);
    // Opening the link (a mail scanner does) spends nothing.
    const page = await b.get(link.pathname + link.search);
    expect(page.status).toBe(200);
    // The button's answer redirects to the tenant's site, which the page's CSP must allow the form to reach.
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' http://${SB};`);
    const form = hiddenFields(await page.text());
    expect(await findUserByEmail(t.db.db, email)).toBeNull();

    const done = await b.post("/daftar/konfirmasi", { ...form, password: "kata-sandi-baru" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`http://${SB}/Login`);
    expect(done.headers.getSetCookie().some((c) => c.startsWith("tunas_akun="))).toBe(true);
    expect((await findUserByEmail(t.db.db, email))!.name).toBe("Dewi Pendaftar");
    const again = await b.post("/daftar/konfirmasi", { ...form, password: "kata-sandi-baru" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Tautan tidak berlaku");
    expect((await b.get(link.pathname + link.search)).status).toBe(400);

    // A second pending registration of the same address finds it taken when confirmed.
    expect((await b.post("/daftar", registration(await b.formOf("/daftar"), unique("ganda")))).status).toBe(200);
    const twice = unique("dua.kali");
    const other = new AccountBrowser(t, AKUN, "198.51.100.33");
    await other.post("/daftar", registration(await other.formOf("/daftar"), twice));
    await createAccount(t.db.db, { name: "Lebih Dulu", email: twice, password: "kata-sandi-lain" });
    const late = new URL((await mailsTo(t, twice))[0]!.link);
    const lateForm = hiddenFields(await (await other.get(late.pathname + late.search)).text());
    const taken = await other.post("/daftar/konfirmasi", { ...lateForm, password: "kata-sandi-baru" });
    expect(taken.status).toBe(200);
    expect(await taken.text()).toContain("Email sudah terdaftar");
    expect((await findUserByEmail(t.db.db, twice))!.name).toBe("Lebih Dulu");
  });

  it("does not let the owner of an address activate a sign-up someone else made with it (pre-registration hijack)", async () => {
    // The attacker signs up with the victim's address and a password of their own.
    const victim = unique("korban.daftar");
    const attacker = new AccountBrowser(t, AKUN, "198.51.100.71");
    expect(
      (
        await attacker.post("/daftar", {
          ...(await attacker.formOf("/daftar")),
          name: "Penyerang",
          email: victim,
          password: "sandi-penyerang-1",
          confirm: "sandi-penyerang-1",
        })
      ).status,
    ).toBe(200);
    const pendingRow = async () => (await t.db.db.select().from(signupRequests).where(eq(signupRequests.email, victim)))[0]!;

    // The victim gets the mail; it says activation needs the sign-up password, and what to do if it was not them.
    const owner = new AccountBrowser(t, AKUN, "203.0.113.71");
    const opened = await openActivation(owner, victim);
    expect(opened.mail.bodyText).toContain("masukkan kata sandi yang Anda buat saat mendaftar");
    expect(opened.mail.bodyText).toContain("Bukan Anda yang mendaftar? Abaikan email ini — tanpa aktivasi tidak ada akun yang dibuat.");
    expect(opened.res.status).toBe(200);
    expect(opened.html).toContain("Masukkan kata sandi yang Anda buat saat mendaftar.");
    expect(opened.html).toContain("Bukan Anda yang mendaftar? Abaikan email ini — tanpa aktivasi tidak ada akun yang dibuat.");
    expect(inputTagOf(opened.html, "aktifkan", "password")).toMatch(/ aria-describedby="aktifkan-password-description"/);
    // Opening the page changes nothing (mail scanners open links).
    expect(await pendingRow()).toMatchObject({ attempts: 0, usedAt: null, cancelledAt: null });

    // Pressing "Aktifkan akun" without the password, or with one of the victim's own, creates nothing.
    const bare = await owner.post("/daftar/konfirmasi", opened.fields);
    expect(bare.status).toBe(400);
    const bareHtml = await bare.text();
    expect(fieldErrorOf(bareHtml, "aktifkan", "password")).toBe("Kata sandi wajib diisi.");
    const bareInput = inputTagOf(bareHtml, "aktifkan", "password");
    expect(bareInput).toContain('aria-invalid="true"');
    expect(bareInput).toContain('aria-describedby="aktifkan-password-error aktifkan-password-description"');
    expect(await findUserByEmail(t.db.db, victim)).toBeNull();
    expect((await pendingRow()).attempts).toBe(0);

    const wrong = await owner.post("/daftar/konfirmasi", { ...opened.fields, password: "sandi-korban-99" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith("tunas_akun="))).toBe(false);
    expect(await wrong.text()).toContain(
      `Kata sandi tidak cocok dengan kata sandi yang Anda buat saat mendaftar. Sisa ${SIGNUP_CONFIRM_ATTEMPTS - 1} percobaan lagi`,
    );
    expect(await findUserByEmail(t.db.db, victim)).toBeNull();
    // …so the attacker has no account to sign in to.
    expect((await attacker.post("/masuk", { ...(await attacker.formOf("/masuk")), email: victim, password: "sandi-penyerang-1" })).status).toBe(401);

    // The link stays usable after a wrong password: the password chosen at sign-up activates it.
    const right = await owner.post("/daftar/konfirmasi", { ...opened.fields, password: "sandi-penyerang-1" });
    expect(right.status).toBe(303);
    expect((await findUserByEmail(t.db.db, victim))!.name).toBe("Penyerang");
    expect(await pendingRow()).toMatchObject({ attempts: 2, cancelledAt: null });
    expect((await pendingRow()).usedAt).not.toBeNull();
  });

  it(`cancels a pending sign-up after ${SIGNUP_CONFIRM_ATTEMPTS} wrong passwords on its link, also when they come at once`, async () => {
    const email = unique("tebak");
    const b = new AccountBrowser(t, AKUN, "198.51.100.72");
    await b.post("/daftar", registration(await b.formOf("/daftar"), email));
    const { fields, link } = await openActivation(b, email);
    const answers: Array<[number, string]> = [];
    for (let i = 0; i < SIGNUP_CONFIRM_ATTEMPTS + 1; i++) {
      const res = await b.post("/daftar/konfirmasi", { ...fields, password: `tebakan-${i}-salah` });
      answers.push([res.status, await res.text()]);
    }
    for (const [i, [status, html]] of answers.entries()) {
      expect(status).toBe(400);
      if (i < SIGNUP_CONFIRM_ATTEMPTS - 1) expect(html).toContain(`Sisa ${SIGNUP_CONFIRM_ATTEMPTS - 1 - i} percobaan lagi`);
      else expect(html).toContain("Pendaftaran dibatalkan");
    }
    const [row] = await t.db.db.select().from(signupRequests).where(eq(signupRequests.email, email));
    expect(row!.attempts).toBe(SIGNUP_CONFIRM_ATTEMPTS);
    expect(row!.cancelledAt).not.toBeNull();
    // Cancelled for good: the right password no longer activates, and the page says why.
    const late = await b.post("/daftar/konfirmasi", { ...fields, password: "kata-sandi-baru" });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain("pendaftaran ini dibatalkan dan tidak ada akun yang dibuat");
    const page = await b.get(link.pathname + link.search);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Pendaftaran dibatalkan");
    expect(await findUserByEmail(t.db.db, email)).toBeNull();

    // Guesses sent in parallel are counted before the password is checked: no more than the limit run.
    const rush = unique("serbu");
    const r = new AccountBrowser(t, AKUN, "198.51.100.73");
    await r.post("/daftar", registration(await r.formOf("/daftar"), rush));
    const rushForm = (await openActivation(r, rush)).fields;
    const all = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        r.post("/daftar/konfirmasi", { ...rushForm, password: `serbu-${i}-salah` }).then(async (res) => [res.status, await res.text()] as const),
      ),
    );
    expect(all.every(([status]) => status === 400)).toBe(true);
    expect(all.filter(([, html]) => html.includes("Kata sandi tidak cocok")).length).toBe(SIGNUP_CONFIRM_ATTEMPTS - 1);
    const [rushRow] = await t.db.db.select().from(signupRequests).where(eq(signupRequests.email, rush));
    expect(rushRow!.attempts).toBe(SIGNUP_CONFIRM_ATTEMPTS);
    expect(rushRow!.cancelledAt).not.toBeNull();
    expect(await findUserByEmail(t.db.db, rush)).toBeNull();
  });

  it("answers the API sign-up the same (202, same envelope) for a taken address, and mails the owner", async () => {
    const owner = unique("coder.lama");
    await createAccount(t.db.db, { name: "Coder Lama", email: owner, password: "kata-sandi-lama" });
    const post = (email: string, ip: string) =>
      t.req(SB, "/api/v1/auth/signup/coder", {
        method: "POST",
        body: JSON.stringify({ name: "Coder Baru", email, password: "kata-sandi-aman", level: "pemula" }),
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
      });
    const fresh = unique("coder.baru");
    const newRes = await post(fresh, "198.51.100.34");
    const takenRes = await post(owner, "198.51.100.34");
    expect(newRes.status).toBe(202);
    expect(takenRes.status).toBe(202);
    const [newBody, takenBody] = [await newRes.json(), await takenRes.json()];
    expect(newBody).toEqual({ status: true, message: SIGNUP_ACCEPTED_MESSAGE, data: { email: fresh } });
    expect(takenBody).toEqual({ ...newBody, data: { email: owner } });
    expect(takenRes.headers.get("cache-control")).toBe(newRes.headers.get("cache-control"));

    const [notice] = await mailsTo(t, owner);
    expect(notice!.subject).toBe("Percobaan pendaftaran dengan email Anda di Sekolah Beta");
    expect(notice!.link).toBe("http://akun.localhost:3000/mulai?tenant=sekolahbeta&ke=masuk");
    const [activation] = await mailsTo(t, fresh);
    expect(activation!.link).toMatch(/^http:\/\/akun\.localhost:3000\/daftar\/konfirmasi\?token=/);
  });
});

describe(`sign-in backoff per account and address on ${process.env.TEST_DB}`, () => {
  it("grows the wait for one address on one account without locking the owner out from another address", async () => {
    const email = unique("korban");
    await createAccount(t.db.db, { name: "Korban", email, password: "sandi-asli-123" });
    const attackerIp = "198.51.100.66";
    const attacker = new AccountBrowser(t, AKUN, attackerIp);
    const fields = await attacker.formOf("/masuk");
    const row = async () =>
      (
        await t.db.db
          .select()
          .from(loginThrottle)
          .where(eq(loginThrottle.key, `${email} ${attackerIp}`))
      )[0]!;
    const letWaitPass = () =>
      t.db.db
        .update(loginThrottle)
        .set({ blockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginThrottle.key, `${email} ${attackerIp}`));

    for (let i = 0; i < LOGIN_LIMITS.pair.freeFailures; i++)
      expect((await attacker.post("/masuk", { ...fields, email, password: `tebakan-${i}` })).status).toBe(401);
    expect((await row()).blockedUntil).toBeNull();

    // Each further failure doubles the wait: 1 s, 2 s, 4 s.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await attacker.post("/masuk", { ...fields, email, password: `lagi-${i}` })).status).toBe(401);
      const r = await row();
      waits.push(r.blockedUntil!.getTime() - r.lastFailureAt.getTime());
      if (i < 2) await letWaitPass();
    }
    expect(waits).toEqual([1000, 2000, 4000]);

    // While waiting, even the right password is not checked from this address.
    const blocked = await attacker.post("/masuk", { ...fields, email, password: "sandi-asli-123" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(4);
    expect(await blocked.text()).toMatch(/Terlalu banyak percobaan masuk\. Coba lagi dalam [1-4] detik\./);

    // The owner, from another address, signs in at once.
    const owner = new AccountBrowser(t, AKUN, "203.0.113.20");
    const ok = await owner.post("/masuk", { ...(await owner.formOf("/masuk")), email, password: "sandi-asli-123" });
    expect(ok.status).toBe(303);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("tunas_akun="))).toBe(true);
    // …which does not lift the attacker's wait.
    expect((await attacker.post("/masuk", { ...fields, email, password: "tebakan-lain" })).status).toBe(429);
    expect(
      await t.db.db
        .select()
        .from(loginThrottle)
        .where(and(eq(loginThrottle.key, `${email} 203.0.113.20`))),
    ).toEqual([]);
  });

  it("caps the wait at 15 minutes", () => {
    const free = LOGIN_LIMITS.pair.freeFailures;
    expect([1, free].map(backoffMs)).toEqual([0, 0]);
    expect([free + 1, free + 2, free + 3, free + 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(free + 11)).toBe(15 * 60_000);
    expect(backoffMs(10_000)).toBe(15 * 60_000);
  });
});
