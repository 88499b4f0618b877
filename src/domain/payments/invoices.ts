import { randomBytes } from "node:crypto";
import { and, count, desc, eq, lte, sql } from "drizzle-orm";
import { enrolments } from "../../db/schema/identity.ts";
import { classEnrolments, paymentInvoices, type TInvoiceRow } from "../../db/schema/payments.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { audit } from "./audit.ts";
import { enrolInClassTx } from "./fulfil.ts";
import type { TGatewayName, TPaymentGateway, TPaymentState } from "./gateway.ts";
import { classItem, courseItem, type TItem, type TItemKind } from "./items.ts";
import { methodLabel } from "./constants.ts";
import { effectiveState, STATE_LABEL } from "./status.ts";

export interface TPayer {
  userId: string;
  email: string;
  name: string;
}

export interface TInvoiceOptions {
  /** The tenant's public origin (sandbox checkout page, return address). */
  origin: string;
  /** Invoice lifetime in minutes. */
  ttlMinutes: number;
  /** Order id this invoice is issued again for (repay). */
  replaces?: string;
}

/** `TNS-<time>-<random>`: globally unique, safe in every gateway's order-id field. */
export function newOrderId(): string {
  return `TNS-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString("hex").toUpperCase()}`;
}

export function finishUrl(origin: string, orderId: string): string {
  return `${origin}/CallbackPayment?order_id=${encodeURIComponent(orderId)}`;
}

/**
 * Issues an invoice for an item whose price the server decided, and opens the gateway charge.
 * Any item kind works (a donation as well as a class): pass `item` with its kind, key, title and
 * price. The invoice row is written first; if the gateway cannot be reached it is marked failed
 * and the caller gets a 503.
 */
export async function createInvoice(
  ctx: TTenantCtx,
  gateway: TPaymentGateway,
  item: TItem,
  // A donation may come from a visitor without an account (no user id).
  payer: Omit<TPayer, "userId"> & { userId: string | null },
  opts: TInvoiceOptions,
): Promise<TInvoiceRow> {
  if (!Number.isSafeInteger(item.price) || item.price <= 0) throw new AppError("INVALID_INPUT", "Harga tidak valid untuk dibayar.");
  const orderId = newOrderId();
  const expiresAt = new Date(Date.now() + opts.ttlMinutes * 60_000);
  await ctx.db.insert(paymentInvoices).values({
    tenantId: ctx.tenantId,
    orderId,
    userId: payer.userId,
    itemKind: item.kind,
    itemKey: item.key,
    itemTitle: item.title,
    mentorId: item.mentorId,
    amount: item.price,
    gateway: gateway.name,
    payerEmail: payer.email,
    payerName: payer.name,
    replacesOrderId: opts.replaces ?? null,
    expiresAt,
  });
  try {
    const charge = await gateway.createCharge({
      orderId,
      amount: item.price,
      description: item.title,
      customer: { name: payer.name, email: payer.email },
      origin: opts.origin,
      finishUrl: finishUrl(opts.origin, orderId),
      callbackUrl: `${opts.origin}/api/v1/class/payment/callback`,
      expiresAt,
    });
    const [done] = await ctx.db
      .update(paymentInvoices)
      .set({ checkoutUrl: charge.checkoutUrl, gatewayRef: charge.gatewayRef, updatedAt: new Date() })
      .where(and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.orderId, orderId)))
      .returning();
    return done!;
  } catch (err) {
    await ctx.db
      .update(paymentInvoices)
      .set({ status: "failed", updatedAt: new Date() })
      .where(and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.orderId, orderId), eq(paymentInvoices.status, "pending")));
    // The gateway's own words stay in the audit trail (for staff), not in the answer to the payer.
    const why = String((err as Error)?.message ?? err).slice(0, 300);
    await audit(ctx.db, ctx.tenantId, {
      entity: "invoice",
      entityId: orderId,
      actor: "system",
      from: "pending",
      to: "failed",
      reason: `Gateway tidak dapat dihubungi: ${why}`,
    });
    throw new AppError("UNAVAILABLE", "Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi.", { orderId });
  }
}

