import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { adminPage, adminSort, type TAdminListQuery, type TAdminPage, type TBulkIntent } from "../../contracts/admin-list.ts";
import { CONTENT_KIND_DEFS, toJakartaInput, type TContentKind, type TContentKindDef, type TPostStatus } from "../../contracts/content-editor.ts";
import type { Db } from "../../db/client.ts";
import {
  contentCareers,
  contentCategories,
  contentEvents,
  contentFeatures,
  contentGallery,
  contentJobs,
  contentPodcasts,
  contentPortfolios,
  contentPosts,
  contentVideos,
} from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { titleSlug } from "../../kernel/format.ts";
import { recordAudit, type TAuditActor } from "../admin/audit.ts";
import { versionedRow } from "../admin/concurrency.ts";
import { likePattern } from "../admin/search.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { careerUrl, jobUrl } from "./careers.ts";
import { eventUrl } from "./events.ts";
import { featureUrl, type TFeatureProduct } from "./features.ts";
import { podcastUrl } from "./podcasts.ts";
import { portfolioUrl } from "./portfolio.ts";
import { postUrl } from "./posts.ts";
import { sanitizeHtml } from "./sanitize-html.ts";
import { parseVideoLink, videoLinkOf, videoSource } from "./video-source.ts";

/**
 * The dashboard's content editor (issue 17), one engine for every content kind: list with paging,
 * sort, search and status/trash filters; create; update with optimistic concurrency (`version`);
 * soft delete and restore; bulk publish/unpublish/delete/restore. Every write records an audit row
 * in its own transaction. Rich text is sanitised on save (and again on read by the public
 * functions). The caller bumps the tenant version after a write so caches drop.
 *
 * A kind is a field list (src/contracts/content-editor.ts) plus a store below: its table, the
 * columns the engine needs, and the mapping between form values and columns.
 */

type TRow = Record<string, unknown>;

interface TStore {
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
  updatedAt: PgColumn;
  published?: PgColumn;
  publishedAt?: PgColumn;
  title: PgColumn;
  /** The list's date column (publish time, event start, …). */
  date: PgColumn;
  slug?: PgColumn;
  /** Slug uniqueness is checked among these rows only (e.g. features per product). */
  slugScope?: (v: TRow) => SQL | undefined;
  searchCols: PgColumn[];
  toColumns(v: TRow, mode: "create" | "update"): TRow;
  toForm(row: TRow): TRow;
  publicUrl(row: TRow): string | null;
}

const html = (v: unknown) => sanitizeHtml(String(v ?? ""));
const str = (v: unknown) => (typeof v === "string" ? v : "");
const strOrNull = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
const numOrNull = (v: unknown) => (typeof v === "number" ? v : null);

/** Columns every store maps the same way: the text and html fields named like their columns. */
function pick(v: TRow, names: string[], htmlNames: string[] = []): TRow {
  const out: TRow = {};
  for (const n of names) out[n] = str(v[n]);
  for (const n of htmlNames) out[n] = html(v[n]);
  return out;
}

