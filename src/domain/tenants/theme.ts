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

/** CSS custom properties for :root, safe to inline (values are validated above). */
export function themeCss(theme: TTheme): string {
  return (
    `:root{--clr-primary:${theme.clr_primary};--clr-secondary:${theme.clr_secondary};` +
    `--clr-success:${theme.clr_success};--clr-info:${theme.clr_info};--clr-warning:${theme.clr_warning};` +
    `--clr-danger:${theme.clr_danger};--clr-light:${theme.clr_light};--clr-dark:${theme.clr_dark};` +
    `--ft-primary:"${theme.ft_primary}","Raleway Variable",system-ui,sans-serif;` +
    `--ft-secondary:"${theme.ft_secondary}","Inter Variable",system-ui,sans-serif}`
  );
}
