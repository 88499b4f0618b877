import { PDFDocument } from "pdf-lib";
import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";
import { signedInPage, signInAs } from "./auth.ts";

const SHOTS = process.env.LEARNING_SHOTS_DIR;

const COURSE = "/Courses/javascript-dasar";

/** Takes a quiz, learns the right answers from the explanations, and passes it on the second try. */
async function passQuiz(page: Page, url: string) {
  await page.goto(url);
  const questions = page.locator("form fieldset");
  const n = await questions.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const q = questions.nth(i);
    if ((await q.getByRole("radio").count()) > 0) await q.getByRole("radio").first().check();
    else await q.getByRole("textbox").fill("belum tahu");
  }
  await page.getByRole("button", { name: "Kirim jawaban" }).click();
  await expect(page.getByTestId("quiz-score")).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the visible text is asserted
  if (/— Lulus$/.test(await page.getByTestId("quiz-score").innerText())) return;
  const answers = await page.locator("ol > li").evaluateAll((items) =>
    items.map((li) => {
      const right = [...li.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Jawaban yang benar: "));
      return right ? right.textContent!.slice("Jawaban yang benar: ".length) : null;
    }),
  );
  await page.getByRole("link", { name: "Coba lagi" }).click();
  await expect(page.getByRole("button", { name: "Kirim jawaban" })).toBeVisible();
  for (let i = 0; i < n; i++) {
    const q = questions.nth(i);
    const isChoice = (await q.getByRole("radio").count()) > 0;
    const answer = answers[i];
    if (answer === null || answer === undefined) {
      // Already right on the first try: the first option, or the same text again.
      if (isChoice) await q.getByRole("radio").first().check();
      else await q.getByRole("textbox").fill("belum tahu");
    } else if (isChoice) await q.getByLabel(answer, { exact: true }).check();
    else await q.getByRole("textbox").fill(answer);
  }
  await page.getByRole("button", { name: "Kirim jawaban" }).click();
  await expect(page.getByTestId("quiz-score")).toHaveText(/— Lulus$/);
  await expect(page.getByText("Pembahasan:").first()).toBeVisible();
}

// The demo learner finishes "JavaScript Dasar" on two tenants; the demo mentor (who teaches it,
// src/seed/learning.ts) then sees the learner's progress. Serial: both use the same accounts.
test.describe.configure({ mode: "serial" });