const STORES: Record<TContentKind, TStore> = {
  artikel: {
    table: contentPosts,
    id: contentPosts.id,
    tenantId: contentPosts.tenantId,
    version: contentPosts.version,
    deletedAt: contentPosts.deletedAt,
    updatedAt: contentPosts.updatedAt,
    published: contentPosts.published,
    publishedAt: contentPosts.publishedAt,
    title: contentPosts.title,
    date: contentPosts.publishedAt,
    slug: contentPosts.slug,
    searchCols: [contentPosts.title, contentPosts.author, contentPosts.summary],
    toColumns: (v) => ({
      ...pick(v, ["title", "kind", "categorySlug", "summary", "cover", "author"], ["content"]),
      tags: v.tags ?? [],
    }),
    toForm: (r) => ({ ...r, tags: ((r.tags as string[]) ?? []).join(", ") }),
    publicUrl: (r) => postUrl(r as { id: number; kind: "article"; title: string }),
  },
  kategori: {
    table: contentCategories,
    id: contentCategories.id,
    tenantId: contentCategories.tenantId,
    version: contentCategories.version,
    deletedAt: contentCategories.deletedAt,
    updatedAt: contentCategories.updatedAt,
    title: contentCategories.name,
    date: contentCategories.updatedAt,
    slug: contentCategories.slug,
    searchCols: [contentCategories.name, contentCategories.slug],
    toColumns: (v) => pick(v, ["name", "description"]),
    toForm: (r) => r,
    publicUrl: () => null,
  },
  podcast: {
    table: contentPodcasts,
    id: contentPodcasts.id,
    tenantId: contentPodcasts.tenantId,
    version: contentPodcasts.version,
    deletedAt: contentPodcasts.deletedAt,
    updatedAt: contentPodcasts.updatedAt,
    published: contentPodcasts.published,
    publishedAt: contentPodcasts.publishedAt,
    title: contentPodcasts.title,
    date: contentPodcasts.publishedAt,
    slug: contentPodcasts.slug,
    searchCols: [contentPodcasts.title, contentPodcasts.host, contentPodcasts.summary],
    toColumns: (v) => ({
      ...pick(v, ["title", "categorySlug", "summary", "cover", "host"], ["description"]),
      audioUrl: strOrNull(v.audioUrl),
      durationSec: numOrNull(v.durationSec) ?? 0,
      episode: numOrNull(v.episode) ?? 1,
      guests: v.guests ?? [],
    }),
    toForm: (r) => ({ ...r, guests: ((r.guests as string[]) ?? []).join(", ") }),
    publicUrl: (r) => podcastUrl(r as { id: number; title: string }),
  },
  video: {
    table: contentVideos,
    id: contentVideos.id,
    tenantId: contentVideos.tenantId,
    version: contentVideos.version,
    deletedAt: contentVideos.deletedAt,
    updatedAt: contentVideos.updatedAt,
    published: contentVideos.published,
    publishedAt: contentVideos.publishedAt,
    title: contentVideos.title,
    date: contentVideos.publishedAt,
    searchCols: [contentVideos.title, contentVideos.summary],
    toColumns: (v) => {
      const link = parseVideoLink(str(v.link));
      return {
        ...pick(v, ["title", "summary", "thumbnail"]),
        youtubeId: link?.kind === "youtube" ? link.id : null,
        vimeoId: link?.kind === "vimeo" ? link.id : null,
        videoUrl: strOrNull(v.videoUrl),
        durationSec: numOrNull(v.durationSec) ?? 0,
        topics: v.topics ?? [],
      };
    },
    toForm: (r) => ({
      ...r,
      link: videoLinkOf(r as { youtubeId: string | null; vimeoId: string | null }),
      topics: ((r.topics as string[]) ?? []).join(", "),
    }),
    publicUrl: () => "/Video",
  },
  galeri: {
    table: contentGallery,
    id: contentGallery.id,
    tenantId: contentGallery.tenantId,
    version: contentGallery.version,
    deletedAt: contentGallery.deletedAt,
    updatedAt: contentGallery.updatedAt,
    published: contentGallery.published,
    title: contentGallery.title,
    date: contentGallery.takenAt,
    searchCols: [contentGallery.title, contentGallery.caption, contentGallery.album],
    toColumns: (v) => ({ ...pick(v, ["title", "caption", "image", "album"]), takenAt: v.takenAt }),
    toForm: (r) => ({ ...r, takenAt: toJakartaInput(r.takenAt as Date, "date") }),
    publicUrl: () => "/Gallery",
  },
  portofolio: {
    table: contentPortfolios,
    id: contentPortfolios.id,
    tenantId: contentPortfolios.tenantId,
    version: contentPortfolios.version,
    deletedAt: contentPortfolios.deletedAt,
    updatedAt: contentPortfolios.updatedAt,
    published: contentPortfolios.published,
    title: contentPortfolios.title,
    date: contentPortfolios.date,
    slug: contentPortfolios.slug,
    searchCols: [contentPortfolios.title, contentPortfolios.clientName, contentPortfolios.kind],
    toColumns: (v) => {
      const link = strOrNull(v.videoLink);
      return {
        ...pick(v, ["title", "kind", "clientName", "summary", "cover"], ["description"]),
        date: v.date,
        projectLink: strOrNull(v.projectLink),
        video: link ? { link, thumbnail: str(v.videoThumbnail) } : null,
        batchs:
          Array.isArray(v.batchs) && v.batchs.length
            ? (v.batchs as TRow[]).map((b) => ({ label: str(b.label), date: toJakartaInput(b.date as Date, "date") }))
            : null,
        images: v.images ?? [],
        photos: v.photos ?? [],
      };
    },
    toForm: (r) => {
      const video = r.video as { link: string; thumbnail: string } | null;
      return {
        ...r,
        date: toJakartaInput(r.date as Date, "date"),
        videoLink: video?.link ?? "",
        videoThumbnail: video?.thumbnail ?? "",
        batchs: r.batchs ?? [],
      };
    },
    publicUrl: (r) => portfolioUrl(r as { kind: string; slug: string }),
  },
  fitur: {
    table: contentFeatures,
    id: contentFeatures.id,
    tenantId: contentFeatures.tenantId,
    version: contentFeatures.version,
    deletedAt: contentFeatures.deletedAt,
    updatedAt: contentFeatures.updatedAt,
    published: contentFeatures.published,
    title: contentFeatures.title,
    date: contentFeatures.updatedAt,
    slug: contentFeatures.slug,
    slugScope: (v) => (typeof v.product === "string" ? eq(contentFeatures.product, v.product as TFeatureProduct) : undefined),
    searchCols: [contentFeatures.title, contentFeatures.description],
    toColumns: (v, mode) => ({
      ...pick(v, ["title", "description", "image"]),
      ...(mode === "create" ? { product: v.product } : {}),
      key: str(v.key),
      icon: str(v.icon) || "book",
      listFeatures: v.listFeatures ?? [],
      benefits: ((v.benefits as TRow[]) ?? []).map((b) => ({ title: str(b.title), icon: str(b.icon) || "check", desc: str(b.desc) })),
      position: numOrNull(v.position) ?? 0,
    }),
    toForm: (r) => ({ ...r, listFeatures: ((r.listFeatures as string[]) ?? []).join("\n") }),
    publicUrl: (r) => featureUrl(r as { product: TFeatureProduct; slug: string }),
  },
  acara: {
    table: contentEvents,
    id: contentEvents.id,
    tenantId: contentEvents.tenantId,
    version: contentEvents.version,
    deletedAt: contentEvents.deletedAt,
    updatedAt: contentEvents.updatedAt,
    published: contentEvents.published,
    title: contentEvents.title,
    date: contentEvents.startsAt,
    slug: contentEvents.slug,
    searchCols: [contentEvents.title, contentEvents.location, contentEvents.summary],
    toColumns: (v) => ({
      ...pick(v, ["title", "kind", "mode", "location", "summary", "cover"], ["description"]),
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      registrationUrl: strOrNull(v.registrationUrl),
      speakers: ((v.speakers as TRow[]) ?? []).map((s, i) => ({
        id: i + 1,
        name: str(s.name),
        image: str(s.image),
        short_bio: str(s.short_bio),
        isConfirmed: s.isConfirmed === true,
        ...(strOrNull(s.linkedIn) ? { linkedIn: str(s.linkedIn) } : {}),
      })),
      activities: ((v.activities as TRow[]) ?? []).map((a) => ({ name: str(a.name), image: str(a.image), description: str(a.description) })),
      sponsorTiers: ((v.sponsorTiers as TRow[]) ?? []).map((t) => ({
        name: str(t.name),
        slot: str(t.slot),
        price: numOrNull(t.price),
        benefits: str(t.benefits)
          .split(";")
          .map((b) => b.trim())
          .filter(Boolean),
      })),
    }),
    toForm: (r) => ({
      ...r,
      startsAt: toJakartaInput(r.startsAt as Date),
      endsAt: toJakartaInput(r.endsAt as Date),
      sponsorTiers: ((r.sponsorTiers as TRow[]) ?? []).map((t) => ({ ...t, benefits: ((t.benefits as string[]) ?? []).join("; ") })),
    }),
    publicUrl: (r) => eventUrl(r as { kind: string; id: number; slug: string; title: string }),
  },
  karier: {
    table: contentCareers,
    id: contentCareers.id,
    tenantId: contentCareers.tenantId,
    version: contentCareers.version,
    deletedAt: contentCareers.deletedAt,
    updatedAt: contentCareers.updatedAt,
    published: contentCareers.published,
    title: contentCareers.name,
    date: contentCareers.createdAt,
    slug: contentCareers.slug,
    searchCols: [contentCareers.name, contentCareers.location],
    toColumns: (v) => ({ ...pick(v, ["name", "summary", "logo", "location"], ["description"]), website: strOrNull(v.website) }),
    toForm: (r) => r,
    publicUrl: (r) => careerUrl(r as { slug: string }),
  },
  lowongan: {
    table: contentJobs,
    id: contentJobs.id,
    tenantId: contentJobs.tenantId,
    version: contentJobs.version,
    deletedAt: contentJobs.deletedAt,
    updatedAt: contentJobs.updatedAt,
    published: contentJobs.published,
    publishedAt: contentJobs.publishedAt,
    title: contentJobs.title,
    date: contentJobs.publishedAt,
    slug: contentJobs.slug,
    searchCols: [contentJobs.title, contentJobs.location],
    toColumns: (v) => ({
      ...pick(v, ["title", "location"], ["description"]),
      employment: str(v.employment) || "Penuh waktu",
      careerId: v.careerId,
      salaryMin: numOrNull(v.salaryMin),
      salaryMax: numOrNull(v.salaryMax),
      closesAt: v.closesAt ?? null,
      requirements: v.requirements ?? [],
    }),
    toForm: (r) => ({ ...r, closesAt: toJakartaInput(r.closesAt as Date | null), requirements: ((r.requirements as string[]) ?? []).join("\n") }),
    publicUrl: (r) => jobUrl(r as { id: number; title: string }),
  },
};

