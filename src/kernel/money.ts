/** The rupiah formatter (id-ID, no decimals). */
export const RUPIAH = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Money is integer rupiah everywhere (no floats, no cents). */
export type TRupiah = number;

/** Whether a value is a whole, non-negative number of rupiah within JavaScript's safe integers. */
export function isRupiah(v: unknown): v is TRupiah {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

const seen = new Map<number, string>();
/** "Rp 50.000.000" (id-ID, no decimals, a plain space after Rp); memoised, pages repeat prices. */
export function formatRupiah(amount: TRupiah): string {
  let out = seen.get(amount);
  if (out === undefined) {
    if (seen.size >= 2000) seen.clear();
    seen.set(amount, (out = RUPIAH.format(amount).replace(/\s/g, " ")));
  }
  return out;
}

/** A price as shown in the catalogue: "Gratis" for 0. */
export function formatPrice(amount: TRupiah): string {
  return amount === 0 ? "Gratis" : formatRupiah(amount);
}
