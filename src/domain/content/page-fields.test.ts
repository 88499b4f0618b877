import { describe, expect, it } from "vitest";
import { ZMarketingPage, type TMarketingPage } from "../../contracts/content.ts";
import { applyTextFields, pageTextFields } from "./page-fields.ts";

const page: TMarketingPage = ZMarketingPage.parse({
  title: "Tentang Kami",
  lead: "Kenali kami.",
  sections: [
    { type: "hero", title: "Talenta digital", actions: [{ label: "Daftar", href: "/Register" }] },
    {
      type: "features",
      title: "Keunggulan",
      items: [
        { title: "Mentor", desc: "Praktisi industri.", icon: "users" },
        { title: "Proyek", desc: "Nyata.", icon: "book" },
      ],
    },
    { type: "table", title: "Jadwal", columns: ["Hari", "Jam"], rows: [["Senin", "19.00"]] },
  ],
});

describe("marketing page text fields", () => {
  it("lists every text with an Indonesian label and leaves icons, links and types out", () => {
    const fields = pageTextFields(page);
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.title!.label).toBe("Judul halaman");
    expect(byName["sections.1.items.1.desc"]).toMatchObject({ label: "Bagian 2 (Fitur) · Butir 2 · Deskripsi", value: "Nyata.", multiline: true });
    expect(byName["sections.0.actions.0.label"]!.label).toBe("Bagian 1 (Pembuka) · Tombol 1 · Label");
    expect(byName["sections.2.rows.0.1"]!.label).toBe("Bagian 3 (Tabel) · Baris 1 · Kolom 2");
    expect(fields.some((f) => /icon|href|type/.test(f.name))).toBe(false);
  });

  it("puts submitted texts back in place and ignores names it did not offer", () => {
    const form = new Map([
      ["sections.1.items.0.title", "Mentor praktisi"],
      ["lead", "Baris satu\r\nbaris dua"],
      ["sections.0.actions.0.href", "https://jahat.example"],
      ["sections.5.title", "bagian baru"],
      ["__proto__.polluted", "ya"],
    ]);
    const next = applyTextFields(page, (n) => form.get(n) ?? null);
    expect(next.sections[1]).toMatchObject({ items: [{ title: "Mentor praktisi", icon: "users" }, { title: "Proyek" }] });
    expect(next.lead).toBe("Baris satu\nbaris dua");
    expect(next.sections[0]).toMatchObject({ actions: [{ href: "/Register" }] });
    expect(next.sections).toHaveLength(3);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((page.sections[1] as { items: { title: string }[] }).items[0]!.title).toBe("Mentor"); // the original is untouched
  });
});
