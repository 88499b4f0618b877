import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTenant, makeUser, signInCookie, type TTenantMade, type TUserMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";
import { CONFLICT_MESSAGE } from "../src/contracts/admin-list.ts";
import { CONTENT_KIND_DEFS, CONTENT_KINDS, formFields, toJakartaInput, type TContentKind } from "../src/contracts/content-editor.ts";
import { adminAuditLog } from "../src/db/schema/admin.ts";
import { contentPosts } from "../src/db/schema/content.ts";
import { tenantsWithContentDue } from "../src/domain/content/scheduled.ts";

let t: TTestApp;
let a: TTenantMade;
let b: TTenantMade;
let writerA: TUserMade;
let adminB: TUserMade;
let cookieA: string;
let cookieB: string;
let studentCookieA: string;

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  a = await makeTenant(t);
  b = await makeTenant(t);
  writerA = await makeUser(t, a, { role: "writer" });
  adminB = await makeUser(t, b, { role: "admin" });
  cookieA = await signInCookie(t, a, writerA);
  cookieB = await signInCookie(t, b, adminB);
  studentCookieA = await signInCookie(t, a, await makeUser(t, a, { role: "student" }));
  // Each tenant gets its own category through the editor.
  for (const [tenant, cookie] of [
    [a, cookieA],
    [b, cookieB],
  ] as const) {
    const res = await post(tenant, cookie, "/Dashboard/Konten/Artikel/Kategori/baru", { name: `Kabar ${tenant.id}`, slug: "kabar", description: "" });
    expect(res.status).toBe(302);
  }
}, 180_000);
afterAll(() => t?.close());

type TBody = Record<string, string | string[]>;

