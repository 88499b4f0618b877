/** Payment constants the pages show (no server imports: safe in the browser bundle). */
export const PAYOUT_STATES = ["requested", "approved", "paid", "rejected"] as const;
export type TPayoutState = (typeof PAYOUT_STATES)[number];
export const PAYOUT_LABEL: Record<TPayoutState, string> = { requested: "Diajukan", approved: "Disetujui", paid: "Ditransfer", rejected: "Ditolak" };

/** Smallest payout (integer rupiah): transfers below this cost more than they move. */
export const MIN_PAYOUT = 50_000;

/** How the sandbox gateway's checkout page lets the payer pay. */
export const SANDBOX_METHODS = [
  { id: "bca_va", label: "Virtual Account BCA", kind: "va" },
  { id: "bni_va", label: "Virtual Account BNI", kind: "va" },
  { id: "bri_va", label: "Virtual Account BRI", kind: "va" },
  { id: "mandiri_va", label: "Virtual Account Mandiri", kind: "va" },
  { id: "qris", label: "QRIS (GoPay, OVO, DANA, ShopeePay)", kind: "qris" },
  { id: "credit_card", label: "Kartu kredit/debit", kind: "card" },
] as const;

const METHOD_LABEL: Record<string, string> = {
  ...Object.fromEntries(SANDBOX_METHODS.map((m) => [m.id, m.label])),
  bank_transfer: "Transfer bank (virtual account)",
  echannel: "Mandiri Bill",
  gopay: "GoPay",
  shopeepay: "ShopeePay",
  qris: "QRIS",
  credit_card: "Kartu kredit/debit",
  cstore: "Gerai retail",
};

/** A payment method as the payer reads it ("bca_va" → "Virtual Account BCA"; Xendit "BANK_TRANSFER BCA" as is). */
export function methodLabel(method: string): string {
  return METHOD_LABEL[method] ?? method.replace(/_/g, " ");
}
