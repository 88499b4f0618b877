import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-locale.ts";

describe("Zod's messages", () => {
  it("say a missing value is required, in Indonesian", () => {
    const r = z.object({ name: z.string(), age: z.number() }).safeParse({});
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(["Wajib diisi.", "Wajib diisi."]);
  });

  it("keep Zod's Indonesian wording for a value of the wrong type", () => {
    const r = z.object({ age: z.number() }).safeParse({ age: "tua" });
    expect(r.error!.issues[0]!.message).toMatch(/^Input tidak valid: diharapkan number/);
  });

  it("leave a schema's own message alone", () => {
    const r = z.object({ city: z.string({ message: "Pilih kabupaten/kota." }) }).safeParse({});
    expect(r.error!.issues[0]!.message).toBe("Pilih kabupaten/kota.");
  });
});