export function contentKindDef(kind: TContentKind): TContentKindDef {
  return CONTENT_KIND_DEFS[kind];
}

/** The status of a row: draft, published, or scheduled (published with a future time). */
export function statusOf(row: { published?: unknown; publishedAt?: unknown }, now = Date.now()): TPostStatus {
  if (row.published === false) return "draft";
  if (row.publishedAt instanceof Date && row.publishedAt.getTime() > now) return "scheduled";
  return "published";
}

export interface TEntryListItem {
  id: number;
  title: string;
  status: TPostStatus | null;
  date: string | null;
  updatedAt: string;
  deleted: boolean;
  publicUrl: string | null;
}

export const LIST_SORTS = ["title", "date", "updated"] as const;
export type TListSort = (typeof LIST_SORTS)[number];

function scope(store: TStore, ctx: TTenantCtx): SQL {
  return tenantScope(store.tenantId, ctx);
}

/** The status filter of a list: draft, published (live), scheduled; trash shows deleted rows only. */
function statusCondition(store: TStore, status: string): SQL | undefined {
  if (!store.published) return undefined;
  if (status === "draft") return eq(store.published, false);
  if (status === "published") return and(eq(store.published, true), store.publishedAt ? lte(store.publishedAt, sql`now()`) : undefined);
  if (status === "scheduled" && store.publishedAt) return and(eq(store.published, true), gt(store.publishedAt, sql`now()`));
  return undefined;
}

