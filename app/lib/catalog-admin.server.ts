import { data } from "react-router";
import type { z } from "zod";
import {
  ZBatchForm,
  ZClassForm,
  ZCompetenceForm,
  ZCourseForm,
  ZMentorForm,
  ZProgramForm,
  ZSchoolForm,
  ZSyllabusForm,
  ZWebinarForm,
} from "../../src/contracts/catalog-admin.ts";
import type { TCatalogActor, TCatalogEntity } from "../../src/domain/catalog/admin.ts";
import type { TViewer } from "../../src/domain/identity/accounts.ts";
import { CATALOG_SECTIONS, type TCatalogSectionId } from "./catalog-sections.ts";
import { requireSection } from "./dashboard.server.ts";
import { requestOf, type TRouterContext } from "./request-context.server.ts";

/** The form schema of each catalogue entity (src/contracts/catalog-admin.ts). */
export const CATALOG_SCHEMAS: Record<TCatalogEntity, z.ZodType> = {
  class: ZClassForm,
  program: ZProgramForm,
  batch: ZBatchForm,
  syllabus: ZSyllabusForm,
  mentor: ZMentorForm,
  course: ZCourseForm,
  school: ZSchoolForm,
  webinar: ZWebinarForm,
  competence: ZCompetenceForm,
};

/** The catalogue section a URL belongs to (`/Dashboard/Katalog/Kelas/12` → class), or a 404. */
export function catalogEntityOf(url: URL): TCatalogEntity {
  const seg = url.pathname.split("/")[3] ?? "";
  const hit = (Object.entries(CATALOG_SECTIONS) as [TCatalogEntity, (typeof CATALOG_SECTIONS)[TCatalogEntity]][]).find(([, s]) => s.segment === seg);
  if (!hit) throw data("Halaman tidak ditemukan.", { status: 404 });
  return hit[0];
}

/** The one access check of a catalogue page: signed in, the section's permission; the staff member as an actor. */
export async function requireCatalog(
  args: { request: Request; context: TRouterContext; url: URL },
  entity: TCatalogEntity,
): Promise<{ viewer: TViewer; actor: TCatalogActor }> {
  const viewer = await requireSection(args, CATALOG_SECTIONS[entity].section as TCatalogSectionId);
  return { viewer, actor: { userId: viewer.userId, name: viewer.name, role: viewer.role } };
}

/** Public pages and data caches drop at once (every server process): the tenant's version moves. */
export async function catalogChanged(context: TRouterContext): Promise<void> {
  const { services, tenant } = requestOf(context);
  await services.registry.bumpVersion(tenant.id);
}

/** A route `:id` (digits, checked by the route table) as a number. */
export function idParam(params: { id?: string }): number {
  const n = Number(params.id);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw data("Halaman tidak ditemukan.", { status: 404 });
  return n;
}
