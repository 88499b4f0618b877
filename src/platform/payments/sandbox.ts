import { randomBytes } from "node:crypto";
import { derivedServerKey } from "../../domain/identity/server-key.ts";
import type { TCharge, TChargeRequest, TGatewayEvent, TPaymentGateway } from "../../domain/payments/gateway.ts";
import { SANDBOX_METHODS } from "../../domain/payments/constants.ts";
import { paymentConfig } from "./config.ts";
import { readMidtransNotification } from "./midtrans-notification.ts";
import { midtransSignature } from "./signature.ts";

/**
 * The built-in sandbox gateway (the default): a hosted checkout page of our own
 * (`/Checkout/Sandbox/{orderId}`) where the payer picks virtual account, QRIS or card and makes
 * the payment succeed, fail or expire. Its callbacks are Midtrans-shaped notifications signed the
 * way Midtrans signs them (SHA-512 of order_id + status_code + gross_amount + key), with a key
 * derived from the server key, and go through the same callback path as every gateway.
 *
 * It takes no real money, so in production it refuses to create charges and to accept callbacks.
 */
export { SANDBOX_METHODS };
export type TSandboxMethod = (typeof SANDBOX_METHODS)[number]["id"];
export type TSandboxOutcome = "success" | "failure" | "expire" | "pending" | "refund";

const STATUS: Record<TSandboxOutcome, { code: string; status: string }> = {
  success: { code: "200", status: "settlement" },
  pending: { code: "201", status: "pending" },
  failure: { code: "202", status: "deny" },
  expire: { code: "202", status: "expire" },
  refund: { code: "200", status: "refund" },
};

/**
 * The sandbox's signing key: derived from the server key (APP_KEY, or the random key a local
 * installation keeps in its database; `loadServerKey` has run on every path that gets here).
 */
export function sandboxKey(): string {
  return derivedServerKey("tunas sandbox-gateway v1").toString("hex");
}

/** The notification the sandbox sends for an outcome, signed. */
export function sandboxNotification(orderId: string, amount: number, outcome: TSandboxOutcome, method: string): Record<string, string> {
  const { code, status } = STATUS[outcome];
  const gross = `${amount}.00`;
  return {
    order_id: orderId,
    status_code: code,
    gross_amount: gross,
    transaction_status: status,
    payment_type: method,
    transaction_id: `sbx-${randomBytes(8).toString("hex")}`,
    transaction_time: new Date().toISOString(),
    signature_key: midtransSignature(orderId, code, gross, sandboxKey()),
  };
}

export function sandboxGateway(): TPaymentGateway {
  return {
    name: "sandbox",
    async createCharge(req: TChargeRequest): Promise<TCharge> {
      if (paymentConfig().APP_ENV === "production") throw new Error("sandbox gateway is not available in production");
      return { checkoutUrl: `${req.origin}/Checkout/Sandbox/${encodeURIComponent(req.orderId)}`, gatewayRef: `sbx-${randomBytes(6).toString("hex")}` };
    },
    verifyCallback({ body }): TGatewayEvent | null {
      if (paymentConfig().APP_ENV === "production") return null;
      return readMidtransNotification(body, sandboxKey());
    },
  };
}
