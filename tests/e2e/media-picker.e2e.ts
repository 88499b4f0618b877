import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, site, test } from "./helpers.ts";
import { signInAs } from "./auth.ts";

const SHOTS = process.env.SHOTS_DIR;

// Forms validate on the server as the writer types (Conform); a refused value answers 400.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const layout of ["sekolahbeta", "smkcoding"]) {
  test(`a writer picks an uploaded image from the media picker as an article cover on ${layout}; the public article shows it`, async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const imageTitle = `Sampul pilihan ${layout} ${stamp}`;
    const alt = `Peserta belajar bersama di ${layout}`;
    const title = `Artikel bergambar ${layout} ${stamp}`;
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2b6cb0" } })
      .png()
      .toBuffer();
    // An image in the library.
    await signInAs(page, layout, "penulis", "/Dashboard/Media");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const upload = page.locator("#unggah");
    await upload.getByLabel("File").setInputFiles({ name: "sampul.png", mimeType: "image/png", buffer: png });
    await upload.getByLabel("Judul").fill(imageTitle);
    await upload.getByLabel("Teks alternatif").fill(alt);
    await upload.getByRole("button", { name: "Unggah" }).click();
    await expect(page.getByText(`Gambar “${imageTitle}” diunggah.`)).toBeVisible();

    // A new article: its own heading and title, not "Dasbor".
    await page.goto(site(layout, "/Dashboard/Konten/Artikel/baru"));
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel baru");
    await expect(page).toHaveTitle(/^Artikel baru — Dasbor/);
    await page.getByLabel("Judul *").fill(title);
    await page.getByLabel("Kategori *").selectOption({ index: 1 });
    await page.getByLabel("Isi artikel *").fill("<p>Artikel dengan sampul dari pustaka media.</p>");
    await page.getByLabel("Status *").selectOption("published");

    // The picker: a labelled modal dialog; Escape closes it and focus returns to the button.
    const pickButton = page.getByRole("button", { name: "Pilih dari Media", exact: true });
    await expect(pickButton).toHaveAccessibleDescription("Untuk isian Gambar sampul");
    await pickButton.click();
    const dialog = page.getByRole("dialog", { name: "Gambar sampul: pilih dari pustaka" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(pickButton).toBeFocused();

    await pickButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Cari di pustaka").fill(stamp);
    const choice = dialog.getByRole("button", { name: `Pilih ${imageTitle}` });
    await expect(choice).toBeVisible();
    if (layout === "sekolahbeta") await shot(page, "media-picker-dialog", false);
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(pickButton).toBeFocused();
    const cover = await page.getByRole("textbox", { name: "Gambar sampul" }).inputValue();
    expect(cover).toMatch(/^\/files\//);

    await page.getByRole("button", { name: "Simpan artikel" }).click();
    await expect(page.getByText("Artikel disimpan. Perubahan langsung tampil di situs.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ubah artikel: ${title}`);
    await expect(page).toHaveTitle(new RegExp(`^Ubah artikel: ${title} — Dasbor`));
    await expect(page.getByRole("textbox", { name: "Gambar sampul" })).toHaveValue(cover);

    // The public article shows the chosen image.
    await page.getByRole("link", { name: "Lihat di situs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const img = page.locator(`img[src="${cover}"]`).first();
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(320);
  });
}

test("an admin adds a school to a programme from the new catalogue section; the programme page lists it", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Akademi Uji Peramban ${Date.now().toString(36)}`;
  await signInAs(page, "sekolahbeta", "admin");
  // A programme the public list shows.
  await page.goto(site("sekolahbeta", "/Program"));
  const programLink = page.locator('main a[href^="/Program/"]').first();
  const programHref = (await programLink.getAttribute("href")) ?? "";
  await page.goto(site("sekolahbeta", programHref));
  const programName = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  await page.goto(site("sekolahbeta", "/Dashboard/Katalog/Sekolah"));
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sekolah");
  await shot(page, "katalog-sekolah-list");
  await page.getByRole("link", { name: "Tambah sekolah" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tambah sekolah");
  await page.getByRole("button", { name: "Simpan sekolah" }).click();
  await expect(page.getByText("Nama sekolah wajib diisi.").first()).toBeVisible();
  await page.getByLabel("Nama sekolah *").fill(name);
  await page.getByLabel("Program *").selectOption({ label: programName });
  await page.getByLabel("Kota *").fill("Blitar");
  await page.getByLabel("Provinsi *").fill("Jawa Timur");
  await page.getByLabel("Jumlah siswa").fill("45");
  await page.getByRole("button", { name: "Simpan sekolah" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ubah sekolah: ${name}`);
  await shot(page, "katalog-sekolah-edit");
  await page.goto(site("sekolahbeta", programHref));
  await expect(page.getByText(name)).toBeVisible();
});
