import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema/identity.ts";
import { mentorPayees, payouts, type TPayoutRow } from "../../db/schema/payments.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { audit } from "./audit.ts";
import { BANK_CODES, bankName } from "./banks.ts";
import { ACCOUNTS, accountSum, postTxn, type TTx } from "./ledger.ts";

import { MIN_PAYOUT, PAYOUT_LABEL, PAYOUT_STATES, type TPayoutState } from "./constants.ts";

export { MIN_PAYOUT, PAYOUT_LABEL, PAYOUT_STATES, type TPayoutState };

/** A payout amount: whole rupiah, at least MIN_PAYOUT. */
const ZPayoutAmount = z
  .number({ error: "Jumlah wajib diisi." })
  .int("Jumlah harus bilangan bulat rupiah.")
  .min(MIN_PAYOUT, `Jumlah minimal Rp ${MIN_PAYOUT.toLocaleString("id-ID")}.`)
  .max(1_000_000_000, "Jumlah terlalu besar.");

/**
 * A typed rupiah amount: "50000", "50.000", "Rp 50.000" or "50 000" (people write rupiah with dots
 * between thousands) → 50000; null for anything else ("50,5", "5.0000", "abc").
 */
export function rupiahFromText(typed: string): number | null {
  const t = typed.trim().replace(/^rp\.?\s*/i, "");
  return /^\d+$/.test(t) || /^\d{1,3}([.\s]\d{3})+$/.test(t) ? Number(t.replace(/[.\s]/g, "")) : null;
}

export const ZPayoutRequest = z.object({
  amount: z.coerce
    .number({ error: "Jumlah wajib diisi." })
    .int("Jumlah harus bilangan bulat rupiah.")
    .min(MIN_PAYOUT, `Jumlah minimal Rp ${MIN_PAYOUT.toLocaleString("id-ID")}.`)
    .max(1_000_000_000, "Jumlah terlalu besar."),
  bankCode: z.enum(BANK_CODES, { error: "Pilih bank atau dompet digital." }),
  accountNumber: z
    .string({ error: "Nomor rekening wajib diisi." })
    .trim()
    .regex(/^[0-9]{6,20}$/, "Nomor rekening/telepon harus 6–20 angka."),
  accountName: z
    .string({ error: "Nama pemilik rekening wajib diisi." })
    .trim()
    .min(3, "Nama pemilik rekening minimal 3 karakter.")
    .max(100, "Nama pemilik rekening maksimal 100 karakter."),
});

/** The dashboard form's version: the amount as people type it ("50.000"). The API takes a number. */
export const ZPayoutRequestForm = ZPayoutRequest.extend({
  amount: z
    .string({ error: "Jumlah wajib diisi." })
    .transform((typed, c) => {
      const amount = rupiahFromText(typed);
      if (amount === null) c.addIssue({ code: "custom", message: "Tulis jumlah dalam angka rupiah, misalnya 50000 atau 50.000." });
      // Twenty digits are a number, but not a safe integer (or not finite at all): too large, said once.
      else if (!Number.isSafeInteger(amount)) c.addIssue({ code: "custom", message: "Jumlah terlalu besar." });
      return amount !== null && Number.isSafeInteger(amount) ? amount : z.NEVER;
    })
    .pipe(ZPayoutAmount),
});
export type TPayoutRequest = z.infer<typeof ZPayoutRequest>;

export const ZPayoutDecision = z.object({
  id: z.coerce.number({ error: "ID payout wajib diisi." }).int().positive("ID payout tidak valid."),
});
export const ZPayoutReject = ZPayoutDecision.extend({
  reason: z
    .string({ error: "Alasan penolakan wajib diisi." })
    .trim()
    .min(5, "Alasan penolakan minimal 5 karakter.")
    .max(500, "Alasan penolakan maksimal 500 karakter."),
});

