import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { TPaged } from "../../contracts/content.ts";
import { contentCategories, contentPodcasts } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { titleSlug } from "../../kernel/format.ts";
import { offsetOf, paged } from "../../kernel/pagination.ts";
import { searchCondition } from "./posts.ts";
import { sanitizeHtml } from "./sanitize-html.ts";
import { isLive } from "./visibility.ts";

export interface TPodcastCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  durationSec: number;
  host: string;
  guests: string[];
  episode: number;
  category: { slug: string; name: string };
  publishedAt: string;
  url: string;
}
export interface TPodcast extends TPodcastCard {
  description: string;
  audioUrl: string | null;
}

export const podcastUrl = (p: { id: number; title: string }) => `/Podcast/${p.id}/${titleSlug(p.title)}`;

const columns = {
  id: contentPodcasts.id,
  slug: contentPodcasts.slug,
  title: contentPodcasts.title,
  summary: contentPodcasts.summary,
  cover: contentPodcasts.cover,
  durationSec: contentPodcasts.durationSec,
  host: contentPodcasts.host,
  guests: contentPodcasts.guests,
  episode: contentPodcasts.episode,
  categorySlug: contentPodcasts.categorySlug,
  categoryName: sql<string>`coalesce(${contentCategories.name}, ${contentPodcasts.categorySlug})`,
  publishedAt: contentPodcasts.publishedAt,
  description: contentPodcasts.description,
  audioUrl: contentPodcasts.audioUrl,
};

function base(ctx: TTenantCtx) {
  return ctx.db
    .select(columns)
    .from(contentPodcasts)
    .leftJoin(contentCategories, and(eq(contentCategories.tenantId, contentPodcasts.tenantId), eq(contentCategories.slug, contentPodcasts.categorySlug)));
}

type TRow = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

function toCard(r: TRow): TPodcastCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    durationSec: r.durationSec,
    host: r.host,
    guests: r.guests,
    episode: r.episode,
    category: { slug: r.categorySlug, name: r.categoryName },
    publishedAt: r.publishedAt.toISOString(),
    url: podcastUrl(r),
  };
}

export async function listPodcasts(
  ctx: TTenantCtx,
  q: { page: number; pageSize: number; search?: string; categorySlug?: string; excludeId?: number },
): Promise<TPaged<TPodcastCard>> {
  const conds: (SQL | undefined)[] = [tenantScope(contentPodcasts.tenantId, ctx), isLive(contentPodcasts), searchCondition(contentPodcasts.search, q.search)];
  if (q.categorySlug) conds.push(eq(contentPodcasts.categorySlug, q.categorySlug));
  if (q.excludeId) conds.push(sql`${contentPodcasts.id} <> ${q.excludeId}`);
  const where = and(...conds);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    base(ctx).where(where).orderBy(desc(contentPodcasts.publishedAt), desc(contentPodcasts.id)).limit(q.pageSize).offset(offsetOf(q.page, q.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentPodcasts).where(where),
  ]);
  return paged(rows.map(toCard), q.page, q.pageSize, n);
}

export async function getPodcast(ctx: TTenantCtx, id: number, host?: string): Promise<TPodcast> {
  const [row] = await base(ctx)
    .where(and(tenantScope(contentPodcasts.tenantId, ctx), isLive(contentPodcasts), eq(contentPodcasts.id, id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", `Podcast dengan id ${id} tidak ditemukan.`);
  return { ...toCard(row), description: sanitizeHtml(row.description, { host }), audioUrl: row.audioUrl };
}
