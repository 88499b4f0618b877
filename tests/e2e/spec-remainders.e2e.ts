import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatDuration } from "../../src/kernel/format.ts";
import { PODCAST_TRANSCRIPTS } from "../../src/seed/media-transcripts.ts";
import { expect, OPERATOR_KEY, PORT, site, test } from "./helpers.ts";

/**
 * Issue 22 in a real browser: analytics only after consent, and seeded media that really plays.
 * The analytics tenants are komodo and radya — no other browser test opens them, so their
 * temporary measurement ID never puts a banner over another test's page; sekolahbeta and
 * smkcoding (no ID) prove the opposite.
 */
const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

/** Stubs gtag.js (no real network) and records every attempt to load it. */
async function watchGtag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GTAG, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" });
  });
  return requested;
}

async function setAnalyticsId(request: APIRequestContext, layout: string, id: string | null): Promise<void> {
  const url = `http://localhost:${PORT}/api/${layout}/cms/app/settings`;
  const current = (await (await request.get(url)).json()).data as Record<string, unknown>;
  const { id: _tenant, analyticsId: _old, ...setting } = current;
  const res = await request.put(url, { data: id ? { ...setting, analyticsId: id } : setting, headers: { Authorization: `Bearer ${OPERATOR_KEY}` } });
  expect(res.status()).toBe(200);
}

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

