import { describe, expect, it } from "vitest";
import { DASHBOARD_LAYOUT_FILE, ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";
import { DASHBOARD_FALLBACK_TITLE, dashboardPathTitle, dashboardTitle } from "./dashboard-title.ts";

describe("dashboard page titles", () => {
  it("gives every dashboard route a heading of its own, never the bare 'Dasbor'", () => {
    for (const e of ROUTE_TABLE as readonly TRouteEntry[]) {
      if (e.layout !== DASHBOARD_LAYOUT_FILE) continue;
      const path = e.path.replace(/:[A-Za-z]+\??/g, "12");
      expect(dashboardPathTitle(path), e.path).not.toBe(DASHBOARD_FALLBACK_TITLE);
    }
  });

  it("prefers a static path over a parameter: /baru is the new-record page", () => {
    expect(dashboardPathTitle("/Dashboard/Katalog/Kelas/baru")).toBe("Tambah kelas");
    expect(dashboardPathTitle("/Dashboard/Katalog/Kelas/3")).toBe("Ubah kelas");
  });

  it("uses the record's title a page's loader names", () => {
    const matches = [
      { id: "root", data: {} },
      { id: "dashboard-layout", data: {} },
      { id: "dashboard-content-artikel-edit", data: { pageTitle: "Ubah artikel: Belajar React" } },
    ];
    expect(dashboardTitle(matches)).toBe("Ubah artikel: Belajar React");
    expect(dashboardTitle([{ id: "dashboard-layout" }, { id: "dashboard-catalog-classes" }])).toBe("Kelas");
  });
});
