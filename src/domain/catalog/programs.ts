import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { catalogBatches, catalogClasses, catalogMentors, catalogPrograms, catalogSchools, catalogSyllabus, type TProgramRow } from "../../db/schema/catalog.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { listActiveClasses, type TBatch, type TClassSummary, type TMentorBrief, type TSyllabusItem } from "./classes.ts";
import { DEFAULT_SCHOOL_PAGE_SIZE, MAX_PAGE_SIZE } from "../../contracts/catalog-constants.ts";
import { activePage, listPage, normalisePage, type TActivePage, type TListPage } from "../../kernel/pagination.ts";
import { matchesSearch, prefixTsQuery, searchRank } from "./search.ts";

export interface TProgramSummary {
  id: number;
  slug: string;
  name: string;
  summary: string;
  logo: string;
  kind: string;
  level: string;
  startsAt: string;
  endsAt: string;
  classCount: number;
  schoolCount: number;
}

export interface TProgramDetail extends TProgramSummary {
  description: string;
  classes: TClassSummary[];
}

// Correlated counts; the outer columns are written out in full so they cannot bind to the inner table.
const classCount = sql<number>`(select count(*)::int from ${catalogClasses} c where c.tenant_id = "catalog_programs"."tenant_id" and c.program_id = "catalog_programs"."id" and c.is_active and c.deleted_at is null)`;
const schoolCount = sql<number>`(select count(*)::int from ${catalogSchools} s where s.tenant_id = "catalog_programs"."tenant_id" and s.program_id = "catalog_programs"."id" and s.deleted_at is null)`;

function toSummary(p: TProgramRow, classes: number, schools: number): TProgramSummary {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    summary: p.summary,
    logo: p.logo,
    kind: p.kind,
    level: p.level,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    classCount: Number(classes),
    schoolCount: Number(schools),
  };
}

/** Active programmes, paginated (`program/active?page&pageSize`), optionally searched. */
export async function listActivePrograms(
  ctx: TTenantCtx,
  f: { page?: number; pageSize?: number; search?: string } = {},
): Promise<TActivePage<TProgramSummary>> {
  const req = normalisePage(f.page, f.pageSize);
  const where: SQL[] = [tenantScope(catalogPrograms.tenantId, ctx), eq(catalogPrograms.isActive, true), isNull(catalogPrograms.deletedAt)];
  const q = prefixTsQuery(f.search);
  if (q) where.push(matchesSearch(catalogPrograms.search, q));
  const cond = and(...where);
  const order = q
    ? [sql`${searchRank(catalogPrograms.search, q)} desc`, asc(catalogPrograms.position)]
    : [asc(catalogPrograms.position), asc(catalogPrograms.id)];
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({ p: catalogPrograms, classes: classCount, schools: schoolCount })
      .from(catalogPrograms)
      .where(cond)
      .orderBy(...order)
      .limit(req.pageSize)
      .offset(req.offset),
    ctx.db.select({ n: count() }).from(catalogPrograms).where(cond),
  ]);
  return activePage(
    rows.map((r) => toSummary(r.p, r.classes, r.schools)),
    req,
    Number(n),
  );
}

/** Every active programme (Main API `programs`, filter lists): small, so not paginated. */
export async function listAllPrograms(ctx: TTenantCtx): Promise<TProgramSummary[]> {
  const rows = await ctx.db
    .select({ p: catalogPrograms, classes: classCount, schools: schoolCount })
    .from(catalogPrograms)
    .where(and(tenantScope(catalogPrograms.tenantId, ctx), eq(catalogPrograms.isActive, true), isNull(catalogPrograms.deletedAt)))
    .orderBy(asc(catalogPrograms.position), asc(catalogPrograms.id));
  return rows.map((r) => toSummary(r.p, r.classes, r.schools));
}

async function findProgram(ctx: TTenantCtx, by: SQL): Promise<{ p: TProgramRow; classes: number; schools: number } | null> {
  const [row] = await ctx.db
    .select({ p: catalogPrograms, classes: classCount, schools: schoolCount })
    .from(catalogPrograms)
    .where(and(tenantScope(catalogPrograms.tenantId, ctx), by, isNull(catalogPrograms.deletedAt)));
  return row ?? null;
}