test.describe("analytics consent", () => {
  for (const layout of ["sekolahbeta", "smkcoding"]) {
    test(`${layout} has no measurement ID: no banner, no script`, async ({ page }) => {
      const requested = await watchGtag(page);
      await page.goto(site(layout, "/"));
      await hydrated(page);
      await page.waitForTimeout(300);
      await expect(page.getByTestId("consent-banner")).toHaveCount(0);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
      expect(requested).toEqual([]);
    });
  }

  test.describe.configure({ mode: "serial" });
  for (const [layout, id] of [
    ["komodo", "G-KOMODOE2E1"],
    ["radya", "G-RADYAE2E22"],
  ] as const) {
    test(`${layout} with a measurement ID: script only after "Terima"; "Tolak" is remembered across reloads`, async ({ browser, request }) => {
      await setAnalyticsId(request, layout, id);
      try {
        // Accept.
        const a = await browser.newContext();
        const page = await a.newPage();
        const requested = await watchGtag(page);
        await page.goto(site(layout, "/"));
        await hydrated(page);
        const banner = page.getByTestId("consent-banner");
        await expect(banner).toBeVisible();
        await expect(banner.getByRole("link", { name: "Kebijakan Privasi" })).toHaveAttribute("href", "/Privacy-Policy");
        const accept = banner.getByRole("button", { name: "Terima" });
        const decline = banner.getByRole("button", { name: "Tolak" });
        // Equally easy: same size and the same style.
        const [ab, db] = [await accept.boundingBox(), await decline.boundingBox()];
        expect(Math.abs(ab!.width - db!.width)).toBeLessThanOrEqual(2);
        expect(ab!.height).toBe(db!.height);
        expect(await accept.getAttribute("class")).toBe(await decline.getAttribute("class"));
        const axe = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await page.waitForTimeout(300);
        expect(requested, "no script before consent").toEqual([]);
        await accept.click();
        await expect.poll(() => requested.length).toBe(1);
        expect(requested[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${id}`);
        await expect(banner).toHaveCount(0);
        await page.reload();
        await hydrated(page);
        await expect.poll(() => requested.length, "consent remembered: the script loads again after a reload").toBe(2);
        await expect(page.getByTestId("consent-banner")).toHaveCount(0);
        await a.close();

        // Decline, in a fresh browser profile.
        const d = await browser.newContext();
        const p2 = await d.newPage();
        const requested2 = await watchGtag(p2);
        await p2.goto(site(layout, "/Blog"));
        await hydrated(p2);
        await p2.getByTestId("consent-banner").getByRole("button", { name: "Tolak" }).click();
        await expect(p2.getByTestId("consent-banner")).toHaveCount(0);
        await expect(
          p2.getByRole("complementary", { name: "Pengaturan privasi" }).getByRole("button", { name: "Pengaturan privasi (analitik: ditolak)" }),
        ).toBeVisible();
        await p2.reload();
        await hydrated(p2);
        await p2.waitForTimeout(500);
        await expect(p2.getByTestId("consent-banner")).toHaveCount(0);
        expect(requested2, "declined: never loaded, also after a reload").toEqual([]);
        // The choice can be changed later from the footer link.
        await p2.getByRole("button", { name: /Pengaturan privasi/ }).click();
        await expect(p2.getByTestId("consent-banner")).toBeVisible();
        expect(requested2).toEqual([]);
        await d.close();
      } finally {
        await setAnalyticsId(request, layout, null);
      }
    });
  }
});

/** The cues of a <track> once the browser has loaded it (mode "showing" by `default`). */
function trackCues(el: Element): Promise<{ start: number; end: number; text: string }[]> {
  const t = el as HTMLTrackElement;
  const list = () => [...(t.track.cues ?? [])].map((c) => ({ start: c.startTime, end: c.endTime, text: (c as VTTCue).text }));
  return new Promise((resolve, reject) => {
    if (t.readyState === 2) return resolve(list());
    if (t.readyState === 3) return reject(new Error("track error"));
    t.addEventListener("load", () => resolve(list()), { once: true });
    t.addEventListener("error", () => reject(new Error("track error")), { once: true });
    if (t.track.mode === "disabled") t.track.mode = "hidden";
  });
}

test.describe("playable media", () => {
  for (const layout of ["sekolahbeta", "smkcoding"]) {
    test(`${layout}: a podcast episode plays in a native player with a finite duration, seeks, and shows its transcript`, async ({ page }) => {
      await page.goto(site(layout, "/Podcast"));
      await hydrated(page);
      // A seeded episode: its recording is spoken from a written transcript (staff-made episodes have none).
      const hrefs = await page.locator('a[href^="/Podcast/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      const seeded = hrefs.find((h) => Object.keys(PODCAST_TRANSCRIPTS).some((slug) => h.includes(`/${slug}`)));
      expect(seeded, "a seeded episode is listed").toBeTruthy();
      await page.locator(`a[href="${seeded}"]`).first().click();
      await expect(page).toHaveURL(/\/Podcast\/\d+\//);
      const audio = page.locator("audio[controls]");
      await expect(audio).toHaveCount(1);
      const duration = await audio.evaluate(
        (el: HTMLAudioElement) =>
          new Promise<number>((resolve, reject) => {
            if (el.readyState >= 1 && Number.isFinite(el.duration)) return resolve(el.duration);
            el.addEventListener("loadedmetadata", () => resolve(el.duration), { once: true });
            el.addEventListener("error", () => reject(new Error(`media error ${el.error?.code}`)), { once: true });
            el.load();
          }),
      );
      expect(Number.isFinite(duration)).toBe(true);
      expect(duration).toBeGreaterThan(5);
      // The length the page states is the recording's.
      await expect(page.locator("article > p").first()).toContainText(`· ${formatDuration(Math.round(duration))}`);
      const seeked = await audio.evaluate(
        (el: HTMLAudioElement, to: number) =>
          new Promise<number>((resolve) => {
            el.addEventListener("seeked", () => resolve(el.currentTime), { once: true });
            el.currentTime = to;
          }),
        duration / 2,
      );
      expect(Math.abs(seeked - duration / 2)).toBeLessThan(1);
      await expect(page.getByRole("heading", { name: "Transkrip" })).toBeVisible();
      // Captions: the browser loads the track's WebVTT and has its cues.
      const cues = await page.locator("audio track[kind=captions]").evaluate(trackCues);
      expect(cues.length).toBeGreaterThan(1);
      expect(cues[0]!.start).toBe(0);
      expect(cues.at(-1)!.end).toBeCloseTo(duration, 0);
    });

    test(`${layout}: every video has a native player with a finite duration`, async ({ page }) => {
      await page.goto(site(layout, "/Video"));
      await hydrated(page);
      await expect(page.getByText("Segera tayang")).toHaveCount(0);
      const videos = page.locator("video[controls]");
      expect(await videos.count()).toBeGreaterThanOrEqual(4);
      const durations = await videos.evaluateAll((els: HTMLVideoElement[]) =>
        Promise.all(
          els.map(
            (el) =>
              new Promise<number>((resolve, reject) => {
                if (el.readyState >= 1) return resolve(el.duration);
                el.addEventListener("loadedmetadata", () => resolve(el.duration), { once: true });
                el.querySelector("source")?.addEventListener("error", () => reject(new Error("source error")), { once: true });
              }),
          ),
        ),
      );
      for (const d of durations) expect(d).toBeGreaterThan(5);
      for (const d of durations) expect(Number.isFinite(d)).toBe(true);
      // Every player has captions the browser loads, and the transcript is under it.
      const tracks = page.locator("video track[kind=captions]");
      await expect(tracks).toHaveCount(await videos.count());
      for (const track of await tracks.all()) expect((await track.evaluate(trackCues)).length).toBeGreaterThan(0);
      await expect(page.locator("details > summary", { hasText: "Transkrip" })).toHaveCount(await videos.count());
    });
  }
});
