import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { catalogClasses, catalogCourseChapters, catalogCourses } from "../../db/schema/catalog.ts";
import { chapterProgress, enrolments, users } from "../../db/schema/identity.ts";
import { learningExerciseAttempts, learningQuizAttempts, learningQuizzes, learningTeaching } from "../../db/schema/learning.ts";
import { classEnrolments } from "../../db/schema/payments.ts";
import { can } from "../identity/permissions.ts";
import type { TRole } from "../identity/roles.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { formatWibDate } from "./certificates.ts";

export interface TLearnerRow {
  userId: string;
  name: string;
  email: string;
  done: number;
  total: number;
  percent: number;
  /** Best percent per quiz id; absent: not attempted. */
  quizBest: Record<number, number>;
  lastActivity: Date | null;
}

export interface TTaughtCourse {
  id: number;
  slug: string;
  title: string;
  isPremium: boolean;
  chapterCount: number;
  quizzes: { id: number; title: string; passMark: number }[];
  learners: TLearnerRow[];
}

export interface TTaughtClass {
  id: number;
  code: string;
  slug: string;
  name: string;
  learners: { userId: string; name: string; email: string; enrolledAt: Date }[];
}

export interface TTeachingReport {
  /** True for admins: every course and class of the tenant, not only assigned ones. */
  all: boolean;
  courses: TTaughtCourse[];
  classes: TTaughtClass[];
}

/** Links a mentor or teacher to a course or class of this tenant (idempotent). */
export async function assignTeaching(ctx: TTenantCtx, userId: string, kind: "course" | "class", refId: number): Promise<void> {
  await ctx.db.insert(learningTeaching).values({ tenantId: ctx.tenantId, userId, kind, refId }).onConflictDoNothing();
}

async function assigned(ctx: TTenantCtx, userId: string, kind: "course" | "class"): Promise<number[]> {
  const rows = await ctx.db
    .select({ refId: learningTeaching.refId })
    .from(learningTeaching)
    .where(and(tenantScope(learningTeaching.tenantId, ctx), eq(learningTeaching.userId, userId), eq(learningTeaching.kind, kind)));
  return rows.map((r) => r.refId);
}

async function courseLearners(ctx: TTenantCtx, course: { id: number; slug: string; isPremium: boolean }): Promise<TLearnerRow[]> {
  const scope = (col: Parameters<typeof tenantScope>[0]) => tenantScope(col, ctx);
  const [chapters, enrolled, marks, attempts, exercises] = await Promise.all([
    ctx.db
      .select({ slug: catalogCourseChapters.slug, isPreview: catalogCourseChapters.isPreview })
      .from(catalogCourseChapters)
      .where(and(scope(catalogCourseChapters.tenantId), eq(catalogCourseChapters.courseId, course.id))),
    ctx.db
      .select({ userId: enrolments.userId, at: enrolments.createdAt })
      .from(enrolments)
      .where(and(scope(enrolments.tenantId), eq(enrolments.courseSlug, course.slug))),
    ctx.db
      .select({ userId: chapterProgress.userId, slug: chapterProgress.chapterSlug, at: chapterProgress.doneAt })
      .from(chapterProgress)
      .where(and(scope(chapterProgress.tenantId), eq(chapterProgress.courseSlug, course.slug))),
    ctx.db
      .select({
        userId: learningQuizAttempts.userId,
        quizId: learningQuizAttempts.quizId,
        score: learningQuizAttempts.score,
        total: learningQuizAttempts.total,
        at: learningQuizAttempts.createdAt,
      })
      .from(learningQuizAttempts)
      .where(and(scope(learningQuizAttempts.tenantId), eq(learningQuizAttempts.courseId, course.id))),
    ctx.db
      .select({ userId: learningExerciseAttempts.userId, at: max(learningExerciseAttempts.createdAt) })
      .from(learningExerciseAttempts)
      .where(and(scope(learningExerciseAttempts.tenantId), eq(learningExerciseAttempts.courseId, course.id)))
      .groupBy(learningExerciseAttempts.userId),
  ]);
  const ids = new Set<string>([
    ...enrolled.map((e) => e.userId),
    ...marks.map((m) => m.userId),
    ...attempts.map((a) => a.userId),
    ...exercises.map((e) => e.userId),
  ]);
  if (ids.size === 0) return [];
  const people = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const enrolledSet = new Set(enrolled.map((e) => e.userId));
  const previews = new Set(chapters.filter((c) => c.isPreview).map((c) => c.slug));
  const all = new Set(chapters.map((c) => c.slug));
  const latest = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);
  return people
    .map((p) => {
      // Locked chapters count as not done (the reader's rule): a premium course without enrolment counts previews only.
      const readable = (slug: string) => all.has(slug) && (!course.isPremium || enrolledSet.has(p.id) || previews.has(slug));
      const mine = marks.filter((m) => m.userId === p.id);
      const done = new Set(mine.filter((m) => readable(m.slug)).map((m) => m.slug)).size;
      const quizBest: Record<number, number> = {};
      let last: Date | null = null;
      for (const m of mine) last = latest(last, m.at);
      for (const a of attempts.filter((x) => x.userId === p.id)) {
        const pct = a.total ? Math.floor((a.score * 100) / a.total) : 0;
        quizBest[a.quizId] = Math.max(quizBest[a.quizId] ?? 0, pct);
        last = latest(last, a.at);
      }
      const ex = exercises.find((e) => e.userId === p.id);
      if (ex?.at) last = latest(last, new Date(ex.at));
      const total = all.size;
      return { userId: p.id, name: p.name, email: p.email, done, total, percent: total ? Math.floor((done * 100) / total) : 0, quizBest, lastActivity: last };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "id"));
}

