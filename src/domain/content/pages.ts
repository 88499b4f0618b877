import { and, eq, sql } from "drizzle-orm";
import { ZMarketingPage, ZSections, type TMarketingPage, type TSection } from "../../contracts/content.ts";
import { contentPages } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

export interface TPageContent extends TMarketingPage {
  key: string;
  updatedAt: string;
}

/** Route id → page key: marketing pages and list-page settings ("blog" is the spec's blog setting). */
export const MARKETING_PAGE_KEYS = [
  "about",
  "corporates",
  "government",
  "collaboration",
  "clients",
  "network",
  "campus",
  "pricing",
  "training-services",
  "training-syllabus",
  "welcome",
  "metamorfosa",
  "aksara",
  "pesilat",
  "lms",
  "privacy-policy",
  "terms",
  "talent-hiring",
  "leaderboards",
  "liga-smk",
  "make-appointment",
  "payment-success",
  "payment-error",
] as const;
export type TMarketingKey = (typeof MARKETING_PAGE_KEYS)[number];

function cleanSections(sections: TSection[], host?: string): TSection[] {
  return sections.map((s) => (s.type === "richtext" ? { ...s, html: sanitizeHtml(s.html, { host }) } : s));
}

/** A stored page, or null. Sections that fail validation are dropped (never rendered half-broken). */
export async function getPage(ctx: TTenantCtx, key: string, host?: string): Promise<TPageContent | null> {
  const [row] = await ctx.db
    .select()
    .from(contentPages)
    .where(and(tenantScope(contentPages.tenantId, ctx), eq(contentPages.key, key)));
  if (!row) return null;
  const sections: TSection[] = [];
  for (const raw of row.sections) {
    const r = ZSections.element.safeParse(raw);
    if (r.success) sections.push(r.data);
  }
  return { key: row.key, title: row.title, lead: row.lead, cover: row.cover, sections: cleanSections(sections, host), updatedAt: row.updatedAt.toISOString() };
}

/** Staff edit: validates, sanitises rich text and stores the page; the caller bumps the tenant version. */
export async function savePage(ctx: TTenantCtx, key: string, input: unknown): Promise<TPageContent> {
  const r = ZMarketingPage.safeParse(input);
  if (!r.success) throw new AppError("INVALID_INPUT", `Isi halaman tidak valid: ${r.error.issues[0]?.path.join(".")} ${r.error.issues[0]?.message}`);
  const page = { ...r.data, sections: cleanSections(ZSections.parse(r.data.sections)) };
  await ctx.db
    .insert(contentPages)
    .values({ tenantId: ctx.tenantId, key, ...page })
    .onConflictDoUpdate({ target: [contentPages.tenantId, contentPages.key], set: { ...page, updatedAt: sql`now()` } });
  return (await getPage(ctx, key))!;
}