/** A programme with its classes; null when the tenant has no such programme. */
export async function getProgram(ctx: TTenantCtx, key: { slug: string } | { id: number }): Promise<TProgramDetail | null> {
  const row = await findProgram(ctx, "slug" in key ? eq(catalogPrograms.slug, key.slug) : eq(catalogPrograms.id, key.id));
  if (!row) return null;
  const classes = await listActiveClasses(ctx, { programIds: [row.p.id], pageSize: MAX_PAGE_SIZE });
  return { ...toSummary(row.p, row.classes, row.schools), description: row.p.description, classes: classes.items };
}

export async function requireProgram(ctx: TTenantCtx, key: { slug: string } | { id: number }): Promise<TProgramDetail> {
  const p = await getProgram(ctx, key);
  if (!p) throw new AppError("NOT_FOUND", "Program tidak ditemukan.");
  return p;
}

export interface TSchool {
  id: number;
  name: string;
  city: string;
  province: string;
  students: number;
}

/** Schools linked to a programme (`program/schools?programId&page&pageSize`, default 10). */
export async function listProgramSchools(ctx: TTenantCtx, programId: number, f: { page?: number; pageSize?: number } = {}): Promise<TListPage<TSchool>> {
  const program = await findProgram(ctx, eq(catalogPrograms.id, programId));
  if (!program) throw new AppError("NOT_FOUND", "Program tidak ditemukan.");
  const req = normalisePage(f.page, f.pageSize, DEFAULT_SCHOOL_PAGE_SIZE);
  const cond = and(tenantScope(catalogSchools.tenantId, ctx), eq(catalogSchools.programId, programId), isNull(catalogSchools.deletedAt));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({
        id: catalogSchools.id,
        name: catalogSchools.name,
        city: catalogSchools.city,
        province: catalogSchools.province,
        students: catalogSchools.students,
      })
      .from(catalogSchools)
      .where(cond)
      .orderBy(asc(catalogSchools.name), asc(catalogSchools.id))
      .limit(req.pageSize)
      .offset(req.offset),
    ctx.db.select({ n: count() }).from(catalogSchools).where(cond),
  ]);
  return listPage(rows, req, Number(n));
}

export interface TProgramSyllabus {
  program: { id: number; slug: string; name: string; summary: string };
  classes: { id: number; code: string; slug: string; name: string; level: string; items: TSyllabusItem[]; totalHours: number }[];
  totalHours: number;
}

/** A programme's syllabus, class by class (Main API `silabus/{programId}`, /Curriculum). */
export async function getProgramSyllabus(ctx: TTenantCtx, key: { id: number } | { slug: string }): Promise<TProgramSyllabus | null> {
  const row = await findProgram(ctx, "id" in key ? eq(catalogPrograms.id, key.id) : eq(catalogPrograms.slug, key.slug));
  if (!row) return null;
  const programId = row.p.id;
  const [classes, items] = await Promise.all([
    ctx.db
      .select({ id: catalogClasses.id, code: catalogClasses.code, slug: catalogClasses.slug, name: catalogClasses.name, level: catalogClasses.level })
      .from(catalogClasses)
      .where(
        and(
          tenantScope(catalogClasses.tenantId, ctx),
          eq(catalogClasses.programId, programId),
          eq(catalogClasses.isActive, true),
          isNull(catalogClasses.deletedAt),
        ),
      )
      .orderBy(asc(catalogClasses.position), asc(catalogClasses.id)),
    ctx.db
      .select({
        classId: catalogSyllabus.classId,
        id: catalogSyllabus.id,
        position: catalogSyllabus.position,
        title: catalogSyllabus.title,
        description: catalogSyllabus.description,
        hours: catalogSyllabus.hours,
      })
      .from(catalogSyllabus)
      .where(and(tenantScope(catalogSyllabus.tenantId, ctx), eq(catalogSyllabus.programId, programId), isNull(catalogSyllabus.deletedAt)))
      .orderBy(asc(catalogSyllabus.classId), asc(catalogSyllabus.position)),
  ]);
  const out = classes.map((c) => {
    const own = items.filter((i) => i.classId === c.id).map(({ classId: _c, ...rest }) => rest);
    return { ...c, items: own, totalHours: own.reduce((n, s) => n + s.hours, 0) };
  });
  return {
    program: { id: row.p.id, slug: row.p.slug, name: row.p.name, summary: row.p.summary },
    classes: out,
    totalHours: out.reduce((n, c) => n + c.totalHours, 0),
  };
}

