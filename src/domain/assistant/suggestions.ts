import { and, asc, eq, isNull } from "drizzle-orm";
import { catalogClasses } from "../../db/schema/catalog.ts";
import { contentPages } from "../../db/schema/content.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/**
 * Questions to start with, built from the tenant's own catalogue and pages: a class open for
 * registration, its cost and closing date, the pricing page's instalments, a beginner class.
 * Every one has an answer on this site.
 */
export async function suggestedQuestions(ctx: TTenantCtx): Promise<string[]> {
  const [open, pages] = await Promise.all([
    ctx.db
      .select({ name: catalogClasses.name })
      .from(catalogClasses)
      .where(
        and(
          tenantScope(catalogClasses.tenantId, ctx),
          eq(catalogClasses.isActive, true),
          isNull(catalogClasses.deletedAt),
          eq(catalogClasses.onRegistration, true),
        ),
      )
      .orderBy(asc(catalogClasses.position))
      .limit(2),
    ctx.db.select({ key: contentPages.key }).from(contentPages).where(tenantScope(contentPages.tenantId, ctx)),
  ]);
  const keys = new Set(pages.map((p) => p.key));
  const out = ["Kelas apa yang cocok untuk pemula?"];
  if (open[0]) out.push(`Berapa biaya kelas ${open[0].name}?`, `Kapan pendaftaran kelas ${open[0].name} ditutup?`);
  if (keys.has("pricing")) out.push("Apakah pembayaran bisa dicicil?");
  if (keys.has("liga-smk")) out.push("Kapan pendaftaran Liga SMK ditutup?");
  return out.slice(0, 4);
}
