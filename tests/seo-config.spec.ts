import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClass, makeCourse, makeTenant, makeUser, signInCookie, type TTenantMade } from "./factories/index.ts";
import { coursePath } from "../app/routes/catalog/course-paths.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";
import { CONFLICT_MESSAGE } from "../src/contracts/admin-list.ts";
import { routeSeo } from "../src/db/schema/seo.ts";
import { listAudit } from "../src/domain/admin/audit.ts";

/**
 * Per-route SEO config (spec §3, issue 17): /Dashboard/Pengaturan/SEO/:route saves a tenant's
 * override of a route's meta tags; the public page's <title>, Open Graph and robots follow it at
 * once on that tenant only; dynamic titles keep the record's name through a template; bad input
 * is a 400 with field errors and writes nothing; a stale form is a 409; reset goes back to the
 * defaults; only roles with settings.manage may open or post it.
 */
let t: TTestApp;
let a: TTenantMade;
let b: TTenantMade;
let adminA: string;
let adminB: string;
let writerA: string;

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  a = await makeTenant(t);
  b = await makeTenant(t);
  adminA = await signInCookie(t, a, await makeUser(t, a, { role: "admin", name: "Admin SEO A" }));
  adminB = await signInCookie(t, b, await makeUser(t, b, { role: "admin", name: "Admin SEO B" }));
  writerA = await signInCookie(t, a, await makeUser(t, a, { role: "writer" }));
}, 240_000);
afterAll(() => t?.close());

const hostOf = (x: TTenantMade) => `${x.host}:3000`;

