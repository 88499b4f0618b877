import { z } from "zod";

/** Spec §3 counter filters, in the spec's order. */
export const COUNTER_NAMES = [
  "alumni",
  "cities",
  "cities_active",
  "cities_alumni",
  "schools",
  "schools_active",
  "schools_alumni",
  "students",
  "mentors",
  "programs",
] as const;
export type TCounterName = (typeof COUNTER_NAMES)[number];

/** Landing counters on home pages (data_count). */
export const LANDING_COUNTERS = ["students", "alumni", "mentors", "schools", "cities", "programs"] as const;

/** YYYY-MM-DD (a Jakarta calendar day). */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "harus tanggal YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s, "bukan tanggal yang ada");

/** Today in Asia/Jakarta, YYYY-MM-DD. */
export function jakartaToday(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const MAX_RANGE_DAYS = 731;

/** Comma-separated positive ids ("1,2"); empty → undefined. */
const ZIdList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, "harus daftar id angka dipisah koma, mis. 1,2")
  .transform((s) => [...new Set(s.split(",").map(Number))].filter((n) => n > 0))
  .optional();

const ZCodeList = z
  .string()
  .regex(/^\d{2}(,\d{2})*$/, "harus daftar kode provinsi dipisah koma, mis. 32,33")
  .transform((s) => [...new Set(s.split(","))])
  .optional();

/**
 * A date range with a bucket size and optional programme/province filters: the statistics API
 * query and the dashboard's URL (`?dari=…&sampai=…&program=…`) parse into this. Default: the last
 * 30 days by day.
 */
export const ZRangeQuery = z
  .object({
    from: ZDay.optional(),
    to: ZDay.optional(),
    period: z.enum(["day", "week"], { message: "harus day atau week" }).optional().default("day"),
    programIds: ZIdList,
    provinceIds: ZCodeList,
  })
  .transform((q, ctx) => {
    const to = q.to ?? jakartaToday();
    const from = q.from ?? addDays(to, -29);
    if (from > to) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "tanggal mulai harus sebelum atau sama dengan tanggal akhir" });
      return z.NEVER;
    }
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["from"], message: `rentang maksimal ${MAX_RANGE_DAYS} hari` });
      return z.NEVER;
    }
    return { ...q, from, to };
  });
export type TRangeQuery = z.infer<typeof ZRangeQuery>;

/** `?filter=students,schools`: spec §3 counter names; none → all ten. */
export const ZCounterFilter = z.object({
  filter: z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (!s?.trim()) return [...COUNTER_NAMES];
      const names = [
        ...new Set(
          s
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ];
      const bad = names.filter((n) => !(COUNTER_NAMES as readonly string[]).includes(n));
      if (bad.length) {
        ctx.addIssue({ code: "custom", message: `penghitung tidak dikenal: ${bad.join(", ")}. Pilihan: ${COUNTER_NAMES.join(", ")}` });
        return z.NEVER;
      }
      return names;
    }),
});
