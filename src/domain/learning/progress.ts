import { and, eq } from "drizzle-orm";
import { chapterProgress } from "../../db/schema/identity.ts";
import type { TCourseDetail } from "../catalog/courses.ts";
import { getCourse } from "../catalog/courses.ts";
import { AppError } from "../../kernel/errors.ts";
import { listDoneChapters, setChapterDone } from "../identity/learning.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export interface TChapterRef {
  slug: string;
  moduleSlug: string;
  title: string;
}

export interface TCourseProgress {
  /** Chapters counted as done: marked done and readable by the learner now. */
  done: number;
  total: number;
  /** Whole percent, done / total (0 for an empty course). */
  percent: number;
  doneSlugs: string[];
  /** The first chapter, in course order, that is not done; null when every chapter is. */
  resume: TChapterRef | null;
  complete: boolean;
}

/**
 * Completion from the course outline and the chapters the learner marked. A locked chapter (a
 * premium chapter the learner may not read any more, or never could) counts as not done, even
 * when a mark exists: the bar shows what the learner can show for, not the reading position.
 */
export function computeProgress(course: Pick<TCourseDetail, "modules">, marked: Iterable<string>): TCourseProgress {
  const marks = new Set(marked);
  const flat = course.modules.flatMap((m) => m.chapters.map((ch) => ({ m, ch })));
  const doneSlugs = flat.filter(({ ch }) => ch.readable && marks.has(ch.slug)).map(({ ch }) => ch.slug);
  const doneSet = new Set(doneSlugs);
  const first = flat.find(({ ch }) => !doneSet.has(ch.slug));
  const total = flat.length;
  return {
    done: doneSlugs.length,
    total,
    percent: total === 0 ? 0 : Math.floor((doneSlugs.length * 100) / total),
    doneSlugs,
    resume: first ? { slug: first.ch.slug, moduleSlug: first.m.slug, title: first.ch.title } : null,
    complete: total > 0 && doneSlugs.length === total,
  };
}

/** The learner's progress in one course (an anonymous reader has none). */
export async function getCourseProgress(ctx: TTenantCtx, userId: string | null, course: TCourseDetail): Promise<TCourseProgress> {
  const marked = userId ? await listDoneChapters(ctx, userId, course.slug) : [];
  return computeProgress(course, marked);
}

/**
 * Marks a chapter done or not done from the reader. Idempotent both ways. A chapter the learner
 * may not read (locked) cannot be marked: 403.
 */
export async function markChapter(
  ctx: TTenantCtx,
  userId: string,
  courseSlug: string,
  chapterSlug: string,
  done: boolean,
): Promise<{ course: TCourseDetail; progress: TCourseProgress }> {
  const course = await getCourse(ctx, courseSlug, { userId });
  if (!course) throw new AppError("NOT_FOUND", "Kursus tidak ditemukan.");
  const chapter = course.modules.flatMap((m) => m.chapters).find((c) => c.slug === chapterSlug);
  if (!chapter) throw new AppError("NOT_FOUND", "Bab tidak ditemukan.");
  if (!chapter.readable) throw new AppError("FORBIDDEN", "Bab ini terkunci. Daftar kursus premium untuk membukanya.");
  await setChapterDone(ctx, userId, { courseSlug, chapterSlug, done });
  return { course, progress: await getCourseProgress(ctx, userId, course) };
}

/** When the learner last marked a chapter of this course (null: never). */
export async function lastChapterActivity(ctx: TTenantCtx, userId: string, courseSlug: string): Promise<Date | null> {
  const rows = await ctx.db
    .select({ at: chapterProgress.doneAt })
    .from(chapterProgress)
    .where(and(tenantScope(chapterProgress.tenantId, ctx), eq(chapterProgress.userId, userId), eq(chapterProgress.courseSlug, courseSlug)));
  return rows.reduce<Date | null>((max, r) => (!max || r.at > max ? r.at : max), null);
}
