import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DASHBOARD_LAYOUT_FILE, ROUTE_TABLE, type TRouteEntry } from "./route-table.ts";
import { DASHBOARD_SECTIONS } from "./lib/dashboard-sections.ts";
import { SEO_ROUTES } from "./lib/seo-routes.ts";
import { ROBOTS_DISALLOW, staticSitemapPaths } from "../src/server/seo-files.ts";
import { PAGE_PATHS } from "../src/domain/assistant/passages.ts";

/**
 * Every fact about a route lives in its app/route-table.ts entry (docs/decisions/001); the server,
 * the page cache, the sitemap, robots.txt, the SEO settings and the dashboard menu read it. These
 * tests fail when a fact is written down a second time somewhere else.
 */
const TABLE = ROUTE_TABLE as readonly TRouteEntry[];
const IDS = new Set(TABLE.map((e) => e.id));
const ROOT = new URL("..", import.meta.url).pathname;

function sources(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!statSync(abs).isDirectory()) return [dir];
  return readdirSync(abs).flatMap((n) => sources(join(dir, n)));
}
/** Source without its comments (which may name paths). */
const withoutComments = (src: string) => src.replace(/^\s*\/\*[\s\S]*?\*\//gm, "").replace(/(^|\s)\/\/.*$/gm, "$1");
const isSource = (f: string) => /\.tsx?$/.test(f) && !/\.(spec|test)\.tsx?$/.test(f) && !f.endsWith("route-table.ts");

describe("one route table", () => {
  it("derives the dashboard menu, the SEO settings, the sitemap and robots.txt from table entries", () => {
    for (const s of DASHBOARD_SECTIONS) expect(IDS, s.id).toContain(s.id);
    for (const r of SEO_ROUTES) expect(IDS, r.id).toContain(r.id);
    for (const s of staticSitemapPaths()) expect(IDS, s.id).toContain(s.id);
    expect(ROBOTS_DISALLOW).toEqual(["/api/", ...TABLE.filter((e) => !e.crawl).map((e) => e.path)]);
  });

  it("lists in the sitemap only crawled pages without parameters, and no dashboard page", () => {
    for (const e of TABLE.filter((x) => x.sitemap)) {
      expect(e.path, e.id).not.toContain(":");
      expect(e.crawl, e.id).toBe(true);
      expect(e.layout, e.id).toBeUndefined();
    }
    expect(staticSitemapPaths().map((s) => s.path)).toEqual(expect.arrayContaining(["/", "/About", "/Class", "/Chat"]));
    expect(staticSitemapPaths().map((s) => s.path)).not.toContain("/Chat/History");
  });

  it("keeps the dashboard private and out of the SEO settings", () => {
    for (const e of TABLE.filter((x) => x.layout === DASHBOARD_LAYOUT_FILE || x.path.startsWith("/Dashboard"))) {
      expect(e.cache, e.id).toBe("private");
      expect(e.seo.configurable, e.id).toBe(false);
      expect(e.sitemap, e.id).toBe(false);
    }
  });

  it("has no list of route ids outside the table (app/lib, app/components, app/seo, the server)", () => {
    const files = ["app/lib", "app/components", "app/seo", "app/root.tsx", "app/routes.ts", "src/server"].flatMap(sources).filter(isSource);
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const src = readFileSync(join(ROOT, f), "utf8");
      for (const m of src.matchAll(/\[([^[\]]{0,4000})\]|\{([^{}]{0,4000})\}/g)) {
        const body = m[1] ?? m[2] ?? "";
        const ids = new Set([...body.matchAll(/["']([a-z][a-z-]*)["']\s*[,:\]}\n]/g)].map((x) => x[1]!).filter((x) => IDS.has(x)));
        expect(ids.size, `${f} lists route ids ${[...ids].join(", ")}: make it a fact of their table entries`).toBeLessThan(3);
      }
    }
  });

  it("has no route path in the server (form limits, caching, sitemap, robots come from the table)", () => {
    const paths = [...new Set(TABLE.map((e) => e.path.replace(/\/:.*$/, "")))].filter((p) => p.length > 1);
    for (const f of sources("src/server").filter(isSource)) {
      const src = withoutComments(readFileSync(join(ROOT, f), "utf8")).replaceAll("\\/", "/");
      for (const p of paths) {
        const at = new RegExp(`["'\`^]${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z-])`).exec(src);
        expect(at?.[0], `${f} names the route path ${p}: read the fact from its table entry`).toBeUndefined();
      }
    }
  });

  it("links the assistant's answers to the table's paths (the domain cannot import the table)", () => {
    for (const [id, path] of Object.entries(PAGE_PATHS)) expect(TABLE.find((e) => e.id === id)?.path, id).toBe(path);
  });
});
