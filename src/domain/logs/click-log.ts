import { z } from "zod";
import { and, desc, sql } from "drizzle-orm";
import { clickLogs } from "../../db/schema/logs.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export const CLICK_TYPES = ["page_load", "internal_navigation", "external"] as const;

const url = z.string().trim().max(2000, "maksimal 2000 karakter");

/** Spec §3: click log event `{ from, to, type, timestamp }` (timestamp as ISO time). */
export const ZClickLog = z.object({
  from: url,
  to: url.min(1, "wajib diisi"),
  type: z.enum(CLICK_TYPES, { message: `harus salah satu dari: ${CLICK_TYPES.join(", ")}` }),
  timestamp: z.iso.datetime({ offset: true, message: "harus berupa waktu ISO 8601" }),
});
export type TClickLog = z.infer<typeof ZClickLog>;

/** Keeps the event; a clock far off is clamped to the time it was received. */
export async function recordClick(ctx: TTenantCtx, input: TClickLog, now = new Date()): Promise<void> {
  let at = new Date(input.timestamp);
  if (Math.abs(at.getTime() - now.getTime()) > 24 * 3600_000) at = now;
  await ctx.db.insert(clickLogs).values({ tenantId: ctx.tenantId, from: input.from, to: input.to, type: input.type, at });
}

export async function countClicks(ctx: TTenantCtx): Promise<Record<string, number>> {
  const rows = await ctx.db
    .select({ type: clickLogs.type, n: sql<number>`count(*)::int` })
    .from(clickLogs)
    .where(and(tenantScope(clickLogs.tenantId, ctx)))
    .groupBy(clickLogs.type);
  return Object.fromEntries(rows.map((r) => [r.type, r.n]));
}

export async function latestClicks(ctx: TTenantCtx, limit = 20) {
  return ctx.db.select().from(clickLogs).where(tenantScope(clickLogs.tenantId, ctx)).orderBy(desc(clickLogs.id)).limit(limit);
}
