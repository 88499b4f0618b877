import type { TGatewayName, TPaymentGateway } from "../../domain/payments/gateway.ts";
import { paymentConfig } from "./config.ts";
import { midtransGateway } from "./midtrans.ts";
import { sandboxGateway } from "./sandbox.ts";
import { xenditGateway } from "./xendit.ts";

/**
 * Payment gateways behind one interface (`TPaymentGateway`, src/domain/payments/gateway.ts).
 *
 * How to take a payment for something that is not a class (a donation, an event seat…): call
 * `createInvoice(ctx, { kind: "donation", key, title, amount, … })` from
 * src/domain/payments/invoices.ts with the tenant context and `gatewayForTenant(tenant)`; send the
 * payer to the returned `checkoutUrl`. The gateway's callback arrives at
 * `/api/v1/class/payment/callback` like every other, is verified, and marks the invoice paid
 * (ledger entries included); the `onPaid` hook of the item kind (src/domain/payments/fulfil.ts)
 * is where a kind does its own follow-up — kinds without one just record the payment.
 */
export type { TPaymentGateway, TGatewayName } from "../../domain/payments/gateway.ts";

const cache = new Map<TGatewayName, TPaymentGateway>();

/** The gateway of a name when its keys are configured; otherwise the sandbox. */
export function gatewayByName(name: TGatewayName): TPaymentGateway {
  const hit = cache.get(name);
  if (hit) return hit;
  const c = paymentConfig();
  let g: TPaymentGateway;
  if (name === "midtrans" && c.MIDTRANS_SERVER_KEY) {
    g = midtransGateway({
      serverKey: c.MIDTRANS_SERVER_KEY,
      clientKey: c.MIDTRANS_CLIENT_KEY,
      isProduction: c.MIDTRANS_IS_PRODUCTION === "true",
      snapUrl: c.MIDTRANS_SNAP_URL,
    });
  } else if (name === "xendit" && c.XENDIT_SECRET_KEY && c.XENDIT_CALLBACK_TOKEN) {
    g = xenditGateway({ secretKey: c.XENDIT_SECRET_KEY, callbackToken: c.XENDIT_CALLBACK_TOKEN, apiUrl: c.XENDIT_API_URL });
  } else {
    g = sandboxGateway();
  }
  cache.set(name, g);
  return g;
}

/** The gateway a tenant's setting chooses (`paymentGateway`: sandbox, midtrans, xendit; default sandbox). */
export function gatewayForTenant(tenant: { setting: { paymentGateway?: string } }): TPaymentGateway {
  const want = tenant.setting.paymentGateway;
  return gatewayByName(want === "midtrans" || want === "xendit" ? want : "sandbox");
}

/** Tests: forget built gateways (after changing the environment). */
export function resetGateways(): void {
  cache.clear();
}
