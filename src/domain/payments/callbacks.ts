import { and, eq } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/identity.ts";
import { paymentCallbacks, paymentInvoices, type TInvoiceRow } from "../../db/schema/payments.ts";
import { formatRupiah, DATE_TIME_LONG_ID } from "../../kernel/format.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { audit } from "./audit.ts";
import { methodLabel } from "./constants.ts";
import { fulfilPaid, revokeRefunded } from "./fulfil.ts";
import { callbackOrderId, type TGatewayName, type TPaymentGateway, type TPaymentState } from "./gateway.ts";
import { entriesOf, paymentEntries, postTxn, reversal } from "./ledger.ts";
import { canMove } from "./status.ts";
import { donationStateTx } from "../book/donation-state.ts";
import { loadServerKey } from "../identity/server-key.ts";

export interface TCallbackDeps {
  gatewayByName(name: TGatewayName): TPaymentGateway;
  feeBps: number;
  /** The tenant's public origin (links in the receipt mail). */
  origin: string;
  tenantName: string;
}

export interface TCallbackResult {
  orderId: string;
  status: TPaymentState;
  /** applied: the state moved; duplicate: same state again; ignored: a state that cannot follow. */
  outcome: "applied" | "duplicate" | "ignored";
  enrolled: boolean;
  /** The invoice's item kind (a paid donation moves the book page's public total). */
  itemKind: string;
}

/**
 * One gateway callback delivery (every gateway posts to the same path). Order of checks: the
 * order must belong to this tenant (another tenant's order: 404, nothing changes); the
 * invoice's own gateway verifies the signature or token (forged: 401, nothing changes); the
 * amount must be the invoice's (422). Then, under a row lock on the invoice, the state moves only
 * forward (status.ts): a paid invoice posts its ledger movement, enrols the learner and queues the
 * receipt mail — all once, in one transaction — and a refund posts the reversing entries.
 */
export async function handleCallback(ctx: TTenantCtx, deps: TCallbackDeps, headers: Headers, body: Record<string, unknown>): Promise<TCallbackResult> {
  const orderId = callbackOrderId(body);
  if (!orderId) throw new AppError("INVALID_INPUT", "Callback tidak memuat order_id atau external_id yang valid.");
  const [inv] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.orderId, orderId)))
    .limit(1);
  if (!inv) throw new AppError("NOT_FOUND", "Pesanan tidak ditemukan di situs ini.");
  await loadServerKey(ctx.db); // the sandbox gateway verifies with a key derived from it
  const event = deps.gatewayByName(inv.gateway as TGatewayName).verifyCallback({ headers, body });
  if (!event || event.orderId !== orderId) throw new AppError("UNAUTHENTICATED", "Tanda tangan callback tidak valid.");
  if (event.amount !== inv.amount) throw new AppError("UNPROCESSABLE", "Jumlah pembayaran tidak sesuai dengan tagihan.");

  return ctx.db.transaction(async (tx) => {
    const [cur] = await tx
      .select()
      .from(paymentInvoices)
      .where(and(eq(paymentInvoices.tenantId, ctx.tenantId), eq(paymentInvoices.orderId, orderId)))
      .for("update");
    const from = cur!.status as TPaymentState;
    const to = event.state;
    const outcome: TCallbackResult["outcome"] = from === to ? "duplicate" : canMove(from, to) ? "applied" : "ignored";
    let enrolled = false;
    if (outcome === "applied") {
      const now = new Date();
      const [next] = await tx
        .update(paymentInvoices)
        .set({
          status: to,
          updatedAt: now,
          ...(to === "paid" ? { paidAt: now, payMethod: event.method || cur!.payMethod } : {}),
          ...(event.gatewayRef && to === "paid" ? { gatewayRef: event.gatewayRef } : {}),
        })
        .where(and(eq(paymentInvoices.tenantId, ctx.tenantId), eq(paymentInvoices.orderId, orderId)))
        .returning();
      await audit(tx, ctx.tenantId, { entity: "invoice", entityId: orderId, actor: `gateway:${inv.gateway}`, from, to });
      if (to === "paid") {
        await postTxn(tx, ctx.tenantId, `pay:${orderId}`, paymentEntries(next!.amount, deps.feeBps, next!.mentorId, orderId));
        enrolled = (await fulfilPaid(tx, next!)).enrolled;
        if (next!.payerEmail) await tx.insert(mailOutbox).values(receiptMail(ctx.tenantId, next!, deps));
      } else if (to === "refunded") {
        const paid = await entriesOf(tx, ctx.tenantId, `pay:${orderId}`);
        await postTxn(tx, ctx.tenantId, `refund:${orderId}`, reversal(paid));
        await revokeRefunded(tx, next!);
      }
      await donationStateTx(tx, next!, to);
    }
    await tx.insert(paymentCallbacks).values({ tenantId: ctx.tenantId, orderId, gateway: inv.gateway, reportedStatus: to, outcome, payload: body });
    return { orderId, status: outcome === "applied" ? to : from, outcome, enrolled, itemKind: inv.itemKind };
  });
}

function receiptMail(tenantId: string, inv: TInvoiceRow, deps: TCallbackDeps) {
  const when = DATE_TIME_LONG_ID.format(inv.paidAt ?? new Date());
  const link = `${deps.origin}/Dashboard/Pembayaran?order=${encodeURIComponent(inv.orderId)}`;
  return {
    tenantId,
    toAddress: inv.payerEmail,
    subject: `Kuitansi pembayaran ${inv.itemTitle} — ${deps.tenantName}`,
    bodyText: [
      `Halo ${inv.payerName || "Peserta"},`,
      "",
      `Terima kasih, pembayaran Anda telah kami terima.`,
      "",
      `Nomor pesanan : ${inv.orderId}`,
      `Untuk         : ${inv.itemTitle}`,
      `Jumlah        : ${formatRupiah(inv.amount)}`,
      `Metode        : ${inv.payMethod ? methodLabel(inv.payMethod) : "-"}`,
      `Dibayar       : ${when} WIB`,
      "",
      `Kuitansi dan riwayat pembayaran: ${link}`,
    ].join("\n"),
    link,
  };
}
