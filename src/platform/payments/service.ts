import type { TCallbackDeps } from "../../domain/payments/callbacks.ts";
import type { TInvoiceOptions } from "../../domain/payments/invoices.ts";
import { paymentConfig } from "./config.ts";
import { gatewayByName } from "./index.ts";

/** Invoice options for a tenant origin (lifetime from PAYMENT_INVOICE_TTL_MINUTES). */
export function invoiceOptions(origin: string): TInvoiceOptions {
  return { origin, ttlMinutes: paymentConfig().PAYMENT_INVOICE_TTL_MINUTES };
}

/** What the callback handler needs: the gateways, the fee, and the tenant's name and origin for the receipt. */
export function callbackDeps(tenant: { name: string }, origin: string): TCallbackDeps {
  return { gatewayByName, feeBps: paymentConfig().PAYMENT_PLATFORM_FEE_BPS, origin, tenantName: tenant.name };
}
