import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { users } from "../../db/schema/identity.ts";
import { learningCertificates } from "../../db/schema/learning.ts";
import { getCourse, type TCourseDetail } from "../catalog/courses.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { getCourseProgress } from "./progress.ts";
import { passedEveryQuiz } from "./quizzes.ts";
import { DATE_ID } from "../../kernel/format.ts";

export interface TCertificate {
  code: string;
  learnerName: string;
  courseTitle: string;
  courseSlug: string;
  courseId: number;
  issuedAt: Date;
}

/** Verification codes: 3 groups of 4 from an unambiguous alphabet, e.g. `K7QM-2XHD-9RTB`. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CERTIFICATE_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  // The first character is a letter, so a code always matches the route's `code` pattern.
  const chars = [...bytes].map((b, i) => (i === 0 ? ALPHABET[b % 24] : ALPHABET[b % ALPHABET.length]));
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8, 12).join("")}`;
}

const COLUMNS = {
  code: learningCertificates.code,
  learnerName: learningCertificates.learnerName,
  courseTitle: learningCertificates.courseTitle,
  courseSlug: learningCertificates.courseSlug,
  courseId: learningCertificates.courseId,
  issuedAt: learningCertificates.issuedAt,
};

export async function findCertificate(ctx: TTenantCtx, userId: string, courseId: number): Promise<TCertificate | null> {
  const [row] = await ctx.db
    .select(COLUMNS)
    .from(learningCertificates)
    .where(and(tenantScope(learningCertificates.tenantId, ctx), eq(learningCertificates.userId, userId), eq(learningCertificates.courseId, courseId)));
  return row ?? null;
}

/**
 * Issues the course certificate when every chapter is done and every quiz passed; exactly once
 * per learner and course (a unique key on tenant, learner and course; a second call, or two at
 * the same time, get the same certificate). Returns null while the criteria do not hold.
 */
export async function issueCertificateIfComplete(ctx: TTenantCtx, userId: string, courseOrSlug: TCourseDetail | string): Promise<TCertificate | null> {
  const course = typeof courseOrSlug === "string" ? await getCourse(ctx, courseOrSlug, { userId }) : courseOrSlug;
  if (!course) return null;
  const existing = await findCertificate(ctx, userId, course.id);
  if (existing) return existing;
  const progress = await getCourseProgress(ctx, userId, course);
  if (!progress.complete || !(await passedEveryQuiz(ctx, userId, course))) return null;
  const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  await ctx.db
    .insert(learningCertificates)
    .values({
      tenantId: ctx.tenantId,
      code: newCertificateCode(),
      userId,
      courseId: course.id,
      courseSlug: course.slug,
      courseTitle: course.title,
      learnerName: user.name,
    })
    .onConflictDoNothing();
  return findCertificate(ctx, userId, course.id);
}

/** Public verification: the certificate with this code on this tenant, or null. */
export async function getCertificateByCode(ctx: TTenantCtx, code: string): Promise<TCertificate | null> {
  if (!CERTIFICATE_CODE.test(code)) return null;
  const [row] = await ctx.db
    .select(COLUMNS)
    .from(learningCertificates)
    .where(and(tenantScope(learningCertificates.tenantId, ctx), eq(learningCertificates.code, code)));
  return row ?? null;
}

export async function listMyCertificates(ctx: TTenantCtx, userId: string): Promise<TCertificate[]> {
  return ctx.db
    .select(COLUMNS)
    .from(learningCertificates)
    .where(and(tenantScope(learningCertificates.tenantId, ctx), eq(learningCertificates.userId, userId)))
    .orderBy(desc(learningCertificates.issuedAt));
}

/** "23 November 2026" in Asia/Jakarta (WIB). */
export function formatWibDate(d: Date): string {
  return DATE_ID.format(d);
}
