import { and, asc, desc, eq, sql } from "drizzle-orm";
import { contentEvents, type TEventRow } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { titleSlug } from "../../kernel/format.ts";
import { sanitizeHtml } from "./sanitize-html.ts";
import { isLive, type TAdminColumns } from "./visibility.ts";

export type TEvent = Omit<TEventRow, "tenantId" | "startsAt" | "endsAt" | "published" | TAdminColumns> & {
  startsAt: string;
  endsAt: string;
  url: string;
  upcoming: boolean;
};

export const eventUrl = (e: { kind: string; id: number; slug: string; title: string }) =>
  e.kind === "program" ? `/Event/Program/${e.id}/${e.slug}` : `/Event/${e.slug}`;

function toDto(r: TEventRow, host?: string): TEvent {
  const { tenantId: _t, startsAt, endsAt, published: _p, version: _v, deletedAt: _d, updatedAt: _u, ...rest } = r;
  return {
    ...rest,
    description: sanitizeHtml(r.description, { host }),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    url: eventUrl(r),
    upcoming: endsAt.getTime() >= Date.now(),
  };
}

/** Upcoming first (soonest first), then past events (latest first). */
export async function listEvents(ctx: TTenantCtx, kind: "event" | "program"): Promise<TEvent[]> {
  const rows = await ctx.db
    .select()
    .from(contentEvents)
    .where(and(tenantScope(contentEvents.tenantId, ctx), isLive(contentEvents), eq(contentEvents.kind, kind)))
    .orderBy(
      sql`${contentEvents.endsAt} < now()`,
      asc(sql`case when ${contentEvents.endsAt} >= now() then ${contentEvents.startsAt} end`),
      desc(contentEvents.startsAt),
    );
  return rows.map((r) => toDto(r));
}

export async function getEventBySlug(ctx: TTenantCtx, slug: string, host?: string): Promise<TEvent> {
  const [row] = await ctx.db
    .select()
    .from(contentEvents)
    .where(and(tenantScope(contentEvents.tenantId, ctx), isLive(contentEvents), eq(contentEvents.slug, slug), eq(contentEvents.kind, "event")));
  if (!row) throw new AppError("NOT_FOUND", `Event "${slug}" tidak ditemukan.`);
  return toDto(row, host);
}

export async function getEventProgram(ctx: TTenantCtx, id: number, host?: string): Promise<TEvent> {
  const [row] = await ctx.db
    .select()
    .from(contentEvents)
    .where(and(tenantScope(contentEvents.tenantId, ctx), isLive(contentEvents), eq(contentEvents.id, id), eq(contentEvents.kind, "program")));
  if (!row) throw new AppError("NOT_FOUND", `Program event dengan id ${id} tidak ditemukan.`);
  return toDto(row, host);
}

export { titleSlug };
