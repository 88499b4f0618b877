import { Xendit } from "xendit-node";
import type { TCharge, TChargeRequest, TGatewayEvent, TPaymentGateway, TPaymentState } from "../../domain/payments/gateway.ts";
import { safeEqual } from "./signature.ts";

const STATES: Record<string, TPaymentState> = { PAID: "paid", SETTLED: "paid", EXPIRED: "expired", PENDING: "pending" };

/**
 * Xendit Invoice with the official `xendit-node`: an invoice (invoice_url is the hosted page)
 * and invoice callbacks verified by the `x-callback-token` header. `apiUrl` points the SDK at a
 * stand-in server.
 */
export function xenditGateway(opts: { secretKey: string; callbackToken: string; apiUrl?: string }): TPaymentGateway {
  const xendit = new Xendit({ secretKey: opts.secretKey, ...(opts.apiUrl ? { xenditURL: opts.apiUrl.replace(/\/$/, "") } : {}) });
  return {
    name: "xendit",
    async createCharge(req: TChargeRequest): Promise<TCharge> {
      const seconds = Math.max(60, Math.round((req.expiresAt.getTime() - Date.now()) / 1000));
      const inv = await xendit.Invoice.createInvoice({
        data: {
          externalId: req.orderId,
          amount: req.amount,
          currency: "IDR",
          description: req.description,
          payerEmail: req.customer.email,
          invoiceDuration: seconds,
          successRedirectUrl: req.finishUrl,
          failureRedirectUrl: req.finishUrl,
        },
      });
      if (!inv.invoiceUrl || !inv.id) throw new Error("xendit: no invoice_url in the answer");
      return { checkoutUrl: inv.invoiceUrl, gatewayRef: inv.id };
    },
    verifyCallback({ headers, body }): TGatewayEvent | null {
      const token = headers.get("x-callback-token") ?? "";
      if (!token || !safeEqual(token, opts.callbackToken)) return null;
      const { external_id, status, amount, paid_amount, id } = body;
      if (typeof external_id !== "string" || typeof status !== "string") return null;
      const n = typeof (paid_amount ?? amount) === "number" ? Number(paid_amount ?? amount) : Number.NaN;
      if (!Number.isSafeInteger(n)) return null;
      const method = [body.payment_method, body.payment_channel].filter((v) => typeof v === "string" && v).join(" ");
      return { orderId: external_id, state: STATES[status] ?? "pending", amount: n, method, gatewayRef: typeof id === "string" ? id : "" };
    },
  };
}
