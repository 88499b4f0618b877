import { read } from "../../lib/cached-read.server.ts";
import { CLASS_LEVELS, CLASS_STATES, CLASS_TYPES, type TClassLevel, type TClassState, type TClassType } from "../../../src/contracts/catalog-constants.ts";
import { listActiveClasses } from "../../../src/domain/catalog/classes.ts";
import { listAllPrograms } from "../../../src/domain/catalog/programs.ts";
import type { TViewer } from "../../../src/domain/catalog/access.ts";
import { getViewer } from "../../lib/identity.server.ts";
import { toClassCard } from "../../components/catalog/class-card-data.ts";
import { requestOf, type TRouterContext } from "../../lib/request-context.server.ts";

/** The tenant context every catalogue loader passes to the domain. */
/** A positive page number from the URL; anything else is page 1. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

export interface TClassListFilters {
  search: string;
  level: TClassLevel | "";
  state: TClassState | "";
  program: string;
  type: TClassType | "";
}

/** Filters of the /Class page from its URL; unknown values are dropped, not an error page. */
export function classFiltersFromUrl(url: URL): TClassListFilters {
  const p = url.searchParams;
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | "" => {
    const v = p.get(name) ?? "";
    return (allowed as readonly string[]).includes(v) ? (v as T) : "";
  };
  const program = p.get("program") ?? "";
  return {
    search: (p.get("search") ?? "").trim().slice(0, 100),
    level: pick("level", CLASS_LEVELS),
    state: pick("state", CLASS_STATES),
    program: /^[a-z0-9]+(-[a-z0-9]+)*$/.test(program) ? program : "",
    type: pick("type", CLASS_TYPES),
  };
}

/** Everything the class list needs: the page of classes, the filters, the programme choices. */
export async function loadClassList(url: URL, context: TRouterContext, extra: { competenceId?: number } = {}) {
  const filters = classFiltersFromUrl(url);
  const programs = await read(context, listAllPrograms);
  const program = programs.find((p) => p.slug === filters.program);
  const result = await read(context, listActiveClasses, {
    page: pageParam(url),
    search: filters.search || undefined,
    level: filters.level || undefined,
    state: filters.state || undefined,
    type: filters.type || undefined,
    programIds: program ? [program.id] : filters.program ? [-1] : undefined,
    competenceId: extra.competenceId,
  });
  return {
    result: { ...result, items: result.items.map(toClassCard) },
    filters,
    programs: programs.map((p) => ({ slug: p.slug, name: p.name })),
    search: url.search,
    path: url.pathname,
  };
}

/** Who is reading a course: the signed-in user of this tenant (identity's session), or null. */
export async function courseViewer(request: Request, context: TRouterContext): Promise<TViewer | null> {
  const viewer = await getViewer(request, context);
  return viewer ? { userId: viewer.userId } : null;
}

/** The origin and the provider's name a catalogue page puts into its structured data. */
export function pageSite(context: TRouterContext): { origin: string; provider: string } {
  const { origin, tenant } = requestOf(context);
  return { origin, provider: tenant.name };
}
