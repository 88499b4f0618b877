import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import {
  catalogBatches,
  catalogClasses,
  catalogCompetences,
  catalogMentors,
  catalogPrograms,
  catalogSyllabus,
  catalogWebinars,
  type TClassRow,
} from "../../db/schema/catalog.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { classBadge, type TClassBadge } from "./badge.ts";
import type { TClassLevel, TClassState, TClassType } from "../../contracts/catalog-constants.ts";
import { activePage, listPage, normalisePage, type TActivePage, type TListPage } from "../../kernel/pagination.ts";
import { matchesSearch, prefixTsQuery, searchRank } from "./search.ts";

export interface TMentorBrief {
  id: number;
  slug: string;
  name: string;
  role: string;
  company: string;
  photo: string;
}

export interface TClassSummary {
  id: number;
  code: string;
  slug: string;
  name: string;
  description: string;
  logo: string;
  level: string;
  type: string;
  comingSoon: boolean;
  onRegistration: boolean;
  started: boolean;
  ended: boolean;
  state: TClassState;
  badge: TClassBadge;
  schedule: string;
  location: string;
  startsAt: string;
  endsAt: string;
  price: number;
  quota: number;
  program: { id: number; slug: string; name: string } | null;
  mentors: TMentorBrief[];
}

export interface TClassFilters {
  page?: number;
  pageSize?: number;
  state?: TClassState;
  level?: TClassLevel;
  type?: TClassType;
  programIds?: number[];
  search?: string;
  competenceId?: number;
}

const mentorBrief = {
  id: catalogMentors.id,
  slug: catalogMentors.slug,
  name: catalogMentors.name,
  role: catalogMentors.role,
  company: catalogMentors.company,
  photo: catalogMentors.photo,
};

async function mentorsById(ctx: TTenantCtx, ids: number[]): Promise<Map<number, TMentorBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select(mentorBrief)
    .from(catalogMentors)
    .where(and(tenantScope(catalogMentors.tenantId, ctx), inArray(catalogMentors.id, [...new Set(ids)]), isNull(catalogMentors.deletedAt)));
  return new Map(rows.map((m) => [m.id, m]));
}

type TJoined = { c: TClassRow; p: { id: number; slug: string; name: string } | null };

async function toSummaries(ctx: TTenantCtx, rows: TJoined[]): Promise<TClassSummary[]> {
  const mentors = await mentorsById(
    ctx,
    rows.flatMap((r) => r.c.mentorIds),
  );
  return rows.map(({ c, p }) => ({
    id: c.id,
    code: c.code,
    slug: c.slug,
    name: c.name,
    description: c.description,
    logo: c.logo,
    level: c.level,
    type: c.type,
    comingSoon: c.comingSoon,
    onRegistration: c.onRegistration,
    started: c.started,
    ended: c.ended,
    state: (c.state ?? "none") as TClassState,
    badge: classBadge(c),
    schedule: c.schedule,
    location: c.location,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    price: Number(c.price),
    quota: c.quota,
    program: p && p.id !== null ? p : null,
    mentors: c.mentorIds.map((id) => mentors.get(id)).filter((m): m is TMentorBrief => !!m),
  }));
}

function selectJoined(ctx: TTenantCtx) {
  return ctx.db
    .select({ c: catalogClasses, p: { id: catalogPrograms.id, slug: catalogPrograms.slug, name: catalogPrograms.name } })
    .from(catalogClasses)
    .leftJoin(catalogPrograms, and(eq(catalogPrograms.tenantId, catalogClasses.tenantId), eq(catalogPrograms.id, catalogClasses.programId)));
}

