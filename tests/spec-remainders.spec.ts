import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";
import { renderHandler } from "../src/server/render-handler.ts";

/**
 * Issue 22 (spec remainders) on a real database and the production build: playable seeded media
 * (podcast recordings with byte ranges, video clips), the analytics CSP chosen per tenant, and
 * the error-page-failure screen.
 */
let t: TTestApp;
const HOSTS = { sekolahbeta: "sekolahbeta.localhost:3000", smkcoding: "smkcoding.localhost:3000" } as const;

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const attr = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]+)"`, "g"))].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe(`seeded media on ${process.env.TEST_DB}`, () => {
  for (const [layout, host] of Object.entries(HOSTS)) {
    it(`every podcast episode of ${layout} has an <audio> whose recording answers 200 with an audio type, seekable by range, and a transcript`, async () => {
      const list = await (await t.req(host, "/api/v1/podcast/list?page=1&pageSize=50")).json();
      const items: { url: string; id: number }[] = list.data.items;
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const item of items) {
        const page = await t.req(host, item.url);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).not.toContain("segera tersedia");
        expect(html).toMatch(/<h2>Transkrip<\/h2><p><strong>[^<]+:<\/strong> [^<]+<\/p>/);
        const [src] = attr(html, "audio", "src");
        expect(src, `audio source on ${item.url}`).toMatch(/^\/media\/audio\/[a-z0-9-]+\.ogg$/);
        const full = await t.req(host, src!);
        expect(full.status).toBe(200);
        expect(full.headers.get("content-type")).toBe("audio/ogg");
        expect(full.headers.get("accept-ranges")).toBe("bytes");
        const bytes = new Uint8Array(await full.arrayBuffer());
        expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("OggS");
        expect(new TextDecoder().decode(bytes.slice(28, 36))).toBe("OpusHead");
        const part = await t.req(host, src!, { headers: { range: "bytes=100-199" } });
        expect(part.status).toBe(206);
        expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
        expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
      }
    });

    it(`every video of ${layout} plays a local WebM clip; none says "Segera tayang"`, async () => {
      const html = await (await t.req(host, "/Video")).text();
      expect(html).not.toContain("Segera tayang");
      const sources = attr(html, "source", "src");
      expect(sources.length).toBe((html.match(/<video\b/g) ?? []).length);
      expect(sources.length).toBeGreaterThanOrEqual(4);
      for (const src of sources) {
        const res = await t.req(host, src);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("video/webm");
        const head = new Uint8Array(await res.arrayBuffer()).slice(0, 4);
        expect([...head]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML magic
      }
    });
  }

  it("answers suffix and open ranges, 416 for a range past the end, 404 for unknown or odd names", async () => {
    const h = HOSTS.sekolahbeta;
    const src = "/media/audio/teknologi-untuk-umkm.ogg";
    const size = (await (await t.req(h, src)).arrayBuffer()).byteLength;
    const tail = await t.req(h, src, { headers: { range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const open = await t.req(h, src, { headers: { range: `bytes=${size - 5}-` } });
    expect((await open.arrayBuffer()).byteLength).toBe(5);
    const past = await t.req(h, src, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);
    expect((await t.req(h, "/media/audio/tidak-ada.ogg")).status).toBe(404);
    expect((await t.req(h, "/media/audio/..%2F..%2Fpackage.json")).status).toBe(404);
    expect((await t.req(h, "/media/video/video-1.ogg")).status).toBe(404);
  });
});

describe(`analytics hosts in the CSP on ${process.env.TEST_DB}`, () => {
  const csp = async (host: string, q: string) => (await t.req(host, `/Blog?${q}`)).headers.get("content-security-policy") ?? "";

  it("no measurement ID: no analytics host, no banner data", async () => {
    const policy = await csp(HOSTS.sekolahbeta, "a=0");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("googletagmanager");
    expect(policy).not.toContain("google-analytics");
  });

  it("a tenant-specific ID allows gtag hosts on that tenant only; the default ID on every tenant", async () => {
    const smk = (await t.services.registry.byLayout("smkcoding"))!;
    await t.services.registry.updateSetting(smk.id, { ...smk.setting, analyticsId: "G-SMKTEST123" });
    try {
      const on = await csp(HOSTS.smkcoding, "a=1");
      expect(on).toMatch(/script-src 'self'[^;]* https:\/\/www\.googletagmanager\.com/);
      expect(on).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/\*\.google-analytics\.com/);
      expect(await csp(HOSTS.sekolahbeta, "a=1")).not.toContain("googletagmanager");
      const page = await (await t.req(HOSTS.smkcoding, "/Blog?a=2")).text();
      expect(page).toContain("G-SMKTEST123");
      // The script itself is never in the server's markup: it is added only after consent.
      expect(page).not.toContain("googletagmanager.com/gtag/js");

      t.services.analyticsDefaultId = "G-DEFAULT999";
      expect(await csp(HOSTS.sekolahbeta, "a=3")).toContain("https://www.googletagmanager.com");
      const sb = await (await t.req(HOSTS.sekolahbeta, "/Blog?a=4")).text();
      expect(sb).toContain("G-DEFAULT999");
      // The tenant's own ID wins over the default.
      const smkPage = await (await t.req(HOSTS.smkcoding, "/Blog?a=5")).text();
      expect(smkPage).toContain("G-SMKTEST123");
      expect(smkPage).not.toContain("G-DEFAULT999");
    } finally {
      t.services.analyticsDefaultId = undefined;
      const { analyticsId: _drop, ...rest } = (await t.services.registry.byLayout("smkcoding"))!.setting;
      await t.services.registry.updateSetting(smk.id, rest);
    }
  });

  it("the settings API refuses a malformed measurement ID", async () => {
    const smk = (await t.services.registry.byLayout("smkcoding"))!;
    await expect(t.services.registry.updateSetting(smk.id, { ...smk.setting, analyticsId: "UA-1'; script" })).rejects.toThrow(/analyticsId/);
  });
});

