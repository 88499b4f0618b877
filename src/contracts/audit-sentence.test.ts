import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "./admin-list.ts";
import { auditSentence } from "./audit-sentence.ts";

describe("auditSentence", () => {
  it("reads a settings change as changing the site's settings, not 'pengaturan pengaturan'", () => {
    expect(auditSentence("settings", "pengaturan")).toBe("mengubah pengaturan situs");
  });

  it("names the record after the noun when a title is known", () => {
    expect(auditSentence("publish", "artikel", "Belajar React")).toBe("menerbitkan artikel “Belajar React”");
    expect(auditSentence("update", "silabus")).toBe("mengubah materi silabus");
    expect(auditSentence("role", "pengguna")).toBe("mengubah peran pengguna");
    expect(auditSentence("create", "sekolah", "SMK 1")).toBe("membuat sekolah “SMK 1”");
  });

  it("never repeats a word back to back for any action and known entity", () => {
    const entities = [
      "pengaturan",
      "domain",
      "pengguna",
      "media",
      "kelas",
      "program",
      "batch",
      "silabus",
      "mentor",
      "kursus",
      "modul",
      "bab",
      "sekolah",
      "webinar",
      "kompetensi",
      "artikel",
      "kategori",
      "podcast",
      "video",
      "galeri",
      "portofolio",
      "fitur",
      "acara",
      "karier",
      "lowongan",
    ];
    for (const a of AUDIT_ACTIONS)
      for (const e of entities) {
        const words = auditSentence(a, e).split(" ");
        for (let i = 1; i < words.length; i++) expect(words[i], `${a} ${e}`).not.toBe(words[i - 1]);
      }
  });

  it("keeps an unknown entity key readable", () => {
    expect(auditSentence("delete", "sesuatu")).toBe("menghapus sesuatu");
  });
});