export async function listEntries(ctx: TTenantCtx, kind: TContentKind, q: TAdminListQuery): Promise<{ items: TEntryListItem[]; page: TAdminPage }> {
  const store = STORES[kind];
  const like = likePattern(q.q);
  const where = and(
    scope(store, ctx),
    q.trash ? isNotNull(store.deletedAt) : isNull(store.deletedAt),
    statusCondition(store, q.status),
    like ? or(...store.searchCols.map((c) => ilike(c, like))) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(store.table).where(where);
  const page = adminPage(Number(total?.n ?? 0), q.page);
  const sort = adminSort(q, LIST_SORTS, "updated", "desc");
  const col = sort.column === "title" ? store.title : sort.column === "date" ? store.date : store.updatedAt;
  const rows = (await ctx.db
    .select()
    .from(store.table)
    .where(where)
    .orderBy(sort.dir === "asc" ? asc(col) : desc(col), desc(store.id))
    .limit(page.size)
    .offset(page.offset)) as TRow[];
  return { items: rows.map((r) => listItem(store, r)), page };
}

function titleKey(store: TStore): string {
  return store.title.name === "name" ? "name" : "title";
}

function dateOf(store: TStore, r: TRow): Date | null {
  const v = r[store.date.name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())];
  return v instanceof Date ? v : null;
}

function listItem(store: TStore, r: TRow): TEntryListItem {
  const d = dateOf(store, r);
  return {
    id: r.id as number,
    title: String(r[titleKey(store)] ?? ""),
    status: store.published ? statusOf(r) : null,
    date: d ? d.toISOString() : null,
    updatedAt: (r.updatedAt as Date).toISOString(),
    deleted: r.deletedAt != null,
    publicUrl: store.publicUrl(r),
  };
}

