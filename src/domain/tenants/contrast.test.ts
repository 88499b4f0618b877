import { describe, expect, it } from "vitest";
import { AA_NORMAL, contrastChecks, contrastWarnings } from "./contrast.ts";
import { resolveTheme } from "./theme.ts";

const check = (css: Record<string, string>, id: string) => contrastChecks(resolveTheme(css)).find((c) => c.id === id)!;

describe("contrast checks of a tenant's colours (WCAG AA 4.5:1)", () => {
  it("gives the known ratios: black on white 21:1, #777777 on white 4.47:1 (below AA), #767676 4.54:1 (AA)", () => {
    expect(check({ clr_dark: "#000000" }, "text-on-white")).toMatchObject({ ratio: 21, ok: true });
    expect(check({ clr_dark: "#777777" }, "text-on-white")).toMatchObject({ ratio: 4.47, ok: false });
    expect(check({ clr_dark: "#767676" }, "text-on-white")).toMatchObject({ ratio: 4.54, ok: true });
  });

  it("is symmetric and never rounds a failing ratio up to a pass", () => {
    const a = check({ clr_dark: "#212529", clr_light: "#adb5bd" }, "text-on-light");
    expect(a.ratio).toBeGreaterThan(AA_NORMAL);
    for (const c of contrastChecks(resolveTheme({ clr_dark: "#777777", clr_primary: "#7a7a7a" }))) expect(c.ok).toBe(c.ratio >= AA_NORMAL);
  });

  it("warns that white on a bright yellow primary fails, and names the readable colour the site uses instead", () => {
    const c = check({ clr_primary: "#FFCD00" }, "on-primary");
    expect(c.ok).toBe(false);
    expect(c.ratio).toBeLessThan(2);
    expect(c.fallback!.fg).not.toBe("#ffffff");
    expect(c.fallback!.ratio).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  it("has no warning for white on a deep blue, nor for the dark default text", () => {
    const ids = contrastWarnings(resolveTheme({ clr_primary: "#1E3A8A", clr_secondary: "#1E3A8A" })).map((w) => w.id);
    expect(ids).not.toContain("on-primary");
    expect(ids).not.toContain("on-secondary");
    expect(ids).not.toContain("text-on-white");
  });

  it("flags a light grey body text that the site does not correct (no fallback)", () => {
    const c = check({ clr_dark: "#999999" }, "text-on-white");
    expect(c.ok).toBe(false);
    expect(c.fallback).toBeUndefined();
  });

  it("covers every colour key of the spec", () => {
    const used = new Set(contrastChecks(resolveTheme({})).flatMap((c) => [c.fg, c.bg]));
    const theme = resolveTheme({});
    for (const key of ["clr_primary", "clr_secondary", "clr_success", "clr_info", "clr_warning", "clr_danger", "clr_light", "clr_dark"] as const)
      expect(used.has(theme[key].toLowerCase()), key).toBe(true);
  });
});
