import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "./refresh.ts";
import { statScopes } from "../../db/schema/statistics.ts";
import type { TRole } from "../identity/roles.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { TENANT_SCOPE, type TStatScope } from "./read.ts";

/**
 * What a viewer's statistics dashboard covers (issue 18): a lead_program sees the programmes
 * assigned to them, a lead_region their provinces; the other roles that may view statistics see
 * the whole tenant. Assignments live in `stat_scopes` (set by an admin on the dashboard).
 */
export async function viewerScope(ctx: TTenantCtx, viewer: { userId: string; role: TRole }): Promise<TStatScope> {
  if (viewer.role !== "lead_program" && viewer.role !== "lead_region") return TENANT_SCOPE;
  const kind = viewer.role === "lead_program" ? "program" : "province";
  const rows = await ctx.db
    .select({ value: statScopes.value })
    .from(statScopes)
    .where(and(tenantScope(statScopes.tenantId, ctx), eq(statScopes.userId, viewer.userId), eq(statScopes.kind, kind)));
  if (kind === "program") return { kind, ids: rows.map((r) => Number(r.value)).filter((n) => Number.isInteger(n) && n > 0) };
  return { kind, ids: rows.map((r) => r.value) };
}

/**
 * The part of a viewer's scope (`viewerScope`) a request asks for with `programIds` or
 * `provinceIds`: a staff member of the whole tenant narrows to those programmes (or provinces), a
 * lead to some of their own. Never wider than `base`: every asked id outside it is listed in
 * `outside` (named for a message, "program 5", "provinsi 31") and the caller refuses the request;
 * the dashboard's filter offers only ids inside the scope. Without a filter: `base`.
 */
export function narrowScope(base: TStatScope, q: { programIds?: number[]; provinceIds?: string[] }): { scope: TStatScope; outside: string[] } {
  const programIds = q.programIds ?? [];
  const provinceIds = q.provinceIds ?? [];
  if (base.kind === "tenant") {
    if (programIds.length) return { scope: { kind: "program", ids: programIds }, outside: [] };
    if (provinceIds.length) return { scope: { kind: "province", ids: provinceIds }, outside: [] };
    return { scope: base, outside: [] };
  }
  if (base.kind === "program") {
    const outside = [...programIds.filter((id) => !base.ids.includes(id)).map((id) => `program ${id}`), ...provinceIds.map((id) => `provinsi ${id}`)];
    return { scope: programIds.length ? { kind: "program", ids: programIds.filter((id) => base.ids.includes(id)) } : base, outside };
  }
  const outside = [...programIds.map((id) => `program ${id}`), ...provinceIds.filter((id) => !base.ids.includes(id)).map((id) => `provinsi ${id}`)];
  return { scope: provinceIds.length ? { kind: "province", ids: provinceIds.filter((id) => base.ids.includes(id)) } : base, outside };
}

/** A scope as a short stable key (`tenant`, `program:1,4`, `province:32`): answers cached per scope, never per viewer. */
export function scopeKey(scope: TStatScope): string {
  if (scope.kind === "tenant") return "tenant";
  return `${scope.kind}:${[...scope.ids].map(String).sort().join(",")}`;
}

export async function assignScope(ctx: TTenantCtx, userId: string, kind: "program" | "province", value: string): Promise<boolean> {
  const res = await ctx.db.insert(statScopes).values({ tenantId: ctx.tenantId, userId, kind, value }).onConflictDoNothing().returning({ v: statScopes.value });
  return res.length > 0;
}

export async function removeScope(ctx: TTenantCtx, userId: string, kind: string, value: string): Promise<void> {
  await ctx.db
    .delete(statScopes)
    .where(and(tenantScope(statScopes.tenantId, ctx), eq(statScopes.userId, userId), eq(statScopes.kind, kind), eq(statScopes.value, value)));
}

export interface TScopedStaff {
  userId: string;
  name: string;
  email: string;
  role: "lead_program" | "lead_region";
  values: string[];
}

/** The tenant's lead_program (kind 7) and lead_region (kind 9) members with what they are assigned. */
export async function listScopedStaff(ctx: TTenantCtx): Promise<TScopedStaff[]> {
  const rows = rowsOf<{ user_id: string; name: string; email: string; kind: number; vals: string[] | null }>(
    await ctx.db.execute(sql`
      select m.user_id, u.name, u.email, m.kind,
             (select array_agg(s.value order by s.value) from stat_scopes s where s.tenant_id = m.tenant_id and s.user_id = m.user_id
                and s.kind = case when m.kind = 7 then 'program' else 'province' end) as vals
      from memberships m join users u on u.id = m.user_id
      where m.tenant_id = ${ctx.tenantId} and m.kind in (7, 9) order by u.name limit 200`),
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name, email: r.email, role: r.kind === 7 ? "lead_program" : "lead_region", values: r.vals ?? [] }));
}
