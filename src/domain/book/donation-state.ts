import { and, eq, inArray } from "drizzle-orm";
import { extDonations } from "../../db/schema/external-data.ts";
import type { TInvoiceRow } from "../../db/schema/payments.ts";
import type { TTx } from "../payments/ledger.ts";

/** The invoice item kind of a donation (its key is the donation's id). */
export const DONATION_ITEM_KIND = "donation";

/**
 * Mirrors a donation invoice's new state onto its `donations` row, inside the payment callback's
 * transaction (src/domain/payments/callbacks.ts). Forward only and idempotent, like the invoice:
 * paid wins over pending, failed and expired (a late success still counts); failed and expired
 * replace only pending; a refund takes a paid donation out of the total. Returns whether the row
 * changed (the public total then moved).
 */
export async function donationStateTx(tx: TTx, inv: TInvoiceRow, to: string): Promise<boolean> {
  if (inv.itemKind !== DONATION_ITEM_KIND) return false;
  const mine = and(eq(extDonations.tenantId, inv.tenantId), eq(extDonations.orderId, inv.orderId));
  let rows: { id: number }[] = [];
  if (to === "paid") {
    rows = await tx
      .update(extDonations)
      .set({ status: "paid", paidAt: inv.paidAt ?? new Date(), paymentRef: inv.gatewayRef || inv.orderId })
      .where(and(mine, inArray(extDonations.status, ["pending", "failed", "expired"])))
      .returning({ id: extDonations.id });
  } else if (to === "failed" || to === "expired") {
    rows = await tx
      .update(extDonations)
      .set({ status: to })
      .where(and(mine, eq(extDonations.status, "pending")))
      .returning({ id: extDonations.id });
  } else if (to === "refunded") {
    rows = await tx
      .update(extDonations)
      .set({ status: DONATION_REFUNDED })
      .where(and(mine, eq(extDonations.status, "paid")))
      .returning({ id: extDonations.id });
  }
  return rows.length > 0;
}

/** A refunded donation leaves the total; the table has no "refunded" state, so it reads as failed. */
const DONATION_REFUNDED = "failed";
