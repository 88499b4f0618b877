import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childText, childrenNamed, parseXml } from "../../../tests/helpers/xml.ts";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { signedIn } from "../../../tests/helpers/identity.ts";
import { SMKCODING } from "../../seed/content/tenants/smkcoding.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SB = "sekolahbeta.localhost";
interface TItem {
  id: number;
  slug: string;
  title: string;
  kind: string;
  publishedAt: string;
  category: { slug: string };
}

/** The fields of a content API reply these tests read: a page of items, or one item. */
interface TReplyData {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: [TItem, ...TItem[]];
  id: number;
  title: string;
  content: string;
  url: string;
  jobCount: number;
  career: { slug: string };
}

const get = async (host: string, path: string) => {
  const res = await t.req(host, path);
  return { status: res.status, body: (await res.json()) as { status: boolean; message: string; data: TReplyData } };
};

describe(`content API on ${process.env.TEST_DB}`, () => {
  it("lists articles with the spec's pagination shape and page size 6", async () => {
    const { status, body } = await get(SB, "/api/v1/post/article/list");
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const d = body.data;
    expect(Object.keys(d).sort()).toEqual(["items", "page", "perPage", "totalItems", "totalPages"]);
    expect(d.page).toBe(1);
    expect(d.perPage).toBe(6);
    expect(d.totalItems).toBe(8);
    expect(d.totalPages).toBe(2);
    expect(d.items).toHaveLength(6);
    expect(d.items.every((p: { kind: string }) => p.kind === "article" || p.kind === "blog")).toBe(true);
    const dates = d.items.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await get(SB, "/api/v1/post/article/list?page=2");
    expect(page2.body.data.items).toHaveLength(2);
  });

  it("filters articles by category, excludes an id and searches the full-text index", async () => {
    const cat = await get(SB, "/api/v1/post/article/list?categorySlug=teknologi&pageSize=50");
    expect(cat.body.data.items.length).toBeGreaterThan(0);
    expect(cat.body.data.items.every((p: { category: { slug: string } }) => p.category.slug === "teknologi")).toBe(true);
    const first = cat.body.data.items[0].id;
    const ex = await get(SB, `/api/v1/post/article/list?categorySlug=teknologi&pageSize=50&excludeId=${first}`);
    expect(ex.body.data.totalItems).toBe(cat.body.data.totalItems - 1);
    const s = await get(SB, "/api/v1/post/article/list?search=javascript");
    expect(s.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(["belajar-javascript-30-hari"]);
    const prefix = await get(SB, "/api/v1/post/article/list?search=portofol");
    expect(prefix.body.data.items[0].slug).toBe("menyusun-portofolio-developer-pemula");
    const none = await get(SB, "/api/v1/post/article/list?search=zzzzqqq");
    expect(none.body.data).toMatchObject({ totalItems: 0, totalPages: 1, items: [] });
  });

  it("answers 400 with a clear message for bad query values", async () => {
    for (const [path, field] of [
      ["/api/v1/post/article/list?page=0", "page"],
      ["/api/v1/post/article/list?pageSize=500", "pageSize"],
      ["/api/v1/post/article/list?categorySlug=Bad Slug", "categorySlug"],
      ["/api/v1/post/detail?id=abc", "id"],
      ["/api/v1/post/detail", "id"],
      ["/api/v1/post/list?kind=video", "kind"],
      ["/api/v1/podcast/list?page=-1", "page"],
      ["/api/v1/career/job/list?page=1", "careerId"],
    ] as const) {
      const { status, body } = await get(SB, path);
      expect(status, path).toBe(400);
      expect(body.status).toBe(false);
      expect(body.message).toContain(`"${field}"`);
    }
  });

  it("returns a post's sanitised detail and a 404 envelope for an unknown id", async () => {
    const list = await get(SB, "/api/v1/post/list?kind=news");
    const id = list.body.data.items[0].id;
    const { status, body } = await get(SB, `/api/v1/post/detail?id=${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, kind: "news" });
    expect(body.data.content).toContain("<p>");
    expect(body.data.content).not.toMatch(/<script|onerror|javascript:/i);
    expect(body.data.url).toMatch(new RegExp(`^/News/${id}/[a-z0-9-]+$`));
    const missing = await get(SB, "/api/v1/post/detail?id=999999");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: false, data: null });
  });

  it("lists posts 10 per page by kind and keeps drafts out unless active=false", async () => {
    const all = await get(SB, "/api/v1/post/list");
    expect(all.body.data.perPage).toBe(10);
    expect(all.body.data.totalItems).toBe(12);
    const news = await get(SB, "/api/v1/post/list?kind=news");
    expect(news.body.data.items.every((p: { kind: string }) => p.kind === "news")).toBe(true);
    // Drafts: a visitor is refused, a learner is forbidden, the tenant's writer sees them.
    expect((await get(SB, "/api/v1/post/list?active=false")).status).toBe(401);
    const learner = await signedIn(t, "sekolahbeta");
    expect((await t.req(SB, "/api/v1/post/list?active=false", { headers: { authorization: `Bearer ${learner.token}` } })).status).toBe(403);
    const writer = await signedIn(t, "sekolahbeta", 6);
    const drafts = await t.req(SB, "/api/v1/post/list?active=false", { headers: { authorization: `Bearer ${writer.token}` } });
    expect(drafts.status).toBe(200);
    expect(drafts.headers.get("cache-control")).toContain("no-store");
    expect((await drafts.json()).data.items.map((p: { slug: string }) => p.slug)).toEqual(["draf-rencana-kurikulum"]);
    const otherWriter = await signedIn(t, "smkcoding", 6);
    expect((await t.req(SB, "/api/v1/post/list?active=false", { headers: { authorization: `Bearer ${otherWriter.token}` } })).status).toBe(401);
    const oldest = await get(SB, "/api/v1/post/list?type=oldest&pageSize=1");
    expect(oldest.body.data.items[0].slug).toBe("keamanan-akun-digital-untuk-pelajar");
  });

  it("lists categories with post counts (v2)", async () => {
    const { body } = await get(SB, "/api/v2/post/category?pageSize=10");
    expect(body.data.items.map((c: { slug: string }) => c.slug).sort()).toEqual(["kabar-program", "karier", "pendidikan", "teknologi"]);
    const one = await get(SB, "/api/v2/post/category?categorySlug=kabar-program");
    expect(one.body.data.items).toEqual([expect.objectContaining({ slug: "kabar-program", postCount: 4 })]);
  });

  it("lists podcasts and gallery 6 per page, with details", async () => {
    const pods = await get(SB, "/api/v1/podcast/list");
    expect(pods.body.data).toMatchObject({ page: 1, perPage: 6, totalItems: 4 });
    const d = await get(SB, `/api/v1/podcast/detail?id=${pods.body.data.items[0].id}`);
    expect(d.body.data.title).toBe(pods.body.data.items[0].title);
    expect((await get(SB, "/api/v1/podcast/detail?id=424242")).status).toBe(404);
    const g = await get(SB, "/api/v1/post/gallery/list?page=2");
    expect(g.body.data).toMatchObject({ page: 2, perPage: 6, totalItems: 8, totalPages: 2 });
    expect(g.body.data.items).toHaveLength(2);
  });

  it("uses the spec's career and job message prefixes", async () => {
    const list = await get(SB, "/api/v1/career/list?page=1");
    expect(list.body.message).toMatch(/^Success fetch list Career: /);
    expect(list.body.data.items).toHaveLength(2);
    const career = list.body.data.items.find((c: { slug: string }) => c.slug === "mitra-industri");
    const jobs = await get(SB, `/api/v1/career/job/list?careerId=${career!.id}&page=1`);
    expect(jobs.body.message).toMatch(/^Success fetch list Job: /);
    expect(jobs.body.data.items).toHaveLength(3);
    const detail = await get(SB, "/api/v1/career/detail?slug=mitra-industri");
    expect(detail.body.message).toMatch(/^Success fetch detail Career: /);
    expect(detail.body.data.jobCount).toBe(3);
    const job = await get(SB, `/api/v1/career/job/detail?id=${jobs.body.data.items[0].id}`);
    expect(job.body.data.career.slug).toBe("mitra-industri");

    const badList = await get(SB, "/api/v1/career/list?page=x");
    expect(badList.status).toBe(400);
    expect(badList.body.message).toMatch(/^Failed fetch list Career: /);
    const noCareer = await get(SB, "/api/v1/career/job/list?careerId=999999");
    expect(noCareer.status).toBe(404);
    expect(noCareer.body.message).toMatch(/^Failed fetch list Job: /);
    const noDetail = await get(SB, "/api/v1/career/detail?slug=tidak-ada");
    expect(noDetail.status).toBe(404);
    expect(noDetail.body.message).toMatch(/^Failed fetch detail Career: /);
  });

  it("keeps tenants apart: another tenant's ids are 404 and lists hold only own rows", async () => {
    const sb = await get(SB, "/api/v1/post/list?kind=news");
    const sbId = sb.body.data.items[0].id;
    expect((await get("smkcoding.localhost", `/api/v1/post/detail?id=${sbId}`)).status).toBe(404);
    const sbCareers = await get(SB, "/api/v1/career/list");
    const careerId = sbCareers.body.data.items[0].id;
    expect((await get("smkcoding.localhost", `/api/v1/career/job/list?careerId=${careerId}`)).status).toBe(404);
    const sbPods = await get(SB, "/api/v1/podcast/list");
    expect((await get("smkcoding.localhost", `/api/v1/podcast/detail?id=${sbPods.body.data.items[0].id}`)).status).toBe(404);
    const smk = await get("smkcoding.localhost", "/api/v1/post/list?kind=news");
    expect(smk.body.data.items.some((p: { id: number }) => p.id === sbId)).toBe(false);
    expect(smk.body.data.items[0].title).toContain("SMK Coding");
  });

  it("serves English content for asean-foundation", async () => {
    const { body } = await get("asean-foundation.localhost", "/api/v1/post/article/list");
    expect(body.data.items[0].title).toBe("First Steps into a Digital Career for ASEAN Youth");
  });

  it("registers every content operation in the OpenAPI document", async () => {
    const doc = (await (await t.req("localhost", "/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const p of [
      "/v1/post/article/list",
      "/v1/post/detail",
      "/v2/post/category",
      "/v1/podcast/list",
      "/v1/podcast/detail",
      "/v1/post/list",
      "/v1/post/gallery/list",
      "/v1/career/list",
      "/v1/career/job/list",
      "/v1/career/detail",
      "/v1/career/job/detail",
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});

describe(`sitemap, robots and feed on ${process.env.TEST_DB}`, () => {
  it("serves a valid sitemap with static and content URLs of the host's tenant", async () => {
    const res = await t.req("sekolahbeta.localhost:3000", "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const doc = parseXml(xml);
    expect(doc.name).toBe("urlset");
    expect(doc.attrs.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = childrenNamed(doc, "url").map((u) => ({ loc: childText(u, "loc")!, lastmod: childText(u, "lastmod") }));
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain("http://sekolahbeta.localhost:3000/");
    expect(locs).toContain("http://sekolahbeta.localhost:3000/About");
    expect(locs).toContain("http://sekolahbeta.localhost:3000/Class");
    expect(locs).toContain("http://sekolahbeta.localhost:3000/Portfolio/capacity-building-programs/jabar-digital-academy-2");
    expect(locs).toContain("http://sekolahbeta.localhost:3000/Event/festival-talenta-digital-2027");
    expect(locs.some((l) => /\/Blog\/\d+\/menyusun-portofolio-developer-pemula-yang-dilirik-perekrut$/.test(l))).toBe(true);
    expect(locs.some((l) => l.includes("/Login") || l.includes("/api/"))).toBe(false);
    expect(locs.every((l) => l.startsWith("http://sekolahbeta.localhost:3000/"))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(urls.filter((u) => u.lastmod).every((u) => /^\d{4}-\d{2}-\d{2}$/.test(String(u.lastmod)))).toBe(true);
  });

  it("serves robots.txt with the sitemap and a valid RSS feed of articles", async () => {
    const robots = await (await t.req("smkcoding.localhost", "/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: http://smkcoding.localhost:3000/sitemap.xml");
    const rss = await t.req("smkcoding.localhost", "/rss.xml");
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await rss.text();
    const feed = parseXml(xml);
    expect(feed.name).toBe("rss");
    const channel = childrenNamed(feed, "channel")[0]!;
    expect(childText(channel, "title")).toBe("SMK Coding — Artikel");
    expect(childText(channel, "language")).toBe("id");
    const items = childrenNamed(channel, "item");
    // SMK Coding's own articles and blog posts (src/seed/content/tenants/smkcoding.ts), not sekolahbeta's.
    expect(items).toHaveLength(SMKCODING.posts.filter((p) => p.kind !== "news").length);
    expect(items.every((i) => childText(i, "link")!.startsWith("http://smkcoding.localhost:3000/Blog/"))).toBe(true);
  });

  it("answers 404 for sitemap and feed of the empty tenant, and generates SVG media", async () => {
    expect((await t.req("bharabas.localhost", "/sitemap.xml")).status).toBe(404);
    const svg = await t.req("sekolahbeta.localhost", "/media/cover/belajar-javascript-30-hari.svg");
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    expect(await svg.text()).toContain("#1E6FD9");
    expect((await t.req("sekolahbeta.localhost", "/media/cover/..%2Fx.svg")).status).toBe(404);
    expect((await t.req("sekolahbeta.localhost", "/media/other/x.svg")).status).toBe(404);
  });
});
