import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { expect, site, test } from "./helpers.ts";
import { AKUN, signedInPage, signInAs } from "./auth.ts";

const COURSE = "react-produksi";
const SHOTS = process.env.PAYMENT_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: "serial" });

/** Desktop and 390 px screenshots of the current page (when PAYMENT_SHOTS_DIR is set). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

/** A brand-new learner on the site: signs up on the account host, activates from the dev mailbox, lands on the dashboard. */
async function signUpNew(page: Page, layout: string) {
  await page.goto(site(layout, "/Login"));
  await expect(page).toHaveURL(new RegExp(`^${AKUN}/masuk\\?`));
  await page.getByRole("link", { name: "Daftar sekarang" }).click();
  const email = `pembeli.${layout}.${Date.now()}@contoh.test`;
  await page.getByLabel("Nama lengkap").fill("Bayu Pembeli");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata sandi", { exact: true }).fill("kata-sandi-e2e");
  await page.getByLabel("Ulangi kata sandi").fill("kata-sandi-e2e");
  await page.getByRole("button", { name: "Buat akun" }).click();
  await expect(page.getByRole("heading", { name: "Periksa email Anda" })).toBeVisible();
  await page.goto(`${AKUN}/dev/mailbox`);
  await page.locator("tr", { hasText: email }).getByRole("link", { name: "Buka tautan" }).click();
  await page.getByLabel("Kata sandi").fill("kata-sandi-e2e");
  await page.getByRole("button", { name: "Aktifkan akun" }).click();
  await expect(page).toHaveURL(site(layout, "/Dashboard"));
}

