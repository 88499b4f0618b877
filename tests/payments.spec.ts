import { and, count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogBatches, catalogClasses, catalogCourses } from "../src/db/schema/catalog.ts";
import { enrolments, mailOutbox } from "../src/db/schema/identity.ts";
import { classEnrolments, ledgerEntries, mentorPayees, paymentAudit, paymentCallbacks, paymentInvoices, payouts } from "../src/db/schema/payments.ts";
import { createAccount, ensureMembership } from "../src/domain/identity/accounts.ts";
import { createInvoice } from "../src/domain/payments/invoices.ts";
import { courseItem } from "../src/domain/payments/items.ts";
import { paymentEntries, postTxn, trialBalance } from "../src/domain/payments/ledger.ts";
import { gatewayByName } from "../src/platform/payments/index.ts";
import { sandboxNotification } from "../src/platform/payments/sandbox.ts";
import { midtransSignature } from "../src/platform/payments/signature.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";

const SB = "sekolahbeta";
const SB_HOST = "sekolahbeta.localhost:3000";
const SMK_HOST = "smkcoding.localhost:3000";

let t: TTestApp;
let premium: { slug: string; price: number; mentorId: number | null };
let learner: { token: string; userId: string; email: string };

const auth = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
const json = (body: unknown, token?: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token ? auth(token) : {}) },
  body: JSON.stringify(body),
});
const callback = (host: string, body: unknown, headers: Record<string, string> = {}) =>
  t.req(host, "/api/v1/class/payment/callback", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

async function invoiceRow(orderId: string) {
  const [r] = await t.db.db.select().from(paymentInvoices).where(eq(paymentInvoices.orderId, orderId));
  return r!;
}

async function ledgerTotal(tenantId: string): Promise<number> {
  return (await trialBalance({ db: t.db.db, tenantId })).total;
}

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.db.db
    .select()
    .from(catalogCourses)
    .where(
      and(eq(catalogCourses.tenantId, SB), eq(catalogCourses.isPremium, true), sql`${catalogCourses.price} > 0`, sql`${catalogCourses.mentorId} is not null`),
    )
    .limit(1);
  premium = { slug: c!.slug, price: Number(c!.price), mentorId: c!.mentorId };
  learner = await signedIn(t, SB);
});
afterAll(() => t.close());

