import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, site, test } from "./helpers.ts";
import { signInAs } from "./auth.ts";

/**
 * The dashboard's people and media sections in a browser, on two sites: an admin invites a person
 * and promotes them to mentor; an image is uploaded to the media library only with alt text.
 */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// Refused uploads answer 400 on purpose (alt text missing).
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

for (const layout of ["sekolahbeta", "smkcoding"]) {
  test(`an admin invites a person and promotes them to mentor on ${layout}`, async ({ page }) => {
    test.setTimeout(120_000);
    const tag = `${layout}-${Date.now().toString(36)}`;
    const email = `calon-mentor-${tag}@contoh.test`;
    const name = `Calon Mentor ${tag}`;
    await signInAs(page, layout, "admin", "/Dashboard/Pengguna");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pengguna");

    const invite = page.locator("#undang");
    await invite.getByLabel("Nama").fill(name);
    await invite.getByLabel("Email").fill(email);
    await invite.getByLabel("Peran").selectOption({ label: "Peserta" });
    await invite.getByRole("button", { name: "Kirim undangan" }).click();
    await expect(page.getByText(`Undangan untuk ${email} sebagai Peserta sudah dikirim`)).toBeVisible();

    await page.getByLabel("Cari nama atau email").fill(tag);
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(new RegExp(`/Dashboard/Pengguna\\?q=${tag}`));
    const row = page.locator("tr", { hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("user-status")).toHaveText("Diundang");
    await shot(page, `${layout}-pengguna`);

    await row.getByLabel(`Peran ${name}`, { exact: true }).selectOption({ label: "Mentor" });
    await row.getByRole("button", { name: `Simpan peran ${name}` }).click();
    await expect(page.getByText(`Peran ${name} sekarang Mentor.`)).toBeVisible();
    await expect(page.locator("tr", { hasText: email }).getByLabel(`Peran ${name}`, { exact: true })).toHaveValue("2");

    // The role filter finds them among the mentors.
    await page.goto(site(layout, `/Dashboard/Pengguna?peran=2&q=${tag}`));
    await expect(page.locator("tr", { hasText: email })).toHaveCount(1);
    // The confirmation dialog is a script feature: wait for the page to hydrate before asking for it.
    await hydrated(page);

    // Deactivating asks first (a dialog with JavaScript).
    await page
      .locator("tr", { hasText: email })
      .getByRole("button", { name: `Nonaktifkan ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Nonaktifkan ${name}?` });
    await expect(dialog).toBeVisible();
    await shot(page, `${layout}-pengguna-nonaktifkan`);
    await dialog.getByRole("button", { name: "Ya, nonaktifkan" }).click();
    await expect(page.getByText(`${name} dinonaktifkan`)).toBeVisible();
    await expect(page.locator("tr", { hasText: email }).getByTestId("user-status")).toHaveText("Nonaktif");
  });

  test(`an image goes into the media library only with alt text on ${layout}`, async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Foto lab ${layout} ${Date.now().toString(36)}`;
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#1d7a46" } })
      .png()
      .toBuffer();
    await signInAs(page, layout, "admin", "/Dashboard/Media");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pustaka Media");

    const form = page.locator("#unggah");
    await form.getByLabel("File").setInputFiles({ name: "lab.png", mimeType: "image/png", buffer: png });
    await form.getByLabel("Judul").fill(title);
    await form.getByRole("button", { name: "Unggah" }).click();
    await expect(page.locator("#unggah").getByText("Teks alternatif wajib diisi untuk gambar").first()).toBeVisible();

    await page.locator("#unggah").getByLabel("File").setInputFiles({ name: "lab.png", mimeType: "image/png", buffer: png });
    await page.locator("#unggah").getByLabel("Teks alternatif").fill("Siswa merakit komputer di laboratorium");
    await page.locator("#unggah").getByRole("button", { name: "Unggah" }).click();
    await expect(page.getByText(`Gambar “${title}” diunggah.`)).toBeVisible();
    const img = page.getByRole("img", { name: "Siswa merakit komputer di laboratorium" }).first();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(320);
    await shot(page, `${layout}-media`);

    // The other site's library does not have it.
    const other = layout === "sekolahbeta" ? "smkcoding" : "sekolahbeta";
    // Single sign-on: the account host knows the admin already.
    await page.goto(site(other, "/Login"));
    await expect(page).toHaveURL(site(other, "/Dashboard"));
    await page.goto(site(other, `/Dashboard/Media?q=${encodeURIComponent(title)}`));
    await expect(page.getByTestId("admin-empty")).toBeVisible();
  });
}
