import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../tests/helpers/app.ts";
import { signedIn } from "../../tests/helpers/identity.ts";
import { loadRender } from "../../tests/helpers/render.ts";
import { PageCache } from "./page-cache.ts";

// The header and footer come from the server's markup cache (app/lib/markup-cache.tsx). A page must
// be byte-for-byte what the same page renders with the parts inline — else React's hydration in the
// browser would meet a different DOM — apart from the image preload hints React hoists for inline images.
const INLINE = "x-test-inline-shell";
let t: TTestApp;
beforeAll(async () => {
  const render = await loadRender();
  t = await createTestApp({
    render: (req, ctx) => {
      ctx.render.noMarkupCache = req.headers.has(INLINE);
      return render(req, ctx);
    },
  });
});
afterAll(() => t?.close());

const withoutImagePreloads = (html: string) => html.replace(/<link rel="preload" as="image"[^>]*\/>/g, "");

async function both(host: string, path: string, headers: Record<string, string> = {}) {
  const cached = await (await t.req(host, path, { headers })).text();
  const inline = await (await t.req(host, path, { headers: { ...headers, [INLINE]: "1" } })).text();
  return { cached, inline };
}

const headerOf = (html: string) => html.match(/<header[\s\S]*?<\/header>/)![0];

describe(`cached header and footer markup on ${process.env.TEST_DB}`, () => {
  it("renders pages exactly as with the header and footer inline, across pages and tenants", async () => {
    const pages: [string, string][] = [
      ["sekolahbeta.localhost", "/"],
      ["sekolahbeta.localhost", "/Class"],
      ["sekolahbeta.localhost", "/Mentor"],
      ["sekolahbeta.localhost", "/Class"], // from the cache this time
      ["sekolahbeta.localhost", "/halaman-yang-tidak-ada"],
      ["smkcoding.localhost", "/Blog"],
      ["asean-foundation.localhost", "/About"],
    ];
    for (const [host, path] of pages) {
      const { cached, inline } = await both(host, path);
      expect(cached).toContain("<header");
      expect(cached).toContain("<footer");
      expect(withoutImagePreloads(cached)).toBe(withoutImagePreloads(inline));
    }
  });

  it("marks the current menu item per page, not the one of the page cached first", async () => {
    const cls = headerOf(await (await t.req("sekolahbeta.localhost", "/Class")).text());
    const mentor = headerOf(await (await t.req("sekolahbeta.localhost", "/Mentor")).text());
    expect(cls).toMatch(/<a href="\/Class" aria-current="page"/);
    expect(cls).not.toMatch(/<a href="\/Mentor" aria-current="page"/);
    expect(mentor).toMatch(/<a href="\/Mentor" aria-current="page"/);
    expect(mentor).not.toMatch(/<a href="\/Class" aria-current="page"/);
  });

  it("shows each signed-in user their own name and sign-out form", async () => {
    const a = await signedIn(t, "sekolahbeta");
    const b = await signedIn(t, "sekolahbeta");
    const pa = await both("sekolahbeta.localhost", "/Class", { authorization: `Bearer ${a.token}` });
    const pb = await both("sekolahbeta.localhost", "/Class", { authorization: `Bearer ${b.token}` });
    const nameA = pa.cached.match(/aria-label="Menu akun ([^"]+)"/)![1]!;
    const nameB = pb.cached.match(/aria-label="Menu akun ([^"]+)"/)![1]!;
    expect(nameA).toMatch(/^Pengguna \d+$/);
    expect(nameB).toMatch(/^Pengguna \d+$/);
    expect(nameA).not.toBe(nameB);
    expect(headerOf(pb.cached)).not.toContain(nameA);
    expect(headerOf(pa.cached)).toMatch(/<form[^>]*action="\/Dashboard\/Keluar" method="post"/);
    expect(withoutImagePreloads(pa.cached)).toBe(withoutImagePreloads(pa.inline));
    expect(withoutImagePreloads(pb.cached)).toBe(withoutImagePreloads(pb.inline));
  });

  it("follows a site setting change at once (the site's version is part of the cache)", async () => {
    const reg = t.services.registry;
    const tenant = (await reg.byLayout("jda"))!;
    const before = await (await t.req("jda.localhost", "/")).text();
    expect(headerOf(before)).toContain(tenant.logoDark);
    const logo = "/brand/jda/logo-light.svg";
    await reg.updateSetting(tenant.id, {
      title: tenant.title,
      logoDark: logo,
      logoLight: tenant.logoLight,
      favicon: tenant.favicon,
      layout: "jda",
      css: {},
      meta: {},
      isMaintenance: false,
    });
    const after = await (await t.req("jda.localhost", "/")).text();
    expect(headerOf(after)).toContain(`src="${logo}"`);
    expect(headerOf(after)).not.toContain(`src="${tenant.logoDark}"`);
  });

  it("never keeps a page rendered for a bearer token in the shared page cache", async () => {
    const u = await signedIn(t, "smkcoding");
    const tenant = (await t.services.registry.byLayout("smkcoding"))!;
    const res = await t.req("smkcoding.localhost", "/Program", { headers: { authorization: `Bearer ${u.token}` } });
    expect(await res.text()).toMatch(/aria-label="Menu akun Pengguna \d+"/);
    expect(res.headers.get("cache-control")).not.toMatch(/public/);
    expect(t.pageCache.get(PageCache.key(tenant.id, tenant.version, "/Program"))).toBeUndefined();
  });
});
