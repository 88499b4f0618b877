import { and, asc, eq } from "drizzle-orm";
import { contentFeatures, type TFeatureRow } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { isLive, type TAdminColumns } from "./visibility.ts";

export type TFeatureProduct = TFeatureRow["product"];
export type TFeature = Omit<TFeatureRow, "tenantId" | "position" | "id" | "published" | TAdminColumns> & { url: string };

const BASE: Record<TFeatureProduct, string> = { lms: "/Lms/Features", aksara: "/Aksara/Features", services: "/Services" };
export const featureUrl = (f: { product: TFeatureProduct; slug: string }) => `${BASE[f.product]}/${f.slug}`;

function toDto(r: TFeatureRow): TFeature {
  const { tenantId: _t, position: _p, id: _i, published: _pub, version: _v, deletedAt: _d, updatedAt: _u, ...rest } = r;
  return { ...rest, url: featureUrl(r) };
}

export async function listFeatures(ctx: TTenantCtx, product?: TFeatureProduct): Promise<TFeature[]> {
  const rows = await ctx.db
    .select()
    .from(contentFeatures)
    .where(and(tenantScope(contentFeatures.tenantId, ctx), isLive(contentFeatures), product ? eq(contentFeatures.product, product) : undefined))
    .orderBy(asc(contentFeatures.product), asc(contentFeatures.position));
  return rows.map(toDto);
}

/** A feature by slug; without a product, the first one of lms, aksara, services (for /Features/{slug}). */
export async function getFeature(ctx: TTenantCtx, slug: string, product?: TFeatureProduct): Promise<TFeature> {
  const rows = await ctx.db
    .select()
    .from(contentFeatures)
    .where(
      and(
        tenantScope(contentFeatures.tenantId, ctx),
        isLive(contentFeatures),
        eq(contentFeatures.slug, slug),
        product ? eq(contentFeatures.product, product) : undefined,
      ),
    )
    .orderBy(asc(contentFeatures.product));
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND", `Fitur "${slug}" tidak ditemukan.`);
  return toDto(row);
}
