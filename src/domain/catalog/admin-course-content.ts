import { and, asc, eq, isNotNull, isNull, max, ne, sql } from "drizzle-orm";
import { slugify, type TChapterForm, type TModuleForm } from "../../contracts/catalog-admin.ts";
import type { Db } from "../../db/client.ts";
import { catalogCourseChapters, catalogCourseModules, catalogCourses } from "../../db/schema/catalog.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit } from "../admin/audit.ts";
import { conflictError } from "../admin/concurrency.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { catalogScope, ownsCourse, type TCatalogActor } from "./admin-scope.ts";
import { sanitizeChapterMarkdown } from "./chapter-markdown.ts";

/**
 * A course's modules and chapters in the admin console: add, rename, soft-delete and restore them,
 * move them up and down (buttons, keyboard) or into a whole new order (drag and drop), and edit a
 * chapter (title, module, premium flag, video, Markdown body cleaned on write). A chapter's
 * `position` runs through the whole course ("Bab 3 dari 12"), so every change of order renumbers
 * the course's chapters by module order, then chapter order. Mentors reach only the courses they
 * teach; every write records an audit row in its transaction.
 */

export interface TAdminChapter {
  id: number;
  moduleId: number;
  slug: string;
  title: string;
  position: number;
  durationMinutes: number;
  isPremium: boolean;
  version: number;
  deleted: boolean;
}

export interface TAdminModule {
  id: number;
  slug: string;
  title: string;
  position: number;
  version: number;
  deleted: boolean;
  chapters: TAdminChapter[];
}

const actorOf = (a: TCatalogActor) => ({ id: a.userId, name: a.name });

async function requireCourse(ctx: TTenantCtx, actor: TCatalogActor, courseId: number) {
  const scope = await catalogScope(ctx, actor);
  const [course] = await ctx.db
    .select({
      id: catalogCourses.id,
      slug: catalogCourses.slug,
      title: catalogCourses.title,
      isPremium: catalogCourses.isPremium,
      deletedAt: catalogCourses.deletedAt,
    })
    .from(catalogCourses)
    .where(and(tenantScope(catalogCourses.tenantId, ctx), eq(catalogCourses.id, courseId)));
  if (!course || !ownsCourse(scope, courseId)) throw new AppError("NOT_FOUND", "Kursus tidak ditemukan.");
  return course;
}

/** The course's modules with their chapters (deleted ones flagged, for the trash of the page). */
export async function courseOutlineForAdmin(ctx: TTenantCtx, actor: TCatalogActor, courseId: number): Promise<TAdminModule[]> {
  await requireCourse(ctx, actor, courseId);
  const [modules, chapters] = await Promise.all([
    ctx.db
      .select()
      .from(catalogCourseModules)
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.courseId, courseId)))
      .orderBy(asc(catalogCourseModules.position), asc(catalogCourseModules.id)),
    ctx.db
      .select()
      .from(catalogCourseChapters)
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.courseId, courseId)))
      .orderBy(asc(catalogCourseChapters.position), asc(catalogCourseChapters.id)),
  ]);
  return modules.map((m) => ({
    id: m.id,
    slug: m.slug,
    title: m.title,
    position: m.position,
    version: m.version,
    deleted: !!m.deletedAt,
    chapters: chapters
      .filter((c) => c.moduleId === m.id)
      .map((c) => ({
        id: c.id,
        moduleId: c.moduleId,
        slug: c.slug,
        title: c.title,
        position: c.position,
        durationMinutes: c.durationMinutes,
        isPremium: !c.isPreview,
        version: c.version,
        deleted: !!c.deletedAt,
      })),
  }));
}

