import { and, eq, isNull, sql } from "drizzle-orm";
import { routeSeoOf, type TRouteSeo, type TSeoForm } from "../../contracts/seo-config.ts";
import { routeSeo, type TRouteSeoRow } from "../../db/schema/seo.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit, type TAuditActor } from "../admin/audit.ts";
import { conflictError } from "../admin/concurrency.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import type { TenantRegistry } from "./registry.ts";

/** The audit log's name for a per-route SEO change. */
export const SEO_ENTITY = "seo";

/** The form's fields of a stored row (empty text stays empty). */
export type TSeoFields = Omit<TSeoForm, "version">;

/** One route's override as the dashboard shows it. */
export interface TRouteSeoView {
  route: string;
  version: number;
  updatedAt: string;
  fields: TSeoFields;
}

const EMPTY_TO_UNDEFINED = (v: string) => (v === "" ? undefined : v);

function fieldsOf(row: TRouteSeoRow): TSeoFields {
  return {
    titleMode: row.titleMode === "dynamic" ? "dynamic" : "static",
    title: EMPTY_TO_UNDEFINED(row.title),
    siteNameSuffix: row.siteNameSuffix,
    description: EMPTY_TO_UNDEFINED(row.description),
    ogTitle: EMPTY_TO_UNDEFINED(row.ogTitle),
    ogDescription: EMPTY_TO_UNDEFINED(row.ogDescription),
    ogImage: EMPTY_TO_UNDEFINED(row.ogImage),
    twitterCard: row.twitterCard === "summary" || row.twitterCard === "summary_large_image" ? row.twitterCard : undefined,
    twitterTitle: EMPTY_TO_UNDEFINED(row.twitterTitle),
    twitterDescription: EMPTY_TO_UNDEFINED(row.twitterDescription),
    twitterImage: EMPTY_TO_UNDEFINED(row.twitterImage),
    itempropName: EMPTY_TO_UNDEFINED(row.itempropName),
    itempropDescription: EMPTY_TO_UNDEFINED(row.itempropDescription),
    itempropImage: EMPTY_TO_UNDEFINED(row.itempropImage),
    keywords: EMPTY_TO_UNDEFINED(row.keywords),
    url: EMPTY_TO_UNDEFINED(row.url),
    robotIndex: row.robotIndex === "index" || row.robotIndex === "noindex" ? row.robotIndex : undefined,
    robotFollow: row.robotFollow === "follow" || row.robotFollow === "nofollow" ? row.robotFollow : undefined,
  };
}

/** The columns a save writes: every field, empty text for a cleared one. */
function columnsOf(f: TSeoFields) {
  return {
    titleMode: f.titleMode,
    title: f.title ?? "",
    siteNameSuffix: f.siteNameSuffix,
    description: f.description ?? "",
    ogTitle: f.ogTitle ?? "",
    ogDescription: f.ogDescription ?? "",
    ogImage: f.ogImage ?? "",
    twitterCard: f.twitterCard ?? "",
    twitterTitle: f.twitterTitle ?? "",
    twitterDescription: f.twitterDescription ?? "",
    twitterImage: f.twitterImage ?? "",
    itempropName: f.itempropName ?? "",
    itempropDescription: f.itempropDescription ?? "",
    itempropImage: f.itempropImage ?? "",
    keywords: f.keywords ?? "",
    url: f.url ?? "",
    robotIndex: f.robotIndex ?? "",
    robotFollow: f.robotFollow ?? "",
  };
}

const live = (ctx: TTenantCtx) => and(tenantScope(routeSeo.tenantId, ctx), isNull(routeSeo.deletedAt));

/**
 * The tenant's overrides keyed by route id, as `buildMeta` applies them (only set fields, so the
 * root loader's data stays small). Read through the tenant data cache by the root loader.
 */
export async function listRouteSeo(ctx: TTenantCtx): Promise<Record<string, TRouteSeo>> {
  const rows = await ctx.db.select().from(routeSeo).where(live(ctx));
  return Object.fromEntries(rows.map((r) => [r.route, routeSeoOf(fieldsOf(r))]));
}

/** Every live override of the tenant for the dashboard list (route → version and time). */
export async function listRouteSeoForAdmin(ctx: TTenantCtx): Promise<TRouteSeoView[]> {
  const rows = await ctx.db.select().from(routeSeo).where(live(ctx));
  return rows.map(viewOf);
}

function viewOf(r: TRouteSeoRow): TRouteSeoView {
  return { route: r.route, version: r.version, updatedAt: r.updatedAt.toISOString(), fields: fieldsOf(r) };
}

