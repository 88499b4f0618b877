import { and, eq, sql } from "drizzle-orm";
import type { TSettingsForm } from "../../contracts/settings-form.ts";
import type { TSiteSetting } from "../../contracts/site-setting.ts";
import type { Db } from "../../db/client.ts";
import { contentPages } from "../../db/schema/content.ts";
import { tenants } from "../../db/schema/tenants.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit, type TAuditActor } from "../admin/audit.ts";
import type { TTenantCtx } from "../scope.ts";
import type { TenantRegistry } from "./registry.ts";
import { resolveTheme, type TTheme } from "./theme.ts";

/** The audit log's name for a site-settings change. */
export const SETTINGS_ENTITY = "pengaturan";

/** Spec §3 blog setting (stored as the content page "blog": its title, lead and cover). */
export interface TBlogSetting {
  title: string;
  summary: string;
  cover: string;
}

/** What the settings form edits: the stored setting with every colour and font filled in, and its version. */
export interface TSiteSettingsView {
  settingVersion: number;
  layout: string;
  name: string;
  hosts: string[];
  title: string;
  logoDark: string;
  logoLight: string;
  favicon: string;
  isMaintenance: boolean;
  analyticsId: string;
  css: TTheme;
  meta: TSiteSetting["meta"];
  layoutData: NonNullable<TSiteSetting["layoutData"]>;
  overview: NonNullable<TSiteSetting["overview"]>;
  blog: TBlogSetting;
}

async function blogOf(db: Db, tenantId: string): Promise<TBlogSetting | null> {
  const [row] = await db
    .select({ title: contentPages.title, lead: contentPages.lead, cover: contentPages.cover })
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.key, "blog")));
  return row ? { title: row.title, summary: row.lead, cover: row.cover } : null;
}

/** The tenant's site settings as the form shows them (read fresh from the database, not the cached snapshot). */
export async function getSiteSettings(ctx: TTenantCtx): Promise<TSiteSettingsView> {
  const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
  if (!row) throw new AppError("NOT_FOUND", "Situs tidak ditemukan.");
  const s = row.setting ?? {};
  const brand = `/brand/${encodeURIComponent(row.layout)}`;
  return {
    settingVersion: row.settingVersion,
    layout: row.layout,
    name: row.name,
    hosts: row.hosts,
    title: s.title || row.name,
    logoDark: s.logoDark || `${brand}/logo-dark.svg`,
    logoLight: s.logoLight || `${brand}/logo-light.svg`,
    favicon: s.favicon || `${brand}/favicon.svg`,
    isMaintenance: s.isMaintenance === true,
    analyticsId: s.analyticsId ?? "",
    css: resolveTheme(s.css),
    meta: s.meta ?? {},
    layoutData: s.layoutData ?? {},
    overview: s.overview ?? {},
    blog: (await blogOf(ctx.db, ctx.tenantId)) ?? { title: "", summary: "", cover: "" },
  };
}

/** Drops keys whose value is undefined (a cleared optional field), so the stored JSON stays clean. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Saves the settings form: the site setting (keeping what the form does not edit: layout, payment
 * gateway), the blog setting, and an audit row with the field diff — one transaction, refused with
 * 409 when the form's version is stale. The tenant's cache version moves with it, so every server
 * process drops its cached pages and data (registry hooks: NOTIFY, CDN purge).
 */
export async function saveSiteSettings(ctx: TTenantCtx, registry: TenantRegistry, actor: TAuditActor, form: TSettingsForm): Promise<void> {
  const [row] = await ctx.db.select({ setting: tenants.setting, layout: tenants.layout }).from(tenants).where(eq(tenants.id, ctx.tenantId));
  if (!row) throw new AppError("NOT_FOUND", "Situs tidak ditemukan.");
  const current = row.setting ?? {};
  const next: TSiteSetting = defined({
    ...current,
    title: form.title,
    logoDark: form.logoDark,
    logoLight: form.logoLight,
    favicon: form.favicon,
    layout: current.layout || row.layout,
    isMaintenance: form.isMaintenance,
    analyticsId: form.analyticsId,
    css: form.css,
    meta: defined(form.meta),
    layoutData: defined(form.layoutData),
    overview: defined(form.overview),
  }) as TSiteSetting;
  await registry.changeSetting(ctx.tenantId, { setting: next, expectedSettingVersion: form.version }, async (tx, before, after) => {
    const blogBefore = await blogOf(tx, ctx.tenantId);
    const blog = defined(form.blog);
    let blogAfter = blogBefore;
    if (blogBefore || blog.title || blog.summary || blog.cover) {
      blogAfter = { title: blog.title || "Blog", summary: blog.summary ?? "", cover: blog.cover ?? "" };
      const values = { title: blogAfter.title, lead: blogAfter.summary, cover: blogAfter.cover };
      await tx
        .insert(contentPages)
        .values({ tenantId: ctx.tenantId, key: "blog", ...values })
        .onConflictDoUpdate({ target: [contentPages.tenantId, contentPages.key], set: { ...values, updatedAt: sql`now()` } });
    }
    await recordAudit(tx, ctx, {
      actor,
      entity: SETTINGS_ENTITY,
      entityId: ctx.tenantId,
      action: "settings",
      before: { ...before.setting, blog: blogBefore ?? undefined },
      after: { ...after.setting, blog: blogAfter ?? undefined },
    });
  });
}
