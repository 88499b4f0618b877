import { Hono } from "hono";
import { buildPath, ROUTE_TABLE, type TRouteEntry } from "../../app/route-table.ts";
import { listPosts, postDescription } from "../domain/content/posts.ts";
import { contentSitemapUrls, type TSitemapUrl } from "../domain/content/sitemap.ts";
import type { TTenantCtx } from "../domain/scope.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import { tenantOrigin } from "../domain/tenants/public-urls.ts";
import type { TServices } from "../platform/services.ts";
import { isMediaFileKind, MEDIA_KINDS, mediaFileResponse, mediaSvg, type TMediaFileKind, type TMediaKind } from "./content-media.ts";

type Env = { Variables: { tenant: TTenant | null; tenantCtx: TTenantCtx | null } };

const TABLE = ROUTE_TABLE as readonly TRouteEntry[];

/**
 * robots.txt's `Disallow` lines: the API, and every route the table says is not for search
 * engines (`crawl: false`: sign-in, callbacks, payment results), up to its first parameter.
 */
export const ROBOTS_DISALLOW: readonly string[] = ["/api/", ...new Set(TABLE.filter((e) => !e.crawl).map((e) => e.path.replace(/\/:.*$/, "") || "/"))];

export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** The routes the table lists in the sitemap (`sitemap`: public pages without parameters; their items come from the content). */
export function staticSitemapPaths(): { id: string; path: string }[] {
  return TABLE.filter((e) => e.sitemap).map((e) => ({ id: e.id, path: e.path }));
}

export function sitemapXml(origin: string, urls: TSitemapUrl[]): string {
  const body = urls
    .map(
      (u) => `<url><loc>${xmlEscape(origin + encodeURI(u.path))}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * Per-tenant `/sitemap.xml`, `/robots.txt`, `/rss.xml` and generated content pictures under `/media/`.
 * Absolute URLs use the tenant's configured origin, never the request's Host.
 */
export function seoFilesRouter(services: TServices): Hono<Env> {
  const r = new Hono<Env>();
  const usable = (t: TTenant | null): t is TTenant => !!t && t.family !== "empty";

  r.get("/robots.txt", (c) => {
    const t = c.get("tenant");
    if (!usable(t)) return c.text("Berkas tidak ditemukan.", 404);
    const indexable = t.meta.robot_index !== false && !t.isMaintenance;
    const lines = [
      "User-agent: *",
      ...(indexable ? ["Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`)] : ["Disallow: /"]),
      "",
      `Sitemap: ${tenantOrigin(t, services.urls)}/sitemap.xml`,
      "",
    ];
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(lines.join("\n"));
  });

  r.get("/sitemap.xml", async (c) => {
    const t = c.get("tenant");
    if (!usable(t)) return c.text("Berkas tidak ditemukan.", 404);
    const { urls, pagesUpdated } = await contentSitemapUrls(c.get("tenantCtx")!);
    const statics: TSitemapUrl[] = staticSitemapPaths().map((s) => ({ path: s.path, lastmod: pagesUpdated.get(s.id === "home" ? "" : s.id) }));
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=600");
    return c.body(sitemapXml(tenantOrigin(t, services.urls), [...statics, ...urls]));
  });

  r.get("/rss.xml", async (c) => {
    const t = c.get("tenant");
    if (!usable(t)) return c.text("Berkas tidak ditemukan.", 404);
    const base = tenantOrigin(t, services.urls);
    const posts = await listPosts(c.get("tenantCtx")!, { kinds: ["article", "blog"], page: 1, pageSize: 20 });
    const items = posts.items
      .map(
        (p) =>
          `<item><title>${xmlEscape(p.title)}</title><link>${xmlEscape(base + p.url)}</link><guid isPermaLink="true">${xmlEscape(base + p.url)}</guid><pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate><category>${xmlEscape(p.category.name)}</category>${p.author ? `<dc:creator>${xmlEscape(p.author)}</dc:creator>` : ""}<description>${xmlEscape(postDescription({ summary: p.summary, content: "" }))}</description></item>`,
      )
      .join("\n");
    const title = t.language === "en" ? `${t.title} — Articles` : `${t.title} — Artikel`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel><title>${xmlEscape(title)}</title><link>${xmlEscape(base + buildPath("blog"))}</link><description>${xmlEscape(t.meta.description ?? t.tagline)}</description><language>${t.language === "en" ? "en" : "id"}</language><atom:link href="${xmlEscape(base + "/rss.xml")}" rel="self" type="application/rss+xml"/>${posts.items[0] ? `<lastBuildDate>${new Date(posts.items[0].publishedAt).toUTCString()}</lastBuildDate>` : ""}\n${items}\n</channel>\n</rss>\n`;
    c.header("Content-Type", "application/rss+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=600");
    return c.body(xml);
  });

  r.get("/media/:kind/:file", (c) => {
    const t = c.get("tenant");
    if (t && isMediaFileKind(c.req.param("kind"))) return mediaFileResponse(c.req.param("kind") as TMediaFileKind, c.req.param("file"), c.req.header("range"));
    const kind = c.req.param("kind") as TMediaKind;
    const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(c.req.param("file"));
    if (!t || !MEDIA_KINDS.includes(kind) || !m || m[1]!.length > 120) return c.text("Berkas tidak ditemukan.", 404);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(mediaSvg(t, kind, m[1]!));
  });

  return r;
}