/** Has the learner already got this class or course? */
export async function alreadyHas(ctx: TTenantCtx, userId: string, item: TItem): Promise<boolean> {
  if (item.kind === "course") {
    const [r] = await ctx.db
      .select({ n: count() })
      .from(enrolments)
      .where(and(tenantScope(enrolments.tenantId, ctx), eq(enrolments.userId, userId), eq(enrolments.courseSlug, item.key)));
    return Number(r?.n ?? 0) > 0;
  }
  if (item.kind === "class" && item.classId) {
    const [r] = await ctx.db
      .select({ n: count() })
      .from(classEnrolments)
      .where(and(tenantScope(classEnrolments.tenantId, ctx), eq(classEnrolments.userId, userId), eq(classEnrolments.classId, item.classId)));
    return Number(r?.n ?? 0) > 0;
  }
  return false;
}

export type TCheckoutResult = { kind: "enrolled"; item: TItem; already: boolean } | { kind: "invoice"; item: TItem; invoice: TInvoiceRow; reused: boolean };

/**
 * "Daftar Sekarang" / "Daftar Kursus": a free class or course enrols at once; a paid one gets an
 * invoice (an unexpired pending invoice of the same item is reused, so a double click does not
 * open two). The price is the catalogue's.
 */
export async function startCheckout(
  ctx: TTenantCtx,
  gateway: TPaymentGateway,
  payer: TPayer,
  kind: TItemKind,
  slug: string,
  opts: TInvoiceOptions,
): Promise<TCheckoutResult> {
  const item = kind === "class" ? await classItem(ctx, slug) : await courseItem(ctx, slug);
  if (kind === "class" && !(item as Awaited<ReturnType<typeof classItem>>).onRegistration) {
    throw new AppError("CONFLICT", "Pendaftaran kelas ini sedang tidak dibuka.");
  }
  if (await alreadyHas(ctx, payer.userId, item)) return { kind: "enrolled", item, already: true };
  if (item.price === 0) {
    if (kind === "course") {
      await ctx.db.insert(enrolments).values({ tenantId: ctx.tenantId, userId: payer.userId, courseSlug: item.key, enrolledBy: "self" }).onConflictDoNothing();
      return { kind: "enrolled", item, already: false };
    }
    const r = await ctx.db.transaction((tx) => enrolInClassTx(tx, ctx.tenantId, payer.userId, item.classId!, null, { overQuota: false }));
    if (r.full) throw new AppError("CONFLICT", "Kuota angkatan kelas ini sudah penuh.");
    return { kind: "enrolled", item, already: !r.enrolled };
  }
  const [open] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(
      and(
        tenantScope(paymentInvoices.tenantId, ctx),
        eq(paymentInvoices.userId, payer.userId),
        eq(paymentInvoices.itemKind, item.kind),
        eq(paymentInvoices.itemKey, item.key),
        eq(paymentInvoices.status, "pending"),
        eq(paymentInvoices.amount, item.price),
        eq(paymentInvoices.gateway, gateway.name),
        sql`${paymentInvoices.expiresAt} > now() + interval '5 minutes'`,
        sql`${paymentInvoices.checkoutUrl} <> ''`,
      ),
    )
    .orderBy(desc(paymentInvoices.createdAt))
    .limit(1);
  if (open) return { kind: "invoice", item, invoice: open, reused: true };
  const invoice = await createInvoice(ctx, gateway, item, payer, opts);
  return { kind: "invoice", item, invoice, reused: false };
}

/**
 * `repay`: a new invoice for the learner's expired or failed invoice of an item (by slug). A
 * pending invoice that can still be paid is returned as is; a paid one is a 409.
 */
