import { z } from "zod";
import { DONATION_MAX, DONATION_MIN } from "./external-data.ts";

/**
 * The forms of the book landing page (src/domain/book/), parsed with `parseForm` on the server and
 * with the same schemas in the browser before a direct call to `/rest/v1`. Limits are those of the
 * external data tables (their CHECK constraints). An empty field arrives as `undefined`.
 */
export { DONATION_MAX, DONATION_MIN };
export const DONATION_PRESETS = [25_000, 50_000, 100_000, 250_000] as const;
export const BOOK_INTENTS = ["review", "aspiration", "testimony", "disc", "donation"] as const;
export type TBookIntent = (typeof BOOK_INTENTS)[number];

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .optional()
    .transform((v) => (v ? v : null));

const name = z.string({ error: "Nama wajib diisi." }).trim().min(2, "Nama minimal 2 karakter.").max(80, "Nama maksimal 80 karakter.");

export const ZReviewForm = z.object({
  name,
  rating: z.coerce
    .number({ error: "Pilih penilaian bintang 1 sampai 5." })
    .int("Pilih penilaian bintang 1 sampai 5.")
    .min(1, "Pilih penilaian bintang 1 sampai 5.")
    .max(5, "Pilih penilaian bintang 1 sampai 5."),
  comment: z.string({ error: "Ulasan wajib diisi." }).trim().min(10, "Ulasan minimal 10 karakter.").max(2000, "Ulasan maksimal 2000 karakter."),
});
export type TReviewForm = z.output<typeof ZReviewForm>;

export const ZAspirationForm = z.object({
  name: optionalText(80, "Nama"),
  message: z.string({ error: "Aspirasi wajib diisi." }).trim().min(10, "Aspirasi minimal 10 karakter.").max(1000, "Aspirasi maksimal 1000 karakter."),
});
export type TAspirationForm = z.output<typeof ZAspirationForm>;

export const ZTestimonyForm = z.object({
  name,
  occupation: optionalText(120, "Pekerjaan"),
  message: z.string({ error: "Testimoni wajib diisi." }).trim().min(10, "Testimoni minimal 10 karakter.").max(1500, "Testimoni maksimal 1500 karakter."),
});
export type TTestimonyForm = z.output<typeof ZTestimonyForm>;

/** The DISC form's own fields; the 48 answer fields are checked by `validateDiscAnswers`. */
export const ZDiscNameForm = z.object({ name: optionalText(80, "Nama") });

/** "25.000", "Rp 25.000", "25000" → 25000; anything else → NaN. */
export function parseRupiahInput(v: string): number {
  const s = v.replace(/^\s*rp\.?\s*/i, "").replace(/[.\s]/g, "");
  return /^\d{1,12}$/.test(s) ? Number(s) : Number.NaN;
}

export const ZDonationForm = z
  .object({
    amount: z.string({ error: "Pilih jumlah donasi." }).trim(),
    otherAmount: z.string().trim().optional(),
    name: optionalText(80, "Nama"),
    message: optionalText(500, "Pesan"),
  })
  .transform((v, ctx) => {
    const other = v.amount === "lain";
    const amount = other ? parseRupiahInput(v.otherAmount ?? "") : Number(v.amount);
    const path = [other ? "otherAmount" : "amount"];
    if (other && !v.otherAmount) {
      ctx.addIssue({ code: "custom", path, message: "Tulis jumlah donasi Anda." });
      return z.NEVER;
    }
    if (!Number.isSafeInteger(amount)) {
      ctx.addIssue({ code: "custom", path, message: "Jumlah donasi harus berupa angka rupiah, contoh: 75000." });
      return z.NEVER;
    }
    if (amount < DONATION_MIN) {
      ctx.addIssue({ code: "custom", path, message: "Donasi minimal Rp 10.000." });
      return z.NEVER;
    }
    if (amount > DONATION_MAX) {
      ctx.addIssue({ code: "custom", path, message: "Donasi maksimal Rp 100.000.000 per transaksi." });
      return z.NEVER;
    }
    return { amount, name: v.name, message: v.message };
  });
export type TDonationForm = z.output<typeof ZDonationForm>;

/** Moderation in the dashboard. */
export const MODERATION_STATUS_LABEL = { pending: "Menunggu", approved: "Tampil", hidden: "Disembunyikan" } as const;
export const DONATION_STATUS_LABEL: Record<string, string> = { pending: "Menunggu pembayaran", paid: "Lunas", failed: "Gagal", expired: "Kedaluwarsa" };

/** The dashboard's book section: one tab per table, a status filter, pages of 20. */
export const BOOK_ADMIN_TABS = ["ulasan", "aspirasi", "testimoni", "disc", "donasi"] as const;
export type TBookAdminTab = (typeof BOOK_ADMIN_TABS)[number];
export const BOOK_TAB_TABLE = { ulasan: "book_reviews", aspirasi: "aspirations", testimoni: "testimonies", disc: "user_disc", donasi: "donations" } as const;
export const BOOK_TAB_LABEL: Record<TBookAdminTab, string> = {
  ulasan: "Ulasan",
  aspirasi: "Aspirasi",
  testimoni: "Testimoni",
  disc: "Hasil DISC",
  donasi: "Donasi",
};
export const BOOK_ADMIN_PAGE_SIZE = 20;

export const ZBookAdminQuery = z
  .object({
    tab: z.enum(BOOK_ADMIN_TABS).catch("ulasan"),
    status: z.string().optional().catch(undefined),
    halaman: z.coerce.number().int().min(1).max(10_000).catch(1),
  })
  .transform((q) => {
    const allowed: readonly string[] =
      q.tab === "donasi" ? ["pending", "paid", "failed", "expired"] : q.tab === "disc" ? [] : ["pending", "approved", "hidden"];
    return { ...q, status: q.status && allowed.includes(q.status) ? q.status : undefined };
  });
export type TBookAdminQuery = z.output<typeof ZBookAdminQuery>;

export const ZModerateForm = z.object({
  tab: z.enum(["ulasan", "aspirasi", "testimoni"], { error: "Bagian tidak dikenal." }),
  id: z.coerce.number({ error: "Nomor data tidak valid." }).int().positive().max(2_147_483_647),
  status: z.enum(["approved", "hidden", "pending"], { error: "Status tidak dikenal." }),
});
