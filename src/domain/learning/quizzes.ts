import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { TPublicQuestion, TQuizQuestionSeed, TQuizResult } from "../../contracts/learning.ts";
import { ZQuizAnswers } from "../../contracts/learning.ts";
import { learningQuizAttempts, learningQuizzes } from "../../db/schema/learning.ts";
import { canReadPremiumCourse } from "../catalog/access.ts";
import { getCourse, type TCourseDetail, type TStructureRead } from "../catalog/courses.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export interface TQuizBrief {
  id: number;
  slug: string;
  title: string;
  moduleId: number;
  moduleSlug: string;
  passMark: number;
  questionCount: number;
  /** The learner's best attempt (null: none yet or anonymous). */
  best: { percent: number; passed: boolean } | null;
}

/** Short answers compare without case, outer spaces or repeated inner spaces. */
export function normaliseAnswer(s: string): string {
  return s.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** The questions as the browser may see them: no key, no explanation. */
export function publicQuestions(questions: TQuizQuestionSeed[]): TPublicQuestion[] {
  return questions.map((q) =>
    q.kind === "multiple_choice" ? { kind: q.kind, id: q.id, prompt: q.prompt, options: q.options } : { kind: q.kind, id: q.id, prompt: q.prompt },
  );
}

/** Scores answers against the key; pure, so the API and the page score alike. */
export function scoreQuiz(questions: TQuizQuestionSeed[], passMark: number, answers: Record<string, string>): Omit<TQuizResult, "attemptId"> {
  const results = questions.map((q) => {
    const raw = (answers[q.id] ?? "").trim();
    if (q.kind === "multiple_choice") {
      const idx = /^\d{1,2}$/.test(raw) ? Number(raw) : -1;
      return { id: q.id, correct: idx === q.answer, given: q.options[idx] ?? "", expected: q.options[q.answer] ?? "", explanation: q.explanation };
    }
    const correct = raw !== "" && q.accept.some((a) => normaliseAnswer(a) === normaliseAnswer(raw));
    return { id: q.id, correct, given: raw, expected: q.accept[0]!, explanation: q.explanation };
  });
  const score = results.filter((r) => r.correct).length;
  const total = questions.length;
  const percent = total === 0 ? 0 : Math.floor((score * 100) / total);
  return { score, total, percent, passed: percent >= passMark, passMark, questions: results };
}

async function bestAttempts(ctx: TTenantCtx, userId: string, courseId: number): Promise<Map<number, { percent: number; passed: boolean }>> {
  const rows = await ctx.db
    .select({ quizId: learningQuizAttempts.quizId, score: learningQuizAttempts.score, total: learningQuizAttempts.total, passed: learningQuizAttempts.passed })
    .from(learningQuizAttempts)
    .where(and(tenantScope(learningQuizAttempts.tenantId, ctx), eq(learningQuizAttempts.userId, userId), eq(learningQuizAttempts.courseId, courseId)));
  const best = new Map<number, { percent: number; passed: boolean }>();
  for (const r of rows) {
    const percent = r.total ? Math.floor((r.score * 100) / r.total) : 0;
    const prev = best.get(r.quizId);
    if (!prev || percent > prev.percent) best.set(r.quizId, { percent, passed: r.passed || (prev?.passed ?? false) });
    else if (r.passed) prev.passed = true;
  }
  return best;
}

/** A course's quizzes as every reader sees them (no answers, no attempts): safe for the data cache. */
export interface TCourseQuizRow {
  id: number;
  slug: string;
  title: string;
  moduleId: number;
  passMark: number;
  questionCount: number;
  position: number;
}

/**
 * The public part of a course's quiz list. The questions are counted by the database rather
 * than loaded: the list never shows them, and a quiz's questions are the largest value a chapter
 * page would otherwise read per request.
 */
export async function getCourseQuizRows(ctx: TTenantCtx, courseId: number): Promise<TCourseQuizRow[]> {
  return ctx.db
    .select({
      id: learningQuizzes.id,
      slug: learningQuizzes.slug,
      title: learningQuizzes.title,
      moduleId: learningQuizzes.moduleId,
      passMark: learningQuizzes.passMark,
      questionCount: sql<number>`jsonb_array_length(${learningQuizzes.questions})`.mapWith(Number),
      position: learningQuizzes.position,
    })
    .from(learningQuizzes)
    .where(and(tenantScope(learningQuizzes.tenantId, ctx), eq(learningQuizzes.courseId, courseId)))
    .orderBy(asc(learningQuizzes.moduleId), asc(learningQuizzes.position));
}

/**
 * The course's quizzes in course order with the learner's best attempt. `rows` reads the public
 * part (pages pass the data cache; the default queries the database).
 */
export async function listCourseQuizzes(
  ctx: TTenantCtx,
  course: TCourseDetail,
  userId: string | null,
  rows: (courseId: number) => Promise<readonly TCourseQuizRow[]> = (courseId) => getCourseQuizRows(ctx, courseId),
): Promise<TQuizBrief[]> {
  const [list, best] = await Promise.all([rows(course.id), userId ? bestAttempts(ctx, userId, course.id) : Promise.resolve(new Map())]);
  const modulePos = new Map(course.modules.map((m) => [m.id, m]));
  return list
    .filter((r) => modulePos.has(r.moduleId))
    .sort((a, b) => modulePos.get(a.moduleId)!.position - modulePos.get(b.moduleId)!.position || a.position - b.position)
    .map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      moduleId: r.moduleId,
      moduleSlug: modulePos.get(r.moduleId)!.slug,
      passMark: r.passMark,
      questionCount: r.questionCount,
      best: best.get(r.id) ?? null,
    }));
}

