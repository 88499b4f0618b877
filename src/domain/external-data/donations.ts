import { and, eq, sql } from "drizzle-orm";
import { extDonations } from "../../db/schema/external-data.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** What paid donations add up to (integer rupiah) and how many there are. Pending, failed and expired ones never count. */
export async function donationTotal(ctx: TTenantCtx): Promise<{ total: number; count: number }> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${extDonations.amount}), 0)::text`, count: sql<number>`count(*)::int` })
    .from(extDonations)
    .where(and(tenantScope(extDonations.tenantId, ctx), eq(extDonations.status, "paid")));
  return { total: Number(row?.total ?? 0), count: row?.count ?? 0 };
}

/**
 * Marks a pending donation paid with the gateway's reference. Idempotent: a repeated callback
 * changes nothing (false), a paid donation stays paid, a failed or expired one is not revived.
 */
export async function markDonationPaid(ctx: TTenantCtx, id: number, paymentRef: string): Promise<boolean> {
  const rows = await ctx.db
    .update(extDonations)
    .set({ status: "paid", paymentRef, paidAt: new Date() })
    .where(and(tenantScope(extDonations.tenantId, ctx), eq(extDonations.id, id), eq(extDonations.status, "pending")))
    .returning({ id: extDonations.id });
  return rows.length > 0;
}