export interface TEntry {
  id: number;
  version: number;
  title: string;
  status: TPostStatus | null;
  deleted: boolean;
  publicUrl: string | null;
  /** Nested form values (dates as `datetime-local` strings in Asia/Jakarta). */
  values: TRow;
}

async function rowOf(ctx: TTenantCtx, store: TStore, id: number, db: Db = ctx.db): Promise<TRow | null> {
  const [row] = (await db
    .select()
    .from(store.table)
    .where(and(scope(store, ctx), eq(store.id, id)))
    .limit(1)) as TRow[];
  return row ?? null;
}

export async function getEntry(ctx: TTenantCtx, kind: TContentKind, id: number): Promise<TEntry> {
  const store = STORES[kind];
  const row = await rowOf(ctx, store, id);
  if (!row) throw new AppError("NOT_FOUND", `${CONTENT_KIND_DEFS[kind].label} dengan id ${id} tidak ditemukan.`);
  return entryOf(kind, row);
}

function entryOf(kind: TContentKind, row: TRow): TEntry {
  const store = STORES[kind];
  const status = store.published ? statusOf(row) : null;
  const { tenantId: _t, search: _s, version, deletedAt, ...rest } = row;
  const values = store.toForm(rest);
  if (status) {
    values.status = status;
    if (store.publishedAt) values.publishedAt = toJakartaInput(row.publishedAt as Date);
  }
  return {
    id: row.id as number,
    version: version as number,
    title: String(row[titleKey(store)] ?? ""),
    status,
    deleted: deletedAt != null,
    publicUrl: store.publicUrl(row),
    values,
  };
}

/** The published flag and time from the form's status (see contentFormSchema for the checks). */
function statusColumns(store: TStore, v: TRow, before: TRow | null): TRow {
  if (!store.published) return {};
  const status = v.status as TPostStatus;
  const out: TRow = { published: status !== "draft" };
  if (store.publishedAt) {
    const at = v.publishedAt instanceof Date ? v.publishedAt : null;
    if (status === "scheduled") out.publishedAt = at;
    else if (status === "published") {
      // Publishing a draft or a scheduled row without a time: now. A published row keeps its time.
      const prev = before?.publishedAt instanceof Date ? before.publishedAt : null;
      out.publishedAt = at ?? (before && before.published === true && prev && prev.getTime() <= Date.now() ? prev : new Date());
    } else if (at) out.publishedAt = at;
  }
  return out;
}

export class SlugTakenError extends AppError {
  constructor() {
    super("CONFLICT", "Slug ini sudah dipakai. Pilih slug lain.");
  }
}

async function uniqueSlug(ctx: TTenantCtx, store: TStore, v: TRow, base: string, exceptId: number | null, db: Db): Promise<string> {
  if (!store.slug) return base;
  const taken = async (slug: string) => {
    const [row] = await db
      .select({ id: store.id })
      .from(store.table)
      .where(and(scope(store, ctx), eq(store.slug!, slug), store.slugScope?.(v), exceptId ? sql`${store.id} <> ${exceptId}` : undefined))
      .limit(1);
    return !!row;
  };
  if (v.slug) {
    if (await taken(base)) throw new SlugTakenError();
    return base;
  }
  let slug = base;
  for (let i = 2; await taken(slug); i++) slug = `${base}-${i}`;
  return slug;
}

export interface TWriteResult {
  id: number;
  version: number;
}

/** Creates a row from parsed form values; audit "create". */
export async function createEntry(ctx: TTenantCtx, kind: TContentKind, actor: TAuditActor, v: TRow): Promise<TWriteResult> {
  const store = STORES[kind];
  const def = CONTENT_KIND_DEFS[kind];
  return ctx.db.transaction(async (tx) => {
    const title = String(v[titleKey(store)] ?? "");
    const slugColumns: TRow = store.slug ? { slug: await uniqueSlug(ctx, store, v, str(v.slug) || titleSlug(title), null, tx) } : {};
    const values: TRow = { ...store.toColumns(v, "create"), ...slugColumns, ...statusColumns(store, v, null), tenantId: ctx.tenantId };
    if (kind === "fitur" && !values.key) values.key = slugColumns.slug;
    const [row] = (await tx
      .insert(store.table)
      .values(values as never)
      .returning()) as TRow[];
    await recordAudit(tx, ctx, {
      actor,
      entity: def.kind,
      entityId: row!.id as number,
      action: "create",
      before: null,
      after: auditable(row!),
      summary: title,
    });
    return { id: row!.id as number, version: row!.version as number };
  });
}

