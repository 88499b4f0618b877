import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { hashPassword } from "../domain/identity/crypto.ts";
import { catalogBatches, catalogClasses, catalogCourseChapters, catalogCourses, catalogPrograms } from "../db/schema/catalog.ts";
import { chapterProgress, enrolments, memberships, users } from "../db/schema/identity.ts";
import { classEnrolments } from "../db/schema/payments.ts";
import { teams } from "../db/schema/registrations.ts";
import { leaderboardConsents, ligaScores, statEvents, statScopes } from "../db/schema/statistics.ts";
import { DEMO_PASSWORD } from "./identity.ts";
import type { TSeeder } from "./seeder.ts";

/** Demo statistics leads (local/dev only), on the demo tenants: one per scoped role. */
export const DEMO_LEADS = [
  { email: "koordinator@contoh.id", name: "Sari Koordinator", kind: 7 },
  { email: "wilayah@contoh.id", name: "Agus Wilayah", kind: 9 },
] as const;
const DEMO_TENANTS = ["demo", "sekolahbeta", "smkcoding"];
const FIRST = [
  "Ayu",
  "Bima",
  "Citra",
  "Dimas",
  "Eka",
  "Fajar",
  "Gita",
  "Hendra",
  "Indah",
  "Joko",
  "Kartika",
  "Lukman",
  "Maya",
  "Nanda",
  "Oki",
  "Putri",
  "Rizky",
  "Sinta",
  "Teguh",
  "Umi",
  "Vina",
  "Wahyu",
  "Yoga",
  "Zahra",
];
const LAST = ["Pratama", "Lestari", "Saputra", "Wulandari", "Hidayat", "Permata", "Nugroho", "Anggraini"];
const PROVINCES = ["32", "33", "35", "31", "34", "36", "51", "73", "12", "64"];

/** A small deterministic generator, so every database gets the same demo numbers. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * Demo activity for the statistics (issue 18), so dashboards, counters and leaderboards show
 * real roll-ups of real rows: per tenant with a catalogue, 24 learner accounts that sign up,
 * enrol in class batches and courses and finish chapters over the last 90 days (some agree to
 * show their name on the leaderboard), recorded page and class events, Liga SMK scores for three
 * rounds of the seeded teams, and the two demo leads with their programmes/provinces. Runs once:
 * it does nothing when the demo learners exist.
 */
