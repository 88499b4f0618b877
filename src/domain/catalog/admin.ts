import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { adminPage, type TAdminListQuery, type TAdminPage } from "../../contracts/admin-list.ts";
import {
  slugify,
  type TBatchForm,
  type TClassForm,
  type TCompetenceForm,
  type TCourseForm,
  type TMentorForm,
  type TProgramForm,
  type TSchoolForm,
  type TSyllabusForm,
  type TWebinarForm,
} from "../../contracts/catalog-admin.ts";
import { imageUrl } from "../../contracts/catalog-constants.ts";
import type { Db } from "../../db/client.ts";
import {
  catalogBatches,
  catalogClasses,
  catalogCompetences,
  catalogCourses,
  catalogMentors,
  catalogPrograms,
  catalogSchools,
  catalogSyllabus,
  catalogWebinars,
} from "../../db/schema/catalog.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit } from "../admin/audit.ts";
import { conflictError } from "../admin/concurrency.ts";
import { likePattern } from "../admin/search.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { catalogScope, ownsClass, ownsCourse, requireManage, type TCatalogActor, type TCatalogScope } from "./admin-scope.ts";
import { DATE_TIME_MEDIUM_ID } from "../../kernel/format.ts";

export { catalogScope, type TCatalogActor, type TCatalogScope };

/**
 * The catalogue's admin console (issue 17): list, read, create, update, soft-delete, restore and
 * publish classes, programmes, batches, syllabus items, mentors, courses, schools, webinars and
 * competences of one tenant. Every
 * query is tenant-scoped, and for a mentor also limited to what they teach (admin-scope.ts).
 * Updates name the version they read (optimistic concurrency: 409 when it moved); every write
 * records an audit row in the same transaction. Callers bump the tenant version afterwards so the
 * public pages and data caches drop at once.
 */

export type TCatalogEntity = "class" | "program" | "batch" | "syllabus" | "mentor" | "course" | "school" | "webinar" | "competence";

export type TCatalogValues = {
  class: TClassForm;
  program: TProgramForm;
  batch: TBatchForm;
  syllabus: TSyllabusForm;
  mentor: TMentorForm;
  course: TCourseForm;
  school: TSchoolForm;
  webinar: TWebinarForm;
  competence: TCompetenceForm;
};

// The tables share the editable columns (tenant_id, id, version, deleted_at, updated_at); the
// generic code below treats them through this one shape.
type TAnyTable = typeof catalogClasses;

interface TEntityDef {
  table: TAnyTable;
  /** The audit log's name of the entity. */
  audit: string;
  /** "kelas", "program": how messages name one row. */
  noun: string;
  name: PgColumn;
  search: PgColumn[];
  sorts: Record<string, PgColumn>;
  defaultSort: [string, "asc" | "desc"];
  publish: PgColumn | null;
  /** Rows a mentor may touch: a class id or course id column, and which of their lists it is in. */
  owner: { kind: "class" | "course"; col: PgColumn; key: "id" | "classId" } | null;
  /** Create, delete and publish need catalog.manage (true) or owning the parent class (false). */
  manageOnly: boolean;
}

const t = <T>(x: T) => x as unknown as TAnyTable;

