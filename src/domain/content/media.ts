import { and, desc, eq, sql } from "drizzle-orm";
import type { TPaged } from "../../contracts/content.ts";
import { contentGallery, contentVideos } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
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

type TVideoRow = typeof contentVideos.$inferSelect;

function toVideo({ tenantId: _t, publishedAt, published: _p, version: _v, deletedAt: _d, updatedAt: _u, ...r }: TVideoRow): TVideo {
  return { ...r, publishedAt: publishedAt.toISOString() };
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
  return paged(rows.map(toVideo), q.page, q.pageSize, n);
}

/** One published video of this tenant (the same rows the video list shows); NOT_FOUND otherwise. */
export async function getVideo(ctx: TTenantCtx, id: number): Promise<TVideo> {
  const [row] = await ctx.db
    .select()
    .from(contentVideos)
    .where(and(tenantScope(contentVideos.tenantId, ctx), isLive(contentVideos), eq(contentVideos.id, id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", `Video dengan id ${id} tidak ditemukan.`);
  return toVideo(row);
}