/** Chapter positions 1..n through the course: live modules in order, then their live chapters in order. */
async function renumber(tx: Db, ctx: TTenantCtx, courseId: number): Promise<void> {
  const rows = await tx
    .select({ id: catalogCourseChapters.id, position: catalogCourseChapters.position })
    .from(catalogCourseChapters)
    .innerJoin(
      catalogCourseModules,
      and(eq(catalogCourseModules.tenantId, catalogCourseChapters.tenantId), eq(catalogCourseModules.id, catalogCourseChapters.moduleId)),
    )
    .where(
      and(
        tenantScope(catalogCourseChapters.tenantId, ctx),
        eq(catalogCourseChapters.courseId, courseId),
        isNull(catalogCourseChapters.deletedAt),
        isNull(catalogCourseModules.deletedAt),
      ),
    )
    .orderBy(asc(catalogCourseModules.position), asc(catalogCourseModules.id), asc(catalogCourseChapters.position), asc(catalogCourseChapters.id));
  let i = 0;
  for (const r of rows) {
    i += 1;
    if (r.position !== i)
      await tx
        .update(catalogCourseChapters)
        .set({ position: i })
        .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, r.id)));
  }
  // Deleted chapters go after the live ones, so a restored chapter comes back at the end of its module's run.
  await tx
    .update(catalogCourseChapters)
    .set({ position: sql`${i} + ${catalogCourseChapters.id}` })
    .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.courseId, courseId), isNotNull(catalogCourseChapters.deletedAt)));
}

async function uniqueSlug(
  tx: Db,
  ctx: TTenantCtx,
  kind: "module" | "chapter",
  courseId: number,
  wanted: string,
  exceptId: number | null,
  given: boolean,
): Promise<string> {
  const tb = kind === "module" ? catalogCourseModules : catalogCourseChapters;
  const exists = async (s: string) =>
    (
      await tx
        .select({ id: tb.id })
        .from(tb)
        .where(and(tenantScope(tb.tenantId, ctx), eq(tb.courseId, courseId), eq(tb.slug, s), exceptId ? ne(tb.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  if (!(await exists(wanted))) return wanted;
  if (given)
    throw new AppError("INVALID_INPUT", "Slug ini sudah dipakai di kursus ini.", {
      fields: { slug: "Slug ini sudah dipakai di kursus ini. Pilih slug lain." },
    });
  for (let n = 2; n < 200; n++) {
    const s = `${wanted.slice(0, 70)}-${n}`;
    if (!(await exists(s))) return s;
  }
  throw new AppError("INVALID_INPUT", "Slug tidak dapat dibuat; isi slug sendiri.", { fields: { slug: "Isi slug sendiri." } });
}

export async function createModule(ctx: TTenantCtx, actor: TCatalogActor, courseId: number, v: TModuleForm): Promise<number> {
  await requireCourse(ctx, actor, courseId);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const slug = await uniqueSlug(db, ctx, "module", courseId, v.slug || slugify(v.title), null, !!v.slug);
    const [{ top } = { top: 0 }] = await db
      .select({ top: max(catalogCourseModules.position) })
      .from(catalogCourseModules)
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.courseId, courseId)));
    const [row] = await db
      .insert(catalogCourseModules)
      .values({ tenantId: ctx.tenantId, courseId, slug, title: v.title, position: Number(top ?? 0) + 1 })
      .returning();
    await recordAudit(db, ctx, { actor: actorOf(actor), entity: "modul", entityId: row!.id, action: "create", after: { title: row!.title, slug, courseId } });
    return row!.id;
  });
}

async function moduleRow(tx: Db, ctx: TTenantCtx, actor: TCatalogActor, id: number) {
  const [m] = await tx
    .select()
    .from(catalogCourseModules)
    .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.id, id)));
  if (!m) throw new AppError("NOT_FOUND", "Modul tidak ditemukan.");
  await requireCourse({ ...ctx, db: tx }, actor, m.courseId);
  return m;
}

export async function renameModule(ctx: TTenantCtx, actor: TCatalogActor, id: number, version: number, v: TModuleForm): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const m = await moduleRow(db, ctx, actor, id);
    const slug = await uniqueSlug(db, ctx, "module", m.courseId, v.slug || m.slug, id, !!v.slug);
    const [after] = await db
      .update(catalogCourseModules)
      .set({ title: v.title, slug, version: sql`${catalogCourseModules.version} + 1`, updatedAt: new Date() })
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.id, id), eq(catalogCourseModules.version, version)))
      .returning();
    if (!after) throw conflictError();
    await recordAudit(db, ctx, {
      actor: actorOf(actor),
      entity: "modul",
      entityId: id,
      action: "update",
      before: { title: m.title, slug: m.slug },
      after: { title: after.title, slug },
    });
  });
}

