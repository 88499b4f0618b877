import { and, asc, count, desc, eq, getTableName, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { catalogCourses } from "../../db/schema/catalog.ts";
import { chapterProgress, enrolments, users } from "../../db/schema/identity.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { findUserByEmail, membershipKind } from "./accounts.ts";

const ZSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "harus huruf kecil, angka dan tanda hubung")
  .max(120, "maksimal 120 karakter");

export const ZEnrolment = z.object({
  email: z.string().trim().toLowerCase().email("format email tidak valid"),
  courseSlug: ZSlug,
});

export const ZChapterProgress = z.object({
  courseSlug: ZSlug,
  chapterSlug: ZSlug,
  done: z.boolean().default(true),
});

export const UNKNOWN_COURSE_MESSAGE = "Kursus tidak ditemukan di situs ini. Pilih salah satu kursus dari daftar.";

/** A course a learner can be enrolled in: one of this tenant's catalogue courses that is not deleted. */
export interface TCourseOption {
  slug: string;
  title: string;
  isPremium: boolean;
  /** False for a draft (unpublished) course: enrolment opens it once it is published. */
  isActive: boolean;
}

const liveCourse = (ctx: TTenantCtx) => and(tenantScope(catalogCourses.tenantId, ctx), isNull(catalogCourses.deletedAt));

/** This tenant's courses for the enrolment picker, premium first, then by title. */
export async function listCourseOptions(ctx: TTenantCtx): Promise<TCourseOption[]> {
  return ctx.db
    .select({ slug: catalogCourses.slug, title: catalogCourses.title, isPremium: catalogCourses.isPremium, isActive: catalogCourses.isActive })
    .from(catalogCourses)
    .where(liveCourse(ctx))
    .orderBy(desc(catalogCourses.isPremium), asc(catalogCourses.title));
}

export async function findCourseOption(ctx: TTenantCtx, slug: string): Promise<TCourseOption | null> {
  const [row] = await ctx.db
    .select({ slug: catalogCourses.slug, title: catalogCourses.title, isPremium: catalogCourses.isPremium, isActive: catalogCourses.isActive })
    .from(catalogCourses)
    .where(and(liveCourse(ctx), eq(catalogCourses.slug, slug)))
    .limit(1);
  return row ?? null;
}

/**
 * Enrols a member of this tenant in one of its courses by hand (admin); idempotent. A slug that
 * names no course of this tenant is refused (404 with a field error on `courseSlug`): an
 * enrolment in a course that does not exist would show the learner a phantom course.
 */
export async function enrolByEmail(ctx: TTenantCtx, input: z.infer<typeof ZEnrolment>, enrolledBy: string) {
  const user = await findUserByEmail(ctx.db, input.email);
  // Only people who have an account on this tenant can be enrolled here (no cross-tenant enumeration).
  if (!user || (await membershipKind(ctx, user.id)) === null) throw new AppError("NOT_FOUND", "Pengguna dengan email tersebut belum terdaftar di situs ini.");
  const course = await findCourseOption(ctx, input.courseSlug);
  if (!course) throw new AppError("NOT_FOUND", UNKNOWN_COURSE_MESSAGE, { fields: { courseSlug: UNKNOWN_COURSE_MESSAGE } });
  const rows = await ctx.db
    .insert(enrolments)
    .values({ tenantId: ctx.tenantId, userId: user.id, courseSlug: input.courseSlug, enrolledBy })
    .onConflictDoNothing()
    .returning();
  return { userId: user.id, email: user.email, courseSlug: input.courseSlug, created: rows.length > 0 };
}

export async function isEnrolled(ctx: TTenantCtx, userId: string, courseSlug: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ u: enrolments.userId })
    .from(enrolments)
    .where(and(tenantScope(enrolments.tenantId, ctx), eq(enrolments.userId, userId), eq(enrolments.courseSlug, courseSlug)))
    .limit(1);
  return !!row;
}

export interface TMyCourse {
  courseSlug: string;
  enrolledAt: Date;
  chaptersDone: number;
  lastDoneAt: Date | null;
}

