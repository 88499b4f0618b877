import { describe, expect, it } from "vitest";
import { isGeneratedLogo, stackedLines, wordmarkLayout } from "./wordmark.ts";

describe("wordmark geometry", () => {
  it("splits a name into the two most even lines", () => {
    expect(stackedLines("Jabar Digital Academy")).toEqual(["Jabar Digital", "Academy"]);
    expect(stackedLines("Akselerasi Talenta")).toEqual(["Akselerasi", "Talenta"]);
    expect(stackedLines("Bharabas (Pengembang)")).toEqual(["Bharabas", "(Pengembang)"]);
    expect(stackedLines("Pesilat")).toEqual(["Pesilat"]);
  });

  it("gives wide names a stacked view that is much narrower, and keeps short or one-word names on one line", () => {
    const jda = wordmarkLayout("Jabar Digital Academy");
    expect(jda.stacked?.lines).toEqual(["Jabar Digital", "Academy"]);
    // At the same rendered height the stacked view is at least 1.5x narrower than the one-line form.
    expect(jda.width / 48).toBeGreaterThan((1.5 * jda.stacked!.width) / jda.stacked!.height);
    expect(wordmarkLayout("Pesilat").stacked).toBeNull();
    expect(wordmarkLayout("Sekolah Beta").stacked).toBeNull();
    expect(wordmarkLayout("Supercalifragilisticexpialidocious").stacked).toBeNull();
  });

  it("recognises only the site's own generated logo", () => {
    expect(isGeneratedLogo("/brand/jda/logo-dark.svg", "jda")).toBe(true);
    expect(isGeneratedLogo("/brand/sekolahbeta/logo-dark.svg", "jda")).toBe(false);
    expect(isGeneratedLogo("https://cdn.example/logo.png", "jda")).toBe(false);
  });
});
