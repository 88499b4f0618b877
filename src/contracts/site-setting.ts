import { z } from "zod";

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "warna harus berformat #RRGGBB");
const fontName = z.string().regex(/^[A-Za-z0-9 ]{1,60}$/, "nama font hanya huruf, angka dan spasi");
const assetUrl = z
  .string()
  .max(500)
  // Not protocol-relative ("//host"), no quotes, angle brackets or backslashes.
  .regex(/^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/, "harus berupa path /… atau URL https://");

/** The spec's site-setting entity (§3). Every field optional on input; defaults are applied by `resolveTheme`. */
export const ZSiteSettingCss = z.object({
  ft_primary: fontName.optional(),
  ft_secondary: fontName.optional(),
  clr_primary: hex.optional(),
  clr_secondary: hex.optional(),
  clr_success: hex.optional(),
  clr_info: hex.optional(),
  clr_warning: hex.optional(),
  clr_danger: hex.optional(),
  clr_light: hex.optional(),
  clr_dark: hex.optional(),
});

export const ZSiteSettingMeta = z.object({
  name: z.string().max(120).optional(),
  description: z.string().max(500).optional(),
  keywords: z.string().max(500).optional(),
  type: z.string().max(40).optional(),
  image: assetUrl.optional(),
  card: z.enum(["summary", "summary_large_image"]).optional(),
  site_name: z.string().max(120).optional(),
  url: z.string().url().max(300).optional(),
  // null (what the settings API answers for "none") is accepted and stored as absent.
  twitter_site: z
    .string()
    .regex(/^@?[A-Za-z0-9_]{1,30}$/)
    .nullish()
    .transform((v) => v ?? undefined)
    .optional(),
  robot_index: z.boolean().optional(),
  robot_follow: z.boolean().optional(),
});

/** Spec §3 per-tenant layout data: the layout's own dark logo and the image shown when a record has none. */
export const ZSiteLayoutData = z.object({
  logo_dark: assetUrl.optional(),
  imageDefault: assetUrl.optional(),
});

/** Spec §3 overview setting: how the site introduces itself in overviews (name, description, logo). */
export const ZSiteOverview = z.object({
  name: z.string().max(120).optional(),
  description: z.string().max(500).optional(),
  logo: assetUrl.optional(),
});

export const ZSiteSetting = z.object({
  title: z.string().min(1).max(120),
  logoDark: assetUrl,
  logoLight: assetUrl,
  favicon: assetUrl,
  layout: z.string().min(1).max(60),
  isMaintenance: z.boolean().optional(),
  /** This tenant's own analytics measurement ID; without it the default from configuration applies. */
  analyticsId: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "ID pengukuran Google Analytics, contoh: G-ABC123XYZ9")
    .nullish()
    .transform((v) => v ?? undefined)
    .optional(),
  /** Payment gateway of this site (docs DECISIONS): sandbox (default), midtrans or xendit; no key configured → sandbox. */
  paymentGateway: z.enum(["sandbox", "midtrans", "xendit"]).optional(),
  css: ZSiteSettingCss.default({}),
  meta: ZSiteSettingMeta.default({}),
  layoutData: ZSiteLayoutData.optional(),
  overview: ZSiteOverview.optional(),
});

export type TSiteSetting = z.infer<typeof ZSiteSetting>;
export type TSiteSettingCss = z.infer<typeof ZSiteSettingCss>;
export type TSiteSettingMeta = z.infer<typeof ZSiteSettingMeta>;
