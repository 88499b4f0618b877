import { z } from "zod";
import { ZVersion } from "./admin-list.ts";

/**
 * The site-settings form of the dashboard (/Dashboard/Pengaturan, issue 17): every field of the
 * spec's site setting (§3) plus layout data, the overview and blog settings and the analytics ID.
 * Field names follow the stored shape (`css.clr_primary`, `meta.url`, `overview.logo`), so the
 * parsed value is the setting itself. Every message is a sentence under its field.
 */
export const COLOUR_KEYS = ["clr_primary", "clr_secondary", "clr_success", "clr_info", "clr_warning", "clr_danger", "clr_light", "clr_dark"] as const;
export type TColourKey = (typeof COLOUR_KEYS)[number];

export const COLOUR_LABEL: Record<TColourKey, string> = {
  clr_primary: "Warna utama",
  clr_secondary: "Warna kedua",
  clr_success: "Warna sukses",
  clr_info: "Warna info",
  clr_warning: "Warna peringatan",
  clr_danger: "Warna bahaya",
  clr_light: "Warna terang",
  clr_dark: "Warna gelap (teks)",
};

const hex = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} harus berformat heksadesimal #RRGGBB, contoh #2096C4.`);

const font = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .regex(/^[A-Za-z0-9 ]{1,60}$/, `${label} hanya boleh berisi huruf, angka dan spasi (maksimal 60 karakter).`);

/** A logo, image or icon: a path on this site (`/brand/…`, `/files/…`) or an https:// address. */
const asset = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} maksimal 500 karakter.`)
    .regex(/^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/, `${label} harus berupa path yang diawali / atau alamat https://.`);

const requiredAsset = (label: string) => z.string({ error: `${label} wajib diisi.` }).pipe(asset(label));

const text = (label: string, max: number) => z.string().trim().max(max, `${label} maksimal ${max} karakter.`);

/** A checkbox: present ("on") is true, absent is false. */
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

export const ZSettingsForm = z.object({
  version: ZVersion,
  title: z.string({ error: "Judul situs wajib diisi." }).trim().min(2, "Judul situs minimal 2 karakter.").max(120, "Judul situs maksimal 120 karakter."),
  logoDark: requiredAsset("Logo gelap"),
  logoLight: requiredAsset("Logo terang"),
  favicon: requiredAsset("Favicon"),
  isMaintenance: checkbox,
  analyticsId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^G-[A-Z0-9]{4,20}$/, "ID pengukuran Google Analytics berformat G-XXXXXXXX, contoh G-ABC123XYZ9.")
    .optional(),
  css: z.object(
    {
      ft_primary: font("Font utama"),
      ft_secondary: font("Font kedua"),
      ...(Object.fromEntries(COLOUR_KEYS.map((k) => [k, hex(COLOUR_LABEL[k])])) as Record<TColourKey, ReturnType<typeof hex>>),
    },
    { error: "Warna dan font wajib diisi." },
  ),
  meta: z
    .object({
      name: text("Nama meta", 120).optional(),
      description: text("Deskripsi meta", 500).optional(),
      keywords: text("Kata kunci", 500).optional(),
      type: z
        .string()
        .trim()
        .regex(/^[a-z][a-z0-9_.:-]{0,39}$/, "Jenis Open Graph hanya huruf kecil, angka, titik, garis bawah atau titik dua, contoh website.")
        .optional(),
      image: asset("Gambar bagikan").optional(),
      card: z.enum(["summary", "summary_large_image"], { error: "Pilih jenis kartu Twitter: summary atau summary_large_image." }).optional(),
      site_name: text("Nama situs (Open Graph)", 120).optional(),
      url: z
        .string()
        .trim()
        .max(300, "Alamat situs maksimal 300 karakter.")
        .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s"'<>\\]*)?$/i, "Alamat situs harus berupa URL lengkap, contoh https://sekolahbeta.id.")
        .optional(),
      twitter_site: z
        .string()
        .trim()
        .regex(/^@?[A-Za-z0-9_]{1,30}$/, "Akun Twitter/X berupa @nama, hanya huruf, angka dan garis bawah (maksimal 30).")
        .transform((v) => (v.startsWith("@") ? v : `@${v}`))
        .optional(),
      robot_index: checkbox,
      robot_follow: checkbox,
    })
    .default({ robot_index: false, robot_follow: false }),
  layoutData: z
    .object({
      logo_dark: asset("Logo gelap tata letak").optional(),
      imageDefault: asset("Gambar bawaan").optional(),
    })
    .default({}),
  overview: z
    .object({
      name: text("Nama ringkasan", 120).optional(),
      description: text("Deskripsi ringkasan", 500).optional(),
      logo: asset("Logo ringkasan").optional(),
    })
    .default({}),
  blog: z
    .object({
      title: text("Judul blog", 120).optional(),
      summary: text("Ringkasan blog", 500).optional(),
      cover: asset("Sampul blog").optional(),
    })
    .default({}),
});
export type TSettingsForm = z.output<typeof ZSettingsForm>;

/** A host name a site may answer on: lower-case labels of letters, digits and hyphens, dot-separated. */
export const ZHostname = z
  .string({ error: "Domain wajib diisi." })
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/\.$/, ""))
  .pipe(
    z
      .string()
      .min(1, "Domain wajib diisi.")
      .max(253, "Domain maksimal 253 karakter.")
      .refine(
        (v) => !/^[a-z][a-z0-9+.-]*:\/\//.test(v) && !v.includes("/"),
        "Tulis domainnya saja, tanpa https:// dan tanpa path, contoh belajar.sekolahbeta.id.",
      )
      .refine((v) => !v.includes(":"), "Domain tidak boleh memuat nomor port.")
      .refine(
        (v) => v.split(".").length >= 2 && v.split(".").every((l) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(l)),
        "Domain tidak valid: gunakan huruf, angka dan tanda hubung per bagian, dipisah titik, contoh belajar.sekolahbeta.id.",
      )
      .refine((v) => !/^\d+(\.\d+){3}$/.test(v), "Gunakan nama domain, bukan alamat IP."),
  );

export const ZHostForm = z.object({ host: ZHostname });
