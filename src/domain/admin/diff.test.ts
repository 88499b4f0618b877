import { describe, expect, it } from "vitest";
import { AUDIT_VALUE_MAX, diffSummary, fieldDiff } from "./diff.ts";

describe("fieldDiff", () => {
  it("lists only the fields that changed, as [before, after]", () => {
    expect(fieldDiff({ title: "A", price: 10, flag: true }, { title: "B", price: 10, flag: false })).toEqual({ title: ["A", "B"], flag: [true, false] });
  });

  it("gives nested objects dotted names (a site setting's css)", () => {
    const before = { title: "Situs", css: { clr_primary: "#111111", clr_dark: "#000000" }, meta: { url: "https://a.id" } };
    const after = { title: "Situs", css: { clr_primary: "#222222", clr_dark: "#000000" }, meta: { url: "https://a.id", twitter_site: "@a" } };
    expect(fieldDiff(before, after)).toEqual({ "css.clr_primary": ["#111111", "#222222"], "meta.twitter_site": [null, "@a"] });
  });

  it("records every field of a create against null and of a delete against null", () => {
    expect(fieldDiff(null, { name: "Kelas", tags: ["a"], nested: { x: 1 } })).toEqual({ name: [null, "Kelas"], tags: [null, ["a"]], "nested.x": [null, 1] });
    expect(fieldDiff({ name: "Kelas" }, null)).toEqual({ name: ["Kelas", null] });
  });

  it("leaves out versions and timestamps, and masks secrets", () => {
    const d = fieldDiff(
      { version: 1, updatedAt: new Date(1), passwordHash: "x", apiKey: "k1" },
      { version: 2, updatedAt: new Date(2), passwordHash: "y", apiKey: "k1" },
    );
    expect(d).toEqual({ passwordHash: ["••••", "••••"] });
  });

  it("compares dates by time and arrays by content, and cuts long texts", () => {
    expect(fieldDiff({ at: new Date(5), tags: ["a", "b"] }, { at: new Date(5), tags: ["a", "b"] })).toEqual({});
    const long = "x".repeat(AUDIT_VALUE_MAX + 100);
    const d = fieldDiff({ body: "" }, { body: long });
    expect((d.body![1] as string).length).toBe(AUDIT_VALUE_MAX + 1);
    expect(d.body![1]).toMatch(/…$/);
  });

  it("treats undefined and null alike (an optional field cleared or never set)", () => {
    expect(fieldDiff({ a: undefined, b: null }, { a: null })).toEqual({});
  });
});

describe("diffSummary", () => {
  it("names up to three fields, then counts the rest", () => {
    expect(diffSummary({})).toBe("tanpa perubahan isian");
    expect(diffSummary({ a: [1, 2] })).toBe("a");
    expect(diffSummary({ a: [1, 2], b: [1, 2] })).toBe("a dan b");
    expect(diffSummary({ a: [1, 2], b: [1, 2], c: [1, 2], d: [1, 2], e: [1, 2] })).toBe("a, b, c dan 2 lainnya");
  });
});
