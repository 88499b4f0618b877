import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

/** System Chromium/Chrome first, then a Playwright-installed browser; null when there is none. */
export function findBrowser(): string | null {
  const env = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (env && existsSync(env)) return env;
  for (const p of [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ]) {
    if (existsSync(p)) return p;
  }
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const p = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (p) return p;
    } catch {
      /* not on PATH */
    }
  }
  try {
    const { chromium } = createRequire(import.meta.url)("@playwright/test") as typeof import("@playwright/test");
    const p = chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    /* no Playwright browser */
  }
  return null;
}

export const BROWSER_HINT =
  "Tidak ada browser untuk uji halaman: pasang Chromium (Debian/Ubuntu: `sudo apt-get install -y chromium`) atau jalankan `npx playwright install chromium`.";
