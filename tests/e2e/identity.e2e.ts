import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";
import { AKUN, signedInPage, signInAs, signInThroughUi } from "./auth.ts";

function cspViolations(page: Page): string[] {
  const v: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) v.push(m.text());
  });
  return v;
}

/** The dashboard's menu, waited for: the URL changes before the new page's document has arrived. */
function sidebar(page: Page) {
  return page.getByTestId("dashboard-sidebar").getByRole("link");
}

test("registers through the account host, activates the account from the mailed link and comes back signed in", async ({ page }) => {
  const csp = cspViolations(page);
  const email = `e2e.${Date.now()}@contoh.test`;
  await page.goto(site("sekolahbeta"));
  await page.getByRole("link", { name: "Masuk", exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${AKUN}/masuk\\?`));
  await expect(page.getByRole("img", { name: "Sekolah Beta" })).toBeVisible();
  await page.getByRole("link", { name: "Daftar sekarang" }).click();
  await page.getByLabel("Nama lengkap").fill("Putri Anggraini");
  await page.getByLabel("Email").fill(email);
  await expect(page.getByRole("link", { name: "Kembali ke Sekolah Beta" })).toBeVisible();
  // The rule is read with the field before anything fails.
  await expect(page.getByLabel("Kata sandi", { exact: true })).toHaveAccessibleDescription("Minimal 8 karakter.");
  await page.getByLabel("Kata sandi", { exact: true }).fill("kata-sandi-e2e");
  await page.getByLabel("Ulangi kata sandi").fill("kata-sandi-e2e");
  await page.getByRole("button", { name: "Buat akun" }).click();
  // No account (and no session) until the mailed link is used: the answer is the same for a taken address.
  await expect(page.getByRole("heading", { name: "Periksa email Anda" })).toBeVisible();
  // The development mailbox fits a 375 px phone: nothing scrolls the page sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${AKUN}/dev/mailbox`);
  await expect(page.locator("tr", { hasText: email })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (viewport) await page.setViewportSize(viewport);
  await page.locator("tr", { hasText: email }).getByRole("link", { name: "Buka tautan" }).click();
  await expect(page).toHaveURL(new RegExp(`^${AKUN}/daftar/konfirmasi\\?token=`));
  await expect(page.getByText("Bukan Anda yang mendaftar? Abaikan email ini — tanpa aktivasi tidak ada akun yang dibuat.")).toBeVisible();
  // The link alone activates nothing: the password chosen at sign-up is asked for.
  await page.getByRole("button", { name: "Aktifkan akun" }).click();
  await expect(page.getByText("Kata sandi wajib diisi.")).toBeVisible();
  const password = page.getByLabel("Kata sandi");
  await expect(password).toHaveAccessibleDescription(/Masukkan kata sandi yang Anda buat saat mendaftar\./);
  await password.fill("kata-sandi-salah");
  await page.getByRole("button", { name: "Aktifkan akun" }).click();
  await expect(page.getByText(/Kata sandi tidak cocok dengan kata sandi yang Anda buat saat mendaftar\. Sisa 4 percobaan lagi/)).toBeVisible();
  await page.getByLabel("Kata sandi").fill("kata-sandi-e2e");
  await page.getByRole("button", { name: "Aktifkan akun" }).click();
  await expect(page).toHaveURL(site("sekolahbeta", "/Dashboard"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ringkasan");
  await expect(page.getByText("Halo, Putri Anggraini!")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText("Putri Anggraini");
  // The session cookie is httpOnly: no script can read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("tunas_session");
  expect(csp).toEqual([]);
});

test("signs in on one tenant and is signed in on another through the account host, then signs out", async ({ page }) => {
  // Through the form, not the stored session: this is the test of signing in, and signing out ends the session.
  await signInThroughUi(page, "sekolahbeta", "peserta@contoh.id");
  await expect(page.getByText("Halo, Budi Peserta!")).toBeVisible();

  // Single sign-on: no password on the second site.
  await page.goto(site("smkcoding", "/Login"));
  await expect(page).toHaveURL(site("smkcoding", "/Dashboard"));
  await expect(page.getByText("Halo, Budi Peserta!")).toBeVisible();

  // Sign out from the header menu.
  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByTestId("user-menu").getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL(site("smkcoding", "/?keluar=1"));
  await expect(page.getByRole("status").filter({ hasText: "Anda telah keluar." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Masuk", exact: true }).first()).toBeVisible();
  await page.goto(site("smkcoding", "/Dashboard"));
  await expect(page).toHaveURL(new RegExp(`^${AKUN}/masuk\\?`));
  await expect(page.getByLabel("Kata sandi")).toBeVisible();
});

test("shows a sidebar that matches the role: learner and mentor", async ({ browser }) => {
  const learner = await signedInPage(browser, "demo", "peserta");
  await expect(sidebar(learner)).toHaveText(["Ringkasan", "Profil", "Kelas Saya", "Pembayaran", "Sertifikat"]);
  await expect(learner.getByTestId("role-label")).toHaveText("Peserta");
  await learner.goto(site("demo", "/Dashboard/Payout"));
  await expect(learner.getByText("Anda tidak memiliki akses ke halaman ini.", { exact: false })).toBeVisible();

  const mentor = await signedInPage(browser, "demo", "mentor");
  // Mentors also manage the classes and courses they teach (the catalogue group, without programmes and mentors).
  await expect(sidebar(mentor)).toHaveText([
    "Ringkasan",
    "Profil",
    "Kelas Saya",
    "Payout",
    "Kelas yang Saya Ajar",
    "Sertifikat",
    "Kelas",
    "Batch",
    "Silabus",
    "Kursus",
  ]);
  await expect(mentor.getByTestId("role-label")).toHaveText("Mentor");
  await mentor.getByTestId("dashboard-sidebar").getByRole("link", { name: "Payout" }).click();
  await expect(mentor.getByRole("heading", { name: "Ajukan payout" })).toBeVisible();
  await expect(mentor.getByRole("heading", { name: "Riwayat payout" })).toBeVisible();
});

test("checks the app version and keeps a valid app token in _gt/_ct on load", async ({ page }) => {
  await page.goto(site("smkcoding"));
  await expect.poll(() => page.evaluate(() => localStorage.getItem("isTokenValid"))).toBe("true");
  const version = await page.evaluate(() => localStorage.getItem("appVersion"));
  expect(version).toMatch(/^\d+\.\d+/);
  const cookies = await page.context().cookies(site("smkcoding"));
  const gt = cookies.find((c) => c.name === "_gt")!;
  expect(gt.value).toMatch(/^app-/);
  expect(cookies.find((c) => c.name === "_ct")).toBeDefined();
  // A stale stored version clears local storage and renews the token.
  await page.evaluate(() => {
    localStorage.setItem("appVersion", "0.0.0-lama");
    localStorage.setItem("sisa", "x");
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("appVersion"))).toBe(version);
  expect(await page.evaluate(() => localStorage.getItem("sisa"))).toBeNull();
  const renewed = (await page.context().cookies(site("smkcoding"))).find((c) => c.name === "_gt")!;
  expect(renewed.value).not.toBe(gt.value);
  const status = await page.evaluate(
    async (token) => (await fetch("/api/v1/authorizer/validate", { headers: { AppToken: token } })).status,
    decodeURIComponent(renewed.value),
  );
  expect(status).toBe(200);
});

test.describe("dashboard forms", () => {
  // An invalid form answers 400: the browser logs the failed .data request as a console error.
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test("a dashboard form with errors: marked fields, a summary, focus on the first invalid field, values kept", async ({ page }) => {
    await signInAs(page, "demo", "peserta", "/Dashboard/Profil");
    const name = page.getByLabel("Nama lengkap");
    await name.fill("B");
    await page.getByLabel("URL foto profil").fill("http://tidak-aman.test/foto.png");
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(page.locator("#profil-name-error")).toHaveText("Nama minimal 2 karakter.");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Nama minimal 2 karakter.");
    await expect(name).toHaveValue("B");
    // Marked visibly, not only for assistive technology: a red border.
    expect(await name.evaluate((el) => getComputedStyle(el).borderTopColor)).toMatch(/^(rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)|oklch\(0\.5)/);
    await expect(page.getByRole("alert").filter({ hasText: "Periksa kembali 2 isian yang ditandai." })).toBeVisible();
    // Fixed and saved: the errors go, the name is shown in the dashboard.
    await name.fill("Budi Peserta Baru");
    await page.getByLabel("URL foto profil").fill("");
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profil disimpan." })).toBeVisible();
    await expect(page.locator("#profil-name-error")).toHaveCount(0);
    await name.fill("Budi Peserta");
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profil disimpan." })).toBeVisible();
  });

  test("on a phone, a refused form lower on the page stays in view with its first field to fix", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "demo", "peserta", "/Dashboard/Profil");
    await page.getByRole("button", { name: "Ganti kata sandi" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Ganti kata sandi" }).click();
    const current = page.getByLabel("Kata sandi saat ini");
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toBeFocused();
    // The submit is a navigation, and navigations scroll to the top: the field must be back in view.
    await expect(current).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("without JavaScript the server's answer focuses the first invalid field", async ({ browser }) => {
    const page = await signedInPage(browser, "demo", "peserta", { path: "/Dashboard/Profil", javaScriptEnabled: false });
    await page.getByLabel("Kata sandi saat ini").fill("salah-sekali");
    await page.getByRole("button", { name: "Ganti kata sandi" }).click();
    await expect(page.locator("#sandi-password-error")).toHaveText("Kata sandi baru wajib diisi.");
    await expect(page.locator("#sandi-confirmPassword-error")).toHaveText("Ulangi kata sandi baru wajib diisi.");
    await expect(page.getByLabel("Kata sandi baru", { exact: true })).toBeFocused();
    await page.context().close();
  });
});
