import { eq } from "drizzle-orm";
import type { TQuizSeed } from "../../src/contracts/learning.ts";
import { catalogCourseChapters, catalogCourseModules, catalogCourses } from "../../src/db/schema/catalog.ts";
import { enrolments } from "../../src/db/schema/identity.ts";
import { learningExercises, learningQuizzes } from "../../src/db/schema/learning.ts";
import type { Db } from "../../src/db/client.ts";

let seq = 0;

/** A secret that must never reach the browser before submitting: the short answer and an explanation. */
export const SECRET_ANSWER = "jawaban-rahasia-kuis";
export const SECRET_EXPLANATION = "Pembahasan rahasia yang hanya tampil setelah menjawab.";

export interface TTestCourse {
  id: number;
  slug: string;
  title: string;
  premium: boolean;
  modules: { id: number; slug: string }[];
  chapters: { id: number; slug: string; moduleSlug: string }[];
  quiz: { id: number; slug: string; moduleSlug: string };
  path: (chapterSlug: string) => string;
  quizPath: string;
}

/**
 * A short course of the test's own (2 modules, 3 chapters, one quiz on the first module, a coding
 * exercise on chapter 1), so learning specs do not depend on the demo seed's catalogue.
 */
export async function createCourse(db: Db, tenantId: string, opts: { premium?: boolean; title?: string } = {}): Promise<TTestCourse> {
  const n = ++seq;
  const slug = `kursus-uji-${n}-${Date.now().toString(36)}`;
  const premium = opts.premium ?? false;
  const [course] = await db
    .insert(catalogCourses)
    .values({
      tenantId,
      slug,
      title: opts.title ?? `Kursus Uji ${n}`,
      summary: "Kursus singkat untuk pengujian.",
      description: "Kursus singkat untuk pengujian.",
      cover: "/media/x.svg",
      level: "pemula",
      isPremium: premium,
      price: premium ? 100_000 : 0,
      position: 900 + n,
    })
    .returning({ id: catalogCourses.id });
  const mods = await db
    .insert(catalogCourseModules)
    .values([
      { tenantId, courseId: course!.id, slug: "modul-satu", title: "Modul Satu", position: 1 },
      { tenantId, courseId: course!.id, slug: "modul-dua", title: "Modul Dua", position: 2 },
    ])
    .returning({ id: catalogCourseModules.id, slug: catalogCourseModules.slug });
  const chapterSeeds = [
    { slug: "bab-pertama", moduleId: mods[0]!.id, moduleSlug: "modul-satu", preview: true },
    { slug: "bab-kedua", moduleId: mods[0]!.id, moduleSlug: "modul-satu", preview: false },
    { slug: "bab-ketiga", moduleId: mods[1]!.id, moduleSlug: "modul-dua", preview: false },
  ];
  const chapters = await db
    .insert(catalogCourseChapters)
    .values(
      chapterSeeds.map((c, i) => ({
        tenantId,
        courseId: course!.id,
        moduleId: c.moduleId,
        slug: c.slug,
        title: `Bab ${i + 1} uji`,
        position: i + 1,
        content: "Teks lama.",
        bodyMd: `## Bagian ${i + 1}\n\nIsi bab ${i + 1}.\n\n> [!NOTE]\n> Catatan bab ${i + 1}.\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n`,
        durationMinutes: 5,
        isPreview: premium && c.preview,
      })),
    )
    .returning({ id: catalogCourseChapters.id, slug: catalogCourseChapters.slug });
  const quizSeed: TQuizSeed = {
    slug: "kuis-modul-satu",
    title: "Kuis Modul Satu",
    passMark: 60,
    questions: [
      { kind: "multiple_choice", id: "q1", prompt: "Berapa 2 + 2?", options: ["3", "4", "5"], answer: 1, explanation: SECRET_EXPLANATION },
      { kind: "short_answer", id: "q2", prompt: "Ketik kata kunci rahasia kuis.", accept: [SECRET_ANSWER], explanation: "Kata kuncinya ada di petunjuk." },
    ],
  };
  const [quiz] = await db
    .insert(learningQuizzes)
    .values({
      tenantId,
      courseId: course!.id,
      moduleId: mods[0]!.id,
      slug: quizSeed.slug,
      title: quizSeed.title,
      passMark: quizSeed.passMark,
      questions: quizSeed.questions,
    })
    .returning({ id: learningQuizzes.id });
  await db.insert(learningExercises).values({
    tenantId,
    courseId: course!.id,
    chapterId: chapters[0]!.id,
    slug: "latihan-tambah",
    title: "Latihan: tambah",
    promptMd: "Tulis fungsi `tambah(a, b)`.",
    language: "javascript",
    starter: "function tambah(a, b) {\n}\n",
    checks: [{ name: "tambah(2, 3) menghasilkan 5.", test: "return tambah(2, 3) === 5;" }],
  });
  const base = premium ? `/Courses/@Premium/${slug}` : `/Courses/${slug}`;
  return {
    id: course!.id,
    slug,
    title: opts.title ?? `Kursus Uji ${n}`,
    premium,
    modules: mods,
    chapters: chapters.map((c, i) => ({ id: c.id, slug: c.slug, moduleSlug: chapterSeeds[i]!.moduleSlug })),
    quiz: { id: quiz!.id, slug: quizSeed.slug, moduleSlug: "modul-satu" },
    path: (chapterSlug) => `${base}/module/${chapterSeeds.find((c) => c.slug === chapterSlug)!.moduleSlug}/chapter/${chapterSlug}`,
    quizPath: `${base}/module/modul-satu/quiz/${quizSeed.slug}`,
  };
}

export async function enrol(db: Db, tenantId: string, userId: string, courseSlug: string): Promise<void> {
  await db.insert(enrolments).values({ tenantId, userId, courseSlug, enrolledBy: "test" }).onConflictDoNothing();
}

export async function unenrol(db: Db, _tenantId: string, userId: string): Promise<void> {
  await db.delete(enrolments).where(eq(enrolments.userId, userId));
}

/** The right answers of the factory quiz. */
export const PASSING_ANSWERS = { q1: "1", q2: SECRET_ANSWER };
export const FAILING_ANSWERS = { q1: "0", q2: "salah" };