describe("buying a premium course with the sandbox gateway", () => {
  let orderId: string;

  it("takes the price from the catalogue, never from the client", async () => {
    const res = await t.req(
      SB_HOST,
      `/api/v1/class/payment/invoice?slug=${premium.slug}&kind=course`,
      json({ amount: 1, price: 1, gross_amount: "1.00" }, learner.token),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.enrolled).toBe(false);
    expect(body.data.invoice.amount).toBe(premium.price);
    expect(body.data.invoice.status).toBe("pending");
    expect(body.data.invoice.checkoutUrl).toMatch(/^http:\/\/sekolahbeta\.localhost:3000\/Checkout\/Sandbox\/TNS-/);
    expect(new Date(body.data.invoice.expiresAt).getTime()).toBeGreaterThan(Date.now());
    orderId = body.data.invoice.orderId;
    // A second click reuses the open invoice instead of opening another.
    const again = await (await t.req(SB_HOST, `/api/v1/class/payment/invoice?slug=${premium.slug}&kind=course`, json({}, learner.token))).json();
    expect(again.data.invoice.orderId).toBe(orderId);
  });

  it("needs a signed-in learner", async () => {
    const res = await t.req(SB_HOST, `/api/v1/class/payment/invoice?slug=${premium.slug}&kind=course`, json({}));
    expect(res.status).toBe(401);
  });

  it("refuses a forged callback with 401 and changes nothing", async () => {
    const forged = {
      ...sandboxNotification(orderId, premium.price, "success", "bca_va"),
      signature_key: midtransSignature(orderId, "200", `${premium.price}.00`, "not-the-key"),
    };
    const res = await callback(SB_HOST, forged);
    expect(res.status).toBe(401);
    expect((await invoiceRow(orderId)).status).toBe("pending");
    const [{ n } = { n: -1 }] = await t.db.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(like(ledgerEntries.txn, `%${orderId}`));
    expect(n).toBe(0);
    expect(await isEnrolled(learner.userId, premium.slug)).toBe(false);
  });

  it("refuses a signed callback whose amount is not the invoice's (price tampering)", async () => {
    const res = await callback(SB_HOST, sandboxNotification(orderId, 1000, "success", "bca_va"));
    expect(res.status).toBe(422);
    expect((await invoiceRow(orderId)).status).toBe("pending");
  });

  it("refuses a callback for another tenant's order", async () => {
    const res = await callback(SMK_HOST, sandboxNotification(orderId, premium.price, "success", "bca_va"));
    expect(res.status).toBe(404);
    expect((await invoiceRow(orderId)).status).toBe("pending");
  });

  it("a verified success marks it paid, enrols once, writes the ledger and queues the receipt", async () => {
    const res = await callback(SB_HOST, sandboxNotification(orderId, premium.price, "success", "bca_va"));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: "paid", outcome: "applied", enrolled: true });
    const inv = await invoiceRow(orderId);
    expect(inv.status).toBe("paid");
    expect(inv.paidAt).not.toBeNull();
    expect(await isEnrolled(learner.userId, premium.slug)).toBe(true);
    const rows = await t.db.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.txn, `pay:${orderId}`));
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
    expect(rows.find((r) => r.account === "gateway")!.amount).toBe(premium.price);
    expect(rows.find((r) => r.account === `mentor:${premium.mentorId}`)!.amount).toBe(-(premium.price - Math.floor(premium.price * 0.2)));
    const mail = await t.db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, learner.email), like(mailOutbox.subject, "Kuitansi pembayaran%")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.bodyText).toContain(orderId);
    expect(mail[0]!.bodyText).toContain(`Rp ${premium.price.toLocaleString("id-ID")}`);
  });

  it("a duplicate is a no-op and a late pending never overwrites paid", async () => {
    const dup = await (await callback(SB_HOST, sandboxNotification(orderId, premium.price, "success", "bca_va"))).json();
    expect(dup.data).toMatchObject({ status: "paid", outcome: "duplicate", enrolled: false });
    const late = await (await callback(SB_HOST, sandboxNotification(orderId, premium.price, "pending", "bca_va"))).json();
    expect(late.data).toMatchObject({ status: "paid", outcome: "ignored" });
    const fail = await (await callback(SB_HOST, sandboxNotification(orderId, premium.price, "failure", "bca_va"))).json();
    expect(fail.data.status).toBe("paid");
    expect((await invoiceRow(orderId)).status).toBe("paid");
    const [{ n } = { n: -1 }] = await t.db.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.txn, `pay:${orderId}`));
    expect(n).toBe(3);
    const mail = await t.db.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, learner.email), like(mailOutbox.subject, "Kuitansi pembayaran%")));
    expect(mail[0]!.n).toBe(1);
  });

  it("the learner reads the invoice through detail and GET callback; nobody else does", async () => {
    const detail = await (await t.req(SB_HOST, "/api/v1/class/payment/detail", json({ orderId }, learner.token))).json();
    expect(detail.data).toMatchObject({ orderId, status: "paid", statusLabel: "Lunas", amount: premium.price, checkoutUrl: null });
    const got = await t.req(SB_HOST, `/api/v1/class/payment/callback?order_id=${orderId}`, { headers: auth(learner.token) });
    expect((await got.json()).data.status).toBe("paid");
    const other = await signedIn(t, SB);
    expect((await t.req(SB_HOST, "/api/v1/class/payment/detail", json({ orderId }, other.token))).status).toBe(404);
  });

  it("a refund posts reversing entries and takes the course back; the ledger still sums to zero", async () => {
    const refund = await callback(SB_HOST, sandboxNotification(orderId, premium.price, "refund", "bca_va"));
    expect(refund.status).toBe(200);
    expect((await invoiceRow(orderId)).status).toBe("refunded");
    const rows = await t.db.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.txn, `refund:${orderId}`));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.account === "gateway")!.amount).toBe(-premium.price);
    expect(await isEnrolled(learner.userId, premium.slug)).toBe(false);
    expect(await ledgerTotal(SB)).toBe(0);
    const trail = await t.db.db.select().from(paymentAudit).where(eq(paymentAudit.entityId, orderId));
    expect(trail.map((a) => `${a.fromStatus}>${a.toStatus}`)).toEqual(["pending>paid", "paid>refunded"]);
  });
});

