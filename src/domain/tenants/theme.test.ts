import { describe, expect, it } from "vitest";
import { isMaintenanceOn, resolveTheme, themeCss, THEME_DEFAULTS } from "./theme.ts";

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
