import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../src/db/schema/admin.ts";
import { catalogCompetences, catalogSchools, catalogWebinars } from "../src/db/schema/catalog.ts";
import { makeTenant, makeUser, signInCookie, unique, type TTenantMade, type TUserMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * The catalogue's schools, webinars and competences in the admin console: list with search and
 * paging, create, edit, the version conflict, soft delete and restore, the audit row, another
 * tenant's id, bad input, and the public site (programme page, webinar API, competence page)
 * showing the change at once.
 */
let t: TTestApp;
let a: TTenantMade;
let b: TTenantMade;
let adminA: TUserMade;
let cookieA: string;
let cookieB: string;
let programA: { id: number; slug: string };
let programB: { id: number; slug: string };

const hostOf = (tenant: TTenantMade) => `${tenant.host}:3000`;
const get = (tenant: TTenantMade, path: string, cookie?: string) => t.req(hostOf(tenant), path, cookie ? { headers: { cookie } } : {});

function post(tenant: TTenantMade, cookie: string, path: string, fields: Record<string, string>) {
  return t.req(hostOf(tenant), path, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { cookie, origin: `http://${hostOf(tenant)}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

async function created(res: Response, segment: string): Promise<number> {
  expect(res.status, await res.clone().text()).toBe(302);
  const id = Number(new RegExp(`/Dashboard/Katalog/${segment}/(\\d+)\\?disimpan=1$`).exec(res.headers.get("location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function makeProgram(tenant: TTenantMade, cookie: string) {
  const name = `Program ${unique("prog").replace(/-/g, "")}`;
  const res = await post(tenant, cookie, "/Dashboard/Katalog/Program/baru", {
    name,
    summary: "Ringkasan program.",
    description: "Deskripsi program.",
    kind: "Sekolah",
    level: "pemula",
    startsAt: "2026-01-01",
    endsAt: "2030-12-31",
    isActive: "on",
    position: "0",
  });
  const id = await created(res, "Program");
  const page = await (await get(tenant, `/Dashboard/Katalog/Program/${id}`, cookie)).text();
  const slug = /name="slug"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? /value="([^"]+)"[^>]*name="slug"/.exec(page)?.[1];
  expect(slug).toBeTruthy();
  return { id, slug: slug! };
}

const versionOf = (html: string) => Number(/name="version" value="(\d+)"/.exec(html)?.[1]);

async function auditOf(tenant: TTenantMade, entity: string, id: number) {
  return t.db.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.tenantId, tenant.id), eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(id))));
}

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  a = await makeTenant(t);
  b = await makeTenant(t);
  adminA = await makeUser(t, a, { role: "admin", name: "Admin A" });
  const adminB = await makeUser(t, b, { role: "admin", name: "Admin B" });
  cookieA = await signInCookie(t, a, adminA);
  cookieB = await signInCookie(t, b, adminB);
  programA = await makeProgram(a, cookieA);
  programB = await makeProgram(b, cookieB);
}, 300_000);
afterAll(() => t?.close(), 120_000);

describe(`catalogue schools, webinars and competences on ${process.env.TEST_DB}`, { timeout: 240_000 }, () => {
  it("schools: create shows on the programme page at once; edit, conflict, delete and restore, audit, isolation", async () => {
    const name = `SMK ${unique("tunas").replace(/-/g, "")}`;
    const fields = { name, programId: String(programA.id), city: "Malang", province: "Jawa Timur", students: "120" };
    const id = await created(await post(a, cookieA, "/Dashboard/Katalog/Sekolah/baru", fields), "Sekolah");
    expect(await (await get(a, `/Program/${programA.slug}`)).text()).toContain(name);

    // The list finds it by search, and names it; the page has its own title.
    const list = await (await get(a, `/Dashboard/Katalog/Sekolah?q=${encodeURIComponent(name.split(" ")[1]!)}`, cookieA)).text();
    expect(list).toContain(name);
    const edit = await (await get(a, `/Dashboard/Katalog/Sekolah/${id}`, cookieA)).text();
    expect(edit).toContain(`<title>Ubah sekolah: ${name}`);
    expect(edit).toMatch(/<h1[^>]*>Ubah sekolah: /);
    const v = versionOf(edit);
    expect(v).toBe(1);

    // Edit, then a second save with the same version conflicts and changes nothing.
    const renamed = `${name} Baru`;
    expect((await post(a, cookieA, `/Dashboard/Katalog/Sekolah/${id}`, { ...fields, name: renamed, version: String(v) })).status).toBe(200);
    const stale = await post(a, cookieA, `/Dashboard/Katalog/Sekolah/${id}`, { ...fields, name: "Tertimpa", version: String(v) });
    expect(stale.status).toBe(409);
    const [row] = await t.db.db
      .select()
      .from(catalogSchools)
      .where(and(eq(catalogSchools.tenantId, a.id), eq(catalogSchools.id, id)));
    expect(row).toMatchObject({ name: renamed, version: 2, students: 120 });
    expect(await (await get(a, `/Program/${programA.slug}`)).text()).toContain(renamed);

    // Bad input: 400 with Indonesian sentences, nothing written.
    const bad = await post(a, cookieA, "/Dashboard/Katalog/Sekolah/baru", { name: "", programId: "", city: "", province: "x", students: "-1" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Nama sekolah wajib diisi.");
    expect(badHtml).toContain("Pilih program.");
    expect(badHtml).toContain("Jumlah siswa minimal 0.");
    // Another tenant's programme is refused as a field error.
    const foreign = await post(a, cookieA, "/Dashboard/Katalog/Sekolah/baru", { ...fields, programId: String(programB.id) });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("Program tidak ditemukan di situs ini.");

    // Another tenant cannot open, edit or delete it.
    expect((await get(b, `/Dashboard/Katalog/Sekolah/${id}`, cookieB)).status).toBe(404);
    expect((await post(b, cookieB, `/Dashboard/Katalog/Sekolah/${id}`, { ...fields, programId: String(programB.id), version: "2" })).status).toBe(404);
    expect((await post(b, cookieB, "/Dashboard/Katalog/Sekolah", { intent: "delete", id: String(id) })).status).toBe(404);

    // Soft delete hides it from the public page; restore brings it back.
    expect((await post(a, cookieA, "/Dashboard/Katalog/Sekolah", { intent: "delete", id: String(id) })).status).toBe(200);
    expect(await (await get(a, `/Program/${programA.slug}`)).text()).not.toContain(renamed);
    expect(await (await get(a, "/Dashboard/Katalog/Sekolah?trash=1", cookieA)).text()).toContain(renamed);
    expect((await post(a, cookieA, "/Dashboard/Katalog/Sekolah", { intent: "restore", id: String(id) })).status).toBe(200);
    expect(await (await get(a, `/Program/${programA.slug}`)).text()).toContain(renamed);

    expect((await auditOf(a, "sekolah", id)).map((x) => x.action)).toEqual(["create", "update", "delete", "restore"]);
    const log = await (await get(a, "/Dashboard/Log?entitas=sekolah", cookieA)).text();
    expect(log).toContain("memulihkan sekolah");
  });

  it("webinars: create shows in the webinar API at once; date and time in Jakarta; conflict; isolation; bad link refused", async () => {
    const title = `Webinar ${unique("karier").replace(/-/g, "")}`;
    const fields = {
      title,
      summary: "Mengenal karier di dunia teknologi.",
      speaker: "Rina Pembicara",
      programId: String(programA.id),
      startsAt: "2027-02-03T19:30",
      durationMinutes: "90",
      link: "https://meet.example.com/karier",
    };
    const id = await created(await post(a, cookieA, "/Dashboard/Katalog/Webinar/baru", fields), "Webinar");
    const [row] = await t.db.db
      .select()
      .from(catalogWebinars)
      .where(and(eq(catalogWebinars.tenantId, a.id), eq(catalogWebinars.id, id)));
    expect(row!.startsAt.toISOString()).toBe("2027-02-03T12:30:00.000Z");
    expect(row!.slug).toMatch(/^webinar-karier/);
    const api = await (await get(a, "/api/v1/class/webinar?page=1&perPage=50")).text();
    expect(api).toContain(title);
    expect(await (await get(b, "/api/v1/class/webinar?page=1&perPage=50")).text()).not.toContain(title);

    const edit = await (await get(a, `/Dashboard/Katalog/Webinar/${id}`, cookieA)).text();
    expect(edit).toContain('value="2027-02-03T19:30"');
    const v = versionOf(edit);
    const retitled = `${title} Edisi 2`;
    expect((await post(a, cookieA, `/Dashboard/Katalog/Webinar/${id}`, { ...fields, title: retitled, version: String(v) })).status).toBe(200);
    expect(await (await get(a, "/api/v1/class/webinar?page=1&perPage=50")).text()).toContain(retitled);
    expect((await post(a, cookieA, `/Dashboard/Katalog/Webinar/${id}`, { ...fields, title: "Tertimpa", version: String(v) })).status).toBe(409);

    const bad = await post(a, cookieA, "/Dashboard/Katalog/Webinar/baru", { ...fields, link: "javascript:alert(1)", startsAt: "besok", durationMinutes: "5" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Tautan webinar harus alamat yang diawali https://.");
    expect(html).toContain("Waktu mulai harus tanggal dan jam");
    expect(html).toContain("Durasi minimal 10.");

    expect((await get(b, `/Dashboard/Katalog/Webinar/${id}`, cookieB)).status).toBe(404);
    expect((await post(a, cookieA, "/Dashboard/Katalog/Webinar", { intent: "delete", id: String(id) })).status).toBe(200);
    expect(await (await get(a, "/api/v1/class/webinar?page=1&perPage=50")).text()).not.toContain(retitled);
    expect((await auditOf(a, "webinar", id)).map((x) => x.action)).toEqual(["create", "update", "delete"]);
  });

  it("competences: create opens its public page at once; slug taken is a field error; delete hides the page", async () => {
    const name = `Kompetensi ${unique("data").replace(/-/g, "")}`;
    const fields = { name, description: "Mengolah dan membaca data." };
    const id = await created(await post(a, cookieA, "/Dashboard/Katalog/Kompetensi/baru", fields), "Kompetensi");
    const [row] = await t.db.db
      .select()
      .from(catalogCompetences)
      .where(and(eq(catalogCompetences.tenantId, a.id), eq(catalogCompetences.id, id)));
    const page = await get(a, `/Class/Competence/${row!.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(name);
    expect((await get(b, `/Class/Competence/${row!.slug}`)).status).toBe(404);

    const dup = await post(a, cookieA, "/Dashboard/Katalog/Kompetensi/baru", { ...fields, slug: row!.slug });
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain("Slug ini sudah dipakai");

    const edit = await (await get(a, `/Dashboard/Katalog/Kompetensi/${id}`, cookieA)).text();
    const v = versionOf(edit);
    expect(
      (await post(a, cookieA, `/Dashboard/Katalog/Kompetensi/${id}`, { ...fields, description: "Deskripsi baru kompetensi.", version: String(v) })).status,
    ).toBe(200);
    expect(await (await get(a, `/Class/Competence/${row!.slug}`)).text()).toContain("Deskripsi baru kompetensi.");
    expect((await post(a, cookieA, `/Dashboard/Katalog/Kompetensi/${id}`, { ...fields, version: String(v) })).status).toBe(409);
    expect((await post(b, cookieB, `/Dashboard/Katalog/Kompetensi/${id}`, { ...fields, version: String(v + 1) })).status).toBe(404);

    expect((await post(a, cookieA, "/Dashboard/Katalog/Kompetensi", { intent: "delete", id: String(id) })).status).toBe(200);
    expect((await get(a, `/Class/Competence/${row!.slug}`)).status).toBe(404);
    expect((await auditOf(a, "kompetensi", id)).map((x) => x.action)).toEqual(["create", "update", "delete"]);
  });

  it("pages the list on the server: 20 a page, the page number in the URL", async () => {
    for (let i = 0; i < 21; i++)
      await created(
        await post(a, cookieA, "/Dashboard/Katalog/Kompetensi/baru", { name: `Halaman Uji ${String(i).padStart(2, "0")}`, description: "Uji halaman." }),
        "Kompetensi",
      );
    const first = await (await get(a, "/Dashboard/Katalog/Kompetensi?q=Halaman+Uji&sort=name&dir=asc", cookieA)).text();
    expect(first).toContain("Halaman Uji 00");
    expect(first).not.toContain("Halaman Uji 20");
    const second = await (await get(a, "/Dashboard/Katalog/Kompetensi?q=Halaman+Uji&sort=name&dir=asc&page=2", cookieA)).text();
    expect(second).toContain("Halaman Uji 20");
    expect(second).not.toContain("Halaman Uji 00");
  });
});
