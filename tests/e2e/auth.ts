import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, PORT, site } from "./helpers.ts";

/**
 * Signing in for the browser tests. The real flow (the site's /Login → the account host → back on
 * the dashboard) runs once per demo account and site in a run; its cookies are kept with
 * `context.storageState` in the run's directory (`E2E_SESSIONS_DIR`, made by playwright.config.ts)
 * and every other test starts from them. Only the tests of signing in, up and out go through the
 * form themselves (`signInThroughUi`), and a test that ends its session (signs out, changes the
 * password or its own role, is deactivated) signs in on its own too, so the stored one stays valid.
 */

export const AKUN = `http://akun.localhost:${PORT}`;
export const DEMO_PASSWORD = "tunas-demo-123";

/** The demo accounts (README): `<role>@contoh.id`, password `tunas-demo-123`. */
export type TDemoRole = "admin" | "mentor" | "penulis" | "peserta" | "koordinator" | "wilayah";

/** The sign-in form, as a visitor fills it: the site's /Login, the account host's password page, back to /Dashboard. */
export async function signInThroughUi(page: Page, layout: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(site(layout, "/Login"));
  await expect(page).toHaveURL(new RegExp(`^${AKUN}/masuk\\?`));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata sandi").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(site(layout, "/Dashboard"));
}

/** A lock older than this was left by a worker that died while signing in: the next one takes over. */
const STALE_LOCK_MS = 30_000;
const made = new Map<string, Promise<string>>();

/** The stored session of `role` on `layout`: made on first use through the real flow, once for all workers. */
export function storedSession(browser: Browser, layout: string, role: TDemoRole): Promise<string> {
  const dir = process.env.E2E_SESSIONS_DIR;
  if (!dir) throw new Error("E2E_SESSIONS_DIR is not set: run the browser tests through playwright.config.ts.");
  const file = join(dir, `${layout}.${role}.json`);
  let pending = made.get(file);
  if (!pending) {
    pending = makeOnce(browser, layout, role, file);
    made.set(file, pending);
    pending.catch(() => made.delete(file));
  }
  return pending;
}

async function makeOnce(browser: Browser, layout: string, role: TDemoRole, file: string): Promise<string> {
  const lock = `${file}.lock`;
  mkdirSync(join(file, ".."), { recursive: true });
  for (;;) {
    if (existsSync(file)) return file;
    try {
      mkdirSync(lock); // atomic: one worker wins, the other waits for the file
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      if (Date.now() - lockTime(lock) > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      if (existsSync(file)) return file;
      const context = await browser.newContext();
      try {
        await signInThroughUi(await context.newPage(), layout, `${role}@contoh.id`);
        // Written whole, then renamed: a waiting worker never reads half a file.
        const part = `${file}.${process.pid}.tmp`;
        await context.storageState({ path: part });
        renameSync(part, file);
      } finally {
        await context.close();
      }
      return file;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function lockTime(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now(); // gone meanwhile: look again
  }
}

/**
 * Signs the page's context in as `role` on `layout` with the stored session and opens `path` there
 * (the dashboard unless told), checking that the site did not send it to the account host.
 */
export async function signInAs(page: Page, layout: string, role: TDemoRole, path = "/Dashboard"): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("signInAs needs a page of a browser context.");
  const state = JSON.parse(readFileSync(await storedSession(browser, layout, role), "utf8")) as Awaited<ReturnType<BrowserContext["storageState"]>>;
  await page.context().addCookies(state.cookies);
  await open(page, layout, path);
}

/** A page in a new context (`options` as for `browser.newContext`) that starts with the stored session of `role` on `layout`, at `path`. */
export async function signedInPage(
  browser: Browser,
  layout: string,
  role: TDemoRole,
  { path = "/Dashboard", ...options }: BrowserContextOptions & { path?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: await storedSession(browser, layout, role) });
  const page = await context.newPage();
  await open(page, layout, path);
  return page;
}

async function open(page: Page, layout: string, path: string): Promise<void> {
  await page.goto(site(layout, path));
  await expect(page).toHaveURL(site(layout, path));
}