export interface TQuizView {
  course: TCourseDetail;
  module: { id: number; slug: string; title: string; position: number };
  quiz: { id: number; slug: string; title: string; passMark: number; questions: TPublicQuestion[] };
  /** Premium course the viewer has not enrolled in: no questions are sent. */
  locked: boolean;
  attempts: { id: number; percent: number; passed: boolean; at: Date }[];
}

async function findQuiz(ctx: TTenantCtx, courseId: number, quizSlug: string) {
  const [q] = await ctx.db
    .select()
    .from(learningQuizzes)
    .where(and(tenantScope(learningQuizzes.tenantId, ctx), eq(learningQuizzes.courseId, courseId), eq(learningQuizzes.slug, quizSlug)));
  return q ?? null;
}

/**
 * The quiz page: questions without the key, gated like the course's premium chapters.
 * `structure` replaces the course's public read (e.g. with a cached one, as the reader does).
 */
export async function getQuizView(
  ctx: TTenantCtx,
  courseSlug: string,
  moduleSlug: string,
  quizSlug: string,
  userId: string | null,
  structure?: TStructureRead,
): Promise<TQuizView | null> {
  const course = await getCourse(ctx, courseSlug, userId ? { userId } : null, structure);
  if (!course) return null;
  const quiz = await findQuiz(ctx, course.id, quizSlug);
  const mod = quiz ? course.modules.find((m) => m.id === quiz.moduleId) : undefined;
  if (!quiz || !mod || mod.slug !== moduleSlug) return null;
  const locked = !(await canReadPremiumCourse(ctx, userId ? { userId } : null, course.id, {
    course: { id: course.id, isPremium: course.isPremium, slug: course.slug },
  }));
  const attempts = userId
    ? await ctx.db
        .select({
          id: learningQuizAttempts.id,
          score: learningQuizAttempts.score,
          total: learningQuizAttempts.total,
          passed: learningQuizAttempts.passed,
          at: learningQuizAttempts.createdAt,
        })
        .from(learningQuizAttempts)
        .where(and(tenantScope(learningQuizAttempts.tenantId, ctx), eq(learningQuizAttempts.userId, userId), eq(learningQuizAttempts.quizId, quiz.id)))
        .orderBy(desc(learningQuizAttempts.createdAt))
        .limit(10)
    : [];
  return {
    course,
    module: { id: mod.id, slug: mod.slug, title: mod.title, position: mod.position },
    quiz: { id: quiz.id, slug: quiz.slug, title: quiz.title, passMark: quiz.passMark, questions: locked ? [] : publicQuestions(quiz.questions) },
    locked,
    attempts: attempts.map((a) => ({ id: a.id, percent: a.total ? Math.floor((a.score * 100) / a.total) : 0, passed: a.passed, at: a.at })),
  };
}

/**
 * Scores a submission on the server and stores the attempt for this tenant and learner. Every
 * question must be answered (400 with the unanswered ones otherwise). Locked premium quiz: 403.
 */
export async function submitQuiz(
  ctx: TTenantCtx,
  userId: string,
  courseSlug: string,
  quizSlug: string,
  rawAnswers: unknown,
): Promise<{ result: TQuizResult; course: TCourseDetail; missing: string[] }> {
  const parsed = ZQuizAnswers.safeParse(rawAnswers);
  if (!parsed.success) throw new AppError("INVALID_INPUT", parsed.error.issues[0]?.message ?? "Jawaban tidak valid.");
  const course = await getCourse(ctx, courseSlug, { userId });
  if (!course) throw new AppError("NOT_FOUND", "Kursus tidak ditemukan.");
  const quiz = await findQuiz(ctx, course.id, quizSlug);
  if (!quiz) throw new AppError("NOT_FOUND", "Kuis tidak ditemukan.");
  if (!(await canReadPremiumCourse(ctx, { userId }, course.id, { course: { id: course.id, isPremium: course.isPremium } })))
    throw new AppError("FORBIDDEN", "Kuis ini khusus peserta kursus premium.");
  const answers: Record<string, string> = {};
  for (const q of quiz.questions) answers[q.id] = (parsed.data[q.id] ?? "").trim();
  const missing = quiz.questions.filter((q) => answers[q.id] === "").map((q) => q.id);
  const scored = scoreQuiz(quiz.questions, quiz.passMark, answers);
  if (missing.length) return { result: { attemptId: 0, ...scored }, course, missing };
  const [row] = await ctx.db
    .insert(learningQuizAttempts)
    .values({ tenantId: ctx.tenantId, userId, quizId: quiz.id, courseId: course.id, score: scored.score, total: scored.total, passed: scored.passed, answers })
    .returning({ id: learningQuizAttempts.id });
  return { result: { attemptId: row!.id, ...scored }, course, missing };
}

/** Whether the learner passed every quiz of the course (true when it has none). */
export async function passedEveryQuiz(ctx: TTenantCtx, userId: string, course: TCourseDetail): Promise<boolean> {
  const quizzes = await listCourseQuizzes(ctx, course, userId);
  return quizzes.every((q) => q.best?.passed);
}
