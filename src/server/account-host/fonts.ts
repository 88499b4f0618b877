import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The subsetted latin file of Inter (app/fonts, made by scripts/subset-fonts.ts). */
const APP_FONTS = join(dirname(fileURLToPath(import.meta.url)), "../../../app/fonts");

/**
 * The self-hosted fonts of the sites, served to the account pages: the sites' own subsetted latin
 * file of Inter, Raleway's @fontsource latin file unmodified (its Reserved Font Name rules out a
 * subset), and the @fontsource latin-ext files for the characters outside them.
 */
const FONT_FILES: Record<string, [pkg: string | null, file: string]> = {
  "inter-latin.woff2": [null, "inter-latin-subset.woff2"],
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
    const [pkg, file] = entry;
    const path = pkg ? join(dirname(requireHere.resolve(`${pkg}/package.json`)), "files", file) : join(APP_FONTS, file);
    buf = new Uint8Array(readFileSync(path));
    fontCache.set(name, buf);
  }
  return buf;
}