/** A class's batch ({@link TBatch}, all active here) with the class and program it belongs to. */
export interface TActiveBatch extends Omit<TBatch, "isActive"> {
  class: { id: number; code: string; slug: string; name: string };
  program: { id: number; slug: string; name: string } | null;
}

/** Active batches, soonest first (Main API `batch/active`). */
export async function listActiveBatches(
  ctx: TTenantCtx,
  f: { page?: number; pageSize?: number; programIds?: number[] } = {},
): Promise<TActivePage<TActiveBatch>> {
  const req = normalisePage(f.page, f.pageSize);
  const where: SQL[] = [tenantScope(catalogBatches.tenantId, ctx), eq(catalogBatches.isActive, true), isNull(catalogBatches.deletedAt)];
  if (f.programIds?.length) where.push(inArray(catalogBatches.programId, f.programIds));
  const cond = and(...where);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({
        b: catalogBatches,
        c: { id: catalogClasses.id, code: catalogClasses.code, slug: catalogClasses.slug, name: catalogClasses.name },
        p: { id: catalogPrograms.id, slug: catalogPrograms.slug, name: catalogPrograms.name },
      })
      .from(catalogBatches)
      .innerJoin(catalogClasses, and(eq(catalogClasses.tenantId, catalogBatches.tenantId), eq(catalogClasses.id, catalogBatches.classId)))
      .leftJoin(catalogPrograms, and(eq(catalogPrograms.tenantId, catalogBatches.tenantId), eq(catalogPrograms.id, catalogBatches.programId)))
      .where(cond)
      .orderBy(asc(catalogBatches.startsAt), asc(catalogBatches.id))
      .limit(req.pageSize)
      .offset(req.offset),
    ctx.db.select({ n: count() }).from(catalogBatches).where(cond),
  ]);
  return activePage(
    rows.map(({ b, c, p }) => ({
      id: b.id,
      number: b.number,
      name: b.name,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      registrationEndsAt: b.registrationEndsAt.toISOString(),
      quota: b.quota,
      enrolled: b.enrolled,
      class: c,
      program: p && p.id !== null ? p : null,
    })),
    req,
    Number(n),
  );
}

export interface TMentor extends TMentorBrief {
  bio: string;
  expertise: string[];
}

/** Active mentors in their display order (Main API `active/mentors`, /Mentor). */
export async function listActiveMentors(ctx: TTenantCtx, f: { page?: number; pageSize?: number } = {}): Promise<TListPage<TMentor>> {
  const req = normalisePage(f.page, f.pageSize, 12);
  const cond = and(tenantScope(catalogMentors.tenantId, ctx), eq(catalogMentors.isActive, true), isNull(catalogMentors.deletedAt));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({
        id: catalogMentors.id,
        slug: catalogMentors.slug,
        name: catalogMentors.name,
        role: catalogMentors.role,
        company: catalogMentors.company,
        photo: catalogMentors.photo,
        bio: catalogMentors.bio,
        expertise: catalogMentors.expertise,
      })
      .from(catalogMentors)
      .where(cond)
      .orderBy(asc(catalogMentors.position), asc(catalogMentors.id))
      .limit(req.pageSize)
      .offset(req.offset),
    ctx.db.select({ n: count() }).from(catalogMentors).where(cond),
  ]);
  return listPage(rows, req, Number(n));
}
