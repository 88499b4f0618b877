import { describe, expect, it } from "vitest";
import { DASHBOARD_SECTIONS, dashboardSection, type TDashboardSectionId } from "./dashboard-sections.ts";
import { DASHBOARD_LAYOUT_FILE, ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";
import { PERMISSIONS } from "../../src/domain/identity/permissions.ts";

describe("dashboard sections", () => {
  const entries = ROUTE_TABLE as readonly TRouteEntry[];

  it("are the route-table entries with a section, under the dashboard layout, labelled by their title", () => {
    expect(DASHBOARD_SECTIONS.map((s) => s.id)).toEqual(entries.filter((e) => e.section).map((e) => e.id));
    for (const s of DASHBOARD_SECTIONS) {
      const entry = entries.find((e) => e.id === s.id)!;
      expect(entry.path).toBe(s.path);
      expect(entry.layout, s.id).toBe(DASHBOARD_LAYOUT_FILE);
      expect(s.label).toBe(entry.title);
      expect(s.hint, s.id).toBe(entry.lead);
      expect(s.hint, s.id).not.toBe("");
    }
  });

  it("each open by a permission of the matrix", () => {
    for (const s of DASHBOARD_SECTIONS) expect(Object.keys(PERMISSIONS), s.id).toContain(s.permission);
  });

  it("are named by id with the type checker's help", () => {
    const id: TDashboardSectionId = "dashboard-media";
    expect(dashboardSection(id)?.permission).toBe("media.manage");
    // @ts-expect-error an edit route is not a section
    const notASection: TDashboardSectionId = "dashboard-catalog-class-edit";
    expect(dashboardSection(notASection)).toBeUndefined();
  });
});