/** Updates a row if it is still at `version` (else 409 with the shared conflict message); audit "update". */
export async function updateEntry(ctx: TTenantCtx, kind: TContentKind, actor: TAuditActor, id: number, version: number, v: TRow): Promise<TWriteResult> {
  const store = STORES[kind];
  const def = CONTENT_KIND_DEFS[kind];
  return ctx.db.transaction(async (tx) => {
    const before = await rowOf(ctx, store, id, tx);
    if (!before) throw new AppError("NOT_FOUND", `${def.label} dengan id ${id} tidak ditemukan.`);
    const slugColumns: TRow =
      store.slug && !def.fields.find((f) => f.name === "slug")?.createOnly
        ? { slug: await uniqueSlug(ctx, store, { ...before, ...v }, str(v.slug) || titleSlug(String(v[titleKey(store)] ?? "")), id, tx) }
        : {};
    const set = {
      ...store.toColumns(v, "update"),
      ...slugColumns,
      ...statusColumns(store, v, before),
      version: sql`${store.version} + 1`,
      updatedAt: sql`now()`,
    };
    const updated = (await tx
      .update(store.table)
      .set(set as never)
      .where(and(scope(store, ctx), eq(store.id, id), eq(store.version, version)))
      .returning()) as TRow[];
    const row = await versionedRow(updated, async () => true);
    await recordAudit(tx, ctx, { actor, entity: def.kind, entityId: id, action: "update", before: auditable(before), after: auditable(row) });
    return { id, version: row.version as number };
  });
}

/** What the audit log records of a row: no tenant, no generated search vector. */
function auditable(row: TRow): TRow {
  const { tenantId: _t, search: _s, ...rest } = row;
  return rest;
}

const BULK_ACTION: Record<TBulkIntent, "publish" | "unpublish" | "delete" | "restore"> = {
  "bulk-publish": "publish",
  "bulk-unpublish": "unpublish",
  "bulk-delete": "delete",
  "bulk-restore": "restore",
};

/**
 * Delete (to the trash), restore, publish or unpublish rows of this tenant by id; ids of other
 * tenants or unknown ids are skipped. Returns how many rows changed. One audit row per changed row.
 */
export async function applyToEntries(ctx: TTenantCtx, kind: TContentKind, actor: TAuditActor, intent: TBulkIntent, ids: number[]): Promise<number> {
  const store = STORES[kind];
  const def = CONTENT_KIND_DEFS[kind];
  const action = BULK_ACTION[intent];
  if ((action === "publish" || action === "unpublish") && !store.published) throw new AppError("INVALID_INPUT", `${def.label} tidak memiliki status terbit.`);
  if (!ids.length) return 0;
  return ctx.db.transaction(async (tx) => {
    const which = and(scope(store, ctx), inArray(store.id, ids));
    const cond =
      action === "delete"
        ? and(which, isNull(store.deletedAt))
        : action === "restore"
          ? and(which, isNotNull(store.deletedAt))
          : and(which, isNull(store.deletedAt), eq(store.published!, action === "unpublish"));
    const before = (await tx.select().from(store.table).where(cond)) as TRow[];
    if (!before.length) return 0;
    const set: TRow =
      action === "delete"
        ? { deletedAt: sql`now()` }
        : action === "restore"
          ? { deletedAt: null }
          : action === "publish"
            ? { published: true, ...(store.publishedAt ? { publishedAt: sql`least(${store.publishedAt}, now())` } : {}) }
            : { published: false };
    const after = (await tx
      .update(store.table)
      .set({ ...set, version: sql`${store.version} + 1`, updatedAt: sql`now()` } as never)
      .where(
        and(
          scope(store, ctx),
          inArray(
            store.id,
            before.map((r) => r.id as number),
          ),
        ),
      )
      .returning()) as TRow[];
    for (const a of after) {
      const b = before.find((r) => r.id === a.id) ?? null;
      await recordAudit(tx, ctx, {
        actor,
        entity: def.kind,
        entityId: a.id as number,
        action,
        before: b && auditable(b),
        after: auditable(a),
        summary: String(a[titleKey(store)] ?? ""),
      });
    }
    return after.length;
  });
}