/**
 * The course a row of `table` names exists on its tenant and is not deleted (no phantom courses
 * in a learner's list). The outer row's columns are written out with their table: Drizzle leaves
 * a column of a single-table query unqualified, and inside the subquery an unqualified
 * `"tenant_id"` would be the course's own column (true for every course of every tenant).
 */
const courseExists = (table: typeof enrolments | typeof chapterProgress) => {
  const outer = sql.identifier(getTableName(table));
  return sql`exists (select 1 from ${catalogCourses} c where c.tenant_id = ${outer}."tenant_id" and c.slug = ${outer}."course_slug" and c.deleted_at is null)`;
};

/** The learner's own done chapters of an enrolment row's course (qualified for the same reason). */
const enrolmentProgress = <T>(aggregate: "count(*)::int" | "max(p.done_at)") =>
  sql<T>`(select ${sql.raw(aggregate)} from ${chapterProgress} p where p.tenant_id = "enrolments"."tenant_id" and p.user_id = "enrolments"."user_id" and p.course_slug = "enrolments"."course_slug")`;

/** The learner's enrolled courses with how many chapters they marked done (only courses that exist). */
export async function listMyCourses(ctx: TTenantCtx, userId: string): Promise<TMyCourse[]> {
  const rows = await ctx.db
    .select({
      courseSlug: enrolments.courseSlug,
      enrolledAt: enrolments.createdAt,
      chaptersDone: enrolmentProgress<number>("count(*)::int"),
      lastDoneAt: enrolmentProgress<Date | null>("max(p.done_at)"),
    })
    .from(enrolments)
    .where(and(tenantScope(enrolments.tenantId, ctx), eq(enrolments.userId, userId), courseExists(enrolments)))
    .orderBy(desc(enrolments.createdAt));
  const out: TMyCourse[] = rows.map((r) => ({ ...r, chaptersDone: Number(r.chaptersDone), lastDoneAt: r.lastDoneAt ? new Date(r.lastDoneAt) : null }));
  // Free courses need no enrolment: a course with progress shows up too.
  const progressOnly = await ctx.db
    .select({
      courseSlug: chapterProgress.courseSlug,
      n: count(),
      first: sql<Date>`min(${chapterProgress.doneAt})`,
      last: sql<Date>`max(${chapterProgress.doneAt})`,
    })
    .from(chapterProgress)
    .where(and(tenantScope(chapterProgress.tenantId, ctx), eq(chapterProgress.userId, userId), courseExists(chapterProgress)))
    .groupBy(chapterProgress.courseSlug);
  for (const p of progressOnly) {
    if (out.some((c) => c.courseSlug === p.courseSlug)) continue;
    out.push({ courseSlug: p.courseSlug, enrolledAt: new Date(p.first), chaptersDone: Number(p.n), lastDoneAt: new Date(p.last) });
  }
  return out;
}

/** Marks a chapter done (or not done again) for the learner. */
export async function setChapterDone(ctx: TTenantCtx, userId: string, input: z.infer<typeof ZChapterProgress>): Promise<void> {
  if (input.done) {
    await ctx.db
      .insert(chapterProgress)
      .values({ tenantId: ctx.tenantId, userId, courseSlug: input.courseSlug, chapterSlug: input.chapterSlug })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(chapterProgress)
      .where(
        and(
          tenantScope(chapterProgress.tenantId, ctx),
          eq(chapterProgress.userId, userId),
          eq(chapterProgress.courseSlug, input.courseSlug),
          eq(chapterProgress.chapterSlug, input.chapterSlug),
        ),
      );
  }
}

export async function listDoneChapters(ctx: TTenantCtx, userId: string, courseSlug: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ chapterSlug: chapterProgress.chapterSlug })
    .from(chapterProgress)
    .where(and(tenantScope(chapterProgress.tenantId, ctx), eq(chapterProgress.userId, userId), eq(chapterProgress.courseSlug, courseSlug)))
    .orderBy(chapterProgress.doneAt);
  return rows.map((r) => r.chapterSlug);
}

/** Members of this tenant enrolled in a course (admin view). */
export async function countEnrolments(ctx: TTenantCtx, courseSlug: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(tenantScope(enrolments.tenantId, ctx), eq(enrolments.courseSlug, courseSlug)));
  return Number(row?.n ?? 0);
}
