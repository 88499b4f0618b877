import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../tests/helpers/app.ts";
import { loadRender } from "../../tests/helpers/render.ts";
import { tenantSeeds } from "../seed/tenants-data.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

describe(`platform on ${process.env.TEST_DB}`, () => {
  it("reports health and readiness with the database", async () => {
    expect(await (await t.req("localhost", "/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.req("localhost", "/readyz");
    expect(ready.status).toBe(200);
    expect((await ready.json()).status).toBe("ok");
  });

  it("seeds one tenant per spec layout", async () => {
    const all = await t.services.registry.all();
    expect(all.map((x) => x.layout).sort()).toEqual(
      tenantSeeds("tunas")
        .map((s) => s.layout)
        .sort(),
    );
    expect(all.every((x) => x.isMaintenance === false)).toBe(true);
  });

  it("renders each tenant's own title, theme colour and logo by host", async () => {
    for (const [layout, name, colour] of [
      ["sekolahbeta", "Sekolah Beta", "#1E6FD9"],
      ["smkcoding", "SMK Coding", "#0F9D58"],
      ["sekolahkopi", "Sekolah Kopi", "#6F4E37"],
    ] as const) {
      const res = await t.req(`${layout}.localhost:3000`, "/");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="id">');
      expect(html).toMatch(new RegExp(`<title>${name} — `));
      expect(html).toContain(`--clr-primary:${colour}`);
      expect(html).toContain(`/brand/${layout}/logo-dark.svg`);
    }
  });

  it("answers the designed 404 for a wrongly cased path and keeps the right case", async () => {
    const bad = await t.req("sekolahbeta.localhost", "/about");
    expect(bad.status).toBe(404);
    const html = await bad.text();
    expect(html).toContain("Oops.. Maaf halaman tidak ditemukan.");
    expect(html).toContain("Kembali ke halaman utama");
    expect(html).toContain("This page could not be found.");
    expect((await t.req("sekolahbeta.localhost", "/About")).status).toBe(200);
  });

  it("turns a parameter that breaks its pattern into a 404", async () => {
    expect((await t.req("smkcoding.localhost", "/Blog/abc")).status).toBe(404);
    expect((await t.req("smkcoding.localhost", "/Class/Web-01")).status).toBe(404);
  });

  it("renders bharabas as an empty 200 page without header or footer", async () => {
    const res = await t.req("bharabas.localhost", "/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<header");
    expect(html).not.toContain("<footer");
    expect(html).toMatch(/<body><\/body>/);
  });

  it("serves the developer tenant with the default layout", async () => {
    const html = await (await t.req("dev.bharabas.localhost", "/")).text();
    expect(html).toContain("Program untuk setiap kebutuhan");
  });

  it("switches to pesilat on the main host when the path starts with /Pesilat", async () => {
    const html = await (await t.req("tunas.localhost:3000", "/Pesilat")).text();
    expect(html).toContain("--clr-primary:#B8860B");
    expect(html).toContain("<title>Pesilat</title>");
    expect(html).toContain("Pelatihan vokasi siap kerja untuk generasi muda");
  });

  it("shows the maintenance screen with a 503 when the flag is on, and the site again when off", async () => {
    const reg = t.services.registry;
    const tenant = (await reg.byLayout("jda"))!;
    const setting = {
      title: tenant.title,
      logoDark: tenant.logoDark,
      logoLight: tenant.logoLight,
      favicon: tenant.favicon,
      layout: "jda",
      css: {},
      meta: {},
    };
    // No value at all → maintenance defaults to true.
    await reg.updateSetting(tenant.id, setting);
    const res = await t.req("jda.localhost", "/Class");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    const html = await res.text();
    expect(html).toContain("Website Sedang Dalam Perbaikan");
    expect(html).toContain("Seperti halnya manusia, kami bertumbuh untuk menjadi lebih baik!");
    expect(html).not.toContain("<header");
    await reg.updateSetting(tenant.id, { ...setting, isMaintenance: false });
    expect((await t.req("jda.localhost", "/Class")).status).toBe(200);
  });

  it("refuses an invalid site setting with a clear message and keeps the old one", async () => {
    const reg = t.services.registry;
    const before = (await reg.byLayout("umptn"))!;
    await expect(reg.updateSetting(before.id, { title: "", css: { clr_primary: "merah" } })).rejects.toThrow(/tidak valid/);
    expect((await reg.byLayout("umptn"))!.theme.clr_primary).toBe(before.theme.clr_primary);
  });

  it("sets security headers and a CSP whose script hashes cover every inline script the browser runs", async () => {
    const res = await t.req("smkcoding.localhost", "/Class/pemrograman-web");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp.split("script-src")[1]!.split(";")[0]).not.toContain("unsafe-inline");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*src=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => m[2]);
    const { createHash } = await import("node:crypto");
    const hashOf = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`;
    const [data, code] = [inline.filter((m) => /application\/ld\+json/.test(m[1]!)), inline.filter((m) => !/application\/ld\+json/.test(m[1]!))];
    expect(code.length).toBeGreaterThan(0);
    for (const m of code) expect(csp).toContain(hashOf(m[2]!));
    // Structured data is never executed: it needs no hash.
    expect(data.length).toBeGreaterThan(0);
    for (const m of data) expect(csp).not.toContain(hashOf(m[2]!));
  });

  it("compresses a rendered page for browsers that accept it, with the same CSP as the plain page", async () => {
    const plain = await t.req("smkcoding.localhost", "/Event?cara=tanpa-cache");
    const html = await plain.text();
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const res = await t.req("smkcoding.localhost", `/Event?cara=${encoding}`, { headers: { "accept-encoding": accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(html.length / 2);
      const page = decode(bytes).toString("utf8");
      expect(page).toContain('<html lang="id"');
      expect(page.replace(/cara=[a-z-]+/g, "")).toBe(html.replace(/cara=[a-z-]+/g, ""));
      expect(res.headers.get("content-security-policy")).toBe(plain.headers.get("content-security-policy"));
    }
  });

  it("serves generated SVG wordmarks per tenant and 404 for unknown ones", async () => {
    const res = await t.req("localhost", "/brand/sekolahbeta/logo-dark.svg");
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(await res.text()).toContain("Sekolah Beta");
    expect((await t.req("localhost", "/brand/nope/logo-dark.svg")).status).toBe(404);
    expect((await t.req("localhost", "/brand/sekolahbeta/evil.js")).status).toBe(404);
  });

  it("caches an anonymous page per tenant and drops it when the tenant changes", async () => {
    await t.req("komodo.localhost", "/Gallery");
    const tenant = (await t.services.registry.byLayout("komodo"))!;
    const { PageCache } = await import("./page-cache.ts");
    expect(t.pageCache.get(PageCache.key(tenant.id, tenant.version, "/Gallery"))).toBeTruthy();
    await t.services.registry.bumpVersion(tenant.id);
    const after = (await t.services.registry.byLayout("komodo"))!;
    expect(after.version).toBe(tenant.version + 1);
    expect(t.pageCache.get(PageCache.key(after.id, after.version, "/Gallery"))).toBeUndefined();
  });

  it("caches the route data of client navigations (.data) like pages, per tenant", async () => {
    const res = await t.req("komodo.localhost", "/Gallery.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/x-script");
    const tenant = (await t.services.registry.byLayout("komodo"))!;
    const { PageCache } = await import("./page-cache.ts");
    expect(t.pageCache.get(PageCache.key(tenant.id, tenant.version, "/Gallery.data"))?.body.toString()).toContain("Galeri");
    const other = (await t.services.registry.byLayout("jda"))!;
    expect(t.pageCache.get(PageCache.key(other.id, other.version, "/Gallery.data"))).toBeUndefined();
  });

  it("answers an unknown API path with the JSON envelope", async () => {
    const res = await t.req("localhost", "/api/v1/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: false, data: null });
  });
});

describe("unknown hosts in production", () => {
  let prod: TTestApp;
  beforeAll(async () => {
    prod = await createTestApp({ render: await loadRender(), appEnv: "production" });
  });
  afterAll(() => prod?.close());

  it("answers a plain 404 'Situs tidak ditemukan' without tenant data", async () => {
    const res = await prod.req("unknown.example.com", "/");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Situs tidak ditemukan");
    expect(html).not.toContain("clr-primary");
  });

  it("does not serve a tenant on <layout>.localhost or a local address (only stored hosts answer)", async () => {
    for (const host of ["sekolahbeta.localhost", "tunas.localhost", "localhost", "127.0.0.1"]) {
      const res = await prod.req(host, "/Blog");
      expect(res.status, host).toBe(404);
      expect(await res.text(), host).toContain("Situs tidak ditemukan");
    }
    expect((await prod.req("sekolahbeta.localhost", "/api/main/programs")).status).toBe(404);
  });

  it("still serves the tenant of a stored host", async () => {
    const res = await prod.req("sekolahbeta.tunas.id", "/");
    expect(res.status).toBe(200);
  });
});
