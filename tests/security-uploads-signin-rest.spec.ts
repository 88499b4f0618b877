import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle } from "../src/db/schema/auth-throttle.ts";
import { formSubmissions, uploads } from "../src/db/schema/registrations.ts";
import { anonKeyOf, issueServiceKey } from "../src/domain/external-data/keys.ts";
import { createAccount } from "../src/domain/identity/accounts.ts";
import { LOGIN_LIMITS } from "../src/domain/identity/rate-limit.ts";
import { sendTalentHiring } from "../src/domain/registrations/forms.ts";
import { UnclaimedUploadsRound } from "../src/platform/storage/cleanup.ts";
import { fileStore, setFileStore } from "../src/platform/storage/index.ts";
import { FORM_ATTACHMENT_LIMIT } from "../src/platform/storage/uploads.ts";
import { countRows, makeTenant, makeUser, signInCookie, type TTenantMade, unique } from "./factories/index.ts";
import { AccountBrowser } from "./helpers/account-browser.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { presetSignInFailures } from "./helpers/identity.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * Security review, findings 3 (bulk inserts with the public anonymous key of /rest/v1), 4 (one
 * address locking every account behind it out of sign-in) and 8 (anonymous uploads).
 */
let t: TTestApp;
const filesDirBefore = process.env.FILES_DIR;
beforeAll(async () => {
  // One temporary store for this module's code and the page build's own copy of it (each reads FILES_DIR).
  process.env.FILES_DIR = mkdtempSync(join(tmpdir(), "tunas-files-"));
  setFileStore(null);
  // TRUST_PROXY=1: each test's X-Forwarded-For is one client behind one trusted proxy.
  t = await createTestApp({ trustProxy: "1" });
});
afterAll(async () => {
  setFileStore(null);
  if (filesDirBefore === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = filesDirBefore;
  await t?.close();
});

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

const PDF = "%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF";

function uploadForm(fields: Record<string, string> = {}, name = "lowongan.pdf"): FormData {
  const form = new FormData();
  form.set("file", new Blob([PDF], { type: "application/pdf" }), name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

describe(`finding 8: uploads need a signed-in user, except a public form's attachment on ${process.env.TEST_DB}`, () => {
  let tenant: TTenantMade;
  beforeAll(async () => {
    tenant = await makeTenant(t);
  });
  const upload = (body: FormData, headers: Record<string, string> = {}, ip = "198.51.100.80") =>
    t.req(tenant.host, "/api/v1/drive/upload", { method: "POST", body, headers: { "x-forwarded-for": ip, ...headers } });

  it("refuses an anonymous upload that is no form's attachment with 401 and stores nothing; a signed-in user's is served", async () => {
    const anon = await upload(uploadForm());
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({
      status: false,
      message:
        "Silakan masuk terlebih dahulu untuk mengunggah file. Tanpa masuk, file hanya diterima sebagai lampiran formulir publik (field form: talent_hiring).",
      data: null,
    });
    expect(await countRows(t, "uploads", tenant.id)).toBe(0);
    const unknownForm = await upload(uploadForm({ form: "school_logo" }));
    expect(unknownForm.status).toBe(400);
    expect(await countRows(t, "uploads", tenant.id)).toBe(0);

    const staff = await makeUser(t, tenant, { role: "admin" });
    const ok = await upload(uploadForm(), { cookie: await signInCookie(t, tenant, staff), origin: `http://${tenant.host}` });
    expect(ok.status).toBe(200);
    const { data } = await ok.json();
    expect((await t.req(tenant.host, data.url)).status).toBe(200);
  });

  it("keeps an anonymous form attachment private until its form is sent, then serves it; another form cannot claim it again", async () => {
    const res = await upload(uploadForm({ form: "talent_hiring" }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toContain("setelah formulir dikirim");
    expect(body.data).toMatchObject({ type: "application/pdf", name: "lowongan.pdf" });
    const url = body.data.url as string;
    // Nobody gets it before the form is sent: not the uploader, not the site's staff, not by its URL.
    expect((await t.req(tenant.host, url)).status).toBe(404);

    const id = url.split("/").at(-2)!;
    const ctx = { db: t.db.db, tenantId: tenant.id };
    const site = { tenantId: tenant.id, name: tenant.name, origin: `http://${tenant.host}` };
    const brief = {
      organization: "PT Maju Jaya",
      name: "Budi",
      email: `${unique("hr")}@contoh.test`,
      phone: "081234567890",
      roles: "Frontend developer",
      headcount: 2,
      message: "Kami mencari dua pengembang.",
      website: "",
    };
    const sent = await sendTalentHiring(ctx, site, { ...brief, attachment: { id, url, name: "lowongan.pdf" } }, { clientKey: "198.51.100.80" });
    expect(sent.submission.payload).toMatchObject({ attachment: { url, name: "lowongan.pdf" } });
    expect((await t.req(tenant.host, url)).status).toBe(200);
    // Claimed once: a second brief naming it is refused whole.
    const before = await countRows(t, "form_submissions", tenant.id);
    await expect(
      sendTalentHiring(
        ctx,
        site,
        { ...brief, email: `${unique("hr")}@contoh.test`, attachment: { id, url, name: "lowongan.pdf" } },
        { clientKey: "198.51.100.81" },
      ),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE", message: "Lampiran tidak ditemukan atau sudah kedaluwarsa. Pilih file lagi." });
    expect(await countRows(t, "form_submissions", tenant.id)).toBe(before);
    // Another site never sees it, claimed or not.
    expect((await t.req("sekolahbeta.localhost", url)).status).toBe(404);
  });

  it(`limits form attachments to ${FORM_ATTACHMENT_LIMIT.max} per address per day`, async () => {
    const ip = "198.51.100.90";
    for (let i = 0; i < FORM_ATTACHMENT_LIMIT.max; i++) expect((await upload(uploadForm({ form: "talent_hiring" }), {}, ip)).status).toBe(200);
    const over = await upload(uploadForm({ form: "talent_hiring" }), {}, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await over.json()).message).toBe(
      `Batas lampiran formulir dari alamat ini tercapai (${FORM_ATTACHMENT_LIMIT.max} file per hari). Coba lagi dalam 24 jam.`,
    );
    // Another address is not affected.
    expect((await upload(uploadForm({ form: "talent_hiring" }), {}, "198.51.100.91")).status).toBe(200);
  });

  it("deletes attachments whose form was never sent a day later, row and bytes; claimed files stay", async () => {
    const pending = (await (await upload(uploadForm({ form: "talent_hiring" }), {}, "198.51.100.95")).json()).data.url as string;
    const staff = await makeUser(t, tenant, { role: "admin" });
    const kept = (await (await upload(uploadForm(), { cookie: await signInCookie(t, tenant, staff), origin: `http://${tenant.host}` }, "198.51.100.95")).json())
      .data.url as string;
    const idOf = (url: string) => url.split("/").at(-2)!;
    const rowOf = async (url: string) =>
      (
        await t.db.db
          .select()
          .from(uploads)
          .where(and(eq(uploads.tenantId, tenant.id), eq(uploads.id, idOf(url))))
      )[0];
    const pendingKey = (await rowOf(pending))!.storageKey;
    expect(await fileStore().get(pendingKey)).not.toBeNull();
    // Both are a day and an hour old.
    await t.db.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(uploads.tenantId, tenant.id), sql`${uploads.id} in (${idOf(pending)}, ${idOf(kept)})`));
    const round = new UnclaimedUploadsRound(t.db.db, () => fileStore(), t.services.logger);
    expect(await round.tick()).toBeGreaterThanOrEqual(1);
    expect(await rowOf(pending)).toBeUndefined();
    expect(await fileStore().get(pendingKey)).toBeNull();
    expect(await rowOf(kept)).toBeDefined();
    expect((await t.req(tenant.host, kept)).status).toBe(200);
    // A fresh pending attachment is left for its form.
    const fresh = (await (await upload(uploadForm({ form: "talent_hiring" }), {}, "198.51.100.96")).json()).data.url as string;
    await round.tick();
    expect(await rowOf(fresh)).toBeDefined();
  });
});

describe(`finding 8: the talent-hiring form's attachment, with and without JavaScript, on ${process.env.TEST_DB}`, () => {
  let p: TTestApp;
  beforeAll(async () => {
    p = await createTestApp({ render: await loadRender(), trustProxy: "1" });
  });
  afterAll(() => p?.close());
  const HOST = "sekolahbeta.localhost:3000";
  const tenantId = async () => (await p.services.registry.byLayout("sekolahbeta"))!.id;

  const brief = (extra: Record<string, string> = {}, file = true) => {
    const form = new FormData();
    const fields = {
      organization: "PT Talenta Uji",
      name: "Rina Perekrut",
      email: `${unique("rekrut")}@contoh.test`,
      phone: "081234567890",
      roles: "Data analyst",
      headcount: "3",
      message: "Kami mencari tiga analis data untuk tim baru.",
      ...extra,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (file) form.set("attachment", new Blob([PDF], { type: "application/pdf" }), "deskripsi kerja.pdf");
    return { form, email: fields.email };
  };
  const post = (path: string, body: FormData, ip: string) =>
    p.req(HOST, path, { method: "POST", body, headers: { origin: `http://${HOST}`, "x-forwarded-for": ip } });
  const attachmentOf = async (email: string) => {
    const [row] = await p.db.db
      .select({ payload: formSubmissions.payload })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.tenantId, await tenantId()), eq(formSubmissions.email, email)));
    return (row?.payload as { attachment?: { url: string; name: string } } | undefined)?.attachment;
  };

  it("without JavaScript: the file sent with the brief is kept with it and served once the brief is kept", async () => {
    const { form, email } = brief();
    const res = await post("/Talent-Hiring", form, "198.51.100.120");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Kebutuhan rekrutmen Anda sudah kami terima");
    const attachment = await attachmentOf(email);
    expect(attachment).toMatchObject({ name: "deskripsi-kerja.pdf", url: expect.stringMatching(/^\/files\/[A-Za-z0-9_-]+\/deskripsi-kerja\.pdf$/) });
    expect((await p.req(HOST, attachment!.url)).status).toBe(200);
  });

  it("with JavaScript (a route data request), and with a file sent ahead through the upload endpoint", async () => {
    const { form, email } = brief();
    const res = await post("/Talent-Hiring.data", form, "198.51.100.121");
    expect(res.status).toBe(200);
    const attachment = await attachmentOf(email);
    expect((await p.req(HOST, attachment!.url)).status).toBe(200);

    const ahead = await p.req(HOST, "/api/v1/drive/upload", {
      method: "POST",
      body: uploadForm({ form: "talent_hiring" }),
      headers: { "x-forwarded-for": "198.51.100.122" },
    });
    const url = (await ahead.json()).data.url as string;
    expect((await p.req(HOST, url)).status).toBe(404);
    const second = brief({ attachmentUrl: url }, false);
    expect((await post("/Talent-Hiring", second.form, "198.51.100.122")).status).toBe(200);
    expect(await attachmentOf(second.email)).toEqual({ url, name: "lowongan.pdf" });
    expect((await p.req(HOST, url)).status).toBe(200);
    // The same file again, or one that does not exist: the brief is refused on the attachment field.
    for (const again of [url, "/files/TidakAdaSamaSekali/x.pdf"]) {
      const third = brief({ attachmentUrl: again }, false);
      const refused = await post("/Talent-Hiring", third.form, "198.51.100.122");
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain("Lampiran tidak ditemukan atau sudah kedaluwarsa. Pilih file lagi.");
      expect(await attachmentOf(third.email)).toBeUndefined();
    }
  });

  it("a brief refused after its file was stored deletes that file", async () => {
    const tid = await tenantId();
    const before = await countRows(p, "uploads", tid);
    // The honeypot-free brief is refused by the per-e-mail form limit after the file is stored.
    const email = `${unique("batas")}@contoh.test`;
    await p.db.db.execute(sql`insert into rate_limit_windows (key, count) values (${`forms.email ${tid} talent_hiring ${email}`}, 100)`);
    const { form } = brief({ email });
    const res = await post("/Talent-Hiring", form, "198.51.100.123");
    expect(res.status).toBe(429);
    expect(await countRows(p, "uploads", tid)).toBe(before);
  });
});
