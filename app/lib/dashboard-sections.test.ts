import { describe, expect, it } from "vitest";
import { DASHBOARD_SECTIONS } from "./dashboard-sections.ts";
import { DASHBOARD_LAYOUT_FILE, ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";
import { PERMISSIONS } from "../../src/domain/identity/permissions.ts";

describe("dashboard sections", () => {
  const entries = ROUTE_TABLE as readonly TRouteEntry[];

  it("name a route-table entry under the dashboard layout, with the same path, and take its title from the label", () => {
    for (const s of DASHBOARD_SECTIONS) {
      const entry = entries.find((e) => e.id === s.id);
      expect(entry, s.id).toBeDefined();
      expect(entry!.path).toBe(s.path);
      expect(entry!.layout).toBe(DASHBOARD_LAYOUT_FILE);
      expect(entry!.title).toBe(s.label);
    }
  });

  it("each open by a permission of the matrix", () => {
    for (const s of DASHBOARD_SECTIONS) expect(Object.keys(PERMISSIONS), s.id).toContain(s.permission);
  });
});
