import { and, eq, sql } from "drizzle-orm";
import { chapterProgress } from "../../db/schema/identity.ts";
import { classEnrolments } from "../../db/schema/payments.ts";
import { getClassByKey, listActiveClasses, type TClassDetail, type TClassFilters, type TClassSummary } from "../catalog/classes.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export interface TClassChoice {
  slug: string;
  code: string;
  name: string;
  description: string;
  schedule: string;
  state: string;
}

export interface TOnboarding {
  /** The class the visitor chose before signing up, when they have not joined it yet. */
  chosen: TClassChoice | null;
  /** Three classes open for registration (or otherwise active) when nothing was chosen. */
  suggestions: TClassChoice[];
  checklist: { profile: boolean; firstChapter: boolean; joinedClass: boolean };
}

/** `/Class/{slug}`, `/Checkout/Kelas/{slug}` or a bare slug → the class slug the visitor chose. */
export function chosenClassSlug(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(?:\/(?:Class|Checkout\/Kelas|Pesilat\/Class)\/)?([a-z0-9]+(?:-[a-z0-9]+)*)(?:[/?#].*)?$/.exec(value.trim());
  return m && m[1]!.length <= 120 ? m[1]! : null;
}

const toChoice = (c: { slug: string; code: string; name: string; description: string; schedule: string; state: string }): TClassChoice => ({
  slug: c.slug,
  code: c.code,
  name: c.name,
  description: c.description.length > 160 ? `${c.description.slice(0, 157).trimEnd()}…` : c.description,
  schedule: c.schedule,
  state: c.state,
});

/**
 * The public catalogue reads onboarding makes. They are the same for every learner of a tenant, so
 * the app passes reads through the tenant data cache; by default they query the database.
 */
export interface TOnboardingReads {
  classBySlug(slug: string): Promise<TClassDetail | null>;
  activeClasses(f: TClassFilters): Promise<{ items: TClassSummary[] }>;
}

/**
 * The dashboard's next step after sign-up: the class chosen before signing up (read by the caller
 * from the `next` path kept through sign-in or a `kelas` query), else three suggested classes of
 * this tenant, plus a short checklist (profile photo, first chapter done, a class joined).
 * `viewer` is the signed-in user as the request already read them (their photo is on it).
 */
export async function getOnboarding(
  ctx: TTenantCtx,
  viewer: { userId: string; photoUrl: string },
  chosenSlug: string | null,
  reads: TOnboardingReads = { classBySlug: (slug) => getClassByKey(ctx, { slug }), activeClasses: (f) => listActiveClasses(ctx, f) },
): Promise<TOnboarding> {
  const { userId } = viewer;
  const [[progress], joined] = await Promise.all([
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chapterProgress)
      .where(and(tenantScope(chapterProgress.tenantId, ctx), eq(chapterProgress.userId, userId))),
    ctx.db
      .select({ classId: classEnrolments.classId })
      .from(classEnrolments)
      .where(and(tenantScope(classEnrolments.tenantId, ctx), eq(classEnrolments.userId, userId))),
  ]);
  const joinedIds = new Set(joined.map((j) => j.classId));
  let chosen: TClassChoice | null = null;
  if (chosenSlug) {
    const c = await reads.classBySlug(chosenSlug);
    if (c && !joinedIds.has(c.id)) chosen = toChoice(c);
  }
  let suggestions: TClassChoice[] = [];
  if (!chosen) {
    const open = await reads.activeClasses({ state: "onRegistration", pageSize: 6 });
    const rows = open.items.filter((c) => !joinedIds.has(c.id));
    if (rows.length < 3) {
      const more = await reads.activeClasses({ pageSize: 12 });
      for (const c of more.items) if (rows.length < 3 && !joinedIds.has(c.id) && !rows.some((r) => r.id === c.id) && !c.ended) rows.push(c);
    }
    suggestions = rows.slice(0, 3).map(toChoice);
  }
  return { chosen, suggestions, checklist: { profile: !!viewer.photoUrl, firstChapter: Number(progress?.n ?? 0) > 0, joinedClass: joinedIds.size > 0 } };
}
