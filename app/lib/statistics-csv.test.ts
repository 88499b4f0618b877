import { describe, expect, it } from "vitest";
import { tableCsv } from "./statistics.server.ts";

describe("statistics CSV", () => {
  it("writes the header and rows in column order, quotes separators and neutralises formulas", () => {
    const csv = tableCsv({
      id: "provinsi",
      title: "Per provinsi",
      columns: [
        { key: "name", label: "Provinsi" },
        { key: "schools", label: "Sekolah", numeric: true },
      ],
      rows: [
        { name: "Jawa Barat", schools: 12 },
        { name: 'Sekolah "A", Bandung', schools: 3 },
        { name: '=HYPERLINK("x")', schools: 0 },
      ],
    });
    expect(csv.split("\r\n")).toEqual(["Provinsi,Sekolah", "Jawa Barat,12", '"Sekolah ""A"", Bandung",3', `"'=HYPERLINK(""x"")",0`, ""]);
  });
});
