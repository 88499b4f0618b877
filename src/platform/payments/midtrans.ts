import midtransClient from "midtrans-client";
import type { TCharge, TChargeRequest, TPaymentGateway } from "../../domain/payments/gateway.ts";
import { readMidtransNotification } from "./midtrans-notification.ts";

/** `2026-11-23 18:30:00 +0700`: Midtrans wants the expiry start in this shape. */
function jakartaTime(d: Date): string {
  const j = new Date(d.getTime() + 7 * 3600_000);
  return `${j.toISOString().slice(0, 19).replace("T", " ")} +0700`;
}

/**
 * Midtrans Snap with the official `midtrans-client`: a Snap transaction (redirect_url is the
 * hosted payment page) and HTTP notifications verified by signature_key (SHA-512 of order_id +
 * status_code + gross_amount + server key). `snapUrl` points the SDK at a stand-in server.
 */
export function midtransGateway(opts: { serverKey: string; clientKey?: string; isProduction: boolean; snapUrl?: string }): TPaymentGateway {
  const snap = new midtransClient.Snap({ isProduction: opts.isProduction, serverKey: opts.serverKey, clientKey: opts.clientKey ?? "" });
  if (opts.snapUrl) {
    const base = opts.snapUrl.replace(/\/$/, "");
    snap.apiConfig.getSnapApiBaseUrl = () => base;
  }
  return {
    name: "midtrans",
    async createCharge(req: TChargeRequest): Promise<TCharge> {
      const minutes = Math.max(1, Math.round((req.expiresAt.getTime() - Date.now()) / 60_000));
      const res = await snap.createTransaction({
        transaction_details: { order_id: req.orderId, gross_amount: req.amount },
        item_details: [{ id: req.orderId, price: req.amount, quantity: 1, name: req.description.slice(0, 50) }],
        customer_details: { first_name: req.customer.name.slice(0, 255), email: req.customer.email },
        callbacks: { finish: req.finishUrl },
        expiry: { start_time: jakartaTime(new Date()), unit: "minute", duration: minutes },
      });
      if (!res?.redirect_url || !res.token) throw new Error("midtrans: no redirect_url in the Snap answer");
      return { checkoutUrl: res.redirect_url, gatewayRef: res.token };
    },
    verifyCallback({ body }) {
      return readMidtransNotification(body, opts.serverKey);
    },
  };
}
