import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogClasses, catalogCourseChapters, catalogCourses, catalogMentors } from "../src/db/schema/catalog.ts";
import { contentEvents, contentPosts } from "../src/db/schema/content.ts";
import { tenants } from "../src/db/schema/tenants.ts";
import { FESTIVAL_CLASS_CODE } from "../src/contracts/catalog-constants.ts";
import { COURSES } from "../src/seed/content/courses/index.ts";
import { BY_LAYOUT, contentOwner, tenantContent } from "../src/seed/content/index.ts";
import { createTestDb, type TTestDb } from "./helpers/db.ts";

/**
 * Seed content fits each brand (issue 16): no article body, class description or event text is
 * shared between tenants, except where a brand deliberately shares it: the same-brand tenants of
 * SAME_BRAND (staging, demo and developer sites) and posts marked `shared: true`.
 */
const PRODUCT = "tunas";
let db: TTestDb;
let owner: Map<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  const rows = await db.db.select({ id: tenants.id, layout: tenants.layout }).from(tenants);
  owner = new Map(rows.map((r) => [r.id, contentOwner(r.layout, PRODUCT)]));
});
afterAll(() => db?.drop());

const sharedPostSlugs = new Set(Object.values(BY_LAYOUT).flatMap((c) => c.posts.filter((p) => p.shared).map((p) => p.slug)));

/** Texts carried by tenants of more than one brand, with the tenants that carry them. */
function crossBrand(rows: { tenantId: string; text: string }[]): { text: string; tenants: string[] }[] {
  const byText = new Map<string, Set<string>>();
  for (const r of rows) byText.set(r.text, (byText.get(r.text) ?? new Set()).add(r.tenantId));
  return [...byText]
    .filter(([, ts]) => new Set([...ts].map((t) => owner.get(t))).size > 1)
    .map(([text, ts]) => ({ text: text.slice(0, 80), tenants: [...ts].sort() }));
}

describe(`seeded content per brand on ${process.env.TEST_DB}`, () => {
  it("gives no two brands the same article body, except posts marked shared", async () => {
    const posts = await db.db
      .select({ tenantId: contentPosts.tenantId, slug: contentPosts.slug, text: contentPosts.content, published: contentPosts.published })
      .from(contentPosts);
    const published = posts.filter((p) => p.published);
    expect(published.length).toBeGreaterThan(80);
    expect(crossBrand(published.filter((p) => !sharedPostSlugs.has(p.slug)))).toEqual([]);
    // The deliberately shared letter is really carried by the whole Puja family, and only by it.
    const letter = published.filter((p) => sharedPostSlugs.has(p.slug));
    expect(new Set(letter.map((p) => p.tenantId))).toEqual(
      new Set(["pujapramudya", "aibersamapuja", "belajarbersamapuja", "wujudbersamapuja", "beasiswabersamapuja"]),
    );
  });

  it("gives no two brands the same class description, mentor bio or event text", async () => {
    const classes = await db.db.select({ tenantId: catalogClasses.tenantId, text: catalogClasses.description }).from(catalogClasses);
    expect(classes.length).toBeGreaterThan(150);
    expect(crossBrand(classes)).toEqual([]);
    const bios = await db.db.select({ tenantId: catalogMentors.tenantId, text: catalogMentors.bio }).from(catalogMentors);
    expect(crossBrand(bios)).toEqual([]);
    const events = await db.db
      .select({ tenantId: contentEvents.tenantId, title: contentEvents.title, description: contentEvents.description })
      .from(contentEvents);
    expect(crossBrand(events.map((e) => ({ tenantId: e.tenantId, text: e.title })))).toEqual([]);
    expect(crossBrand(events.map((e) => ({ tenantId: e.tenantId, text: e.description })))).toEqual([]);
  });

  it("lets same-brand tenants carry their brand's content on purpose", async () => {
    const titles = async (id: string) =>
      (await db.db.select({ title: contentEvents.title, tenantId: contentEvents.tenantId }).from(contentEvents))
        .filter((e) => e.tenantId === id)
        .map((e) => e.title)
        .sort();
    expect(await titles("staging-pesilat")).toEqual(await titles("pesilat"));
    expect((await titles("pesilat")).length).toBeGreaterThan(0);
  });

  it("lists as a class's mentors only mentors who teach that class", async () => {
    const mentors = await db.db.select({ tenantId: catalogMentors.tenantId, id: catalogMentors.id, name: catalogMentors.name }).from(catalogMentors);
    const mentorName = new Map(mentors.map((m) => [`${m.tenantId}:${m.id}`, m.name]));
    const rows = await db.db
      .select({
        tenantId: catalogClasses.tenantId,
        layout: tenants.layout,
        code: catalogClasses.code,
        name: catalogClasses.name,
        mentorIds: catalogClasses.mentorIds,
      })
      .from(catalogClasses)
      .innerJoin(tenants, (await import("drizzle-orm")).eq(tenants.id, catalogClasses.tenantId));
    let checked = 0;
    for (const c of rows) {
      const content = tenantContent(c.layout, PRODUCT);
      if (!content || c.code === FESTIVAL_CLASS_CODE) continue;
      const topicCode = c.code.replace(/-\d+$/, "");
      const names = c.mentorIds.map((id) => mentorName.get(`${c.tenantId}:${id}`));
      expect(names.length, `${c.tenantId} ${c.name} has a mentor`).toBeGreaterThan(0);
      for (const n of names) {
        const m = content.mentors.find((x) => x.name === n);
        expect(m?.teaches, `${c.tenantId}: ${n} on ${c.name}`).toContain(topicCode);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it("stores written Markdown for every chapter of the courses the library writes out", async () => {
    const written = Object.values(COURSES).filter((c) => c.modules.every((m) => m.chapters.every((ch) => typeof ch !== "string")));
    expect(written.map((c) => c.slug)).toEqual(expect.arrayContaining(["javascript-dasar", "k3-bengkel", "membaca-pemahaman", "digital-skills-essentials"]));
    const { eq, and, inArray } = await import("drizzle-orm");
    const rows = await db.db
      .select({ slug: catalogCourses.slug, bodyMd: catalogCourseChapters.bodyMd })
      .from(catalogCourseChapters)
      .innerJoin(catalogCourses, and(eq(catalogCourses.tenantId, catalogCourseChapters.tenantId), eq(catalogCourses.id, catalogCourseChapters.courseId)))
      .where(
        inArray(
          catalogCourses.slug,
          written.map((c) => c.slug),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.bodyMd, r.slug).toMatch(/^## Ringkasan$|^## Summary$/m);
      expect(r.bodyMd, r.slug).not.toMatch(/di bawah ini|forum kelas|see below/i);
    }
  });
});
