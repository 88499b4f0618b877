import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extBookReviews, extDonations, extUserDisc } from "../src/db/schema/external-data.ts";
import { paymentInvoices } from "../src/db/schema/payments.ts";
import { DISC_QUESTIONS, discField, type TDiscDim } from "../src/domain/book/disc.ts";
import { createDonation } from "../src/domain/book/donations.ts";
import { anonKeyOf } from "../src/domain/external-data/keys.ts";
import { formatRupiah } from "../src/kernel/money.ts";
import { gatewayByName } from "../src/platform/payments/index.ts";
import { sandboxNotification } from "../src/platform/payments/sandbox.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * The book landing page (issue 20): `/` of the puja family and `/Buku` of the main site, its forms
 * without JavaScript (the page's own action), moderation in the dashboard, and donations through
 * the sandbox gateway with idempotent callbacks.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
}, 180_000);
afterAll(() => t?.close());

const PUJA = "pujapramudya";
const PUJA_HOST = "pujapramudya.localhost:3000";
const MAIN_HOST = "tunas.localhost:3000";
const ADMIN = 1;
const STUDENT = 4;

const post = (host: string, path: string, body: Record<string, string>, cookie = ""): Promise<Response> =>
  t.req(host, path, {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
const page = async (host: string, path: string) => {
  const res = await t.req(host, path);
  return { res, html: await res.text() };
};
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Form fields of a DISC test where every question picks `most` and `least` dimensions. */
function discAnswers(most: TDiscDim, least: TDiscDim): Record<string, string> {
  const out: Record<string, string> = {};
  DISC_QUESTIONS.forEach((q) => {
    out[discField(q.no, "most")] = String(q.statements.findIndex((s) => s.dim === most) + 1);
    out[discField(q.no, "least")] = String(q.statements.findIndex((s) => s.dim === least) + 1);
  });
  return out;
}

async function paidTotal(tenantId: string): Promise<number> {
  const [r] = await t.db.db
    .select({ s: sql<string>`coalesce(sum(${extDonations.amount}), 0)` })
    .from(extDonations)
    .where(and(eq(extDonations.tenantId, tenantId), eq(extDonations.status, "paid")));
  return Number(r?.s ?? 0);
}

const rupiah = (n: number) => formatRupiah(n);
const callback = (host: string, body: unknown) =>
  t.req(host, "/api/v1/class/payment/callback", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe(`book landing page on ${process.env.TEST_DB}`, () => {
  it("is the home of a puja family site and /Buku of the main site, with the tenant's anonymous key in a meta tag", async () => {
    const { res, html } = await page(PUJA_HOST, "/");
    expect(res.status).toBe(200);
    expect(html).toContain("Berbagi Ilmu, Menumbuhkan Harapan");
    expect(html).toContain("Tes kepribadian DISC");
    const key = await anonKeyOf({ db: t.db.db, tenantId: PUJA });
    expect(html).toContain(`<meta name="tunas-anon-key" content="${key}"/>`);
    const main = await page(MAIN_HOST, "/Buku");
    expect(main.res.status).toBe(200);
    expect(main.html).toContain("Tumbuh Bersama Talenta Digital");
    expect(main.html).toContain(`content="${await anonKeyOf({ db: t.db.db, tenantId: "tunas" })}"`);
    // Nowhere else: /Buku is the main site's, and another site's home stays its own.
    expect((await t.req("sekolahbeta.localhost:3000", "/Buku")).status).toBe(404);
    expect((await t.req(PUJA_HOST, "/Buku")).status).toBe(404);
    expect(await (await t.req("sekolahbeta.localhost:3000", "/")).text()).not.toContain("tunas-anon-key");
  });

  it("takes a review without JavaScript, keeps it hidden until an admin approves it, then shows it", async () => {
    const before = await page(PUJA_HOST, "/"); // now in the page cache
    const name = `Pembaca ${unique()}`;
    const res = await post(PUJA_HOST, "/", { intent: "review", name, rating: "4", comment: "Isinya sangat membantu saya memahami diri sendiri." });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("akan tampil setelah diperiksa moderator");
    const [row] = await t.db.db
      .select()
      .from(extBookReviews)
      .where(and(eq(extBookReviews.tenantId, PUJA), eq(extBookReviews.name, name)));
    expect(row).toMatchObject({ rating: 4, status: "pending" });
    expect(before.html).not.toContain(name);
    expect((await page(PUJA_HOST, "/")).html).not.toContain(name);

    const student = await signedIn(t, PUJA, STUDENT);
    expect((await t.req(PUJA_HOST, "/Dashboard/Buku", { headers: { cookie: `tunas_session=${student.token}` } })).status).toBe(403);
    const admin = await signedIn(t, PUJA, ADMIN);
    const cookie = `tunas_session=${admin.token}`;
    const list = await t.req(PUJA_HOST, "/Dashboard/Buku?status=pending", { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(name);
    const ok = await post(PUJA_HOST, "/Dashboard/Buku?status=pending", { tab: "ulasan", id: String(row!.id), status: "approved" }, cookie);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(`Ulasan #${row!.id} kini berstatus`);
    // The cached page is dropped by the version bump: the approved review shows at once.
    expect((await page(PUJA_HOST, "/")).html).toContain(name);

    const hide = await post(PUJA_HOST, "/Dashboard/Buku", { tab: "ulasan", id: String(row!.id), status: "hidden" }, cookie);
    expect(hide.status).toBe(200);
    expect((await page(PUJA_HOST, "/")).html).not.toContain(name);

    const csv = await t.req(PUJA_HOST, "/Dashboard/Buku/Ekspor?tab=ulasan", { headers: { cookie } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("id,waktu_wib,nama,penilaian,ulasan,status");
    expect(text).toContain(`${name},4,`);
    expect(text).toContain("Disembunyikan");
  });

  it("answers an incomplete review with 400 and Indonesian field messages, writing nothing", async () => {
    const name = `Tanpa Bintang ${unique()}`;
    const res = await post(PUJA_HOST, "/", { intent: "review", name, comment: "pendek" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Pilih penilaian bintang 1 sampai 5.");
    expect(html).toContain("Ulasan minimal 10 karakter.");
    expect(await t.db.db.select().from(extBookReviews).where(eq(extBookReviews.name, name))).toHaveLength(0);
  });

  it("scores a DISC test sent without JavaScript, saves it to user_disc and explains the profile", async () => {
    const name = `Peserta DISC ${unique()}`;
    const res = await post(MAIN_HOST, "/Buku", { intent: "disc", name, ...discAnswers("I", "C") });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Profil Anda: ID");
    expect(html).toContain("Influence (Intim/Pengaruh)");
    const [row] = await t.db.db
      .select()
      .from(extUserDisc)
      .where(and(eq(extUserDisc.tenantId, "tunas"), eq(extUserDisc.name, name)));
    expect(row).toMatchObject({ scoreD: 0, scoreI: 24, scoreS: 0, scoreC: -24, profile: "ID" });
    expect(row!.answers).toHaveLength(24);
  });

  it("refuses an incomplete DISC test and one with the same statement as most and least, naming the questions", async () => {
    const answers = discAnswers("S", "D");
    delete answers[discField(5, "most")];
    answers[discField(7, "least")] = answers[discField(7, "most")]!;
    const name = `DISC Salah ${unique()}`;
    const res = await post(MAIN_HOST, "/Buku", { intent: "disc", name, ...answers });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Soal 5: pilih pernyataan yang paling sesuai dengan Anda.");
    expect(html).toContain("Soal 7: pilihan &quot;paling sesuai&quot; dan &quot;paling tidak sesuai&quot; harus berbeda.");
    expect(await t.db.db.select().from(extUserDisc).where(eq(extUserDisc.name, name))).toHaveLength(0);
  });

  it("refuses a donation under Rp 10.000", async () => {
    const res = await post(PUJA_HOST, "/", { intent: "donation", amount: "lain", otherAmount: "5.000" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Donasi minimal Rp 10.000.");
  });

  it("takes a donation through the sandbox gateway: pending until the callback, counted once however often it arrives", async () => {
    const before = await paidTotal(PUJA);
    const res = await post(PUJA_HOST, "/", { intent: "donation", amount: "lain", otherAmount: "Rp 75.000", name: "Hamba Allah", message: "Semoga berkah" });
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/\/Checkout\/Sandbox\/TNS-/);
    const orderId = decodeURIComponent(location.split("/").pop()!);
    const [d] = await t.db.db
      .select()
      .from(extDonations)
      .where(and(eq(extDonations.tenantId, PUJA), eq(extDonations.orderId, orderId)));
    expect(d).toMatchObject({ amount: 75_000, status: "pending", name: "Hamba Allah", message: "Semoga berkah" });
    const [inv] = await t.db.db.select().from(paymentInvoices).where(eq(paymentInvoices.orderId, orderId));
    expect(inv).toMatchObject({ itemKind: "donation", itemKey: String(d!.id), amount: 75_000, userId: null, gateway: "sandbox" });

    // The page before payment (cached), the return address while pending.
    expect((await page(PUJA_HOST, "/")).html).toContain(rupiah(before));
    const back = await t.req(PUJA_HOST, `/CallbackPayment?order_id=${orderId}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`/?donasi=${orderId}#donasi`);
    const pending = await page(PUJA_HOST, `/?donasi=${orderId}`);
    expect(pending.res.headers.get("cache-control")).toBe("private, no-store");
    expect(pending.html).toContain("Menunggu konfirmasi pembayaran donasi");

    // A callback on another site's host is refused and changes nothing.
    const note = sandboxNotification(orderId, 75_000, "success", "qris");
    expect((await callback("sekolahbeta.localhost:3000", note)).status).toBe(404);
    expect(await paidTotal(PUJA)).toBe(before);

    const first = await callback(PUJA_HOST, note);
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject({ status: "paid", outcome: "applied" });
    const again = await callback(PUJA_HOST, note);
    expect((await again.json()).data).toMatchObject({ outcome: "duplicate" });
    const late = await callback(PUJA_HOST, sandboxNotification(orderId, 75_000, "failure", "qris"));
    expect((await late.json()).data).toMatchObject({ outcome: "ignored" });
    expect(await paidTotal(PUJA)).toBe(before + 75_000);
    const [paid] = await t.db.db
      .select()
      .from(extDonations)
      .where(and(eq(extDonations.tenantId, PUJA), eq(extDonations.orderId, orderId)));
    expect(paid!.status).toBe("paid");
    expect(paid!.paidAt).toBeInstanceOf(Date);

    const after = await page(PUJA_HOST, `/?donasi=${orderId}`);
    expect(after.html).toContain("Donasi Anda sebesar Rp");
    expect((await page(PUJA_HOST, "/")).html).toContain(rupiah(before + 75_000));
    // The public REST read the browser makes counts it too.
    const key = await anonKeyOf({ db: t.db.db, tenantId: PUJA });
    const rest = await t.req(PUJA_HOST, "/rest/v1/donations?select=amount", { headers: { apikey: key } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { amount: number }[]).reduce((s, r) => s + Number(r.amount), 0)).toBe(before + 75_000);
  });

  it("counts concurrent donations and shuffled, repeated callbacks exactly once each", async () => {
    const tenant = "wujudbersamapuja";
    const host = "wujudbersamapuja.localhost:3000";
    const ctx = { db: t.db.db, tenantId: tenant };
    const before = await paidTotal(tenant);
    const amounts = Array.from({ length: 16 }, (_, i) => 10_000 + i * 1_000);
    const started = await Promise.all(
      amounts.map((amount, i) =>
        createDonation(
          ctx,
          gatewayByName("sandbox"),
          { amount, name: `Donatur ${i}`, message: null },
          {
            origin: `http://${host}`,
            ttlMinutes: 60,
            title: "Donasi uji",
            path: "/",
          },
        ),
      ),
    );
    // Pay 12 of 16 (each callback three times, in a shuffled order, all at once); fail the rest.
    const paidIdx = new Set(amounts.map((_, i) => i).filter((i) => i % 4 !== 3));
    const deliveries = started.flatMap((s, i) => {
      const note = sandboxNotification(s.orderId, amounts[i]!, paidIdx.has(i) ? "success" : "failure", "bank_transfer");
      return [note, note, note];
    });
    deliveries.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(deliveries.map((d) => callback(host, d)));
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    const expected = amounts.filter((_, i) => paidIdx.has(i)).reduce((a, b) => a + b, 0);
    expect(await paidTotal(tenant)).toBe(before + expected);
    const rows = await t.db.db
      .select({ status: extDonations.status, n: sql<number>`count(*)::int` })
      .from(extDonations)
      .where(and(eq(extDonations.tenantId, tenant), sql`${extDonations.orderId} in ${started.map((s) => s.orderId)}`))
      .groupBy(extDonations.status);
    expect(Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))).toEqual({ paid: 12, failed: 4 });
  });
});
