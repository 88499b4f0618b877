import { Hono, type Context } from "hono";
import { AppError } from "../../domain/errors.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../server/context.ts";
import {
  DEFAULT_PAGE_SIZE, ZArticleListQuery, ZIdQuery, ZJobListQuery, ZPageQuery, ZPodcastListQuery, ZPostListQuery, ZSlugQuery,
} from "../../contracts/content.ts";
import { careerExists, getCareerBySlug, getJob, listCareers, listJobs } from "../../domain/content/careers.ts";
import { listGallery } from "../../domain/content/media.ts";
import { getPodcast, listPodcasts } from "../../domain/content/podcasts.ts";
import { getPostById, listPosts, listPostsByQuery } from "../../domain/content/posts.ts";
import { requirePermission } from "../../domain/identity/permissions.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import { cachedOk } from "../cached.ts";
import { ok, parseInput } from "../envelope.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import { registerOperation, type TOperation } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

type Env = { Variables: { tenant: TTenant | null } };

const query = (c: Context) => c.req.query();
/** The tenant's configured host (internal links in rich text), never the request's Host header. */
const host = (c: Context<Env>, services: TServices) => {
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

/** Services API v1: posts, podcasts, gallery, careers and jobs (spec §7). */
export function contentV1Router(services: TServices): Hono<Env> {
  const r = new Hono<Env>();

  r.get("/v1/post/article/list", async (c) => {
    const q = parseInput(ZArticleListQuery, query(c));
    return cachedOk(c, services, `v1/post/article/list:${JSON.stringify(q)}`, async () => ({
      data: await listPosts(tenantCtx(c, services), { kinds: ["article", "blog"], ...q }),
      message: "Berhasil mengambil daftar artikel.",
    }));
  });

  r.get("/v1/post/detail", async (c) => {
    const { id } = parseInput(ZIdQuery, query(c));
    const h = host(c, services);
    return cachedOk(c, services, `v1/post/detail:${id}:${h}`, async () => ({
      data: await getPostById(tenantCtx(c, services), id, h),
      message: "Berhasil mengambil detail post.",
    }));
  });

  r.get("/v1/post/list", async (c) => {
    const q = parseInput(ZPostListQuery, query(c));
    const ctx = tenantCtx(c, services);
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

  r.get("/v1/post/gallery/list", async (c) => {
    const { page } = parseInput(ZPageQuery, query(c));
    return cachedOk(c, services, `v1/post/gallery/list:${page}`, async () => ({
      data: await listGallery(tenantCtx(c, services), { page, pageSize: DEFAULT_PAGE_SIZE }),
      message: "Berhasil mengambil galeri.",
    }));
  });

  r.get("/v1/podcast/list", async (c) => {
    const q = parseInput(ZPodcastListQuery, query(c));
    return cachedOk(c, services, `v1/podcast/list:${JSON.stringify(q)}`, async () => ({
      data: await listPodcasts(tenantCtx(c, services), q),
      message: "Berhasil mengambil daftar podcast.",
    }));
  });

  r.get("/v1/podcast/detail", async (c) => {
    const { id } = parseInput(ZIdQuery, query(c));
    const h = host(c, services);
    return cachedOk(c, services, `v1/podcast/detail:${id}:${h}`, async () => ({
      data: await getPodcast(tenantCtx(c, services), id, h),
      message: "Berhasil mengambil detail podcast.",
    }));
  });

  // Careers and jobs (spec §8 message prefixes): the parsed input is the cache key; a failure
  // (bad input, an unknown career) is thrown with its prefix and never kept.
  const career = (c: Context<Env>, key: string, okPrefix: string, failPrefix: string, run: () => Promise<{ data: unknown; detail: string }>) => {
    requireTenant(c);
    return cachedOk(c, services, key, async () => {
      const res = await withPrefix(okPrefix, failPrefix, run);
      return { data: res.data, message: res.message };
    });
  };
  const failFirst = async <T>(failPrefix: string, parse: () => T): Promise<T> => (await withPrefix("", failPrefix, async () => ({ data: parse(), detail: "" }))).data;

  r.get("/v1/career/list", async (c) => {
    requireTenant(c);
    const { page } = await failFirst("Failed fetch list Career:", () => parseInput(ZPageQuery, query(c)));
    return career(c, `v1/career/list:${page}`, "Success fetch list Career:", "Failed fetch list Career:", async () => {
      const data = await listCareers(tenantCtx(c, services), { page, pageSize: DEFAULT_PAGE_SIZE });
      return { data, detail: pageInfo(data) };
    });
  });

  r.get("/v1/career/job/list", async (c) => {
    requireTenant(c);
    const q = await failFirst("Failed fetch list Job:", () => parseInput(ZJobListQuery, query(c)));
    return career(c, `v1/career/job/list:${JSON.stringify(q)}`, "Success fetch list Job:", "Failed fetch list Job:", async () => {
      const ctx = tenantCtx(c, services);
      if (!(await careerExists(ctx, q.careerId))) throw new AppError("NOT_FOUND", `Karier dengan id ${q.careerId} tidak ditemukan.`);
      const data = await listJobs(ctx, { careerId: q.careerId, page: q.page, pageSize: DEFAULT_PAGE_SIZE });
      return { data, detail: pageInfo(data) };
    });
  });

  r.get("/v1/career/detail", async (c) => {
    requireTenant(c);
    const { slug } = await failFirst("Failed fetch detail Career:", () => parseInput(ZSlugQuery, query(c)));
    const h = host(c, services);
    return career(c, `v1/career/detail:${JSON.stringify(slug)}:${h}`, "Success fetch detail Career:", "Failed fetch detail Career:", async () => {
      const data = await getCareerBySlug(tenantCtx(c, services), slug, h);
      return { data, detail: data.name };
    });
  });

  r.get("/v1/career/job/detail", async (c) => {
    requireTenant(c);
    const { id } = await failFirst("Failed fetch detail Job:", () => parseInput(ZIdQuery, query(c)));
    const h = host(c, services);
    return career(c, `v1/career/job/detail:${id}:${h}`, "Success fetch detail Job:", "Failed fetch detail Job:", async () => {
      const data = await getJob(tenantCtx(c, services), id, h);
      return { data, detail: data.title };
    });
  });

  registerContentOperations();
  return r;
}

const q = (name: string, type: "integer" | "string" | "boolean", description: string, required = false, extra: Record<string, unknown> = {}): NonNullable<TOperation["parameters"]>[number] => ({
  name,
  in: "query",
  required,
  schema: { type, ...extra },
  description,
});
const pageP = q("page", "integer", "halaman, mulai 1", false, { minimum: 1, default: 1 });
const sizeP = (d: number) => q("pageSize", "integer", `jumlah per halaman (bawaan ${d}, maks 50)`, false, { minimum: 1, maximum: 50, default: d });
const searchP = q("search", "string", "pencarian teks penuh (judul, ringkasan)");
const catP = q("categorySlug", "string", "slug kategori");
const paged = { "200": { description: "Berhasil: data { page, perPage, totalItems, totalPages, items }" }, "400": { description: "Parameter tidak valid" } };
const detail = { "200": { description: "Berhasil" }, "400": { description: "Parameter tidak valid" }, "404": { description: "Tidak ditemukan" } };

export function registerContentOperations(): void {
  const tags = ["Konten"];
  registerOperation({ method: "get", path: "/v1/post/article/list", summary: "Daftar artikel dan blog", tags, parameters: [pageP, sizeP(6), searchP, catP, q("excludeId", "integer", "id yang dikecualikan")], responses: paged });
  registerOperation({ method: "get", path: "/v1/post/detail", summary: "Detail post (HTML tersanitasi)", tags, parameters: [q("id", "integer", "id post", true)], responses: detail });
  registerOperation({ method: "get", path: "/v1/post/list", summary: "Daftar post", tags, parameters: [pageP, q("kind", "string", "article | news | blog", false, { enum: ["article", "news", "blog"] }), q("type", "string", "urutan: latest | oldest | popular", false, { enum: ["latest", "oldest", "popular"] }), q("active", "boolean", "true: terbit, false: draf (hanya penulis/admin yang masuk)"), sizeP(10)], responses: paged });
  registerOperation({ method: "get", path: "/v1/post/gallery/list", summary: "Galeri (6 per halaman)", tags, parameters: [pageP], responses: paged });
  registerOperation({ method: "get", path: "/v1/podcast/list", summary: "Daftar podcast", tags, parameters: [pageP, sizeP(6), searchP, catP], responses: paged });
  registerOperation({ method: "get", path: "/v1/podcast/detail", summary: "Detail podcast", tags, parameters: [q("id", "integer", "id podcast", true)], responses: detail });
  const ctags = ["Karier"];
  registerOperation({ method: "get", path: "/v1/career/list", summary: "Daftar karier (pesan: Success fetch list Career: …)", tags: ctags, parameters: [pageP], responses: paged });
  registerOperation({ method: "get", path: "/v1/career/job/list", summary: "Daftar lowongan sebuah karier (pesan: Success fetch list Job: …)", tags: ctags, parameters: [q("careerId", "integer", "id karier", true), pageP], responses: { ...paged, "404": { description: "Karier tidak ditemukan" } } });
  registerOperation({ method: "get", path: "/v1/career/detail", summary: "Detail karier (pesan: Success fetch detail Career: …)", tags: ctags, parameters: [q("slug", "string", "slug karier", true)], responses: detail });
  registerOperation({ method: "get", path: "/v1/career/job/detail", summary: "Detail lowongan", tags: ctags, parameters: [q("id", "integer", "id lowongan", true)], responses: detail });
  registerOperation({ method: "get", path: "/v2/post/category", summary: "Kategori post dengan jumlah post terbit", tags, parameters: [pageP, sizeP(6), searchP, catP], responses: paged });
}
