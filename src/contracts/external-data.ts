import { z } from "zod";

/**
 * Vocabulary and input schemas of the external data service (spec §7, `/rest/v1/{table}`). The
 * same limits are CHECK constraints of the tables (src/db/schema/external-data.ts), so a row
 * written through REST and one written through a page's form obey the same rules.
 */
export const REST_TABLE_NAMES = ["book_reviews", "aspirations", "user_disc", "testimonies", "donations"] as const;
export type TRestTableName = (typeof REST_TABLE_NAMES)[number];

/** Tables whose rows are moderated (pending → approved | hidden) before the public sees them. */
export const MODERATED_TABLES = ["book_reviews", "aspirations", "testimonies"] as const;
export type TModeratedTable = (typeof MODERATED_TABLES)[number];

export const MODERATION_STATUSES = ["pending", "approved", "hidden"] as const;
export type TModerationStatus = (typeof MODERATION_STATUSES)[number];

export const DONATION_STATUSES = ["pending", "paid", "failed", "expired"] as const;
export type TDonationStatus = (typeof DONATION_STATUSES)[number];

/** Donation amounts in integer rupiah. */
export const DONATION_MIN = 10_000;
export const DONATION_MAX = 100_000_000;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} harus berupa teks.` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .nullish()
    .transform((v) => (v ? v : null));

const personName = z.string({ error: "Nama wajib diisi." }).trim().min(2, "Nama minimal 2 karakter.").max(80, "Nama maksimal 80 karakter.");

export const ZReviewInput = z.object({
  name: personName,
  comment: z.string({ error: "Ulasan wajib diisi." }).trim().min(1, "Ulasan wajib diisi.").max(2000, "Ulasan maksimal 2000 karakter."),
  rating: z.coerce
    .number({ error: "Penilaian wajib dipilih." })
    .int("Penilaian harus bilangan bulat 1 sampai 5.")
    .min(1, "Penilaian minimal 1 bintang.")
    .max(5, "Penilaian maksimal 5 bintang."),
});
export type TReviewInput = z.infer<typeof ZReviewInput>;

export const ZAspirationInput = z.object({
  name: optionalText(80, "Nama"),
  message: z.string({ error: "Aspirasi wajib diisi." }).trim().min(1, "Aspirasi wajib diisi.").max(1000, "Aspirasi maksimal 1000 karakter."),
});
export type TAspirationInput = z.infer<typeof ZAspirationInput>;

export const ZTestimonyInput = z.object({
  name: personName,
  occupation: optionalText(120, "Pekerjaan"),
  message: z.string({ error: "Testimoni wajib diisi." }).trim().min(1, "Testimoni wajib diisi.").max(1500, "Testimoni maksimal 1500 karakter."),
});
export type TTestimonyInput = z.infer<typeof ZTestimonyInput>;

const discScore = z.number({ error: "Skor harus berupa angka." }).int("Skor harus bilangan bulat.").min(-24, "Skor minimal -24.").max(24, "Skor maksimal 24.");

export const ZDiscInput = z.object({
  name: optionalText(80, "Nama"),
  email: z
    .string({ error: "Email harus berupa teks." })
    .trim()
    .max(200, "Email maksimal 200 karakter.")
    .email("Alamat email tidak valid.")
    .nullish()
    .or(z.literal("").transform(() => null))
    .transform((v) => v ?? null),
  answers: z
    .array(z.unknown())
    .max(24, "Jawaban maksimal 24.")
    .nullish()
    .transform((v) => v ?? null),
  scoreD: discScore,
  scoreI: discScore,
  scoreS: discScore,
  scoreC: discScore,
  profile: z.string({ error: "Profil wajib diisi." }).regex(/^[DISC]{1,2}$/, "Profil harus satu atau dua huruf D, I, S, C."),
});
export type TDiscInput = z.input<typeof ZDiscInput>;

export const ZDonationInput = z.object({
  name: optionalText(80, "Nama"),
  message: optionalText(500, "Pesan"),
  amount: z.coerce
    .number({ error: "Nominal donasi wajib diisi." })
    .int("Nominal donasi harus bilangan bulat rupiah.")
    .min(DONATION_MIN, "Nominal donasi minimal Rp 10.000.")
    .max(DONATION_MAX, "Nominal donasi maksimal Rp 100.000.000."),
});
export type TDonationInput = z.infer<typeof ZDonationInput>;