export const ZPayoutListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(PAYOUT_STATES).optional(),
  bank: z.enum(BANK_CODES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TPayoutListQuery = z.infer<typeof ZPayoutListQuery>;

/** The catalogue mentor whose share this user is paid, or null (not a paid mentor here). */
export async function payeeMentorId(ctx: TTenantCtx, userId: string): Promise<number | null> {
  const [r] = await ctx.db
    .select({ m: mentorPayees.mentorId })
    .from(mentorPayees)
    .where(and(tenantScope(mentorPayees.tenantId, ctx), eq(mentorPayees.userId, userId)))
    .limit(1);
  return r?.m ?? null;
}

export interface TBalance {
  /** What can be requested now. */
  available: number;
  /** Requested or approved, not yet transferred. */
  inProcess: number;
  /** Transferred so far. */
  paidOut: number;
  /** Every share earned (available + in process + paid out). */
  earned: number;
}

/** A mentor's balance, from the ledger alone. */
export async function balanceOfMentor(db: TTx | TTenantCtx["db"], tenantId: string, mentorId: number): Promise<TBalance> {
  // `|| 0`: minus an empty sum is -0, which prints as "-Rp 0" and serialises as 0.
  const available = -(await accountSum(db, tenantId, ACCOUNTS.mentor(mentorId))) || 0;
  const inProcess = -(await accountSum(db, tenantId, ACCOUNTS.hold(mentorId))) || 0;
  const [paid] = await db
    .select({ s: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.tenantId, tenantId), eq(payouts.mentorId, mentorId), eq(payouts.status, "paid")));
  const paidOut = Number(paid?.s ?? 0);
  return { available, inProcess, paidOut, earned: available + inProcess + paidOut };
}

export async function myBalance(ctx: TTenantCtx, userId: string): Promise<TBalance & { mentorId: number | null }> {
  const mentorId = await payeeMentorId(ctx, userId);
  if (mentorId === null) return { available: 0, inProcess: 0, paidOut: 0, earned: 0, mentorId };
  return { ...(await balanceOfMentor(ctx.db, ctx.tenantId, mentorId)), mentorId };
}

/**
 * A payout request. The mentor's payee row is locked (SELECT … FOR UPDATE) for the whole
 * transaction, so concurrent requests of one mentor run one after another and each sees the
 * balance the previous one left: the balance never goes below zero. The amount moves from the
 * mentor's account to their hold account at once.
 */
export async function requestPayout(ctx: TTenantCtx, userId: string, input: TPayoutRequest): Promise<TPayoutRow> {
  return ctx.db.transaction(async (tx) => {
    const [payee] = await tx
      .select()
      .from(mentorPayees)
      .where(and(eq(mentorPayees.tenantId, ctx.tenantId), eq(mentorPayees.userId, userId)))
      .for("update");
    if (!payee) throw new AppError("FORBIDDEN", "Akun Anda belum terhubung dengan profil mentor di situs ini, jadi belum memiliki saldo.");
    const bal = await balanceOfMentor(tx, ctx.tenantId, payee.mentorId);
    if (input.amount > bal.available) {
      throw new AppError("UNPROCESSABLE", `Saldo tidak mencukupi: tersedia Rp ${bal.available.toLocaleString("id-ID")}.`, {
        fields: { amount: "Jumlah melebihi saldo yang tersedia." },
      });
    }
    const [row] = await tx
      .insert(payouts)
      .values({
        tenantId: ctx.tenantId,
        userId,
        mentorId: payee.mentorId,
        amount: input.amount,
        bankCode: input.bankCode,
        accountNumber: input.accountNumber,
        accountName: input.accountName,
      })
      .returning();
    await postTxn(tx, ctx.tenantId, `payout-hold:${row!.id}`, [
      { account: ACCOUNTS.mentor(payee.mentorId), amount: input.amount, memo: `Payout #${row!.id} diajukan` },
      { account: ACCOUNTS.hold(payee.mentorId), amount: -input.amount, memo: `Payout #${row!.id} diajukan` },
    ]);
    await audit(tx, ctx.tenantId, { entity: "payout", entityId: String(row!.id), actor: userId, from: "none", to: "requested" });
    return row!;
  });
}

const NEXT: Record<"approve" | "pay" | "reject", { from: TPayoutState[]; to: TPayoutState }> = {
  approve: { from: ["requested"], to: "approved" },
  pay: { from: ["approved"], to: "paid" },
  reject: { from: ["requested", "approved"], to: "rejected" },
};

/**
 * approve: requested → approved; pay: approved → paid (the transfer is done: money leaves the
 * gateway account); reject: requested|approved → rejected with a reason (the hold goes back to the
 * mentor). Row-locked, audited; a move that does not fit the current state is a 409.
 */
