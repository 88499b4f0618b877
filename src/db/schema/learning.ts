import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { TQuizQuestionSeed } from "../../contracts/learning.ts";
import { users } from "./identity.ts";
import { tenants } from "./tenants.ts";

/**
 * Learning (issue 16): module quizzes, coding exercises, their attempts, certificates and who
 * teaches what. Chapter progress and enrolments stay in identity (`chapter_progress`,
 * `enrolments`). Every table is tenant-owned: `tenant_id` leads every key and index.
 */
const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });
const userId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A module's quiz. `questions` holds the answer key: it never leaves the server unsubmitted. */
export const learningQuizzes = pgTable(
  "learning_quizzes",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    courseId: integer("course_id").notNull(),
    moduleId: integer("module_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Percentage of right answers needed to pass (1–100). */
    passMark: integer("pass_mark").notNull(),
    questions: jsonb("questions").$type<TQuizQuestionSeed[]>().notNull(),
    position: integer("position").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("learning_quizzes_slug_uq").on(t.tenantId, t.courseId, t.slug),
    index("learning_quizzes_module_idx").on(t.tenantId, t.moduleId),
  ],
);

export const learningQuizAttempts = pgTable(
  "learning_quiz_attempts",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    userId: userId(),
    quizId: integer("quiz_id").notNull(),
    courseId: integer("course_id").notNull(),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    passed: boolean("passed").notNull(),
    /** Question id → what the learner answered (option index as text, or typed text). */
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("learning_quiz_attempts_user_idx").on(t.tenantId, t.userId, t.courseId, t.quizId),
    index("learning_quiz_attempts_course_idx").on(t.tenantId, t.courseId),
  ],
);

/** A coding exercise on a chapter; its checks run in the learner's browser only. */
export const learningExercises = pgTable(
  "learning_exercises",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    courseId: integer("course_id").notNull(),
    chapterId: integer("chapter_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    promptMd: text("prompt_md").notNull(),
    /** javascript | html */
    language: text("language").notNull(),
    starter: text("starter").notNull(),
    checks: jsonb("checks").$type<{ name: string; test: string }[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("learning_exercises_slug_uq").on(t.tenantId, t.courseId, t.slug),
    index("learning_exercises_chapter_idx").on(t.tenantId, t.chapterId),
  ],
);

/** What the browser sandbox reported for a learner's code (the server cannot re-run it). */
export const learningExerciseAttempts = pgTable(
  "learning_exercise_attempts",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    userId: userId(),
    exerciseId: integer("exercise_id").notNull(),
    courseId: integer("course_id").notNull(),
    passedChecks: integer("passed_checks").notNull(),
    totalChecks: integer("total_checks").notNull(),
    passed: boolean("passed").notNull(),
    code: text("code").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("learning_exercise_attempts_user_idx").on(t.tenantId, t.userId, t.exerciseId)],
);

/** Issued once per learner and course; the code is the public verification key. */
export const learningCertificates = pgTable(
  "learning_certificates",
  {
    tenantId: tenantId(),
    code: text("code").notNull(),
    userId: userId(),
    courseId: integer("course_id").notNull(),
    courseSlug: text("course_slug").notNull(),
    /** Names as they were when issued: the certificate does not change afterwards. */
    courseTitle: text("course_title").notNull(),
    learnerName: text("learner_name").notNull(),
    issuedAt: ts("issued_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] }), uniqueIndex("learning_certificates_once_uq").on(t.tenantId, t.userId, t.courseId)],
);

/** Who teaches what: a mentor or teacher account linked to a course or a class of the tenant. */
export const learningTeaching = pgTable(
  "learning_teaching",
  {
    tenantId: tenantId(),
    userId: userId(),
    /** course | class */
    kind: text("kind").notNull(),
    refId: integer("ref_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.kind, t.refId] }), index("learning_teaching_ref_idx").on(t.tenantId, t.kind, t.refId)],
);