const DEFS: Record<TCatalogEntity, TEntityDef> = {
  class: {
    table: catalogClasses,
    audit: "kelas",
    noun: "kelas",
    name: catalogClasses.name,
    search: [catalogClasses.name, catalogClasses.code, catalogClasses.slug],
    sorts: {
      name: catalogClasses.name,
      code: catalogClasses.code,
      startsAt: catalogClasses.startsAt,
      position: catalogClasses.position,
      updatedAt: catalogClasses.updatedAt,
    },
    defaultSort: ["position", "asc"],
    publish: catalogClasses.isActive,
    owner: { kind: "class", col: catalogClasses.id, key: "id" },
    manageOnly: true,
  },
  program: {
    table: t(catalogPrograms),
    audit: "program",
    noun: "program",
    name: catalogPrograms.name,
    search: [catalogPrograms.name, catalogPrograms.slug, catalogPrograms.summary],
    sorts: {
      name: catalogPrograms.name,
      kind: catalogPrograms.kind,
      startsAt: catalogPrograms.startsAt,
      position: catalogPrograms.position,
      updatedAt: catalogPrograms.updatedAt,
    },
    defaultSort: ["position", "asc"],
    publish: catalogPrograms.isActive,
    owner: null,
    manageOnly: true,
  },
  batch: {
    table: t(catalogBatches),
    audit: "batch",
    noun: "batch",
    name: catalogBatches.name,
    search: [catalogBatches.name],
    sorts: { name: catalogBatches.name, number: catalogBatches.number, startsAt: catalogBatches.startsAt, updatedAt: catalogBatches.updatedAt },
    defaultSort: ["startsAt", "desc"],
    publish: catalogBatches.isActive,
    owner: { kind: "class", col: catalogBatches.classId, key: "classId" },
    manageOnly: false,
  },
  syllabus: {
    table: t(catalogSyllabus),
    audit: "silabus",
    noun: "materi silabus",
    name: catalogSyllabus.title,
    search: [catalogSyllabus.title, catalogSyllabus.description],
    sorts: { title: catalogSyllabus.title, position: catalogSyllabus.position, hours: catalogSyllabus.hours, updatedAt: catalogSyllabus.updatedAt },
    defaultSort: ["position", "asc"],
    publish: null,
    owner: { kind: "class", col: catalogSyllabus.classId, key: "classId" },
    manageOnly: false,
  },
  mentor: {
    table: t(catalogMentors),
    audit: "mentor",
    noun: "mentor",
    name: catalogMentors.name,
    search: [catalogMentors.name, catalogMentors.company, catalogMentors.role],
    sorts: { name: catalogMentors.name, company: catalogMentors.company, position: catalogMentors.position, updatedAt: catalogMentors.updatedAt },
    defaultSort: ["position", "asc"],
    publish: catalogMentors.isActive,
    owner: null,
    manageOnly: true,
  },
  course: {
    table: t(catalogCourses),
    audit: "kursus",
    noun: "kursus",
    name: catalogCourses.title,
    search: [catalogCourses.title, catalogCourses.slug, catalogCourses.summary],
    sorts: {
      title: catalogCourses.title,
      level: catalogCourses.level,
      price: catalogCourses.price,
      position: catalogCourses.position,
      updatedAt: catalogCourses.updatedAt,
    },
    defaultSort: ["position", "asc"],
    publish: catalogCourses.isActive,
    owner: { kind: "course", col: catalogCourses.id, key: "id" },
    manageOnly: true,
  },
  school: {
    table: t(catalogSchools),
    audit: "sekolah",
    noun: "sekolah",
    name: catalogSchools.name,
    search: [catalogSchools.name, catalogSchools.city, catalogSchools.province],
    sorts: { name: catalogSchools.name, city: catalogSchools.city, students: catalogSchools.students, updatedAt: catalogSchools.updatedAt },
    defaultSort: ["name", "asc"],
    publish: null,
    owner: null,
    manageOnly: true,
  },
  webinar: {
    table: t(catalogWebinars),
    audit: "webinar",
    noun: "webinar",
    name: catalogWebinars.title,
    search: [catalogWebinars.title, catalogWebinars.speaker, catalogWebinars.summary],
    sorts: { title: catalogWebinars.title, startsAt: catalogWebinars.startsAt, updatedAt: catalogWebinars.updatedAt },
    defaultSort: ["startsAt", "desc"],
    publish: null,
    owner: null,
    manageOnly: true,
  },
  competence: {
    table: t(catalogCompetences),
    audit: "kompetensi",
    noun: "kompetensi",
    name: catalogCompetences.name,
    search: [catalogCompetences.name, catalogCompetences.slug, catalogCompetences.description],
    sorts: { name: catalogCompetences.name, updatedAt: catalogCompetences.updatedAt },
    defaultSort: ["name", "asc"],
    publish: null,
    owner: null,
    manageOnly: true,
  },
};

export function catalogEntityNoun(entity: TCatalogEntity): string {
  return DEFS[entity].noun;
}

export function catalogSortKeys(entity: TCatalogEntity): string[] {
  return Object.keys(DEFS[entity].sorts);
}

export function catalogCanPublish(entity: TCatalogEntity): boolean {
  return DEFS[entity].publish !== null;
}

/** The condition that limits a mentor to their own rows (true for managers). */
function ownerCond(def: TEntityDef, scope: TCatalogScope): SQL | undefined {
  if (scope.all) return undefined;
  if (!def.owner) return sql`false`;
  const ids = def.owner.kind === "class" ? scope.classIds : scope.courseIds;
  return ids.length ? inArray(def.owner.col, ids) : sql`false`;
}

function ownsRow(def: TEntityDef, scope: TCatalogScope, row: Record<string, unknown>): boolean {
  if (scope.all) return true;
  if (!def.owner) return false;
  const id = Number(row[def.owner.key]);
  return def.owner.kind === "class" ? ownsClass(scope, id) : ownsCourse(scope, id);
}

