import type { TSiteSetting } from "../../contracts/site-setting.ts";

/** Spec §9 defaults. */
export const THEME_DEFAULTS = {
  ft_primary: "Raleway",
  ft_secondary: "Inter",
  clr_primary: "#2096C4",
  clr_secondary: "#2F80ED",
  clr_success: "#2dce89",
  clr_info: "#11cdef",
  clr_warning: "#fb6340",
  clr_danger: "#f5365c",
  clr_light: "#adb5bd",
  clr_dark: "#212529",
} as const;

export type TTheme = { -readonly [K in keyof typeof THEME_DEFAULTS]: string };

const HEX = /^#[0-9a-fA-F]{6}$/;
const FONT = /^[A-Za-z0-9 ]{1,60}$/;

/** Stored css merged over the defaults; a malformed stored value falls back to the default. */
export function resolveTheme(css: Partial<TSiteSetting["css"]> | undefined): TTheme {
  const out = { ...THEME_DEFAULTS } as TTheme;
  if (!css) return out;
  for (const key of Object.keys(THEME_DEFAULTS) as (keyof TTheme)[]) {
    const v = (css as Record<string, unknown>)[key];
    if (typeof v !== "string") continue;
    if (key.startsWith("clr_") ? HEX.test(v) : FONT.test(v)) out[key] = v;
  }
  return out;
}

/** The maintenance flag defaults to true when the setting gives no value (spec §2). */
export function isMaintenanceOn(setting: Partial<TSiteSetting> | undefined): boolean {
  return typeof setting?.isMaintenance === "boolean" ? setting.isMaintenance : true;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio between two `#rrggbb` colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` mixed with `towards` by `amount` (0–1), as `#rrggbb`. */
export function mixHex(color: string, towards: string, amount: number): string {
  const ch = (h: string, i: number) => parseInt(h.slice(i, i + 2), 16);
  return (
    "#" +
    [1, 3, 5]
      .map((i) => Math.round(ch(color, i) + (ch(towards, i) - ch(color, i)) * amount))
      .map((v) => v.toString(16).padStart(2, "0"))
      .join("")
  );
}

const WHITE = "#ffffff";
/** Body text contrast (WCAG AA for normal text). */
const AA = 4.5;

/** Text colour for a surface filled with `bg`: white when it reads (AA), else the theme's `dark`, else black (mid-tone greens and blues), else whichever reads best. */
export function readableOn(bg: string, dark: string): string {
  const w = contrastRatio(WHITE, bg);
  if (w >= AA) return WHITE;
  if (contrastRatio(dark, bg) >= AA) return dark;
  return contrastRatio("#000000", bg) > w ? "#000000" : WHITE;
}

/** `color` darkened just enough to be read as text on white, and on a 10 % tint of itself (badges); light brand colours such as #FFCD00 become a deeper shade. */
export function inkOnWhite(color: string, target = 5.5): string {
  for (let k = 0; k <= 20; k++) {
    const c = mixHex(color, "#000000", k * 0.05);
    if (contrastRatio(c, WHITE) >= target) return c;
  }
  return "#000000";
}

/** Colours derived from the brand colours so that text on them, and text in them, stays readable. */
export function themeContrast(theme: TTheme) {
  const dark = luminance(theme.clr_dark) < 0.1 ? theme.clr_dark.toLowerCase() : THEME_DEFAULTS.clr_dark.toLowerCase();
  const onPrimary = readableOn(theme.clr_primary, dark);
  const onSecondary = readableOn(theme.clr_secondary, dark);
  // Banners run from primary to secondary under one text colour; when that colour does not read on the
  // secondary, the banner ends on a deeper (or lighter) shade of the primary instead.
  const heroEnd =
    contrastRatio(onPrimary, theme.clr_secondary) >= AA ? theme.clr_secondary : mixHex(theme.clr_primary, onPrimary === WHITE ? "#000000" : WHITE, 0.35);
  return {
    onPrimary,
    onSecondary,
    ...focusRings(theme, onPrimary, heroEnd, dark),
    primaryInk: inkOnWhite(theme.clr_primary),
    secondaryInk: inkOnWhite(theme.clr_secondary),
    heroEnd,
    successInk: inkOnWhite(theme.clr_success),
    warningInk: inkOnWhite(theme.clr_warning),
    dangerInk: inkOnWhite(theme.clr_danger),
  };
}

/** Non-text contrast for a focus indicator against what surrounds it (WCAG 1.4.11). */
export const FOCUS_MIN_CONTRAST = 3;

/** The colour among `candidates` that contrasts best with every one of `backgrounds` (the first that clears the bar wins). */
function bestAgainst(candidates: string[], backgrounds: string[], min = FOCUS_MIN_CONTRAST): string {
  const worst = (c: string) => Math.min(...backgrounds.map((b) => contrastRatio(c, b)));
  return candidates.find((c) => worst(c) >= min) ?? candidates.reduce((a, b) => (worst(b) > worst(a) ? b : a));
}

/**
 * Focus rings the visitor can see on every surface of the site: on white pages (skip link, logo,
 * "Masuk"), on brand banners running from primary to the hero end (hero buttons), and on the dark
 * footer. Each is derived from the tenant's colours and clears 3:1 against its surface.
 */
export function focusRings(theme: TTheme, onPrimary: string, heroEnd: string, dark: string) {
  return {
    focus: bestAgainst([inkOnWhite(theme.clr_primary, 4.5), dark, "#000000"], [WHITE]),
    focusOnBrand: bestAgainst([onPrimary, WHITE, "#000000", dark], [theme.clr_primary, heroEnd]),
    focusOnDark: bestAgainst([WHITE, mixHex(theme.clr_primary, WHITE, 0.6), "#000000"], [theme.clr_dark]),
  };
}

/** CSS custom properties for :root, safe to inline (values are validated above). */
export function themeCss(theme: TTheme): string {
  const c = themeContrast(theme);
  return (
    `:root{--clr-primary:${theme.clr_primary};--clr-secondary:${theme.clr_secondary};` +
    `--clr-success:${theme.clr_success};--clr-info:${theme.clr_info};--clr-warning:${theme.clr_warning};` +
    `--clr-danger:${theme.clr_danger};--clr-light:${theme.clr_light};--clr-dark:${theme.clr_dark};` +
    `--clr-on-primary:${c.onPrimary};--clr-on-secondary:${c.onSecondary};--clr-primary-ink:${c.primaryInk};` +
    `--clr-secondary-ink:${c.secondaryInk};--clr-hero-end:${c.heroEnd};--clr-success-ink:${c.successInk};` +
    `--clr-warning-ink:${c.warningInk};--clr-danger-ink:${c.dangerInk};` +
    `--clr-focus:${c.focus};--clr-focus-on-brand:${c.focusOnBrand};--clr-focus-on-dark:${c.focusOnDark};` +
    `--ft-primary:"${theme.ft_primary}","Raleway Variable",system-ui,sans-serif;` +
    `--ft-secondary:"${theme.ft_secondary}","Inter Variable",system-ui,sans-serif}`
  );
}
