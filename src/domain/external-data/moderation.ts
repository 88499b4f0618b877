import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { MODERATION_STATUSES, type TDonationStatus, type TModeratedTable, type TModerationStatus } from "../../contracts/external-data.ts";
import { extAspirations, extBookReviews, extDonations, extTestimonies, extUserDisc } from "../../db/schema/external-data.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import type { TAspirationRow, TDiscRow, TReviewRow, TTestimonyRow } from "./entries.ts";

/**
 * Reading and moderating what visitors left: the public lists (approved rows, newest first) and
 * the staff lists with their status changes. Pages call these; the REST endpoint has its own path
 * through the database's row-level rules.
 */
const MODERATED = { book_reviews: extBookReviews, aspirations: extAspirations, testimonies: extTestimonies } as const;

export type TModeratedRow<T extends TModeratedTable> = T extends "book_reviews" ? TReviewRow : T extends "aspirations" ? TAspirationRow : TTestimonyRow;
export type TDonationRow = typeof extDonations.$inferSelect;

export interface TListPage<T> {
  items: T[];
  total: number;
}

function tableOf(table: TModeratedTable) {
  const t = MODERATED[table];
  if (!t) throw new AppError("NOT_FOUND", "Tabel tidak dikenal.");
  return t;
}

const pageArgs = (page: number, perPage: number) => {
  const size = Math.min(Math.max(1, Math.trunc(perPage) || 20), 200);
  return { limit: size, offset: (Math.max(1, Math.trunc(page) || 1) - 1) * size };
};

async function listOf<T>(
  ctx: TTenantCtx,
  t: typeof extBookReviews | typeof extAspirations | typeof extTestimonies | typeof extUserDisc | typeof extDonations,
  where: SQL,
  limit: number,
  offset: number,
): Promise<TListPage<T>> {
  const [items, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(t).where(where),
  ]);
  return { items: items as T[], total: Number(n) };
}

/** Approved rows of a moderated table, newest first, with the total. */
export function listApproved<T extends TModeratedTable>(
  ctx: TTenantCtx,
  table: T,
  opts: { limit?: number; offset?: number } = {},
): Promise<TListPage<TModeratedRow<T>>> {
  const t = tableOf(table);
  const limit = Math.min(Math.max(0, Math.trunc(opts.limit ?? 20)), 200);
  return listOf(ctx, t, and(tenantScope(t.tenantId, ctx), eq(t.status, "approved"))!, limit, Math.max(0, Math.trunc(opts.offset ?? 0)));
}

/** Staff list of a moderated table (all statuses, or one), newest first. */
export function listForModeration<T extends TModeratedTable>(
  ctx: TTenantCtx,
  table: T,
  opts: { status?: TModerationStatus | null; page?: number; perPage?: number } = {},
): Promise<TListPage<TModeratedRow<T>>> {
  const t = tableOf(table);
  const { limit, offset } = pageArgs(opts.page ?? 1, opts.perPage ?? 20);
  const where = opts.status ? and(tenantScope(t.tenantId, ctx), eq(t.status, opts.status))! : tenantScope(t.tenantId, ctx);
  return listOf(ctx, t, where, limit, offset);
}

/** Approve, hide or send back to pending one row; null when the tenant has no such row. */
export async function setStatus<T extends TModeratedTable>(ctx: TTenantCtx, table: T, id: number, status: TModerationStatus): Promise<TModeratedRow<T> | null> {
  if (!(MODERATION_STATUSES as readonly string[]).includes(status)) throw new AppError("INVALID_INPUT", "Status tidak valid.");
  const t = tableOf(table);
  const [row] = await ctx.db
    .update(t)
    .set({ status })
    .where(and(tenantScope(t.tenantId, ctx), eq(t.id, id)))
    .returning();
  return (row as TModeratedRow<T> | undefined) ?? null;
}

/** DISC results for staff, newest first. */
export function listDisc(ctx: TTenantCtx, opts: { page?: number; perPage?: number } = {}): Promise<TListPage<TDiscRow>> {
  const { limit, offset } = pageArgs(opts.page ?? 1, opts.perPage ?? 20);
  return listOf(ctx, extUserDisc, tenantScope(extUserDisc.tenantId, ctx), limit, offset);
}

/** Donations for staff (all statuses, or one), newest first. */
export function listDonations(
  ctx: TTenantCtx,
  opts: { status?: TDonationStatus | null; page?: number; perPage?: number } = {},
): Promise<TListPage<TDonationRow>> {
  const { limit, offset } = pageArgs(opts.page ?? 1, opts.perPage ?? 20);
  const where = opts.status ? and(tenantScope(extDonations.tenantId, ctx), eq(extDonations.status, opts.status))! : tenantScope(extDonations.tenantId, ctx);
  return listOf(ctx, extDonations, where, limit, offset);
}