export interface TCatalogListItem {
  id: number;
  title: string;
  /** A second line: code, class, company… */
  detail: string;
  /** Published (shown on the site); null for rows without the flag (syllabus). */
  published: boolean | null;
  deleted: boolean;
  updatedAt: string;
  /** Class badge state, course premium flag and the like, per entity. */
  extra: Record<string, string | number | boolean | null>;
}

export interface TCatalogListFilters {
  programId?: number;
  classId?: number;
}

/** One page of an admin list: search, filter (published/draft, trash, programme, class), sort. */
export async function listCatalogRows(
  ctx: TTenantCtx,
  scope: TCatalogScope,
  entity: TCatalogEntity,
  q: TAdminListQuery,
  f: TCatalogListFilters = {},
): Promise<{ items: TCatalogListItem[]; page: TAdminPage }> {
  const def = DEFS[entity];
  const tb = def.table;
  const where: (SQL | undefined)[] = [tenantScope(tb.tenantId, ctx), q.trash ? isNotNull(tb.deletedAt) : isNull(tb.deletedAt), ownerCond(def, scope)];
  const like = likePattern(q.q);
  if (like) where.push(or(...def.search.map((c) => ilike(c, like))));
  if (def.publish && q.status === "terbit") where.push(eq(def.publish, true));
  if (def.publish && q.status === "draf") where.push(eq(def.publish, false));
  if (f.programId && (entity === "class" || entity === "batch" || entity === "syllabus" || entity === "school" || entity === "webinar"))
    where.push(eq((tb as unknown as { programId: PgColumn }).programId, f.programId));
  if (f.classId && (entity === "batch" || entity === "syllabus")) where.push(eq((tb as unknown as { classId: PgColumn }).classId, f.classId));
  const cond = and(...where);
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(tb).where(cond);
  const page = adminPage(Number(n), q.page);
  const sortKey = q.sort && def.sorts[q.sort] ? q.sort : def.defaultSort[0];
  const dir = q.sort && def.sorts[q.sort] ? q.dir : def.defaultSort[1];
  const col = def.sorts[sortKey]!;
  const rows = (await ctx.db
    .select()
    .from(tb)
    .where(cond)
    .orderBy(dir === "desc" ? desc(col) : asc(col), asc(tb.id))
    .limit(page.size)
    .offset(page.offset)) as unknown as Record<string, unknown>[];
  const classNames = await namesOf(
    ctx,
    "class",
    rows.map((r) => Number(r.classId)).filter((x) => x > 0),
  );
  const programNames = await namesOf(
    ctx,
    "program",
    rows.map((r) => Number(r.programId)).filter((x) => x > 0),
  );
  return { items: rows.map((r) => listItem(entity, r, classNames, programNames)), page };
}