function post(tenant: TTenantMade, cookie: string, path: string, body: TBody): Promise<Response> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
  return t.req(hostOf(tenant), path, {
    method: "POST",
    body: form.toString(),
    headers: { cookie, origin: `http://${hostOf(tenant)}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

/** The tenant's host as a browser sends it (with the port the forms' origin check expects). */
const hostOf = (tenant: TTenantMade) => `${tenant.host}:3000`;
const get = (tenant: TTenantMade, path: string, cookie?: string) => t.req(hostOf(tenant), path, cookie ? { headers: { cookie } } : {});

function article(over: TBody = {}): TBody {
  return {
    title: `Artikel Uji ${Math.random().toString(36).slice(2, 8)}`,
    kind: "article",
    categorySlug: "kabar",
    summary: "Ringkasan artikel uji.",
    content: "<p>Isi artikel uji.</p>",
    author: "Tim Uji",
    tags: "uji, konten",
    status: "draft",
    ...over,
  };
}

/** Creates an article through the editor and returns its id. */
async function createArticle(tenant: TTenantMade, cookie: string, over: TBody = {}): Promise<{ id: number; title: string }> {
  const body = article(over);
  const res = await post(tenant, cookie, "/Dashboard/Konten/Artikel/baru", body);
  expect(res.status, await res.clone().text()).toBe(302);
  const m = /\/Dashboard\/Konten\/Artikel\/(\d+)\?disimpan=1$/.exec(res.headers.get("location") ?? "");
  expect(m).not.toBeNull();
  return { id: Number(m![1]), title: String(body.title) };
}

async function versionOf(tenant: TTenantMade, id: number): Promise<number> {
  const [row] = await t.db.db
    .select({ v: contentPosts.version })
    .from(contentPosts)
    .where(and(eq(contentPosts.tenantId, tenant.id), eq(contentPosts.id, id)));
  return row!.v;
}

const blogList = async (tenant: TTenantMade) => (await get(tenant, "/Blog")).text();

describe(`content editor on ${process.env.TEST_DB}`, () => {
  it("writes a draft that only staff can preview, publishes it, and the public site shows it at once", async () => {
    const { id, title } = await createArticle(a, cookieA, { content: "<p>Paragraf <strong>tebal</strong>.</p>" });
    expect(await blogList(a)).not.toContain(title);
    // The preview: the writer sees the draft, a student gets 403, a visitor is sent to sign in.
    const preview = await get(a, `/Dashboard/Konten/Artikel/${id}/Pratinjau`, cookieA);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(title);
    expect(html).toContain("<strong>tebal</strong>");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect((await get(a, `/Dashboard/Konten/Artikel/${id}/Pratinjau`, studentCookieA)).status).toBe(403);
    expect((await get(a, `/Dashboard/Konten/Artikel/${id}/Pratinjau`)).status).toBe(302);
    // Publish from the list (bulk): the cached list drops and shows the article.
    const pub = await post(a, cookieA, "/Dashboard/Konten/Artikel", { intent: "bulk-publish", ids: [String(id)] });
    expect(pub.status).toBe(200);
    expect(await pub.text()).toContain("diterbitkan");
    const list = await blogList(a);
    expect(list).toContain(title);
    const detail = await get(a, `/Blog/${id}`);
    expect([200, 301]).toContain(detail.status);
    // Tenant B never sees it.
    expect(await blogList(b)).not.toContain(title);
    expect((await get(b, `/Blog/${id}`)).status).toBe(404);
  });

  it("keeps a scheduled article invisible until its time, then shows it (the round drops the caches)", async () => {
    const at = new Date(Date.now() + 3_600_000);
    const { id, title } = await createArticle(a, cookieA, { status: "scheduled", publishedAt: toJakartaInput(at) });
    const [row] = await t.db.db
      .select()
      .from(contentPosts)
      .where(and(eq(contentPosts.tenantId, a.id), eq(contentPosts.id, id)));
    expect(row!.published).toBe(true);
    expect(Math.abs(row!.publishedAt.getTime() - at.getTime())).toBeLessThan(60_000);
    expect(await blogList(a)).not.toContain(title);
    expect((await get(a, `/Blog/${id}`)).status).toBe(404);
    expect(await (await get(a, "/sitemap.xml")).text()).not.toContain(`/Blog/${id}/`);
    // A scheduled time in the past is refused with a sentence.
    const past = await post(
      a,
      cookieA,
      "/Dashboard/Konten/Artikel/baru",
      article({ status: "scheduled", publishedAt: toJakartaInput(new Date(Date.now() - 3_600_000)) }),
    );
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("Waktu terbit terjadwal harus di masa depan.");
    // Time passes: the row's time is now; the round names the tenant and its pages show the article.
    const from = new Date(Date.now() - 1000);
    await t.db.db
      .update(contentPosts)
      .set({ publishedAt: new Date() })
      .where(and(eq(contentPosts.tenantId, a.id), eq(contentPosts.id, id)));
    const due = await tenantsWithContentDue(t.db.db, from, new Date(Date.now() + 1000));
    expect(due).toContain(a.id);
    expect(due).not.toContain(b.id);
    for (const tenant of due) await t.services.registry.bumpVersion(tenant);
    expect(await blogList(a)).toContain(title);
  });

  it("refuses the second of two saves opened at the same version (409), keeping the typed values", async () => {
    const { id } = await createArticle(a, cookieA);
    const v = await versionOf(a, id);
    const first = await post(a, cookieA, `/Dashboard/Konten/Artikel/${id}`, { ...article({ title: "Simpanan Pertama" }), version: String(v) });
    expect(first.status).toBe(200);
    const second = await post(a, cookieA, `/Dashboard/Konten/Artikel/${id}`, { ...article({ title: "Simpanan Kedua Yang Tertolak" }), version: String(v) });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain(CONFLICT_MESSAGE);
    expect(html).toContain("Simpanan Kedua Yang Tertolak");
    const [row] = await t.db.db
      .select()
      .from(contentPosts)
      .where(and(eq(contentPosts.tenantId, a.id), eq(contentPosts.id, id)));
    expect(row!.title).toBe("Simpanan Pertama");
    expect(row!.version).toBe(v + 1);
  });

  it("shows Indonesian field errors and keeps the typed values (no JavaScript needed)", async () => {
    const res = await post(a, cookieA, "/Dashboard/Konten/Artikel/baru", article({ title: "", cover: "javascript:alert(1)", summary: "Ringkasan tetap ada" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Judul wajib diisi.");
    expect(html).toContain("Gambar sampul harus berupa tautan https://… atau alamat di situs ini (/…).");
    expect(html).toContain("Ringkasan tetap ada");
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it("asks before a delete, moves the row to the trash, and restores it", async () => {
    const { id, title } = await createArticle(a, cookieA, { status: "published" });
    expect(await blogList(a)).toContain(title);
    const ask = await post(a, cookieA, "/Dashboard/Konten/Artikel", { intent: "delete-ask", id: String(id) });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('data-testid="admin-confirm"');
    expect(await blogList(a)).toContain(title);
    const del = await post(a, cookieA, "/Dashboard/Konten/Artikel", { intent: "delete", id: String(id) });
    expect(del.status).toBe(200);
    expect(await blogList(a)).not.toContain(title);
    expect((await get(a, `/Blog/${id}`)).status).toBe(404);
    const trash = await (await get(a, "/Dashboard/Konten/Artikel?trash=1", cookieA)).text();
    expect(trash).toContain(title);
    const restore = await post(a, cookieA, "/Dashboard/Konten/Artikel?trash=1", { intent: "restore", id: String(id) });
    expect(restore.status).toBe(200);
    expect(await blogList(a)).toContain(title);
  });

  it("writes an audit row with the field diff for every change", async () => {
    const { id } = await createArticle(a, cookieA, { title: "Judul Awal Audit" });
    const v = await versionOf(a, id);
    await post(a, cookieA, `/Dashboard/Konten/Artikel/${id}`, { ...article({ title: "Judul Baru Audit" }), version: String(v) });
    await post(a, cookieA, "/Dashboard/Konten/Artikel", { intent: "bulk-publish", ids: [String(id)] });
    await post(a, cookieA, "/Dashboard/Konten/Artikel", { intent: "delete", id: String(id) });
    await post(a, cookieA, "/Dashboard/Konten/Artikel", { intent: "restore", id: String(id) });
    const rows = await t.db.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.tenantId, a.id), eq(adminAuditLog.entity, "artikel"), eq(adminAuditLog.entityId, String(id))))
      .orderBy(adminAuditLog.id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "publish", "delete", "restore"]);
    expect(rows.every((r) => r.actorUserId === writerA.id)).toBe(true);
    expect(rows[1]!.diff.title).toEqual(["Judul Awal Audit", "Judul Baru Audit"]);
    // The edit page shows the trail.
    const page = await (await get(a, `/Dashboard/Konten/Artikel/${id}`, cookieA)).text();
    expect(page).toContain('data-testid="audit-trail"');
  });

  it("never shows or changes another tenant's rows, by id guessing or crafted forms", async () => {
    const { id, title } = await createArticle(a, cookieA, { status: "published" });
    expect((await get(b, `/Dashboard/Konten/Artikel/${id}`, cookieB)).status).toBe(404);
    expect((await get(b, `/Dashboard/Konten/Artikel/${id}/Pratinjau`, cookieB)).status).toBe(404);
    const list = await (await get(b, "/Dashboard/Konten/Artikel?q=" + encodeURIComponent(title), cookieB)).text();
    expect(list).toContain('data-testid="admin-empty"');
    const upd = await post(b, cookieB, `/Dashboard/Konten/Artikel/${id}`, { ...article({ title: "Diambil alih" }), version: "1" });
    expect(upd.status).toBe(404);
    for (const intent of ["bulk-delete", "bulk-unpublish"])
      expect((await post(b, cookieB, "/Dashboard/Konten/Artikel", { intent, ids: [String(id)] })).status).toBe(404);
    expect((await post(b, cookieB, "/Dashboard/Konten/Artikel", { intent: "delete", id: String(id) })).status).toBe(404);
    const [row] = await t.db.db
      .select()
      .from(contentPosts)
      .where(and(eq(contentPosts.tenantId, a.id), eq(contentPosts.id, id)));
    expect(row!.title).toBe(title);
    expect(row!.deletedAt).toBeNull();
    expect(row!.published).toBe(true);
    // A's session does not open B's editor; a student of A does not open A's.
    expect([302, 403]).toContain((await get(b, "/Dashboard/Konten/Artikel", cookieA)).status);
    expect((await get(a, "/Dashboard/Konten/Artikel", studentCookieA)).status).toBe(403);
    expect((await post(a, studentCookieA, "/Dashboard/Konten/Artikel/baru", article())).status).toBe(403);
    // A category of another tenant cannot be chosen.
    const crafted = await post(b, cookieB, "/Dashboard/Konten/Artikel/baru", article({ categorySlug: "kategori-lain" }));
    expect(crafted.status).toBe(400);
    expect(await crafted.text()).toContain("Pilih kategori dari daftar.");
  });

  it("lists with server-side paging, search, status filter and sort in the URL", async () => {
    const tag = `Cari${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await createArticle(a, cookieA, { title: `${tag} nomor ${i}`, status: i === 0 ? "published" : "draft" });
    const html = await (await get(a, `/Dashboard/Konten/Artikel?q=${tag}&status=draft&sort=title&dir=desc`, cookieA)).text();
    expect(html).toContain(`${tag} nomor 2`);
    expect(html).toContain(`${tag} nomor 1`);
    expect(html).not.toContain(`${tag} nomor 0`);
    expect(html.indexOf(`${tag} nomor 2`)).toBeLessThan(html.indexOf(`${tag} nomor 1`));
    expect(html).toContain('aria-sort="descending"');
    expect(html).toMatch(/>2(<!-- -->)? data/);
  });

  it("plays a podcast's audio link on the public episode page", async () => {
    const res = await post(a, cookieA, "/Dashboard/Konten/Podcast/baru", {
      title: "Episode Dengan Rekaman",
      episode: "7",
      categorySlug: "kabar",
      audioUrl: "https://cdn.contoh.test/rekaman/episode-7.mp3",
      durationSec: "600",
      summary: "Obrolan uji.",
      description: "<p>Catatan episode.</p>",
      host: "Pembawa Uji",
      guests: "Tamu Satu, Tamu Dua",
      status: "published",
    });
    expect(res.status).toBe(302);
    const id = /Podcast\/(\d+)/.exec(res.headers.get("location") ?? "")![1];
    const page = await get(a, `/Podcast/${id}`);
    const html = page.status === 301 ? await (await get(a, page.headers.get("location")!)).text() : await page.text();
    expect(html).toMatch(/<audio[^>]+src="https:\/\/cdn\.contoh\.test\/rekaman\/episode-7\.mp3"/);
    expect(html).not.toContain("sedang diproses");
  });

  it("takes a YouTube or Vimeo link for a video (and refuses other links)", async () => {
    const bad = await post(a, cookieA, "/Dashboard/Konten/Video/baru", {
      title: "Video Salah",
      link: "https://contoh.test/video",
      thumbnail: "/img/x.png",
      status: "published",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Tautan harus video YouTube");
    for (const [title, link] of [
      ["Video YouTube Uji", "https://youtu.be/dQw4w9WgXcQ"],
      ["Video Vimeo Uji", "https://vimeo.com/76979871"],
    ]) {
      const res = await post(a, cookieA, "/Dashboard/Konten/Video/baru", { title: title!, link: link!, thumbnail: "/img/x.png", status: "published" });
      expect(res.status).toBe(302);
    }
    const html = await (await get(a, "/Video")).text();
    expect(html).toContain("Video YouTube Uji");
    expect(html).toContain("Video Vimeo Uji");
    expect(html.match(/Putar video/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("saves an event with speakers, activities and sponsor tiers (blank rows ignored) and shows them", async () => {
    const res = await post(a, cookieA, "/Dashboard/Konten/Acara/baru", {
      title: "Temu Komunitas Uji",
      slug: "temu-komunitas-uji",
      kind: "event",
      startsAt: toJakartaInput(new Date(Date.now() + 7 * 86_400_000)),
      endsAt: toJakartaInput(new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000)),
      mode: "offline",
      location: "Bandung",
      description: "<p>Acara uji.</p>",
      "speakers[0].name": "Pembicara Utama",
      "speakers[0].short_bio": "Praktisi",
      "speakers[0].isConfirmed": "on",
      "speakers[1].name": "",
      "activities[0].name": "Lokakarya",
      "sponsorTiers[0].name": "Emas",
      "sponsorTiers[0].price": "5000000",
      "sponsorTiers[0].benefits": "Logo di panggung; Stan",
      status: "published",
    });
    expect(res.status, await res.clone().text()).toBe(302);
    const html = await (await get(a, "/Event/temu-komunitas-uji")).text();
    expect(html).toContain("Pembicara Utama");
    expect(html).toContain("Lokakarya");
    expect(html).toContain("Emas");
    const bad = await post(a, cookieA, "/Dashboard/Konten/Acara/baru", {
      title: "Acara Terbalik",
      kind: "event",
      startsAt: "2030-01-02T10:00",
      endsAt: "2030-01-01T10:00",
      mode: "online",
      status: "draft",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Waktu selesai tidak boleh sebelum waktu mulai.");
    const nameless = await post(a, cookieA, "/Dashboard/Konten/Acara/baru", {
      title: "Pembicara Tanpa Nama",
      kind: "event",
      startsAt: "2030-01-01T10:00",
      endsAt: "2030-01-01T12:00",
      mode: "online",
      "speakers[0].short_bio": "tanpa nama",
      status: "draft",
    });
    expect(nameless.status).toBe(400);
    expect(await nameless.text()).toContain("Nama wajib diisi.");
  });

  it.each(CONTENT_KINDS.filter((k) => k !== "kategori"))("escapes or sanitises script in every text and rich-text field of %s", async (kind: TContentKind) => {
    const def = CONTENT_KIND_DEFS[kind];
    const payload = `<script>alert("xss-${kind}")</script><img src=x onerror=alert(1)>`;
    const body: TBody = {};
    for (const f of formFields(def)) {
      if (f.kind === "text" || f.kind === "textarea" || f.kind === "html" || f.kind === "tags" || f.kind === "lines")
        body[f.name] = f.name === "slug" ? `xss-${kind}` : f.name === "key" ? "" : `${f.label} ${payload}`.slice(0, f.max ?? 200);
      if (f.kind === "rows")
        for (const c of f.columns ?? [])
          if (c.kind === "text") body[`${f.name}[0].${c.name}`] = `${c.label} ${payload}`.slice(0, c.max ?? 200);
          else if (c.kind === "url") body[`${f.name}[0].${c.name}`] = "/img/x.png";
          else if (c.kind === "date") body[`${f.name}[0].${c.name}`] = "2024-05-01";
      if (f.kind === "url") body[f.name] = f.name === "link" ? "https://youtu.be/dQw4w9WgXcQ" : f.name === "videoUrl" ? "" : "/img/x.png";
      if (f.kind === "number") body[f.name] = "1";
      if (f.kind === "date" || f.kind === "datetime") body[f.name] = f.name === "endsAt" ? "2030-01-02T12:00" : "2020-01-01T10:00";
      if (f.kind === "select") body[f.name] = f.optionsFrom === "categories" ? "kabar" : f.optionsFrom === "careers" ? "" : f.options![0]!.value;
    }
    body.status = "published";
    body.publishedAt = "";
    if (kind === "lowongan") {
      const c = await post(a, cookieA, "/Dashboard/Konten/Karier/baru", { name: "Karier Untuk Lowongan", status: "published" });
      body.careerId = /Karier\/(\d+)/.exec(c.headers.get("location") ?? "")![1]!;
    }
    const res = await post(a, cookieA, `/Dashboard/Konten/${def.path}/baru`, body);
    expect(res.status, await res.clone().text()).toBe(302);
    const editPath = res.headers.get("location")!.replace(/\?.*$/, "");
    const pages = [await (await get(a, editPath, cookieA)).text(), await (await get(a, `/Dashboard/Konten/${def.path}`, cookieA)).text()];
    const entry = (await get(a, editPath, cookieA)).status;
    expect(entry).toBe(200);
    // The public page of the row, when it has one.
    const link = /href="(\/[^"]+)"[^>]*>Lihat di situs/.exec(pages[0]!)?.[1];
    if (link) {
      let pub = await get(a, link.replace(/&amp;/g, "&"));
      if (pub.status === 301) pub = await get(a, pub.headers.get("location")!);
      expect(pub.status, link).toBe(200);
      pages.push(await pub.text());
    }
    for (const page of pages) {
      // Markup outside attribute values: `<` inside a quoted attribute (an alt text) is only text.
      const html = page.replace(/="[^"]*"/g, '=""');
      expect(html).not.toContain(`<script>alert("xss-${kind}")`);
      expect(html).not.toMatch(/<img[^>]*onerror/i);
    }
  });
});
