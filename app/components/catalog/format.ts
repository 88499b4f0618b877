import { DATE_ID, SHORT_DATE_ID, TIME_ID } from "../../../src/kernel/format.ts";

export { formatPrice, formatRupiah } from "../../../src/kernel/money.ts";

/** Formatting a date in a time zone costs ~10 µs; pages repeat the same few dates on every render. */
function memo(fn: (v: string) => string): (v: string) => string {
  const seen = new Map<string, string>();
  return (v) => {
    let out = seen.get(v);
    if (out === undefined) {
      if (seen.size >= 2000) seen.clear();
      seen.set(v, (out = fn(v)));
    }
    return out;
  };
}

/** A date in Asia/Jakarta with Indonesian month names: `12 Maret 2026`. */
export const formatDate: (iso: string) => string = memo((iso) => DATE_ID.format(new Date(iso)));

export const formatShortDate: (iso: string) => string = memo((iso) => SHORT_DATE_ID.format(new Date(iso)));

export const formatDateTime: (iso: string) => string = memo(
  (iso) => `${DATE_ID.format(new Date(iso))}, ${TIME_ID.format(new Date(iso)).replace(":", ".")} WIB`,
);

/** Minutes as "45 menit" / "1 jam 30 menit". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} menit`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} jam ${m} menit` : `${h} jam`;
}
