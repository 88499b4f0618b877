import { describe, expect, it } from "vitest";
import { groupTsQuery, queryGroups, withoutClitic } from "./query.ts";

describe("assistant question → search groups", () => {
  it("drops question words and fillers, expands synonyms, joins known phrases", () => {
    const g = queryGroups("Kelas apa yang cocok untuk pemula yang ingin jadi web developer?");
    expect(g.map((x) => x.word)).toEqual(["kelas", "pemula", "web", "developer"]);
    expect(g[1]!.alternatives).toContain("dasar");
    expect(queryGroups("kelas tatap muka")[1]).toMatchObject({ word: "tatap muka" });
  });

  it("strips clitics so 'biayanya' finds the price", () => {
    expect(withoutClitic("biayanya")).toBe("biaya");
    expect(withoutClitic("bisakah")).toBe("bisa");
    expect(withoutClitic("nya")).toBe("nya");
    expect(queryGroups("berapa biayanya?")[0]!.alternatives).toContain("harga");
  });

  it("builds to_tsquery text from letters and digits only", () => {
    expect(groupTsQuery({ word: "x", alternatives: ["tatap muka", "luring"] })).toBe("((tatap <-> muka) | luring)");
    expect(groupTsQuery({ word: "x", alternatives: ["a'); drop table x; --"] })).toBe("a <-> drop <-> table <-> x");
    expect(groupTsQuery({ word: "web", alternatives: ["web"] }, "A")).toBe("web:A");
    expect(queryGroups("!!! ??? ''")).toEqual([]);
  });
});