/** Soft delete or restore a module. A module that still holds live chapters is not deleted. */
export async function setModuleDeleted(ctx: TTenantCtx, actor: TCatalogActor, id: number, deleted: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const m = await moduleRow(db, ctx, actor, id);
    if (deleted) {
      const [live] = await db
        .select({ id: catalogCourseChapters.id })
        .from(catalogCourseChapters)
        .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.moduleId, id), isNull(catalogCourseChapters.deletedAt)))
        .limit(1);
      if (live) throw new AppError("INVALID_INPUT", "Modul ini masih berisi bab. Pindahkan atau hapus babnya terlebih dahulu.");
    }
    await db
      .update(catalogCourseModules)
      .set({ deletedAt: deleted ? new Date() : null, version: sql`${catalogCourseModules.version} + 1`, updatedAt: new Date() })
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.id, id)));
    await renumber(db, ctx, m.courseId);
    await recordAudit(db, ctx, { actor: actorOf(actor), entity: "modul", entityId: id, action: deleted ? "delete" : "restore", summary: m.title });
  });
}

/** Moves a module one place up or down among the course's live modules. */
export async function moveModule(ctx: TTenantCtx, actor: TCatalogActor, id: number, direction: "up" | "down"): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const m = await moduleRow(db, ctx, actor, id);
    const siblings = await db
      .select({ id: catalogCourseModules.id })
      .from(catalogCourseModules)
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.courseId, m.courseId), isNull(catalogCourseModules.deletedAt)))
      .orderBy(asc(catalogCourseModules.position), asc(catalogCourseModules.id));
    const ids = siblings.map((s) => s.id);
    const at = ids.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length) return false;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    await writeModuleOrder(db, ctx, m.courseId, ids);
    await recordAudit(db, ctx, {
      actor: actorOf(actor),
      entity: "modul",
      entityId: id,
      action: "update",
      before: { urutan: at + 1 },
      after: { urutan: to + 1 },
    });
    return true;
  });
}

/** Drag and drop: the course's live modules in a new order (the list must name each exactly once). */
export async function reorderModules(ctx: TTenantCtx, actor: TCatalogActor, courseId: number, ids: number[]): Promise<void> {
  await requireCourse(ctx, actor, courseId);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const live = await db
      .select({ id: catalogCourseModules.id })
      .from(catalogCourseModules)
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.courseId, courseId), isNull(catalogCourseModules.deletedAt)));
    if (
      !sameSet(
        live.map((l) => l.id),
        ids,
      )
    )
      throw new AppError("INVALID_INPUT", "Urutan modul tidak cocok dengan modul kursus ini. Muat ulang halaman lalu coba lagi.");
    await writeModuleOrder(db, ctx, courseId, ids);
    await recordAudit(db, ctx, { actor: actorOf(actor), entity: "kursus", entityId: courseId, action: "update", after: { urutanModul: ids.join(",") } });
  });
}

async function writeModuleOrder(db: Db, ctx: TTenantCtx, courseId: number, ids: number[]) {
  for (const [i, mid] of ids.entries())
    await db
      .update(catalogCourseModules)
      .set({ position: i + 1 })
      .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.id, mid), eq(catalogCourseModules.courseId, courseId)));
  await renumber(db, ctx, courseId);
}

function sameSet(a: number[], b: number[]): boolean {
  if (a.length !== b.length || new Set(b).size !== b.length) return false;
  const s = new Set(a);
  return b.every((x) => s.has(x));
}

async function liveModule(db: Db, ctx: TTenantCtx, courseId: number, moduleId: number) {
  const [m] = await db
    .select({ id: catalogCourseModules.id })
    .from(catalogCourseModules)
    .where(
      and(
        tenantScope(catalogCourseModules.tenantId, ctx),
        eq(catalogCourseModules.id, moduleId),
        eq(catalogCourseModules.courseId, courseId),
        isNull(catalogCourseModules.deletedAt),
      ),
    );
  if (!m) throw new AppError("INVALID_INPUT", "Modul tidak ditemukan di kursus ini.", { fields: { moduleId: "Pilih modul dari kursus ini." } });
}