async function namesOf(ctx: TTenantCtx, kind: "class" | "program", ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const tb = kind === "class" ? catalogClasses : catalogPrograms;
  const rows = await ctx.db
    .select({ id: tb.id, name: tb.name })
    .from(tb)
    .where(and(tenantScope(tb.tenantId, ctx), inArray(tb.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function listItem(entity: TCatalogEntity, r: Record<string, unknown>, classes: Map<number, string>, programs: Map<number, string>): TCatalogListItem {
  const base = {
    id: Number(r.id),
    deleted: r.deletedAt !== null && r.deletedAt !== undefined,
    updatedAt: (r.updatedAt as Date).toISOString(),
    published: typeof r.isActive === "boolean" ? r.isActive : null,
  };
  const program = r.programId ? (programs.get(Number(r.programId)) ?? null) : null;
  switch (entity) {
    case "class":
      return {
        ...base,
        title: String(r.name),
        detail: [r.code, program].filter(Boolean).join(" · "),
        extra: { state: String(r.state ?? "none"), slug: String(r.slug) },
      };
    case "program":
      return { ...base, title: String(r.name), detail: `${r.kind} · ${r.level}`, extra: { slug: String(r.slug) } };
    case "batch":
      return {
        ...base,
        title: String(r.name),
        detail: `${classes.get(Number(r.classId)) ?? "Kelas dihapus"} · Batch ${r.number}`,
        extra: { startsAt: (r.startsAt as Date).toISOString() },
      };
    case "syllabus":
      return {
        ...base,
        title: String(r.title),
        detail: `${classes.get(Number(r.classId)) ?? "Kelas dihapus"} · materi ${r.position} · ${r.hours} jam`,
        extra: {},
      };
    case "mentor":
      return { ...base, title: String(r.name), detail: [r.role, r.company].filter(Boolean).join(", "), extra: { slug: String(r.slug) } };
    case "course":
      return {
        ...base,
        title: String(r.title),
        detail: `${r.isPremium ? "Premium" : "Gratis"} · ${r.level}`,
        extra: { slug: String(r.slug), isPremium: Boolean(r.isPremium) },
      };
    case "school":
      return {
        ...base,
        title: String(r.name),
        detail: [`${r.city}, ${r.province}`, program ?? "Program dihapus", `${Number(r.students).toLocaleString("id-ID")} siswa`].join(" · "),
        extra: {},
      };
    case "webinar":
      return {
        ...base,
        title: String(r.title),
        detail: [r.speaker, DATE_TIME_MEDIUM_ID.format(r.startsAt as Date), program].filter(Boolean).join(" · "),
        extra: { slug: String(r.slug) },
      };
    case "competence":
      return { ...base, title: String(r.name), detail: `/${r.slug}`, extra: { slug: String(r.slug) } };
  }
}

/** A row for its edit form (also a deleted one: the form says it is in the trash); null when absent or not the actor's. */
export async function getCatalogRow<E extends TCatalogEntity>(
  ctx: TTenantCtx,
  scope: TCatalogScope,
  entity: E,
  id: number,
): Promise<(Record<string, unknown> & { id: number; version: number; deletedAt: Date | null }) | null> {
  const def = DEFS[entity];
  const [row] = await ctx.db
    .select()
    .from(def.table)
    .where(and(tenantScope(def.table.tenantId, ctx), eq(def.table.id, id), ownerCond(def, scope)));
  if (!row) return null;
  const { search: _s, tenantId: _t, ...rest } = row as Record<string, unknown>;
  return rest as Record<string, unknown> & { id: number; version: number; deletedAt: Date | null };
}

function fieldError(field: string, message: string): AppError {
  return new AppError("INVALID_INPUT", message, { fields: { [field]: message } });
}

async function taken(tx: Db, ctx: TTenantCtx, col: PgColumn, table: TAnyTable, value: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(tenantScope(table.tenantId, ctx), eq(col, value), exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

async function liveRow(tx: Db, ctx: TTenantCtx, table: TAnyTable, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select()
    .from(table)
    .where(and(tenantScope(table.tenantId, ctx), eq(table.id, id), isNull(table.deletedAt)));
  return (row as Record<string, unknown> | undefined) ?? null;
}

/**
 * The columns a form writes, checked against the tenant: referenced programme, class and mentors
 * must be this tenant's live rows (a crafted form naming another tenant's id is refused), slugs
 * and class codes unique, images generated when left empty.
 */
async function columnsOf(tx: Db, ctx: TTenantCtx, scope: TCatalogScope, entity: TCatalogEntity, v: TCatalogValues[TCatalogEntity], id: number | null) {
  const def = DEFS[entity];
  const out: Record<string, unknown> = { ...v };
  const uniqueSlug = async (fromName: string, kind: "class" | "program" | "mentor" | "course" | null, imageField: string | null) => {
    const given = String(out.slug ?? "");
    const slug = given || slugify(fromName);
    if (await taken(tx, ctx, (def.table as unknown as { slug: PgColumn }).slug, def.table, slug, id))
      throw fieldError(
        "slug",
        given ? "Slug ini sudah dipakai (juga oleh data di Sampah). Pilih slug lain." : "Slug dari nama ini sudah dipakai. Isi slug lain.",
      );
    out.slug = slug;
    if (kind && imageField && !out[imageField]) out[imageField] = imageUrl(kind, slug);
  };
  const checkProgram = async (programId: number | null) => {
    if (programId && !(await liveRow(tx, ctx, t(catalogPrograms), programId))) throw fieldError("programId", "Program tidak ditemukan di situs ini.");
  };
  const checkClass = async (classId: number) => {
    const c = await liveRow(tx, ctx, catalogClasses, classId);
    if (!c || !ownsClass(scope, classId)) throw fieldError("classId", "Kelas tidak ditemukan di situs ini.");
    return c;
  };
  switch (entity) {
    case "class": {
      const c = v as TClassForm;
      await uniqueSlug(c.name, "class", "logo");
      if (await taken(tx, ctx, catalogClasses.code, catalogClasses, c.code, id)) throw fieldError("code", "Kode kelas ini sudah dipakai. Pilih kode lain.");
      await checkProgram(c.programId);
      const ids = [...new Set(c.mentorIds)];
      if (ids.length) {
        const found = await tx
          .select({ id: catalogMentors.id })
          .from(catalogMentors)
          .where(and(tenantScope(catalogMentors.tenantId, ctx), inArray(catalogMentors.id, ids), isNull(catalogMentors.deletedAt)));
        if (found.length !== ids.length) throw fieldError("mentorIds", "Mentor yang dipilih tidak ditemukan di situs ini.");
      }
      out.mentorIds = ids;
      break;
    }
    case "program":
      await uniqueSlug((v as TProgramForm).name, "program", "logo");
      break;
    case "mentor":
      await uniqueSlug((v as TMentorForm).name, "mentor", "photo");
      break;
    case "course": {
      const c = v as TCourseForm;
      await uniqueSlug(c.title, "course", "cover");
      if (c.mentorId && !(await liveRow(tx, ctx, t(catalogMentors), c.mentorId))) throw fieldError("mentorId", "Mentor tidak ditemukan di situs ini.");
      if (!c.isPremium) out.price = 0;
      break;
    }
    case "school": {
      const programId = (v as TSchoolForm).programId;
      if (!(await liveRow(tx, ctx, t(catalogPrograms), programId))) throw fieldError("programId", "Program tidak ditemukan di situs ini.");
      break;
    }
    case "webinar":
      await uniqueSlug((v as TWebinarForm).title, null, null);
      await checkProgram((v as TWebinarForm).programId);
      break;
    case "competence":
      await uniqueSlug((v as TCompetenceForm).name, null, null);
      break;
    case "batch":
    case "syllabus": {
      const cls = await checkClass((v as TBatchForm | TSyllabusForm).classId);
      out.programId = cls.programId ?? null;
      break;
    }
  }
  return out;
}

function auditView(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!row) return null;
  const { search: _s, tenantId: _t, state: _st, ...rest } = row;
  return rest;
}

function unique(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Creates a row; returns its id. */
export async function createCatalogRow<E extends TCatalogEntity>(ctx: TTenantCtx, actor: TCatalogActor, entity: E, values: TCatalogValues[E]): Promise<number> {
  const scope = await catalogScope(ctx, actor);
  const def = DEFS[entity];
  if (def.manageOnly) requireManage(scope, `menambah ${def.noun}`);
  try {
    return await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const cols = await columnsOf(db, ctx, scope, entity, values, null);
      const [row] = await db
        .insert(def.table)
        .values({ ...cols, tenantId: ctx.tenantId } as never)
        .returning();
      await recordAudit(db, ctx, {
        actor: { id: actor.userId, name: actor.name },
        entity: def.audit,
        entityId: row!.id,
        action: "create",
        before: null,
        after: auditView(row as never),
      });
      return row!.id;
    });
  } catch (err) {
    if (unique(err)) throw fieldError("slug", "Slug atau kode ini sudah dipakai. Pilih yang lain.");
    throw err;
  }
}

/** Saves an edit made on `version`; 409 when someone saved in between, 404 when absent or not the actor's. */
export async function updateCatalogRow<E extends TCatalogEntity>(
  ctx: TTenantCtx,
  actor: TCatalogActor,
  entity: E,
  id: number,
  version: number,
  values: TCatalogValues[E],
): Promise<void> {
  const scope = await catalogScope(ctx, actor);
  const def = DEFS[entity];
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [before] = (await db
        .select()
        .from(def.table)
        .where(and(tenantScope(def.table.tenantId, ctx), eq(def.table.id, id), ownerCond(def, scope)))) as unknown as Record<string, unknown>[];
      if (!before) throw new AppError("NOT_FOUND", `Data ${def.noun} tidak ditemukan.`);
      if (before.deletedAt) throw new AppError("INVALID_INPUT", `Data ${def.noun} ini ada di Sampah. Pulihkan dulu sebelum mengubahnya.`);
      const cols = await columnsOf(db, ctx, scope, entity, values, id);
      // A mentor may not publish or unpublish their class or course through its form.
      if (def.manageOnly && !scope.all && def.publish) cols.isActive = before.isActive;
      // Nor make a course premium or change its price.
      if (entity === "course" && !scope.all) {
        cols.isPremium = before.isPremium;
        cols.price = before.price;
      }
      // Nor move a batch or syllabus item to a class that is not theirs (checked in columnsOf), nor reach past their rows.
      if (!ownsRow(def, scope, { ...before, ...cols })) throw new AppError("NOT_FOUND", `Data ${def.noun} tidak ditemukan.`);
      const [after] = await db
        .update(def.table)
        .set({ ...cols, version: sql`${def.table.version} + 1`, updatedAt: new Date() } as never)
        .where(and(tenantScope(def.table.tenantId, ctx), eq(def.table.id, id), eq(def.table.version, version), isNull(def.table.deletedAt)))
        .returning();
      if (!after) throw conflictError();
      await recordAudit(db, ctx, {
        actor: { id: actor.userId, name: actor.name },
        entity: def.audit,
        entityId: id,
        action: "update",
        before: auditView(before),
        after: auditView(after as never),
      });
    });
  } catch (err) {
    if (unique(err)) throw fieldError("slug", "Slug atau kode ini sudah dipakai. Pilih yang lain.");
    throw err;
  }
}

export type TRowAction = "delete" | "restore" | "publish" | "unpublish";

/**
 * Soft delete, restore, publish or unpublish rows (one or a bulk selection). Rows that are not the
 * tenant's (or not the actor's) are skipped, so a crafted id changes nothing; returns how many
 * changed. Each change bumps the row's version (an edit form opened before it then conflicts).
 */
export async function applyCatalogAction(ctx: TTenantCtx, actor: TCatalogActor, entity: TCatalogEntity, action: TRowAction, ids: number[]): Promise<number> {
  const scope = await catalogScope(ctx, actor);
  const def = DEFS[entity];
  if (def.manageOnly) requireManage(scope, action === "delete" || action === "restore" ? `menghapus atau memulihkan ${def.noun}` : `menerbitkan ${def.noun}`);
  if ((action === "publish" || action === "unpublish") && !def.publish) throw new AppError("INVALID_INPUT", `Data ${def.noun} tidak punya status terbit.`);
  const wanted = [...new Set(ids)].filter((x) => Number.isInteger(x) && x > 0).slice(0, 100);
  if (wanted.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const stateCond =
      action === "delete"
        ? isNull(def.table.deletedAt)
        : action === "restore"
          ? isNotNull(def.table.deletedAt)
          : and(isNull(def.table.deletedAt), eq(def.publish!, action === "unpublish"));
    const rows = (await db
      .select()
      .from(def.table)
      .where(and(tenantScope(def.table.tenantId, ctx), inArray(def.table.id, wanted), ownerCond(def, scope), stateCond))) as unknown as Record<
      string,
      unknown
    >[];
    for (const before of rows) {
      const set = action === "delete" ? { deletedAt: new Date() } : action === "restore" ? { deletedAt: null } : { isActive: action === "publish" };
      const [after] = await db
        .update(def.table)
        .set({ ...set, version: sql`${def.table.version} + 1`, updatedAt: new Date() } as never)
        .where(and(tenantScope(def.table.tenantId, ctx), eq(def.table.id, Number(before.id))))
        .returning();
      await recordAudit(db, ctx, {
        actor: { id: actor.userId, name: actor.name },
        entity: def.audit,
        entityId: Number(before.id),
        action,
        before: auditView(before),
        after: auditView(after as never),
        summary: `${String(before.name ?? before.title ?? "")}`.slice(0, 200) || undefined,
      });
    }
    return rows.length;
  });
}

/** Options of the form's selects: programmes, classes (the actor's), mentors. */
export async function catalogOptions(ctx: TTenantCtx, scope: TCatalogScope) {
  const [programs, classes, mentors] = await Promise.all([
    ctx.db
      .select({ id: catalogPrograms.id, name: catalogPrograms.name })
      .from(catalogPrograms)
      .where(and(tenantScope(catalogPrograms.tenantId, ctx), isNull(catalogPrograms.deletedAt)))
      .orderBy(asc(catalogPrograms.name)),
    ctx.db
      .select({ id: catalogClasses.id, name: catalogClasses.name, code: catalogClasses.code })
      .from(catalogClasses)
      .where(and(tenantScope(catalogClasses.tenantId, ctx), isNull(catalogClasses.deletedAt), ownerCond(DEFS.class, scope)))
      .orderBy(asc(catalogClasses.name)),
    ctx.db
      .select({ id: catalogMentors.id, name: catalogMentors.name })
      .from(catalogMentors)
      .where(and(tenantScope(catalogMentors.tenantId, ctx), isNull(catalogMentors.deletedAt)))
      .orderBy(asc(catalogMentors.name)),
  ]);
  return { programs, classes, mentors };
}
