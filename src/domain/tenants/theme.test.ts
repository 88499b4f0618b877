import { describe, expect, it } from "vitest";
import { contrastRatio, FOCUS_MIN_CONTRAST, inkOnWhite, isMaintenanceOn, readableOn, resolveTheme, themeContrast, themeCss, THEME_DEFAULTS } from "./theme.ts";
import { settingFor, tenantSeeds } from "../../seed/tenants-data.ts";

describe("theme defaults (spec §9)", () => {
  it("uses the spec's colours and fonts when the setting gives none", () => {
    expect(resolveTheme(undefined)).toEqual({
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
    });
  });

  it("takes stored values over defaults and ignores malformed ones", () => {
    const t = resolveTheme({ clr_primary: "#123456", clr_danger: "red;}body{display:none" as string, ft_primary: "Poppins" });
    expect(t.clr_primary).toBe("#123456");
    expect(t.clr_danger).toBe(THEME_DEFAULTS.clr_danger);
    expect(t.ft_primary).toBe("Poppins");
  });

  it("emits CSS variables with the self-hosted font as fallback", () => {
    const css = themeCss(resolveTheme({ clr_primary: "#0F9D58" }));
    expect(css).toContain("--clr-primary:#0F9D58");
    expect(css).toContain('--ft-primary:"Raleway","Raleway Variable"');
    expect(css).not.toMatch(/<|>/);
  });

  it("defaults the maintenance flag to true when the setting gives no value", () => {
    expect(isMaintenanceOn(undefined)).toBe(true);
    expect(isMaintenanceOn({})).toBe(true);
    expect(isMaintenanceOn({ isMaintenance: false })).toBe(false);
    expect(isMaintenanceOn({ isMaintenance: true })).toBe(true);
  });
});

describe("readable colours derived from the brand colours", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 1);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 1);
  });

  it("keeps white on dark brand colours and switches to dark text on light ones", () => {
    expect(readableOn("#0033A0", "#212529")).toBe("#ffffff");
    expect(readableOn("#FFCD00", "#212529")).toBe("#212529");
    expect(readableOn("#C8A27C", "#212529")).toBe("#212529");
    // Mid-tone green: neither white nor the theme's dark reaches 4.5:1, black does.
    expect(readableOn("#0F9D58", "#212529")).toBe("#000000");
  });

  it("every tenant pair reads at AA: text on primary/secondary, brand ink on white and on a 10 % tint", () => {
    const pairs = [
      ["#1E6FD9", "#F2A900"],
      ["#0F9D58", "#F4B400"],
      ["#B8860B", "#7A1F1F"],
      ["#6F4E37", "#C8A27C"],
      ["#0033A0", "#FFCD00"],
      ["#FB8500", "#023047"],
      ["#06D6A0", "#118AB2"],
      ["#2096C4", "#2F80ED"],
    ] as const;
    for (const [p, s] of pairs) {
      const c = themeContrast(resolveTheme({ clr_primary: p, clr_secondary: s }));
      expect(contrastRatio(c.onPrimary, p), p).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.onSecondary, s), s).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.onPrimary, c.heroEnd), `${p} banner end`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.primaryInk, "#ffffff")).toBeGreaterThanOrEqual(5.5);
      expect(contrastRatio(c.secondaryInk, "#ffffff")).toBeGreaterThanOrEqual(5.5);
    }
  });

  it("leaves a colour that already reads on white unchanged and deepens a light one", () => {
    expect(inkOnWhite("#0033A0")).toBe("#0033a0");
    expect(inkOnWhite("#FFCD00")).not.toBe("#ffcd00");
  });

  it("banners keep the secondary colour when the text colour reads on it, else end on a shade of the primary", () => {
    expect(themeContrast(resolveTheme({ clr_primary: "#B5179E", clr_secondary: "#560BAD" })).heroEnd).toBe("#560BAD");
    expect(themeContrast(resolveTheme({ clr_primary: "#0033A0", clr_secondary: "#FFCD00" })).heroEnd).not.toBe("#FFCD00");
  });

  it("exposes the derived colours as CSS variables", () => {
    const css = themeCss(resolveTheme({ clr_primary: "#0033A0", clr_secondary: "#FFCD00" }));
    expect(css).toContain("--clr-on-primary:#ffffff");
    expect(css).toContain("--clr-on-secondary:#212529");
    expect(css).toMatch(/--clr-primary-ink:#[0-9a-f]{6};/);
    expect(css).toMatch(/--clr-hero-end:#[0-9a-f]{6};/);
    expect(css).toMatch(/--clr-danger-ink:#[0-9a-f]{6};/);
  });
});

describe("focus rings", () => {
  const seeds = tenantSeeds("tunas");
  it("cover all 32 seeded tenants", () => {
    expect(seeds.length).toBe(32);
  });

  it.each(seeds.map((s) => [s.layout, s] as const))("clear 3:1 on every surface of %s", (_layout, seed) => {
    const theme = resolveTheme(settingFor(seed, "tunas").css);
    const c = themeContrast(theme);
    expect(contrastRatio(c.focus, "#ffffff")).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
    expect(contrastRatio(c.focusOnBrand, theme.clr_primary)).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
    expect(contrastRatio(c.focusOnBrand, c.heroEnd)).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
    expect(contrastRatio(c.focusOnDark, theme.clr_dark)).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
    expect(themeCss(theme)).toContain(`--clr-focus:${c.focus};--clr-focus-on-brand:${c.focusOnBrand};--clr-focus-on-dark:${c.focusOnDark}`);
  });

  it("clear 3:1 for any brand colours a staff member may choose", () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 256).toString(16).padStart(2, "0");
    const hex = () => `#${rnd()}${rnd()}${rnd()}`;
    for (let i = 0; i < 500; i++) {
      const theme = resolveTheme({ clr_primary: hex(), clr_secondary: hex(), clr_dark: hex() });
      const c = themeContrast(theme);
      const at = `primary ${theme.clr_primary}, secondary ${theme.clr_secondary}, dark ${theme.clr_dark}`;
      expect(contrastRatio(c.focus, "#ffffff"), at).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
      expect(Math.min(contrastRatio(c.focusOnBrand, theme.clr_primary), contrastRatio(c.focusOnBrand, c.heroEnd)), at).toBeGreaterThanOrEqual(
        FOCUS_MIN_CONTRAST,
      );
      expect(contrastRatio(c.focusOnDark, theme.clr_dark), at).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
    }
  });
});
