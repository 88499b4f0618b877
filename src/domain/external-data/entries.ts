import type { z } from "zod";
import {
  ZAspirationInput,
  ZDiscInput,
  ZReviewInput,
  ZTestimonyInput,
  type TAspirationInput,
  type TDiscInput,
  type TReviewInput,
  type TTestimonyInput,
} from "../../contracts/external-data.ts";
import { extAspirations, extBookReviews, extTestimonies, extUserDisc } from "../../db/schema/external-data.ts";
import { AppError } from "../../kernel/errors.ts";
import type { TTenantCtx } from "../scope.ts";

/**
 * What a visitor leaves on the book landing page, written by the page's own forms (the browser
 * may also write the same rows through /rest/v1 with the anonymous key). New reviews, aspirations
 * and testimonies are pending until staff approve them.
 */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new AppError("INVALID_INPUT", issue?.message ?? "Data tidak valid.", {
      fields: Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message])),
    });
  }
  return r.data;
}

export type TReviewRow = typeof extBookReviews.$inferSelect;
export type TAspirationRow = typeof extAspirations.$inferSelect;
export type TTestimonyRow = typeof extTestimonies.$inferSelect;
export type TDiscRow = typeof extUserDisc.$inferSelect;

export async function createReview(ctx: TTenantCtx, input: TReviewInput | Record<string, unknown>): Promise<TReviewRow> {
  const v = parse(ZReviewInput, input);
  const [row] = await ctx.db
    .insert(extBookReviews)
    .values({ tenantId: ctx.tenantId, ...v })
    .returning();
  return row!;
}

export async function createAspiration(ctx: TTenantCtx, input: TAspirationInput | Record<string, unknown>): Promise<TAspirationRow> {
  const v = parse(ZAspirationInput, input);
  const [row] = await ctx.db
    .insert(extAspirations)
    .values({ tenantId: ctx.tenantId, ...v })
    .returning();
  return row!;
}

export async function createTestimony(ctx: TTenantCtx, input: TTestimonyInput | Record<string, unknown>): Promise<TTestimonyRow> {
  const v = parse(ZTestimonyInput, input);
  const [row] = await ctx.db
    .insert(extTestimonies)
    .values({ tenantId: ctx.tenantId, ...v })
    .returning();
  return row!;
}

/** A DISC test result (scores computed by the caller's scoring, e.g. domain/book/disc.ts). */
export async function createDiscResult(ctx: TTenantCtx, input: TDiscInput | Record<string, unknown>): Promise<TDiscRow> {
  const v = parse(ZDiscInput, input);
  const [row] = await ctx.db
    .insert(extUserDisc)
    .values({ tenantId: ctx.tenantId, ...v })
    .returning();
  return row!;
}