/** A new chapter at the end of its module; the editor fills the rest. */
export async function createChapter(ctx: TTenantCtx, actor: TCatalogActor, courseId: number, v: { title: string; moduleId: number }): Promise<number> {
  const course = await requireCourse(ctx, actor, courseId);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await liveModule(db, ctx, courseId, v.moduleId);
    const slug = await uniqueSlug(db, ctx, "chapter", courseId, slugify(v.title), null, false);
    const [row] = await db
      .insert(catalogCourseChapters)
      .values({
        tenantId: ctx.tenantId,
        courseId,
        moduleId: v.moduleId,
        slug,
        title: v.title,
        position: 1_000_000,
        content: "",
        bodyMd: "",
        durationMinutes: 10,
        isPreview: !course.isPremium,
      })
      .returning();
    await renumber(db, ctx, courseId);
    await recordAudit(db, ctx, {
      actor: actorOf(actor),
      entity: "bab",
      entityId: row!.id,
      action: "create",
      after: { title: v.title, slug, moduleId: v.moduleId },
    });
    return row!.id;
  });
}

export interface TAdminChapterDetail extends TAdminChapter {
  courseId: number;
  courseTitle: string;
  courseIsPremium: boolean;
  videoUrl: string | null;
  body: string;
  modules: { id: number; title: string }[];
}

export async function getChapterForAdmin(ctx: TTenantCtx, actor: TCatalogActor, id: number): Promise<TAdminChapterDetail | null> {
  const [c] = await ctx.db
    .select()
    .from(catalogCourseChapters)
    .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, id)));
  if (!c) return null;
  let course: Awaited<ReturnType<typeof requireCourse>>;
  try {
    course = await requireCourse(ctx, actor, c.courseId);
  } catch {
    return null;
  }
  const modules = await ctx.db
    .select({ id: catalogCourseModules.id, title: catalogCourseModules.title })
    .from(catalogCourseModules)
    .where(and(tenantScope(catalogCourseModules.tenantId, ctx), eq(catalogCourseModules.courseId, c.courseId), isNull(catalogCourseModules.deletedAt)))
    .orderBy(asc(catalogCourseModules.position));
  return {
    id: c.id,
    moduleId: c.moduleId,
    slug: c.slug,
    title: c.title,
    position: c.position,
    durationMinutes: c.durationMinutes,
    isPremium: !c.isPreview,
    version: c.version,
    deleted: !!c.deletedAt,
    courseId: c.courseId,
    courseTitle: course.title,
    courseIsPremium: course.isPremium,
    videoUrl: c.videoUrl,
    body: c.bodyMd ?? c.content,
    modules,
  };
}

