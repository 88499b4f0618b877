import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { adminPage, type TAdminPage } from "../../contracts/admin-list.ts";
import { ALT_REQUIRED_MESSAGE, type TMediaEditForm, type TMediaKind } from "../../contracts/media.ts";
import { mediaItems, type TMediaItemRow } from "../../db/schema/media.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit, type TAuditActor } from "../admin/audit.ts";
import { versionedRow } from "../admin/concurrency.ts";
import { likePattern } from "../admin/search.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/**
 * The media library of a tenant (issue 17). The bytes are stored by the upload path (platform
 * storage: sniffed type, size limit, images re-encoded without metadata); this module keeps what
 * the library knows about each file — title, alt text (required for images), pixel size — with
 * soft delete, optimistic concurrency and an audit row for every change. Other sections store an
 * item's `url` and may look its alt text up with `findMediaByUrl`.
 */

export const MEDIA_ENTITY = "media";

export interface TMediaItem {
  id: number;
  url: string;
  kind: TMediaKind;
  mimeType: string;
  fileName: string;
  size: number;
  width: number | null;
  height: number | null;
  title: string;
  altText: string;
  createdAt: Date;
  deletedAt: Date | null;
  version: number;
}

function toItem(r: TMediaItemRow): TMediaItem {
  return {
    id: r.id,
    url: r.url,
    kind: r.kind,
    mimeType: r.mimeType,
    fileName: r.fileName,
    size: Number(r.size),
    width: r.width,
    height: r.height,
    title: r.title,
    altText: r.altText,
    createdAt: new Date(r.createdAt),
    deletedAt: r.deletedAt ? new Date(r.deletedAt) : null,
    version: r.version,
  };
}

/** What the audit log records of an item. */
const auditable = (i: TMediaItem) => ({ judul: i.title, alt: i.altText, berkas: i.fileName, jenis: i.kind });

export function mediaKindOf(mimeType: string): TMediaKind | null {
  if (mimeType.startsWith("image/")) return "image";
  if (mimeType.startsWith("audio/")) return "audio";
  return null;
}

/** An image needs alt text; audio does not. Throws the field error before anything is stored. */
export function assertAltText(kind: TMediaKind, altText: string): void {
  if (kind === "image" && !altText.trim()) throw new AppError("INVALID_INPUT", ALT_REQUIRED_MESSAGE, { fields: { altText: ALT_REQUIRED_MESSAGE } });
}

/** A title from the file name when the uploader gave none ("foto-kelas-1.jpg" → "foto kelas 1"). */
export function titleFromFileName(name: string): string {
  return (
    name
      .replace(/\.[^.]*$/, "")
      .replace(/[-_]+/g, " ")
      .trim()
      .slice(0, 150) || "Tanpa judul"
  );
}

export interface TNewMedia {
  upload: { id: string; url: string; name: string; size: number; type: string; width: number | null; height: number | null };
  title: string;
  altText: string;
}

/** Adds a stored upload of this tenant to its library (audit "create"). */
export async function createMediaItem(ctx: TTenantCtx, actor: TAuditActor, input: TNewMedia): Promise<TMediaItem> {
  const kind = mediaKindOf(input.upload.type);
  if (!kind) throw new AppError("UNPROCESSABLE", "Pustaka media hanya menyimpan gambar dan audio.");
  assertAltText(kind, input.altText);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaItems)
      .values({
        tenantId: ctx.tenantId,
        uploadId: input.upload.id,
        url: input.upload.url,
        kind,
        mimeType: input.upload.type,
        fileName: input.upload.name,
        size: input.upload.size,
        width: input.upload.width,
        height: input.upload.height,
        title: input.title.trim() || titleFromFileName(input.upload.name),
        altText: kind === "image" ? input.altText.trim() : "",
        uploadedBy: actor.id,
      })
      .returning();
    const item = toItem(row!);
    await recordAudit(tx, ctx, { actor, entity: MEDIA_ENTITY, entityId: item.id, action: "create", before: null, after: auditable(item) });
    return item;
  });
}

export interface TMediaQuery {
  q: string;
  page: number;
  kind?: TMediaKind;
  trash?: boolean;
}

