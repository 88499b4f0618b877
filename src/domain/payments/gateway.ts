/**
 * The payment-gateway port: what the payments domain needs from Midtrans, Xendit or the
 * built-in sandbox. Implementations live in `src/platform/payments/` (one file per gateway);
 * `gatewayForTenant` there picks one from the tenant's `paymentGateway` setting and the keys in
 * configuration (no key → sandbox).
 */
export type TGatewayName = "sandbox" | "midtrans" | "xendit";
export const GATEWAY_NAMES = ["sandbox", "midtrans", "xendit"] as const satisfies readonly TGatewayName[];

/** An invoice's state. Only moves forward (see status.ts). */
export type TPaymentState = "pending" | "paid" | "failed" | "expired" | "refunded";

export interface TChargeRequest {
  /** Our order id (unique, names the tenant): what the gateway echoes in its callbacks. */
  orderId: string;
  /** Integer rupiah. */
  amount: number;
  description: string;
  customer: { name: string; email: string };
  /** The tenant's public origin, e.g. http://sekolahbeta.localhost:3000 (sandbox checkout page). */
  origin: string;
  /** Where the gateway sends the browser back: `/CallbackPayment?order_id=…` on the tenant. */
  finishUrl: string;
  /** Where the gateway should post its callbacks (one path for every gateway). */
  callbackUrl: string;
  expiresAt: Date;
}

export interface TCharge {
  /** Where to send the payer (the gateway's hosted page). */
  checkoutUrl: string;
  /** The gateway's own id of the charge (Snap token, Xendit invoice id, sandbox id). */
  gatewayRef: string;
}

/** A verified callback, reduced to what the domain needs. */
export interface TGatewayEvent {
  orderId: string;
  state: TPaymentState;
  /** Integer rupiah the gateway reports; must equal the invoice amount. */
  amount: number;
  method: string;
  gatewayRef: string;
}

export interface TPaymentGateway {
  readonly name: TGatewayName;
  createCharge(req: TChargeRequest): Promise<TCharge>;
  /**
   * Verifies a callback (Midtrans signature_key, Xendit x-callback-token, sandbox signature) and
   * reads it. `null` means it does not verify: the caller answers 401 and changes nothing.
   */
  verifyCallback(input: { headers: Headers; body: Record<string, unknown> }): TGatewayEvent | null;
}

/** The order id a callback body names, before verification (to find the invoice and its gateway). */
export function callbackOrderId(body: Record<string, unknown>): string | null {
  const v = body.order_id ?? body.external_id;
  return typeof v === "string" && /^[A-Za-z0-9._-]{1,80}$/.test(v) ? v : null;
}
