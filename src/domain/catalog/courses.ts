import { and, asc, count, eq, isNull, sum } from "drizzle-orm";
import { catalogCourseChapters, catalogCourseModules, catalogCourses, catalogMentors, type TCourseRow } from "../../db/schema/catalog.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { canReadPremiumCourse, type TViewer } from "./access.ts";
import type { TMentorBrief } from "./classes.ts";
import { listPage, normalisePage, type TListPage } from "../../kernel/pagination.ts";

export interface TCourseSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  level: string;
  isPremium: boolean;
  price: number;
  chapterCount: number;
  durationMinutes: number;
}

export interface TChapterBrief {
  id: number;
  slug: string;
  title: string;
  position: number;
  durationMinutes: number;
  isPreview: boolean;
  /** False when the viewer would meet the locked screen (premium, not a preview). */
  readable: boolean;
}

export interface TModule {
  id: number;
  slug: string;
  title: string;
  position: number;
  chapters: TChapterBrief[];
}

export interface TCourseDetail extends TCourseSummary {
  description: string;
  mentor: TMentorBrief | null;
  modules: TModule[];
}

function toSummary(c: TCourseRow, chapters: { n: number; minutes: number }): TCourseSummary {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    summary: c.summary,
    cover: c.cover,
    level: c.level,
    isPremium: c.isPremium,
    price: Number(c.price),
    chapterCount: chapters.n,
    durationMinutes: chapters.minutes,
  };
}

async function chapterTotals(ctx: TTenantCtx): Promise<Map<number, { n: number; minutes: number }>> {
  const rows = await ctx.db
    .select({ courseId: catalogCourseChapters.courseId, n: count(), minutes: sum(catalogCourseChapters.durationMinutes) })
    .from(catalogCourseChapters)
    .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), isNull(catalogCourseChapters.deletedAt)))
    .groupBy(catalogCourseChapters.courseId);
  return new Map(rows.map((r) => [r.courseId, { n: Number(r.n), minutes: Number(r.minutes ?? 0) }]));
}

/** Free courses (`/Courses`) or premium ones (`/Courses/@Premium`), paginated. */
export async function listCourses(ctx: TTenantCtx, f: { premium: boolean; page?: number; pageSize?: number }): Promise<TListPage<TCourseSummary>> {
  const req = normalisePage(f.page, f.pageSize);
  const cond = and(
    tenantScope(catalogCourses.tenantId, ctx),
    eq(catalogCourses.isPremium, f.premium),
    eq(catalogCourses.isActive, true),
    isNull(catalogCourses.deletedAt),
  );
  const [rows, [{ n } = { n: 0 }], totals] = await Promise.all([
    ctx.db.select().from(catalogCourses).where(cond).orderBy(asc(catalogCourses.position), asc(catalogCourses.id)).limit(req.pageSize).offset(req.offset),
    ctx.db.select({ n: count() }).from(catalogCourses).where(cond),
    chapterTotals(ctx),
  ]);
  return listPage(
    rows.map((c) => toSummary(c, totals.get(c.id) ?? { n: 0, minutes: 0 })),
    req,
    Number(n),
  );
}

type TChapterRowBrief = { id: number; moduleId: number; slug: string; title: string; position: number; durationMinutes: number; isPreview: boolean };

/**
 * The public part of a course: its row, modules, chapter list (no content) and mentor. It is the
 * same for every viewer, so the app may read it through the tenant data cache (`structure` below).
 */
export interface TCourseStructure {
  course: TCourseRow;
  modules: { id: number; slug: string; title: string; position: number }[];
  chapters: TChapterRowBrief[];
  mentor: TMentorBrief | null;
}

/** Reads a course's public structure; `getCourse`/`getChapter` take another (e.g. a cached one). */
export type TStructureRead = (slug: string) => Promise<TCourseStructure | null>;

export async function getCourseStructure(ctx: TTenantCtx, slug: string): Promise<TCourseStructure | null> {
  const course = await findCourse(ctx, slug);
  if (!course) return null;
  const [modules, chapters, mentor] = await Promise.all([
    ctx.db
      .select({ id: catalogCourseModules.id, slug: catalogCourseModules.slug, title: catalogCourseModules.title, position: catalogCourseModules.position })
      .from(catalogCourseModules)
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.courseId, course.id), isNull(catalogCourseModules.deletedAt)))
      .orderBy(asc(catalogCourseModules.position)),
    ctx.db
      .select({
        id: catalogCourseChapters.id,
        moduleId: catalogCourseChapters.moduleId,
        slug: catalogCourseChapters.slug,
        title: catalogCourseChapters.title,
        position: catalogCourseChapters.position,
        durationMinutes: catalogCourseChapters.durationMinutes,
        isPreview: catalogCourseChapters.isPreview,
      })
      .from(catalogCourseChapters)
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.courseId, course.id), isNull(catalogCourseChapters.deletedAt)))
      .orderBy(asc(catalogCourseChapters.position)),
    course.mentorId
      ? ctx.db
          .select({
            id: catalogMentors.id,
            slug: catalogMentors.slug,
            name: catalogMentors.name,
            role: catalogMentors.role,
            company: catalogMentors.company,
            photo: catalogMentors.photo,
          })
          .from(catalogMentors)
          .where(and(tenantScope(catalogMentors.tenantId, ctx), eq(catalogMentors.id, course.mentorId)))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);
  return { course, modules, chapters, mentor };
}

