import { describe, expect, it } from "vitest";
import { withContentKeys } from "./content-keys.ts";

describe("withContentKeys", () => {
  it("gives every item a distinct key, numbering repeated content", () => {
    const keyed = withContentKeys(["a", "b", "a", "a"]);
    expect(keyed.map((k) => k.item)).toEqual(["a", "b", "a", "a"]);
    expect(new Set(keyed.map((k) => k.key)).size).toBe(4);
  });

  it("keeps an item's key when an item with other content is inserted before it", () => {
    const before = withContentKeys(["x", "y"]).find((k) => k.item === "y")?.key;
    const after = withContentKeys(["w", "x", "y"]).find((k) => k.item === "y")?.key;
    expect(after).toBe(before);
  });

  it("keys by the given text of structured items", () => {
    const keyed = withContentKeys([{ t: "p" }, { t: "p" }], (b) => b.t);
    expect(keyed[0]?.key).not.toBe(keyed[1]?.key);
  });
});
