/**
 * Subsets Inter, the text font of the sites, to the characters the product uses, and writes the
 * @font-face rules of both web fonts (Inter for text, Raleway for headings).
 *
 *   npm run fonts:subset
 *
 * Input: the @fontsource-variable latin file of Inter (wght axis 100–900). Output, committed:
 * - app/fonts/inter-latin-subset.woff2: the subset, with the wght axis (see FAMILIES), kerning,
 *   the default layout features and tabular figures; no hinting, fractions or other alternates;
 * - app/fonts/fonts.css: one @font-face per file and family. Inter's subset covers SUBSET_RANGES;
 *   every other character @fontsource covers still renders in Inter through a face on the
 *   @fontsource file for its range (the rest of latin, latin-ext, vietnamese, greek, cyrillic),
 *   which a browser only downloads when a page holds such a character.
 * Raleway is not subsetted: its licence reserves the font name "Raleway", and the SIL Open Font
 * License 1.1 (condition 3) lets a Modified Version, which a subset is, use a Reserved Font Name
 * only with the copyright holder's written permission. Its faces are the @fontsource-variable
 * ones, copied from the package's CSS (UNMODIFIED_FAMILIES): the original files, their
 * unicode-ranges, their order.
 * The account host serves the same files (src/server/account-host/fonts.ts).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SUBSET_RANGES, type UnicodeRange, unicodeRangeCss } from "../app/fonts/ranges.ts";
import { fontInfo } from "./woff2-info.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const FONT_DIR = join(ROOT, "app/fonts");

/**
 * The subsetted family. `weights` is the wght range kept in the subset: the CSS uses 400 (normal)
 * to 900 (font-black). Inter's range is cut to it (its default, 400, stays the default; a quarter
 * fewer bytes; text at 400–900 rendered in Chromium differs from the uncut font by a few pixels
 * of at most 5/255 in shade, from rounding). Every face still declares `font-weight: 100 900`:
 * Chromium only combines the unicode-range faces of a family that declare the same weights (with
 * 400 900 on the subset it took the fallback faces alone, and body text fell back to a system
 * font), and a weight under 400 simply renders at 400 from Inter's subset.
 */
export const FAMILIES = [{ name: "Inter Variable", pkg: "@fontsource-variable/inter", id: "inter", weights: [400, 900] }] as const;

/**
 * The family served as @fontsource ships it: Raleway's Reserved Font Name rules out a subset
 * (OFL 1.1, condition 3).
 */
export const UNMODIFIED_FAMILIES = [{ name: "Raleway Variable", pkg: "@fontsource-variable/raleway", id: "raleway" }] as const;

/**
 * Layout features kept: the ones browsers apply by default, and tabular figures (`tabular-nums`).
 * Dropped: fractions, proportional and lining figures, which the CSS never asks for.
 */
export const KEEP_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn", "tnum"];

/** Fallback faces on the @fontsource files, in this order, for characters outside the subset. */
const FALLBACK_SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"];

const requireHere = createRequire(import.meta.url);

export function packageDir(pkg: string): string {
  return dirname(requireHere.resolve(`${pkg}/package.json`));
}

export function subsetFileName(id: string): string {
  return `${id}-latin-subset.woff2`;
}

/** Parses "U+0000-00FF,U+0131" into ranges. */
export function parseUnicodeRange(css: string): UnicodeRange[] {
  return css.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from as string, 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

/** The code points of `ranges` not in `minus`, as ranges. */
export function subtractRanges(ranges: readonly UnicodeRange[], minus: readonly UnicodeRange[]): UnicodeRange[] {
  const out: UnicodeRange[] = [];
  for (const [start, end] of ranges) {
    let pieces: UnicodeRange[] = [[start, end]];
    for (const [ms, me] of minus) {
      pieces = pieces.flatMap(([s, e]): UnicodeRange[] => {
        if (me < s || ms > e) return [[s, e]];
        const left: UnicodeRange[] = ms > s ? [[s, ms - 1]] : [];
        const right: UnicodeRange[] = me < e ? [[me + 1, e]] : [];
        return [...left, ...right];
      });
    }
    out.push(...pieces);
  }
  return out;
}

/** The @fontsource unicode ranges of a family's subsets ("latin", "latin-ext" …). */
export function fontsourceRanges(pkg: string): Record<string, string> {
  return JSON.parse(readFileSync(join(packageDir(pkg), "unicode.json"), "utf8"));
}

/** A @font-face rule of a package's CSS: its family, its file (in the package's files/) and its unicode-range. */
export type PackageFace = { family: string; file: string; range: string };

/** The @font-face rules of a @fontsource-variable package's wght.css (upright, wght axis), in its order. */
export function packageFaces(pkg: string): PackageFace[] {
  const css = readFileSync(join(packageDir(pkg), "wght.css"), "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => {
    const field = (re: RegExp) => {
      const m = re.exec(body)?.[1];
      if (m === undefined) throw new Error(`${pkg}/wght.css: ${re} not found in ${body}`);
      return m.trim();
    };
    if (field(/font-weight:([^;]+);/) !== "100 900" || field(/font-style:([^;]+);/) !== "normal") throw new Error(`${pkg}: unexpected face ${body}`);
    return {
      family: field(/font-family:\s*'([^']+)'/),
      file: field(/src:\s*url\(\.\/files\/([^)]+)\)/),
      range: field(/unicode-range:([^;]+);/),
    };
  });
}

