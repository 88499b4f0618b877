import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TTestDb } from "../../../tests/helpers/db.ts";
import { catalogCourseChapters, catalogCourses } from "../../db/schema/catalog.ts";
import { enrolments, memberships, users } from "../../db/schema/identity.ts";
import { learningTeaching } from "../../db/schema/learning.ts";
import { canReadPremiumCourse } from "./access.ts";
import { getChapter } from "./courses.ts";

let db: TTestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.drop());

const ctx = () => ({ db: db.db, tenantId: "sekolahbeta" });

async function course(slug: string) {
  const [c] = await db.db
    .select()
    .from(catalogCourses)
    .where(and(eq(catalogCourses.tenantId, "sekolahbeta"), eq(catalogCourses.slug, slug)));
  const chapters = await db.db
    .select()
    .from(catalogCourseChapters)
    .where(and(eq(catalogCourseChapters.tenantId, "sekolahbeta"), eq(catalogCourseChapters.courseId, c!.id)));
  return { c: c!, chapters: chapters.sort((a, b) => a.position - b.position) };
}

describe(`premium course access on ${process.env.TEST_DB}`, () => {
  it("opens free courses and preview chapters to everyone, locks the rest for anonymous readers", async () => {
    const free = await course("javascript-dasar");
    expect(await canReadPremiumCourse(ctx(), null, free.c.id)).toBe(true);
    const premium = await course("react-produksi");
    expect(await canReadPremiumCourse(ctx(), null, premium.c.id)).toBe(false);
    expect(await canReadPremiumCourse(ctx(), null, premium.c.id, { chapterId: premium.chapters[0]!.id })).toBe(true);
    expect(await canReadPremiumCourse(ctx(), null, premium.c.id, { chapterId: premium.chapters[5]!.id })).toBe(false);
    expect(await canReadPremiumCourse(ctx(), { userId: "nobody" }, premium.c.id, { chapterId: premium.chapters[5]!.id })).toBe(false);
  });

  it("opens every chapter to an enrolled viewer, on the enrolment's tenant only", async () => {
    const premium = await course("react-produksi");
    await db.db.insert(users).values({ id: "u-cat-1", email: "pembaca@contoh.id", name: "Pembaca", passwordHash: "x" });
    await db.db.insert(enrolments).values({ tenantId: "sekolahbeta", userId: "u-cat-1", courseSlug: "react-produksi" });
    const viewer = { userId: "u-cat-1" };
    expect(await canReadPremiumCourse(ctx(), viewer, premium.c.id, { chapterId: premium.chapters[8]!.id })).toBe(true);
    const view = await getChapter(ctx(), "react-produksi", premium.chapters[8]!.slug, undefined, viewer);
    expect(view?.locked).toBe(false);
    expect(view?.chapter.content).toContain("## Pemecahan per rute");
    const anon = await getChapter(ctx(), "react-produksi", premium.chapters[8]!.slug, undefined, null);
    expect(anon?.locked).toBe(true);
    expect(anon?.chapter.content).toBeNull();
    // The same course slug on another tenant is another course: no access there.
    const other = { db: db.db, tenantId: "smkcoding" };
    const [c2] = await db.db
      .select()
      .from(catalogCourses)
      .where(and(eq(catalogCourses.tenantId, "smkcoding"), eq(catalogCourses.slug, "react-produksi")));
    expect(await canReadPremiumCourse(other, viewer, c2!.id)).toBe(false);
    // A course id of another tenant is unknown here.
    expect(await canReadPremiumCourse(ctx(), viewer, c2!.id)).toBe(false);
  });

  it("opens every chapter to staff: an admin, and the mentor who teaches the course; not to another mentor or a student", async () => {
    const premium = await course("react-produksi");
    const locked = premium.chapters.find((ch) => !ch.isPreview)!;
    const people = { admin: 1, mentor: 2, otherMentor: 2, student: 4, superadmin: 0 } as const;
    for (const [name, kind] of Object.entries(people)) {
      await db.db.insert(users).values({ id: `u-staff-${name}`, email: `staf-${name}@contoh.id`, name, passwordHash: "!" });
      await db.db.insert(memberships).values({ tenantId: "sekolahbeta", userId: `u-staff-${name}`, kind });
    }
    await db.db.insert(learningTeaching).values({ tenantId: "sekolahbeta", userId: "u-staff-mentor", kind: "course", refId: premium.c.id });
    const reads = (name: string) => canReadPremiumCourse(ctx(), { userId: `u-staff-${name}` }, premium.c.id, { chapterId: locked.id });
    expect(await reads("admin")).toBe(true);
    expect(await reads("superadmin")).toBe(true);
    expect(await reads("mentor")).toBe(true);
    expect(await reads("otherMentor")).toBe(false);
    expect(await reads("student")).toBe(false);
    const view = await getChapter(ctx(), "react-produksi", locked.slug, undefined, { userId: "u-staff-admin" });
    expect(view?.locked).toBe(false);
    expect(view?.chapter.content ?? view?.chapter.bodyMd).toBeTruthy();
    // An admin of sekolahbeta is nobody on smkcoding.
    const [c2] = await db.db
      .select()
      .from(catalogCourses)
      .where(and(eq(catalogCourses.tenantId, "smkcoding"), eq(catalogCourses.slug, "react-produksi")));
    expect(await canReadPremiumCourse({ db: db.db, tenantId: "smkcoding" }, { userId: "u-staff-admin" }, c2!.id)).toBe(false);
  });
});
