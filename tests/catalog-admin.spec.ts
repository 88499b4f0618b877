import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../src/db/schema/admin.ts";
import { catalogClasses, catalogCourseChapters, catalogCourseModules, catalogCourses, catalogMentors } from "../src/db/schema/catalog.ts";
import { assignTeaching } from "../src/domain/learning/teaching.ts";
import { makeClass, makeCourse, makeTenant, makeUser, signInCookie, unique, type TTenantMade, type TUserMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * The catalogue in the admin console (issue 17), through the whole HTTP app and the real forms:
 * create, edit, conflict, soft delete and restore, bulk publish, audit rows, tenant isolation,
 * mentor scoping, XSS in text and chapter fields, and the public site changing at once.
 */
let t: TTestApp;
let a: TTenantMade;
let b: TTenantMade;
let adminA: TUserMade;
let adminB: TUserMade;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  a = await makeTenant(t);
  b = await makeTenant(t);
  adminA = await makeUser(t, a, { role: "admin", name: "Admin A" });
  adminB = await makeUser(t, b, { role: "admin", name: "Admin B" });
  cookieA = await signInCookie(t, a, adminA);
  cookieB = await signInCookie(t, b, adminB);
}, 300_000);
afterAll(() => t?.close(), 120_000);

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

function post(tenant: TTenantMade, cookie: string, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return t.req(hostOf(tenant), path, {
    method: "POST",
    body: body.toString(),
    headers: { cookie, origin: `http://${hostOf(tenant)}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

/** The tenant's host with the port of its configured origin, so form posts pass the same-origin checks. */
const hostOf = (tenant: TTenantMade) => `${tenant.host}:3000`;

const get = (tenant: TTenantMade, path: string, cookie?: string) => t.req(hostOf(tenant), path, cookie ? { headers: { cookie } } : {});

function classFields(over: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  const word = unique("zebra").replace(/-/g, "");
  return {
    name: `Kelas ${word}`,
    code: `K-${word.toUpperCase().slice(-10)}`,
    description: "Belajar membuat situs dari nol.",
    level: "pemula",
    type: "online",
    onRegistration: "on",
    schedule: "Sabtu 09.00–12.00 WIB",
    location: "Daring",
    startsAt: "2027-01-10",
    endsAt: "2027-03-10",
    price: "250000",
    quota: "30",
    isActive: "on",
    position: "0",
    ...over,
  };
}

async function createClass(tenant: TTenantMade, cookie: string, over: Record<string, string | string[]> = {}) {
  const fields = classFields(over);
  const res = await post(tenant, cookie, "/Dashboard/Katalog/Kelas/baru", fields);
  expect(res.status, await res.clone().text()).toBe(302);
  const id = Number(/\/Dashboard\/Katalog\/Kelas\/(\d+)\?disimpan=1$/.exec(res.headers.get("location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return { id, name: String(fields.name), code: String(fields.code) };
}

async function classRow(tenant: TTenantMade, id: number) {
  const [row] = await t.db.db
    .select()
    .from(catalogClasses)
    .where(and(eq(catalogClasses.tenantId, tenant.id), eq(catalogClasses.id, id)));
  return row!;
}

async function auditOf(tenant: TTenantMade, entity: string, id: number) {
  return t.db.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.tenantId, tenant.id), eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(id))));
}

describe(`catalogue admin console on ${process.env.TEST_DB}`, { timeout: 240_000 }, () => {
  it("creates a published class from the form; it is on /Class and in the class search at once, with an audit row", async () => {
    const before = await get(a, "/Class");
    expect(before.status).toBe(200);
    const c = await createClass(a, cookieA);
    const row = await classRow(a, c.id);
    expect(row).toMatchObject({ name: c.name, code: c.code, price: 250_000, isActive: true, version: 1, onRegistration: true });
    expect(row.slug).toMatch(/^kelas-zebra/);
    const list = await (await get(a, "/Class")).text();
    expect(list).toContain(c.name);
    const word = c.name.split(" ")[1]!;
    const search = await (await get(a, `/Class?search=${encodeURIComponent(word)}`)).text();
    expect(search).toContain(c.name);
    expect((await get(a, `/Class/${row.slug}`)).status).toBe(200);
    const audit = await auditOf(a, "kelas", c.id);
    expect(audit.map((x) => [x.action, x.actorName])).toEqual([["create", "Admin A"]]);
  });

  it("refuses invalid input with Indonesian sentences under the fields (400), keeping what was typed", async () => {
    const res = await post(a, cookieA, "/Dashboard/Katalog/Kelas/baru", classFields({ name: "", code: "bukan kode!", quota: "0" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Nama kelas wajib diisi.");
    expect(html).toContain("Kode kelas hanya huruf besar");
    expect(html).toContain("Kuota minimal 1.");
    expect(html).toContain("Belajar membuat situs dari nol.");
    const dates = await post(a, cookieA, "/Dashboard/Katalog/Kelas/baru", classFields({ endsAt: "2026-01-01" }));
    expect(dates.status).toBe(400);
    expect(await dates.text()).toContain("Tanggal selesai tidak boleh sebelum tanggal mulai.");
  });

  it("refuses the second of two edits made on the same version (409) without overwriting the first", async () => {
    const c = await createClass(a, cookieA);
    const first = await post(a, cookieA, `/Dashboard/Katalog/Kelas/${c.id}`, classFields({ name: "Versi Pertama", code: c.code, version: "1" }));
    expect(first.status).toBe(200);
    const second = await post(a, cookieA, `/Dashboard/Katalog/Kelas/${c.id}`, classFields({ name: "Versi Kedua", code: c.code, version: "1" }));
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("Data ini sudah diubah oleh staf lain sejak Anda membukanya.");
    expect(html).toContain("Versi Kedua"); // the typed value stays in the form
    const row = await classRow(a, c.id);
    expect(row.name).toBe("Versi Pertama");
    expect(row.version).toBe(2);
    const audit = await auditOf(a, "kelas", c.id);
    expect(audit.map((x) => x.action).sort()).toEqual(["create", "update"]);
    const upd = audit.find((x) => x.action === "update")!;
    expect((upd.diff as Record<string, unknown>).name).toEqual([c.name, "Versi Pertama"]);
  });

  it("asks before a delete without JavaScript, soft-deletes (gone from /Class, in the trash) and restores", async () => {
    const c = await createClass(a, cookieA);
    const ask = await post(a, cookieA, "/Dashboard/Katalog/Kelas", { intent: "delete-ask", id: String(c.id) });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('data-testid="admin-confirm"');
    expect((await classRow(a, c.id)).deletedAt).toBeNull();
    const del = await post(a, cookieA, "/Dashboard/Katalog/Kelas", { intent: "delete", id: String(c.id) });
    expect(del.status).toBe(200);
    expect((await classRow(a, c.id)).deletedAt).not.toBeNull();
    expect(await (await get(a, "/Class")).text()).not.toContain(c.name);
    expect((await get(a, `/Class/${(await classRow(a, c.id)).slug}`)).status).toBe(404);
    const trash = await (await get(a, "/Dashboard/Katalog/Kelas?trash=1", cookieA)).text();
    expect(trash).toContain(c.name);
    const live = await (await get(a, "/Dashboard/Katalog/Kelas", cookieA)).text();
    expect(live).not.toContain(c.name);
    const res = await post(a, cookieA, "/Dashboard/Katalog/Kelas", { intent: "restore", id: String(c.id) });
    expect(res.status).toBe(200);
    expect((await classRow(a, c.id)).deletedAt).toBeNull();
    expect(await (await get(a, "/Class")).text()).toContain(c.name);
    expect((await auditOf(a, "kelas", c.id)).map((x) => x.action)).toEqual(expect.arrayContaining(["create", "delete", "restore"]));
  });

  it("bulk-unpublishes and bulk-publishes the checked rows; the list filters by status in the URL", async () => {
    const c1 = await createClass(a, cookieA);
    const c2 = await createClass(a, cookieA);
    const res = await post(a, cookieA, "/Dashboard/Katalog/Kelas", { intent: "bulk-unpublish", ids: [String(c1.id), String(c2.id)] });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("2 kelas ditarik dari situs.");
    expect((await classRow(a, c1.id)).isActive).toBe(false);
    const pub = await (await get(a, "/Class")).text();
    expect(pub).not.toContain(c1.name);
    const drafts = await (await get(a, "/Dashboard/Katalog/Kelas?status=draf", cookieA)).text();
    expect(drafts).toContain(c1.name);
    expect(drafts).toContain(c2.name);
    await post(a, cookieA, "/Dashboard/Katalog/Kelas", { intent: "bulk-publish", ids: [String(c1.id)] });
    expect((await classRow(a, c1.id)).isActive).toBe(true);
    expect(await (await get(a, "/Class")).text()).toContain(c1.name);
    expect((await auditOf(a, "kelas", c1.id)).map((x) => x.action)).toEqual(expect.arrayContaining(["unpublish", "publish"]));
  });

  it("searches, sorts and pages the admin list from the URL", async () => {
    const c = await createClass(a, cookieA, { name: "Kelas Unik Kaleidoskop" });
    const html = await (await get(a, "/Dashboard/Katalog/Kelas?q=kaleidoskop&sort=name&dir=desc", cookieA)).text();
    expect(html).toContain(c.name);
    expect(html).toContain('data-testid="admin-count"');
    expect(html.replace(/<!-- -->/g, "")).toMatch(/1 data · halaman 1 dari 1/);
    const none = await (await get(a, "/Dashboard/Katalog/Kelas?q=tidakadayangcocok", cookieA)).text();
    expect(none).toContain("Tidak ada data yang cocok");
  });

  it("keeps tenants apart: tenant B's admin cannot read, edit, delete or reference tenant A's rows by id", async () => {
    const c = await createClass(a, cookieA);
    expect((await get(b, `/Dashboard/Katalog/Kelas/${c.id}`, cookieB)).status).toBe(404);
    const edit = await post(b, cookieB, `/Dashboard/Katalog/Kelas/${c.id}`, classFields({ name: "Diretas", code: c.code, version: "1" }));
    expect(edit.status).toBe(404);
    await post(b, cookieB, "/Dashboard/Katalog/Kelas", { intent: "delete", id: String(c.id) });
    await post(b, cookieB, "/Dashboard/Katalog/Kelas", { intent: "bulk-unpublish", ids: [String(c.id)] });
    const row = await classRow(a, c.id);
    expect(row).toMatchObject({ name: c.name, deletedAt: null, isActive: true, version: 1 });
    // A crafted form on B naming A's programme, mentor and class.
    const [mentorA] = await t.db.db
      .insert(catalogMentors)
      .values({ tenantId: a.id, slug: unique("mentor"), name: "Mentor A", role: "Pengajar", company: "A", bio: "Bio", photo: "" })
      .returning();
    const madeA = await makeClass(t, a);
    const crafted = await post(b, cookieB, "/Dashboard/Katalog/Kelas/baru", classFields({ programId: String(madeA.programId) }));
    expect(crafted.status).toBe(400);
    expect(await crafted.text()).toContain("Program tidak ditemukan di situs ini.");
    const crafted2 = await post(b, cookieB, "/Dashboard/Katalog/Kelas/baru", classFields({ mentorIds: [String(mentorA!.id)] }));
    expect(crafted2.status).toBe(400);
    const crafted3 = await post(b, cookieB, "/Dashboard/Katalog/Batch/baru", {
      classId: String(madeA.id),
      number: "9",
      name: "Batch curian",
      startsAt: "2027-01-01",
      endsAt: "2027-02-01",
      registrationEndsAt: "2026-12-20",
      quota: "10",
    });
    expect(crafted3.status).toBe(400);
    expect(await crafted3.text()).toContain("Kelas tidak ditemukan di situs ini.");
    // B's list never shows A's rows.
    expect(await (await get(b, "/Dashboard/Katalog/Kelas", cookieB)).text()).not.toContain(c.name);
  });

  it("lets a mentor edit only the classes and courses they teach, and not publish, create or delete them", async () => {
    const mentor = await makeUser(t, a, { role: "mentor", name: "Mentor Satu" });
    const mc = await signInCookie(t, a, mentor);
    const mine = await createClass(a, cookieA);
    const other = await createClass(a, cookieA);
    const course = await makeCourse(t, a, { isPremium: true });
    const otherCourse = await makeCourse(t, a, { isPremium: false });
    await assignTeaching({ db: t.db.db, tenantId: a.id }, mentor.id, "class", mine.id);
    await assignTeaching({ db: t.db.db, tenantId: a.id }, mentor.id, "course", course.id);
    const list = await (await get(a, "/Dashboard/Katalog/Kelas", mc)).text();
    expect(list).toContain(mine.name);
    expect(list).not.toContain(other.name);
    expect((await get(a, `/Dashboard/Katalog/Kelas/${other.id}`, mc)).status).toBe(404);
    expect((await get(a, "/Dashboard/Katalog/Kelas/baru", mc)).status).toBe(403);
    expect((await get(a, "/Dashboard/Katalog/Program", mc)).status).toBe(403);
    expect((await get(a, "/Dashboard/Katalog/Mentor", mc)).status).toBe(403);
    expect((await get(a, `/Dashboard/Katalog/Kursus/${otherCourse.id}`, mc)).status).toBe(404);
    // Own class: the edit is saved, but a crafted "unpublish" through the form is ignored.
    const ok = await post(
      a,
      mc,
      `/Dashboard/Katalog/Kelas/${mine.id}`,
      classFields({ name: "Kelas Sang Mentor", code: mine.code, version: "1", isActive: "" }),
    );
    expect(ok.status).toBe(200);
    expect(await classRow(a, mine.id)).toMatchObject({ name: "Kelas Sang Mentor", isActive: true });
    const denied = await post(a, mc, `/Dashboard/Katalog/Kelas/${other.id}`, classFields({ name: "Bukan Miliknya", code: other.code, version: "1" }));
    expect(denied.status).toBe(404);
    expect((await classRow(a, other.id)).name).toBe(other.name);
    expect((await post(a, mc, "/Dashboard/Katalog/Kelas", { intent: "bulk-unpublish", ids: [String(mine.id)] })).status).toBe(403);
    expect((await post(a, mc, "/Dashboard/Katalog/Kelas", { intent: "delete", id: String(mine.id) })).status).toBe(403);
    // Own course: a chapter can be added; another's course cannot.
    const mod = (
      await t.db.db
        .select()
        .from(catalogCourseModules)
        .where(and(eq(catalogCourseModules.tenantId, a.id), eq(catalogCourseModules.courseId, course.id)))
    )[0]!;
    const add = await post(a, mc, `/Dashboard/Katalog/Kursus/${course.id}`, { intent: "chapter-add", title: "Bab dari Mentor", moduleId: String(mod.id) });
    expect(add.status).toBe(302);
    const modOther = (
      await t.db.db
        .select()
        .from(catalogCourseModules)
        .where(and(eq(catalogCourseModules.tenantId, a.id), eq(catalogCourseModules.courseId, otherCourse.id)))
    )[0]!;
    const add2 = await post(a, mc, `/Dashboard/Katalog/Kursus/${otherCourse.id}`, { intent: "chapter-add", title: "Menyusup", moduleId: String(modOther.id) });
    expect(add2.status).toBe(404);
    // A student has no catalogue at all.
    const student = await makeUser(t, a, { role: "student" });
    expect((await get(a, "/Dashboard/Katalog/Kelas", await signInCookie(t, a, student))).status).toBe(403);
  });

  it("builds a course: modules and chapters, Naik/Turun and drag order, premium flag, sanitised body shown by the reader", async () => {
    const res = await post(a, cookieA, "/Dashboard/Katalog/Kursus/baru", {
      title: "Kursus Origami Dasar",
      summary: "Melipat kertas.",
      description: "Dari bangau sampai kotak.",
      level: "pemula",
      isActive: "on",
    });
    expect(res.status).toBe(302);
    const courseId = Number(/Kursus\/(\d+)/.exec(res.headers.get("location")!)![1]);
    const page = `/Dashboard/Katalog/Kursus/${courseId}`;
    expect((await post(a, cookieA, page, { intent: "module-add", title: "Lipatan Dasar" })).status).toBe(200);
    expect((await post(a, cookieA, page, { intent: "module-add", title: "Bentuk Hewan" })).status).toBe(200);
    const mods = await t.db.db
      .select()
      .from(catalogCourseModules)
      .where(and(eq(catalogCourseModules.tenantId, a.id), eq(catalogCourseModules.courseId, courseId)));
    const [m1, m2] = mods.sort((x, y) => x.position - y.position);
    for (const title of ["Lipatan Lembah", "Lipatan Gunung"]) {
      const r = await post(a, cookieA, page, { intent: "chapter-add", title, moduleId: String(m1!.id) });
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toMatch(/^\/Dashboard\/Katalog\/Kursus\/Bab\/\d+\?baru=1$/);
    }
    const r3 = await post(a, cookieA, page, { intent: "chapter-add", title: "Bangau", moduleId: String(m2!.id) });
    const bangau = Number(/Bab\/(\d+)/.exec(r3.headers.get("location")!)![1]);
    const chapters = async () =>
      (
        await t.db.db
          .select()
          .from(catalogCourseChapters)
          .where(and(eq(catalogCourseChapters.tenantId, a.id), eq(catalogCourseChapters.courseId, courseId)))
      )
        .filter((c) => !c.deletedAt)
        .sort((x, y) => x.position - y.position)
        .map((c) => c.title);
    expect(await chapters()).toEqual(["Lipatan Lembah", "Lipatan Gunung", "Bangau"]);
    // Keyboard/no-JS: "Turun" on the first chapter, "Naik" on the second module.
    const lembah = (
      await t.db.db
        .select()
        .from(catalogCourseChapters)
        .where(and(eq(catalogCourseChapters.tenantId, a.id), eq(catalogCourseChapters.title, "Lipatan Lembah")))
    )[0]!;
    expect((await post(a, cookieA, page, { intent: "chapter-move", id: String(lembah.id), direction: "down" })).status).toBe(200);
    expect(await chapters()).toEqual(["Lipatan Gunung", "Lipatan Lembah", "Bangau"]);
    expect((await post(a, cookieA, page, { intent: "module-move", id: String(m2!.id), direction: "up" })).status).toBe(200);
    expect(await chapters()).toEqual(["Bangau", "Lipatan Gunung", "Lipatan Lembah"]);
    // Drag and drop posts the whole order.
    expect((await post(a, cookieA, page, { intent: "module-reorder", ids: `${m1!.id},${m2!.id}` })).status).toBe(200);
    expect(await chapters()).toEqual(["Lipatan Gunung", "Lipatan Lembah", "Bangau"]);
    const wrong = await post(a, cookieA, page, { intent: "module-reorder", ids: `${m1!.id}` });
    expect(wrong.status).toBe(400);
    // The chapter editor: body with markup and a video; the preview uses the reader's renderer.
    const body = `## Burung bangau\n\n**Lipat** kertas _persegi_.\n\n${XSS}\n\n[klik](javascript:alert(1))\n\n![Bangau jadi](/media/bangau.png)\n\nhttps://vimeo.com/76979871`;
    const preview = await post(a, cookieA, `/Dashboard/Katalog/Kursus/Bab/${bangau}`, {
      intent: "preview",
      title: "Bangau",
      body,
      moduleId: String(m2!.id),
      version: "1",
    });
    const pHtml = await preview.text();
    expect(pHtml).toContain('data-testid="chapter-preview"');
    expect(pHtml).toContain("<strong>Lipat</strong>");
    expect(pHtml).toContain("player.vimeo.com/video/76979871");
    const save = await post(a, cookieA, `/Dashboard/Katalog/Kursus/Bab/${bangau}`, {
      title: "Bangau Kertas",
      moduleId: String(m2!.id),
      durationMinutes: "12",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      body,
      version: "1",
    });
    expect(save.status).toBe(200);
    const [stored] = await t.db.db
      .select()
      .from(catalogCourseChapters)
      .where(and(eq(catalogCourseChapters.tenantId, a.id), eq(catalogCourseChapters.id, bangau)));
    expect(stored!.bodyMd).not.toMatch(/<script|onerror|javascript:/i);
    expect(stored!.bodyMd).toContain("**Lipat**");
    expect(stored!.isPreview).toBe(true); // unchecked "Bab premium"
    const [course] = await t.db.db
      .select()
      .from(catalogCourses)
      .where(and(eq(catalogCourses.tenantId, a.id), eq(catalogCourses.id, courseId)));
    const reader = await get(a, `/Courses/${course!.slug}/module/${m2!.slug}/chapter/${stored!.slug}`);
    expect(reader.status).toBe(200);
    const rHtml = await reader.text();
    expect(rHtml).toContain("Bangau Kertas");
    expect(rHtml).toContain("<strong>Lipat</strong>");
    expect(rHtml).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(rHtml).not.toMatch(/<script>alert|<img src="?x"? onerror/);
    // A stale save of the chapter conflicts.
    const stale = await post(a, cookieA, `/Dashboard/Katalog/Kursus/Bab/${bangau}`, { title: "Lama", moduleId: String(m2!.id), body: "x", version: "1" });
    expect(stale.status).toBe(409);
    // Deleting a module that still has chapters is refused; a chapter goes to the trash and back.
    expect((await post(a, cookieA, page, { intent: "module-delete", id: String(m2!.id) })).status).toBe(400);
    expect((await post(a, cookieA, page, { intent: "chapter-delete-ask", id: String(bangau), title: "Bangau Kertas" })).status).toBe(200);
    expect((await post(a, cookieA, page, { intent: "chapter-delete", id: String(bangau) })).status).toBe(200);
    expect(await chapters()).toEqual(["Lipatan Gunung", "Lipatan Lembah"]);
    expect((await get(a, `/Courses/${course!.slug}/module/${m2!.slug}/chapter/${stored!.slug}`)).status).toBe(404);
    expect((await post(a, cookieA, page, { intent: "chapter-restore", id: String(bangau) })).status).toBe(200);
    expect(await chapters()).toEqual(["Lipatan Gunung", "Lipatan Lembah", "Bangau Kertas"]);
    expect((await auditOf(a, "bab", bangau)).map((x) => x.action)).toEqual(expect.arrayContaining(["create", "update", "delete", "restore"]));
    // The reader renders a chapter's Markdown once per tenant version: the next edit shows at once.
    const readerPath = `/Courses/${course!.slug}/module/${m2!.slug}/chapter/${stored!.slug}`;
    expect(await (await get(a, readerPath)).text()).toContain("<strong>Lipat</strong>");
    const [now] = await t.db.db
      .select()
      .from(catalogCourseChapters)
      .where(and(eq(catalogCourseChapters.tenantId, a.id), eq(catalogCourseChapters.id, bangau)));
    const edit = await post(a, cookieA, `/Dashboard/Katalog/Kursus/Bab/${bangau}`, {
      title: "Bangau Kertas",
      moduleId: String(m2!.id),
      durationMinutes: "12",
      body: "## Burung bangau\n\nLipat **dua kali** lalu tekuk.",
      version: String(now!.version),
    });
    expect(edit.status).toBe(200);
    const edited = await (await get(a, readerPath)).text();
    expect(edited).toContain("<strong>dua kali</strong>");
    expect(edited).not.toContain("<strong>Lipat</strong>");
  });

  it("escapes script in every text field of every entity on the public pages and the dashboard", async () => {
    const programRes = await post(a, cookieA, "/Dashboard/Katalog/Program/baru", {
      name: `Program ${XSS}`,
      summary: `Ringkas ${XSS}`,
      description: `Desk ${XSS}`,
      kind: "Umum",
      level: "pemula",
      startsAt: "2027-01-01",
      endsAt: "2027-06-01",
      isActive: "on",
    });
    expect(programRes.status).toBe(302);
    const programId = Number(/Program\/(\d+)/.exec(programRes.headers.get("location")!)![1]);
    const c = await createClass(a, cookieA, {
      name: `Kelas ${XSS}`,
      description: `Isi ${XSS}`,
      schedule: `Jadwal ${XSS}`,
      location: `Lokasi ${XSS}`,
      programId: String(programId),
    });
    const mentorRes = await post(a, cookieA, "/Dashboard/Katalog/Mentor/baru", {
      name: `Mentor ${XSS}`,
      role: `Peran ${XSS}`,
      company: `PT ${XSS}`,
      bio: `Bio ${XSS}`,
      expertise: `React, ${XSS}`,
      isActive: "on",
    });
    expect(mentorRes.status).toBe(302);
    const syl = await post(a, cookieA, "/Dashboard/Katalog/Silabus/baru", {
      classId: String(c.id),
      position: "1",
      title: `Materi ${XSS}`,
      description: `D ${XSS}`,
      hours: "2",
    });
    expect(syl.status).toBe(302);
    const badUrl = await post(a, cookieA, "/Dashboard/Katalog/Mentor/baru", { name: "M", role: "R", company: "C", bio: "B", photo: "javascript:alert(1)" });
    expect(badUrl.status).toBe(400);
    expect(await badUrl.text()).toContain("Foto harus alamat http(s) atau path di situs ini");
    const row = await classRow(a, c.id);
    const pages = [
      `/Class/${row.slug}`,
      "/Class",
      "/Mentor",
      "/Program",
      `/Dashboard/Katalog/Kelas/${c.id}`,
      "/Dashboard/Katalog/Program",
      "/Dashboard/Katalog/Mentor",
      "/Dashboard/Katalog/Silabus",
    ];
    for (const p of pages) {
      const res = await get(a, p, p.startsWith("/Dashboard") ? cookieA : undefined);
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(html, p).not.toContain('<script>alert("x")</script>');
      expect(html, p).not.toMatch(/<img src="?x"? onerror/);
      expect(html, p).toContain("&lt;script&gt;");
      // Entities saved without an image never render an empty src (a broken box and a second page fetch).
      expect(html, p).not.toMatch(/src=""/);
    }
  });
});
