import { createHash, timingSafeEqual } from "node:crypto";

/** Midtrans notification signature: SHA-512 hex of order_id + status_code + gross_amount + server key. */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash("sha512")
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Midtrans' gross_amount ("499000.00") as integer rupiah, or null. */
export function rupiahOf(v: unknown): number | null {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v : "";
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  if (m[2] && Number(m[2]) !== 0) return null;
  return Number(m[1]);
}
