import { describe, expect, it } from "vitest";
import { safeNextPath } from "./identity.server.ts";

describe("safeNextPath (where /CallbackAuth and /Login send a signed-in visitor)", () => {
  it("keeps a path on this site", () => {
    expect(safeNextPath("/Dashboard/Kelas?tab=1")).toBe("/Dashboard/Kelas?tab=1");
  });
  it("refuses other hosts, however they are spelled", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\u0000x",
      "Dashboard",
      "",
      "/" + "a".repeat(400),
    ]) {
      expect(safeNextPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