async function isEnrolled(userId: string, slug: string): Promise<boolean> {
  const rows = await t.db.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.tenantId, SB), eq(enrolments.userId, userId), eq(enrolments.courseSlug, slug)));
  return rows.length > 0;
}

describe("joining a class", () => {
  it("a free class enrols at once in its open batch, once", async () => {
    const free = await t.db.db
      .select({ c: catalogClasses, b: catalogBatches })
      .from(catalogClasses)
      .innerJoin(catalogBatches, and(eq(catalogBatches.tenantId, catalogClasses.tenantId), eq(catalogBatches.classId, catalogClasses.id)))
      .where(
        and(
          eq(catalogClasses.tenantId, SB),
          eq(catalogClasses.price, 0),
          eq(catalogClasses.onRegistration, true),
          eq(catalogBatches.isActive, true),
          sql`${catalogBatches.registrationEndsAt} > now()`,
          sql`${catalogBatches.enrolled} < ${catalogBatches.quota}`,
        ),
      )
      .limit(1);
    if (!free.length) return expect.fail("seed has no free class with an open batch");
    const { c, b } = free[0]!;
    const u = await signedIn(t, SB);
    const res = await (await t.req(SB_HOST, `/api/v1/class/payment/invoice?slug=${c.slug}`, json({}, u.token))).json();
    expect(res.data).toEqual({ enrolled: true, invoice: null });
    expect(res.message).toBe("Pendaftaran berhasil.");
    const [row] = await t.db.db
      .select()
      .from(classEnrolments)
      .where(and(eq(classEnrolments.tenantId, SB), eq(classEnrolments.userId, u.userId), eq(classEnrolments.classId, c.id)));
    expect(row!.batchId).not.toBeNull();
    const [after] = await t.db.db
      .select()
      .from(catalogBatches)
      .where(and(eq(catalogBatches.tenantId, SB), eq(catalogBatches.id, row!.batchId!)));
    expect(after!.enrolled).toBe(b.id === row!.batchId ? b.enrolled + 1 : after!.enrolled);
    const again = await (await t.req(SB_HOST, `/api/v1/class/payment/invoice?slug=${c.slug}`, json({}, u.token))).json();
    expect(again.message).toBe("Anda sudah terdaftar.");
  });

  it("a paid class gets an invoice; paying it enrols in the open batch", async () => {
    const [c] = await t.db.db
      .select()
      .from(catalogClasses)
      .where(and(eq(catalogClasses.tenantId, SB), sql`${catalogClasses.price} > 0`, eq(catalogClasses.onRegistration, true)))
      .limit(1);
    const u = await signedIn(t, SB);
    const res = await (await t.req(SB_HOST, `/api/v1/class/payment/invoice?slug=${c!.slug}`, json({ amount: 5 }, u.token))).json();
    expect(res.data.invoice.amount).toBe(Number(c!.price));
    const ok = await callback(SB_HOST, sandboxNotification(res.data.invoice.orderId, Number(c!.price), "success", "qris"));
    expect(ok.status).toBe(200);
    const rows = await t.db.db
      .select()
      .from(classEnrolments)
      .where(and(eq(classEnrolments.tenantId, SB), eq(classEnrolments.userId, u.userId), eq(classEnrolments.classId, c!.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.orderId).toBe(res.data.invoice.orderId);
  });

  it("repay issues a new invoice for an expired one and keeps a live one", async () => {
    const u = await signedIn(t, SB);
    const first = await (await t.req(SB_HOST, `/api/v1/class/payment/invoice?slug=${premium.slug}&kind=course`, json({}, u.token))).json();
    const old = first.data.invoice.orderId as string;
    const live = await (await t.req(SB_HOST, `/api/v1/class/repay?slug=${premium.slug}`, { headers: auth(u.token) })).json();
    expect(live.data.orderId).toBe(old);
    await t.db.db
      .update(paymentInvoices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentInvoices.orderId, old));
    const shown = await (await t.req(SB_HOST, "/api/v1/class/payment/detail", json({ orderId: old }, u.token))).json();
    expect(shown.data.status).toBe("expired");
    const res = await t.req(SB_HOST, `/api/v1/class/repay?slug=${premium.slug}`, { headers: auth(u.token) });
    expect(res.status).toBe(200);
    const again = await res.json();
    expect(again.data.orderId).not.toBe(old);
    expect(again.data.replacesOrderId).toBe(old);
    expect(again.data.amount).toBe(premium.price);
    expect(again.data.status).toBe("pending");
    expect((await invoiceRow(old)).status).toBe("expired");
    // A late success for the expired invoice still counts: the money was taken.
    const late = await (await callback(SB_HOST, sandboxNotification(old, premium.price, "success", "bca_va"))).json();
    expect(late.data.status).toBe("paid");
  });
});

describe("1,000 shuffled and duplicated callback deliveries for 50 orders", () => {
  it("enrol exactly 50 learners and leave a balanced ledger", { timeout: 240_000 }, async () => {
    const ctx = { db: t.db.db, tenantId: SB };
    const item = await courseItem(ctx, premium.slug);
    const sandbox = gatewayByName("sandbox");
    const orders: string[] = [];
    for (let i = 0; i < 50; i++) {
      const user = await createAccount(t.db.db, { name: `Peserta Massal ${i}`, email: `massal${i}-${Date.now()}@contoh.test`, password: "kata-sandi-kuat" });
      await ensureMembership(ctx, user.id);
      const inv = await createInvoice(
        ctx,
        sandbox,
        item,
        { userId: user.id, email: user.email, name: user.name },
        { origin: "http://sekolahbeta.localhost:3000", ttlMinutes: 60 },
      );
      orders.push(inv.orderId);
    }
    const before = await ledgerTotal(SB);
    const deliveries: Record<string, string>[] = [];
    for (const o of orders) {
      for (let k = 0; k < 8; k++) deliveries.push(sandboxNotification(o, item.price, "success", "bca_va"));
      for (let k = 0; k < 8; k++) deliveries.push(sandboxNotification(o, item.price, "pending", "bca_va"));
      for (let k = 0; k < 4; k++) deliveries.push(sandboxNotification(o, item.price, k % 2 ? "failure" : "expire", "bca_va"));
    }
    expect(deliveries).toHaveLength(1000);
    shuffle(deliveries);
    const started = performance.now();
    const statuses: number[] = [];
    for (let i = 0; i < deliveries.length; i += 25) {
      const batch = deliveries.slice(i, i + 25).map((d) => callback(SB_HOST, d).then((r) => r.status));
      statuses.push(...(await Promise.all(batch)));
    }
    const ms = performance.now() - started;
    console.log(`payments: 1000 callbacks in ${Math.round(ms)} ms (${Math.round(1000 / (ms / 1000))}/s)`);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const paid = await t.db.db
      .select({ n: count() })
      .from(paymentInvoices)
      .where(and(eq(paymentInvoices.tenantId, SB), sql`${paymentInvoices.orderId} in ${orders}`, eq(paymentInvoices.status, "paid")));
    expect(paid[0]!.n).toBe(50);
    const enrolled = await t.db.db
      .select({ n: count() })
      .from(enrolments)
      .where(and(eq(enrolments.tenantId, SB), sql`${enrolments.enrolledBy} in ${orders.map((o) => `payment:${o}`)}`));
    expect(enrolled[0]!.n).toBe(50);
    const entries = await t.db.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tenantId, SB), sql`${ledgerEntries.txn} in ${orders.map((o) => `pay:${o}`)}`));
    expect(entries[0]!.n).toBe(150);
    expect(before).toBe(0);
    expect(await ledgerTotal(SB)).toBe(0);
    const logged = await t.db.db
      .select({ n: count() })
      .from(paymentCallbacks)
      .where(and(eq(paymentCallbacks.tenantId, SB), sql`${paymentCallbacks.orderId} in ${orders}`));
    expect(logged[0]!.n).toBe(1000);
    const receipts = await t.db.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, SB), sql`${mailOutbox.bodyText} similar to ${`%(${orders.join("|")})%`}`));
    expect(receipts[0]!.n).toBe(50);
  });
});

