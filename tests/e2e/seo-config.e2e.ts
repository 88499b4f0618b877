import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";
import { signInAs } from "./auth.ts";

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin sets a static title for /Class on two sites: the preview follows while typing, and each public page shows its own title", async ({ page }) => {
  test.setTimeout(180_000);
  const titles = { sekolahbeta: "Kelas Pilihan Sekolah Beta", smkcoding: "Kelas Koding untuk SMK" } as const;
  for (const [layout, title] of Object.entries(titles)) {
    await signInAs(page, layout, "admin", "/Dashboard/Pengaturan/SEO?q=%2FClass");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SEO Halaman");
    await shot(page, `${layout}-seo-daftar`);
    await page.getByRole("link", { name: /Atur SEO halaman Kelas \(\/Class\)/ }).click();
    await expect(page).toHaveURL(site(layout, "/Dashboard/Pengaturan/SEO/class-list"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SEO halaman Kelas");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();

    await page.getByRole("textbox", { name: "Judul", exact: true }).fill(title);
    await expect(page.getByTestId("seo-preview-title")).toContainText(title);
    await page.getByRole("button", { name: "Simpan SEO halaman" }).click();
    await expect(page.getByText("SEO halaman disimpan dan langsung berlaku di situs.")).toBeVisible();
    await shot(page, `${layout}-seo-ubah`);

    await page.goto(site(layout, "/Class"));
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
  }
  // Each site keeps its own title.
  await page.goto(site("sekolahbeta", "/Class"));
  await expect(page).toHaveTitle(new RegExp(`^${titles.sekolahbeta} \\| `));
});
