import { and, eq } from "drizzle-orm";
import { learningTeaching } from "../../db/schema/learning.ts";
import { AppError } from "../../kernel/errors.ts";
import { can } from "../identity/permissions.ts";
import type { TRole } from "../identity/roles.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** Who edits the catalogue: the signed-in staff member (the audit log names them). */
export interface TCatalogActor {
  userId: string;
  name: string;
  role: TRole;
}

/**
 * What an actor may edit. `catalog.manage` (superadmin, admin, lead_program): every row of the
 * tenant. `catalog.own` alone (mentor): only the classes and courses they teach
 * (`learning_teaching`), with those classes' batches and syllabus and those courses' modules and
 * chapters; they may not create, delete or publish classes and courses.
 */
export interface TCatalogScope {
  all: boolean;
  classIds: number[];
  courseIds: number[];
}

export async function catalogScope(ctx: TTenantCtx, actor: TCatalogActor): Promise<TCatalogScope> {
  if (can(actor.role, "catalog.manage")) return { all: true, classIds: [], courseIds: [] };
  if (!can(actor.role, "catalog.own")) throw new AppError("FORBIDDEN", "Anda tidak memiliki akses untuk mengubah katalog.");
  const rows = await ctx.db
    .select({ kind: learningTeaching.kind, refId: learningTeaching.refId })
    .from(learningTeaching)
    .where(and(tenantScope(learningTeaching.tenantId, ctx), eq(learningTeaching.userId, actor.userId)));
  return {
    all: false,
    classIds: rows.filter((r) => r.kind === "class").map((r) => r.refId),
    courseIds: rows.filter((r) => r.kind === "course").map((r) => r.refId),
  };
}

export function ownsClass(scope: TCatalogScope, classId: number): boolean {
  return scope.all || scope.classIds.includes(classId);
}

export function ownsCourse(scope: TCatalogScope, courseId: number): boolean {
  return scope.all || scope.courseIds.includes(courseId);
}

export function requireManage(scope: TCatalogScope, what: string): void {
  if (!scope.all) throw new AppError("FORBIDDEN", `Hanya admin dan lead program yang dapat ${what}.`);
}
