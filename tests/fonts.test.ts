import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUBSET_RANGES, type UnicodeRange } from "../app/fonts/ranges.ts";
import { FAMILIES, FONT_DIR, fontFacesCss, packageDir, packageFaces, parseUnicodeRange, subsetFileName, UNMODIFIED_FAMILIES } from "../scripts/subset-fonts.ts";
import { fontInfo, woff2Tables } from "../scripts/woff2-info.ts";
import { accountFont } from "../src/server/account-host/fonts.ts";

const ROOT = join(import.meta.dirname, "..");

/** Every printable character in the product's source: UI text, seed content, server messages (and comments). */
function usedCharacters(): Set<number> {
  const chars = new Set<number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "migrations") walk(path);
      } else if (/\.(ts|tsx|css)$/.test(entry.name) && !/\.(spec|test)\.ts$/.test(entry.name)) {
        for (const ch of readFileSync(path, "utf8")) {
          const cp = ch.codePointAt(0) as number;
          if (cp >= 0x20) chars.add(cp);
        }
      }
    }
  };
  walk(join(ROOT, "app"));
  walk(join(ROOT, "src"));
  return chars;
}

const inRanges = (cp: number, ranges: readonly (readonly [number, number])[]) => ranges.some(([s, e]) => cp >= s && cp <= e);
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")} ${String.fromCodePoint(cp)}`;

type Face = { family: string; weight: string; file: string; ranges: UnicodeRange[] };

/** The @font-face rules of app/fonts/fonts.css, with their files resolved. */
function faces(): Face[] {
  const css = readFileSync(join(FONT_DIR, "fonts.css"), "utf8");
  const field = (body: string, re: RegExp) => {
    const m = re.exec(body)?.[1];
    if (m === undefined) throw new Error(`${re} not found in ${body}`);
    return m;
  };
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => {
    const src = field(body, /url\("([^"]+)"\)/);
    const [scope = "", name = "", ...rest] = src.split("/");
    return {
      family: field(body, /font-family:\s*"([^"]+)"/),
      weight: field(body, /font-weight:\s*([^;]+);/),
      file: src.startsWith("./") ? join(FONT_DIR, src.slice(2)) : join(packageDir(`${scope}/${name}`), ...rest),
      ranges: parseUnicodeRange(field(body, /unicode-range:\s*([^;]+);/).replace(/\s+/g, "")),
    };
  });
}

/** The family, full and PostScript names (name IDs 1, 4, 6, 16) in a WOFF2 file's name table. */
function fontNames(file: Uint8Array): string[] {
  const name = woff2Tables(file).get("name");
  if (!name) throw new Error("name table missing");
  const count = name.readUInt16BE(2);
  const strings = name.readUInt16BE(4);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = 6 + i * 12;
    const platform = name.readUInt16BE(r);
    if (![1, 4, 6, 16].includes(name.readUInt16BE(r + 6))) continue;
    const bytes = name.subarray(strings + name.readUInt16BE(r + 10), strings + name.readUInt16BE(r + 10) + name.readUInt16BE(r + 8));
    out.push(platform === 1 ? bytes.toString("latin1") : Buffer.from(bytes).swap16().toString("utf16le"));
  }
  return out;
}

/** Used characters a family's file has that its faces no longer draw. */
function lostCharacters(used: Set<number>, pkg: string, familyFaces: Face[]): number[] {
  const fileCache = new Map<string, Set<number>>();
  const cmap = (file: string) => {
    let set = fileCache.get(file);
    if (!set) fileCache.set(file, (set = fontInfo(readFileSync(file)).codePoints));
    return set;
  };
  const files = readdirSync(join(packageDir(pkg), "files"))
    .filter((n) => n.endsWith("-wght-normal.woff2"))
    .map((n) => join(packageDir(pkg), "files", n));
  return [...used].filter((cp) => files.some((f) => cmap(f).has(cp)) && !familyFaces.some((f) => inRanges(cp, f.ranges) && cmap(f.file).has(cp)));
}

