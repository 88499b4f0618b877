import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { adminPage, AUDIT_ACTIONS, type TAdminPage, type TAuditAction } from "../../contracts/admin-list.ts";
import type { Db } from "../../db/client.ts";
import { adminAuditLog, type TAuditDiff } from "../../db/schema/admin.ts";
import type { TTenantRef } from "../../kernel/tenant.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { diffSummary, fieldDiff } from "./diff.ts";

export type { TAuditAction };

/** Who made a change: the signed-in staff member, or the operator key of the API (id null). */
export interface TAuditActor {
  id: string | null;
  name: string;
}

export interface TAuditInput {
  actor: TAuditActor;
  /** What kind of record: "kelas", "artikel", "pengaturan", … (the label the log shows). */
  entity: string;
  entityId: string | number;
  action: TAuditAction;
  /** The record before and after the change (null for a create's before and a hard delete's after). */
  before?: object | null;
  after?: object | null;
  /** A line for the log ("Judul: Belajar React"); defaults to the changed field names. */
  summary?: string;
}

export interface TAuditEntry {
  id: number;
  at: string;
  actorUserId: string | null;
  actorName: string;
  entity: string;
  entityId: string;
  action: TAuditAction;
  diff: TAuditDiff;
  summary: string;
}

/** The operator key of the API as an actor. */
export const API_OPERATOR: TAuditActor = { id: null, name: "Operator API" };

/**
 * Writes one audit row with the field diff of `before` → `after`. Call it with the transaction of
 * the change (`tx`), so the change and its record commit or roll back together. An update that
 * changed nothing writes nothing (returns null).
 */
export async function recordAudit(tx: Db, ctx: TTenantRef, input: TAuditInput): Promise<TAuditEntry | null> {
  const diff = fieldDiff(input.before ?? null, input.after ?? null);
  if (input.action === "update" || input.action === "settings") {
    if (Object.keys(diff).length === 0) return null;
  }
  const [row] = await tx
    .insert(adminAuditLog)
    .values({
      tenantId: ctx.tenantId,
      actorUserId: input.actor.id,
      actorName: input.actor.name.slice(0, 200),
      entity: input.entity.slice(0, 60),
      entityId: String(input.entityId).slice(0, 120),
      action: input.action,
      diff,
      summary: (input.summary ?? diffSummary(diff)).slice(0, 300),
    })
    .returning();
  return toEntry(row!);
}

function toEntry(row: typeof adminAuditLog.$inferSelect): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    entity: row.entity,
    entityId: row.entityId,
    action: (AUDIT_ACTIONS as readonly string[]).includes(row.action) ? (row.action as TAuditAction) : "update",
    diff: row.diff ?? {},
    summary: row.summary,
  };
}

export interface TAuditQuery {
  page: number;
  entity?: string;
  entityId?: string;
  actorUserId?: string;
  action?: TAuditAction;
}

/** The tenant's audit log, newest first, a page at a time (filters: entity, record, user, action). */
export async function listAudit(ctx: TTenantCtx, q: TAuditQuery, size = 20): Promise<{ items: TAuditEntry[]; page: TAdminPage }> {
  const where: SQL | undefined = and(
    tenantScope(adminAuditLog.tenantId, ctx),
    q.entity ? eq(adminAuditLog.entity, q.entity) : undefined,
    q.entityId ? eq(adminAuditLog.entityId, q.entityId) : undefined,
    q.actorUserId ? eq(adminAuditLog.actorUserId, q.actorUserId) : undefined,
    q.action ? eq(adminAuditLog.action, q.action) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(adminAuditLog).where(where);
  const page = adminPage(Number(total?.n ?? 0), q.page, size);
  const rows = await ctx.db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(page.size)
    .offset(page.offset);
  return { items: rows.map(toEntry), page };
}

/** The last changes of one record (the trail under an edit form). */
export async function auditTrail(ctx: TTenantCtx, entity: string, entityId: string | number, limit = 10): Promise<TAuditEntry[]> {
  const rows = await ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(tenantScope(adminAuditLog.tenantId, ctx), eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(entityId))))
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

/** The filters the log page offers: entities and people that appear in this tenant's log. */
export async function auditFacets(ctx: TTenantCtx): Promise<{ entities: string[]; actors: { id: string; name: string }[] }> {
  const entities = await ctx.db
    .selectDistinct({ entity: adminAuditLog.entity })
    .from(adminAuditLog)
    .where(tenantScope(adminAuditLog.tenantId, ctx))
    .orderBy(adminAuditLog.entity)
    .limit(100);
  const actors = await ctx.db
    .selectDistinct({ id: adminAuditLog.actorUserId, name: adminAuditLog.actorName })
    .from(adminAuditLog)
    .where(tenantScope(adminAuditLog.tenantId, ctx))
    .orderBy(adminAuditLog.actorName)
    .limit(200);
  const seen = new Set<string>();
  const people: { id: string; name: string }[] = [];
  for (const a of actors) {
    if (!a.id || seen.has(a.id)) continue;
    seen.add(a.id);
    people.push({ id: a.id, name: a.name });
  }
  return { entities: entities.map((e) => e.entity), actors: people };
}