/** The last chapter of the premium course: locked for anyone who has not bought it. */
async function lockedChapter(page: Page, layout: string): Promise<string> {
  await page.goto(site(layout, `/Courses/@Premium/${COURSE}`));
  const hrefs = await page
    .locator(`a[href*="/Courses/@Premium/${COURSE}/module/"][href*="/chapter/"]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  return hrefs[hrefs.length - 1]!;
}

test("a new visitor buys the premium course from a locked chapter, signs up on the way, pays with the sandbox and reads the chapter", async ({ page }) => {
  test.setTimeout(90_000);
  const chapter = await lockedChapter(page, "sekolahbeta");
  await page.goto(site("sekolahbeta", chapter));
  await expect(page.getByRole("heading", { name: "Bab ini khusus peserta kursus premium" })).toBeVisible();
  await page.getByRole("button", { name: "Daftar Kursus — Rp 499.000" }).click();

  // Signed out: off to the account host; a new visitor signs up there.
  await expect(page).toHaveURL(new RegExp(`^${AKUN}/masuk\\?`));
  await page.getByRole("link", { name: "Daftar sekarang" }).click();
  const email = `pembeli.${Date.now()}@contoh.test`;
  await page.getByLabel("Nama lengkap").fill("Sari Pembeli");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata sandi", { exact: true }).fill("kata-sandi-e2e");
  await page.getByLabel("Ulangi kata sandi").fill("kata-sandi-e2e");
  await page.getByRole("button", { name: "Buat akun" }).click();
  await expect(page.getByRole("heading", { name: "Periksa email Anda" })).toBeVisible();
  await page.goto(`${AKUN}/dev/mailbox`);
  await page.locator("tr", { hasText: email }).getByRole("link", { name: "Buka tautan" }).click();
  await page.getByLabel("Kata sandi").fill("kata-sandi-e2e");
  await page.getByRole("button", { name: "Aktifkan akun" }).click();

  // Back on the same course, at the same step: the checkout, with the server's price.
  await expect(page).toHaveURL(site("sekolahbeta", `/Checkout/Kursus/${COURSE}`));
  await expect(page.getByTestId("checkout-price")).toHaveText("Rp 499.000");
  await shoot(page, "checkout");
  // On a phone the price and the button stay on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const pay = page.getByRole("button", { name: "Bayar Rp 499.000" });
  await expect(pay).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await pay.click();

  await expect(page).toHaveURL(/\/Checkout\/Sandbox\/TNS-/);
  await expect(page.getByTestId("sandbox-amount")).toHaveText("Rp 499.000");
  await shoot(page, "sandbox-checkout");
  await page.getByLabel("QRIS (GoPay, OVO, DANA, ShopeePay)").check();
  await page.getByRole("button", { name: "Bayar", exact: true }).click();

  await expect(page).toHaveURL(/\/Payment-Status\/Success\?order_id=TNS-/);
  await expect(page.getByTestId("payment-status")).toContainText("Lunas");
  await expect(page.getByTestId("payment-status")).toContainText("QRIS");
  await shoot(page, "payment-success");
  await page.getByRole("link", { name: "Mulai Belajar" }).click();
  await expect(page).toHaveURL(new RegExp(`/Courses/@Premium/${COURSE}/module/`));
  await expect(page.getByRole("heading", { name: "Bab ini khusus peserta kursus premium" })).toHaveCount(0);
  await page.goto(site("sekolahbeta", chapter));
  await expect(page.getByRole("heading", { name: "Bab ini khusus peserta kursus premium" })).toHaveCount(0);

  // In Kelas Saya, and in Pembayaran with its receipt.
  await page.goto(site("sekolahbeta", "/Dashboard/Kelas"));
  await expect(page.getByRole("heading", { name: "React untuk Aplikasi Produksi" })).toBeVisible();
  await page.goto(site("sekolahbeta", "/Dashboard/Pembayaran"));
  await expect(page.getByTestId("invoices")).toContainText("Lunas");
  await page.getByRole("link", { name: "Kuitansi React untuk Aplikasi Produksi" }).click();
  await expect(page.getByTestId("receipt")).toContainText("Rp 499.000");
  await expect(page.getByTestId("receipt")).toContainText(email);
  await shoot(page, "dashboard-payments");
});

test("on a second tenant a failed payment lands on the error page, and repay opens a new invoice that unlocks the course", async ({ page }) => {
  test.setTimeout(90_000);
  // A learner who has not bought the course (staff read every premium chapter, so they would not see the lock).
  await signUpNew(page, "smkcoding");
  const chapter = await lockedChapter(page, "smkcoding");
  await page.goto(site("smkcoding", `/Courses/@Premium/${COURSE}`));
  await page.getByRole("button", { name: "Daftar Kursus — Rp 499.000" }).click();
  await expect(page).toHaveURL(/\/Checkout\/Sandbox\/TNS-/);
  const first = page.url();
  await page.getByRole("button", { name: "Gagalkan" }).click();

  await expect(page).toHaveURL(/\/Payment-Status\/Error\?order_id=TNS-/);
  await expect(page.getByTestId("payment-status").getByRole("heading", { name: "Pembayaran gagal" })).toBeVisible();
  await shoot(page, "payment-error");
  await page.goto(site("smkcoding", chapter));
  await expect(page.getByRole("heading", { name: "Bab ini khusus peserta kursus premium" })).toBeVisible();
  await page.goBack();

  await page.getByRole("button", { name: "Bayar Ulang" }).click();
  await expect(page).toHaveURL(/\/Checkout\/Sandbox\/TNS-/);
  expect(page.url()).not.toBe(first);
  await page.getByRole("button", { name: "Bayar", exact: true }).click();
  await expect(page).toHaveURL(/\/Payment-Status\/Success/);
  await page.goto(site("smkcoding", chapter));
  await expect(page.getByRole("heading", { name: "Bab ini khusus peserta kursus premium" })).toHaveCount(0);
  await page.goto(site("smkcoding", "/Dashboard/Pembayaran"));
  await expect(page.getByTestId("invoices")).toContainText("Gagal");
  await expect(page.getByTestId("invoices")).toContainText("Lunas");
});

test("Daftar Sekarang on a free class enrols at once in the open batch; on a phone the price bar stays in reach", async ({ page }) => {
  await signInAs(page, "sekolahbeta", "peserta");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site("sekolahbeta", "/Class/pemrograman-web"));
  const bar = page.getByTestId("join-bar");
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText("Gratis");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/class-join-bar-390.png` });
  await bar.getByRole("button", { name: "Daftar Sekarang" }).click();
  await expect(page).toHaveURL(site("sekolahbeta", "/Checkout/Kelas/pemrograman-web?status=terdaftar"));
  await expect(page.getByTestId("enrolled")).toContainText("Pendaftaran berhasil! Anda terdaftar di kelas ini.");
  await page.getByRole("link", { name: "Lihat di Kelas Saya" }).click();
  await expect(page).toHaveURL(site("sekolahbeta", "/Dashboard/Kelas"));
  await expect(page.getByRole("heading", { name: "Pemrograman Web" })).toBeVisible();
  await expect(page.getByText("Langkah berikutnya:").first()).toBeVisible();
});

