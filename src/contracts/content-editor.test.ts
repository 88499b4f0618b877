import { describe, expect, it } from "vitest";
import { CONTENT_KIND_DEFS, contentFormSchema, contentKindOfPath, flattenValues, parseJakartaDateTime, toJakartaInput } from "./content-editor.ts";

describe("content editor contract", () => {
  it("reads a datetime-local value as Asia/Jakarta and writes it back", () => {
    const d = parseJakartaDateTime("2026-11-26T10:30")!;
    expect(d.toISOString()).toBe("2026-11-26T03:30:00.000Z");
    expect(toJakartaInput(d)).toBe("2026-11-26T10:30");
    expect(toJakartaInput(d, "date")).toBe("2026-11-26");
    expect(parseJakartaDateTime("26/11/2026")).toBeNull();
  });

  it("refuses script and protocol-relative links in every link field", () => {
    const schema = contentFormSchema(CONTENT_KIND_DEFS.artikel, "create");
    for (const cover of ["javascript:alert(1)", "data:text/html,x", "//evil.example/x.png", 'https://a.b/x" onerror="x']) {
      const r = schema.safeParse({ title: "Judul", kind: "article", categorySlug: "kabar", content: "<p>x</p>", cover, status: "draft" });
      expect(r.success, cover).toBe(false);
    }
    const ok = schema.safeParse({ title: "Judul", kind: "article", categorySlug: "kabar", content: "<p>x</p>", cover: "/files/a.png", status: "draft" });
    expect(ok.success).toBe(true);
  });

  it("drops blank rows and checks the filled ones", () => {
    const schema = contentFormSchema(CONTENT_KIND_DEFS.acara, "create");
    const base = { title: "Acara", kind: "event", mode: "online", startsAt: "2030-01-01T10:00", endsAt: "2030-01-01T12:00", status: "draft" };
    const r = schema.safeParse({ ...base, speakers: [{ name: "Ani", isConfirmed: "on" }, { name: "", short_bio: "" }, { isConfirmed: "on" }] });
    expect(r.success).toBe(true);
    expect((r.data as { speakers: unknown[] }).speakers).toEqual([{ name: "Ani", isConfirmed: true }]);
    const bad = schema.safeParse({ ...base, speakers: [{ short_bio: "tanpa nama" }] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe("Nama wajib diisi.");
  });

  it("asks for a future time when scheduling, and for the Terjadwal status for a future time", () => {
    const schema = contentFormSchema(CONTENT_KIND_DEFS.artikel, "create");
    const base = { title: "Judul", kind: "article", categorySlug: "kabar", content: "<p>x</p>" };
    const messages = (v: object) => (schema.safeParse({ ...base, ...v }).error?.issues ?? []).map((i) => i.message);
    expect(messages({ status: "scheduled" })).toContain("Isi waktu terbit untuk status Terjadwal.");
    expect(messages({ status: "scheduled", publishedAt: "2001-01-01T10:00" })).toContain("Waktu terbit terjadwal harus di masa depan.");
    expect(messages({ status: "published", publishedAt: "2999-01-01T10:00" })[0]).toMatch(/pilih status Terjadwal/);
    expect(messages({ status: "scheduled", publishedAt: "2999-01-01T10:00" })).toEqual([]);
  });

  it("finds the kind of a dashboard path, the longest first", () => {
    expect(contentKindOfPath("/Dashboard/Konten/Artikel")?.def.kind).toBe("artikel");
    expect(contentKindOfPath("/Dashboard/Konten/Artikel/12")).toMatchObject({ def: { kind: "artikel" }, rest: ["12"] });
    expect(contentKindOfPath("/Dashboard/Konten/Artikel/Kategori/3")).toMatchObject({ def: { kind: "kategori" }, rest: ["3"] });
    expect(contentKindOfPath("/Dashboard/Konten/Karier/Lowongan/baru")).toMatchObject({ def: { kind: "lowongan" }, rest: ["baru"] });
    expect(contentKindOfPath("/Dashboard/Konten/Tidak-Ada")).toBeNull();
  });

  it("flattens nested values to the form's input names", () => {
    expect(flattenValues({ title: "A", speakers: [{ name: "B", isConfirmed: true }] })).toEqual({
      title: "A",
      "speakers[0].name": "B",
      "speakers[0].isConfirmed": "on",
    });
  });
});
