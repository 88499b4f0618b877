/**
 * The one set of Intl formatters: Indonesian dates and times in Asia/Jakarta (WIB), rupiah, URL
 * title tails. Building an Intl formatter is slow, so each is built once here and reused.
 */

const WIB = "Asia/Jakarta";
export const DATE_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, day: "numeric", month: "long", year: "numeric" });
export const DATE_EN = new Intl.DateTimeFormat("en-GB", { timeZone: WIB, day: "numeric", month: "long", year: "numeric" });
export const SHORT_DATE_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, day: "numeric", month: "short", year: "numeric" });
export const TIME_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, hour: "2-digit", minute: "2-digit", hour12: false });

/** "5 Maret 2025" (WIB). */
export function formatDate(d: Date | string, lang: "id" | "en" = "id"): string {
  return (lang === "en" ? DATE_EN : DATE_ID).format(typeof d === "string" ? new Date(d) : d);
}

/** "09.00 WIB". */
export function formatTime(d: Date | string): string {
  return `${TIME_ID.format(typeof d === "string" ? new Date(d) : d)} WIB`;
}

export { formatPrice, formatRupiah, RUPIAH } from "./money.ts";

/** A readable URL tail from a title: "Belajar React dari Nol" → "belajar-react-dari-nol" (≤ 80 chars). */
export function titleSlug(title: string): string {
  const s = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = s.length > 80 ? s.slice(0, 80).replace(/-[^-]*$/, "") : s;
  return cut || "detail";
}

/** "32 menit" / "1 jam 5 menit". */
export function formatDuration(sec: number): string {
  // Short recordings (seeded clips) in seconds rather than "0 menit".
  if (sec < 90) return `${Math.round(sec)} detik`;
  const m = Math.round(sec / 60);
  if (m < 60) return `${m} menit`;
  return `${Math.floor(m / 60)} jam${m % 60 ? ` ${m % 60} menit` : ""}`;
}
