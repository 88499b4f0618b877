import { and, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tenants } from "../../db/schema/tenants.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit, type TAuditActor } from "../admin/audit.ts";
import type { TTenantCtx } from "../scope.ts";
import type { TenantRegistry } from "./registry.ts";

/** The audit log's name for a host (custom domain) change. */
export const HOST_ENTITY = "domain";

/** Serialises host changes of all tenants, so two sites cannot claim one host at the same moment. */
const HOSTS_LOCK = 740_217;

async function takenByOther(tx: Db, tenantId: string, host: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOSTS_LOCK})`);
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(ne(tenants.id, tenantId), sql`${host} = any(${tenants.hosts})`))
    .limit(1);
  return rows.length > 0;
}

/** Adds a host (already validated by `ZHostname`) to the tenant; refused when this or another site has it. */
export async function addHost(ctx: TTenantCtx, registry: TenantRegistry, actor: TAuditActor, host: string): Promise<void> {
  await registry.changeSetting(ctx.tenantId, {}, async (tx, before) => {
    if (before.hosts.map((h) => h.toLowerCase()).includes(host)) throw new AppError("INVALID_INPUT", "Domain ini sudah terdaftar untuk situs ini.");
    if (await takenByOther(tx, ctx.tenantId, host))
      throw new AppError("INVALID_INPUT", "Domain ini sudah dipakai situs lain. Pilih domain lain atau lepaskan dulu dari situs tersebut.");
    await tx
      .update(tenants)
      .set({ hosts: [...before.hosts, host] })
      .where(sql`${tenants.id} = ${ctx.tenantId}`);
    await recordAudit(tx, ctx, {
      actor,
      entity: HOST_ENTITY,
      entityId: host,
      action: "create",
      before: null,
      after: { host },
      summary: `Domain ${host} ditambahkan`,
    });
  });
}

/** Removes a host from the tenant; a site keeps at least one. */
export async function removeHost(ctx: TTenantCtx, registry: TenantRegistry, actor: TAuditActor, host: string): Promise<void> {
  await registry.changeSetting(ctx.tenantId, {}, async (tx, before) => {
    const rest = before.hosts.filter((h) => h.toLowerCase() !== host);
    if (rest.length === before.hosts.length) throw new AppError("NOT_FOUND", "Domain ini tidak terdaftar untuk situs ini.");
    if (rest.length === 0) throw new AppError("INVALID_INPUT", "Situs harus punya minimal satu domain. Tambahkan domain pengganti sebelum menghapus yang ini.");
    await tx.update(tenants).set({ hosts: rest }).where(sql`${tenants.id} = ${ctx.tenantId}`);
    await recordAudit(tx, ctx, {
      actor,
      entity: HOST_ENTITY,
      entityId: host,
      action: "delete",
      before: { host },
      after: null,
      summary: `Domain ${host} dihapus`,
    });
  });
}
