import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";

/**
 * Accessibility scan (axe-core, WCAG 2.1 A/AA) of the key pages on two tenants with different brand colours:
 * sekolahbeta (blue primary, yellow secondary) and smkcoding (mid-tone green primary, yellow secondary).
 * Serious and critical violations fail the test.
 */
const TENANTS = ["sekolahbeta", "smkcoding"] as const;

/** The first link in <main> whose path matches, so the scan follows whatever the seed holds. */
async function firstLink(page: Page, layout: string, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(site(layout, listPath));
  const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${listPath}`).toBeTruthy();
  return href!;
}

async function scan(page: Page, layout: string, path: string, status = 200) {
  const res = await page.goto(site(layout, path));
  expect(res?.status(), path).toBe(status);
  await expect(page.locator("main h1").first()).toBeVisible();
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 3)
          .map((n) => `  ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ")}`)
          .join("\n")}`,
    );
  expect(blocking, `${layout}${path}`).toEqual([]);
}

for (const layout of TENANTS) {
  test.describe(`a11y ${layout}`, () => {
    for (const path of ["/", "/Class", "/Blog", "/About"]) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await scan(page, layout, path);
      });
    }

    test("class detail, article and event detail have no serious or critical violations", async ({ page }) => {
      const cls = await firstLink(page, layout, "/Class", /^\/Class\/(?!Competence\/)[^/?#]+$/);
      const article = await firstLink(page, layout, "/Blog", /^\/Blog\/\d+/);
      const event = await firstLink(page, layout, "/Event", /^\/Event\/(?!Careers|Program)[^/?#]+$/);
      for (const path of [cls, article, event]) await scan(page, layout, path);
    });

    test("the video list and a podcast episode (players with captions) have no serious or critical violations", async ({ page }) => {
      const episode = await firstLink(page, layout, "/Podcast", /^\/Podcast\/\d+\//);
      for (const path of ["/Video", episode]) await scan(page, layout, path);
    });

    test("the 404 page has no serious or critical violations", async ({ page }) => {
      await scan(page, layout, "/Halaman-Yang-Tidak-Ada", 404);
    });
  });
}