test.describe("payouts", () => {
  // The over-balance request is answered 400/422 with field errors on purpose.
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/] });
  test("the mentor sees the share in the balance and requests a payout; an admin approves it and marks it transferred", async ({ browser }) => {
    test.setTimeout(60_000);
    const mentor = await signedInPage(browser, "sekolahbeta", "mentor", { path: "/Dashboard/Payout", viewport: { width: 1280, height: 900 } });
    // The first test's Rp 499.000 sale: 80 % is the mentor's share.
    await expect(mentor.getByTestId("balance-available")).toHaveText("Rp 399.200");
    await mentor.getByLabel("Jumlah (Rp)").fill("500000");
    await mentor.getByLabel("Bank atau dompet digital").selectOption("014");
    await mentor.getByLabel("Nomor rekening / nomor HP dompet").fill("1234567890");
    await mentor.getByRole("button", { name: "Ajukan Payout" }).click();
    await expect(mentor.getByText(/Saldo tidak mencukupi/)).toBeVisible();
    await expect(mentor.getByLabel("Jumlah (Rp)")).toHaveAttribute("aria-invalid", "true");
    await mentor.getByLabel("Jumlah (Rp)").fill("100.000");
    await mentor.getByRole("button", { name: "Ajukan Payout" }).click();
    await expect(mentor.getByText("Payout Rp 100.000 diajukan. Admin akan memeriksanya.")).toBeVisible();
    await expect(mentor.getByTestId("balance-available")).toHaveText("Rp 299.200");
    await expect(mentor.getByTestId("balance-process")).toHaveText("Rp 100.000");
    await expect(mentor.getByTestId("payout-history")).toContainText("Diajukan");
    await shoot(mentor, "dashboard-payout-mentor");

    const admin = await signedInPage(browser, "sekolahbeta", "admin", { path: "/Dashboard/Payout?status=requested", viewport: { width: 1280, height: 900 } });
    const queue = admin.getByTestId("payout-queue");
    await expect(queue).toContainText("Rina Mentor");
    await shoot(admin, "dashboard-payout-admin");
    // The CSV of the filtered queue (fetched by the signed-in page: *.localhost resolves only in the browser).
    const csv = await admin.evaluate(async () => {
      const r = await fetch("/Dashboard/Payout/Ekspor?status=requested");
      return { type: r.headers.get("content-type") ?? "", text: await r.text() };
    });
    expect(csv.type).toContain("text/csv");
    expect(csv.text).toContain("Rina Mentor");
    expect(csv.text).toContain("Diajukan");
    await queue
      .getByRole("button", { name: /^Setujui payout #\d+$/ })
      .first()
      .click();
    await expect(admin.getByText(/Payout #\d+ disetujui\./)).toBeVisible();
    await admin.goto(site("sekolahbeta", "/Dashboard/Payout?status=approved"));
    await admin
      .getByRole("button", { name: /^Tandai sudah ditransfer payout #\d+$/ })
      .first()
      .click();
    await expect(admin.getByText(/ditandai sudah ditransfer/)).toBeVisible();

    await mentor.reload();
    await expect(mentor.getByTestId("balance-paid")).toHaveText("Rp 100.000");
    await expect(mentor.getByTestId("payout-history")).toContainText("Ditransfer");
  });
});
