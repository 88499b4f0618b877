import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The self-hosted fonts of the sites (the same @fontsource files), served to the account pages. */
const FONT_FILES: Record<string, [pkg: string, file: string]> = {
  "inter-latin.woff2": ["@fontsource-variable/inter", "inter-latin-wght-normal.woff2"],
  "inter-latin-ext.woff2": ["@fontsource-variable/inter", "inter-latin-ext-wght-normal.woff2"],
  "raleway-latin.woff2": ["@fontsource-variable/raleway", "raleway-latin-wght-normal.woff2"],
  "raleway-latin-ext.woff2": ["@fontsource-variable/raleway", "raleway-latin-ext-wght-normal.woff2"],
};
const fontCache = new Map<string, Uint8Array<ArrayBuffer>>();
const requireHere = createRequire(import.meta.url);

/** One of the four font files the account pages use, read once; null for any other name. */
export function accountFont(name: string): Uint8Array<ArrayBuffer> | null {
  const entry = Object.hasOwn(FONT_FILES, name) ? FONT_FILES[name] : undefined;
  if (!entry) return null;
  let buf = fontCache.get(name);
  if (!buf) {
    const dir = dirname(requireHere.resolve(`${entry[0]}/package.json`));
    buf = new Uint8Array(readFileSync(join(dir, "files", entry[1])));
    fontCache.set(name, buf);
  }
  return buf;
}
