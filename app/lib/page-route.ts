import { data, matchRoutes } from "react-router";
import { paramsAreValid, ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";

const TABLE_ROUTES = ROUTE_TABLE.map((e) => ({ id: e.id, path: e.path, caseSensitive: true }));

/** The table entry a URL matched, with React Router's own ranking. */
export function matchEntry(pathname: string): { entry: TRouteEntry; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(TABLE_ROUTES, pathname);
  const leaf = matches?.[matches.length - 1];
  if (!leaf) return null;
  const entry = ROUTE_TABLE.find((e) => e.id === leaf.route.id);
  return entry ? { entry, params: leaf.params } : null;
}

export function notFound(message = "Halaman tidak ditemukan"): never {
  throw data(message, { status: 404 });
}

/** Matches the request to its table entry and turns a parameter that breaks its pattern into a 404. */
export function requireEntry(request: Request) {
  const m = matchEntry(new URL(request.url).pathname);
  if (!m || !paramsAreValid(m.entry, m.params)) notFound();
  return m;
}
