import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { catalogBatches, catalogClasses, catalogCourses } from "../../db/schema/catalog.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** What can be bought: its price always comes from here (the catalogue), never from the client. */
export interface TItem {
  kind: "class" | "course" | (string & {});
  /** Slug of the class or course, or another kind's own key. */
  key: string;
  title: string;
  /** Integer rupiah; 0 = free. */
  price: number;
  mentorId: number | null;
  /** Where the learner goes after paying (class page, first chapter…). */
  path: string;
  /** Class only. */
  classId?: number;
}

export type TItemKind = "class" | "course";

export async function classItem(ctx: TTenantCtx, slug: string): Promise<TItem & { classId: number; onRegistration: boolean; code: string }> {
  const [c] = await ctx.db
    .select()
    .from(catalogClasses)
    .where(and(tenantScope(catalogClasses.tenantId, ctx), eq(catalogClasses.slug, slug), eq(catalogClasses.isActive, true), isNull(catalogClasses.deletedAt)))
    .limit(1);
  if (!c) throw new AppError("NOT_FOUND", "Kelas tidak ditemukan.");
  return {
    kind: "class",
    key: c.slug,
    title: c.name,
    price: Number(c.price),
    mentorId: c.mentorIds[0] ?? null,
    path: `/Class/${c.slug}`,
    classId: c.id,
    onRegistration: c.state === "onRegistration",
    code: c.code,
  };
}

export async function courseItem(ctx: TTenantCtx, slug: string): Promise<TItem & { isPremium: boolean }> {
  const [c] = await ctx.db
    .select()
    .from(catalogCourses)
    .where(and(tenantScope(catalogCourses.tenantId, ctx), eq(catalogCourses.slug, slug), eq(catalogCourses.isActive, true), isNull(catalogCourses.deletedAt)))
    .limit(1);
  if (!c) throw new AppError("NOT_FOUND", "Kursus tidak ditemukan.");
  const base = c.isPremium ? "/Courses/@Premium" : "/Courses";
  return {
    kind: "course",
    key: c.slug,
    title: c.title,
    price: c.isPremium ? Number(c.price) : 0,
    mentorId: c.mentorId ?? null,
    path: `${base}/${c.slug}`,
    isPremium: c.isPremium,
  };
}

export async function itemOf(ctx: TTenantCtx, kind: TItemKind, slug: string): Promise<TItem> {
  return kind === "class" ? classItem(ctx, slug) : courseItem(ctx, slug);
}

/** The batch a new learner joins: the active one whose registration is still open, earliest first. */
export async function openBatch(ctx: TTenantCtx, classId: number, now = new Date()) {
  const [b] = await ctx.db
    .select()
    .from(catalogBatches)
    .where(
      and(
        tenantScope(catalogBatches.tenantId, ctx),
        eq(catalogBatches.classId, classId),
        eq(catalogBatches.isActive, true),
        isNull(catalogBatches.deletedAt),
        gte(catalogBatches.registrationEndsAt, now),
      ),
    )
    .orderBy(asc(catalogBatches.startsAt))
    .limit(1);
  return b ?? null;
}
