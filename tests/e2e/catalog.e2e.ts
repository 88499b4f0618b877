import { expect, site, test } from "./helpers.ts";

test.describe("catalogue", () => {
  test("sekolahbeta: list → filter → page 2 keeps filters → class detail", async ({ page }) => {
    await page.goto(site("sekolahbeta", "/Class"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kelas");
    const cards = page.locator("[data-class-code]");
    await expect(cards).toHaveCount(6);
    const registration = page.locator('[data-badge="green"]').first();
    await expect(registration).toHaveText("Pendaftaran Dibuka");
    expect(await registration.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^(rgb|oklch|color)/);

    const form = page.getByRole("search", { name: "Cari dan saring kelas" });
    await form.getByLabel("Level").selectOption("pemula");
    await form.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/\/Class\?.*level=pemula/);
    await expect(page.getByText(/Menampilkan 1–6 dari \d+ kelas/)).toBeVisible();
    await page.getByRole("navigation", { name: "Halaman daftar kelas" }).getByRole("link", { name: "Berikutnya ›" }).click();
    await expect(page).toHaveURL(/level=pemula&page=2/);
    await expect(page.getByText(/Menampilkan 7–/)).toBeVisible();
    for (const level of await page
      .locator("[data-class-code] dd")
      .filter({ hasText: /^(Pemula|Menengah|Mahir)$/ })
      .allTextContents())
      expect(level).toBe("Pemula");

    await form.getByLabel("Cari kelas").fill("flutter");
    await form.getByLabel("Level").selectOption("");
    await form.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/search=flutter/);
    await expect(cards).toHaveCount(2);
    await page.getByRole("link", { name: "Aplikasi Mobile Flutter", exact: true }).click();
    await expect(page).toHaveURL(/\/Class\/aplikasi-mobile-flutter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aplikasi Mobile Flutter");
    await expect(page).toHaveTitle("Aplikasi Mobile Flutter | Sekolah Beta");
    await expect(page.getByRole("heading", { name: "Silabus" })).toBeVisible();
  });

  test("sekolahbeta: course → reader with progress and next chapter", async ({ page }) => {
    await page.goto(site("sekolahbeta", "/Courses"));
    await page.getByRole("link", { name: "JavaScript Dasar", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("JavaScript Dasar");
    await page.getByRole("link", { name: "Mulai belajar" }).click();
    await expect(page.getByTestId("chapter-progress")).toHaveText("Bab 1 dari 12");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apa itu JavaScript");
    await page
      .getByRole("navigation", { name: "Navigasi bab" })
      .getByRole("link", { name: /Berikutnya/ })
      .click();
    await expect(page.getByTestId("chapter-progress")).toHaveText("Bab 2 dari 12");
    await expect(page).toHaveURL(/\/Courses\/javascript-dasar\/module\/mengenal-javascript\/chapter\/menyiapkan-editor-dan-browser$/);
    await expect(page.getByRole("progressbar", { name: "Kemajuan kursus" })).toHaveAttribute("aria-valuenow", "0"); // counts chapters done, not the position
  });

  test("sekolahkopi: its own classes, and a premium chapter is locked with the price", async ({ page }) => {
    await page.goto(site("sekolahkopi", "/Class?search=latte"));
    await expect(page.locator("[data-class-code]")).toHaveCount(1);
    await expect(page.getByText("Pemrograman Web")).toHaveCount(0);
    await page.getByRole("link", { name: "Latte Art", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latte Art");
    await expect(page).toHaveTitle("Latte Art | Sekolah Kopi");

    await page.goto(site("sekolahkopi", "/Courses/@Premium"));
    await page.getByRole("link", { name: "Manual Brew untuk Barista", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manual Brew untuk Barista");
    await page.getByRole("link", { name: /Pola Tuang/ }).click();
    await expect(page.getByTestId("chapter-progress")).toHaveText("Bab 5 dari 12");
    await expect(page.getByRole("heading", { name: "Bab ini khusus peserta kursus premium" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Daftar Kursus — Rp 250.000" })).toBeVisible();
  });

  test("an unknown class is the not-found page", async ({ page }) => {
    const res = await page.goto(site("smkcoding", "/Class/kelas-yang-tidak-ada"));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops.. Maaf halaman tidak ditemukan." })).toBeVisible();
  });

  test.describe("phone width", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the class list, a class and the reader fit the screen", async ({ page }) => {
      for (const path of [
        "/Class",
        "/Class/pemrograman-web",
        "/Program/kelas-industri-rpl",
        "/Courses/javascript-dasar/module/dasar-bahasa/chapter/percabangan",
      ]) {
        await page.goto(site("smkcoding", path));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
    });
  });
});
