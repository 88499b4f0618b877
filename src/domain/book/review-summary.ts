import { and, eq, sql } from "drizzle-orm";
import { extBookReviews } from "../../db/schema/external-data.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export interface TReviewSummary {
  /** Approved reviews only. */
  count: number;
  /** Mean rating rounded to one decimal; 0 without reviews. */
  average: number;
  /** Reviews per star, index 0 = 1 star … 4 = 5 stars. */
  counts: [number, number, number, number, number];
}

/** The rating summary of the book's approved reviews (what the landing page shows above them). */
export async function reviewSummary(ctx: TTenantCtx): Promise<TReviewSummary> {
  const rows = await ctx.db
    .select({ rating: extBookReviews.rating, n: sql<number>`count(*)::int` })
    .from(extBookReviews)
    .where(and(tenantScope(extBookReviews.tenantId, ctx), eq(extBookReviews.status, "approved")))
    .groupBy(extBookReviews.rating);
  const counts: TReviewSummary["counts"] = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const r of rows) {
    if (r.rating < 1 || r.rating > 5) continue;
    counts[r.rating - 1] = (counts[r.rating - 1] ?? 0) + Number(r.n);
    count += Number(r.n);
    sum += r.rating * Number(r.n);
  }
  return { count, average: count ? Math.round((sum / count) * 10) / 10 : 0, counts };
}
