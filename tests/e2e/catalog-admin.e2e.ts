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

for (const layout of ["sekolahbeta", "smkcoding"]) {
  test(`an admin creates and publishes a class with its syllabus and a course with a module and a chapter on ${layout}; both are on the public site and in search`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const word = `Kaligrafi${Date.now().toString(36)}`;
    const className = `Kelas ${word}`;
    // The class: created as a draft, then published from the list with the bulk bar.
    await signInAs(page, layout, "admin", "/Dashboard/Katalog/Kelas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kelas");
    await shot(page, `${layout}-katalog-kelas`);
    await page.getByRole("link", { name: "Tambah kelas" }).click();
    await expect(page).toHaveURL(site(layout, "/Dashboard/Katalog/Kelas/baru"));
    await page.getByLabel("Nama kelas").fill(className);
    await page.getByLabel("Kode kelas").fill(`KAL-${Date.now().toString(36).toUpperCase()}`);
    await page.getByLabel("Deskripsi").fill("Menulis huruf indah dengan pena dan kuas.");
    await page.getByLabel("Jadwal").fill("Sabtu, 09.00–11.00 WIB");
    await page.getByLabel("Lokasi").fill("Daring");
    await page.getByLabel("Tanggal mulai").fill("2027-02-01");
    await page.getByLabel("Tanggal selesai").fill("2027-04-01");
    await page.getByLabel("Kuota peserta").fill("25");
    await page.getByLabel("Harga (Rp)").fill("150000");
    await page.getByLabel("Pendaftaran Dibuka").check();
    await page.getByLabel("Terbit (tampil di situs)").uncheck();
    await page.getByRole("button", { name: "Simpan kelas" }).click();
    await expect(page).toHaveURL(/\/Dashboard\/Katalog\/Kelas\/\d+\?disimpan=1$/);
    await expect(page.getByText("Tersimpan. Perubahan langsung tampil di situs.")).toBeVisible();
    const classId = /Kelas\/(\d+)/.exec(page.url())![1];

    // A syllabus item for it.
    await page.goto(site(layout, `/Dashboard/Katalog/Silabus/baru?kelas=${classId}`));
    await page.getByLabel("Judul materi").fill("Mengenal pena dan tinta");
    await page.getByLabel("Deskripsi").fill("Alat, posisi tangan dan garis dasar.");
    await page.getByRole("button", { name: "Simpan materi silabus" }).click();
    await expect(page).toHaveURL(/\/Dashboard\/Katalog\/Silabus\/\d+\?disimpan=1$/);

    await page.goto(site(layout, `/Dashboard/Katalog/Kelas?q=${encodeURIComponent(word)}`));
    const row = page.locator(`tr[data-row-id="${classId}"]`);
    await expect(row).toContainText("Draf");
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Terbitkan" }).click();
    await expect(page.getByTestId("admin-ok")).toHaveText(/1 kelas diterbitkan\./);
    await expect(row).toContainText("Terbit");
    await shot(page, `${layout}-katalog-kelas-terbit`);

    await page.goto(site(layout, "/Class"));
    await expect(page.getByRole("link", { name: new RegExp(className) }).first()).toBeVisible();
    await page.goto(site(layout, `/Class?search=${encodeURIComponent(word)}`));
    await expect(page.getByRole("link", { name: new RegExp(className) }).first()).toBeVisible();
    await page
      .getByRole("link", { name: new RegExp(className) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(className);
    await expect(page.getByText("Mengenal pena dan tinta")).toBeVisible();

    // The course: a module and a chapter written in the editor with the toolbar and previewed.
    const courseTitle = `Kursus ${word}`;
    await page.goto(site(layout, "/Dashboard/Katalog/Kursus/baru"));
    await page.getByLabel("Judul kursus").fill(courseTitle);
    await page.getByLabel("Ringkasan").fill("Huruf indah untuk pemula.");
    await page.getByLabel("Deskripsi").fill("Dari garis dasar sampai kalimat utuh.");
    await page.getByLabel("Terbit (tampil di situs)").check();
    await page.getByRole("button", { name: "Simpan kursus" }).click();
    await expect(page).toHaveURL(/\/Dashboard\/Katalog\/Kursus\/\d+\?disimpan=1$/);
    await page.getByLabel("Judul modul baru").fill("Garis Dasar");
    await page.getByRole("button", { name: "Tambah modul" }).click();
    await expect(page.getByTestId("outline-ok")).toHaveText("Modul “Garis Dasar” ditambahkan.");
    await page.getByLabel("Judul bab baru").fill("Garis Tegak dan Miring");
    await page.getByRole("button", { name: "Tambah bab" }).click();
    await expect(page).toHaveURL(/\/Dashboard\/Katalog\/Kursus\/Bab\/\d+\?baru=1$/);
    const body = page.getByLabel("Isi bab", { exact: true });
    await body.fill("Tarik garis dari atas ke bawah.\n\n");
    await body.press("End");
    await page.getByRole("button", { name: "Tebal" }).click();
    await page.getByRole("button", { name: "Pratinjau" }).click();
    await expect(page.getByTestId("chapter-preview").locator("strong")).toHaveText("teks tebal");
    await page.getByRole("button", { name: "Simpan bab" }).click();
    await expect(page.getByText("Bab disimpan. Perubahan langsung tampil di situs.")).toBeVisible();
    await shot(page, `${layout}-katalog-bab`);

    await page.goto(site(layout, "/Courses"));
    await page
      .getByRole("link", { name: new RegExp(courseTitle) })
      .first()
      .click();
    await page
      .getByRole("link", { name: /Garis Tegak dan Miring/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Garis Tegak dan Miring");
    await expect(page.locator(".chapter-body strong")).toHaveText("teks tebal");
  });
}

test("chapters reorder by Naik/Turun and by dragging, and a module delete asks first", async ({ page }) => {
  test.setTimeout(120_000);
  const layout = "sekolahbeta";
  await signInAs(page, layout, "admin", "/Dashboard/Katalog/Kursus/baru");
  await page.getByLabel("Judul kursus").fill(`Kursus Urutan ${Date.now().toString(36)}`);
  await page.getByLabel("Ringkasan").fill("Uji urutan.");
  await page.getByLabel("Deskripsi").fill("Uji urutan bab.");
  await page.getByRole("button", { name: "Simpan kursus" }).click();
  await expect(page).toHaveURL(/\?disimpan=1$/);
  const coursePage = page.url().replace(/\?.*$/, "");
  await page.getByLabel("Judul modul baru").fill("Modul Satu");
  await page.getByRole("button", { name: "Tambah modul" }).click();
  for (const title of ["Alfa", "Beta", "Gama"]) {
    await page.getByLabel("Judul bab baru").fill(title);
    await page.getByRole("button", { name: "Tambah bab" }).click();
    await expect(page).toHaveURL(/Bab\/\d+\?baru=1$/);
    await page.goto(coursePage);
  }
  const titles = () => page.locator("[data-chapter-id] a").allTextContents();
  expect(await titles()).toEqual(["Bab 1: Alfa", "Bab 2: Beta", "Bab 3: Gama"]);
  await page.getByRole("button", { name: "Turunkan bab Alfa" }).click();
  await expect.poll(titles).toEqual(["Bab 1: Beta", "Bab 2: Alfa", "Bab 3: Gama"]);
  await page.locator("[data-chapter-id]", { hasText: "Gama" }).dragTo(page.locator("[data-chapter-id]", { hasText: "Beta" }));
  await expect.poll(titles).toEqual(["Bab 1: Gama", "Bab 2: Beta", "Bab 3: Alfa"]);
  await page.reload();
  await expect.poll(titles).toEqual(["Bab 1: Gama", "Bab 2: Beta", "Bab 3: Alfa"]);
  await shot(page, "sekolahbeta-katalog-kursus");
  await page.getByRole("button", { name: "Hapus bab Beta" }).click();
  await expect(page.getByRole("dialog", { name: "Hapus bab “Beta”?" })).toBeVisible();
  await page.getByRole("button", { name: "Ya, hapus" }).click();
  await expect.poll(titles).toEqual(["Bab 1: Gama", "Bab 2: Alfa"]);
});