/**
 * What a mentor or teacher teaches, with each learner's progress, quiz scores and last activity.
 * A mentor or teacher sees only the courses and classes assigned to them; an admin sees all of
 * the tenant's. Other roles get nothing.
 */
export async function getTeachingReport(ctx: TTenantCtx, viewer: { userId: string; role: TRole }): Promise<TTeachingReport> {
  if (!can(viewer.role, "teaching.view")) return { all: false, courses: [], classes: [] };
  const all = can(viewer.role, "teaching.all");
  const [courseIds, classIds] = all ? [null, null] : await Promise.all([assigned(ctx, viewer.userId, "course"), assigned(ctx, viewer.userId, "class")]);
  const courses =
    courseIds && courseIds.length === 0
      ? []
      : await ctx.db
          .select({ id: catalogCourses.id, slug: catalogCourses.slug, title: catalogCourses.title, isPremium: catalogCourses.isPremium })
          .from(catalogCourses)
          .where(and(tenantScope(catalogCourses.tenantId, ctx), courseIds ? inArray(catalogCourses.id, courseIds) : undefined))
          .orderBy(asc(catalogCourses.position), asc(catalogCourses.id));
  const quizzes = courses.length
    ? await ctx.db
        .select({ id: learningQuizzes.id, courseId: learningQuizzes.courseId, title: learningQuizzes.title, passMark: learningQuizzes.passMark })
        .from(learningQuizzes)
        .where(
          and(
            tenantScope(learningQuizzes.tenantId, ctx),
            inArray(
              learningQuizzes.courseId,
              courses.map((c) => c.id),
            ),
          ),
        )
        .orderBy(asc(learningQuizzes.moduleId), asc(learningQuizzes.position))
    : [];
  const counts = courses.length
    ? await ctx.db
        .select({ courseId: catalogCourseChapters.courseId, n: sql<number>`count(*)::int` })
        .from(catalogCourseChapters)
        .where(
          and(
            tenantScope(catalogCourseChapters.tenantId, ctx),
            inArray(
              catalogCourseChapters.courseId,
              courses.map((c) => c.id),
            ),
          ),
        )
        .groupBy(catalogCourseChapters.courseId)
    : [];
  const taughtCourses: TTaughtCourse[] = [];
  for (const c of courses) {
    taughtCourses.push({
      ...c,
      chapterCount: Number(counts.find((x) => x.courseId === c.id)?.n ?? 0),
      quizzes: quizzes.filter((q) => q.courseId === c.id).map(({ courseId: _c, ...q }) => q),
      learners: await courseLearners(ctx, c),
    });
  }
  const classes =
    classIds && classIds.length === 0
      ? []
      : await ctx.db
          .select({ id: catalogClasses.id, code: catalogClasses.code, slug: catalogClasses.slug, name: catalogClasses.name })
          .from(catalogClasses)
          .where(and(tenantScope(catalogClasses.tenantId, ctx), classIds ? inArray(catalogClasses.id, classIds) : undefined))
          .orderBy(asc(catalogClasses.position), asc(catalogClasses.id))
          .limit(all ? 50 : 500);
  const classLearners = classes.length
    ? await ctx.db
        .select({ classId: classEnrolments.classId, userId: users.id, name: users.name, email: users.email, enrolledAt: classEnrolments.createdAt })
        .from(classEnrolments)
        .innerJoin(users, eq(users.id, classEnrolments.userId))
        .where(
          and(
            tenantScope(classEnrolments.tenantId, ctx),
            inArray(
              classEnrolments.classId,
              classes.map((c) => c.id),
            ),
          ),
        )
    : [];
  return {
    all,
    courses: taughtCourses,
    classes: classes
      .map((c) => ({ ...c, learners: classLearners.filter((l) => l.classId === c.id).map(({ classId: _c, ...l }) => l) }))
      .filter((c) => !all || c.learners.length > 0 || classIds !== null),
  };
}

/** A spreadsheet cell: quoted, and a leading = + - @ neutralised so spreadsheets do not run it. */
function cell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** The report as CSV (UTF-8 with BOM so spreadsheet programs read the accents). */
export function teachingCsv(report: TTeachingReport): string {
  const lines = [
    ["Jenis", "Kursus/Kelas", "Nama", "Email", "Bab selesai", "Jumlah bab", "Kemajuan (%)", "Nilai kuis", "Aktivitas terakhir (WIB)"].map(cell).join(","),
  ];
  for (const c of report.courses)
    for (const l of c.learners)
      lines.push(
        [
          "Kursus",
          c.title,
          l.name,
          l.email,
          l.done,
          l.total,
          l.percent,
          c.quizzes.map((q) => `${q.title}: ${l.quizBest[q.id] === undefined ? "-" : `${l.quizBest[q.id]}%`}`).join("; "),
          l.lastActivity ? formatWibDate(l.lastActivity) : "-",
        ]
          .map(cell)
          .join(","),
      );
  for (const k of report.classes)
    for (const l of k.learners) lines.push(["Kelas", k.name, l.name, l.email, "", "", "", "", formatWibDate(l.enrolledAt)].map(cell).join(","));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
