import { and, desc, eq } from "drizzle-orm";
import { contentPortfolios, type TPortfolioRow } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { titleSlug } from "../../kernel/format.ts";
import { sanitizeHtml } from "./sanitize-html.ts";
import { isLive, type TAdminColumns } from "./visibility.ts";

export type TPortfolio = Omit<TPortfolioRow, "tenantId" | "date" | "id" | "published" | TAdminColumns> & { date: string; kindSlug: string; url: string };

/** `/Portfolio/{type}/{title}`: type is the kind as a slug, title the case study's slug. */
export const portfolioUrl = (p: { kind: string; slug: string }) => `/Portfolio/${titleSlug(p.kind)}/${p.slug}`;

function toDto(r: TPortfolioRow, host?: string): TPortfolio {
  const { tenantId: _t, date, id: _i, published: _p, version: _v, deletedAt: _d, updatedAt: _u, ...rest } = r;
  return { ...rest, description: sanitizeHtml(r.description, { host }), date: date.toISOString(), kindSlug: titleSlug(r.kind), url: portfolioUrl(r) };
}

export async function listPortfolios(ctx: TTenantCtx, kindSlug?: string): Promise<TPortfolio[]> {
  const rows = await ctx.db
    .select()
    .from(contentPortfolios)
    .where(and(tenantScope(contentPortfolios.tenantId, ctx), isLive(contentPortfolios)))
    .orderBy(desc(contentPortfolios.date));
  return rows.map((r) => toDto(r)).filter((p) => !kindSlug || p.kindSlug === kindSlug);
}

export async function getPortfolio(ctx: TTenantCtx, slug: string, host?: string): Promise<TPortfolio> {
  const [row] = await ctx.db
    .select()
    .from(contentPortfolios)
    .where(and(tenantScope(contentPortfolios.tenantId, ctx), isLive(contentPortfolios), eq(contentPortfolios.slug, slug)));
  if (!row) throw new AppError("NOT_FOUND", `Portofolio "${slug}" tidak ditemukan.`);
  return toDto(row, host);
}