function post(x: TTenantMade, cookie: string, path: string, fields: Record<string, string>) {
  return t.req(hostOf(x), path, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { cookie, origin: `http://${hostOf(x)}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

async function page(x: TTenantMade, path: string): Promise<string> {
  const res = await t.req(hostOf(x), path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const metaOf = (html: string, attr: "name" | "property", key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(/[:]/g, "\\$&")}" content="([^"]*)"`))?.[1];

async function rowOf(x: TTenantMade, route: string) {
  const [row] = await t.db.db
    .select()
    .from(routeSeo)
    .where(and(eq(routeSeo.tenantId, x.id), eq(routeSeo.route, route)));
  return row;
}

describe(`per-route SEO config on ${process.env.TEST_DB}`, () => {
  it("lists the site's public routes with a search, and opens the edit form of one", async () => {
    const list = await t.req(hostOf(a), "/Dashboard/Pengaturan/SEO?q=%2FClass", { headers: { cookie: adminA } });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('href="/Dashboard/Pengaturan/SEO/class-list"');
    expect(html).toContain('href="/Dashboard/Pengaturan/SEO/class-detail"');
    expect(html).not.toContain('href="/Dashboard/Pengaturan/SEO/about"');
    // The dashboard itself and hand-over routes are not configurable.
    expect((await t.req(hostOf(a), "/Dashboard/Pengaturan/SEO/dashboard-settings", { headers: { cookie: adminA } })).status).toBe(404);
    expect((await t.req(hostOf(a), "/Dashboard/Pengaturan/SEO/callback-auth", { headers: { cookie: adminA } })).status).toBe(404);
    const edit = await (await t.req(hostOf(a), "/Dashboard/Pengaturan/SEO/class-list", { headers: { cookie: adminA } })).text();
    for (const name of [
      "titleMode",
      "title",
      "siteNameSuffix",
      "description",
      "ogTitle",
      "ogDescription",
      "ogImage",
      "twitterCard",
      "twitterTitle",
      "twitterDescription",
      "twitterImage",
      "itempropName",
      "itempropDescription",
      "itempropImage",
      "keywords",
      "url",
      "robotIndex",
      "robotFollow",
    ])
      expect(edit, name).toContain(`name="${name}"`);
    expect(edit).toContain('data-testid="seo-preview"');
  });

  it("a static title and noindex change /Class's <title>, og:title and robots on this tenant only, with an audit row", async () => {
    const beforeA = await page(a, "/Class");
    const beforeB = await page(b, "/Class");
    expect(titleOf(beforeA)).toBe(`Kelas | ${a.name}`);
    expect(metaOf(beforeA, "name", "robots")).toBe("index, follow");
    const res = await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", {
      version: "0",
      titleMode: "static",
      title: "Kelas Coding Terbaik",
      siteNameSuffix: "on",
      description: "Deskripsi khusus halaman kelas.",
      robotIndex: "noindex",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("SEO halaman disimpan");
    const after = await page(a, "/Class");
    expect(titleOf(after)).toBe(`Kelas Coding Terbaik | ${a.name}`);
    expect(metaOf(after, "property", "og:title")).toBe(`Kelas Coding Terbaik | ${a.name}`);
    expect(metaOf(after, "name", "robots")).toBe("noindex, follow");
    expect(metaOf(after, "name", "description")).toBe("Deskripsi khusus halaman kelas.");
    // Another route of the same tenant and the same route of another tenant are unchanged.
    expect(metaOf(await page(a, "/Program"), "name", "robots")).toBe("index, follow");
    const otherTenant = await page(b, "/Class");
    expect(titleOf(otherTenant)).toBe(titleOf(beforeB));
    expect(metaOf(otherTenant, "name", "robots")).toBe("index, follow");
    expect(await rowOf(b, "class-list")).toBeUndefined();
    const log = await listAudit({ db: t.db.db, tenantId: a.id }, { page: 1, entity: "seo" });
    expect(log.items[0]).toMatchObject({ entity: "seo", entityId: "class-list", action: "create", actorName: "Admin SEO A" });
    expect(log.items[0]!.diff.title?.[1]).toBe("Kelas Coding Terbaik");
  });

  it("without the suffix the title is exactly the static one", async () => {
    const row = await rowOf(a, "class-list");
    const res = await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", {
      version: String(row!.version),
      titleMode: "static",
      title: "Semua Kelas",
      robotIndex: "noindex",
    });
    expect(res.status).toBe(200);
    expect(titleOf(await page(a, "/Class"))).toBe("Semua Kelas");
  });

  it("a dynamic title with a template on a class page uses the class's name", async () => {
    const cls = await makeClass(t, a, { name: "Belajar React Dasar" });
    const before = await page(a, `/Class/${cls.slug}`);
    expect(titleOf(before)).toBe(`Belajar React Dasar | ${a.name}`);
    const res = await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-detail", {
      version: "0",
      titleMode: "dynamic",
      title: "{title} — Kelas Online",
      siteNameSuffix: "on",
      ogImage: "/files/kelas/sampul.png",
    });
    expect(res.status).toBe(200);
    const after = await page(a, `/Class/${cls.slug}`);
    expect(titleOf(after)).toBe(`Belajar React Dasar — Kelas Online | ${a.name}`);
    expect(metaOf(after, "property", "og:title")).toBe(`Belajar React Dasar — Kelas Online | ${a.name}`);
    expect(metaOf(after, "property", "og:image")).toMatch(/^https?:\/\/[^/]+\/files\/kelas\/sampul\.png$/);
    // The description keeps today's fallback: the record's description cut to 20 words.
    expect(metaOf(after, "name", "description")).toBe(metaOf(before, "name", "description"));
  });

  it("detail pages of a class and a course saved without an image draw the site's default image, never an image without a source", async () => {
    // An empty src is a broken box (React drops it and warns): SiteImage draws the default instead.
    const cls = await makeClass(t, a, { name: "Kelas Tanpa Logo" });
    const course = await makeCourse(t, a, { title: "Kursus Tanpa Sampul", isPremium: false });
    const pages = [
      [`/Class/${cls.slug}`, "Logo kelas Kelas Tanpa Logo"],
      [coursePath(false, course.slug), "Sampul kursus Kursus Tanpa Sampul"],
    ];
    for (const [path, label] of pages) {
      const html = await page(a, path!);
      // React drops an empty src and warns; the tag would be an <img> without a source.
      const tag = html.match(new RegExp(`<(img|span)[^>]*"${label}"[^>]*>`))?.[0];
      expect(tag, path).toBeDefined();
      expect(tag!.startsWith("<span") ? tag : /\ssrc="[^"]+"/.test(tag!), path).toBeTruthy();
    }
  });

  it("refuses invalid input with 400 and field errors, and writes nothing", async () => {
    const before = await rowOf(a, "about");
    const res = await post(a, adminA, "/Dashboard/Pengaturan/SEO/about", {
      version: "0",
      titleMode: "dynamic",
      title: "Tanpa penanda",
      description: "x".repeat(301),
      ogImage: "javascript:alert(1)",
      url: "bukan alamat",
      robotIndex: "kadang",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Templat judul dari data halaman harus memuat {title}");
    expect(html).toContain("Deskripsi maksimal 300 karakter.");
    expect(html).toContain("Gambar Open Graph harus berupa path berkas (/files/…) atau alamat https://.");
    expect(html).toContain("Alamat kanonis harus berupa path yang diawali / atau URL lengkap");
    expect(html).toContain("Pilih index atau noindex.");
    expect(await rowOf(a, "about")).toEqual(before);
  });

  it("refuses a stale form with 409 and keeps the newer save", async () => {
    const row = await rowOf(a, "class-list");
    const v = row!.version;
    expect((await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", { version: String(v), titleMode: "static", title: "Versi Pertama" })).status).toBe(
      200,
    );
    const stale = await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", { version: String(v), titleMode: "static", title: "Versi Basi" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(CONFLICT_MESSAGE.slice(0, 40));
    expect((await rowOf(a, "class-list"))!.title).toBe("Versi Pertama");
    // A second "new" save of a route that already has an override is a conflict too.
    expect((await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", { version: "0", titleMode: "static", title: "Baru Lagi" })).status).toBe(409);
  });

  it("stays within its tenant: tenant B's admin edits only B's row, and A's route shows A's override", async () => {
    const res = await post(b, adminB, "/Dashboard/Pengaturan/SEO/class-list", { version: "0", titleMode: "static", title: "Kelas Situs B" });
    expect(res.status).toBe(200);
    expect((await rowOf(a, "class-list"))!.title).toBe("Versi Pertama");
    expect(titleOf(await page(b, "/Class"))).toBe("Kelas Situs B");
    expect(titleOf(await page(a, "/Class"))).toBe("Versi Pertama");
    // A's session cookie is not a session on B's host: B's form is out of A's reach.
    const cross = await post(b, adminA, "/Dashboard/Pengaturan/SEO/class-list", { version: "1", titleMode: "static", title: "Dari A" });
    expect(cross.status).toBeGreaterThanOrEqual(300);
    expect((await rowOf(b, "class-list"))!.title).toBe("Kelas Situs B");
  });

  it("resets a route to its defaults after confirmation, and the page follows", async () => {
    const ask = await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", { intent: "reset-ask", version: "1" });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('data-testid="seo-reset-confirm"');
    expect((await rowOf(a, "class-list"))!.deletedAt).toBeNull();
    const row = await rowOf(a, "class-list");
    const stale = await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", { intent: "reset", version: String(row!.version - 1) });
    expect(stale.status).toBe(409);
    const res = await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", { intent: "reset", version: String(row!.version) });
    expect(res.status).toBe(200);
    expect((await rowOf(a, "class-list"))!.deletedAt).not.toBeNull();
    const html = await page(a, "/Class");
    expect(titleOf(html)).toBe(`Kelas | ${a.name}`);
    expect(metaOf(html, "name", "robots")).toBe("index, follow");
    const log = await listAudit({ db: t.db.db, tenantId: a.id }, { page: 1, entity: "seo" });
    expect(log.items[0]).toMatchObject({ entityId: "class-list", action: "delete" });
    // Saved again after the reset: the row comes back.
    expect((await post(a, adminA, "/Dashboard/Pengaturan/SEO/class-list", { version: "0", titleMode: "static", title: "Kembali Lagi" })).status).toBe(200);
    expect(titleOf(await page(a, "/Class"))).toBe("Kembali Lagi");
  });

  it("is for roles with settings.manage only: a writer gets 403 on the page and the post, and nothing is written", async () => {
    expect((await t.req(hostOf(a), "/Dashboard/Pengaturan/SEO", { headers: { cookie: writerA } })).status).toBe(403);
    expect((await t.req(hostOf(a), "/Dashboard/Pengaturan/SEO/about", { headers: { cookie: writerA } })).status).toBe(403);
    const res = await post(a, writerA, "/Dashboard/Pengaturan/SEO/about", { version: "0", titleMode: "static", title: "Dari Penulis" });
    expect(res.status).toBe(403);
    expect(await rowOf(a, "about")).toBeUndefined();
  });
});
