import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ledgerEntries } from "../../db/schema/payments.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** A transaction handle (what `db.transaction` hands its callback). */
export type TTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface TEntry {
  account: string;
  /** Debit positive, credit negative; integer rupiah. */
  amount: number;
  memo?: string;
}

export const ACCOUNTS = {
  gateway: "gateway",
  fee: "platform:fee",
  mentor: (mentorId: number) => `mentor:${mentorId}`,
  hold: (mentorId: number) => `payout-hold:${mentorId}`,
} as const;

/**
 * Posts one balanced movement. `txn` is its idempotency key: posting it again is a no-op
 * (unique tenant + txn + account). Throws when the entries do not sum to zero.
 */
export async function postTxn(tx: TTx | Db, tenantId: string, txn: string, entries: TEntry[]): Promise<boolean> {
  const live = entries.filter((e) => e.amount !== 0);
  if (live.some((e) => !Number.isSafeInteger(e.amount))) throw new Error(`ledger ${txn}: amounts must be integer rupiah`);
  if (live.reduce((s, e) => s + e.amount, 0) !== 0) throw new Error(`ledger ${txn}: entries do not balance`);
  if (!live.length) return false;
  const rows = await tx
    .insert(ledgerEntries)
    .values(live.map((e) => ({ tenantId, txn, account: e.account, amount: e.amount, memo: e.memo ?? "" })))
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  return rows.length > 0;
}

/** Splits a payment into the platform fee and the mentor's share (no mentor: all to the platform). */
export function splitPayment(amount: number, feeBps: number, hasMentor: boolean): { fee: number; share: number } {
  if (!hasMentor) return { fee: amount, share: 0 };
  const fee = Math.floor((amount * feeBps) / 10_000);
  return { fee, share: amount - fee };
}

/** Entries of a paid invoice: the gateway holds the money; the fee and the share are owed. */
export function paymentEntries(amount: number, feeBps: number, mentorId: number | null, orderId: string): TEntry[] {
  const { fee, share } = splitPayment(amount, feeBps, mentorId !== null);
  return [
    { account: ACCOUNTS.gateway, amount, memo: `Pembayaran ${orderId}` },
    { account: ACCOUNTS.fee, amount: -fee, memo: `Biaya platform ${orderId}` },
    ...(mentorId !== null ? [{ account: ACCOUNTS.mentor(mentorId), amount: -share, memo: `Bagian mentor ${orderId}` }] : []),
  ];
}

/** The reversing entries of a movement (refunds). */
export function reversal(entries: { account: string; amount: number; memo: string }[]): TEntry[] {
  return entries.map((e) => ({ account: e.account, amount: -e.amount, memo: `Pembalikan: ${e.memo}` }));
}

export async function entriesOf(tx: TTx | Db, tenantId: string, txn: string) {
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.txn, txn)));
}

/** Sum of an account (debits minus credits). */
export async function accountSum(db: TTx | Db, tenantId: string, account: string): Promise<number> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.account, account)));
  return Number(row?.s ?? 0);
}

/** Every account's sum; the whole ledger of a tenant sums to zero. */
export async function trialBalance(ctx: TTenantCtx, prefix = ""): Promise<{ accounts: Record<string, number>; total: number }> {
  const rows = await ctx.db
    .select({ account: ledgerEntries.account, s: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(tenantScope(ledgerEntries.tenantId, ctx), prefix ? like(ledgerEntries.account, `${prefix}%`) : undefined))
    .groupBy(ledgerEntries.account);
  const accounts: Record<string, number> = {};
  let total = 0;
  for (const r of rows) {
    accounts[r.account] = Number(r.s);
    total += Number(r.s);
  }
  return { accounts, total };
}