/** Choices of the form's run-time selects: the tenant's categories and careers (not deleted). */
export async function editorOptions(ctx: TTenantCtx): Promise<Record<"categories" | "careers", { value: string; label: string }[]>> {
  const [categories, careers] = await Promise.all([
    ctx.db
      .select({ value: contentCategories.slug, label: contentCategories.name })
      .from(contentCategories)
      .where(and(tenantScope(contentCategories.tenantId, ctx), isNull(contentCategories.deletedAt)))
      .orderBy(asc(contentCategories.name)),
    ctx.db
      .select({ id: contentCareers.id, label: contentCareers.name })
      .from(contentCareers)
      .where(and(tenantScope(contentCareers.tenantId, ctx), isNull(contentCareers.deletedAt)))
      .orderBy(asc(contentCareers.name)),
  ]);
  return { categories, careers: careers.map((c) => ({ value: String(c.id), label: c.label })) };
}

/**
 * Checks after parsing: a reference chosen in a select must exist in this tenant (a crafted form
 * cannot link another tenant's rows); a video link must be YouTube or Vimeo, a video file ours.
 */
export async function checkEntry(ctx: TTenantCtx, kind: TContentKind, v: TRow): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const opts = await editorOptions(ctx);
  for (const f of CONTENT_KIND_DEFS[kind].fields) {
    if (!f.optionsFrom) continue;
    const value = String(v[f.name] ?? "");
    if (!opts[f.optionsFrom].some((o) => o.value === value)) errors[f.name] = `Pilih ${f.label.toLowerCase()} dari daftar.`;
  }
  if (kind === "video") {
    if (v.link && !parseVideoLink(str(v.link))) errors.link = "Tautan harus video YouTube (youtube.com, youtu.be) atau Vimeo (vimeo.com).";
    if (v.videoUrl && videoSource({ youtubeId: null, videoUrl: str(v.videoUrl) })?.kind !== "file")
      errors.videoUrl = "Berkas video harus alamat di situs ini yang berakhiran .mp4 atau .webm (contoh: /files/klip.mp4).";
  }
  return errors;
}

/** Counts per status for the list's filter tabs. */
export async function entryCounts(ctx: TTenantCtx, kind: TContentKind): Promise<Record<string, number>> {
  const store = STORES[kind];
  const now = sql`now()`;
  const published = store.published;
  const [row] = await ctx.db
    .select({
      all: sql<number>`count(*) filter (where ${store.deletedAt} is null)::int`,
      trash: sql<number>`count(*) filter (where ${store.deletedAt} is not null)::int`,
      draft: published ? sql<number>`count(*) filter (where ${store.deletedAt} is null and not ${published})::int` : sql<number>`0`,
      scheduled:
        published && store.publishedAt
          ? sql<number>`count(*) filter (where ${store.deletedAt} is null and ${published} and ${store.publishedAt} > ${now})::int`
          : sql<number>`0`,
    })
    .from(store.table)
    .where(scope(store, ctx));
  const r = row ?? { all: 0, trash: 0, draft: 0, scheduled: 0 };
  return {
    all: Number(r.all),
    trash: Number(r.trash),
    draft: Number(r.draft),
    scheduled: Number(r.scheduled),
    published: Number(r.all) - Number(r.draft) - Number(r.scheduled),
  };
}

/** A draft (or scheduled) article for the staff preview: any status, not deleted. */
export async function getPostPreview(
  ctx: TTenantCtx,
  id: number,
): Promise<{
  id: number;
  title: string;
  summary: string;
  content: string;
  cover: string;
  author: string;
  status: TPostStatus;
  publishedAt: string;
  url: string;
}> {
  const [row] = await ctx.db
    .select()
    .from(contentPosts)
    .where(and(tenantScope(contentPosts.tenantId, ctx), eq(contentPosts.id, id), isNull(contentPosts.deletedAt)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", `Artikel dengan id ${id} tidak ditemukan.`);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: sanitizeHtml(row.content),
    cover: row.cover,
    author: row.author,
    status: statusOf(row),
    publishedAt: row.publishedAt.toISOString(),
    url: postUrl(row),
  };
}
