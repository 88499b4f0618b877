import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tenants, type TTenantRow } from "../../db/schema/tenants.ts";
import { ZSiteSetting, type TSiteSetting } from "../../contracts/site-setting.ts";
import { AppError } from "../../kernel/errors.ts";
import { conflictError } from "../admin/concurrency.ts";
import { resolveHost, type TAppEnv, type THostIndex, type TResolution } from "./resolve-host.ts";
import { toTenant, type TTenant } from "./tenant.ts";

/**
 * Work that must happen with a tenant's version bump, in the same transaction (e.g. queueing a CDN
 * purge, src/server/cdn-purge.ts): if the bump commits, so does the hook's write.
 */
export type TVersionBumpHook = (tx: Db, tenantId: string) => Promise<void>;

/** Work done inside a setting change's transaction, with the row before and after (e.g. the audit row). */
export type TSettingChangeHook = (tx: Db, before: TTenantRow, after: TTenantRow) => Promise<void>;

interface TSnapshot {
  index: THostIndex;
  byLayout: Map<string, TTenant>;
  loadedAt: number;
}

/**
 * In-process tenant cache. All tenants fit in memory (tens of rows); a setting change through
 * `updateSetting` invalidates at once, other processes pick it up within `ttlMs`.
 */
export class TenantRegistry {
  private snapshot: TSnapshot | null = null;
  private loading: Promise<TSnapshot> | null = null;
  private readonly bumpHooks: TVersionBumpHook[] = [];

  constructor(
    private readonly db: Db,
    private readonly opts: { appEnv: TAppEnv; product: string; ttlMs: number },
  ) {}

  private async load(): Promise<TSnapshot> {
    const rows = await this.db.select().from(tenants);
    const byHost = new Map<string, string>();
    const byLayout = new Map<string, TTenant>();
    for (const row of rows) {
      const t = toTenant(row, this.opts.product);
      byLayout.set(t.layout, t);
      for (const h of row.hosts) byHost.set(h.toLowerCase(), t.layout);
    }
    return { index: { byHost, layouts: new Set(byLayout.keys()) }, byLayout, loadedAt: Date.now() };
  }

  async current(): Promise<TSnapshot> {
    const s = this.snapshot;
    if (s && Date.now() - s.loadedAt < this.opts.ttlMs) return s;
    if (!this.loading) {
      const refresh = this.load()
        .then((snap) => (this.snapshot = snap))
        .finally(() => (this.loading = null));
      this.loading = refresh;
      // A background refresh that fails (pool exhausted under load, database restarting) keeps the
      // stale snapshot and is tried again on the next request. Nobody awaits it, so without this
      // catch its rejection would be unhandled and stop the process. Only a first load's failure
      // reaches a caller.
      if (s) refresh.catch(() => {});
    }
    // Serve the stale snapshot while refreshing; wait only on the very first load.
    return s ?? this.loading;
  }

  /** Synchronous look-up on the current snapshot (used by the page-cache fast path). */
  peek(host: string | undefined, pathname: string): TTenant | null | undefined {
    const s = this.snapshot;
    if (!s || Date.now() - s.loadedAt >= this.opts.ttlMs) return undefined;
    return this.pick(s, resolveHost(host, pathname, { ...this.opts, index: s.index }));
  }

  async resolve(host: string | undefined, pathname: string): Promise<TTenant | null> {
    const s = await this.current();
    return this.pick(s, resolveHost(host, pathname, { ...this.opts, index: s.index }));
  }

  private pick(s: TSnapshot, r: TResolution): TTenant | null {
    return r.kind === "tenant" ? (s.byLayout.get(r.layout) ?? null) : null;
  }

  async byLayout(layout: string): Promise<TTenant | null> {
    return (await this.current()).byLayout.get(layout) ?? null;
  }

  async all(): Promise<TTenant[]> {
    return [...(await this.current()).byLayout.values()];
  }

  invalidate(): void {
    this.snapshot = null;
  }

  /** Runs `hook` inside the transaction of every version bump (a setting change or `bumpVersion`). */
  onVersionBump(hook: TVersionBumpHook): void {
    this.bumpHooks.push(hook);
  }

  /** Sets `values` and the next version on a tenant's row, with the bump hooks in the same transaction (only when the row exists). */
  private async bump(tenantId: string, values: { setting?: TSiteSetting }): Promise<TTenantRow | undefined> {
    const update = async (db: Db) =>
      (
        await db
          .update(tenants)
          .set({ ...values, version: sql`${tenants.version} + 1`, updatedAt: new Date() })
          .where(eq(tenants.id, tenantId))
          .returning()
      )[0];
    if (!this.bumpHooks.length) return update(this.db);
    return this.db.transaction(async (tx) => {
      const row = await update(tx);
      if (row) for (const hook of this.bumpHooks) await hook(tx, tenantId);
      return row;
    });
  }

  /** Replace a tenant's site setting (validated), bump its version, drop cached pages. `within` runs in the same transaction (an audit row). */
  async updateSetting(tenantId: string, input: unknown, within?: TSettingChangeHook): Promise<TTenant> {
    return this.changeSetting(tenantId, { setting: input }, within);
  }

  /**
   * A staff change of a tenant's setting and/or hosts, in one transaction: the row is locked, a
   * stale `expectedSettingVersion` (the form was opened before someone else saved) is refused with
   * 409, the setting version and the cache version move, `within` writes what belongs with the
   * change (the audit row, the blog setting) and the version-bump hooks run (NOTIFY to every
   * process, CDN purge). This process drops its snapshot at once; the others on the NOTIFY.
   */
  async changeSetting(
    tenantId: string,
    change: { setting?: unknown; hosts?: string[]; expectedSettingVersion?: number },
    within?: TSettingChangeHook,
  ): Promise<TTenant> {
    let setting: TSiteSetting | undefined;
    if (change.setting !== undefined) {
      const parsed = ZSiteSetting.safeParse(change.setting);
      if (!parsed.success) {
        const i = parsed.error.issues[0]!;
        throw new AppError("INVALID_INPUT", `Pengaturan situs tidak valid: ${i.path.join(".") || "body"} — ${i.message}`);
      }
      setting = parsed.data;
    }
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Tenant tidak ditemukan.");
      if (change.expectedSettingVersion !== undefined && before.settingVersion !== change.expectedSettingVersion) throw conflictError();
      const [after] = await tx
        .update(tenants)
        .set({
          ...(setting ? { setting } : {}),
          ...(change.hosts ? { hosts: change.hosts } : {}),
          settingVersion: sql`${tenants.settingVersion} + 1`,
          version: sql`${tenants.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(tenants.id, tenantId))
        .returning();
      if (within) await within(tx, before, after!);
      for (const hook of this.bumpHooks) await hook(tx, tenantId);
      return after!;
    });
    this.invalidate();
    return toTenant(row, this.opts.product);
  }

  /** Content of a tenant changed: new version, so its cached pages are no longer served. */
  async bumpVersion(tenantId: string): Promise<void> {
    await this.bump(tenantId, {});
    this.invalidate();
  }
}
