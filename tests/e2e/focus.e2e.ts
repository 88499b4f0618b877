import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";

/** WCAG contrast of two `rgb(...)`/`#rrggbb` colours, computed in the page's own terms. */
function contrast(a: string, b: string): number {
  const rgb = (c: string): number[] => {
    const hex = /^#([0-9a-f]{6})$/i.exec(c.trim());
    if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16));
    const nums = (c.match(/-?[\d.]+/g) ?? []).slice(0, 3).map(Number);
    // color-mix() and other CSS Color 4 values compute to `color(srgb r g b)` with 0–1 channels.
    if (/^color\(srgb/.test(c.trim())) return nums.map((v) => Math.round(v * 255));
    if (!/^rgba?\(/.test(c.trim())) throw new Error(`unexpected colour format: ${c}`);
    return nums;
  };
  const lum = (c: string) => {
    const [r, g, b] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The focus ring drawn around `selector` after keyboard focus, and the tenant's surface colours. */
async function ringOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) return null;
    el.focus();
    const st = getComputedStyle(el);
    const root = getComputedStyle(document.documentElement);
    return {
      focusVisible: el.matches(":focus-visible"),
      outline: st.outlineColor,
      outlineWidth: parseFloat(st.outlineWidth),
      primary: root.getPropertyValue("--clr-primary").trim(),
      heroEnd: root.getPropertyValue("--clr-hero-end").trim(),
    };
  }, selector);
}

// The three tenants whose old light brand-tint ring measured 2.43:1 (sekolahbeta), 1.96:1 and
// 1.66:1 on the gold hero (pesilat); jda has the wide wordmark.
for (const layout of ["sekolahbeta", "pesilat", "jda"]) {
  test(`focus rings clear 3:1 on ${layout}: skip link, logo, Masuk and hero buttons`, async ({ page }) => {
    await page.goto(site(layout, "/"));
    await page.keyboard.press("Tab");
    const skip = await ringOf(page, 'a[href="#konten"]');
    expect(skip?.focusVisible).toBe(true);
    expect(skip!.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(contrast(skip!.outline, "#ffffff"), `skip link ring ${skip!.outline}`).toBeGreaterThanOrEqual(3);

    for (const sel of ['header a[href="/"]', 'header a[href="/Login"]']) {
      const r = await ringOf(page, sel);
      expect(r?.focusVisible, sel).toBe(true);
      expect(contrast(r!.outline, "#ffffff"), `${sel} ring ${r!.outline} on white`).toBeGreaterThanOrEqual(3);
    }

    // Buttons on the brand banner: against both ends of its gradient.
    const hero = await ringOf(page, "main section.from-primary a");
    expect(hero?.focusVisible).toBe(true);
    expect(contrast(hero!.outline, hero!.primary), `hero ring ${hero!.outline} on ${hero!.primary}`).toBeGreaterThanOrEqual(3);
    expect(contrast(hero!.outline, hero!.heroEnd), `hero ring ${hero!.outline} on ${hero!.heroEnd}`).toBeGreaterThanOrEqual(3);
  });
}

test("form fields show the focus ring too (the class search on /Class), not only a border change", async ({ page }) => {
  for (const layout of ["sekolahbeta", "pesilat"]) {
    await page.goto(site(layout, "/Class"));
    await page.keyboard.press("Tab");
    const field = await page.evaluate(() => {
      const el = document.querySelector<HTMLInputElement>('main input[type="search"], main input[name="search"], main input[name="q"]');
      if (!el) return null;
      el.focus();
      const st = getComputedStyle(el);
      return { style: st.outlineStyle, width: parseFloat(st.outlineWidth), color: st.outlineColor };
    });
    expect(field, `${layout} has a search field`).not.toBeNull();
    expect(field!.style, layout).not.toBe("none");
    expect(field!.width, layout).toBeGreaterThanOrEqual(2);
    expect(contrast(field!.color, "#ffffff"), `${layout} field ring ${field!.color}`).toBeGreaterThanOrEqual(3);
  }
});