describe("payouts", () => {
  let mentor: { token: string; userId: string };
  let admin: { token: string; userId: string };
  const mentorId = 987_654;
  const EARNED = 1_000_000;

  beforeAll(async () => {
    mentor = await signedIn(t, SB, 2);
    admin = await signedIn(t, SB, 1);
    await t.db.db.insert(mentorPayees).values({ tenantId: SB, userId: mentor.userId, mentorId });
    // Two paid sales of 625,000 with a 20 % fee: 500,000 each to the mentor.
    await postTxn(t.db.db, SB, "pay:TEST-PAYOUT-1", paymentEntries(625_000, 2000, mentorId, "TEST-PAYOUT-1"));
    await postTxn(t.db.db, SB, "pay:TEST-PAYOUT-2", paymentEntries(625_000, 2000, mentorId, "TEST-PAYOUT-2"));
  });

  const balance = async () => (await (await t.req(SB_HOST, "/api/v2/payout/balance", { headers: auth(mentor.token) })).json()).data;
  const request = (amount: number, extra: Record<string, unknown> = {}) =>
    t.req(
      SB_HOST,
      "/api/v2/payout/request",
      json({ amount, bankCode: "014", accountNumber: "1234567890", accountName: "Rina Mentor", ...extra }, mentor.token),
    );

  it("the balance comes from the ledger", async () => {
    expect(await balance()).toMatchObject({ available: EARNED, inProcess: 0, paidOut: 0, earned: EARNED, mentorId });
  });

  it("lists Indonesian banks and e-wallets with codes", async () => {
    const banks = (await (await t.req(SB_HOST, "/api/v2/payout/banks")).json()).data as { code: string; name: string; kind: string }[];
    expect(banks).toContainEqual({ code: "014", name: "Bank Central Asia (BCA)", kind: "bank" });
    expect(banks).toContainEqual({ code: "GOPAY", name: "GoPay", kind: "ewallet" });
  });

  it("validates a request in Indonesian", async () => {
    const res = await request(10, { bankCode: "XXX", accountNumber: "12ab" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data.fields.amount).toMatch(/minimal/);
    expect(body.data.fields.bankCode).toBe("Pilih bank atau dompet digital.");
    expect(body.data.fields.accountNumber).toMatch(/6–20 angka/);
    expect((await request(EARNED + 1)).status).toBe(422);
  });

  it("100 concurrent requests never overdraw the balance", { timeout: 120_000 }, async () => {
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: 100 }, () => request(70_000).then((r) => r.status)));
    const ms = performance.now() - started;
    console.log(`payments: 100 concurrent payout requests in ${Math.round(ms)} ms; accepted ${statuses.filter((s) => s === 201).length}`);
    expect(statuses.filter((s) => s === 201)).toHaveLength(Math.floor(EARNED / 70_000));
    expect(statuses.filter((s) => s !== 201).every((s) => s === 422)).toBe(true);
    const b = await balance();
    expect(b.available).toBe(EARNED - 14 * 70_000);
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect(b.inProcess).toBe(14 * 70_000);
    expect(await ledgerTotal(SB)).toBe(0);
  });

  it("requested → approved → paid, or rejected with a reason; only admins decide; every step audited", async () => {
    const list = (await (await t.req(SB_HOST, "/api/v2/payout/list?status=requested&perPage=20", { headers: auth(admin.token) })).json()).data;
    expect(list.totalItems).toBe(14);
    expect(list.perPage).toBe(20);
    const [a, b] = list.items as { id: number }[];
    expect((await t.req(SB_HOST, "/api/v2/payout/approve", json({ id: a!.id }, mentor.token))).status).toBe(403);
    expect((await t.req(SB_HOST, "/api/v2/payout/approve", json({ id: a!.id }, admin.token))).status).toBe(200);
    expect((await t.req(SB_HOST, "/api/v2/payout/approve", json({ id: a!.id }, admin.token))).status).toBe(409);
    expect((await t.req(SB_HOST, "/api/v2/payout/paid", json({ id: a!.id }, admin.token))).status).toBe(200);
    const noReason = await t.req(SB_HOST, "/api/v2/payout/reject", json({ id: b!.id }, admin.token));
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).data.fields.reason).toBe("Alasan penolakan wajib diisi.");
    expect((await t.req(SB_HOST, "/api/v2/payout/reject", json({ id: b!.id, reason: "Nama rekening tidak sesuai" }, admin.token))).status).toBe(200);
    expect((await t.req(SB_HOST, "/api/v2/payout/paid", json({ id: b!.id }, admin.token))).status).toBe(409);
    const bal = await balance();
    expect(bal.paidOut).toBe(70_000);
    expect(bal.available).toBe(EARNED - 13 * 70_000);
    expect(bal.inProcess).toBe(12 * 70_000);
    expect(await ledgerTotal(SB)).toBe(0);
    const trail = await t.db.db
      .select()
      .from(paymentAudit)
      .where(and(eq(paymentAudit.tenantId, SB), eq(paymentAudit.entity, "payout"), eq(paymentAudit.entityId, String(a!.id))));
    expect(trail.map((x) => [x.actor, x.fromStatus, x.toStatus])).toEqual([
      [mentor.userId, "none", "requested"],
      [admin.userId, "requested", "approved"],
      [admin.userId, "approved", "paid"],
    ]);
    const [rej] = await t.db.db
      .select()
      .from(paymentAudit)
      .where(and(eq(paymentAudit.entityId, String(b!.id)), eq(paymentAudit.toStatus, "rejected")));
    expect(rej!.reason).toBe("Nama rekening tidak sesuai");
    const [row] = await t.db.db.select().from(payouts).where(eq(payouts.id, b!.id));
    expect(row!.reason).toBe("Nama rekening tidak sesuai");
  });

  it("filters the list by status, bank and search; a mentor sees only their own", async () => {
    const q = async (qs: string, token = admin.token) => (await (await t.req(SB_HOST, `/api/v2/payout/list?${qs}`, { headers: auth(token) })).json()).data;
    expect((await q("status=paid")).totalItems).toBe(1);
    expect((await q("status=rejected")).items[0].reason).toBe("Nama rekening tidak sesuai");
    expect((await q("bank=014")).totalItems).toBe(14);
    expect((await q("bank=GOPAY")).totalItems).toBe(0);
    expect((await q("search=rina")).totalItems).toBe(14);
    expect((await q("search=tidak-ada")).totalItems).toBe(0);
    const page = await q("page=2");
    expect(page).toMatchObject({ page: 2, perPage: 10, totalItems: 14, totalPages: 2 });
    expect(page.items).toHaveLength(4);
    const other = await signedIn(t, SB, 2);
    expect((await q("", other.token)).totalItems).toBe(0);
    expect((await t.req(SB_HOST, "/api/v2/payout/list", { headers: auth(learner.token) })).status).toBe(403);
  });

  it("another tenant sees none of it", async () => {
    const smkAdmin = await signedIn(t, "smkcoding", 1);
    const list = (await (await t.req(SMK_HOST, "/api/v2/payout/list", { headers: auth(smkAdmin.token) })).json()).data;
    expect(list.totalItems).toBe(0);
    const [p] = await t.db.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.tenantId, SB), eq(payouts.status, "requested")))
      .limit(1);
    expect((await t.req(SMK_HOST, "/api/v2/payout/approve", json({ id: p!.id }, smkAdmin.token))).status).toBe(404);
    // A session of one tenant is no session on another.
    expect((await t.req(SMK_HOST, "/api/v2/payout/balance", { headers: auth(mentor.token) })).status).toBe(401);
  });
});

function shuffle<T>(a: T[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
}
