import { and, desc, eq } from "drizzle-orm";
import { ZExerciseResult } from "../../contracts/learning.ts";
import { learningExerciseAttempts, learningExercises } from "../../db/schema/learning.ts";
import { getCourse } from "../catalog/courses.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export interface TExercise {
  id: number;
  slug: string;
  title: string;
  promptMd: string;
  language: "javascript" | "html";
  starter: string;
  /** Checks run in the learner's browser sandbox: they are not secret. */
  checks: { name: string; test: string }[];
}

export interface TExerciseAttempt {
  passedChecks: number;
  totalChecks: number;
  passed: boolean;
  code: string;
  at: Date;
}

/** The coding exercise of a chapter (one per chapter), or null. */
export async function getChapterExercise(ctx: TTenantCtx, chapterId: number): Promise<TExercise | null> {
  const [row] = await ctx.db
    .select()
    .from(learningExercises)
    .where(and(tenantScope(learningExercises.tenantId, ctx), eq(learningExercises.chapterId, chapterId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    promptMd: row.promptMd,
    language: row.language === "html" ? "html" : "javascript",
    starter: row.starter,
    checks: row.checks,
  };
}

export async function lastExerciseAttempt(ctx: TTenantCtx, userId: string, exerciseId: number): Promise<TExerciseAttempt | null> {
  const [row] = await ctx.db
    .select({
      passedChecks: learningExerciseAttempts.passedChecks,
      totalChecks: learningExerciseAttempts.totalChecks,
      passed: learningExerciseAttempts.passed,
      code: learningExerciseAttempts.code,
      at: learningExerciseAttempts.createdAt,
    })
    .from(learningExerciseAttempts)
    .where(
      and(
        tenantScope(learningExerciseAttempts.tenantId, ctx),
        eq(learningExerciseAttempts.userId, userId),
        eq(learningExerciseAttempts.exerciseId, exerciseId),
      ),
    )
    .orderBy(desc(learningExerciseAttempts.createdAt), desc(learningExerciseAttempts.id))
    .limit(1);
  return row ?? null;
}

/**
 * Stores what the browser sandbox reported for the learner's code. The server never runs the
 * code; the result is the learner's own report, like a self-assessment, and is shown as such.
 */
export async function recordExerciseAttempt(
  ctx: TTenantCtx,
  userId: string,
  courseSlug: string,
  exerciseSlug: string,
  input: unknown,
): Promise<TExerciseAttempt> {
  const parsed = ZExerciseResult.safeParse(input);
  if (!parsed.success) throw new AppError("INVALID_INPUT", parsed.error.issues[0]?.message ?? "Hasil latihan tidak valid.");
  const course = await getCourse(ctx, courseSlug, { userId });
  if (!course) throw new AppError("NOT_FOUND", "Kursus tidak ditemukan.");
  const [ex] = await ctx.db
    .select({ id: learningExercises.id, chapterId: learningExercises.chapterId, checks: learningExercises.checks })
    .from(learningExercises)
    .where(and(tenantScope(learningExercises.tenantId, ctx), eq(learningExercises.courseId, course.id), eq(learningExercises.slug, exerciseSlug)));
  if (!ex) throw new AppError("NOT_FOUND", "Latihan tidak ditemukan.");
  const chapter = course.modules.flatMap((m) => m.chapters).find((c) => c.id === ex.chapterId);
  if (!chapter?.readable) throw new AppError("FORBIDDEN", "Latihan ini khusus peserta kursus premium.");
  const { passedChecks, code } = parsed.data;
  const totalChecks = ex.checks.length;
  if (parsed.data.totalChecks !== totalChecks || passedChecks > totalChecks)
    throw new AppError("INVALID_INPUT", "Jumlah pemeriksaan tidak cocok dengan latihan ini. Muat ulang halaman lalu jalankan lagi.");
  const [row] = await ctx.db
    .insert(learningExerciseAttempts)
    .values({ tenantId: ctx.tenantId, userId, exerciseId: ex.id, courseId: course.id, passedChecks, totalChecks, passed: passedChecks === totalChecks, code })
    .returning({ at: learningExerciseAttempts.createdAt });
  return { passedChecks, totalChecks, passed: passedChecks === totalChecks, code, at: row!.at };
}
