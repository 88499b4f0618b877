import { ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";

export interface TSeoRoute {
  id: string;
  path: string;
  title: string;
  lead: string;
  /** The path has parameters: a detail page whose title comes from its stored record. */
  detail: boolean;
  /** Whether the page puts " | Site name" after its title by default (the home page does not). */
  defaultSuffix: boolean;
}

/**
 * The routes whose meta tags staff may override (/Dashboard/Pengaturan/SEO): the entries of the
 * route table with `seo.configurable` (every public page; not the dashboard, routes that only hand
 * over to another page or show one visitor's own transaction, files that are not pages).
 */
export const SEO_ROUTES: readonly TSeoRoute[] = (ROUTE_TABLE as readonly TRouteEntry[])
  .filter((e) => e.seo.configurable)
  .map((e) => ({ id: e.id, path: e.path, title: e.title, lead: e.lead, detail: e.path.includes(":"), defaultSuffix: e.seo.titleSuffix }));

export const SEO_ROUTE_IDS: ReadonlySet<string> = new Set(SEO_ROUTES.map((r) => r.id));

export function seoRoute(id: string): TSeoRoute | undefined {
  return SEO_ROUTES.find((r) => r.id === id);
}
