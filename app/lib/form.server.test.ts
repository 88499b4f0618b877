import { describe, expect, it } from "vitest";
import { z } from "zod";
import { replyErrors, typedValue } from "../components/form/errors.ts";
import { formFailure, parseForm } from "./form.server.ts";

const ZSchema = z.object({
  name: z.string({ error: "Nama wajib diisi." }).trim().min(2, "Nama minimal 2 karakter."),
  password: z.string({ error: "Kata sandi wajib diisi." }).min(8, "Kata sandi minimal 8 karakter."),
  seats: z.coerce.number({ error: "Jumlah kursi wajib diisi." }).int().min(1, "Minimal 1 kursi."),
});

function fd(entries: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
}

describe("parseForm", () => {
  it("returns the typed value when the schema accepts the input", async () => {
    const r = await parseForm(fd({ name: " Sari ", password: "rahasia123", seats: "3" }), ZSchema);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toEqual({ name: "Sari", password: "rahasia123", seats: 3 });
  });

  it("answers 400 with a sentence per invalid field, keeps typed values and drops passwords", async () => {
    const r = await parseForm(fd({ name: "S", password: "x", seats: "0" }), ZSchema);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reply.init?.status).toBe(400);
    const errors = replyErrors(r.result).fields;
    expect(errors).toEqual({ name: "Nama minimal 2 karakter.", password: "Kata sandi minimal 8 karakter.", seats: "Minimal 1 kursi." });
    expect(typedValue(r.result, "name")).toBe("S");
    expect(typedValue(r.result, "password")).toBeUndefined();
  });

  it("gives a message for a missing required field", async () => {
    const r = await parseForm(fd({ password: "rahasia123", seats: "1" }), ZSchema);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(replyErrors(r.result).fields.name).toBe("Nama wajib diisi.");
  });

  it("reads a Request body, and treats an unreadable body as an empty form", async () => {
    const good = new Request("http://x/", { method: "POST", body: fd({ name: "Budi", password: "rahasia123", seats: "2" }) });
    expect((await parseForm(good, ZSchema)).ok).toBe(true);
    const bad = new Request("http://x/", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=zz" }, body: "garbage" });
    const r = await parseForm(bad, ZSchema);
    expect(r.ok).toBe(false);
  });
});

describe("formFailure", () => {
  it("shapes a later failure like a schema failure", () => {
    const reply = formFailure(fd({ email: "a@b.id", password: "x" }), { fields: { email: "Email sudah terdaftar." }, formError: "Periksa isian." });
    expect(reply.init?.status).toBe(400);
    expect(replyErrors(reply.data.result)).toMatchObject({ fields: { email: "Email sudah terdaftar." }, formError: "Periksa isian." });
    expect(typedValue(reply.data.result, "email")).toBe("a@b.id");
    expect(typedValue(reply.data.result, "password")).toBeUndefined();
  });
});
