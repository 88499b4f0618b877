import { layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { DASHBOARD_LAYOUT_ID } from "./lib/dashboard-sections.ts";
import { DASHBOARD_LAYOUT_FILE, ROUTE_TABLE, type TRouteEntry } from "./route-table.ts";

const LAYOUT_IDS: Record<string, string> = { [DASHBOARD_LAYOUT_FILE]: DASHBOARD_LAYOUT_ID };

const asRoute = (e: TRouteEntry) => route(e.path, e.file, { id: e.id, caseSensitive: true });

/** Table entries in table order; entries with a `layout` nest (paths unchanged) under one pathless layout route. */
function build(): RouteConfigEntry[] {
  const out: RouteConfigEntry[] = [];
  const groups = new Map<string, RouteConfigEntry[]>();
  for (const e of ROUTE_TABLE as readonly TRouteEntry[]) {
    if (!e.layout) {
      out.push(asRoute(e));
      continue;
    }
    let children = groups.get(e.layout);
    if (!children) {
      groups.set(e.layout, (children = []));
      out.push(layout(e.layout, { id: LAYOUT_IDS[e.layout] ?? e.layout }, children));
    }
    children.push(asRoute(e));
  }
  return out;
}

export default [...build(), route("*", "routes/not-found.tsx", { id: "not-found" })] satisfies RouteConfig;
