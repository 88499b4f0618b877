import { z } from "zod";

/**
 * Learning contract (issue 16): how course content, quizzes and coding exercises are written in
 * the demo seed (`src/seed/catalog-data.ts`, `TCourseSeed`) and what the reader, the quiz
 * page and the API send to the browser.
 *
 * Seed authors, read this first:
 * - A chapter in `TCourseSeed.modules[].chapters` is either a bare title (old filler text is
 *   generated for it) or a `TChapterSeed` whose `bodyMd` is stored in
 *   `catalog_course_chapters.body_md` and rendered on the server (CommonMark via markdown-it,
 *   raw HTML off, links limited to http(s) and site paths):
 *   - `##`/`###` headings (the page already has the chapter title as `h1`);
 *   - fenced code with a language (` ```js `, `html`, `css`, `ts`, `json`, `bash`, `python`,
 *     `sql`, `dart`) is highlighted on the server;
 *   - images `![alt text](/media/… or https://…)` — the alt text is required for meaning;
 *   - callouts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!WARNING]` or
 *     `[!IMPORTANT]` (GitHub style);
 *   - video: a paragraph holding only a YouTube or Vimeo link (`https://www.youtube.com/watch?v=…`,
 *     `https://youtu.be/…`, `https://vimeo.com/…`) becomes a click-to-load player; the seed's
 *     `videoUrl` is shown the same way above the text.
 * - Quizzes belong to a module: `TCourseSeed.modules[].quizzes` (usually one). A learner must pass
 *   every quiz (score ≥ `passMark` percent) and finish every chapter to get the certificate.
 *   The answer key (`answer` / `accept`) and `explanation` stay on the server until the learner
 *   submits; explanations are then shown per question.
 * - Coding exercises belong to a chapter (`TChapterSeed.exercise`), for web courses. Checks are
 *   JavaScript function bodies that run in the learner's browser in a sandboxed iframe (never on
 *   the server) and return true when the check passes:
 *   - `language: "javascript"`: the learner's code runs first in the same function scope, so a
 *     check can call what it declared: `return typeof tambah === "function" && tambah(2, 3) === 5;`
 *   - `language: "html"`: the learner's HTML becomes the iframe's document body; a check reads
 *     `document`: `return document.querySelector("img")?.getAttribute("alt")?.length > 0;`
 */

const ZSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug harus huruf kecil, angka dan tanda hubung.")
  .max(120);

export const ZQuizQuestionSeed = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("multiple_choice"),
    /** Stable within the quiz ("q1", "q2", …): attempts store answers by it. */
    id: z.string().min(1).max(40),
    prompt: z.string().min(1),
    options: z.array(z.string().min(1)).min(2).max(6),
    /** Index into `options` of the right answer. */
    answer: z.number().int().min(0),
    explanation: z.string().min(1),
  }),
  z.object({
    kind: z.literal("short_answer"),
    id: z.string().min(1).max(40),
    prompt: z.string().min(1),
    /** Accepted answers; compared case-insensitively with spaces collapsed. */
    accept: z.array(z.string().min(1)).min(1),
    explanation: z.string().min(1),
  }),
]);
export type TQuizQuestionSeed = z.infer<typeof ZQuizQuestionSeed>;

export const ZQuizSeed = z.object({
  slug: ZSlug,
  title: z.string().min(1),
  /** Percentage (1–100) of right answers needed to pass. */
  passMark: z.number().int().min(1).max(100),
  questions: z.array(ZQuizQuestionSeed).min(1).max(30),
});
/** One module quiz in the course seed. */
export type TQuizSeed = z.infer<typeof ZQuizSeed>;

export const ZExerciseCheckSeed = z.object({
  /** What the check verifies, shown to the learner ("Fungsi tambah(2, 3) menghasilkan 5."). */
  name: z.string().min(1),
  /** Body of a function returning true when it passes (runs only in the browser sandbox). */
  test: z.string().min(1),
});

export const ZCodingExerciseSeed = z.object({
  slug: ZSlug,
  title: z.string().min(1),
  /** Markdown, rendered like chapter text. */
  promptMd: z.string().min(1),
  language: z.enum(["javascript", "html"]),
  starter: z.string(),
  checks: z.array(ZExerciseCheckSeed).min(1).max(20),
});
/** A coding exercise attached to a chapter in the course seed. */
export type TCodingExerciseSeed = z.infer<typeof ZCodingExerciseSeed>;

/** A chapter in the course seed (a bare string title is still accepted there). */
export interface TChapterSeed {
  title: string;
  /** Markdown body, see the rules at the top of this file. */
  bodyMd: string;
  /** A YouTube or Vimeo watch link, shown as a click-to-load player above the text. */
  videoUrl?: string;
  durationMinutes?: number;
  exercise?: TCodingExerciseSeed;
}

// ---- What the browser receives -------------------------------------------------------------

/** A quiz question as sent to the browser: never the key, never the explanation before submitting. */
export type TPublicQuestion = { kind: "multiple_choice"; id: string; prompt: string; options: string[] } | { kind: "short_answer"; id: string; prompt: string };

export interface TQuestionResult {
  id: string;
  correct: boolean;
  /** The learner's answer as shown back (option text or typed answer). */
  given: string;
  /** The right answer, shown after submitting. */
  expected: string;
  explanation: string;
}

export interface TQuizResult {
  attemptId: number;
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  passMark: number;
  questions: TQuestionResult[];
}

/** Answers as a form or JSON sends them: question id → option index (as text) or typed text. */
export const ZQuizAnswers = z.record(z.string().max(40), z.string().max(500, "Jawaban maksimal 500 karakter."));

export const ZExerciseResult = z.object({
  passedChecks: z.coerce.number().int().min(0).max(20),
  totalChecks: z.coerce.number().int().min(1).max(20),
  code: z.string().max(20_000, "Kode maksimal 20.000 karakter."),
});
