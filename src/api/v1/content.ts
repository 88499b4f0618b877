import type { Context } from "hono";
import {
  DEFAULT_PAGE_SIZE,
  ZArticleListQuery,
  ZIdQuery,
  ZJobListQuery,
  ZPageQuery,
  ZPodcastListQuery,
  ZPostListQuery,
  ZSlugQuery,
} from "../../contracts/content.ts";
import { careerExists, getCareerBySlug, getJob, listCareers, listJobs } from "../../domain/content/careers.ts";
import { listGallery } from "../../domain/content/media.ts";
import { getPodcast, listPodcasts } from "../../domain/content/podcasts.ts";
import { getPostById, listPostsByQuery, listPosts } from "../../domain/content/posts.ts";
import { AppError } from "../../kernel/errors.ts";
import { requirePermission } from "../../domain/identity/permissions.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import type { TServices } from "../../platform/services.ts";
import { cachedOk } from "../cached.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, failurePrefix, type TApiEnv } from "../openapi.ts";
import { ZCareer, ZCareerPage, ZGalleryPage, ZJob, ZJobPage, ZPodcast, ZPodcastPage, ZPost, ZPostPage } from "../schemas.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

/** The tenant's configured host (internal links in rich text), never the request's Host header. */
const host = (c: Context<TApiEnv>, services: TServices) => {
  const t = c.get("tenant");
  return t ? new URL(tenantOrigin(t, services.urls)).host : "";
};

/**
 * Spec §8: career and job calls answer with fixed message prefixes, on success and on failure
 * (the failure keeps its HTTP status and carries the reason after the prefix).
 */
async function withPrefix<T>(ok: string, fail: string, run: () => Promise<{ data: T; detail: string }>): Promise<{ data: T; message: string }> {
  try {
    const r = await run();
    return { data: r.data, message: `${ok} ${r.detail}` };
  } catch (err) {
    if (err instanceof AppError) throw new AppError(err.code, `${fail} ${err.message}`, err.details);
    throw err;
  }
}

const pageInfo = (p: { page: number; totalPages: number; totalItems: number }) => `halaman ${p.page} dari ${p.totalPages} (${p.totalItems} data)`;

const tags = ["Konten"];
const ctags = ["Karier"];
const routes = {
  articles: createRoute({
    method: "get",
    path: "/v1/post/article/list",
    summary: "Daftar artikel dan blog",
    tags,
    request: { query: ZArticleListQuery },
    responses: { 200: envelope(ZPostPage), ...errors(400, 404) },
  }),
  postDetail: createRoute({
    method: "get",
    path: "/v1/post/detail",
    summary: "Detail post (HTML tersanitasi)",
    tags,
    request: { query: ZIdQuery },
    responses: { 200: envelope(ZPost), ...errors(400, 404) },
  }),
  posts: createRoute({
    method: "get",
    path: "/v1/post/list",
    summary: "Daftar post; active=false (draf) hanya untuk penulis/admin yang masuk",
    tags,
    request: { query: ZPostListQuery },
    responses: { 200: envelope(ZPostPage), ...errors(400, 401, 403, 404) },
  }),
  gallery: createRoute({
    method: "get",
    path: "/v1/post/gallery/list",
    summary: "Galeri (6 per halaman)",
    tags,
    request: { query: ZPageQuery },
    responses: { 200: envelope(ZGalleryPage), ...errors(400, 404) },
  }),
  podcasts: createRoute({
    method: "get",
    path: "/v1/podcast/list",
    summary: "Daftar podcast",
    tags,
    request: { query: ZPodcastListQuery },
    responses: { 200: envelope(ZPodcastPage), ...errors(400, 404) },
  }),
  podcastDetail: createRoute({
    method: "get",
    path: "/v1/podcast/detail",
    summary: "Detail podcast",
    tags,
    request: { query: ZIdQuery },
    responses: { 200: envelope(ZPodcast), ...errors(400, 404) },
  }),
  careers: createRoute({
    method: "get",
    path: "/v1/career/list",
    summary: "Daftar karier (pesan: Success fetch list Career: …)",
    tags: ctags,
    middleware: [failurePrefix("Failed fetch list Career:")] as const,
    request: { query: ZPageQuery },
    responses: { 200: envelope(ZCareerPage), ...errors(400, 404) },
  }),
  jobs: createRoute({
    method: "get",
    path: "/v1/career/job/list",
    summary: "Daftar lowongan sebuah karier (pesan: Success fetch list Job: …)",
    tags: ctags,
    middleware: [failurePrefix("Failed fetch list Job:")] as const,
    request: { query: ZJobListQuery },
    responses: { 200: envelope(ZJobPage), ...errors(400, 404) },
  }),
  career: createRoute({
    method: "get",
    path: "/v1/career/detail",
    summary: "Detail karier (pesan: Success fetch detail Career: …)",
    tags: ctags,
    middleware: [failurePrefix("Failed fetch detail Career:")] as const,
    request: { query: ZSlugQuery },
    responses: { 200: envelope(ZCareer), ...errors(400, 404) },
  }),
  job: createRoute({
    method: "get",
    path: "/v1/career/job/detail",
    summary: "Detail lowongan (pesan: Success fetch detail Job: …)",
    tags: ctags,
    middleware: [failurePrefix("Failed fetch detail Job:")] as const,
    request: { query: ZIdQuery },
    responses: { 200: envelope(ZJob), ...errors(400, 404) },
  }),
};

