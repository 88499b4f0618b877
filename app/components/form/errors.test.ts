import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { failureResult, isRefused, replyErrors, typedValue, type TFormResult } from "./errors.ts";

const ZForm = z.object({
  name: z.string({ error: "Nama wajib diisi." }).trim().min(2, "Nama minimal 2 karakter."),
  email: z.email("Format email tidak valid."),
  students: z.array(z.object({ name: z.string({ error: "Nama siswa wajib diisi." }) })).min(1, "Isi minimal 1 siswa."),
});

function reply(entries: Record<string, string>): TFormResult {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  return parseWithZod(fd, { schema: ZForm }).reply();
}

describe("replyErrors", () => {
  it("gives the first message of each invalid field in the schema's order, and the typed values", () => {
    const r = replyErrors(reply({ name: "B", email: "budi@", "students[0].name": "" }));
    expect(r.fields).toEqual({ name: "Nama minimal 2 karakter.", email: "Format email tidak valid.", "students[0].name": "Nama siswa wajib diisi." });
    expect(Object.keys(r.fields)[0]).toBe("name");
    expect(r.formError).toBeUndefined();
    expect(r.values).toMatchObject({ name: "B", email: "budi@" });
  });

  it("keeps the form-level message apart from the fields", () => {
    const r = replyErrors(failureResult({ formError: "Email atau kata sandi salah.", values: { email: "a@b.id" } }));
    expect(r).toEqual({ fields: {}, formError: "Email atau kata sandi salah.", values: { email: "a@b.id" } });
  });

  it("reads nothing from a success, a missing reply or a reply without errors", () => {
    expect(replyErrors(undefined)).toEqual({ fields: {}, formError: undefined, values: {} });
    expect(replyErrors({ status: "success", initialValue: null, error: {} })).toEqual({ fields: {}, formError: undefined, values: {} });
    expect(replyErrors(reply({ name: "Budi", email: "budi@contoh.id", "students[0].name": "Ani" })).fields).toEqual({});
  });
});

describe("typedValue", () => {
  it("reads a schema's nested reply and a flat one built by hand", () => {
    const nested = reply({ name: "B", email: "budi@", "students[0].name": "Ani", "students[1].name": "" });
    expect(typedValue(nested, "students[0].name")).toBe("Ani");
    // Conform leaves an empty row out.
    expect(typedValue(nested, "students[1].name")).toBeUndefined();
    expect(typedValue(nested, "students[3].name")).toBeUndefined();
    expect(typedValue(failureResult({ values: { "meta.title": "Judul" } }), "meta.title")).toBe("Judul");
  });
});

describe("failureResult", () => {
  it("shapes a later failure like a schema failure, leaving out fields without a message and passwords", () => {
    const r = failureResult({
      fields: { email: "Email sudah terdaftar.", name: undefined },
      formError: "Periksa isian.",
      values: { email: "a@b.id", password: "rahasia", confirmPassword: "rahasia" },
    });
    expect(r).toEqual({ status: "error", initialValue: { email: "a@b.id" }, error: { email: ["Email sudah terdaftar."], "": ["Periksa isian."] } });
    expect(typedValue(r, "email")).toBe("a@b.id");
    expect(typedValue(r, "password")).toBeUndefined();
    expect(isRefused(r)).toBe(true);
    expect(isRefused(failureResult({ fields: { name: undefined } }))).toBe(false);
  });
});
