import { data, matchRoutes } from "react-router";
import { AppError } from "../../src/kernel/errors.ts";
import { paramsAreValid, ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";

const TABLE_ROUTES = ROUTE_TABLE.map((e) => ({ id: e.id, path: e.path, caseSensitive: true }));

type TMatched = { entry: TRouteEntry; params: Record<string, string | undefined> } | null;

// matchRoutes flattens and ranks the whole table on every call: remember recent answers.
const recent = new Map<string, TMatched>();
const RECENT_MAX = 2000;

/** The table entry a URL matched, with React Router's own ranking. */
export function matchEntry(pathname: string): TMatched {
  const known = recent.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(TABLE_ROUTES, pathname);
  const leaf = matches?.[matches.length - 1];
  const entry = leaf ? ROUTE_TABLE.find((e) => e.id === leaf.route.id) : undefined;
  const result: TMatched = leaf && entry ? { entry, params: leaf.params } : null;
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(pathname, result);
  return result;
}

export function notFound(message = "Halaman tidak ditemukan"): never {
  throw data(message, { status: 404 });
}

/** A domain read whose NOT_FOUND becomes the designed 404 page (with the domain's message). */
export async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound(err.message);
    throw err;
  }
}

/**
 * Matches the page URL (the loader's normalised `url`, without React Router's `.data` suffix) to
 * its table entry and turns a parameter that breaks its pattern into a 404.
 */
export function requireEntry(url: URL) {
  const m = matchEntry(url.pathname);
  if (!m || !paramsAreValid(m.entry, m.params)) notFound();
  return m;
}