/** The structure with what `viewer` may read marked on every chapter. */
async function courseOutline(ctx: TTenantCtx, structure: TCourseStructure, viewer: TViewer | null): Promise<TCourseDetail> {
  const { course, modules, chapters, mentor } = structure;
  // One question for the whole course; when the answer is no, each chapter is asked as an
  // anonymous reader would (previews only), which needs no further lookups.
  const hint = { course: { id: course.id, isPremium: course.isPremium, slug: course.slug } };
  const whole = await canReadPremiumCourse(ctx, viewer, course.id, hint);
  const readable = whole
    ? chapters.map(() => true)
    : await Promise.all(chapters.map((ch: TChapterRowBrief) => canReadPremiumCourse(ctx, null, course.id, { ...hint, chapter: ch })));
  const briefs = chapters.map((ch, i) => ({
    id: ch.id,
    moduleId: ch.moduleId,
    slug: ch.slug,
    title: ch.title,
    position: ch.position,
    durationMinutes: ch.durationMinutes,
    isPreview: ch.isPreview,
    readable: readable[i]!,
  }));
  return {
    ...toSummary(course, { n: chapters.length, minutes: chapters.reduce((n, c) => n + c.durationMinutes, 0) }),
    description: course.description,
    mentor,
    modules: modules.map((m) => ({ ...m, chapters: briefs.filter((c) => c.moduleId === m.id).map(({ moduleId: _m, ...rest }) => rest) })),
  };
}

async function findCourse(ctx: TTenantCtx, slug: string): Promise<TCourseRow | null> {
  const [c] = await ctx.db
    .select()
    .from(catalogCourses)
    .where(and(tenantScope(catalogCourses.tenantId, ctx), eq(catalogCourses.slug, slug), eq(catalogCourses.isActive, true), isNull(catalogCourses.deletedAt)));
  return c ?? null;
}

/** A course with its modules and chapter list (no chapter content); null when absent. */
export async function getCourse(
  ctx: TTenantCtx,
  slug: string,
  viewer: TViewer | null = null,
  structure: TStructureRead = (s) => getCourseStructure(ctx, s),
): Promise<TCourseDetail | null> {
  const st = await structure(slug);
  return st ? courseOutline(ctx, st, viewer) : null;
}

/** A chapter's content (markdown or HTML, and a video link): public data, read only once access is decided. */
export async function getChapterContent(
  ctx: TTenantCtx,
  chapterId: number,
): Promise<{ content: string | null; bodyMd: string | null; videoUrl: string | null } | null> {
  const [row] = await ctx.db
    .select({ content: catalogCourseChapters.content, bodyMd: catalogCourseChapters.bodyMd, videoUrl: catalogCourseChapters.videoUrl })
    .from(catalogCourseChapters)
    .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, chapterId)));
  return row ?? null;
}

export interface TChapterView {
  course: TCourseDetail;
  module: { id: number; slug: string; title: string; position: number };
  chapter: TChapterBrief & { content: string | null; bodyMd: string | null; videoUrl: string | null };
  /** 1-based position and total: "Bab 3 dari 12". */
  index: number;
  total: number;
  previous: { slug: string; moduleSlug: string; title: string } | null;
  next: { slug: string; moduleSlug: string; title: string } | null;
  locked: boolean;
}

/**
 * One chapter for the reader. The module slug is optional in the URL; when given it must be the
 * chapter's own module (else null → 404). A locked chapter comes without its content. `reads`
 * replaces the two public reads (structure, content), e.g. with cached ones.
 */
export async function getChapter(
  ctx: TTenantCtx,
  courseSlug: string,
  chapterSlug: string,
  moduleSlug: string | undefined,
  viewer: TViewer | null,
  reads: { structure?: TStructureRead; content?: (chapterId: number) => ReturnType<typeof getChapterContent> } = {},
): Promise<TChapterView | null> {
  const course = await getCourse(ctx, courseSlug, viewer, reads.structure);
  if (!course) return null;
  const flat = course.modules.flatMap((m) => m.chapters.map((ch) => ({ m, ch })));
  const at = flat.findIndex((x) => x.ch.slug === chapterSlug);
  if (at < 0) return null;
  const { m, ch } = flat[at]!;
  if (moduleSlug && moduleSlug !== m.slug) return null;
  const locked = !ch.readable;
  const row = locked ? null : await (reads.content ?? ((id: number) => getChapterContent(ctx, id)))(ch.id);
  const link = (x: (typeof flat)[number] | undefined) => (x ? { slug: x.ch.slug, moduleSlug: x.m.slug, title: x.ch.title } : null);
  return {
    course,
    module: { id: m.id, slug: m.slug, title: m.title, position: m.position },
    chapter: {
      ...ch,
      content: locked ? null : (row?.content ?? ""),
      bodyMd: locked ? null : (row?.bodyMd ?? null),
      videoUrl: locked ? null : (row?.videoUrl ?? null),
    },
    index: at + 1,
    total: flat.length,
    previous: link(flat[at - 1]),
    next: link(flat[at + 1]),
    locked,
  };
}
