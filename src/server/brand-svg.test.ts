import { describe, expect, it } from "vitest";
import { brandSvg } from "./brand-svg.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";

const tenant = (name: string) => ({ name, tagline: "", theme: { clr_primary: "#1B8A5A", clr_secondary: "#0B4F6C" } }) as unknown as TTenant;

describe("brandSvg wordmarks", () => {
  it("a wide name has a #stacked view drawn below the one-line wordmark, outside its viewBox", () => {
    const svg = brandSvg(tenant("Jabar Digital Academy"), "logo-dark");
    const root = /^<svg [^>]*viewBox='0 0 (\d+) 48'/.exec(svg);
    expect(root).not.toBeNull();
    expect(svg).not.toMatch(/^<svg [^>]*\swidth=/);
    const view = /<view id='stacked' viewBox='0 (\d+) (\d+) (\d+)'\/>/.exec(svg)!;
    expect(Number(view[1])).toBeGreaterThanOrEqual(48);
    expect(Number(view[2])).toBeLessThan(Number(root![1]));
    expect(svg).toContain(">Jabar Digital</text>");
    expect(svg).toContain(">Academy</text>");
  });

  it("a short name's #stacked view is its one-line box, and names are escaped", () => {
    const svg = brandSvg(tenant("A&B"), "logo-light");
    expect(svg).toContain("<view id='stacked' viewBox='0 0 121 48'/>");
    expect(svg).toContain(">A&amp;B</text>");
    expect(svg).toContain("fill='#ffffff'");
  });
});
