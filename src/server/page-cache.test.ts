import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../app/route-table.ts";
import { compressFast, PageCache, pageQuery, pickEncoding, readQueryParams } from "./page-cache.ts";

describe("response encoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("deflate, gzip;q=1.0, *;q=0.5")).toBe("gzip");
    expect(pickEncoding("gzip;q=0")).toBeNull();
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("xbr, gzipx")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it("compresses a page so the browser gets the same bytes back", () => {
    const page = '<!DOCTYPE html><html lang="id"><body>' + "<p>Kelas Pemrograman Web — Rp 2.500.000</p>".repeat(300) + "</body></html>";
    const br = compressFast(page, "br");
    const gz = compressFast(page, "gzip");
    expect(br.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(br).toString("utf8")).toBe(page);
    expect(gunzipSync(gz).toString("utf8")).toBe(page);
  });
});

describe("page query (the parameters a page reads)", () => {
  it("keeps only the declared parameters, sorted, and drops the rest", () => {
    expect(pageQuery("/Class", "?bust=1")).toBe("");
    expect(pageQuery("/Class", "?utm_source=x&page=2&bust=3")).toBe("?page=2");
    expect(pageQuery("/Class", "?state=started&level=pemula&page=2")).toBe("?level=pemula&page=2&state=started");
    expect(pageQuery("/Blog", "?q=web%20dev&x=1")).toBe("?q=web+dev");
    expect(pageQuery("/About", "?page=2")).toBe("");
    // Route data (client navigations) keeps React Router's own parameter.
    expect(pageQuery("/Class.data", "?bust=1&_routes=routes%2Fcatalog%2Fclass-list&page=3")).toBe("?_routes=routes%2Fcatalog%2Fclass-list&page=3");
    expect(pageQuery("/_root.data", "?x=1")).toBe("");
    // Repeated values keep their order; a path no route matches keeps its query as it came.
    expect(pageQuery("/Class", "?program=b&program=a")).toBe("?program=b&program=a");
    expect(pageQuery("/tidak/ada/rute/ini", "?b=2&a=1")).toBe("?b=2&a=1");
  });

  it("matches parameterised and optional segments", () => {
    expect(readQueryParams("/Podcast/12")?.has("page")).toBe(true);
    expect(readQueryParams("/Podcast/12/judul")?.has("q")).toBe(true);
    expect(readQueryParams("/Program/web-dasar")?.has("page")).toBe(true);
    expect(readQueryParams("/Courses/@Premium/x/module/chapter/y")?.has("page")).toBe(false);
    expect(readQueryParams("/Class/Competence/web")?.has("level")).toBe(true);
  });

  it("keys pages with unknown parameters to the entry of their page", () => {
    expect(PageCache.key("t", 3, "/Class?bust=1")).toBe(PageCache.key("t", 3, "/Class"));
    expect(PageCache.key("t", 3, "/Class?page=2&bust=1")).toBe(PageCache.key("t", 3, "/Class?page=2"));
    expect(PageCache.key("t", 3, "/Class?page=2")).not.toBe(PageCache.key("t", 3, "/Class"));
    expect(PageCache.key("t", 4, "/Class")).not.toBe(PageCache.key("t", 3, "/Class"));
  });

  it("declares every parameter a route module reads (the `query` of its app/route-table.ts entry)", () => {
    const CLASS_FILTERS = ["page", "search", "level", "state", "program", "type"];
    for (const entry of ROUTE_TABLE) {
      const src = readFileSync(new URL(`../../app/${entry.file}`, import.meta.url), "utf8");
      const reads = new Set([...src.matchAll(/searchParams\.get\("([^"]+)"\)/g)].map((m) => m[1]!));
      if (/\bpageParam\(/.test(src)) reads.add("page");
      if (/\bloadClassList\(/.test(src)) for (const n of CLASS_FILTERS) reads.add(n);
      if (/\baccountHostRedirect\(/.test(src)) reads.add("next");
      // Pagination built from the whole query (`url.search`, `location.search`) only carries what the page reads.
      const declared = new Set<string>(entry.query);
      for (const name of reads) expect(declared.has(name), `${entry.id} (${entry.file}) reads "${name}"`).toBe(true);
    }
  });
});

describe("page cache bounds", () => {
  const page = (n: number, size: number) => Buffer.from(`<!DOCTYPE html><p>${n}</p>` + "x".repeat(size));

  it("drops the least recently used pages once its bytes are over the bound", () => {
    const cache = new PageCache(1000, 100 * 1024);
    for (let i = 0; i < 20; i++) cache.set(PageCache.key("t", 1, `/p${i}`), 200, {}, page(i, 20 * 1024));
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(cache.size).toBeLessThan(20);
    expect(cache.size).toBeGreaterThan(2);
    expect(cache.get(PageCache.key("t", 1, "/p19"))).toBeDefined();
    expect(cache.get(PageCache.key("t", 1, "/p0"))).toBeUndefined();
  });

  it("keeps compressed bodies in buffers of their own size, not in zlib's chunks", () => {
    const cache = new PageCache(10);
    const e = cache.set(PageCache.key("t", 1, "/"), 200, {}, page(1, 30 * 1024))!;
    for (const b of [e.body, e.gzip, e.br]) expect(b.buffer.byteLength).toBe(b.byteLength);
    expect(gunzipSync(e.gzip).equals(e.body)).toBe(true);
    expect(brotliDecompressSync(e.br).equals(e.body)).toBe(true);
  });
});
