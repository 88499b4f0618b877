/**
 * The one set of Intl formatters: Indonesian dates and times in Asia/Jakarta (WIB), rupiah, URL
 * title tails. Building an Intl formatter is slow, so each is built once here and reused.
 */

const WIB = "Asia/Jakarta";
export const DATE_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, day: "numeric", month: "long", year: "numeric" });
export const DATE_EN = new Intl.DateTimeFormat("en-GB", { timeZone: WIB, day: "numeric", month: "long", year: "numeric" });
export const SHORT_DATE_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, day: "numeric", month: "short", year: "numeric" });
export const TIME_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, hour: "2-digit", minute: "2-digit", hour12: false });
/** "Kamis, 5 Maret 2025" (WIB). */
export const LONG_DATE_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, weekday: "long", day: "numeric", month: "long", year: "numeric" });
/** "5 Mar 2025 14.05" (WIB); callers add " WIB". */
export const SHORT_DATE_TIME_ID = new Intl.DateTimeFormat("id-ID", {
  timeZone: WIB,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
/** "2025-03-05 14:05" (WIB): dates in CSV exports, sortable. */
export const CSV_DATE_TIME = new Intl.DateTimeFormat("sv-SE", {
  timeZone: WIB,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
/** "2025-03-05": the calendar day in WIB (file names, date inputs, day keys). */
export const ISO_DAY_WIB = new Intl.DateTimeFormat("en-CA", { timeZone: WIB, year: "numeric", month: "2-digit", day: "2-digit" });
const YEAR_WIB = new Intl.DateTimeFormat("en-CA", { timeZone: WIB, year: "numeric" });
/** "5 Mar 2025 14.05" in the locale's medium style (WIB). */
export const DATE_TIME_MEDIUM_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, dateStyle: "medium", timeStyle: "short" });
/** "5 Maret 2025 pukul 14.05" in the locale's long style (WIB). */
export const DATE_TIME_LONG_ID = new Intl.DateTimeFormat("id-ID", { timeZone: WIB, dateStyle: "long", timeStyle: "short" });
/** "14:05" (WIB, 24 hours): the value of a time or datetime-local input. */
export const TIME_INPUT_WIB = new Intl.DateTimeFormat("en-GB", { timeZone: WIB, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** "1.234.567": a count with Indonesian grouping. */
export const NUMBER_ID = new Intl.NumberFormat("id-ID");

/** The calendar day in WIB as "2025-03-05". */
export function isoDayWib(d: Date | number = new Date()): string {
  return ISO_DAY_WIB.format(d);
}

/** The year in WIB (on 31 December 17:00 UTC and later, already the next one). */
export function yearWib(d: Date | number = new Date()): number {
  return Number(YEAR_WIB.format(d));
}

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

/** A message as a full sentence: trimmed, capital first letter, closing full stop ("" stays ""). */
export function asSentence(message: string): string {
  const m = message.trim();
  if (!m) return m;
  const first = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** "32 menit" / "1 jam 5 menit". */
export function formatDuration(sec: number): string {
  // Short recordings (seeded clips) in seconds rather than "0 menit".
  if (sec < 90) return `${Math.round(sec)} detik`;
  const m = Math.round(sec / 60);
  if (m < 60) return `${m} menit`;
  return `${Math.floor(m / 60)} jam${m % 60 ? ` ${m % 60} menit` : ""}`;
}

/** Labels of a calendar day given as "2025-03-05" (no time zone shift: the day is already a day). */
const ISO_DAY_LABEL = {
  short: new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", day: "numeric", month: "short" }),
  shortYear: new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" }),
  weekday: new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" }),
  weekdayShort: new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }),
};

/** "5 Mar", "5 Mar 2025", "Rabu, 5 Maret" or "Rab, 5 Mar" for the calendar day "2025-03-05". */
export function isoDayLabel(day: string, style: keyof typeof ISO_DAY_LABEL): string {
  return ISO_DAY_LABEL[style].format(new Date(`${day}T00:00:00Z`));
}
