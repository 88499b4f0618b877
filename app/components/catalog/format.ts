const rupiah = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const dateFmt = new Intl.DateTimeFormat("id-ID", { timeZone: "Asia/Jakarta", day: "numeric", month: "long", year: "numeric" });
const shortDate = new Intl.DateTimeFormat("id-ID", { timeZone: "Asia/Jakarta", day: "numeric", month: "short", year: "numeric" });
const timeFmt = new Intl.DateTimeFormat("id-ID", { timeZone: "Asia/Jakarta", hour: "2-digit", minute: "2-digit" });

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

/** Integer rupiah as `Rp 50.000.000` (id-ID, no decimals, a plain space after Rp). */
const rupiahSeen = new Map<number, string>();
export function formatRupiah(amount: number): string {
  let out = rupiahSeen.get(amount);
  if (out === undefined) {
    if (rupiahSeen.size >= 2000) rupiahSeen.clear();
    rupiahSeen.set(amount, (out = rupiah.format(amount).replace(/\u00a0/g, " ")));
  }
  return out;
}

export function formatPrice(amount: number): string {
  return amount === 0 ? "Gratis" : formatRupiah(amount);
}

/** A date in Asia/Jakarta with Indonesian month names: `12 Maret 2026`. */
export const formatDate: (iso: string) => string = memo((iso) => dateFmt.format(new Date(iso)));

export const formatShortDate: (iso: string) => string = memo((iso) => shortDate.format(new Date(iso)));

export const formatDateTime: (iso: string) => string = memo((iso) => `${dateFmt.format(new Date(iso))}, ${timeFmt.format(new Date(iso)).replace(":", ".")} WIB`);

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} menit`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} jam ${m} menit` : `${h} jam`;
}
