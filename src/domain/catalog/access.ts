import { and, eq } from "drizzle-orm";
import { catalogCourseChapters, catalogCourses } from "../../db/schema/catalog.ts";
import { learningTeaching } from "../../db/schema/learning.ts";
import { mentorPayees } from "../../db/schema/payments.ts";
import { membershipKind } from "../identity/accounts.ts";
import { isEnrolled as isEnrolledInCourse } from "../identity/learning.ts";
import { can } from "../identity/permissions.ts";
import { roleForKind } from "../identity/roles.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** Who is reading: null for an anonymous visitor; identity fills in the signed-in user. */
export type TViewer = { userId: string };

export interface TReadHint {
  /** The chapter being read; without it the question is "may the viewer read the whole course". */
  chapterId?: number;
  /** Rows the caller already loaded (must belong to courseId), to spare a query. */
  chapter?: { id: number; isPreview: boolean };
  /** With `slug`, an enrolment check needs no look-up of the course's slug. */
  course?: { id: number; isPremium: boolean; slug?: string };
}

/**
 * The one place that decides whether a viewer may read a course's content. Free courses and
 * preview chapters are open to everyone. Reading the rest of a premium course needs an
 * enrolment (identity's `enrolments` table, filled by an admin or a payment), or being staff of
 * the course: an admin of the tenant (`course.read_all`), or the mentor who teaches it.
 */
export async function canReadPremiumCourse(ctx: TTenantCtx, viewer: TViewer | null, courseId: number, hint: TReadHint = {}): Promise<boolean> {
  const course =
    hint.course && hint.course.id === courseId
      ? hint.course
      : (
          await ctx.db
            .select({ id: catalogCourses.id, isPremium: catalogCourses.isPremium })
            .from(catalogCourses)
            .where(and(tenantScope(catalogCourses.tenantId, ctx), eq(catalogCourses.id, courseId)))
        )[0];
  if (!course) return false;
  if (!course.isPremium) return true;
  const chapterId = hint.chapter?.id ?? hint.chapterId;
  if (chapterId !== undefined) {
    const chapter =
      hint.chapter && hint.chapter.id === chapterId
        ? hint.chapter
        : (
            await ctx.db
              .select({ id: catalogCourseChapters.id, isPreview: catalogCourseChapters.isPreview })
              .from(catalogCourseChapters)
              .where(
                and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.courseId, courseId), eq(catalogCourseChapters.id, chapterId)),
              )
          )[0];
    if (!chapter) return false;
    if (chapter.isPreview) return true;
  }
  return (await isEnrolled(ctx, viewer, courseId, hint.course?.id === courseId ? hint.course.slug : undefined)) || (await isCourseStaff(ctx, viewer, courseId));
}

/**
 * Staff read every chapter: admins of this tenant, and a mentor or teacher linked to this course,
 * either assigned to teach it (`learning_teaching`) or paid as its catalogue mentor
 * (`mentor_payees` → `catalog_courses.mentor_id`). The role is read from this tenant's membership,
 * so a deactivated or demoted account loses the access at once.
 */
async function isCourseStaff(ctx: TTenantCtx, viewer: TViewer | null, courseId: number): Promise<boolean> {
  if (!viewer) return false;
  const role = roleForKind(await membershipKind(ctx, viewer.userId));
  if (can(role, "course.read_all")) return true;
  if (!can(role, "teaching.view")) return false;
  const [teaches] = await ctx.db
    .select({ u: learningTeaching.userId })
    .from(learningTeaching)
    .where(
      and(
        tenantScope(learningTeaching.tenantId, ctx),
        eq(learningTeaching.userId, viewer.userId),
        eq(learningTeaching.kind, "course"),
        eq(learningTeaching.refId, courseId),
      ),
    )
    .limit(1);
  if (teaches) return true;
  const [mentors] = await ctx.db
    .select({ u: mentorPayees.userId })
    .from(mentorPayees)
    .innerJoin(catalogCourses, and(eq(catalogCourses.tenantId, mentorPayees.tenantId), eq(catalogCourses.mentorId, mentorPayees.mentorId)))
    .where(and(tenantScope(mentorPayees.tenantId, ctx), eq(mentorPayees.userId, viewer.userId), eq(catalogCourses.id, courseId)))
    .limit(1);
  return !!mentors;
}

/** Enrolments live in identity, keyed by course slug (an admin enrols by hand until payments arrive). */
async function isEnrolled(ctx: TTenantCtx, viewer: TViewer | null, courseId: number, knownSlug?: string): Promise<boolean> {
  if (!viewer) return false;
  if (knownSlug !== undefined) return isEnrolledInCourse(ctx, viewer.userId, knownSlug);
  const [c] = await ctx.db
    .select({ slug: catalogCourses.slug })
    .from(catalogCourses)
    .where(and(tenantScope(catalogCourses.tenantId, ctx), eq(catalogCourses.id, courseId)));
  return c ? isEnrolledInCourse(ctx, viewer.userId, c.slug) : false;
}
