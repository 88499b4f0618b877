import { and, desc, sql } from "drizzle-orm";
import type { TPaged } from "../../contracts/content.ts";
import { contentGallery, contentVideos } from "../../db/schema/content.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { offsetOf, paged } from "../../kernel/pagination.ts";
import { isLive } from "./visibility.ts";

export interface TGalleryItem {
  id: number;
  title: string;
  caption: string;
  image: string;
  album: string;
  takenAt: string;
}

export async function listGallery(ctx: TTenantCtx, q: { page: number; pageSize: number }): Promise<TPaged<TGalleryItem>> {
  const where = and(tenantScope(contentGallery.tenantId, ctx), isLive(contentGallery));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({
        id: contentGallery.id,
        title: contentGallery.title,
        caption: contentGallery.caption,
        image: contentGallery.image,
        album: contentGallery.album,
        takenAt: contentGallery.takenAt,
      })
      .from(contentGallery)
      .where(where)
      .orderBy(desc(contentGallery.takenAt), desc(contentGallery.id))
      .limit(q.pageSize)
      .offset(offsetOf(q.page, q.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentGallery).where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, takenAt: r.takenAt.toISOString() })),
    q.page,
    q.pageSize,
    n,
  );
}

export interface TVideo {
  id: number;
  title: string;
  summary: string;
  thumbnail: string;
  youtubeId: string | null;
  videoUrl: string | null;
  vimeoId: string | null;
  durationSec: number;
  topics: string[];
  publishedAt: string;
}

export async function listVideos(ctx: TTenantCtx, q: { page: number; pageSize: number }): Promise<TPaged<TVideo>> {
  const where = and(tenantScope(contentVideos.tenantId, ctx), isLive(contentVideos));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(contentVideos)
      .where(where)
      .orderBy(desc(contentVideos.publishedAt), desc(contentVideos.id))
      .limit(q.pageSize)
      .offset(offsetOf(q.page, q.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentVideos).where(where),
  ]);
  return paged(
    rows.map(({ tenantId: _t, publishedAt, published: _p, version: _v, deletedAt: _d, updatedAt: _u, ...r }) => ({
      ...r,
      publishedAt: publishedAt.toISOString(),
    })),
    q.page,
    q.pageSize,
    n,
  );
}
