import { z } from "zod";

import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SEO_TITLE_MODES, SEO_TITLE_PLACEHOLDER, SEO_TWITTER_CARDS, type TRouteSeo } from "./route-seo.ts";

export * from "./route-seo.ts";

/** The dashboard form of a route's SEO override (/Dashboard/Pengaturan/SEO/:route); messages are sentences under each field. */
const text = (label: string, max: number) => z.string().trim().max(max, `${label} maksimal ${max} karakter.`).optional();

/** An image: a path of an uploaded file (/files/…), another path on this site, or an https:// address. */
const image = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} maksimal 500 karakter.`)
    .regex(/^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/, `${label} harus berupa path berkas (/files/…) atau alamat https://.`)
    .optional();

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message }).optional();

export const ZSeoForm = z
  .object({
    /** The row's version when the form was opened; 0 when the route had no override yet. */
    version: z.coerce
      .number({ error: "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda." })
      .int("Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda.")
      .min(0, "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda."),
    titleMode: z.enum(SEO_TITLE_MODES, { error: "Pilih jenis judul: tetap atau dari data halaman." }).default("static"),
    title: text("Judul", SEO_TITLE_MAX),
    siteNameSuffix: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true" || v === "1"),
    description: text("Deskripsi", SEO_DESCRIPTION_MAX),
    ogTitle: text("Judul Open Graph", SEO_TITLE_MAX),
    ogDescription: text("Deskripsi Open Graph", SEO_DESCRIPTION_MAX),
    ogImage: image("Gambar Open Graph"),
    twitterCard: choice(SEO_TWITTER_CARDS, "Pilih jenis kartu Twitter: summary atau summary_large_image."),
    twitterTitle: text("Judul Twitter", SEO_TITLE_MAX),
    twitterDescription: text("Deskripsi Twitter", SEO_DESCRIPTION_MAX),
    twitterImage: image("Gambar Twitter"),
    itempropName: text("Nama itemprop", SEO_TITLE_MAX),
    itempropDescription: text("Deskripsi itemprop", SEO_DESCRIPTION_MAX),
    itempropImage: image("Gambar itemprop"),
    keywords: text("Kata kunci", 300),
    url: z
      .string()
      .trim()
      .max(300, "Alamat kanonis maksimal 300 karakter.")
      .regex(
        /^(\/(?!\/)[^\s"'<>\\]*|https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s"'<>\\]*)?)$/i,
        "Alamat kanonis harus berupa path yang diawali / atau URL lengkap, contoh https://sekolahbeta.id/Class.",
      )
      .optional(),
    robotIndex: choice(["index", "noindex"], "Pilih index atau noindex."),
    robotFollow: choice(["follow", "nofollow"], "Pilih follow atau nofollow."),
  })
  .superRefine((v, ctx) => {
    if (v.titleMode === "dynamic" && v.title && !v.title.includes(SEO_TITLE_PLACEHOLDER))
      ctx.addIssue({
        code: "custom",
        path: ["title"],
        message: `Templat judul dari data halaman harus memuat ${SEO_TITLE_PLACEHOLDER}, contoh "${SEO_TITLE_PLACEHOLDER} — Kelas".`,
      });
  });
export type TSeoForm = z.output<typeof ZSeoForm>;

/** The stored override as `buildMeta` applies it: the form's value without its version and empty fields. */
export function routeSeoOf(v: Omit<TSeoForm, "version">): TRouteSeo {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) if (val !== undefined && val !== null && val !== "") out[k] = val;
  return { ...(out as Partial<TRouteSeo>), titleMode: v.titleMode, siteNameSuffix: v.siteNameSuffix };
}
