import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const site = (layout: string, path = "/") => `http://${layout}.localhost:${PORT}${path}`;
export const OPERATOR_KEY = "e2e-operator-key-0123456789";

/**
 * Every browser test imports `test` and `expect` from here: each page a test opens — in its own
 * context or in one it creates with `browser.newContext()` — is watched, and the test fails on any
 * console error or warning about hydration, any uncaught exception (React reports a hydration
 * mismatch of a production build through `reportError`, an uncaught "Minified React error #418"),
 * and on a page that React Router renders but React never finished hydrating.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; browserProblems: string[] }>({
  /** Console errors a test causes on purpose (`test.use({ expectedConsoleErrors: [/…/] })`). */
  expectedConsoleErrors: [[], { option: true }],
  browserProblems: [
    async ({ context, browser, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const pages: Page[] = [];
      const watchContext = (ctx: BrowserContext) => {
        for (const p of ctx.pages()) watchPage(p, problems, pages, expectedConsoleErrors);
        ctx.on("page", (p) => watchPage(p, problems, pages, expectedConsoleErrors));
      };
      watchContext(context);
      const restore = watchNewContexts(browser, watchContext);
      try {
        await use(problems);
        for (const p of pages) await waitForHydration(p, problems);
      } finally {
        restore();
      }
      expect(problems, "console errors, uncaught exceptions or hydration problems in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

function watchPage(page: Page, problems: string[], pages: Page[], expected: RegExp[]): void {
  if (pages.includes(page)) return;
  pages.push(page);
  // A document answered with an error status (the 404 or 503 page a test asks for) shows in the
  // console as a failed load of that document: it is what the test checks, not a script error.
  const errorDocuments = new Set<string>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "document" && r.status() >= 400) errorDocuments.add(r.url());
  });
  page.on("console", (m) => {
    const text = m.text();
    if (m.type() !== "error" && !/hydrat/i.test(text)) return;
    const where = m.location().url;
    if (/^Failed to load resource: the server responded with a status of [45]\d\d/.test(text)) {
      if (errorDocuments.has(where)) return;
      // The browser's own icon probe for a document without <link rel="icon"> (the XML viewer of
      // /sitemap.xml): the HTML pages name their icon.
      if (new URL(where || "about:blank").pathname === "/favicon.ico") return;
    }
    if (expected.some((re) => re.test(text))) return;
    problems.push(`${page.url()} console.${m.type()}: ${text}${where && where !== page.url() ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (e) => problems.push(`${page.url()} uncaught: ${e.message}`));
}

/** Watches the pages of contexts the test makes itself; returns the undo. */
function watchNewContexts(browser: Browser, watch: (ctx: BrowserContext) => void): () => void {
  const newContext = browser.newContext;
  browser.newContext = async function (this: Browser, ...args: Parameters<Browser["newContext"]>) {
    const ctx = await newContext.apply(this, args);
    watch(ctx);
    return ctx;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/**
 * A React Router page (it carries `window.__reactRouterContext`) sets `<html data-hydrated>` once
 * hydrated (app/entry.client.tsx): wait for it so that a mismatch React reports late is not missed.
 */
async function waitForHydration(page: Page, problems: string[]): Promise<void> {
  const deadline = Date.now() + 5000;
  let last = "";
  while (Date.now() < deadline) {
    if (page.isClosed()) return;
    try {
      await page.waitForLoadState("load");
      const state = await page.evaluate(() => ("__reactRouterContext" in window ? document.documentElement.hasAttribute("data-hydrated") : null));
      if (state !== false) return; // hydrated, or not a React Router page
    } catch (e) {
      last = (e as Error).message.split("\n")[0]!; // e.g. the page was navigating: look again
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!page.isClosed()) problems.push(`${page.url()} did not hydrate within 5 s${last ? ` (${last})` : ""}`);
}
