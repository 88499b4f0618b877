import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, site, test } from "./helpers.ts";
import { DEMO_PASSWORD, signedInPage, signInAs } from "./auth.ts";

// The assistant has a sign-in of its own (a chat token), tested by the first test and by the phone
// test (signing out of the chat and in again). The others open it with the site's stored session:
// the chat takes a signed-in visitor of the site as its user.

const answers = (page: Page) => page.getByRole("log", { name: "Pesan" }).locator(":scope > ol > li");

// The wrong password on purpose: its form reply is a 400, which the browser logs as a failed load.
test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });
  test("asks, watches the answer stream in, stops one, reloads and finds the conversation in the history", async ({ page }) => {
    await page.goto(site("sekolahbeta"));
    await page.getByRole("link", { name: "Tanya asisten" }).click();
    await expect(page).toHaveURL(site("sekolahbeta", "/Chat"));
    // The URL changes before React commits the new page: until then the home page's demo form
    // ("Email kerja") is still there for getByLabel("Email") to find.
    await expect(page.getByRole("heading", { name: "Masuk untuk bertanya" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill("peserta@contoh.id");
    await page.getByLabel("Kata sandi").fill("salah-sandi-123");
    await page.getByRole("button", { name: "Masuk ke asisten" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email atau kata sandi salah.");
    await page.getByLabel("Kata sandi").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Masuk ke asisten" }).click();

    // Start a fresh conversation whatever this browser had before.
    await page.getByRole("button", { name: "Percakapan baru" }).click();
    const question = page.getByLabel("Pertanyaan Anda");
    await question.fill("Kapan pendaftaran Liga SMK ditutup?");
    await question.press("Enter");
    // While it streams: the stop button, the log marked busy, and text growing word by word.
    await expect(page.getByRole("button", { name: "Berhenti" })).toBeVisible();
    await expect(page.getByRole("log", { name: "Pesan" })).toHaveAttribute("aria-busy", "true");
    const bot = answers(page).nth(1);
    await expect(bot).toContainText("Berikut yang saya temukan");
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the visible text is asserted
    const early = (await bot.innerText()).length;
    await expect(page.getByRole("button", { name: "Kirim" })).toBeVisible({ timeout: 15_000 });
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the visible text is asserted
    expect((await bot.innerText()).length).toBeGreaterThan(early);
    await expect(bot.getByRole("link", { name: "Liga SMK" }).first()).toHaveAttribute("href", "/Liga-Smk");
    await expect(bot).toContainText("Mei–Juni");
    await expect(page.getByRole("log", { name: "Pesan" })).toHaveAttribute("aria-busy", "false");

    // A second question, stopped half-way: what came stays, no error, the form is back.
    await question.fill("Kelas apa yang cocok untuk pemula yang ingin jadi web developer?");
    await page.getByRole("button", { name: "Kirim" }).click();
    await page.getByRole("button", { name: "Berhenti" }).click();
    await expect(page.getByRole("button", { name: "Kirim" })).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not the DOM property: the visible text is asserted
    const stopped = await answers(page).nth(3).innerText();
    expect(stopped).not.toContain("Sumber:");
    expect(stopped).not.toContain("gagal");

    // The conversation survives a reload (its id is in local storage, its messages on the server).
    await page.reload();
    await expect(answers(page).first()).toContainText("Kapan pendaftaran Liga SMK ditutup?");
    const stored = await page.evaluate(() => ({
      id: localStorage.getItem("chat_conversation_id"),
      history: JSON.parse(localStorage.getItem("chat_history") ?? "[]"),
    }));
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.history[0]).toMatchObject({ conversation_id: stored.id, user_message: "Kapan pendaftaran Liga SMK ditutup?" });
    expect(stored.history[0].bot_message).toContain("Liga SMK");

    await page.getByRole("link", { name: "Riwayat" }).click();
    await expect(page).toHaveURL(site("sekolahbeta", "/Chat/History"));
    const item = page.getByRole("list", { name: "Percakapan" }).getByRole("listitem").filter({ hasText: "Kapan pendaftaran Liga SMK ditutup?" });
    await expect(item).toContainText("2 pertanyaan");
    await item.getByRole("link", { name: /^Buka percakapan/ }).click();
    await expect(page).toHaveURL(new RegExp(`/Chat\\?c=${stored.id}`));
    await expect(answers(page)).toHaveCount(4);

    // Delete, after a confirmation; it leaves the list and local history.
    await page.goto(site("sekolahbeta", "/Chat/History"));
    await item.getByRole("link", { name: /^Hapus percakapan/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Hapus percakapan");
    await dialog.getByRole("button", { name: "Batal" }).click();
    await expect(item).toBeVisible();
    await item.getByRole("link", { name: /^Hapus percakapan/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ya, hapus" }).click();
    await expect(page.getByRole("status").filter({ hasText: "dihapus" })).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(
      await page.evaluate(
        (id) => (JSON.parse(localStorage.getItem("chat_history") ?? "[]") as { conversation_id: string }[]).some((e) => e.conversation_id === id),
        stored.id,
      ),
    ).toBe(false);
  });
});

test("answers without JavaScript through the form, on a second tenant", async ({ browser }) => {
  const page = await signedInPage(browser, "pesilat", "peserta", { path: "/Chat", javaScriptEnabled: false });
  await expect(page.getByLabel("Pertanyaan Anda")).toBeVisible();
  await page.getByLabel("Pertanyaan Anda").fill("Kelas las untuk pemula");
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page).toHaveURL(/\/Chat\?c=[0-9a-f-]{36}/);
  const bot = answers(page).nth(1);
  await expect(bot.getByRole("link", { name: "Pengelasan SMAW" }).first()).toHaveAttribute("href", "/Class/pengelasan-smaw");
  // Too long a question is refused with the message next to the field.
  await page.getByLabel("Pertanyaan Anda").fill("las ".repeat(140));
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByText("Pertanyaan maksimal 500 karakter.")).toBeVisible();
  await expect(page.getByLabel("Pertanyaan Anda")).toHaveAttribute("aria-invalid", "true");
  await page.context().close();
});

test("fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The chat's own sign-in, not the site's session: the test signs out of the chat and in again.
  await page.goto(site("sekolahbeta", "/Chat"));
  await page.getByLabel("Email").fill("peserta@contoh.id");
  await page.getByLabel("Kata sandi").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk ke asisten" }).click();
  await expect(page.getByLabel("Pertanyaan Anda")).toBeVisible();
  await page.getByRole("button", { name: "Percakapan baru" }).click();
  await page.getByRole("button", { name: "Kelas apa yang cocok untuk pemula?" }).click();
  await expect(page.getByRole("button", { name: "Kirim" })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Signing out clears this browser's copy; after signing in again the history comes from the server.
  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page.getByRole("button", { name: "Masuk ke asisten" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("chat_conversation_id"), localStorage.getItem("chat_history")])).toEqual([null, null]);
  await page.getByLabel("Email").fill("peserta@contoh.id");
  await page.getByLabel("Kata sandi").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk ke asisten" }).click();
  await page.getByRole("link", { name: "Riwayat" }).click();
  await expect(page.getByRole("list", { name: "Percakapan" }).getByRole("link", { name: "Kelas apa yang cocok untuk pemula?", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("chat, its sign-in and the history have no serious or critical accessibility violations", async ({ page }) => {
  const check = async () => {
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const blocking = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(blocking, page.url()).toEqual([]);
  };
  await page.goto(site("pesilat", "/Chat"));
  await check();
  await signInAs(page, "pesilat", "peserta", "/Chat");
  await expect(page.getByLabel("Pertanyaan Anda")).toBeVisible();
  await page.getByLabel("Pertanyaan Anda").fill("Berapa harga paket intensif?");
  await page.getByLabel("Pertanyaan Anda").press("Enter");
  await expect(page.getByRole("button", { name: "Kirim" })).toBeVisible({ timeout: 15_000 });
  await check();
  await page.goto(site("pesilat", "/Chat/History"));
  await check();
});
