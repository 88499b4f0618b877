import { contrastRatio, inkOnWhite, luminance, readableOn, THEME_DEFAULTS, type TTheme } from "./theme.ts";

/** WCAG 2 AA for normal-size text. */
export const AA_NORMAL = 4.5;

export interface TContrastCheck {
  id: string;
  /** Where the pair appears, in Indonesian. */
  label: string;
  fg: string;
  bg: string;
  /** Contrast ratio, rounded down to two decimals (4.499 never shows as 4.5 and "passes"). */
  ratio: number;
  ok: boolean;
  /** When the pair fails, the colour the site puts there instead so the text still reads (and its ratio). */
  fallback?: { fg: string; ratio: number };
}

const WHITE = "#ffffff";
/** The footer's text colour (Tailwind slate-300 on `bg-dark`, app/components/SiteChrome.tsx). */
const FOOTER_TEXT = "#cbd5e1";

const ratioOf = (fg: string, bg: string) => Math.floor(contrastRatio(fg, bg) * 100) / 100;

/**
 * The text/background pairs a tenant's colours make, with their WCAG contrast. Body text (the dark
 * colour) on white and on the light colour, and the footer's text on the dark colour, are used as
 * chosen: below AA they are hard to read. White text on the brand colours and brand colours as text
 * on white are what a brand usually intends; below AA the site swaps in a readable colour (its
 * `fallback`), so the warning says the look differs from the brand. Pure: the settings page runs
 * it as the colours are typed.
 */
export function contrastChecks(theme: TTheme): TContrastCheck[] {
  const dark = luminance(theme.clr_dark) < 0.1 ? theme.clr_dark : THEME_DEFAULTS.clr_dark;
  const pair = (id: string, label: string, fg: string, bg: string, fallback?: string): TContrastCheck => {
    const ratio = ratioOf(fg, bg);
    const ok = ratio >= AA_NORMAL;
    return {
      id,
      label,
      fg: fg.toLowerCase(),
      bg: bg.toLowerCase(),
      ratio,
      ok,
      ...(!ok && fallback ? { fallback: { fg: fallback.toLowerCase(), ratio: ratioOf(fallback, bg) } } : {}),
    };
  };
  return [
    pair("text-on-white", "Teks isi (warna gelap) di latar putih", theme.clr_dark, WHITE),
    pair("text-on-light", "Teks isi (warna gelap) di latar warna terang", theme.clr_dark, theme.clr_light),
    pair("footer", "Teks kaki halaman di latar warna gelap", FOOTER_TEXT, theme.clr_dark),
    pair("on-primary", "Teks putih di warna utama (tombol, kepala halaman)", WHITE, theme.clr_primary, readableOn(theme.clr_primary, dark)),
    pair("on-secondary", "Teks putih di warna kedua", WHITE, theme.clr_secondary, readableOn(theme.clr_secondary, dark)),
    pair("primary-text", "Warna utama sebagai teks tautan di latar putih", theme.clr_primary, WHITE, inkOnWhite(theme.clr_primary)),
    pair("success-text", "Warna sukses sebagai teks di latar putih", theme.clr_success, WHITE, inkOnWhite(theme.clr_success)),
    pair("warning-text", "Warna peringatan sebagai teks di latar putih", theme.clr_warning, WHITE, inkOnWhite(theme.clr_warning)),
    pair("danger-text", "Warna bahaya sebagai teks di latar putih", theme.clr_danger, WHITE, inkOnWhite(theme.clr_danger)),
    pair("info-text", "Warna info sebagai teks di latar putih", theme.clr_info, WHITE),
  ];
}

/** The pairs below AA (what the settings page warns about). */
export function contrastWarnings(theme: TTheme): TContrastCheck[] {
  return contrastChecks(theme).filter((c) => !c.ok);
}
