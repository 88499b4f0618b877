import { expect, PORT, site, test } from "./helpers.ts";

/** Node cannot resolve *.localhost: API calls go to 127.0.0.1 with the tenant's Host header. */
const direct = (layout: string, path: string) => [`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${layout}.localhost:${PORT}` } }] as const;

test("blog list leads to an article with reading time, share links and meta tags", async ({ page }) => {
  await page.goto(site("sekolahbeta", "/Blog"));
  await expect(page).toHaveTitle("Blog | Sekolah Beta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  const cards = page.locator("main ul > li h2 a");
  await expect(cards).toHaveCount(6);
  await page.getByRole("link", { name: "Menyusun Portofolio Developer Pemula yang Dilirik Perekrut" }).click();
  await expect(page).toHaveURL(/\/Blog\/\d+\/menyusun-portofolio-developer-pemula-yang-dilirik-perekrut$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menyusun Portofolio Developer Pemula yang Dilirik Perekrut");
  await expect(page.getByText(/\d+ menit baca/).first()).toBeVisible();
  await expect(page.getByText("4 Maret 2025")).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("heading", { name: "Artikel terkait" })).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/Blog\/\d+\/menyusun-portofolio/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld["@type"]).toBe("Article");
});

test("a wrong title tail redirects to the canonical article URL", async ({ page, request }) => {
  const list = await (await request.get(...direct("smkcoding", "/api/v1/post/article/list"))).json();
  const { id, url } = list.data.items[0];
  const [u, init] = direct("smkcoding", `/Blog/${id}/judul-lama`);
  const res = await request.get(u, { ...init, maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toContain(url);
  await page.goto(site("smkcoding", `/Blog/${id}/judul-lama`));
  await expect(page).toHaveURL(site("smkcoding", url));
});

test("blog search keeps the query in the URL and shows an empty state", async ({ page }) => {
  await page.goto(site("sekolahbeta", "/Blog"));
  await page.getByLabel("Kata kunci").fill("javascript");
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/\?q=javascript/);
  await expect(page.getByRole("link", { name: "Rencana Belajar JavaScript 30 Hari untuk Pemula" })).toBeVisible();
  await page.goto(site("sekolahbeta", "/Blog?q=tidakadasamasekali"));
  await expect(page.getByRole("heading", { name: "Tidak ada hasil untuk “tidakadasamasekali”" })).toBeVisible();
});

test("an event shows speakers, activities and the four sponsorship tiers in rupiah", async ({ page }) => {
  await page.goto(site("smkcoding", "/Event"));
  await page.getByRole("link", { name: "Festival Talenta Digital SMK Coding 2027" }).click();
  await expect(page).toHaveURL(/\/Event\/festival-talenta-digital-2027$/);
  await expect(page.getByRole("heading", { name: "Pembicara" })).toBeVisible();
  await expect(page.getByText("Menunggu konfirmasi")).toBeVisible();
  const tiers = page.getByTestId("sponsor-tier");
  await expect(tiers).toHaveCount(4);
  await expect(tiers.nth(0)).toContainText("Title Sponsor");
  await expect(tiers.nth(0)).toContainText("Eksklusif, 1 slot");
  await expect(tiers.nth(0)).toContainText("Seluruh biaya acara");
  await expect(tiers.nth(1)).toContainText("Rp 50.000.000");
  await expect(tiers.nth(1)).toContainText("2-3 slot");
  await expect(tiers.nth(2)).toContainText("Rp 25.000.000");
  await expect(tiers.nth(3)).toContainText("Rp 10.000.000");
  await expect(tiers.nth(3)).toContainText("Slot terbuka");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld["@type"]).toBe("Event");
});

test("a portfolio case study opens from its programme kind", async ({ page }) => {
  await page.goto(site("jda", "/Portfolio"));
  await expect(page.getByText("6 program, 2020–2024")).toBeVisible();
  await page.getByRole("link", { name: "Capacity Building Programs" }).click();
  await expect(page).toHaveURL(/\/Portfolio\/capacity-building-programs$/);
  await page.getByRole("link", { name: "Jabar Digital Academy 2024" }).click();
  await expect(page).toHaveURL(/\/Portfolio\/capacity-building-programs\/jabar-digital-academy-2$/);
  // The URL changes before the page transition swaps the content: wait for the case study itself.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Jabar Digital Academy");
  await expect(page.getByText("Pemerintah Provinsi Jawa Barat", { exact: true })).toBeVisible();
  const external = page.getByRole("link", { name: "Kunjungi situs proyek" });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
});

test("a marketing page shows each tenant's own sections, English on asean-foundation", async ({ page }) => {
  await page.goto(site("sekolahkopi", "/About"));
  await expect(page).toHaveTitle("Tentang Kami | Sekolah Kopi");
  await expect(page.getByRole("heading", { name: "Sekolah Kopi menumbuhkan talenta digital Indonesia" })).toBeVisible();
  await expect(page.getByText("Dampak kami dalam angka")).toBeVisible();
  await page.goto(site("asean-foundation", "/About"));
  await expect(page).toHaveTitle("About Us | ASEAN Foundation Digital Programme");
  await expect(page.getByRole("heading", { name: "ASEAN Foundation Digital Programme grows digital talent" })).toBeVisible();
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  await page.goto(site("smkcoding", "/Pricing"));
  await expect(page.getByText("Rp 2.500.000")).toBeVisible();
  await page.getByRole("group").first().locator("summary").click();
  await expect(page.getByText("paket intensif dapat dicicil")).toBeVisible();
});

test("the gallery opens an accessible lightbox and closes with Escape", async ({ page }) => {
  await page.goto(site("sekolahbeta", "/Gallery"));
  const first = page.locator("main ul button").first();
  await first.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading")).toHaveText("Sesi praktik kelompok");
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("heading")).toHaveText("Mentoring satu lawan satu");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test("the coding studio lists 12 languages and the sitemap parses as XML", async ({ page }) => {
  await page.goto(site("aksara", "/Lms/Features/coding-studio"));
  await expect(page.getByRole("heading", { name: "12 bahasa pemrograman" })).toBeVisible();
  await page.goto(site("aksara", "/sitemap.xml"));
  const parsed = await page.evaluate(async () => {
    const xml = await (await fetch("/sitemap.xml")).text();
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    return { error: doc.getElementsByTagName("parsererror").length, locs: [...doc.getElementsByTagName("loc")].map((l) => l.textContent) };
  });
  expect(parsed.error).toBe(0);
  expect(parsed.locs).toContain(site("aksara", "/Lms/Features/coding-studio"));
});

test("content pages read well at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/Blog", "/Event/bursa-kerja-vokasi-semarang-2027", "/Portfolio/csr-program/pesilat-1", "/Corporates"]) {
    await page.goto(site("pesilat", path));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
});
