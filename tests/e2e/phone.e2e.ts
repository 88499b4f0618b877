import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The header logo once loaded: its box, and which drawing of the SVG the browser shows — the
 * root viewBox (one line) or the `#stacked` view — told apart by the image's natural aspect ratio
 * (currentSrc does not always keep the fragment), with the name's font size as drawn on screen.
 */
async function headerLogo(page: Page) {
  const img = page
    .getByRole("banner")
    .getByRole("link", { name: /— beranda$/ })
    .locator("img");
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const { src, box, ratio } = await img.evaluate((el: HTMLImageElement) => {
    const r = el.getBoundingClientRect();
    return { src: el.currentSrc.replace(/#.*$/, ""), ratio: el.naturalWidth / el.naturalHeight, box: { right: r.right, width: r.width, height: r.height } };
  });
  // Fetched by the page itself (same origin): the test runner's resolver does not know *.localhost.
  const svg = await page.evaluate((url) => fetch(url).then((r) => r.text()), src);
  const views = [
    { name: "line", box: /<svg [^>]*viewBox='([^']+)'/.exec(svg)![1]! },
    { name: "stacked", box: /<view id='stacked' viewBox='([^']+)'/.exec(svg)?.[1] },
  ].flatMap((v) => (v.box ? [{ name: v.name, w: Number(v.box.split(" ")[2]), h: Number(v.box.split(" ")[3]) }] : []));
  const shown = views.reduce((a, b) => (Math.abs(a.w / a.h - ratio) <= Math.abs(b.w / b.h - ratio) ? a : b));
  const fontSize = Math.max(...[...svg.matchAll(/font-size='(\d+)' font-weight='700'/g)].map((m) => Number(m[1])));
  // object-fit: contain, so the smaller of the two scales applies.
  const scale = Math.min(box.height / shown.h, box.width / shown.w);
  return { view: shown.name, box, nameFontPx: fontSize * scale };
}