/** One route's live override, or null (the route uses its defaults). */
export async function getRouteSeo(ctx: TTenantCtx, route: string): Promise<TRouteSeoView | null> {
  const [row] = await ctx.db
    .select()
    .from(routeSeo)
    .where(and(live(ctx), eq(routeSeo.route, route)));
  return row ? viewOf(row) : null;
}

async function rowOf(ctx: TTenantCtx, route: string): Promise<TRouteSeoRow | null> {
  const [row] = await ctx.db
    .select()
    .from(routeSeo)
    .where(and(tenantScope(routeSeo.tenantId, ctx), eq(routeSeo.route, route)));
  return row ?? null;
}

/** The stored values an audit row compares (empty fields left out). */
function auditShape(f: TSeoFields | null): Record<string, unknown> | null {
  return f ? (routeSeoOf(f) as unknown as Record<string, unknown>) : null;
}

/**
 * Saves a route's override. `routes` is the set of configurable route ids (the web's route table;
 * anything else is 404). The form's `version` is the one it was opened with: 0 for a route
 * without a live override (a reset one is brought back), else the live row's version; someone
 * else's save in between is a 409 and nothing is written. One transaction with its audit row; the
 * tenant version moves after it, so every process drops the cached pages and overrides.
 */
export async function saveRouteSeo(
  ctx: TTenantCtx,
  registry: Pick<TenantRegistry, "bumpVersion">,
  actor: TAuditActor,
  routes: ReadonlySet<string>,
  route: string,
  form: TSeoForm,
): Promise<TRouteSeoView> {
  if (!routes.has(route)) throw new AppError("NOT_FOUND", "Rute tidak ditemukan.");
  const { version, ...fields } = form;
  const values = columnsOf(fields);
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const before = await rowOf(txCtx, route);
    let row: TRouteSeoRow | undefined;
    if (version === 0) {
      // A new override, or one that was reset: refused when a live one appeared meanwhile.
      if (before && !before.deletedAt) throw conflictError();
      [row] = before
        ? await tx
            .update(routeSeo)
            .set({ ...values, deletedAt: null, version: sql`${routeSeo.version} + 1`, updatedAt: new Date() })
            .where(and(tenantScope(routeSeo.tenantId, ctx), eq(routeSeo.route, route), eq(routeSeo.version, before.version)))
            .returning()
        : await tx
            .insert(routeSeo)
            .values({ tenantId: ctx.tenantId, route, ...values })
            .onConflictDoNothing()
            .returning();
    } else {
      [row] = await tx
        .update(routeSeo)
        .set({ ...values, version: sql`${routeSeo.version} + 1`, updatedAt: new Date() })
        .where(and(live(txCtx), eq(routeSeo.route, route), eq(routeSeo.version, version)))
        .returning();
    }
    if (!row) throw conflictError();
    const wasLive = before && !before.deletedAt;
    await recordAudit(tx, ctx, {
      actor,
      entity: SEO_ENTITY,
      entityId: route,
      action: wasLive ? "update" : "create",
      before: wasLive ? auditShape(fieldsOf(before)) : null,
      after: auditShape(fieldsOf(row)),
    });
    return row;
  });
  await registry.bumpVersion(ctx.tenantId);
  return viewOf(saved);
}

/** Resets a route to its defaults (soft-deletes the override), refused with 409 on a stale version. */
export async function resetRouteSeo(
  ctx: TTenantCtx,
  registry: Pick<TenantRegistry, "bumpVersion">,
  actor: TAuditActor,
  routes: ReadonlySet<string>,
  route: string,
  version: number,
): Promise<void> {
  if (!routes.has(route)) throw new AppError("NOT_FOUND", "Rute tidak ditemukan.");
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [row] = await tx
      .update(routeSeo)
      .set({ deletedAt: new Date(), version: sql`${routeSeo.version} + 1`, updatedAt: new Date() })
      .where(and(live(txCtx), eq(routeSeo.route, route), eq(routeSeo.version, version)))
      .returning();
    if (!row) {
      const current = await rowOf(txCtx, route);
      if (current && !current.deletedAt) throw conflictError();
      throw new AppError("NOT_FOUND", "Rute ini sudah memakai pengaturan bawaan.");
    }
    await recordAudit(tx, ctx, { actor, entity: SEO_ENTITY, entityId: route, action: "delete", before: auditShape(fieldsOf(row)), after: null });
  });
  await registry.bumpVersion(ctx.tenantId);
}