describe("brand fonts", () => {
  const used = usedCharacters();
  const allFaces = faces();

  it("app.css loads the generated @font-face rules, which are up to date", () => {
    const appCss = readFileSync(join(ROOT, "app/app.css"), "utf8");
    expect(appCss).toContain('@import "./fonts/fonts.css";');
    expect(appCss).not.toContain("@fontsource");
    const committed = readFileSync(join(FONT_DIR, "fonts.css"), "utf8");
    expect(committed.replace(/\s+/g, "")).toBe(fontFacesCss().replace(/\s+/g, ""));
  });

  it("declares the same weights on every face, or Chromium leaves the subset face out", () => {
    expect(new Set(allFaces.map((f) => f.weight))).toEqual(new Set(["100 900"]));
  });

  for (const fam of FAMILIES) {
    describe(fam.name, () => {
      const subsetPath = join(FONT_DIR, subsetFileName(fam.id));
      const originalPath = join(packageDir(fam.pkg), "files", `${fam.id}-latin-wght-normal.woff2`);
      const subset = fontInfo(readFileSync(subsetPath));
      const original = fontInfo(readFileSync(originalPath));
      const familyFaces = allFaces.filter((f) => f.family === fam.name);

      it("is a WOFF2 file smaller than the @fontsource latin file, under the OFL", () => {
        expect(readFileSync(subsetPath).subarray(0, 4).toString("latin1")).toBe("wOF2");
        expect(statSync(subsetPath).size).toBeLessThan(statSync(originalPath).size * 0.8);
        expect(existsSync(join(FONT_DIR, `OFL-${fam.id}.txt`))).toBe(true);
        expect(familyFaces[0]?.file).toBe(subsetPath);
      });

      it("keeps the wght axis over the weights the CSS uses, and kerning", () => {
        // The default instance stays the original's (400).
        expect(subset.axes).toEqual([{ tag: "wght", min: fam.weights[0], default: original.axes[0]?.default, max: fam.weights[1] }]);
        expect(subset.features).toContain("kern");
        if (original.features.includes("tnum")) expect(subset.features).toContain("tnum");
      });

      it("has every character of the subset range the @fontsource latin file has", () => {
        const missing = [...original.codePoints].filter((cp) => inRanges(cp, SUBSET_RANGES) && !subset.codePoints.has(cp));
        expect(missing.map(hex)).toEqual([]);
      });

      it("renders every character the product uses from the subset, or else from a fallback face as before", () => {
        // A character of the @fontsource latin file must come from the subset: a page never needs the fallback files.
        const inSubsetRange = [...used].filter((cp) => original.codePoints.has(cp) && !inRanges(cp, SUBSET_RANGES));
        expect(inSubsetRange.map(hex)).toEqual([]);
        // Any character some @fontsource file of the family has must still be drawn by one of the faces.
        expect(lostCharacters(used, fam.pkg, familyFaces).map(hex)).toEqual([]);
      });
    });
  }

  // Raleway's licence reserves the name "Raleway"; a subset is a Modified Version, which the OFL 1.1
  // (condition 3) forbids to use that name without the copyright holder's written permission.
  for (const fam of UNMODIFIED_FAMILIES) {
    describe(`${fam.name}, served unmodified`, () => {
      const files = join(packageDir(fam.pkg), "files");
      const originalPath = join(files, `${fam.id}-latin-wght-normal.woff2`);
      const original = fontInfo(readFileSync(originalPath));
      const familyFaces = allFaces.filter((f) => f.family === fam.name);

      it("has exactly the faces of the @fontsource package's CSS: its files, its ranges, its order", () => {
        expect(familyFaces.map((f) => f.file)).toEqual(packageFaces(fam.pkg).map((f) => join(files, f.file)));
        expect(familyFaces.map((f) => f.ranges)).toEqual(packageFaces(fam.pkg).map((f) => parseUnicodeRange(f.range)));
        expect(familyFaces.at(-1)?.file).toBe(originalPath);
      });

      it("has no modified copy in app/fonts", () => {
        const fontFiles = readdirSync(FONT_DIR).filter((n) => /\.(woff2?|ttf|otf)$/i.test(n));
        expect(fontFiles.filter((n) => n.toLowerCase().includes(fam.id))).toEqual([]);
        for (const n of fontFiles.filter((n) => n.endsWith(".woff2"))) {
          expect(fontNames(readFileSync(join(FONT_DIR, n))).filter((name) => /raleway/i.test(name))).toEqual([]);
        }
      });

      it("is served as the original files to the account pages", () => {
        expect(Buffer.from(accountFont(`${fam.id}-latin.woff2`) ?? [])).toEqual(readFileSync(originalPath));
        expect(Buffer.from(accountFont(`${fam.id}-latin-ext.woff2`) ?? [])).toEqual(readFileSync(join(files, `${fam.id}-latin-ext-wght-normal.woff2`)));
      });

      it("renders every character the product uses from the original latin file, or else from another face as before", () => {
        const latin = familyFaces.find((f) => f.file === originalPath);
        expect(latin).toBeDefined();
        // A character of the @fontsource latin file must come from it: a page never needs the other files.
        const outsideLatin = [...used].filter((cp) => original.codePoints.has(cp) && !inRanges(cp, latin?.ranges ?? []));
        expect(outsideLatin.map(hex)).toEqual([]);
        expect(lostCharacters(used, fam.pkg, familyFaces).map(hex)).toEqual([]);
      });
    });
  }
});