export const statisticsSeeder: TSeeder = {
  name: "statistics",
  async run(db, _product, tenantRows) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.email} like 'pelajar-%@demo.tunas.id'`);
    if (n > 0) return;
    const now = Date.now();
    const day = 86_400_000;
    for (const [ti, t] of tenantRows.entries()) {
      const r = rng(ti + 7);
      const classes = await db
        .select({ id: catalogClasses.id, programId: catalogClasses.programId })
        .from(catalogClasses)
        .where(and(eq(catalogClasses.tenantId, t.id), sql`${catalogClasses.programId} is not null`));
      if (!classes.length) continue;
      const batches = await db.select({ id: catalogBatches.id, classId: catalogBatches.classId }).from(catalogBatches).where(eq(catalogBatches.tenantId, t.id));
      const courses = await db
        .select({ slug: catalogCourses.slug, chapters: sql<string[]>`array_agg(${catalogCourseChapters.slug} order by ${catalogCourseChapters.position})` })
        .from(catalogCourses)
        .innerJoin(
          catalogCourseChapters,
          and(eq(catalogCourseChapters.tenantId, catalogCourses.tenantId), eq(catalogCourseChapters.courseId, catalogCourses.id)),
        )
        .where(eq(catalogCourses.tenantId, t.id))
        .groupBy(catalogCourses.slug);
      const programs = await db.select({ id: catalogPrograms.id }).from(catalogPrograms).where(eq(catalogPrograms.tenantId, t.id));

      const learners = FIRST.map((f, i) => ({
        id: randomUUID(),
        email: `pelajar-${i + 1}-${t.id.replace(/[^a-z0-9]/g, "")}@demo.tunas.id`,
        name: `${f} ${LAST[(i + ti) % LAST.length]}`,
        passwordHash: "!", // demo learners cannot sign in
        createdAt: new Date(now - Math.floor(r() * 90) * day),
      }));
      await db.insert(users).values(learners).onConflictDoNothing();
      await db.insert(memberships).values(learners.map((u) => ({ tenantId: t.id, userId: u.id, kind: 4, createdAt: u.createdAt })));
      const enrol: (typeof classEnrolments.$inferInsert)[] = [];
      const courseEnrol: (typeof enrolments.$inferInsert)[] = [];
      const progress: (typeof chapterProgress.$inferInsert)[] = [];
      for (const u of learners) {
        const c = classes[Math.floor(r() * classes.length)]!;
        const b = batches.filter((x) => x.classId === c.id);
        const at = new Date(Math.min(now, u.createdAt.getTime() + Math.floor(r() * 10) * day));
        if (r() < 0.75)
          enrol.push({ tenantId: t.id, userId: u.id, classId: c.id, batchId: b.length ? b[Math.floor(r() * b.length)]!.id : null, createdAt: at });
        const course = courses.length ? courses[Math.floor(r() * courses.length)]! : null;
        if (course) {
          courseEnrol.push({ tenantId: t.id, userId: u.id, courseSlug: course.slug, enrolledBy: "seed", createdAt: at });
          const done = Math.floor(r() * (course.chapters.length + 1));
          for (const [k, ch] of course.chapters.slice(0, done).entries())
            progress.push({
              tenantId: t.id,
              userId: u.id,
              courseSlug: course.slug,
              chapterSlug: ch,
              doneAt: new Date(Math.min(now, at.getTime() + (k + 1) * day)),
            });
        }
      }
      if (enrol.length) await db.insert(classEnrolments).values(enrol).onConflictDoNothing();
      if (courseEnrol.length) await db.insert(enrolments).values(courseEnrol).onConflictDoNothing();
      if (progress.length) await db.insert(chapterProgress).values(progress).onConflictDoNothing();
      await db.insert(leaderboardConsents).values(learners.filter((_, i) => i % 2 === 0).map((u) => ({ tenantId: t.id, userId: u.id, showName: true })));

      // Recorded events: page loads and class views over 60 days, some with programme and province.
      const events: (typeof statEvents.$inferInsert)[] = [];
      for (let i = 0; i < 400; i++) {
        const occurredAt = new Date(now - Math.floor(r() * 60 * day));
        const view = r() < 0.35;
        events.push({
          tenantId: t.id,
          name: view ? "class_view" : "page_load",
          programId: view && programs.length ? programs[Math.floor(r() * programs.length)]!.id : null,
          provinceId: r() < 0.6 ? PROVINCES[Math.floor(r() * PROVINCES.length)]! : null,
          occurredAt,
          props: {},
        });
      }
      await db.insert(statEvents).values(events);
    }

    // Liga SMK: three rounds for every seeded team, scores summing close to its registered score.
    const ligaTeams = await db
      .select({ tenantId: teams.tenantId, id: teams.id, season: teams.season, score: teams.score })
      .from(teams)
      .where(eq(teams.kind, "liga_smk"));
    const scores: (typeof ligaScores.$inferInsert)[] = [];
    for (const tm of ligaTeams) {
      const total = tm.score || 600 + ((tm.id * 97) % 900);
      const parts = [0.3, 0.33, 0.37].map((f) => Math.round(total * f));
      parts.forEach((score, i) => {
        scores.push({ tenantId: tm.tenantId, season: tm.season, teamId: tm.id, round: i + 1, score, enteredBy: null });
      });
    }
    if (scores.length) await db.insert(ligaScores).values(scores).onConflictDoNothing();

    // The demo leads (local/dev only): a programme coordinator and a regional coordinator.
    const env = loadConfig().APP_ENV;
    if (env !== "local" && env !== "dev") return;
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const lead of DEMO_LEADS) {
      const [u] = await db.insert(users).values({ id: randomUUID(), email: lead.email, name: lead.name, passwordHash: hash }).onConflictDoNothing().returning();
      if (!u) continue;
      for (const tenantId of DEMO_TENANTS.filter((id) => tenantRows.some((t) => t.id === id))) {
        await db.insert(memberships).values({ tenantId, userId: u.id, kind: lead.kind }).onConflictDoNothing();
        if (lead.kind === 7) {
          const progs = await db
            .select({ id: catalogPrograms.id })
            .from(catalogPrograms)
            .where(eq(catalogPrograms.tenantId, tenantId))
            .orderBy(catalogPrograms.position, catalogPrograms.id)
            .limit(2);
          if (progs.length)
            await db
              .insert(statScopes)
              .values(progs.map((p) => ({ tenantId, userId: u.id, kind: "program", value: String(p.id) })))
              .onConflictDoNothing();
        } else {
          await db
            .insert(statScopes)
            .values(["32", "35"].map((value) => ({ tenantId, userId: u.id, kind: "province", value })))
            .onConflictDoNothing();
        }
      }
    }
  },
};
