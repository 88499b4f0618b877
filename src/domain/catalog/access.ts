import { and, eq } from "drizzle-orm";
import { catalogCourseChapters, catalogCourses } from "../../db/schema/catalog.ts";
import { isEnrolled as isEnrolledInCourse } from "../identity/learning.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** Who is reading: null for an anonymous visitor; identity fills in the signed-in user. */
export type TViewer = { userId: string };

export interface TReadHint {
  /** The chapter being read; without it the question is "may the viewer read the whole course". */
  chapterId?: number;
  /** Rows the caller already loaded (must belong to courseId), to spare a query. */
  chapter?: { id: number; isPreview: boolean };
  course?: { id: number; isPremium: boolean };
}

/**
 * The one place that decides whether a viewer may read a course's content. Free courses and
 * preview chapters are open to everyone. Reading the rest of a premium course needs an
 * enrolment (identity's `enrolments` table, filled by an admin until payments arrive).
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
  return isEnrolled(ctx, viewer, courseId);
}

/** Enrolments live in identity, keyed by course slug (an admin enrols by hand until payments arrive). */
async function isEnrolled(ctx: TTenantCtx, viewer: TViewer | null, courseId: number): Promise<boolean> {
  if (!viewer) return false;
  const [c] = await ctx.db
    .select({ slug: catalogCourses.slug })
    .from(catalogCourses)
    .where(and(tenantScope(catalogCourses.tenantId, ctx), eq(catalogCourses.id, courseId)));
  return c ? isEnrolledInCourse(ctx, viewer.userId, c.slug) : false;
}
