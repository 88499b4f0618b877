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

/** The primary colour the public home page of `layout` is rendered with (its :root custom property). */
async function sitePrimary(page: Page, layout: string): Promise<string> {
  await page.goto(site(layout, "/"));
  return (await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--clr-primary"))).trim().toUpperCase();
}

async function savePrimary(page: Page, layout: string, colour: string) {
  await page.goto(site(layout, "/Dashboard/Pengaturan"));
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByLabel("Warna utama", { exact: true }).fill(colour);
  await page.getByRole("button", { name: "Simpan pengaturan" }).click();
  await expect(page.getByText("Pengaturan disimpan dan langsung berlaku di situs.")).toBeVisible();
}

test("an admin changes the primary colour on two sites: live preview and contrast warning while typing, then each public site shows its own new colour", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const layouts = ["sekolahbeta", "smkcoding"] as const;
  const original: Record<string, string> = {};
  for (const l of layouts) original[l] = await sitePrimary(page, l);
  const next: Record<string, string> = { sekolahbeta: "#7A1FA2", smkcoding: "#B3261E" };

  for (const layout of layouts) {
    await signInAs(page, layout, "admin", "/Dashboard/Pengaturan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pengaturan Situs");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await shot(page, `${layout}-pengaturan`);

    // The menu groups the staff sections; Domain is nested under Pengaturan Situs (superadmin only: not shown to an admin).
    const menu = page.getByTestId("dashboard-sidebar");
    await expect(menu.getByRole("link", { name: "Pengaturan Situs" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Log Perubahan" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Domain" })).toHaveCount(0);

    // Live preview follows the typed colour; a bright yellow draws the contrast warning.
    const field = page.getByLabel("Warna utama", { exact: true });
    await field.fill("#FFE600");
    const previewButton = page.getByTestId("preview-header").getByText("Masuk");
    await expect(previewButton).toHaveCSS("background-color", "rgb(255, 230, 0)");
    const warnings = page.getByTestId("contrast-warnings");
    await expect(warnings).toContainText("Teks putih di warna utama");
    await expect(warnings).toContainText("situs otomatis memakai");
    await shot(page, `${layout}-pengaturan-kontras`);

    // A readable colour: the warning about the primary goes, then save.
    await field.fill(next[layout]!);
    await expect(previewButton).toHaveCSS("background-color", layout === "sekolahbeta" ? "rgb(122, 31, 162)" : "rgb(179, 38, 30)");
    await expect(warnings.locator('[data-contrast="on-primary"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Simpan pengaturan" }).click();
    await expect(page.getByText("Pengaturan disimpan dan langsung berlaku di situs.")).toBeVisible();
    await expect(page.getByTestId("audit-trail")).toContainText("Admin Demo");

    // The public site of this tenant shows it at once; the other tenant keeps its own colour.
    expect(await sitePrimary(page, layout)).toBe(next[layout]);
    const other = layouts.find((l) => l !== layout)!;
    expect(await sitePrimary(page, other)).toBe(layout === "sekolahbeta" ? original[other] : next[other]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${layout}-beranda-warna-baru-1280.png` });

    // The audit log page lists the change with its diff.
    await page.goto(site(layout, "/Dashboard/Log"));
    await expect(page.getByTestId("audit-log")).toContainText("Admin Demo");
    await page
      .getByTestId("audit-log")
      .getByText(/Rincian \d+ isian/)
      .first()
      .click();
    await expect(page.getByTestId("audit-log")).toContainText("css.clr_primary");
    await shot(page, `${layout}-log`);
  }

  // Put the demo colours back for the other browser tests (the page is signed in on both sites).
  for (const layout of layouts) {
    await savePrimary(page, layout, original[layout]!);
    expect(await sitePrimary(page, layout)).toBe(original[layout]);
  }
});

test("the dashboard menu folds into a Menu disclosure on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "sekolahbeta", "admin");
  const menuLink = page.getByTestId("dashboard-sidebar").getByRole("link", { name: "Pengaturan Situs" });
  await expect(menuLink).toBeHidden();
  await page.locator("summary", { hasText: "Menu" }).click();
  await expect(menuLink).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sekolahbeta-menu-terbuka-390.png`, fullPage: true });
  await menuLink.click();
  await expect(page).toHaveURL(site("sekolahbeta", "/Dashboard/Pengaturan"));
});