test.describe("phone width", () => {
  test("a wide wordmark (JDA) is readable at 375 px and keeps its one-line form at 1280 px", async ({ browser }) => {
    const phone = await browser.newPage({ viewport: PHONE });
    await phone.goto(site("jda"));
    const small = await headerLogo(phone);
    expect(small.view).toBe("stacked");
    expect(small.box.height).toBeGreaterThanOrEqual(28);
    expect(small.box.right).toBeLessThanOrEqual(PHONE.width);
    expect(small.nameFontPx).toBeGreaterThanOrEqual(16);

    const desktop = await browser.newPage({ viewport: DESKTOP });
    await desktop.goto(site("jda"));
    const wide = await headerLogo(desktop);
    expect(wide.view).toBe("line");
    expect(wide.nameFontPx).toBeGreaterThanOrEqual(16);
    await phone.close();
    await desktop.close();
  });

  test("other tenants' logos fit the phone header, short names stay on one line", async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 320, height: 640 } });
    for (const layout of ["sekolahbeta", "pesilat", "akselerasi", "smkcoding"]) {
      await phone.goto(site(layout));
      const logo = await headerLogo(phone);
      expect(logo.box.right, layout).toBeLessThanOrEqual(320);
      expect(logo.box.height, layout).toBeGreaterThanOrEqual(28);
      expect(logo.nameFontPx, layout).toBeGreaterThanOrEqual(14);
      // The menu button stays on screen beside the logo.
      const menu = phone.getByRole("banner").locator("summary[aria-label='Buka menu']");
      expect((await menu.boundingBox())!.x + 40, layout).toBeLessThanOrEqual(320);
      if (layout === "pesilat") expect(logo.view, layout).toBe("line");
      if (layout === "akselerasi") expect(logo.view, layout).toBe("stacked");
    }
    await phone.close();
  });

  test("the phone menu opens from its button and Escape closes it, giving focus back to the button", async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(site("sekolahbeta", "/"));
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const button = page.getByRole("banner").locator('summary[aria-label="Buka menu"]');
    await button.click();
    const phoneNav = page.getByRole("navigation", { name: "Navigasi seluler" });
    await expect(phoneNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(phoneNav).toBeHidden();
    await expect(button).toBeFocused();
    await ctx.close();
  });

  test("/Class: filters are folded on a phone, the first class is above the fold, and the folded filters work", async ({ browser }) => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(site("sekolahbeta", "/Class"));
    const form = page.getByRole("search", { name: "Cari dan saring kelas" });
    const summary = form.getByText("Cari & saring kelas");
    await expect(summary).toBeVisible();
    await expect(form.getByLabel("Program")).toBeHidden();
    await expect(page.getByText(/Menampilkan 1–6 dari \d+ kelas/)).toBeInViewport();
    const first = page.locator("[data-class-code]").first();
    await expect(first).toBeInViewport();
    expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height - 120);

    await summary.click();
    await expect(form.getByLabel("Program")).toBeVisible();
    // "Semua program" is not cut off: the select is wide enough for its text.
    const program = form.getByLabel("Program");
    expect(await program.evaluate((el: HTMLSelectElement) => el.clientWidth)).toBeGreaterThanOrEqual(200);
    await form.getByLabel("Level").selectOption("pemula");
    await form.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/\/Class\?level=pemula$/);
    await expect(form.getByTestId("active-filter-count")).toHaveText("1 aktif");
    await expect(form.getByLabel("Level")).toBeHidden();
    for (const level of await page
      .locator("[data-class-code] dd")
      .filter({ hasText: /^(Pemula|Menengah|Mahir)$/ })
      .allTextContents())
      expect(level).toBe("Pemula");
    await page.close();
  });

  test("/Class without JavaScript: the folded filters open and submit as a plain GET form", async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(site("sekolahbeta", "/Class?search=flutter"));
    const form = page.getByRole("search", { name: "Cari dan saring kelas" });
    await expect(form.getByTestId("active-filter-count")).toHaveText("1 aktif");
    await expect(form.getByLabel("Cari kelas")).toBeHidden();
    await form.getByText("Cari & saring kelas").click();
    await expect(form.getByLabel("Cari kelas")).toHaveValue("flutter");
    await form.getByLabel("Cari kelas").fill("");
    await form.getByLabel("Level").selectOption("mahir");
    await form.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/\/Class\?search=&state=&level=mahir&program=&type=$/);
    await expect(page.getByTestId("active-filter-count")).toHaveText("1 aktif");
    await ctx.close();
  });

  test("/Class at 1280 px: the filters are always shown, with and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const ctx = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
      const page = await ctx.newPage();
      await page.goto(site("jda", "/Class"));
      const form = page.getByRole("search", { name: "Cari dan saring kelas" });
      await expect(form.getByText("Cari & saring kelas")).toBeHidden();
      for (const label of ["Cari kelas", "Status", "Level", "Program", "Tipe"])
        await expect(form.getByLabel(label), `${label}, js ${javaScriptEnabled}`).toBeVisible();
      await ctx.close();
    }
  });

  test("the Angkatan table scrolls in a focusable region with a visible overflow hint on a phone", async ({ browser }) => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(site("sekolahbeta", "/Class/pemrograman-web"));
    const region = page.getByRole("region", { name: "Tabel angkatan" });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAccessibleDescription("Geser tabel ke samping untuk melihat semua kolom.");
    await expect(page.getByTestId("scroll-hint")).toBeVisible();
    const overflow = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      bg: getComputedStyle(el).backgroundImage,
      attach: getComputedStyle(el).backgroundAttachment,
    }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    // The edge shadows: gradients whose covers scroll with the content.
    expect(overflow.bg).toContain("radial-gradient");
    expect(overflow.attach).toContain("local");
    await expect(region.locator("caption")).toContainText("Angkatan kelas Pemrograman Web");

    // Keyboard: the region takes focus (tabindex 0) and the arrow keys scroll it.
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.close();

    const desktop = await browser.newPage({ viewport: DESKTOP });
    await desktop.goto(site("sekolahbeta", "/Class/pemrograman-web"));
    const wide = desktop.getByRole("region", { name: "Tabel angkatan" });
    expect(await wide.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(desktop.getByTestId("scroll-hint")).toBeHidden();
    await desktop.close();
  });
});
