import { FORM_MAX_BYTES, ROUTE_TABLE, type TRouteCache, type TRouteEntry } from "../../app/route-table.ts";

/**
 * What the server needs to know of the page a path asks for, read from the route table
 * (app/route-table.ts): the query parameters it reads, who may cache it, and the largest form post
 * it takes. A path that several entries can match (optional segments, a static segment where
 * another entry has a parameter) gets the union of their parameters, the strictest caching and
 * the largest form limit.
 */
export interface TPathFacts {
  query: ReadonlySet<string>;
  cache: TRouteCache;
  formMaxBytes: number;
}

/** Query parameters React Router itself reads on route-data requests (`/Class.data?_routes=…`). */
const ROUTER_PARAMS = ["_routes", "index"];

const STRICTNESS: Record<TRouteCache, number> = { public: 0, "no-store": 1, private: 2 };

type TSegment = { name: string; optional: boolean; param: boolean };

const PATTERNS: { segments: TSegment[]; entry: TRouteEntry }[] = (ROUTE_TABLE as readonly TRouteEntry[]).map((entry) => ({
  segments: entry.path
    .split("/")
    .filter(Boolean)
    .map((seg) => {
      const param = seg.startsWith(":");
      const optional = param && seg.endsWith("?");
      return { name: param ? seg.slice(1, optional ? -1 : undefined) : seg, optional, param };
    }),
  entry,
}));

function matches(pattern: TSegment[], i: number, parts: string[], j: number): boolean {
  if (i === pattern.length) return j === parts.length;
  const seg = pattern[i]!;
  if (seg.param) {
    if (j < parts.length && matches(pattern, i + 1, parts, j + 1)) return true;
    return seg.optional && matches(pattern, i + 1, parts, j);
  }
  return j < parts.length && parts[j] === seg.name && matches(pattern, i + 1, parts, j + 1);
}

/** The route-table entries a page path (or its route data, `/Class.data`) can match. */
export function routeEntriesOf(pathname: string): TRouteEntry[] {
  let path = pathname;
  if (path.endsWith(".data")) path = path === "/_root.data" ? "/" : path.slice(0, -5);
  const parts = path.split("/").filter(Boolean);
  return PATTERNS.filter((p) => matches(p.segments, 0, parts, 0)).map((p) => p.entry);
}

/** The facts of the page at `pathname`, or null for a path no route matches. */
export function routeFactsOf(pathname: string): TPathFacts | null {
  const entries = routeEntriesOf(pathname);
  if (!entries.length) return null;
  const query = new Set(ROUTER_PARAMS);
  let cache: TRouteCache = "public";
  let formMaxBytes: number = FORM_MAX_BYTES.page;
  for (const e of entries) {
    for (const name of e.query) query.add(name);
    if (STRICTNESS[e.cache] > STRICTNESS[cache]) cache = e.cache;
    formMaxBytes = Math.max(formMaxBytes, e.formMaxBytes);
  }
  return { query, cache, formMaxBytes };
}

/** The Cache-Control a route's `cache` fact requires of every response (null: the response decides). */
export function requiredCacheControl(cache: TRouteCache): string | null {
  return cache === "private" ? "private, no-store" : cache === "no-store" ? "no-store" : null;
}