/** Saves the chapter editor (on `version`: 409 when someone saved in between). The body is cleaned before it is stored. */
export async function updateChapter(ctx: TTenantCtx, actor: TCatalogActor, id: number, version: number, v: TChapterForm): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [before] = await db
      .select()
      .from(catalogCourseChapters)
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, id)));
    if (!before) throw new AppError("NOT_FOUND", "Bab tidak ditemukan.");
    await requireCourse({ ...ctx, db }, actor, before.courseId);
    if (before.deletedAt) throw new AppError("INVALID_INPUT", "Bab ini ada di Sampah. Pulihkan dulu sebelum mengubahnya.");
    await liveModule(db, ctx, before.courseId, v.moduleId);
    const slug = await uniqueSlug(db, ctx, "chapter", before.courseId, v.slug || before.slug, id, !!v.slug);
    const body = sanitizeChapterMarkdown(v.body);
    const moved = before.moduleId !== v.moduleId;
    const [after] = await db
      .update(catalogCourseChapters)
      .set({
        title: v.title,
        slug,
        moduleId: v.moduleId,
        // Moved to another module: it goes to the end of that module's run.
        ...(moved ? { position: 1_000_000 } : {}),
        durationMinutes: v.durationMinutes,
        isPreview: !v.isPremium,
        videoUrl: v.videoUrl,
        content: body,
        bodyMd: body,
        version: sql`${catalogCourseChapters.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, id), eq(catalogCourseChapters.version, version)))
      .returning();
    if (!after) throw conflictError();
    if (moved) await renumber(db, ctx, before.courseId);
    const view = (r: typeof before) => ({
      title: r.title,
      slug: r.slug,
      moduleId: r.moduleId,
      durationMinutes: r.durationMinutes,
      premium: !r.isPreview,
      videoUrl: r.videoUrl,
      body: r.bodyMd ?? r.content,
    });
    await recordAudit(db, ctx, { actor: actorOf(actor), entity: "bab", entityId: id, action: "update", before: view(before), after: view(after) });
  });
}

export async function setChapterDeleted(ctx: TTenantCtx, actor: TCatalogActor, id: number, deleted: boolean): Promise<{ courseId: number; title: string }> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [c] = await db
      .select()
      .from(catalogCourseChapters)
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, id)));
    if (!c) throw new AppError("NOT_FOUND", "Bab tidak ditemukan.");
    await requireCourse({ ...ctx, db }, actor, c.courseId);
    if (!deleted)
      await liveModule(db, ctx, c.courseId, c.moduleId).catch(() => {
        throw new AppError("INVALID_INPUT", "Modul bab ini ada di Sampah. Pulihkan modulnya dulu.");
      });
    await db
      .update(catalogCourseChapters)
      .set({ deletedAt: deleted ? new Date() : null, version: sql`${catalogCourseChapters.version} + 1`, updatedAt: new Date() })
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, id)));
    await renumber(db, ctx, c.courseId);
    await recordAudit(db, ctx, { actor: actorOf(actor), entity: "bab", entityId: id, action: deleted ? "delete" : "restore", summary: c.title });
    return { courseId: c.courseId, title: c.title };
  });
}

/** Moves a chapter one place up or down inside its module. */
export async function moveChapter(ctx: TTenantCtx, actor: TCatalogActor, id: number, direction: "up" | "down"): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [c] = await db
      .select()
      .from(catalogCourseChapters)
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, id)));
    if (!c) throw new AppError("NOT_FOUND", "Bab tidak ditemukan.");
    await requireCourse({ ...ctx, db }, actor, c.courseId);
    const siblings = await db
      .select({ id: catalogCourseChapters.id })
      .from(catalogCourseChapters)
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.moduleId, c.moduleId), isNull(catalogCourseChapters.deletedAt)))
      .orderBy(asc(catalogCourseChapters.position), asc(catalogCourseChapters.id));
    const ids = siblings.map((s) => s.id);
    const at = ids.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length) return false;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    await writeChapterOrder(db, ctx, c.courseId, c.moduleId, ids);
    await recordAudit(db, ctx, {
      actor: actorOf(actor),
      entity: "bab",
      entityId: id,
      action: "update",
      before: { urutanDiModul: at + 1 },
      after: { urutanDiModul: to + 1 },
    });
    return true;
  });
}

/** Drag and drop: a module's live chapters in a new order (each named exactly once). */
export async function reorderChapters(ctx: TTenantCtx, actor: TCatalogActor, moduleId: number, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const m = await moduleRow(db, ctx, actor, moduleId);
    const live = await db
      .select({ id: catalogCourseChapters.id })
      .from(catalogCourseChapters)
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.moduleId, moduleId), isNull(catalogCourseChapters.deletedAt)));
    if (
      !sameSet(
        live.map((l) => l.id),
        ids,
      )
    )
      throw new AppError("INVALID_INPUT", "Urutan bab tidak cocok dengan bab modul ini. Muat ulang halaman lalu coba lagi.");
    await writeChapterOrder(db, ctx, m.courseId, moduleId, ids);
    await recordAudit(db, ctx, { actor: actorOf(actor), entity: "modul", entityId: moduleId, action: "update", after: { urutanBab: ids.join(",") } });
  });
}

async function writeChapterOrder(db: Db, ctx: TTenantCtx, courseId: number, moduleId: number, ids: number[]) {
  // Relative order inside the module is all that counts; renumber() makes the course-wide positions.
  for (const [i, cid] of ids.entries())
    await db
      .update(catalogCourseChapters)
      .set({ position: -1_000_000 + i })
      .where(and(tenantScope(catalogCourseChapters.tenantId, ctx), eq(catalogCourseChapters.id, cid), eq(catalogCourseChapters.moduleId, moduleId)));
  await renumber(db, ctx, courseId);
}
