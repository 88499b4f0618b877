import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolments } from "../src/db/schema/identity.ts";
import { learningTeaching } from "../src/db/schema/learning.ts";
import { listMyCourses } from "../src/domain/identity/learning.ts";
import { enrol, makeCourse, makeTenant, makeUser, signInCookie, type TTenantMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * Enrolment with a course picker (issue 17): an unknown course is refused, the phantom enrolments
 * typed by hand before are removed by a migration, a learner's list never shows a phantom course;
 * and staff (admins, the course's mentor) read every chapter of a premium course.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
}, 240_000);
afterAll(() => t?.close());

/** The site's address with the port the test app's configuration names (forms post to their own origin). */
const at = (tenant: TTenantMade) => `${tenant.host}:3000`;
const post = (tenant: TTenantMade, cookie: string, body: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(body).toString(),
  headers: { cookie, origin: `http://${at(tenant)}`, "content-type": "application/x-www-form-urlencoded" },
});

const enrolmentRows = async (tenantId: string) =>
  (await t.db.db.select({ userId: enrolments.userId, courseSlug: enrolments.courseSlug }).from(enrolments).where(eq(enrolments.tenantId, tenantId))).map(
    (r) => `${r.userId}:${r.courseSlug}`,
  );

describe(`enrolment with a course picker on ${process.env.TEST_DB}`, () => {
  it("lists the tenant's own courses in the picker and refuses a course that does not exist", async () => {
    const tenant = await makeTenant(t);
    const other = await makeTenant(t);
    const admin = await makeUser(t, tenant, { role: "admin" });
    const learner = await makeUser(t, tenant);
    const course = await makeCourse(t, tenant, { title: "Kursus Pilihan Uji" });
    const foreign = await makeCourse(t, other, { title: "Kursus Situs Lain" });
    const cookie = await signInCookie(t, tenant, admin);

    const page = await t.req(tenant.host, "/Dashboard/Peserta", { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(new RegExp(`<option value="${course.slug}"[^>]*>Kursus Pilihan Uji`));
    expect(html).not.toContain(foreign.slug);
    expect(html).toMatch(/<select[^>]*name="courseSlug"/);

    const refused = await t.req(at(tenant), "/Dashboard/Peserta", post(tenant, cookie, { email: learner.email, courseSlug: "kursus-fiktif-xyz" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Kursus tidak ditemukan di situs ini. Pilih salah satu kursus dari daftar.");
    // Another tenant's course is no course here either.
    const crafted = await t.req(at(tenant), "/Dashboard/Peserta", post(tenant, cookie, { email: learner.email, courseSlug: foreign.slug }));
    expect(crafted.status).toBe(400);
    expect(await enrolmentRows(tenant.id)).toEqual([]);

    const api = await t.req(tenant.host, "/api/v1/admin/enrolments", {
      method: "POST",
      headers: { cookie, origin: `http://${tenant.host}`, "content-type": "application/json" },
      body: JSON.stringify({ email: learner.email, courseSlug: "kursus-fiktif-xyz" }),
    });
    expect(api.status).toBe(404);
    expect((await api.json()).message).toContain("Kursus tidak ditemukan");

    const ok = await t.req(at(tenant), "/Dashboard/Peserta", post(tenant, cookie, { email: learner.email, courseSlug: course.slug }));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(`${learner.email} terdaftar di kursus Kursus Pilihan Uji.`);
    expect(await enrolmentRows(tenant.id)).toEqual([`${learner.id}:${course.slug}`]);
  });

  it("never shows a learner a phantom course, and the migration removes phantom enrolments only", async () => {
    const tenant = await makeTenant(t);
    const learner = await makeUser(t, tenant);
    const course = await makeCourse(t, tenant, { title: "Kursus Nyata" });
    const other = await makeTenant(t);
    const otherCourse = await makeCourse(t, other);
    const otherLearner = await makeUser(t, other);
    await enrol(t, tenant, learner, { courseSlug: course.slug });
    // Rows as the free-text field used to write them: a course that does not exist, and another tenant's slug.
    await enrol(t, tenant, learner, { courseSlug: "kursus-fiktif-xyz" });
    await enrol(t, tenant, learner, { courseSlug: otherCourse.slug });
    await enrol(t, other, otherLearner, { courseSlug: otherCourse.slug });

    const mine = await listMyCourses({ db: t.db.db, tenantId: tenant.id }, learner.id);
    expect(mine.map((c) => c.courseSlug)).toEqual([course.slug]);
    const page = await (await t.req(tenant.host, "/Dashboard/Kelas", { headers: { cookie: await signInCookie(t, tenant, learner) } })).text();
    expect(page).toContain("Kursus Nyata");
    expect(page).not.toContain("kursus fiktif xyz");
    expect(page).not.toContain("kursus-fiktif-xyz");

    const file = readFileSync(join(import.meta.dirname, "../src/db/migrations/0025_h6_phantom_enrolments.sql"), "utf8");
    await t.db.db.execute(sql.raw(file));
    expect((await enrolmentRows(tenant.id)).sort()).toEqual([`${learner.id}:${course.slug}`]);
    expect(await enrolmentRows(other.id)).toEqual([`${otherLearner.id}:${otherCourse.slug}`]);
  });
});

describe(`staff read every chapter on ${process.env.TEST_DB}`, () => {
  it("shows a premium chapter to an admin and to the course's mentor, and locks it for a student who is not enrolled", async () => {
    const tenant = await makeTenant(t);
    const course = await makeCourse(t, tenant, { title: "Kursus Premium Staf" });
    const locked = course.chapters[2]!;
    const path = `/Courses/@Premium/${course.slug}/module/${course.moduleSlug}/chapter/${locked.slug}`;
    const admin = await makeUser(t, tenant, { role: "admin" });
    const mentor = await makeUser(t, tenant, { role: "mentor" });
    const otherMentor = await makeUser(t, tenant, { role: "mentor" });
    const student = await makeUser(t, tenant, { role: "student" });
    await t.db.db.insert(learningTeaching).values({ tenantId: tenant.id, userId: mentor.id, kind: "course", refId: course.id });
    const secret = "Teks rahasia bab 3";
    const read = async (user: { id: string } | null) => {
      const res = await t.req(tenant.host, path, user ? { headers: { cookie: await signInCookie(t, tenant, user) } } : {});
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(await read(admin)).toContain(secret);
    expect(await read(mentor)).toContain(secret);
    const studentHtml = await read(student);
    expect(studentHtml).not.toContain(secret);
    expect(studentHtml).toContain("Bab ini khusus peserta kursus premium");
    expect(await read(otherMentor)).not.toContain(secret);
    expect(await read(null)).not.toContain(secret);
    // Enrolled, the student reads it too.
    await enrol(t, tenant, student, { courseSlug: course.slug });
    expect(await read(student)).toContain(secret);
    // The admin's role on this tenant counts, not elsewhere: an admin of another site is a stranger here.
    const elsewhere = await makeTenant(t);
    const foreignAdmin = await makeUser(t, elsewhere, { role: "admin" });
    const res = await t.req(tenant.host, path, { headers: { cookie: await signInCookie(t, elsewhere, foreignAdmin) } });
    expect(await res.text()).not.toContain(secret);
    expect(
      await t.db.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.tenantId, tenant.id), eq(enrolments.userId, admin.id))),
    ).toEqual([]);
  });
});
