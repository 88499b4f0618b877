import type { TGatewayEvent, TPaymentState } from "../../domain/payments/gateway.ts";
import { midtransSignature, rupiahOf, safeEqual } from "./signature.ts";

/** Midtrans transaction_status (+ fraud_status) → our state; null for states we do not act on. */
export function midtransState(status: string, fraud: string | undefined): TPaymentState | null {
  switch (status) {
    case "capture":
      return fraud === "challenge" ? "pending" : fraud === "deny" ? "failed" : "paid";
    case "settlement":
      return "paid";
    case "pending":
      return "pending";
    case "deny":
    case "cancel":
    case "failure":
      return "failed";
    case "expire":
      return "expired";
    case "refund":
      return "refunded";
    default:
      return null;
  }
}

/**
 * Reads a Midtrans HTTP notification (also what the sandbox gateway sends), verifying its
 * signature_key with the given server key. Null when anything does not verify.
 */
export function readMidtransNotification(body: Record<string, unknown>, serverKey: string): TGatewayEvent | null {
  const { order_id, status_code, gross_amount, signature_key, transaction_status, fraud_status } = body;
  if (typeof order_id !== "string" || typeof status_code !== "string" || typeof gross_amount !== "string" || typeof signature_key !== "string") return null;
  if (!safeEqual(signature_key.toLowerCase(), midtransSignature(order_id, status_code, gross_amount, serverKey))) return null;
  const amount = rupiahOf(gross_amount);
  // A verified notification in a state we do not act on (authorize, partial_refund…) reads as pending: it changes nothing.
  const state = midtransState(String(transaction_status ?? ""), typeof fraud_status === "string" ? fraud_status : undefined) ?? "pending";
  if (amount === null) return null;
  return {
    orderId: order_id,
    state,
    amount,
    method: typeof body.payment_type === "string" ? body.payment_type : "",
    gatewayRef: typeof body.transaction_id === "string" ? body.transaction_id : "",
  };
}
