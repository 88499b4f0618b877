import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";
import { signInAs } from "./auth.ts";

const SHOTS = process.env.SHOTS_DIR;

// Forms validate on the server as the writer types (Conform); a refused value answers 400.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const layout of ["sekolahbeta", "smkcoding"]) {
  test(`a writer writes and publishes an article on ${layout} and finds it on the public posts list`, async ({ page }) => {
    test.setTimeout(180_000);
    const title = `Catatan Redaksi ${layout} ${Date.now().toString(36)}`;
    await signInAs(page, layout, "penulis", "/Dashboard/Konten");
    await page
      .getByTestId("content-hub")
      .getByRole("link", { name: /Artikel/ })
      .first()
      .click();
    await expect(page).toHaveURL(site(layout, "/Dashboard/Konten/Artikel"));
    if (layout === "sekolahbeta") await shot(page, "artikel-list");
    await page.getByRole("link", { name: "Tambah artikel" }).click();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // A save without a title says what is missing, in Indonesian.
    await page.getByRole("button", { name: "Simpan artikel" }).click();
    await expect(page.getByText("Judul wajib diisi.").first()).toBeVisible();
    await page.getByLabel("Judul *").fill(title);
    await page.getByLabel("Kategori *").selectOption({ index: 1 });
    await page.getByLabel("Ringkasan").fill("Ringkasan singkat artikel yang ditulis dari dasbor.");
    await page.getByLabel("Isi artikel *").fill("<h2>Pembuka</h2><p>Artikel ini <strong>ditulis</strong> dari dasbor.</p>");
    await page.getByLabel("Status *").selectOption("draft");
    await page.getByRole("button", { name: "Simpan artikel" }).click();
    // One saved line, and it does not claim a draft is on the site.
    await expect(page.getByText("Artikel disimpan sebagai draf: belum tampil di situs.")).toHaveCount(1);
    await expect(page.getByText("Artikel disimpan sebagai draf: belum tampil di situs.")).toBeVisible();
    await page.getByRole("button", { name: "Simpan perubahan" }).click();
    await expect(page.getByTestId("admin-ok")).toContainText("Artikel disimpan sebagai draf");
    await expect(page.getByText("Artikel disimpan sebagai draf: belum tampil di situs.")).toHaveCount(1);
    if (layout === "sekolahbeta") await shot(page, "artikel-edit");
    // A draft is not on the site, but staff can preview it.
    await page.getByRole("link", { name: "Pratinjau" }).first().click();
    await expect(page.getByTestId("post-preview").getByRole("heading", { name: title })).toBeVisible();
    if (layout === "sekolahbeta") await shot(page, "artikel-pratinjau");
    await page.goto(site(layout, "/Blog"));
    await expect(page.getByText(title)).toHaveCount(0);
    // Publish from the list.
    await page.goto(site(layout, `/Dashboard/Konten/Artikel?q=${encodeURIComponent(title)}`));
    await page.getByRole("checkbox", { name: `Pilih ${title}` }).check();
    await page.getByRole("button", { name: "Terbitkan" }).click();
    await expect(page.getByTestId("admin-ok")).toContainText("diterbitkan");
    await page.goto(site(layout, "/Blog"));
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pembuka" })).toBeVisible();
    if (layout === "sekolahbeta") await shot(page, "artikel-publik");
  });
}

test("a podcast with an audio link plays on its public episode page", async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Episode Dasbor ${Date.now().toString(36)}`;
  await signInAs(page, "sekolahbeta", "penulis", "/Dashboard/Konten/Podcast/baru");
  await page.getByLabel("Judul episode *").fill(title);
  await page.getByLabel("Kategori *").selectOption({ index: 1 });
  await page.getByLabel("Rekaman audio").fill("/media/audio/belajar-di-era-kecerdasan-buatan.ogg");
  await page.getByLabel("Durasi (detik)").fill("16"); // the recording's own length
  await page.getByLabel("Ringkasan").fill("Episode uji dari dasbor.");
  await page.getByLabel("Status *").selectOption("published");
  await page.getByRole("button", { name: "Simpan episode" }).click();
  await expect(page.getByText("Episode disimpan. Perubahan langsung tampil di situs.")).toBeVisible();
  await shot(page, "podcast-edit");
  await page.getByRole("link", { name: "Lihat di situs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute("src", "/media/audio/belajar-di-era-kecerdasan-buatan.ogg");
  // The browser loads the recording and knows its length: it plays.
  const duration = await audio.evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((ok) => {
        if (el.readyState >= 1) return ok(el.duration);
        el.addEventListener("loadedmetadata", () => ok(el.duration), { once: true });
        el.load();
      }),
  );
  expect(Number.isFinite(duration) && duration > 1).toBe(true);
  // …and seeks in it.
  const seeked = await audio.evaluate(
    (el: HTMLAudioElement, to: number) =>
      new Promise<number>((ok) => {
        el.addEventListener("seeked", () => ok(el.currentTime), { once: true });
        el.currentTime = to;
      }),
    Math.floor(duration / 2),
  );
  expect(seeked).toBeGreaterThan(0);
  // The recording is a seeded one with a transcript: the player has its captions and the page its text.
  await expect(audio.locator("track[kind=captions]")).toHaveAttribute("srclang", "id");
  await expect(page.locator("details > summary", { hasText: "Transkrip" })).toBeVisible();
  await shot(page, "podcast-publik");
});