/** Active classes with the spec's filters (state, level, programIds, search, filter.type), paginated. */
export async function listActiveClasses(ctx: TTenantCtx, f: TClassFilters = {}): Promise<TActivePage<TClassSummary>> {
  const req = normalisePage(f.page, f.pageSize);
  const where: SQL[] = [tenantScope(catalogClasses.tenantId, ctx), eq(catalogClasses.isActive, true), isNull(catalogClasses.deletedAt)];
  if (f.state) where.push(eq(catalogClasses.state, f.state));
  if (f.level) where.push(eq(catalogClasses.level, f.level));
  if (f.type) where.push(eq(catalogClasses.type, f.type));
  if (f.programIds?.length) where.push(inArray(catalogClasses.programId, f.programIds));
  if (f.competenceId) where.push(eq(catalogClasses.competenceId, f.competenceId));
  const q = prefixTsQuery(f.search);
  if (q) where.push(matchesSearch(catalogClasses.search, q));
  const cond = and(...where);
  const order = q
    ? [desc(searchRank(catalogClasses.search, q)), asc(catalogClasses.position), asc(catalogClasses.id)]
    : [asc(catalogClasses.position), asc(catalogClasses.id)];
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    selectJoined(ctx)
      .where(cond)
      .orderBy(...order)
      .limit(req.pageSize)
      .offset(req.offset),
    ctx.db.select({ n: count() }).from(catalogClasses).where(cond),
  ]);
  return activePage(await toSummaries(ctx, rows), req, Number(n));
}

export interface TBatch {
  id: number;
  number: number;
  name: string;
  startsAt: string;
  endsAt: string;
  registrationEndsAt: string;
  quota: number;
  enrolled: number;
  isActive: boolean;
}

export interface TSyllabusItem {
  id: number;
  position: number;
  title: string;
  description: string;
  hours: number;
}

export interface TClassDetail extends TClassSummary {
  competence: { id: number; slug: string; name: string } | null;
  batches: TBatch[];
  syllabus: TSyllabusItem[];
  totalHours: number;
}