describe(`error page failure on ${process.env.TEST_DB}`, () => {
  /**
   * The real production build and its entry.server, with one change: the root ErrorBoundary is
   * replaced by one that throws, which stands for any bug in the error screen itself (there is no
   * honest way to make the shipped boundary throw from outside). React Router then fails to
   * render the error document; the visitor must get spec §8's failure screen with status 500.
   */
  async function appWithBrokenBoundary(): Promise<TTestApp> {
    const path = resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
    expect(existsSync(path)).toBe(true);
    const build = (await import(pathToFileURL(path).href)) as ServerBuild;
    const root = build.routes.root!;
    const broken: ServerBuild = {
      ...build,
      // A fresh manifest object, so no route tree memoised for the shipped build (per manifest) is reused.
      assets: { ...build.assets, routes: { ...build.assets.routes } },
      routes: {
        ...build.routes,
        root: {
          ...root,
          module: {
            ...root.module,
            // biome-ignore lint/correctness/noComponentHookFactories: a stand-in error screen that fails on purpose
            ErrorBoundary: () => {
              throw new Error("error screen broke (test)");
            },
          },
        },
      },
    };
    return createTestApp({ render: renderHandler(broken, "production") });
  }

  it("the shipped error screen still renders a 404 page (control)", async () => {
    const res = await t.req(HOSTS.sekolahbeta, "/Halaman-Yang-Tidak-Ada");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops.. Maaf halaman tidak ditemukan.");
  });

  it("when the error screen itself throws: 500, the failure text, a link home, no error detail", async () => {
    const broken = await appWithBrokenBoundary();
    try {
      for (const host of Object.values(HOSTS)) {
        const res = await broken.req(host, "/Halaman-Yang-Tidak-Ada");
        expect(res.status).toBe(500);
        expect(res.headers.get("content-type")).toContain("text/html");
        expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
        const html = await res.text();
        expect(html).toContain("An error occurred while showing the error page");
        expect(html).toContain('<a href="/">Kembali ke halaman utama</a>');
        expect(html).not.toContain("error screen broke");
        expect(html).not.toMatch(/at \S+ \(|Unexpected Server Error/);
      }
    } finally {
      await broken.close();
    }
  });
});
