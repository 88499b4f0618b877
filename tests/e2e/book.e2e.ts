import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { DISC_QUESTIONS, type TDiscDim } from "../../src/domain/book/disc.ts";
import { expect, site, test } from "./helpers.ts";
import { signInAs } from "./auth.ts";

const SHOTS = process.env.BOOK_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: "serial" });

/** Full-page screenshots at 1280 and 390 px (when BOOK_SHOTS_DIR is set). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Answers all 24 questions: `most` on one dimension, `least` on another. */
async function takeDisc(page: Page, most: TDiscDim, least: TDiscDim) {
  for (const q of DISC_QUESTIONS) {
    const m = q.statements.find((s) => s.dim === most)!.text;
    const l = q.statements.find((s) => s.dim === least)!.text;
    await page.getByLabel(`Soal ${q.no}, paling sesuai: ${m}`, { exact: true }).check();
    await page.getByLabel(`Soal ${q.no}, paling tidak sesuai: ${l}`, { exact: true }).check();
  }
}

const digits = (s: string | null) => Number((s ?? "").replace(/\D/g, ""));

for (const { layout, path, title } of [
  { layout: "tunas", path: "/Buku", title: "Tumbuh Bersama Talenta Digital" },
  { layout: "belajarbersamapuja", path: "/", title: "Belajar Bersama, Tumbuh Bersama" },
]) {
  test(`${layout}${path}: a phone visitor takes the DISC test, reviews the book (shown after an admin approves it) and donates through the sandbox`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const res = await page.goto(site(layout, path));
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await shoot(page, `${layout}-landing`);

    // DISC: straight to the data service with the page's anonymous key.
    await page.getByRole("link", { name: "Tes DISC" }).first().click();
    await takeDisc(page, "D", "S");
    await expect(page.getByText("24 dari 24 soal terjawab")).toBeVisible();
    await page.locator("#disc-form-name").fill("Rina Uji");
    const saved = page.waitForResponse((r) => r.url().includes("/rest/v1/user_disc") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Lihat hasil saya" }).click();
    expect((await saved).status()).toBe(201);
    const result = page.getByTestId("disc-result");
    await expect(result.getByRole("heading", { name: "Profil Anda: DI" })).toBeVisible();
    await expect(result).toContainText("Dominance (Dominan)");
    await expect(result.getByTestId("disc-score-D")).toHaveText("+24");
    await expect(result.getByTestId("disc-score-S")).toHaveText("-24");
    await result.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${layout}-disc-result-390.png` });

    // A review: sent with the anonymous key, waits for moderation.
    const reviewer = `Pembaca ${layout} ${Date.now().toString(36)}`;
    const form = page.locator("#ulasan-form");
    await form.getByLabel("Nama").fill(reviewer);
    await form.locator("label", { hasText: "4 bintang" }).click();
    await form.getByLabel("Ulasan Anda").fill("Bukunya membuka mata saya tentang cara belajar bersama orang lain.");
    const posted = page.waitForResponse((r) => r.url().includes("/rest/v1/book_reviews") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Kirim ulasan" }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByTestId("ulasan-form-ok")).toContainText("akan tampil setelah diperiksa moderator");
    await expect(page.getByTestId("review-list")).not.toContainText(reviewer);

    // The admin approves it in the dashboard.
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await signInAs(admin, layout, "admin", "/Dashboard/Buku?status=pending");
    await hydrated(admin);
    const row = admin.getByTestId("book-admin-rows").locator("li", { hasText: reviewer });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: /^Tampilkan/ }).click();
    await expect(admin.getByText(/kini berstatus “Tampil”/)).toBeVisible();
    await shoot(admin, `${layout}-dashboard-buku`);
    await staff.close();

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("review-list")).toContainText(reviewer);

    // Donate Rp 100.000 with the sandbox gateway; the total moves by exactly that.
    const before = digits(await page.getByTestId("donation-total").textContent());
    const donate = page.locator("#donasi-form");
    await donate.getByText("Rp 100.000", { exact: true }).click();
    await donate.getByLabel("Nama").fill("Donatur Uji");
    await donate.getByRole("button", { name: "Lanjut ke pembayaran" }).click();
    await expect(page).toHaveURL(/\/Checkout\/Sandbox\/TNS-/);
    await expect(page.getByTestId("sandbox-amount")).toHaveText("Rp 100.000");
    await page.getByRole("button", { name: "Bayar" }).click();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}\\?donasi=TNS-`));
    await hydrated(page);
    await expect(page.getByTestId("donation-paid")).toContainText("Rp 100.000");
    await expect(page.getByTestId("donation-total")).toHaveText(`Rp ${(before + 100_000).toLocaleString("id-ID")}`);
    await page.getByTestId("donation-paid").scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${layout}-donation-paid-390.png` });
  });
}

test.describe("without JavaScript", () => {
  // The review sent incomplete is answered 400 on purpose (field errors in the page).
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("the book page's forms work without JavaScript: a DISC result and a review's field errors", async ({ browser }) => {
    test.setTimeout(120_000);
    const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto(site("pujapramudya", "/"));
    await page.locator("#ulasan-form").getByRole("button", { name: "Kirim ulasan" }).click();
    await expect(page.locator("#ulasan-form")).toContainText("Nama wajib diisi.");
    await expect(page.locator("#ulasan-form")).toContainText("Pilih penilaian bintang 1 sampai 5.");
    await takeDisc(page, "C", "I");
    await page.getByRole("button", { name: "Lihat hasil saya" }).click();
    await expect(page.getByRole("heading", { name: "Profil Anda: CD" })).toBeVisible();
    await ctx.close();
  });
});
