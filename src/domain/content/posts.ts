import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { TPaged, TPostListQuery } from "../../contracts/content.ts";
import { contentCategories, contentPosts, type TPostKind, type TPostRow } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { titleSlug } from "../../kernel/format.ts";
import { offsetOf, paged } from "../../kernel/pagination.ts";
import { htmlToText, readingMinutes, sanitizeHtml } from "./sanitize-html.ts";
import { isLive, notDeleted } from "./visibility.ts";

export interface TPostCard {
  id: number;
  kind: TPostKind;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  author: string;
  category: { slug: string; name: string };
  tags: string[];
  publishedAt: string;
  readingMinutes: number;
  url: string;
}
export interface TPost extends TPostCard {
  content: string;
  updatedAt: string;
}

/** The canonical page of a post: news under /News, blog posts and articles under /Blog. */
export function postUrl(p: { id: number; kind: TPostKind; title: string }): string {
  return `${p.kind === "news" ? "/News" : "/Blog"}/${p.id}/${titleSlug(p.title)}`;
}

const cardColumns = {
  id: contentPosts.id,
  kind: contentPosts.kind,
  slug: contentPosts.slug,
  title: contentPosts.title,
  summary: contentPosts.summary,
  cover: contentPosts.cover,
  author: contentPosts.author,
  categorySlug: contentPosts.categorySlug,
  categoryName: sql<string>`coalesce(${contentCategories.name}, ${contentPosts.categorySlug})`,
  tags: contentPosts.tags,
  publishedAt: contentPosts.publishedAt,
  words: sql<number>`array_length(regexp_split_to_array(trim(regexp_replace(${contentPosts.content}, '<[^>]*>', ' ', 'g')), '\\s+'), 1)`,
};

type TCardRow = {
  id: number;
  kind: TPostKind;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  author: string;
  categorySlug: string;
  categoryName: string;
  tags: string[];
  publishedAt: Date;
  words: number | null;
};

function toCard(r: TCardRow): TPostCard {
  return {
    id: r.id,
    kind: r.kind,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    author: r.author,
    category: { slug: r.categorySlug, name: r.categoryName },
    tags: r.tags,
    publishedAt: r.publishedAt.toISOString(),
    readingMinutes: Math.max(1, Math.round((r.words ?? 0) / 200)),
    url: postUrl(r),
  };
}

/** Full-text condition on the generated `search` column (GIN index); words are ANDed as prefixes. */
export function searchCondition(column: SQL | import("drizzle-orm/pg-core").PgColumn, q: string | undefined): SQL | undefined {
  const words = (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return undefined;
  const query = words.map((w) => `${w}:*`).join(" & ");
  return sql`${column} @@ to_tsquery('simple', ${query})`;
}

export interface TPostFilter {
  kinds?: TPostKind[];
  page: number;
  pageSize: number;
  search?: string;
  categorySlug?: string;
  excludeId?: number;
  /** true (default): only live (published, time come, not deleted); false: only drafts; null: both (never deleted ones). */
  published?: boolean | null;
  order?: "latest" | "oldest" | "popular";
}

export async function listPosts(ctx: TTenantCtx, f: TPostFilter): Promise<TPaged<TPostCard>> {
  const conds: (SQL | undefined)[] = [tenantScope(contentPosts.tenantId, ctx)];
  const published = f.published === undefined ? true : f.published;
  conds.push(
    published === true
      ? isLive(contentPosts)
      : published === false
        ? and(eq(contentPosts.published, false), notDeleted(contentPosts))
        : notDeleted(contentPosts),
  );
  if (f.kinds?.length) conds.push(inArray(contentPosts.kind, f.kinds));
  if (f.categorySlug) conds.push(eq(contentPosts.categorySlug, f.categorySlug));
  if (f.excludeId) conds.push(ne(contentPosts.id, f.excludeId));
  conds.push(searchCondition(contentPosts.search, f.search));
  const where = and(...conds);
  const order = f.order === "oldest" ? [asc(contentPosts.publishedAt), asc(contentPosts.id)] : [desc(contentPosts.publishedAt), desc(contentPosts.id)];
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select(cardColumns)
      .from(contentPosts)
      .leftJoin(contentCategories, and(eq(contentCategories.tenantId, contentPosts.tenantId), eq(contentCategories.slug, contentPosts.categorySlug)))
      .where(where)
      .orderBy(...order)
      .limit(f.pageSize)
      .offset(offsetOf(f.page, f.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentPosts).where(where),
  ]);
  return paged((rows as TCardRow[]).map(toCard), f.page, f.pageSize, n);
}

