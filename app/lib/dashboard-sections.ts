import { DASHBOARD_GROUPS, ROUTE_TABLE, type TDashboardGroup, type TRouteEntry, type TRouteSection } from "../route-table.ts";
import type { TPermission } from "../../src/domain/identity/permissions.ts";

export { DASHBOARD_GROUPS, type TDashboardGroup };

/**
 * The member dashboard's sections: the entries of `app/route-table.ts` with a `section` (the
 * permission that opens it and the menu group), in table order. The navigation label (also the
 * page heading and title) is the entry's title, the hint under it on the home cards its lead. The
 * layout (`app/routes/dashboard/layout.tsx`) shows the sections the viewer's role may use; each
 * section module asks `requireSection(args, "<id>")` (app/lib/dashboard.server.ts) before reading
 * data. Staff sections name a `group` (the menu's headings, in `DASHBOARD_GROUPS` order); a section
 * whose path lies under another's (`/Dashboard/Pengaturan/Domain`) is nested under it in the menu.
 */
export interface TDashboardSection {
  id: string;
  path: string;
  label: string;
  hint: string;
  permission: TPermission;
  /** The menu heading of a staff section; member sections have none. */
  group?: TDashboardGroup;
}

export type TDashboardSectionId = Extract<(typeof ROUTE_TABLE)[number], { section: TRouteSection }>["id"];

export const DASHBOARD_SECTIONS: readonly (TDashboardSection & { id: TDashboardSectionId })[] = (ROUTE_TABLE as readonly TRouteEntry[]).flatMap((e) =>
  e.section
    ? [
        {
          id: e.id as TDashboardSectionId,
          path: e.path,
          label: e.title,
          hint: e.lead,
          permission: e.section.permission,
          ...(e.section.group ? { group: e.section.group } : {}),
        },
      ]
    : [],
);

/** The route id of the layout that wraps every section (app/routes.ts). */
export const DASHBOARD_LAYOUT_ID = "dashboard-layout";

export function dashboardSection(id: string): TDashboardSection | undefined {
  return DASHBOARD_SECTIONS.find((s) => s.id === id);
}
