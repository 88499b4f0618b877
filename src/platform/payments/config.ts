import { z } from "zod";

/**
 * Gateway keys and payment settings from the environment (parsed once). No key for a gateway →
 * tenants that chose it use the sandbox gateway. `*_URL` overrides point the official SDKs at a
 * stand-in server in tests.
 */
const ZPaymentEnv = z.object({
  MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
  MIDTRANS_CLIENT_KEY: z.string().optional(),
  MIDTRANS_IS_PRODUCTION: z.enum(["true", "false"]).default("false"),
  MIDTRANS_SNAP_URL: z.string().url().optional(),
  XENDIT_SECRET_KEY: z.string().min(8).optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(8).optional(),
  XENDIT_API_URL: z.string().url().optional(),
  /** Platform fee in basis points of each payment (2000 = 20 %); the rest is the mentor's share. */
  PAYMENT_PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** How long an invoice can be paid. */
  PAYMENT_INVOICE_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(60 * 24),
  APP_ENV: z.enum(["local", "dev", "staging", "production"]).default("local"),
  APP_KEY: z.string().optional(),
});

export type TPaymentConfig = z.infer<typeof ZPaymentEnv>;

let cached: TPaymentConfig | null = null;

export function paymentConfig(env: NodeJS.ProcessEnv = process.env): TPaymentConfig {
  if (env !== process.env) return parse(env);
  return (cached ??= parse(env));
}

function parse(env: NodeJS.ProcessEnv): TPaymentConfig {
  const r = ZPaymentEnv.safeParse(env);
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new Error(`configuration: ${String(i.path[0])} ${i.message}`);
  }
  return r.data;
}

/** Tests: forget the parsed environment. */
export function resetPaymentConfig(): void {
  cached = null;
}
