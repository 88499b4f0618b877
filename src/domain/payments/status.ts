import type { TPaymentState } from "./gateway.ts";

/**
 * Invoice states only move forward, whatever order the callbacks arrive in: a late "pending"
 * never overwrites "paid", a duplicate changes nothing, a success after a failure or our own
 * expiry still counts (the payer's money was taken), and a refund follows a payment.
 */
const RANK: Record<TPaymentState, number> = { pending: 0, failed: 1, expired: 1, paid: 2, refunded: 3 };

export function canMove(from: TPaymentState, to: TPaymentState): boolean {
  if (to === "refunded") return from === "paid";
  return RANK[to] > RANK[from];
}

export const INVOICE_STATES = ["pending", "paid", "failed", "expired", "refunded"] as const satisfies readonly TPaymentState[];

export const STATE_LABEL: Record<TPaymentState, string> = {
  pending: "Menunggu pembayaran",
  paid: "Lunas",
  failed: "Gagal",
  expired: "Kedaluwarsa",
  refunded: "Dikembalikan",
};

/** An unpaid invoice past its expiry reads as expired even before anything marks it so. */
export function effectiveState(status: string, expiresAt: Date, now = new Date()): TPaymentState {
  const s = (INVOICE_STATES as readonly string[]).includes(status) ? (status as TPaymentState) : "pending";
  return s === "pending" && expiresAt.getTime() <= now.getTime() ? "expired" : s;
}