/** Services API v1: posts, podcasts, gallery, careers and jobs (spec §7). */
export function contentV1Router(services: TServices) {
  const r = createApiRouter();

  r.openapi(routes.articles, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `v1/post/article/list:${JSON.stringify(q)}`, async () => ({
      data: await listPosts(tenantCtx(c), { kinds: ["article", "blog"], ...q }),
      message: "Berhasil mengambil daftar artikel.",
    }));
  });

  r.openapi(routes.postDetail, (c) => {
    const { id } = c.req.valid("query");
    const h = host(c, services);
    return cachedOk(c, services, `v1/post/detail:${id}:${h}`, async () => ({
      data: await getPostById(tenantCtx(c), id, h),
      message: "Berhasil mengambil detail post.",
    }));
  });

  r.openapi(routes.posts, async (c) => {
    const q = c.req.valid("query");
    const ctx = tenantCtx(c);
    if (q.active === false) {
      // Drafts are unpublished work: only the tenant's writers and admins may list them.
      const viewer = await viewerOf(ctx, c.req.raw);
      if (!viewer) throw new AppError("UNAUTHENTICATED", "Draf hanya untuk penulis: silakan masuk terlebih dahulu.");
      requirePermission(viewer, "content.write");
      c.header("Cache-Control", "private, no-store");
      return ok(c, await listPostsByQuery(ctx, q), "Berhasil mengambil daftar post.");
    }
    // Published posts: the same for every caller.
    return cachedOk(c, services, `v1/post/list:${JSON.stringify(q)}`, async () => ({
      data: await listPostsByQuery(ctx, q),
      message: "Berhasil mengambil daftar post.",
    }));
  });

  r.openapi(routes.gallery, (c) => {
    const { page } = c.req.valid("query");
    return cachedOk(c, services, `v1/post/gallery/list:${page}`, async () => ({
      data: await listGallery(tenantCtx(c), { page, pageSize: DEFAULT_PAGE_SIZE }),
      message: "Berhasil mengambil galeri.",
    }));
  });

  r.openapi(routes.podcasts, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `v1/podcast/list:${JSON.stringify(q)}`, async () => ({
      data: await listPodcasts(tenantCtx(c), q),
      message: "Berhasil mengambil daftar podcast.",
    }));
  });

  r.openapi(routes.podcastDetail, (c) => {
    const { id } = c.req.valid("query");
    const h = host(c, services);
    return cachedOk(c, services, `v1/podcast/detail:${id}:${h}`, async () => ({
      data: await getPodcast(tenantCtx(c), id, h),
      message: "Berhasil mengambil detail podcast.",
    }));
  });

  // Careers and jobs (spec §8 message prefixes): invalid input gets the failure prefix from the
  // route's failurePrefix middleware; the parsed input is the cache key; a failure (an unknown career) is thrown
  // with its prefix and never kept.
  const career = <T>(c: Context<TApiEnv>, key: string, okPrefix: string, failPrefix: string, run: () => Promise<{ data: T; detail: string }>) => {
    requireTenant(c);
    return cachedOk(c, services, key, () => withPrefix(okPrefix, failPrefix, run));
  };

  r.openapi(routes.careers, (c) => {
    const { page } = c.req.valid("query");
    return career(c, `v1/career/list:${page}`, "Success fetch list Career:", "Failed fetch list Career:", async () => {
      const data = await listCareers(tenantCtx(c), { page, pageSize: DEFAULT_PAGE_SIZE });
      return { data, detail: pageInfo(data) };
    });
  });

  r.openapi(routes.jobs, (c) => {
    const q = c.req.valid("query");
    return career(c, `v1/career/job/list:${JSON.stringify(q)}`, "Success fetch list Job:", "Failed fetch list Job:", async () => {
      const ctx = tenantCtx(c);
      if (!(await careerExists(ctx, q.careerId))) throw new AppError("NOT_FOUND", `Karier dengan id ${q.careerId} tidak ditemukan.`);
      const data = await listJobs(ctx, { careerId: q.careerId, page: q.page, pageSize: DEFAULT_PAGE_SIZE });
      return { data, detail: pageInfo(data) };
    });
  });

  r.openapi(routes.career, (c) => {
    const { slug } = c.req.valid("query");
    const h = host(c, services);
    return career(c, `v1/career/detail:${JSON.stringify(slug)}:${h}`, "Success fetch detail Career:", "Failed fetch detail Career:", async () => {
      const data = await getCareerBySlug(tenantCtx(c), slug, h);
      return { data, detail: data.name };
    });
  });

  r.openapi(routes.job, (c) => {
    const { id } = c.req.valid("query");
    const h = host(c, services);
    return career(c, `v1/career/job/detail:${id}:${h}`, "Success fetch detail Job:", "Failed fetch detail Job:", async () => {
      const data = await getJob(tenantCtx(c), id, h);
      return { data, detail: data.title };
    });
  });
  return r;
}