export function listPostsByQuery(ctx: TTenantCtx, q: TPostListQuery): Promise<TPaged<TPostCard>> {
  return listPosts(ctx, {
    page: q.page,
    pageSize: q.pageSize,
    kinds: q.kind ? [q.kind] : undefined,
    published: q.active === undefined ? true : q.active,
    order: q.type,
  });
}

async function postWhere(ctx: TTenantCtx, cond: SQL, host?: string): Promise<TPost | null> {
  const [row] = await ctx.db
    .select({ ...cardColumns, content: contentPosts.content, updatedAt: contentPosts.updatedAt })
    .from(contentPosts)
    .leftJoin(contentCategories, and(eq(contentCategories.tenantId, contentPosts.tenantId), eq(contentCategories.slug, contentPosts.categorySlug)))
    .where(and(tenantScope(contentPosts.tenantId, ctx), isLive(contentPosts), cond))
    .limit(1);
  if (!row) return null;
  const content = sanitizeHtml(row.content, { host });
  return { ...toCard(row as TCardRow), readingMinutes: readingMinutes(content), content, updatedAt: row.updatedAt.toISOString() };
}

export async function getPostById(ctx: TTenantCtx, id: number, host?: string): Promise<TPost> {
  const p = await postWhere(ctx, eq(contentPosts.id, id), host);
  if (!p) throw new AppError("NOT_FOUND", `Post dengan id ${id} tidak ditemukan.`);
  return p;
}

export async function getPostBySlug(ctx: TTenantCtx, slug: string, kinds: TPostKind[], host?: string): Promise<TPost> {
  const p = await postWhere(ctx, and(eq(contentPosts.slug, slug), inArray(contentPosts.kind, kinds))!, host);
  if (!p) throw new AppError("NOT_FOUND", `Post "${slug}" tidak ditemukan.`);
  return p;
}

/** Related posts: same category first, then the latest of the same kinds. */
export async function relatedPosts(ctx: TTenantCtx, post: TPost, limit = 3): Promise<TPostCard[]> {
  const kinds: TPostKind[] = post.kind === "news" ? ["news"] : ["article", "blog"];
  const same = await listPosts(ctx, { kinds, page: 1, pageSize: limit, categorySlug: post.category.slug, excludeId: post.id });
  if (same.items.length >= limit) return same.items;
  const more = await listPosts(ctx, { kinds, page: 1, pageSize: limit + same.items.length + 1, excludeId: post.id });
  const seen = new Set(same.items.map((p) => p.id));
  return [...same.items, ...more.items.filter((p) => !seen.has(p.id))].slice(0, limit);
}

export interface TCategory {
  slug: string;
  name: string;
  description: string;
  postCount: number;
}

/** v2/post/category: the tenant's categories with their published post counts. */
export async function listCategories(
  ctx: TTenantCtx,
  q: { page: number; pageSize: number; search?: string; categorySlug?: string },
): Promise<TPaged<TCategory>> {
  const conds: (SQL | undefined)[] = [tenantScope(contentCategories.tenantId, ctx), notDeleted(contentCategories)];
  if (q.categorySlug) conds.push(eq(contentCategories.slug, q.categorySlug));
  if (q.search) conds.push(sql`${contentCategories.name} ilike ${"%" + q.search.replace(/[%_\\]/g, "\\$&") + "%"}`);
  const where = and(...conds);
  const count = sql<number>`(select count(*)::int from content_posts p where p.tenant_id = "content_categories"."tenant_id" and p.category_slug = "content_categories"."slug" and p.published and p.deleted_at is null and p.published_at <= now())`;
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({ slug: contentCategories.slug, name: contentCategories.name, description: contentCategories.description, postCount: count })
      .from(contentCategories)
      .where(where)
      .orderBy(asc(contentCategories.name))
      .limit(q.pageSize)
      .offset(offsetOf(q.page, q.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentCategories).where(where),
  ]);
  return paged(rows, q.page, q.pageSize, n);
}

export async function getCategory(ctx: TTenantCtx, slug: string): Promise<{ slug: string; name: string; description: string } | null> {
  const [row] = await ctx.db
    .select({ slug: contentCategories.slug, name: contentCategories.name, description: contentCategories.description })
    .from(contentCategories)
    .where(and(tenantScope(contentCategories.tenantId, ctx), notDeleted(contentCategories), eq(contentCategories.slug, slug)));
  return row ?? null;
}

/** Plain-text description of a post for meta tags and feeds. */
export function postDescription(p: Pick<TPost, "summary" | "content">): string {
  return p.summary || htmlToText(p.content);
}

export type { TPostRow, TPostKind };
