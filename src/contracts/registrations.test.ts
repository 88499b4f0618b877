import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ZLigaSmkRegistration } from "./registrations.ts";

describe("Liga SMK registration form", () => {
  it("asks for the province and the city in plain Indonesian when they are missing", () => {
    const s = parseWithZod(new FormData(), { schema: ZLigaSmkRegistration });
    expect(s.status).toBe("error");
    const errors = s.reply().error ?? {};
    expect(errors.provinceId).toEqual(["Pilih provinsi."]);
    expect(errors.cityId).toEqual(["Pilih kabupaten/kota."]);
    // No field of the empty form shows Zod's generic wording.
    for (const [name, messages] of Object.entries(errors)) expect(messages?.join(" "), name).not.toMatch(/diharapkan|Input tidak valid/);
  });
});
