// Dev aid: `npx tsx scripts/screenshot.ts http://sekolahbeta.localhost:3000/ out.png [width]`
import { chromium } from "@playwright/test";
import { findBrowser } from "../tests/helpers/browser.ts";

const [url = "http://localhost:3000/", out = "/tmp/shot.png", width = "1280"] = process.argv.slice(2);
const exe = findBrowser();
if (!exe) throw new Error("Chromium tidak ditemukan");
const browser = await chromium.launch({
  executablePath: exe,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 500 ? 800 : 900 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(out);