async function findClass(ctx: TTenantCtx, by: SQL): Promise<TJoined | null> {
  const [row] = await selectJoined(ctx)
    .where(and(tenantScope(catalogClasses.tenantId, ctx), by, isNull(catalogClasses.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function classSyllabus(ctx: TTenantCtx, classId: number): Promise<TSyllabusItem[]> {
  return ctx.db
    .select({
      id: catalogSyllabus.id,
      position: catalogSyllabus.position,
      title: catalogSyllabus.title,
      description: catalogSyllabus.description,
      hours: catalogSyllabus.hours,
    })
    .from(catalogSyllabus)
    .where(and(tenantScope(catalogSyllabus.tenantId, ctx), eq(catalogSyllabus.classId, classId), isNull(catalogSyllabus.deletedAt)))
    .orderBy(asc(catalogSyllabus.position));
}

async function detailOf(ctx: TTenantCtx, row: TJoined): Promise<TClassDetail> {
  const [[summary], batches, syllabus, competence] = await Promise.all([
    toSummaries(ctx, [row]),
    ctx.db
      .select()
      .from(catalogBatches)
      .where(and(tenantScope(catalogBatches.tenantId, ctx), eq(catalogBatches.classId, row.c.id), isNull(catalogBatches.deletedAt)))
      .orderBy(asc(catalogBatches.number)),
    classSyllabus(ctx, row.c.id),
    row.c.competenceId
      ? ctx.db
          .select({ id: catalogCompetences.id, slug: catalogCompetences.slug, name: catalogCompetences.name })
          .from(catalogCompetences)
          .where(and(tenantScope(catalogCompetences.tenantId, ctx), eq(catalogCompetences.id, row.c.competenceId), isNull(catalogCompetences.deletedAt)))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);
  return {
    ...summary!,
    competence,
    batches: batches.map((b) => ({
      id: b.id,
      number: b.number,
      name: b.name,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      registrationEndsAt: b.registrationEndsAt.toISOString(),
      quota: b.quota,
      enrolled: b.enrolled,
      isActive: b.isActive,
    })),
    syllabus,
    totalHours: syllabus.reduce((n, s) => n + s.hours, 0),
  };
}

/** A class by its code (uppercase) or slug (lowercase kebab); null when the tenant has none. */
export async function getClassByKey(ctx: TTenantCtx, key: { code: string } | { slug: string }): Promise<TClassDetail | null> {
  const by = "code" in key ? eq(catalogClasses.code, key.code) : eq(catalogClasses.slug, key.slug);
  const row = await findClass(ctx, by);
  return row ? detailOf(ctx, row) : null;
}

export async function requireClassByKey(ctx: TTenantCtx, key: { code: string } | { slug: string }): Promise<TClassDetail> {
  const c = await getClassByKey(ctx, key);
  if (!c) throw new AppError("NOT_FOUND", "Kelas tidak ditemukan.");
  return c;
}

/** Syllabus of one class by id (Services API `class/syllabus?classroomId`). */
export async function getClassSyllabusById(
  ctx: TTenantCtx,
  classId: number,
): Promise<{ class: { id: number; code: string; slug: string; name: string }; items: TSyllabusItem[]; totalHours: number }> {
  const [c] = await ctx.db
    .select({ id: catalogClasses.id, code: catalogClasses.code, slug: catalogClasses.slug, name: catalogClasses.name })
    .from(catalogClasses)
    .where(and(tenantScope(catalogClasses.tenantId, ctx), eq(catalogClasses.id, classId), isNull(catalogClasses.deletedAt)));
  if (!c) throw new AppError("NOT_FOUND", "Kelas tidak ditemukan.");
  const items = await classSyllabus(ctx, classId);
  return { class: c, items, totalHours: items.reduce((n, s) => n + s.hours, 0) };
}

export interface TCompetence {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export async function getCompetenceBySlug(ctx: TTenantCtx, slug: string): Promise<TCompetence | null> {
  const [row] = await ctx.db
    .select({ id: catalogCompetences.id, slug: catalogCompetences.slug, name: catalogCompetences.name, description: catalogCompetences.description })
    .from(catalogCompetences)
    .where(and(tenantScope(catalogCompetences.tenantId, ctx), eq(catalogCompetences.slug, slug), isNull(catalogCompetences.deletedAt)));
  return row ?? null;
}

export async function listCompetences(ctx: TTenantCtx): Promise<TCompetence[]> {
  return ctx.db
    .select({ id: catalogCompetences.id, slug: catalogCompetences.slug, name: catalogCompetences.name, description: catalogCompetences.description })
    .from(catalogCompetences)
    .where(and(tenantScope(catalogCompetences.tenantId, ctx), isNull(catalogCompetences.deletedAt)))
    .orderBy(asc(catalogCompetences.id));
}

export interface TWebinar {
  id: number;
  slug: string;
  title: string;
  summary: string;
  speaker: string;
  startsAt: string;
  durationMinutes: number;
  link: string;
  program: { id: number; slug: string; name: string } | null;
}

/** Webinars, newest first, optionally for some programmes (`class/webinar?page&perPage&programIds`). */
export async function listWebinars(ctx: TTenantCtx, f: { page?: number; perPage?: number; programIds?: number[] }): Promise<TListPage<TWebinar>> {
  const req = normalisePage(f.page, f.perPage);
  const where: SQL[] = [tenantScope(catalogWebinars.tenantId, ctx), isNull(catalogWebinars.deletedAt)];
  if (f.programIds?.length) where.push(inArray(catalogWebinars.programId, f.programIds));
  const cond = and(...where);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({ w: catalogWebinars, p: { id: catalogPrograms.id, slug: catalogPrograms.slug, name: catalogPrograms.name } })
      .from(catalogWebinars)
      .leftJoin(catalogPrograms, and(eq(catalogPrograms.tenantId, catalogWebinars.tenantId), eq(catalogPrograms.id, catalogWebinars.programId)))
      .where(cond)
      .orderBy(desc(catalogWebinars.startsAt), asc(catalogWebinars.id))
      .limit(req.pageSize)
      .offset(req.offset),
    ctx.db.select({ n: count() }).from(catalogWebinars).where(cond),
  ]);
  return listPage(
    rows.map(({ w, p }) => ({
      id: w.id,
      slug: w.slug,
      title: w.title,
      summary: w.summary,
      speaker: w.speaker,
      startsAt: w.startsAt.toISOString(),
      durationMinutes: w.durationMinutes,
      link: w.link,
      program: p && p.id !== null ? p : null,
    })),
    req,
    Number(n),
  );
}