function face(family: string, src: string, range: string): string {
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    "  font-style: normal;",
    "  font-display: swap;",
    "  font-weight: 100 900;",
    `  src: url("${src}") format("woff2-variations");`,
    `  unicode-range: ${range};`,
    "}",
  ].join("\n");
}

/** The content of app/fonts/fonts.css. */
export function fontFacesCss(): string {
  const parts = [
    "/* Generated by scripts/subset-fonts.ts (npm run fonts:subset); do not edit. */",
    "/* Inter is under the SIL Open Font License 1.1 (OFL-inter.txt); its latin file here is a subset. */",
    '/* Raleway, under the OFL 1.1 with the Reserved Font Name "Raleway", is served unmodified from @fontsource-variable/raleway (OFL condition 3). */',
  ];
  for (const fam of FAMILIES) {
    parts.push(face(fam.name, `./${subsetFileName(fam.id)}`, unicodeRangeCss(SUBSET_RANGES)));
    const ranges = fontsourceRanges(fam.pkg);
    for (const sub of FALLBACK_SUBSETS) {
      const range = ranges[sub];
      if (!range) continue;
      const kept = sub === "latin" ? subtractRanges(parseUnicodeRange(range), SUBSET_RANGES) : parseUnicodeRange(range);
      parts.push(face(fam.name, `${fam.pkg}/files/${fam.id}-${sub}-wght-normal.woff2`, unicodeRangeCss(kept)));
    }
  }
  for (const fam of UNMODIFIED_FAMILIES) {
    for (const f of packageFaces(fam.pkg)) {
      if (f.family !== fam.name) throw new Error(`${fam.pkg}: family "${f.family}", expected "${fam.name}"`);
      parts.push(face(fam.name, `${fam.pkg}/files/${f.file}`, unicodeRangeCss(parseUnicodeRange(f.range))));
    }
  }
  return `${parts.join("\n\n")}\n`;
}

export function subsetText(): string {
  let text = "";
  for (const [start, end] of SUBSET_RANGES) for (let c = start; c <= end; c++) text += String.fromCodePoint(c);
  return text;
}

async function main(): Promise<void> {
  const { default: subsetFont } = await import("subset-font");
  for (const fam of FAMILIES) {
    const dir = packageDir(fam.pkg);
    const input = readFileSync(join(dir, "files", `${fam.id}-latin-wght-normal.woff2`));
    const [min, max] = fam.weights;
    const output = await subsetFont(input, subsetText(), {
      targetFormat: "woff2",
      keepFeatures: KEEP_FEATURES,
      // Inter comes unhinted.
      noHinting: true,
      variationAxes: { wght: { min, max } },
    });
    const target = join(FONT_DIR, subsetFileName(fam.id));
    writeFileSync(target, output);
    copyFileSync(join(dir, "LICENSE"), join(FONT_DIR, `OFL-${fam.id}.txt`));
    const before = fontInfo(input);
    const after = fontInfo(output);
    console.log(
      `${subsetFileName(fam.id)}: ${input.byteLength} B → ${statSync(target).size} B, ` +
        `${before.glyphCount} → ${after.glyphCount} glyphs, ${before.codePoints.size} → ${after.codePoints.size} characters, ` +
        `axes ${after.axes.map((a) => `${a.tag} ${a.min}–${a.max}`).join(", ")}, features ${after.features.join(" ")}`,
    );
  }
  writeFileSync(join(FONT_DIR, "fonts.css"), fontFacesCss());
  execFileSync("npx", ["biome", "format", "--write", join(FONT_DIR, "fonts.css")], { cwd: ROOT, stdio: "ignore" });
  console.log("wrote app/fonts/fonts.css");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