export async function repay(
  ctx: TTenantCtx,
  gateway: TPaymentGateway,
  payer: TPayer,
  slug: string,
  opts: TInvoiceOptions,
): Promise<{ invoice: TInvoiceRow; reused: boolean }> {
  const [last] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.userId, payer.userId), eq(paymentInvoices.itemKey, slug)))
    .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.id))
    .limit(1);
  if (!last) throw new AppError("NOT_FOUND", "Tagihan untuk kelas ini tidak ditemukan.");
  const state = effectiveState(last.status, last.expiresAt);
  if (state === "paid") throw new AppError("CONFLICT", "Tagihan ini sudah lunas.");
  if (state === "refunded") throw new AppError("CONFLICT", "Pembayaran ini sudah dikembalikan; daftar ulang dari halaman kelas.");
  if (state === "pending" && last.checkoutUrl) return { invoice: last, reused: true };
  if (last.status === "pending") await markExpired(ctx, last.orderId);
  // The price is the catalogue's today, not the old invoice's.
  const kind = last.itemKind === "class" || last.itemKind === "course" ? (last.itemKind as TItemKind) : null;
  if (!kind) throw new AppError("CONFLICT", "Tagihan jenis ini tidak dapat dibayar ulang di sini.");
  const item = kind === "class" ? await classItem(ctx, slug) : await courseItem(ctx, slug);
  if (item.price <= 0) throw new AppError("CONFLICT", "Kelas ini kini gratis; daftar langsung dari halaman kelas.");
  if (await alreadyHas(ctx, payer.userId, item)) throw new AppError("CONFLICT", "Anda sudah terdaftar di kelas ini.");
  const invoice = await createInvoice(ctx, gateway, item, payer, { ...opts, replaces: last.orderId });
  return { invoice, reused: false };
}

/** Marks an overdue pending invoice expired (our own expiry; a later paid callback still wins). */
export async function markExpired(ctx: TTenantCtx, orderId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(paymentInvoices)
    .set({ status: "expired", updatedAt: new Date() })
    .where(
      and(
        tenantScope(paymentInvoices.tenantId, ctx),
        eq(paymentInvoices.orderId, orderId),
        eq(paymentInvoices.status, "pending"),
        lte(paymentInvoices.expiresAt, new Date()),
      ),
    )
    .returning({ id: paymentInvoices.id });
  if (rows.length)
    await audit(ctx.db, ctx.tenantId, {
      entity: "invoice",
      entityId: orderId,
      actor: "system",
      from: "pending",
      to: "expired",
      reason: "Batas waktu pembayaran terlewati",
    });
  return rows.length > 0;
}

export interface TInvoiceView {
  orderId: string;
  itemKind: string;
  itemKey: string;
  itemTitle: string;
  amount: number;
  status: TPaymentState;
  statusLabel: string;
  gateway: TGatewayName;
  checkoutUrl: string | null;
  payMethod: string;
  expiresAt: string;
  paidAt: string | null;
  createdAt: string;
  replacesOrderId: string | null;
}

export function invoiceView(r: TInvoiceRow, now = new Date()): TInvoiceView {
  const status = effectiveState(r.status, r.expiresAt, now);
  return {
    orderId: r.orderId,
    itemKind: r.itemKind,
    itemKey: r.itemKey,
    itemTitle: r.itemTitle,
    amount: r.amount,
    status,
    statusLabel: STATE_LABEL[status],
    gateway: r.gateway as TGatewayName,
    checkoutUrl: status === "pending" && r.checkoutUrl ? r.checkoutUrl : null,
    payMethod: r.payMethod ? methodLabel(r.payMethod) : "",
    expiresAt: r.expiresAt.toISOString(),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    replacesOrderId: r.replacesOrderId,
  };
}

/** One of the learner's invoices (404 for anyone else's: no enumeration). */
export async function getMyInvoice(ctx: TTenantCtx, userId: string, orderId: string): Promise<TInvoiceRow> {
  const [r] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.orderId, orderId), eq(paymentInvoices.userId, userId)))
    .limit(1);
  if (!r) throw new AppError("NOT_FOUND", "Tagihan tidak ditemukan.");
  return r;
}

/** An invoice by order id within the tenant (sandbox checkout page), or null. */
export async function findInvoice(ctx: TTenantCtx, orderId: string): Promise<TInvoiceRow | null> {
  const [r] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.orderId, orderId)))
    .limit(1);
  return r ?? null;
}

export async function listMyInvoices(
  ctx: TTenantCtx,
  userId: string,
  page = 1,
  perPage = 10,
): Promise<{ items: TInvoiceView[]; page: number; perPage: number; totalItems: number; totalPages: number }> {
  const where = and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.userId, userId));
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(paymentInvoices).where(where);
  const rows = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(where)
    .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const totalItems = Number(n);
  return { items: rows.map((r) => invoiceView(r)), page, perPage, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / perPage)) };
}
