import { describe, expect, it } from "vitest";
import { narrowScope, scopeKey } from "./scopes.ts";

describe("narrowScope", () => {
  it("lets whole-tenant staff narrow to any programmes or provinces (programmes first)", () => {
    expect(narrowScope({ kind: "tenant" }, {})).toEqual({ scope: { kind: "tenant" }, outside: [] });
    expect(narrowScope({ kind: "tenant" }, { programIds: [3] })).toEqual({ scope: { kind: "program", ids: [3] }, outside: [] });
    expect(narrowScope({ kind: "tenant" }, { provinceIds: ["32"] })).toEqual({ scope: { kind: "province", ids: ["32"] }, outside: [] });
    expect(narrowScope({ kind: "tenant" }, { programIds: [3], provinceIds: ["32"] }).scope).toEqual({ kind: "program", ids: [3] });
  });

  it("keeps a lead inside their own scope and names every id beyond it", () => {
    const lp = { kind: "program", ids: [1, 2] } as const;
    expect(narrowScope({ ...lp, ids: [...lp.ids] }, {})).toEqual({ scope: { kind: "program", ids: [1, 2] }, outside: [] });
    expect(narrowScope({ ...lp, ids: [...lp.ids] }, { programIds: [2] })).toEqual({ scope: { kind: "program", ids: [2] }, outside: [] });
    expect(narrowScope({ ...lp, ids: [...lp.ids] }, { programIds: [2, 9], provinceIds: ["32"] }).outside).toEqual(["program 9", "provinsi 32"]);
    const lr = { kind: "province", ids: ["32"] } as const;
    expect(narrowScope({ ...lr, ids: [...lr.ids] }, { provinceIds: ["32"] })).toEqual({ scope: { kind: "province", ids: ["32"] }, outside: [] });
    expect(narrowScope({ ...lr, ids: [...lr.ids] }, { provinceIds: ["32", "35"], programIds: [1] }).outside).toEqual(["program 1", "provinsi 35"]);
    // An unassigned lead stays empty: never the whole tenant.
    expect(narrowScope({ kind: "program", ids: [] }, {}).scope).toEqual({ kind: "program", ids: [] });
  });

  it("keys a scope by kind and sorted ids", () => {
    expect(scopeKey({ kind: "tenant" })).toBe("tenant");
    expect(scopeKey({ kind: "program", ids: [4, 1] })).toBe("program:1,4");
    expect(scopeKey({ kind: "province", ids: ["35", "32"] })).toBe("province:32,35");
    expect(scopeKey({ kind: "program", ids: [] })).toBe("program:");
  });
});