for (const layout of ["sekolahbeta", "smkcoding"]) {
  test(`${layout}: a learner reads, marks done, passes the quiz, finishes the course and verifies the certificate; the mentor sees it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signInAs(page, layout, "peserta");
    await page.goto(site(layout, COURSE));
    await page
      .getByRole("link", { name: /^(Mulai belajar|Lanjutkan: .*)$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/chapter\//);

    // Read the first chapter and mark it done from the chapter page itself (fetcher, no reload).
    await page.goto(site(layout, `${COURSE}/module/mengenal-javascript/chapter/apa-itu-javascript`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apa itu JavaScript");
    const bar = page.getByRole("progressbar", { name: "Kemajuan kursus" });
    const mark = page.getByTestId("mark-done-form");
    if (await mark.getByRole("button", { name: "Tandai belum selesai" }).isVisible()) {
      await mark.getByRole("button", { name: "Tandai belum selesai" }).click();
      await expect(mark.getByRole("button", { name: "Tandai selesai" })).toBeVisible();
    }
    await mark.getByRole("button", { name: "Tandai selesai" }).click();
    await expect(mark.getByText("Bab ini sudah selesai")).toBeVisible();
    const outline = page.getByRole("complementary", { name: "Daftar bab" });
    await expect(outline.getByRole("link", { name: /Apa itu JavaScript \(selesai\)/ })).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(1);

    // Keyboard: "]" goes to the next chapter, "[" back; not while typing.
    await expect(page.getByTestId("keyboard-hint")).toBeVisible();
    await page.keyboard.press("]");
    await expect(page).toHaveURL(/chapter\/menyiapkan-editor-dan-browser$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menyiapkan Editor dan Browser");
    await expect(page.getByRole("link", { name: "Menyiapkan Editor dan Browser" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("[");
    await expect(page).toHaveURL(/chapter\/apa-itu-javascript$/);

    // The coding exercise runs its checks in the sandboxed iframe.
    await page.goto(site(layout, `${COURSE}/module/mengenal-javascript/chapter/program-pertama`));
    await expect(page.locator('iframe[sandbox="allow-scripts"]')).toHaveAttribute("src", "/api/v1/learning/sandbox");
    await expect(page.locator("pre.code-block .hljs-keyword").first()).toBeVisible();
    await expect(page.locator(".callout-tip")).toBeVisible();
    // The checks run only once the page is hydrated (the button is wired by React).
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
    const editor = page.getByLabel("Kode Anda (JavaScript)");
    await editor.fill("function sapa(nama) {\n  return 'Halo ' + nama;\n}\n");
    await page.getByRole("button", { name: "Jalankan pemeriksaan" }).click();
    await expect(page.getByTestId("exercise-summary")).toHaveText("1 dari 3 pemeriksaan lulus.", { timeout: 15_000 });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the learner types JavaScript source with a template literal
    await editor.fill("function sapa(nama) {\n  return `Halo, ${nama}!`;\n}\n");
    await page.getByRole("button", { name: "Jalankan pemeriksaan" }).click();
    await expect(page.getByTestId("exercise-summary")).toHaveText("Semua pemeriksaan lulus!");
    await expect(page.getByText("Hasil disimpan: semua pemeriksaan lulus.")).toBeVisible();

    // Finish the remaining chapters through the same form the page posts without JavaScript.
    const hrefs = await outline.locator('a[href*="/chapter/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(3);
    const statuses = await page.evaluate(
      (list) => Promise.all(list.map((href) => fetch(href, { method: "POST", body: new URLSearchParams({ intent: "done" }) }).then((r) => r.status))),
      hrefs.slice(1),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    await page.reload();
    await expect(page.getByTestId("completion")).toHaveText(`${hrefs.length} dari ${hrefs.length} bab selesai (100%)`);

    // Every module quiz, scored on the server. The learner does not know the key: a first try
    // shows the right answers and their explanations, the second try passes.
    await page.goto(site(layout, COURSE));
    const quizzes = await page.locator('a[href*="/quiz/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
    expect(quizzes.length).toBeGreaterThan(0);
    for (const href of quizzes) await passQuiz(page, site(layout, href));
    await page.goto(site(layout, COURSE));
    await page.getByRole("link", { name: "Kursus selesai — lihat sertifikat" }).click();

    // The certificate: verification page, PDF, dashboard.
    await expect(page).toHaveURL(/\/Certificate\/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(page.getByTestId("certificate-valid")).toBeVisible();
    await expect(page.getByTestId("certificate-learner")).toHaveText("Budi Peserta");
    const code = page.url().split("/").pop()!;
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh sertifikat (PDF)" }).click()]);
    expect(download.suggestedFilename()).toBe(`sertifikat-javascript-dasar-${code}.pdf`);
    const pdf = await PDFDocument.load(new Uint8Array(await (await import("node:fs/promises")).readFile(await download.path())));
    expect(pdf.getTitle()).toBe("Sertifikat JavaScript Dasar - Budi Peserta");
    expect(pdf.getKeywords()).toContain(code);
    await page.goto(site(layout, "/Dashboard/Sertifikat"));
    await expect(page.getByTestId("my-certificate").filter({ hasText: "JavaScript Dasar" })).toContainText(code);
    await page.goto(site(layout, "/Dashboard/Kelas"));
    await expect(page.getByRole("link", { name: "Lihat sertifikat" }).first()).toBeVisible();

    // The mentor who teaches the course sees the learner's progress and quiz score.
    const mentor = await signedInPage(browser, layout, "mentor");
    await mentor.getByTestId("dashboard-sidebar").getByRole("link", { name: "Kelas yang Saya Ajar" }).click();
    const course = mentor.getByTestId("taught-course").filter({ hasText: "JavaScript Dasar" });
    const row = course.getByRole("row").filter({ hasText: "Budi Peserta" });
    await expect(row).toContainText(`${hrefs.length}/${hrefs.length} (100%)`);
    await expect(row).toContainText("100%");
    await mentor.goto(site(layout, "/Dashboard/Kelas"));
    await expect(mentor.getByRole("heading", { name: "Kelas dan kursus yang Anda ajar" })).toBeVisible();
    await mentor.context().close();
  });
}

test("the reader on a phone: the chapter list is a modal sheet that keeps focus, Escape returns to its button", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto(site("smkcoding", `${COURSE}/module/mengenal-javascript/chapter/program-pertama`));
  await expect(page.getByRole("complementary", { name: "Daftar bab" })).toBeHidden();
  const open = page.getByRole("button", { name: /Daftar bab/ });
  await open.click();
  const sheet = page.getByRole("dialog", { name: "Daftar bab" });
  await expect(sheet).toBeVisible();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await ctx.close();
});

test("screenshots of the reader at desktop and phone width on two tenants", async ({ browser }) => {
  test.skip(!SHOTS, "set LEARNING_SHOTS_DIR to write the screenshots");
  for (const layout of ["sekolahbeta", "smkcoding"]) {
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      const ctx = await browser.newContext({ viewport, ...(name === "phone" ? { isMobile: true, hasTouch: true } : {}) });
      const page = await ctx.newPage();
      await signInAs(page, layout, "peserta");
      await page.goto(site(layout, `${COURSE}/module/mengenal-javascript/chapter/program-pertama`));
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await page.screenshot({ path: `${SHOTS}/reader-${layout}-${name}.png`, fullPage: name === "desktop" });
      if (name === "phone") {
        await page.getByRole("button", { name: /Daftar bab/ }).click();
        await page.screenshot({ path: `${SHOTS}/reader-${layout}-phone-sheet.png` });
      }
      await ctx.close();
    }
  }
});

test("a check asked for while the sandbox frame is still loading runs once it is ready", async ({ page }) => {
  // The sandbox page answers slowly: the learner clicks before the frame has said "ready".
  await page.route("**/api/v1/learning/sandbox*", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(site("sekolahbeta", `${COURSE}/module/mengenal-javascript/chapter/program-pertama`));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  await page.getByLabel("Kode Anda (JavaScript)").fill("function sapa(nama) {\n  return 'Halo ' + nama;\n}\n");
  await page.getByRole("button", { name: "Jalankan pemeriksaan" }).click();
  await expect(page.getByRole("button", { name: "Menjalankan…" })).toBeVisible();
  await expect(page.getByTestId("exercise-summary")).toHaveText("1 dari 3 pemeriksaan lulus.", { timeout: 15_000 });
  await expect(page.getByText(/Sandbox belum siap/)).toHaveCount(0);
});
