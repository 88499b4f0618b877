import { and, eq } from "drizzle-orm";
import { catalogClasses, catalogCourses, catalogMentors, catalogPrograms } from "../../db/schema/catalog.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import type { TImageKind } from "../../contracts/catalog-constants.ts";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function initials(name: string): string {
  const words = name.split(/[\s:/-]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w) && !["dan", "untuk", "di", "dengan", "ke", "dari"].includes(w.toLowerCase()));
  return ((words[0]?.[0] ?? "K") + (words[1]?.[0] ?? "")).toUpperCase();
}

/** A small stable number from a string, to vary the pattern per item. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Generated artwork for catalogue items (no third-party images): a mentor gets a round avatar
 * with initials, a class, programme or course a square badge in the tenant's colours.
 */
export function catalogImageSvg(kind: TImageKind, name: string, primary: string, secondary: string): string {
  const ini = esc(initials(name));
  const h = hash(name);
  const font = "font-family='Raleway,Segoe UI,Helvetica,Arial,sans-serif'";
  const label = esc(name);
  if (kind === "mentor") {
    return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 160' role='img' aria-label='${label}'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${primary}'/><stop offset='1' stop-color='${secondary}'/></linearGradient></defs><rect width='160' height='160' rx='80' fill='url(#g)'/><circle cx='80' cy='62' r='26' fill='#fff' opacity='.22'/><path d='M34 136c8-26 28-38 46-38s38 12 46 38' fill='#fff' opacity='.22'/><text x='80' y='94' text-anchor='middle' ${font} font-size='46' font-weight='800' fill='#fff'>${ini}</text></svg>`;
  }
  const rot = h % 360;
  const cx = 40 + (h % 240);
  const shapes =
    kind === "course"
      ? `<rect x='196' y='56' width='80' height='100' rx='8' fill='#fff' opacity='.18' transform='rotate(${(h % 20) - 10} 236 106)'/><path d='M212 84h48M212 104h48M212 124h30' stroke='#fff' stroke-width='8' stroke-linecap='round' opacity='.5'/>`
      : kind === "program"
        ? `<circle cx='250' cy='60' r='70' fill='#fff' opacity='.12'/><circle cx='250' cy='60' r='40' fill='#fff' opacity='.12'/>`
        : `<rect x='200' y='30' width='90' height='90' rx='22' fill='#fff' opacity='.14' transform='rotate(${rot} 245 75)'/>`;
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 200' role='img' aria-label='${label}'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${primary}'/><stop offset='1' stop-color='${secondary}'/></linearGradient></defs><rect width='320' height='200' fill='url(#g)'/><circle cx='${cx}' cy='190' r='70' fill='#fff' opacity='.08'/>${shapes}<rect x='28' y='52' width='96' height='96' rx='24' fill='#fff' opacity='.95'/><text x='76' y='116' text-anchor='middle' ${font} font-size='44' font-weight='800' fill='${primary}'>${ini}</text></svg>`;
}

/** The name behind an image slug, scoped to the tenant; null when there is no such item. */
export async function imageSubjectName(ctx: TTenantCtx, kind: TImageKind, slug: string): Promise<string | null> {
  const table = { class: catalogClasses, program: catalogPrograms, mentor: catalogMentors, course: catalogCourses }[kind];
  const nameCol = kind === "course" ? catalogCourses.title : (table as typeof catalogClasses).name;
  const [row] = await ctx.db
    .select({ name: nameCol })
    .from(table)
    .where(and(tenantScope(table.tenantId, ctx), eq(table.slug, slug)))
    .limit(1);
  return row?.name ?? null;
}
