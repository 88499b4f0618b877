import { and, eq } from "drizzle-orm";
import type { TDonationForm } from "../../contracts/book.ts";
import { extDonations } from "../../db/schema/external-data.ts";
import type { TPaymentGateway } from "../payments/gateway.ts";
import { createInvoice, findInvoice, type TInvoiceOptions } from "../payments/invoices.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { DONATION_ITEM_KIND } from "./donation-state.ts";

export interface TDonationStart {
  donationId: number;
  orderId: string;
  checkoutUrl: string;
}

/**
 * A visitor's donation: the `donations` row is written pending, then an invoice of kind "donation"
 * (key = the row's id, price = the chosen amount, no mentor share) is opened at the tenant's
 * gateway, and the row remembers the invoice's order id. The gateway's callback marks it paid
 * (donation-state.ts). If the gateway cannot be reached the row is marked failed and the caller
 * gets the 503 `createInvoice` raises.
 */
export async function createDonation(
  ctx: TTenantCtx,
  gateway: TPaymentGateway,
  input: TDonationForm,
  opts: TInvoiceOptions & { title: string; path: string; payer?: { userId: string; email: string; name: string } | null },
): Promise<TDonationStart> {
  const [row] = await ctx.db
    .insert(extDonations)
    .values({ tenantId: ctx.tenantId, name: input.name, message: input.message, amount: input.amount })
    .returning({ id: extDonations.id });
  const id = row!.id;
  try {
    const inv = await createInvoice(
      ctx,
      gateway,
      { kind: DONATION_ITEM_KIND, key: String(id), title: opts.title.slice(0, 200), price: input.amount, mentorId: null, path: opts.path },
      { userId: opts.payer?.userId ?? null, email: opts.payer?.email ?? "", name: input.name ?? opts.payer?.name ?? "Donatur" },
      opts,
    );
    await ctx.db
      .update(extDonations)
      .set({ orderId: inv.orderId })
      .where(and(tenantScope(extDonations.tenantId, ctx), eq(extDonations.id, id)));
    return { donationId: id, orderId: inv.orderId, checkoutUrl: inv.checkoutUrl ?? "" };
  } catch (err) {
    await ctx.db
      .update(extDonations)
      .set({ status: "failed" })
      .where(and(tenantScope(extDonations.tenantId, ctx), eq(extDonations.id, id), eq(extDonations.status, "pending")));
    throw err;
  }
}

export interface TDonationReceipt {
  orderId: string;
  amount: number;
  name: string | null;
  status: string;
  checkoutUrl: string | null;
}

/** The donation of an order id (the payer's return address carries it), or null. */
export async function donationByOrder(ctx: TTenantCtx, orderId: string): Promise<TDonationReceipt | null> {
  if (!/^[A-Za-z0-9._-]{1,80}$/.test(orderId)) return null;
  const [d] = await ctx.db
    .select()
    .from(extDonations)
    .where(and(tenantScope(extDonations.tenantId, ctx), eq(extDonations.orderId, orderId)))
    .limit(1);
  if (!d) return null;
  const inv = d.status === "pending" ? await findInvoice(ctx, orderId) : null;
  return { orderId, amount: d.amount, name: d.name, status: d.status, checkoutUrl: inv?.checkoutUrl || null };
}
