import { ZCodingExerciseSeed, ZQuizSeed, type TChapterSeed, type TCodingExerciseSeed, type TQuizSeed } from "../contracts/learning.ts";
import { asc, eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { catalogClasses, catalogCourses } from "../db/schema/catalog.ts";
import { users } from "../db/schema/identity.ts";
import { learningExercises, learningQuizzes, learningTeaching } from "../db/schema/learning.ts";
import type { TSeeder } from "./seeder.ts";

/** One course as the catalogue seeder inserted it: ids in seed order. */
export interface TSeededCourse {
  tenantId: string;
  courseId: number;
  modules: { id: number; quizzes: TQuizSeed[] }[];
  chapters: { id: number; exercise?: TCodingExerciseSeed }[];
}

/** A seed chapter as the seeder needs it: bare titles become a chapter without `bodyMd`. */
export function chapterSeed(
  c: string | TChapterSeed,
): TChapterSeed | { title: string; bodyMd?: undefined; videoUrl?: undefined; durationMinutes?: undefined; exercise?: undefined } {
  return typeof c === "string" ? { title: c } : c;
}

/**
 * Inserts the quizzes and coding exercises of freshly seeded courses (called by the catalogue
 * seeder inside its transaction). Seed data is checked against the contract first, so a typo in
 * a quiz fails the seed loudly instead of producing a quiz nobody can pass.
 */
export async function insertCourseLearning(db: Db, courses: TSeededCourse[]): Promise<void> {
  const quizRows = courses.flatMap((c) =>
    c.modules.flatMap((m) =>
      m.quizzes.map((q, i) => {
        const quiz = ZQuizSeed.parse(q);
        for (const question of quiz.questions)
          if (question.kind === "multiple_choice" && question.answer >= question.options.length)
            throw new Error(`Seed quiz ${quiz.slug}: answer of ${question.id} is out of range`);
        return {
          tenantId: c.tenantId,
          courseId: c.courseId,
          moduleId: m.id,
          slug: quiz.slug,
          title: quiz.title,
          passMark: quiz.passMark,
          questions: quiz.questions,
          position: i + 1,
        };
      }),
    ),
  );
  const exerciseRows = courses.flatMap((c) =>
    c.chapters.flatMap((ch) => {
      if (!ch.exercise) return [];
      const e = ZCodingExerciseSeed.parse(ch.exercise);
      return [
        {
          tenantId: c.tenantId,
          courseId: c.courseId,
          chapterId: ch.id,
          slug: e.slug,
          title: e.title,
          promptMd: e.promptMd,
          language: e.language,
          starter: e.starter,
          checks: e.checks,
        },
      ];
    }),
  );
  for (let i = 0; i < quizRows.length; i += 500) await db.insert(learningQuizzes).values(quizRows.slice(i, i + 500));
  for (let i = 0; i < exerciseRows.length; i += 500) await db.insert(learningExercises).values(exerciseRows.slice(i, i + 500));
}

/**
 * Demo teaching assignments (local/dev, like the demo accounts): the demo mentor teaches the first
 * two courses and the first class of each demo tenant, so "Kelas yang Saya Ajar" has content.
 * Idempotent: nothing happens once the mentor has any assignment.
 */
export const learningSeeder: TSeeder = {
  name: "learning",
  async run(db, _product, tenantRows) {
    const env = loadConfig().APP_ENV;
    if (env !== "local" && env !== "dev") return;
    const [mentor] = await db.select({ id: users.id }).from(users).where(eq(users.email, "mentor@contoh.id"));
    if (!mentor) return;
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(learningTeaching).where(eq(learningTeaching.userId, mentor.id));
    if (n > 0) return;
    for (const tenantId of ["demo", "sekolahbeta", "smkcoding"].filter((id) => tenantRows.some((t) => t.id === id))) {
      const courses = await db
        .select({ id: catalogCourses.id })
        .from(catalogCourses)
        .where(eq(catalogCourses.tenantId, tenantId))
        .orderBy(asc(catalogCourses.position), asc(catalogCourses.id))
        .limit(2);
      const classes = await db
        .select({ id: catalogClasses.id })
        .from(catalogClasses)
        .where(eq(catalogClasses.tenantId, tenantId))
        .orderBy(asc(catalogClasses.position), asc(catalogClasses.id))
        .limit(1);
      const rows = [
        ...courses.map((c) => ({ tenantId, userId: mentor.id, kind: "course", refId: c.id })),
        ...classes.map((c) => ({ tenantId, userId: mentor.id, kind: "class", refId: c.id })),
      ];
      if (rows.length) await db.insert(learningTeaching).values(rows).onConflictDoNothing();
    }
  },
};
