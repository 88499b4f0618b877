import { data } from "react-router";
import { AppError } from "../../src/kernel/errors.ts";
import { paramsAreValid, ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";

/** Table entries by path: React Router's `pattern` of a matched page route is its entry's path. */
const ENTRY_BY_PATH = new Map<string, TRouteEntry>(ROUTE_TABLE.map((e) => [e.path, e]));

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
 * The table entry of the route React Router matched (its `pattern` and `params` from the loader
 * or action arguments: the URL is matched once, by the router); a parameter that breaks its
 * pattern is a 404.
 */
export function requireEntry({ pattern, params }: { pattern: string; params: Readonly<Record<string, string | undefined>> }): { entry: TRouteEntry } {
  const entry = ENTRY_BY_PATH.get(pattern);
  if (!entry || !paramsAreValid(entry, params)) notFound();
  return { entry };
}
