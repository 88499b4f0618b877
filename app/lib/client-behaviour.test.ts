import { describe, expect, it } from "vitest";
import { isChunkLoadError, RELOAD_GUARD_MS, shouldReload } from "./chunk-reload.ts";
import { isInternalHref } from "../../src/contracts/links.ts";
import { truncateWords, withSiteName } from "../seo/meta.ts";

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe("chunk-load reload guard", () => {
  it("recognises chunk-load failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("ChunkLoadError: Loading chunk 3 failed"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
  it("reloads at most once per 60 s", () => {
    const s = memoryStore();
    expect(shouldReload(1_000_000, s)).toBe(true);
    expect(shouldReload(1_000_000 + 59_999, s)).toBe(false);
    expect(shouldReload(1_000_000 + RELOAD_GUARD_MS, s)).toBe(true);
  });
});

describe("internal and external links (spec §4)", () => {
  it("keeps same-host and relative links internal", () => {
    expect(isInternalHref("/Class", "sekolahbeta.localhost:3000")).toBe(true);
    expect(isInternalHref("http://sekolahbeta.localhost:3000/Blog", "sekolahbeta.localhost:3000")).toBe(true);
    expect(isInternalHref("#faq", "a.id")).toBe(true);
  });
  it("treats hosts containing akun as internal", () => {
    expect(isInternalHref("https://akun.tunas.id/login", "sekolahbeta.id")).toBe(true);
  });
  it("treats other hosts, including protocol-relative ones, as external", () => {
    expect(isInternalHref("https://www.youtube.com/watch?v=1", "sekolahbeta.id")).toBe(false);
    expect(isInternalHref("//evil.example/x", "sekolahbeta.id")).toBe(false);
    expect(isInternalHref("http://sekolahbeta.id:8080/", "sekolahbeta.id")).toBe(false);
  });
});

describe("SEO text", () => {
  it("cuts a description fallback to 20 words with an ellipsis", () => {
    const words = Array.from({ length: 30 }, (_, i) => `kata${i}`).join(" ");
    const out = truncateWords(words);
    expect(out.split(" ")).toHaveLength(20);
    expect(out.endsWith("kata19…")).toBe(true);
    expect(truncateWords("<p>pendek   saja</p>")).toBe("pendek saja");
  });
  it("adds the site name as a suffix unless asked not to", () => {
    expect(withSiteName("Kelas", "Sekolah Beta")).toBe("Kelas | Sekolah Beta");
    expect(withSiteName("Kelas", "Sekolah Beta", false)).toBe("Kelas");
    expect(withSiteName("", "Sekolah Beta")).toBe("Sekolah Beta");
  });
});