export async function decidePayout(ctx: TTenantCtx, actorId: string, id: number, action: "approve" | "pay" | "reject", reason = ""): Promise<TPayoutRow> {
  return ctx.db.transaction(async (tx) => {
    const [cur] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.tenantId, ctx.tenantId), eq(payouts.id, id)))
      .for("update");
    if (!cur) throw new AppError("NOT_FOUND", "Payout tidak ditemukan.");
    const rule = NEXT[action];
    if (!rule.from.includes(cur.status as TPayoutState)) {
      throw new AppError(
        "CONFLICT",
        `Payout berstatus "${PAYOUT_LABEL[cur.status as TPayoutState] ?? cur.status}" tidak dapat ${action === "approve" ? "disetujui" : action === "pay" ? "ditandai ditransfer" : "ditolak"}.`,
      );
    }
    const [next] = await tx
      .update(payouts)
      .set({ status: rule.to, reason: action === "reject" ? reason : cur.reason, updatedAt: new Date() })
      .where(and(eq(payouts.tenantId, ctx.tenantId), eq(payouts.id, id)))
      .returning();
    if (action === "reject") {
      await postTxn(tx, ctx.tenantId, `payout-release:${id}`, [
        { account: ACCOUNTS.hold(cur.mentorId), amount: cur.amount, memo: `Payout #${id} ditolak` },
        { account: ACCOUNTS.mentor(cur.mentorId), amount: -cur.amount, memo: `Payout #${id} ditolak` },
      ]);
    } else if (action === "pay") {
      await postTxn(tx, ctx.tenantId, `payout-paid:${id}`, [
        { account: ACCOUNTS.hold(cur.mentorId), amount: cur.amount, memo: `Payout #${id} ditransfer` },
        { account: ACCOUNTS.gateway, amount: -cur.amount, memo: `Payout #${id} ditransfer` },
      ]);
    }
    await audit(tx, ctx.tenantId, { entity: "payout", entityId: String(id), actor: actorId, from: cur.status, to: rule.to, reason });
    return next!;
  });
}

export interface TPayoutView {
  id: number;
  userId: string;
  userName: string;
  userEmail: string;
  amount: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  status: TPayoutState;
  statusLabel: string;
  reason: string;
  createdAt: string;
  updatedAt: string;
}

/** The spec's payout list (page, perPage, status, bank, search); `ownerId` limits it to one mentor's. */
export async function listPayouts(
  ctx: TTenantCtx,
  q: TPayoutListQuery,
  ownerId?: string,
  id?: number,
): Promise<{ items: TPayoutView[]; page: number; perPage: number; totalItems: number; totalPages: number }> {
  const term = q.search ? `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(
    tenantScope(payouts.tenantId, ctx),
    ownerId ? eq(payouts.userId, ownerId) : undefined,
    id !== undefined ? eq(payouts.id, id) : undefined,
    q.status ? eq(payouts.status, q.status) : undefined,
    q.bank ? eq(payouts.bankCode, q.bank) : undefined,
    term ? or(ilike(payouts.accountName, term), ilike(payouts.accountNumber, term), ilike(users.name, term), ilike(users.email, term)) : undefined,
  );
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(payouts).innerJoin(users, eq(users.id, payouts.userId)).where(where);
  const rows = await ctx.db
    .select({ p: payouts, name: users.name, email: users.email })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const totalItems = Number(n);
  return {
    items: rows.map(({ p, name, email }) => ({
      id: p.id,
      userId: p.userId,
      userName: name,
      userEmail: email,
      amount: p.amount,
      bankCode: p.bankCode,
      bankName: bankName(p.bankCode),
      accountNumber: p.accountNumber,
      accountName: p.accountName,
      status: p.status as TPayoutState,
      statusLabel: PAYOUT_LABEL[p.status as TPayoutState] ?? p.status,
      reason: p.reason,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    page: q.page,
    perPage: q.perPage,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / q.perPage)),
  };
}

/** CSV of a payout list (admin export): one header line, quoted fields, CRLF. */
export function payoutsCsv(items: TPayoutView[]): string {
  const q = (v: string | number) => {
    const s = String(v);
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const head = ["ID", "Tanggal", "Mentor", "Email", "Jumlah", "Bank", "Kode Bank", "Nomor Rekening", "Nama Pemilik", "Status", "Alasan"];
  const lines = items.map((p) =>
    [p.id, p.createdAt, p.userName, p.userEmail, p.amount, p.bankName, p.bankCode, p.accountNumber, p.accountName, p.statusLabel, p.reason].map(q).join(","),
  );
  return [head.map(q).join(","), ...lines].join("\r\n") + "\r\n";
}
