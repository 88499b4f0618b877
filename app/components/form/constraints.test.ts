import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZContact, ZLigaSmkRegistration, ZTalentHiring } from "../../../src/contracts/registrations.ts";
import { htmlPattern, pathOf, schemaConstraints } from "./constraints.ts";

describe("schemaConstraints", () => {
  it("reads required, the length limits and the input type of the inbound forms' fields", () => {
    const c = schemaConstraints(ZContact);
    expect(c("name")).toEqual({ required: true, minLength: 2, maxLength: 100 });
    // z.string().trim().min(1).max(200).pipe(z.email()).transform(…): the length on one side, "email" on the other.
    expect(c("email")).toEqual({ required: true, minLength: 1, maxLength: 200, type: "email" });
    expect(c("phone")).toEqual({ required: false, maxLength: 20 });
    expect(c("organization")).toEqual({ required: false, maxLength: 150 });
    expect(c("topic")).toEqual({ required: true });
    expect(c("message")).toEqual({ required: true, minLength: 10, maxLength: 2000 });
  });

  it("gives numbers their type and bounds", () => {
    expect(schemaConstraints(ZTalentHiring)("headcount")).toEqual({ required: true, min: 1, max: 500, type: "number" });
    const c = schemaConstraints(z.object({ n: z.number().gt(0).lte(9), d: z.iso.date(), u: z.url().optional(), f: z.file() }));
    expect(c("n")).toEqual({ required: true, max: 9, type: "number" });
    expect(c("d")).toEqual({ required: true, type: "date" });
    expect(c("u")).toEqual({ required: false, type: "url" });
    expect(c("f")).toEqual({ required: true, type: "file" });
  });

  it("finds the fields of array rows and nested objects by their form names", () => {
    const c = schemaConstraints(ZLigaSmkRegistration);
    expect(c("students[0].name")).toEqual({ required: true, minLength: 2, maxLength: 100 });
    expect(c("students[4].grade")).toEqual({ required: false, maxLength: 40 });
    expect(c("teamName")).toEqual({ required: true, minLength: 3, maxLength: 60 });
    const nested = schemaConstraints(z.object({ meta: z.object({ title: z.string().max(120).optional() }) }));
    expect(nested("meta.title")).toEqual({ required: false, maxLength: 120 });
    expect(nested("meta.nothing")).toEqual({});
    expect(schemaConstraints(ZContact)("not-in-the-schema")).toEqual({});
  });

  it("turns a regex into a pattern the browser compiles, and leaves out one it cannot", () => {
    const c = schemaConstraints(
      z.object({
        code: z.string().regex(/^\d{2}\.\d{2}$/),
        clock: z.string().regex(/^([01]\d|2[0-3])[:.][0-5]\d$/),
        // `[0-9 ()-]` is an error under the `v` flag the browser compiles `pattern` with.
        phone: z.string().regex(/^\+?[0-9 ()-]{8,20}$/),
        email: z.email(),
      }),
    );
    expect(c("code").pattern).toBe("^\\d{2}\\.\\d{2}$");
    expect(c("clock").pattern).toBe("^([01]\\d|2[0-3])[:.][0-5]\\d$");
    expect(c("phone").pattern).toBeUndefined();
    // The type says it; the e-mail regex would only be noise.
    expect(c("email")).toEqual({ required: true, type: "email" });
  });

  it("combines several regexes so that all must match", () => {
    const p = htmlPattern(["^a", "b$"])!;
    expect(new RegExp(`^(?:${p})$`, "v").test("ab")).toBe(true);
    expect(new RegExp(`^(?:${p})$`, "v").test("ba")).toBe(false);
    // Unanchored, a regex looks anywhere in the value.
    const digit = htmlPattern(["\\d"])!;
    expect(new RegExp(`^(?:${digit})$`, "v").test("ab1")).toBe(true);
    expect(htmlPattern([])).toBeUndefined();
  });

  it("is made once per schema", () => {
    expect(schemaConstraints(ZContact)).toBe(schemaConstraints(ZContact));
  });
});

describe("pathOf", () => {
  it("splits a form name into keys and indices", () => {
    expect(pathOf("students[2].name")).toEqual(["students", 2, "name"]);
    expect(pathOf("meta.site_name")).toEqual(["meta", "site_name"]);
    expect(pathOf("tags[]")).toEqual(["tags", 0]);
  });
});