/** The library, newest first: search in title, alt text and file name; filter by kind; the trash shows deleted items. */
export async function listMedia(ctx: TTenantCtx, query: TMediaQuery, size = 20): Promise<{ items: TMediaItem[]; page: TAdminPage }> {
  const like = likePattern(query.q);
  const where: SQL | undefined = and(
    tenantScope(mediaItems.tenantId, ctx),
    query.trash ? isNotNull(mediaItems.deletedAt) : isNull(mediaItems.deletedAt),
    query.kind ? eq(mediaItems.kind, query.kind) : undefined,
    like ? sql`(${mediaItems.title} ilike ${like} or ${mediaItems.altText} ilike ${like} or ${mediaItems.fileName} ilike ${like})` : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(mediaItems).where(where);
  const page = adminPage(Number(total?.n ?? 0), query.page, size);
  const rows = await ctx.db
    .select()
    .from(mediaItems)
    .where(where)
    .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
    .limit(page.size)
    .offset(page.offset);
  return { items: rows.map(toItem), page };
}

/** One item of this tenant (deleted ones too), or null: another tenant's id is no item here. */
export async function getMediaItem(ctx: TTenantCtx, id: number, db = ctx.db): Promise<TMediaItem | null> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(tenantScope(mediaItems.tenantId, ctx), eq(mediaItems.id, id)))
    .limit(1);
  return row ? toItem(row) : null;
}

/** The live library item behind a URL a section stored (its alt text for an `<img>`), or null. */
export async function findMediaByUrl(ctx: TTenantCtx, url: string): Promise<TMediaItem | null> {
  if (!url) return null;
  const [row] = await ctx.db
    .select()
    .from(mediaItems)
    .where(and(tenantScope(mediaItems.tenantId, ctx), eq(mediaItems.url, url), isNull(mediaItems.deletedAt)))
    .limit(1);
  return row ? toItem(row) : null;
}

/** Options for a picker without JavaScript: the latest live items of one kind (title and URL). */
export async function listMediaOptions(ctx: TTenantCtx, kind: TMediaKind, limit = 100): Promise<{ url: string; title: string; altText: string }[]> {
  return ctx.db
    .select({ url: mediaItems.url, title: mediaItems.title, altText: mediaItems.altText })
    .from(mediaItems)
    .where(and(tenantScope(mediaItems.tenantId, ctx), eq(mediaItems.kind, kind), isNull(mediaItems.deletedAt)))
    .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
    .limit(limit);
}

/** Changes title and alt text if the item is still at `version` (else 409); audit "update". */
export async function updateMediaItem(ctx: TTenantCtx, actor: TAuditActor, input: Omit<TMediaEditForm, "intent">): Promise<TMediaItem> {
  return ctx.db.transaction(async (tx) => {
    const before = await getMediaItem(ctx, input.id, tx);
    if (!before) throw new AppError("NOT_FOUND", "Media tidak ditemukan.");
    assertAltText(before.kind, input.altText);
    const updated = await tx
      .update(mediaItems)
      .set({
        title: input.title,
        altText: before.kind === "image" ? input.altText : "",
        version: sql`${mediaItems.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(tenantScope(mediaItems.tenantId, ctx), eq(mediaItems.id, input.id), eq(mediaItems.version, input.version)))
      .returning();
    const row = await versionedRow(updated, async () => true, "Media tidak ditemukan.");
    const after = toItem(row);
    await recordAudit(tx, ctx, { actor, entity: MEDIA_ENTITY, entityId: after.id, action: "update", before: auditable(before), after: auditable(after) });
    return after;
  });
}

/** Soft delete (to the trash) or restore; audit "delete" / "restore". The file stays stored. */
export async function setMediaDeleted(ctx: TTenantCtx, actor: TAuditActor, id: number, deleted: boolean): Promise<TMediaItem> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(mediaItems)
      .set({ deletedAt: deleted ? sql`now()` : null, version: sql`${mediaItems.version} + 1`, updatedAt: sql`now()` })
      .where(and(tenantScope(mediaItems.tenantId, ctx), eq(mediaItems.id, id), deleted ? isNull(mediaItems.deletedAt) : isNotNull(mediaItems.deletedAt)))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", deleted ? "Media tidak ditemukan atau sudah dihapus." : "Media tidak ditemukan di Sampah.");
    const item = toItem(row);
    await recordAudit(tx, ctx, {
      actor,
      entity: MEDIA_ENTITY,
      entityId: id,
      action: deleted ? "delete" : "restore",
      before: null,
      after: null,
      summary: `${deleted ? "Menghapus" : "Memulihkan"} ${item.title}`,
    });
    return item;
  });
}
