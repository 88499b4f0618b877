import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";
import { signedInPage, signInAs } from "./auth.ts";

/**
 * Statistics (issue 18) in the browser: each role sees its own dashboard with charts on two
 * tenants, the CSV export, a phone-width render, a Liga SMK score reaching /Leaderboards, and the
 * chart library staying off the other pages. Screenshots go to test-results/statistics/.
 */
const SHOTS = process.env.STATS_SHOT_DIR ?? "test-results/statistics";
mkdirSync(SHOTS, { recursive: true });

/** The worker fills the summaries a moment after start: reload until the counters are there. */
async function openStatistics(page: Page, layout: string, query = "") {
  for (let i = 0; i < 15; i++) {
    await page.goto(site(layout, `/Dashboard/Statistik${query}`));
    const students = await page.locator('[data-testid="stat-counters"] [data-counter="students"]').textContent();
    if (students && students.trim() !== "0") return;
    await page.waitForTimeout(1000);
  }
}

for (const layout of ["sekolahbeta", "smkcoding"]) {
  test(`${layout}: admin sees the whole site with charts, map, tables and CSV`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, layout, "admin");
    await openStatistics(page, layout);
    await expect(page.getByTestId("stat-scope")).toContainText("Seluruh situs");
    await expect(page.locator('[data-testid="series-chart"] .recharts-surface').first()).toBeVisible();
    await expect(page.locator('[data-testid="program-chart"] .recharts-surface').first()).toBeVisible();
    await expect(page.locator('[data-testid="province-map"] path')).toHaveCount(34);
    await expect(page.getByTestId("table-provinsi").locator("tbody tr").first()).toBeVisible();
    // Every chart's table alternative is in the page (inside a disclosure).
    await expect(page.getByTestId("table-grafik")).toHaveCount(1);
    await expect(page.getByTestId("table-program")).toHaveCount(1);
    const href = await page.getByTestId("csv-provinsi").getAttribute("href");
    const [type, text] = await page.evaluate(async (u) => {
      const r = await fetch(u!);
      return [r.headers.get("content-type") ?? "", await r.text()];
    }, href);
    expect(type).toContain("text/csv");
    expect(text.split("\r\n")[0]).toContain("Provinsi,Sekolah");
    expect(text.split("\r\n").length).toBeGreaterThan(2);
    await page.screenshot({ path: `${SHOTS}/${layout}-admin-desktop.png`, fullPage: true });
  });

  test(`${layout}: lead_program sees only their programmes, lead_region their provinces`, async ({ browser }) => {
    const lp = await signedInPage(browser, layout, "koordinator", { viewport: { width: 1280, height: 900 } });
    await openStatistics(lp, layout);
    await expect(lp.getByTestId("stat-scope")).toContainText("Program:");
    await expect(lp.locator('[data-testid="series-chart"] .recharts-surface').first()).toBeVisible();
    const rows = await lp.getByTestId("table-program").locator("tbody tr").count();
    expect(rows).toBeLessThanOrEqual(2);
    await lp.screenshot({ path: `${SHOTS}/${layout}-lead-program.png`, fullPage: true });

    const lr = await signedInPage(browser, layout, "wilayah", { path: "/Dashboard/Statistik", viewport: { width: 1280, height: 900 } });
    await expect(lr.getByTestId("stat-scope")).toContainText("Wilayah:");
    await expect(lr.getByTestId("stat-scope")).toContainText("Jawa Barat");
    const provinces = await lr.getByTestId("table-provinsi").locator("tbody tr").allInnerTexts();
    expect(provinces.length).toBe(2);
    await expect(lr.locator('[data-testid="series-chart"] .recharts-surface').first()).toBeVisible();
    await lr.screenshot({ path: `${SHOTS}/${layout}-lead-region.png`, fullPage: true });
  });
}

test("filters live in the URL and are validated", async ({ page }) => {
  await signInAs(page, "sekolahbeta", "admin");
  await openStatistics(page, "sekolahbeta", "?dari=2026-01-01&sampai=2026-01-31&periode=minggu");
  await expect(page.locator('input[name="dari"]')).toHaveValue("2026-01-01");
  await expect(page.getByTestId("table-grafik").locator("tbody tr")).toHaveCount(5);
  await page.goto(site("sekolahbeta", "/Dashboard/Statistik?dari=2026-02-10&sampai=2026-02-01"));
  await expect(page.getByRole("alert")).toContainText("Tanggal mulai tidak valid");
});

test("phone width: the statistics page fits 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "smkcoding", "admin");
  await openStatistics(page, "smkcoding");
  await expect(page.locator('[data-testid="series-chart"] .recharts-surface').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${SHOTS}/smkcoding-admin-390.png`, fullPage: true });
});

test.describe("score entry", () => {
  // The invalid submit answers 400 on purpose (the browser logs the failed .data request).
  test.use({ expectedConsoleErrors: [/status of 400/] });
  test("a Liga SMK score entered by an admin shows on /Leaderboards", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "smkcoding", "admin");
    await openStatistics(page, "smkcoding");
    const form = page.getByTestId("score-form");
    const team = form.locator('select[name="teamId"]');
    const last = (await team.locator("option").allInnerTexts()).slice(-1)[0]!;
    await team.selectOption({ label: last });
    await form.getByLabel("Babak").fill("7");
    await form.getByLabel("Skor").fill("99999");
    await form.getByRole("button", { name: "Simpan skor" }).click();
    await expect(page.getByRole("status").filter({ hasText: "disimpan" })).toContainText("babak 7");
    // Invalid input: a field error, no row.
    await form.getByLabel("Skor").fill("-5");
    await form.getByRole("button", { name: "Simpan skor" }).click();
    await expect(page.getByText("Skor tidak boleh negatif.").first()).toBeVisible();

    const anon = await (await browser.newContext()).newPage();
    await anon.goto(site("smkcoding", "/Leaderboards"));
    const first = anon.getByTestId("liga-tim").locator("tbody tr").first();
    await expect(first).toContainText(last.split(" — ")[0]!);
    await expect(anon.getByTestId("peserta").locator("tbody tr").first()).toBeVisible();
    await anon.screenshot({ path: `${SHOTS}/smkcoding-leaderboards.png`, fullPage: true });
    await anon.setViewportSize({ width: 390, height: 844 });
    await anon.screenshot({ path: `${SHOTS}/smkcoding-leaderboards-390.png`, fullPage: true });
  });
});

test("the chart library loads only on the statistics route; home counters match the dashboard", async ({ page, browser }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(site("sekolahbeta", "/"));
  await page.goto(site("sekolahbeta", "/Class"));
  expect(scripts.filter((s) => /statistics-|StatCharts|recharts/.test(s))).toEqual([]);
  await page.goto(site("sekolahbeta", "/"));
  const home = await page.getByTestId("landing-counters").locator('[data-counter="schools"]').textContent();
  const staff = await signedInPage(browser, "sekolahbeta", "admin");
  await openStatistics(staff, "sekolahbeta");
  await expect(staff.locator('[data-testid="stat-counters"] [data-counter="schools"]')).toHaveText(home!.trim());
});
