import { matchPath, type MetaDescriptor } from "react-router";
import { buildMeta, siteFromMatches } from "../seo/meta.ts";
import { DASHBOARD_LAYOUT_FILE, ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";

/**
 * The heading and document title of a dashboard page. Its route-table title (a section's menu
 * label, or "Tambah kelas"), and for a page about one record the title its loader
 * names (`pageTitle`: "Ubah artikel: Belajar React"). Never the bare "Dasbor" for a page that has
 * a name of its own.
 */
const DASH_ROUTES = (ROUTE_TABLE as readonly TRouteEntry[])
  .filter((e) => e.layout === DASHBOARD_LAYOUT_FILE)
  // Static paths before those with parameters, so /…/baru wins over /…/:id.
  .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0));

export const DASHBOARD_FALLBACK_TITLE = "Dasbor";

/** A route's own title: its route-table title (a section's menu label). */
export function dashboardRouteTitle(routeId: string | undefined): string | null {
  if (!routeId) return null;
  return DASH_ROUTES.find((e) => e.id === routeId)?.title ?? null;
}

/** The title for a path when no match data is at hand (the layout's meta sees only itself). */
export function dashboardPathTitle(pathname: string): string {
  const hit = DASH_ROUTES.find((e) => matchPath({ path: e.path, caseSensitive: true, end: true }, pathname));
  return dashboardRouteTitle(hit?.id) ?? DASHBOARD_FALLBACK_TITLE;
}

/** A loader's `pageTitle` (a record's name) if it gives one. */
export function pageTitleOf(data: unknown): string | null {
  const t = data && typeof data === "object" ? (data as { pageTitle?: unknown }).pageTitle : undefined;
  return typeof t === "string" && t.trim() ? t : null;
}

/** The heading of the page the matches end in (the deepest route with a title). */
export function dashboardTitle(matches: readonly { id: string; data?: unknown; loaderData?: unknown }[], pathname?: string): string {
  for (const m of [...matches].reverse()) {
    const own = pageTitleOf(m.loaderData ?? m.data) ?? dashboardRouteTitle(m.id);
    if (own) return own;
  }
  return pathname ? dashboardPathTitle(pathname) : DASHBOARD_FALLBACK_TITLE;
}

/** Meta of a dashboard page: "<its title> — Dasbor", never indexed. Used by the layout and by pages about one record. */
export function dashboardMeta(args: {
  data?: unknown;
  loaderData?: unknown;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
}): MetaDescriptor[] {
  const title = pageTitleOf(args.loaderData ?? args.data) ?? dashboardPathTitle(args.location.pathname);
  return buildMeta(siteFromMatches(args.matches), {
    title: `${title} — ${DASHBOARD_FALLBACK_TITLE}`,
    description: "Dasbor anggota.",
    path: "/Dashboard",
    robots: "noindex, nofollow",
  });
}
