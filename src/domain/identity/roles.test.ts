import { describe, expect, it } from "vitest";
import { roleForKind, sidebarRole } from "./roles.ts";

describe("user kind → role (spec §6)", () => {
  it.each([
    [0, "superadmin"],
    [1, "admin"],
    [2, "mentor"],
    [3, "teacher"],
    [4, "student"],
    [5, "industry"],
    [6, "writer"],
    [7, "lead_program"],
    [8, "partner"],
    [9, "lead_region"],
    ["4", "student"],
  ])("kind %j is %s", (kind, role) => {
    expect(roleForKind(kind)).toBe(role);
  });

  it.each([10, -1, 1.5, "x", "", null, undefined, NaN, "04a"])("anything else (%j) gives none", (kind) => {
    expect(roleForKind(kind)).toBe("none");
  });

  it("takes the type argument over the stored user kind", () => {
    expect(sidebarRole("4", 2)).toBe("mentor");
    expect(sidebarRole("4")).toBe("student");
    expect(sidebarRole(null)).toBe("none");
  });
});
