import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { loadRender } from "../../../tests/helpers/render.ts";
import { fieldErrorOf, formSummaryOf, inputTagOf } from "../../../tests/helpers/account-browser.ts";
import { makeCourse } from "../../../tests/factories/index.ts";
import { presetSignInFailures } from "../../../tests/helpers/identity.ts";
import { setMembershipKind, findUserByEmail } from "../../domain/identity/accounts.ts";
import { listOutboxForDevelopment } from "../../domain/identity/password-reset.ts";
import { LOGIN_LIMITS } from "../../domain/identity/rate-limit.ts";
import { mailOutbox } from "../../db/schema/identity.ts";
import { SIGNUP_LIMIT } from "../../domain/rate-limit.ts";

let t: TTestApp;
const AKUN = "akun.localhost:3000";
const SB = "sekolahbeta.localhost:3000";
const SMK = "smkcoding.localhost:3000";

beforeAll(async () => {
  // Every Browser below is its own client address (X-Forwarded-For behind one trusted proxy hop).
  t = await createTestApp({ render: await loadRender(), trustProxy: "1" });
});
afterAll(() => t?.close());

/** A tiny cookie jar per host (what a browser would keep). */
class Browser {
  jar = new Map<string, Map<string, string>>();
  constructor(readonly ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {}
  cookies(host: string) {
    return [...(this.jar.get(host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  keep(host: string, res: Response) {
    const m = this.jar.get(host) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      const [k, v] = [pair!.slice(0, i), pair!.slice(i + 1)];
      if (/Max-Age=0/.test(c)) m.delete(k);
      else m.set(k, v);
    }
    this.jar.set(host, m);
  }
  async get(host: string, path: string, headers: Record<string, string> = {}) {
    const res = await t.req(host, path, { headers: { cookie: this.cookies(host), "x-forwarded-for": this.ip, ...headers }, redirect: "manual" });
    this.keep(host, res);
    return res;
  }
  async post(host: string, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await t.req(host, path, {
      method: "POST",
      body: new URLSearchParams(form).toString(),
      headers: {
        cookie: this.cookies(host),
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${host}`,
        "x-forwarded-for": this.ip,
        ...headers,
      },
      redirect: "manual",
    });
    this.keep(host, res);
    return res;
  }
}

/** /Login on a tenant → the account host URL (path + query) it redirects to. */
async function startLogin(b: Browser, host: string, path = "/Login"): Promise<URL> {
  const res = await b.get(host, path);
  expect(res.status).toBe(302);
  const loc = new URL(res.headers.get("location")!);
  expect(loc.host).toBe(AKUN);
  return loc;
}

function formFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) out[m[1]!] = m[2]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
  return out;
}

async function signInPage(b: Browser, host: string) {
  const loc = await startLogin(b, host);
  const page = await b.get(AKUN, loc.pathname + loc.search);
  expect(page.status).toBe(200);
  return { loc, html: await page.text(), page };
}

/** The newest mail queued for an address. */
async function latestMailTo(email: string) {
  const [mail] = await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
  expect(mail, `mail to ${email}`).toBeDefined();
  return mail!;
}

/**
 * Registers on the account host and follows the mailed activation link, as a person would:
 * /daftar answers "Periksa email Anda", the link's button activates the account and signs in on
 * the account host, and the tenant's /Login comes back with a code (the 303 it returns).
 */
async function register(b: Browser, host: string, email: string, name = "Ayu Lestari") {
  const loc = await startLogin(b, host, "/Register");
  expect(loc.pathname).toBe("/daftar");
  const html = await (await b.get(AKUN, loc.pathname + loc.search)).text();
  const sent = await b.post(AKUN, "/daftar", { ...formFields(html), name, email, password: "kata-sandi-aman", confirm: "kata-sandi-aman" });
  expect(sent.status).toBe(200);
  expect(await sent.text()).toContain("Periksa email Anda");
  const link = new URL((await latestMailTo(email)).link);
  expect(link.origin + link.pathname).toBe(`http://${AKUN}/daftar/konfirmasi`);
  const confirm = await b.get(AKUN, link.pathname + link.search);
  expect(confirm.status).toBe(200);
  const confirmHtml = await confirm.text();
  expect(confirmHtml).toContain("Masukkan kata sandi yang Anda buat saat mendaftar.");
  // The link alone activates nothing: the password chosen at sign-up is asked for.
  const bare = await b.post(AKUN, "/daftar/konfirmasi", formFields(confirmHtml));
  expect(bare.status).toBe(400);
  expect(await findUserByEmail(t.db.db, email)).toBeNull();
  const activated = await b.post(AKUN, "/daftar/konfirmasi", { ...formFields(confirmHtml), password: "kata-sandi-aman" });
  expect(activated.status).toBe(303);
  expect(activated.headers.get("location")).toBe(`http://${host}/Login`);
  const again = await startLogin(b, host);
  const res = await b.get(AKUN, again.pathname + again.search);
  expect(res.status).toBe(303);
  return res;
}

/** Follows the account host's redirect to /CallbackAuth and on to the dashboard. */
async function comeBack(b: Browser, res: Response, host: string) {
  const cb = new URL(res.headers.get("location")!);
  expect(cb.host).toBe(host);
  expect(cb.pathname).toBe("/CallbackAuth");
  const done = await b.get(host, cb.pathname + cb.search);
  expect(done.status).toBe(302);
  return done;
}

describe(`account host and sign-in flow on ${process.env.TEST_DB}`, () => {
  it("sends /Login to the account host with redirect target, tenant, code and app token, and issues _gt/_ct", async () => {
    const b = new Browser();
    const loc = await startLogin(b, SB);
    expect(loc.pathname).toBe("/masuk");
    expect(loc.searchParams.get("redirect")).toBe(`http://${SB}`);
    expect(loc.searchParams.get("tenant")).toBe("sekolahbeta");
    expect(loc.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(loc.searchParams.get("token")).toMatch(/^app-[0-9a-f]+\./);
    expect(b.jar.get(SB)?.get("_gt")).toBe(encodeURIComponent(loc.searchParams.get("token")!));
    expect(b.jar.get(SB)?.get("_ct")).toBe(loc.searchParams.get("code"));
  });

  it("shows a branded sign-in form without any script", async () => {
    const b = new Browser();
    const { html, page } = await signInPage(b, SB);
    expect(html).toContain("/brand/sekolahbeta/logo-dark.svg");
    expect(html).toContain("--p:#1E6FD9");
    expect(html).toContain("Masuk ke Sekolah Beta");
    expect(html).not.toContain("<script");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain(`form-action 'self' http://${SB}`);
    expect(page.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["a foreign site", { redirect: "https://evil.example" }],
    ["another tenant's site", { redirect: `http://${SMK}` }],
    ["a look-alike host", { redirect: "http://sekolahbeta.localhost.evil.example" }],
    ["a javascript URL", { redirect: "javascript:alert(1)" }],
  ])("refuses to send the visitor back to %s (no open redirect)", async (_n, override) => {
    const b = new Browser();
    const loc = await startLogin(b, SB);
    const q = new URLSearchParams(loc.search);
    for (const [k, v] of Object.entries(override)) q.set(k, v);
    const res = await b.get(AKUN, `/masuk?${q}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Alamat tujuan setelah masuk tidak diizinkan untuk situs ini.");
  });

  it("serves the sites' own fonts to the account pages, and nothing else under /fonts", async () => {
    const page = await (await t.req(AKUN, "/masuk")).text();
    expect(page).toContain("/fonts/inter-latin.woff2");
    expect(page).toContain('font-family:"Raleway Variable"');
    for (const name of ["inter-latin", "inter-latin-ext", "raleway-latin", "raleway-latin-ext"]) {
      const res = await t.req(AKUN, `/fonts/${name}.woff2?v=5.3.0`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("font/woff2");
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 4)
          .toString("latin1"),
      ).toBe("wOF2");
    }
    for (const bad of ["/fonts/arial.woff2", "/fonts/..%2Fpackage.json", "/fonts/constructor", "/fonts/__proto__"]) {
      expect((await t.req(AKUN, bad)).status).toBe(404);
    }
  });

  it("refuses a tampered or another tenant's app token and an unknown tenant", async () => {
    const b = new Browser();
    const loc = await startLogin(b, SB);
    const q = new URLSearchParams(loc.search);
    q.set("token", q.get("token")!.slice(0, -3) + "AAA");
    expect((await b.get(AKUN, `/masuk?${q}`)).status).toBe(400);
    const smk = await startLogin(b, SMK);
    const mixed = new URLSearchParams(loc.search);
    mixed.set("token", smk.searchParams.get("token")!);
    mixed.set("code", smk.searchParams.get("code")!);
    const res = await b.get(AKUN, `/masuk?${mixed}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Tautan masuk sudah kedaluwarsa atau tidak berlaku");
    const unknown = new URLSearchParams(loc.search);
    unknown.set("tenant", "tidak-ada");
    expect((await b.get(AKUN, `/masuk?${unknown}`)).status).toBe(400);
  });

  it("registers, comes back signed in with an httpOnly 30-day session cookie, and sees the learner dashboard", async () => {
    const b = new Browser();
    const res = await register(b, SB, "ayu.lestari@contoh.test");
    expect(b.jar.get(AKUN)?.has("tunas_akun")).toBe(true);
    const done = await comeBack(b, res, SB);
    expect(done.headers.get("location")).toBe("/Dashboard");
    const session = done.headers.getSetCookie().find((c) => c.startsWith("tunas_session="))!;
    expect(session).toMatch(/Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);

    const dash = await b.get(SB, "/Dashboard");
    expect(dash.status).toBe(200);
    expect(dash.headers.get("cache-control")).toContain("no-store");
    const html = await dash.text();
    expect(html).toContain("Halo, Ayu Lestari!");
    for (const label of ["Ringkasan", "Profil", "Kelas Saya", "Pembayaran"]) expect(html).toContain(`>${label}</a>`);
    for (const label of ["Payout", "Statistik", "Konten", "Peserta Kursus"]) expect(html).not.toContain(`>${label}</a>`);
    expect(html).toContain('data-testid="user-menu"');
    expect((await b.get(SB, "/Dashboard/Payout")).status).toBe(403);
  });

  it("signs in once and is signed in on another tenant that sends the visitor through the account host", async () => {
    const b = new Browser();
    await comeBack(b, await register(b, SB, "sso.satu@contoh.test", "Sso Satu"), SB);
    const loc = await startLogin(b, SMK);
    const res = await b.get(AKUN, loc.pathname + loc.search);
    expect(res.status).toBe(303);
    await comeBack(b, res, SMK);
    const html = await (await b.get(SMK, "/Dashboard")).text();
    expect(html).toContain("Halo, Sso Satu!");
  });

  it("signs in with the same message for an unknown account and a wrong password, and refuses a form without its CSRF token", async () => {
    const b = new Browser();
    await register(b, SB, "salah.sandi@contoh.test");
    const fresh = new Browser();
    const { html } = await signInPage(fresh, SB);
    const fields = formFields(html);
    const wrong = await fresh.post(AKUN, "/masuk", { ...fields, email: "salah.sandi@contoh.test", password: "bukan-ini" });
    const unknown = await fresh.post(AKUN, "/masuk", { ...fields, email: "tidak.ada@contoh.test", password: "bukan-ini" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.text()).toContain("Email atau kata sandi salah.");
    expect(await unknown.text()).toContain("Email atau kata sandi salah.");
    expect((await fresh.post(AKUN, "/masuk", { ...fields, _csrf: "x".repeat(32), email: "a@b.id", password: "x" })).status).toBe(403);
    expect((await fresh.post(AKUN, "/masuk", { ...fields, email: "a@b.id", password: "x" }, { origin: "https://evil.example" })).status).toBe(403);
    const ok = await fresh.post(AKUN, "/masuk", { ...fields, email: "SALAH.SANDI@contoh.test", password: "kata-sandi-aman" });
    expect(ok.status).toBe(303);
  });

  it("slows down wrong passwords for one account from one address with a clear Indonesian message", async () => {
    const b = new Browser();
    await register(b, SB, "brute.force@contoh.test");
    const attacker = new Browser();
    const { html } = await signInPage(attacker, SB);
    const fields = formFields(html);
    for (let i = 0; i <= LOGIN_LIMITS.pair.freeFailures; i++) {
      expect((await attacker.post(AKUN, "/masuk", { ...fields, email: "brute.force@contoh.test", password: `tebakan-${i}` })).status).toBe(401);
    }
    // The next failure's wait is 1 s; keep failing past the free ones until a wait outlasts the test's own pace.
    let blocked: Response | null = null;
    for (let i = 0; i < 6 && !blocked; i++) {
      const res = await attacker.post(AKUN, "/masuk", { ...fields, email: "brute.force@contoh.test", password: `lagi-${i}` });
      if (res.status === 429) blocked = res;
      else expect(res.status).toBe(401);
    }
    expect(blocked?.status).toBe(429);
    expect(blocked!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await blocked!.text()).toMatch(/Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ detik\./);
  });

  it("limits sign-in attempts per IP address across accounts", async () => {
    const attacker = new Browser("10.66.66.66");
    const { html } = await signInPage(attacker, SB);
    const fields = formFields(html);
    // The ceiling is hundreds of failures (each real one costs a password hash): all but the last few are preset.
    await presetSignInFailures(t, "ip", "10.66.66.66", LOGIN_LIMITS.ip.max - 5);
    for (let i = 0; i < 5; i++) await attacker.post(AKUN, "/masuk", { ...fields, email: `korban${i}@contoh.test`, password: "tebakan" });
    const blocked = await attacker.post(AKUN, "/masuk", { ...fields, email: "korban-baru@contoh.test", password: "tebakan" });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/Terlalu banyak percobaan masuk dari jaringan Anda\. Coba lagi dalam \d+ menit\./);
    const other = new Browser("10.66.66.67");
    const page = await signInPage(other, SB);
    expect((await other.post(AKUN, "/masuk", { ...formFields(page.html), email: "korban-baru@contoh.test", password: "tebakan" })).status).toBe(401);
  });

  it("resets a password through an e-mailed single-use link shown in the development mailbox", async () => {
    const b = new Browser();
    await comeBack(b, await register(b, SB, "lupa.sandi@contoh.test", "Lupa Sandi"), SB);
    const fresh = new Browser();
    const loc = await startLogin(fresh, SB);
    const forgot = await fresh.get(AKUN, `/lupa-sandi${loc.search}`);
    const forgotFields = formFields(await forgot.text());
    const sent = await fresh.post(AKUN, "/lupa-sandi", { ...forgotFields, email: "lupa.sandi@contoh.test" });
    expect(await sent.text()).toContain("Jika email tersebut terdaftar");
    const nobody = await fresh.post(AKUN, "/lupa-sandi", { ...forgotFields, email: "tidak.terdaftar@contoh.test" });
    expect(await nobody.text()).toContain("Jika email tersebut terdaftar");

    const mails = await listOutboxForDevelopment(t.db.db);
    const mail = mails.find((m) => m.to === "lupa.sandi@contoh.test")!;
    expect(mails.some((m) => m.to === "tidak.terdaftar@contoh.test")).toBe(false);
    expect(mail.subject).toBe("Atur ulang kata sandi akun Sekolah Beta");
    const box = await (await fresh.get(AKUN, "/dev/mailbox")).text();
    expect(box).toContain("lupa.sandi@contoh.test");

    const link = new URL(mail.link);
    const form = await fresh.get(AKUN, link.pathname + link.search);
    expect(form.status).toBe(200);
    const fields = formFields(await form.text());
    const weak = await fresh.post(AKUN, "/atur-ulang-sandi", { ...fields, password: "pendek", confirm: "pendek" });
    expect(weak.status).toBe(400);
    const weakHtml = await weak.text();
    expect(fieldErrorOf(weakHtml, "atur-ulang-sandi", "password")).toBe("Kata sandi minimal 8 karakter.");
    expect(formSummaryOf(weakHtml, "atur-ulang-sandi")).toBe("Periksa kembali isian yang ditandai.");
    expect(weakHtml).not.toMatch(/>kata sandi minimal/);
    const blank = await (await fresh.post(AKUN, "/atur-ulang-sandi", { ...fields, password: "", confirm: "" })).text();
    expect(blank).toContain("Kata sandi baru wajib diisi.");
    expect(blank).toContain("Ulangi kata sandi baru wajib diisi.");
    const differ = await (await fresh.post(AKUN, "/atur-ulang-sandi", { ...fields, password: "sandi-baru-123", confirm: "sandi-baru-124" })).text();
    expect(fieldErrorOf(differ, "atur-ulang-sandi", "confirm")).toBe("Kata sandi tidak sama.");
    const done = await fresh.post(AKUN, "/atur-ulang-sandi", { ...fields, password: "sandi-baru-123", confirm: "sandi-baru-123" });
    expect(await done.text()).toContain("Kata sandi diperbarui");
    expect((await fresh.get(AKUN, link.pathname + link.search)).status).toBe(400);
    // Every old session ended.
    expect((await b.get(SB, "/Dashboard")).status).toBe(302);
    const again = await signInPage(fresh, SB);
    expect((await fresh.post(AKUN, "/masuk", { ...formFields(again.html), email: "lupa.sandi@contoh.test", password: "kata-sandi-aman" })).status).toBe(401);
    expect((await fresh.post(AKUN, "/masuk", { ...formFields(again.html), email: "lupa.sandi@contoh.test", password: "sandi-baru-123" })).status).toBe(303);
  });

  it("sends a signed-out visitor from the dashboard to /Login, and signs out by revoking the session", async () => {
    const anon = new Browser();
    const res = await anon.get(SB, "/Dashboard/Kelas");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/Login");

    const b = new Browser();
    await comeBack(b, await register(b, SB, "keluar@contoh.test"), SB);
    const token = b.jar.get(SB)!.get("tunas_session")!;
    const cross = await b.post(SB, "/Dashboard/Keluar", { intent: "logout" }, { origin: "https://evil.example" });
    // Refused before the action runs (React Router's own origin check answers 400; ours 403).
    expect([400, 403]).toContain(cross.status);
    const out = await b.post(SB, "/Dashboard/Keluar", { intent: "logout" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/?keluar=1");
    expect((await t.req(SB, "/api/v1/user/me", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await b.get(SB, "/Dashboard")).status).toBe(302);
    // The account-host session ended too: /Login asks for the password again.
    const loc = await startLogin(b, SB);
    expect((await b.get(AKUN, loc.pathname + loc.search)).status).toBe(200);
  });

  it("shows an admin the admin sidebar and lets them enrol a learner; a student is refused", async () => {
    const learner = new Browser();
    await comeBack(learner, await register(learner, SB, "murid.baru@contoh.test"), SB);
    const admin = new Browser();
    await comeBack(admin, await register(admin, SB, "admin.baru@contoh.test", "Admin Baru"), SB);
    const user = (await findUserByEmail(t.db.db, "admin.baru@contoh.test"))!;
    await setMembershipKind({ db: t.db.db, tenantId: "sekolahbeta" }, user.id, 1);
    const html = await (await admin.get(SB, "/Dashboard")).text();
    for (const label of ["Ringkasan", "Profil", "Kelas Saya", "Pembayaran", "Payout", "Statistik", "Konten", "Peserta Kursus"])
      expect(html).toContain(`>${label}</a>`);
    expect(html).toContain(">Admin</p>");
    // The course must be one of the tenant's own (the picker refuses a made-up slug).
    const course = await makeCourse(t, { id: "sekolahbeta" }, { title: "Kursus Premium Uji" });
    const enrol = await admin.post(SB, "/Dashboard/Peserta", { intent: "enrol", email: "murid.baru@contoh.test", courseSlug: course.slug });
    expect(enrol.status).toBe(200);
    expect(await enrol.text()).toContain(`murid.baru@contoh.test terdaftar di kursus`);
    const kelas = await (await learner.get(SB, "/Dashboard/Kelas")).text();
    expect(kelas).toContain("Kursus Premium Uji");
    const refused = await learner.post(SB, "/Dashboard/Peserta", { intent: "enrol", email: "murid.baru@contoh.test", courseSlug: "lain" });
    expect(refused.status).toBe(403);
  });

  it("lets a writer edit a marketing page's texts from the dashboard; bad input is marked and changes nothing", async () => {
    const writer = new Browser();
    await comeBack(writer, await register(writer, SB, "penulis.baru@contoh.test", "Penulis Baru"), SB);
    const user = (await findUserByEmail(t.db.db, "penulis.baru@contoh.test"))!;
    await setMembershipKind({ db: t.db.db, tenantId: "sekolahbeta" }, user.id, 6);
    const list = await (await writer.get(SB, "/Dashboard/Konten")).text();
    expect(list).toContain('data-testid="content-pages"');
    expect(list).toContain("/Dashboard/Konten?halaman=about");
    const form = await (await writer.get(SB, "/Dashboard/Konten?halaman=about")).text();
    expect(form).toContain('name="title"');
    expect(form).toContain("Bagian 1");
    const before = await (await t.req(SB, "/About")).text(); // also fills the page cache

    const saved = await writer.post(SB, "/Dashboard/Konten?halaman=about", {
      intent: "page",
      key: "about",
      title: "Tentang Sekolah Beta",
      lead: "Bootcamp dengan mentor praktisi.",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Halaman disimpan dan langsung tampil di situs.");
    const after = await (await t.req(SB, "/About")).text();
    expect(after).toContain("Tentang Sekolah Beta");
    expect(after).not.toBe(before);

    const empty = await writer.post(SB, "/Dashboard/Konten?halaman=about", { intent: "page", key: "about", title: "   " });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Periksa kembali isian yang ditandai.");
    expect(emptyHtml).toContain("Teks ini wajib diisi.");
    expect(await (await t.req(SB, "/About")).text()).toContain("Tentang Sekolah Beta");

    const crafted = await writer.post(SB, "/Dashboard/Konten?halaman=about", {
      intent: "page",
      key: "about",
      "sections.0.type": "richtext",
      "sections.9.title": "baru",
    });
    expect(crafted.status).toBe(200);
    const api = (await (await t.req(SB, "/api/v1/cms/pages/about")).json()).data;
    expect(api.sections.length).toBeLessThan(9);
    expect(api.title).toBe("Tentang Sekolah Beta");

    // A long policy (38 760 characters of rich text, ~95 KB once URL-encoded) fits the editor's form
    // limit; other dashboard forms keep the 64 KB one.
    const policy = "<p>«Privasi» — «keamanan» — «hak» — «kewajiban»</p>".repeat(760);
    expect(new URLSearchParams({ html: policy }).toString().length).toBeGreaterThan(64 * 1024);
    const long = await writer.post(SB, "/Dashboard/Konten?halaman=privacy-policy", { intent: "page", key: "privacy-policy", "sections.0.html": policy });
    expect(long.status).toBe(200);
    expect(await long.text()).toContain("Halaman disimpan");
    const stored = (await (await t.req(SB, "/api/v1/cms/pages/privacy-policy")).json()).data;
    expect(stored.sections[0].html.length).toBeGreaterThan(35_000);
    expect((await writer.post(SB, "/Dashboard/Profil", { intent: "profile", name: "x".repeat(100_000) })).status).toBe(400);

    // Malformed or oversized posts are refused before the action, and the page stays as it was.
    const raw = (body: string, type: string) =>
      t.req(SB, "/Dashboard/Konten?halaman=about", {
        method: "POST",
        body,
        headers: { cookie: writer.cookies(SB), "content-type": type, origin: `http://${SB}` },
      });
    const asJson = await raw(JSON.stringify({ intent: "page", key: "about", title: "JSON" }), "application/json");
    expect(asJson.status).toBe(400);
    expect(await asJson.text()).toContain("Formulir harus dikirim sebagai formulir biasa.");
    const huge = await raw(new URLSearchParams({ intent: "page", key: "about", title: "x".repeat(1_100_000) }).toString(), "application/x-www-form-urlencoded");
    expect(huge.status).toBe(400);
    expect(await huge.text()).toContain("Formulir terlalu besar.");
    const tooLong = await writer.post(SB, "/Dashboard/Konten?halaman=about", { intent: "page", key: "about", title: "x".repeat(200) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Teks ini maksimal 160 karakter.");
    expect((await (await t.req(SB, "/api/v1/cms/pages/about")).json()).data.title).toBe("Tentang Sekolah Beta");

    // Being a writer on sekolahbeta gives no say over smkcoding's pages.
    const loc = await startLogin(writer, SMK);
    await comeBack(writer, await writer.get(AKUN, loc.pathname + loc.search), SMK);
    const smkBefore = (await (await t.req(SMK, "/api/v1/cms/pages/about")).json()).data.title;
    expect((await writer.post(SMK, "/Dashboard/Konten", { intent: "page", key: "about", title: "Diambil alih" })).status).toBe(403);
    expect((await (await t.req(SMK, "/api/v1/cms/pages/about")).json()).data.title).toBe(smkBefore);

    const unknown = await writer.post(SB, "/Dashboard/Konten", { intent: "page", key: "bukan-halaman" });
    expect(await unknown.text()).toContain("Halaman ini tidak ada di situs ini.");
    const student = new Browser();
    await comeBack(student, await register(student, SB, "bukan.penulis@contoh.test"), SB);
    expect((await student.post(SB, "/Dashboard/Konten", { intent: "page", key: "about", title: "Diretas" })).status).toBe(403);
    expect(await (await t.req(SB, "/About")).text()).not.toContain("Diretas");
  });

  it("updates the profile name shown in the header", async () => {
    const b = new Browser();
    await comeBack(b, await register(b, SB, "profil@contoh.test", "Nama Lama"), SB);
    const res = await b.post(SB, "/Dashboard/Profil", { intent: "profile", name: "Nama Baru", photoUrl: "" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Profil disimpan.");
    const bad = await b.post(SB, "/Dashboard/Profil", { intent: "profile", name: "X", photoUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Nama minimal 2 karakter.");
    expect(badHtml).toContain("URL foto harus diawali https:// atau /files/.");
    expect(await (await b.get(SB, "/")).text()).toContain("Nama Baru");
  });

  it("limits registrations and password reset requests per address, and reset mails per e-mail (429)", async () => {
    const b = new Browser(`10.77.${Math.floor(Math.random() * 250)}.1`);
    const loc = await startLogin(b, SB, "/Register");
    const fields = formFields(await (await b.get(AKUN, loc.pathname + loc.search)).text());
    const stamp = Date.now();
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) {
      const ok = await b.post(AKUN, "/daftar", {
        ...fields,
        name: "Banyak Akun",
        email: `banyak${i}-${stamp}@contoh.test`,
        password: "kata-sandi-aman",
        confirm: "kata-sandi-aman",
      });
      expect(ok.status).toBe(200);
    }
    const over = await b.post(AKUN, "/daftar", {
      ...fields,
      name: "Banyak Akun",
      email: `lebih-${stamp}@contoh.test`,
      password: "kata-sandi-aman",
      confirm: "kata-sandi-aman",
    });
    expect(over.status).toBe(429);
    expect(await over.text()).toContain("Terlalu banyak pendaftaran");
    expect(await findUserByEmail(t.db.db, `lebih-${stamp}@contoh.test`)).toBeFalsy();

    const r = new Browser(`10.78.${Math.floor(Math.random() * 250)}.1`);
    const start = await startLogin(r, SB);
    const forgot = formFields(await (await r.get(AKUN, `/lupa-sandi${start.search}`)).text());
    for (let i = 0; i < 3; i++) expect((await r.post(AKUN, "/lupa-sandi", { ...forgot, email: "satu.orang@contoh.test" })).status).toBe(200);
    const sameMail = await r.post(AKUN, "/lupa-sandi", { ...forgot, email: "satu.orang@contoh.test" });
    expect(sameMail.status).toBe(429);
    expect(await sameMail.text()).toContain("Terlalu banyak permintaan atur ulang");
    expect((await r.post(AKUN, "/lupa-sandi", { ...forgot, email: "orang.lain@contoh.test" })).status).toBe(200);
    expect((await r.post(AKUN, "/lupa-sandi", { ...forgot, email: "orang.ketiga@contoh.test" })).status).toBe(429);
  });

  it("words every form error as a full sentence, one per required field, and shows the password rule before sending", async () => {
    const b = new Browser();
    const loc = await startLogin(b, SB, "/Register");
    const page = await (await b.get(AKUN, loc.pathname + loc.search)).text();
    // The rule is under the field (and read with it) before the form fails; the way back is offered as on /masuk.
    expect(inputTagOf(page, "daftar", "password")).toMatch(/ type="password"[^>]* aria-describedby="daftar-password-description"/);
    expect(page).toMatch(/<p id="daftar-password-description"[^>]*>Minimal 8 karakter\.<\/p>/);
    expect(page).toContain(`<a href="http://${SB}/">Kembali ke Sekolah Beta</a>`);
    const fields = formFields(page);

    const empty = await b.post(AKUN, "/daftar", { ...fields, name: "", email: "", password: "", confirm: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    for (const [id, message] of [
      ["name", "Nama lengkap wajib diisi."],
      ["email", "Email wajib diisi."],
      ["password", "Kata sandi wajib diisi."],
      ["confirm", "Ulangi kata sandi wajib diisi."],
    ]) {
      expect(fieldErrorOf(emptyHtml, "daftar", id!)).toBe(message);
      const input = inputTagOf(emptyHtml, "daftar", id!);
      expect(input).toContain('aria-invalid="true"');
      expect(input).toMatch(new RegExp(` aria-describedby="daftar-${id}-error( daftar-${id}-description)?"`));
    }
    expect(emptyHtml).not.toContain("format email tidak valid");
    // The summary above the form says how many fields to fix, as on the dashboard forms.
    expect(formSummaryOf(emptyHtml, "daftar")).toBe("Periksa kembali 4 isian yang ditandai.");
    // Without script the browser focuses the first invalid field, and only that one.
    expect(emptyHtml.match(/ autofocus/g)).toHaveLength(1);
    expect(inputTagOf(emptyHtml, "daftar", "name")).toContain(' autofocus=""');

    const bad = await (await b.post(AKUN, "/daftar", { ...fields, name: "A", email: "bukan-email", password: "pendek", confirm: "" })).text();
    expect(fieldErrorOf(bad, "daftar", "name")).toBe("Nama minimal 2 karakter.");
    expect(fieldErrorOf(bad, "daftar", "email")).toBe("Format email tidak valid.");
    expect(fieldErrorOf(bad, "daftar", "password")).toBe("Kata sandi minimal 8 karakter.");
    expect(fieldErrorOf(bad, "daftar", "confirm")).toBe("Ulangi kata sandi wajib diisi.");
    expect(inputTagOf(bad, "daftar", "email")).toContain('value="bukan-email"');
    // A password typed is never sent back.
    expect(inputTagOf(bad, "daftar", "password")).not.toContain("value=");
    const differ = await (
      await b.post(AKUN, "/daftar", { ...fields, name: "Ayu", email: "ayu@contoh.test", password: "kata-sandi-aman", confirm: "kata-sandi-lain" })
    ).text();
    expect(fieldErrorOf(differ, "daftar", "confirm")).toBe("Kata sandi tidak sama.");
    // Every error text on the page (under a field, in the summary) starts with a capital letter and ends with a full stop.
    for (const html of [emptyHtml, bad, differ]) {
      const texts = [
        ...html.matchAll(/<p id="[^"]+-error"[^>]*>(?:<svg[\s\S]*?<\/svg>)?<span>([^<]*)<\/span>/g),
        ...html.matchAll(/<a href="#daftar-[^"]+"[^>]*>([^<]*)</g),
      ];
      expect(texts.length).toBeGreaterThan(0);
      for (const m of texts) expect(m[1]).toMatch(/^[A-Z].*\.$/);
      expect(formSummaryOf(html, "daftar")).toMatch(/^Periksa kembali .*\.$/);
    }

    const signIn = await signInPage(b, SB);
    const noInput = await (await b.post(AKUN, "/masuk", { ...formFields(signIn.html), email: "", password: "" })).text();
    expect(fieldErrorOf(noInput, "masuk", "email")).toBe("Email wajib diisi.");
    expect(fieldErrorOf(noInput, "masuk", "password")).toBe("Kata sandi wajib diisi.");

    const forgot = formFields(await (await b.get(AKUN, `/lupa-sandi${signIn.loc.search}`)).text());
    const forgotEmpty = await b.post(AKUN, "/lupa-sandi", { ...forgot, email: "" });
    expect(forgotEmpty.status).toBe(400);
    expect(fieldErrorOf(await forgotEmpty.text(), "lupa-sandi", "email")).toBe("Email wajib diisi.");
    expect(fieldErrorOf(await (await b.post(AKUN, "/lupa-sandi", { ...forgot, email: "bukan-email" })).text(), "lupa-sandi", "email")).toBe(
      "Format email tidak valid.",
    );
  });

  it("keeps the development mailbox table inside its own region", async () => {
    const html = await (await t.req(AKUN, "/dev/mailbox")).text();
    expect(html).toMatch(/<div class="table-wrap"><table>/);
    expect(html).toContain(".table-wrap{max-width:100%;overflow-x:auto}");
  });

  it("answers a broken or oversized form body with a 4xx page, not a server error", async () => {
    const b = new Browser();
    const broken = await t.req(AKUN, "/masuk", {
      method: "POST",
      body: "--b\r\nrusak",
      headers: { "content-type": "multipart/form-data; boundary=b", "x-forwarded-for": b.ip },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("Formulir tidak valid.");
    const nul = await t.req(AKUN, "/daftar", { method: "POST", body: "name=a%00b", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(nul.status).toBe(400);
    const big = await t.req(AKUN, "/masuk", {
      method: "POST",
      body: "email=" + "a".repeat(64 * 1024),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(big.status).toBe(413);
  });
});
