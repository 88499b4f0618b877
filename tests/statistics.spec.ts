import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/identity.ts";
import { issueAppTokenForTenant } from "../src/domain/identity/app-credentials.ts";
import { drainAll, rebuildEventRollups, rowsOf } from "../src/domain/statistics/refresh.ts";
import { saveLigaScore } from "../src/domain/statistics/liga.ts";
import { getLigaStandings } from "../src/domain/statistics/read.ts";
import { LANDING_COUNTERS } from "../src/contracts/statistics.ts";
import { makeUser as makeMember, signInCookie } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/**
 * Statistics (issue 18): the summaries equal a direct count over the raw rows (seeded data and
 * random inserts, property test), one tenant's numbers never include another's, the API's
 * filters, and the lms id header on every Main API call. The Main API figures are read as an
 * admin of each tenant (who and what scope: tests/statistics-access.spec.ts).
 */
let t: TTestApp;
const A = "sekolahbeta";
const B = "smkcoding";
const host = (tenant: string) => `${tenant}.localhost:3000`;
const tokens: Record<string, string> = {};
/** An admin's session cookie per tenant: the statistics beyond the published counters are for staff. */
const admins: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await drainAll(t.db.db);
  for (const id of [A, B]) {
    tokens[id] = (await issueAppTokenForTenant({ db: t.db.db, tenantId: id })).token;
    admins[id] = await signInCookie(t, { id }, await makeMember(t, { id }, { role: "admin" }));
  }
}, 120_000);
afterAll(() => t?.close());

async function q<T = Record<string, unknown>>(text: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.db.db.execute(text));
}

/** The fields of a statistics API reply these tests read (counters, a chart, a page of batches, one batch). */
interface TStatData {
  students: number;
  schools: number;
  total: number;
  fields: Record<string, unknown>;
  items: [{ id: number }, ...{ id: number }[]];
  counters: { schools: number };
  data_count: Record<string, number>;
  id: number;
}

async function get<T = TStatData>(tenant: string, path: string, headers: Record<string, string> = {}) {
  const res = await t.req(host(tenant), path, { headers: { AppToken: tokens[tenant]!, cookie: admins[tenant]!, ...headers } });
  return { status: res.status, body: (await res.json()) as { status: boolean; message: string; data: T } };
}

/** Direct counts over the raw rows, per tenant and Jakarta day, to compare with the roll-ups. */
async function directEventDays(tenant: string) {
  return q<{ name: string; day: string; n: number }>(
    sql`select name, to_char((occurred_at at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as day, count(*)::int as n from stat_events where tenant_id = ${tenant} group by 1, 2 order by 1, 2`,
  );
}
async function rolledEventDays(tenant: string, dim = "tenant") {
  return q<{ name: string; day: string; n: number }>(
    sql`select name, to_char(day, 'YYYY-MM-DD') as day, sum(n)::int as n from stat_event_days where tenant_id = ${tenant} and dim = ${dim} group by 1, 2 order by 1, 2`,
  );
}
async function directEnrolments(tenant: string) {
  const [r] = await q<{ n: number }>(
    sql`select ((select count(*) from class_enrolments where tenant_id = ${tenant}) + (select count(*) from enrolments where tenant_id = ${tenant}))::int as n`,
  );
  return r!.n;
}
async function seriesTotal(tenant: string, metric: string, dim = "tenant", value = "") {
  const [r] = await q<{ n: number }>(
    sql`select coalesce(sum(n), 0)::int as n from stat_series where tenant_id = ${tenant} and metric = ${metric} and dim = ${dim} and dim_value = ${value}`,
  );
  return r!.n;
}
async function counter(tenant: string, name: string, dim = "tenant", value = "") {
  const [r] = await q<{ value: number }>(
    sql`select value from stat_counters where tenant_id = ${tenant} and dim = ${dim} and dim_value = ${value} and name = ${name}`,
  );
  return r?.value ?? 0;
}

async function makeUser(tenant: string): Promise<string> {
  const id = randomUUID();
  await t.db.db.insert(users).values({ id, email: `stat-${id}@contoh.test`, name: `Peserta ${id.slice(0, 4)}`, passwordHash: "!" });
  await t.db.db.execute(sql`insert into memberships (tenant_id, user_id, kind) values (${tenant}, ${id}, 4)`);
  return id;
}

describe("roll-ups equal a direct count over the raw rows", () => {
  it("for the seeded data of every tenant", async () => {
    const tenants = await q<{ id: string }>(sql`select id from tenants order by id`);
    for (const { id } of tenants) {
      expect(await seriesTotal(id, "enrolments"), id).toBe(await directEnrolments(id));
      const [p] = await q<{ n: number }>(sql`select count(*)::int as n from catalog_programs where tenant_id = ${id} and is_active`);
      expect(await counter(id, "programs"), id).toBe(p!.n);
      const [m] = await q<{ n: number }>(sql`select count(*)::int as n from catalog_mentors where tenant_id = ${id} and is_active`);
      expect(await counter(id, "mentors"), id).toBe(m!.n);
      const [tm] = await q<{ n: number }>(
        sql`select count(*)::int as n from team_members m join teams t on t.tenant_id = m.tenant_id and t.id = m.team_id where m.tenant_id = ${id}`,
      );
      expect(await seriesTotal(id, "team_members"), id).toBe(tm!.n);
      expect(await rolledEventDays(id), id).toEqual(await directEventDays(id));
    }
    // The seed has data to count at all (a test that passes on empty tables proves nothing).
    expect(await counter(A, "schools")).toBeGreaterThan(0);
    expect(await counter("smkcoding", "teams")).toBeGreaterThan(0);
  });

  it("after random inserts of events and enrolments, drained in any order and replayed (property)", async () => {
    const [cls] = await q<{ id: number; program_id: number | null }>(
      sql`select id, program_id from catalog_classes where tenant_id = ${A} and program_id is not null order by id limit 1`,
    );
    const userPool = [await makeUser(A), await makeUser(A), await makeUser(B)];
    const ev = fc.record({
      tenant: fc.constantFrom(A, B),
      name: fc.constantFrom("page_load", "class_view", "register_click"),
      daysAgo: fc.integer({ min: 0, max: 40 }),
      minute: fc.integer({ min: 0, max: 1439 }),
      programId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      provinceId: fc.option(fc.constantFrom("32", "33", "35"), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(ev, { minLength: 1, maxLength: 40 }), fc.boolean(), fc.boolean(), async (events, enrol, replay) => {
        for (const e of events) {
          const at = new Date(Date.now() - e.daysAgo * 86_400_000 - e.minute * 60_000);
          await t.db.db.execute(
            sql`insert into stat_events (tenant_id, name, program_id, province_id, occurred_at) values (${e.tenant}, ${e.name}, ${e.programId}, ${e.provinceId}, ${at.toISOString()})`,
          );
        }
        if (enrol && cls) {
          const user = await makeUser(A);
          await t.db.db.execute(sql`insert into class_enrolments (tenant_id, user_id, class_id) values (${A}, ${user}, ${cls.id}) on conflict do nothing`);
          await t.db.db.execute(
            sql`insert into enrolments (tenant_id, user_id, course_slug) values (${A}, ${userPool[0]}, ${`kursus-${randomUUID().slice(0, 6)}`})`,
          );
        }
        await drainAll(t.db.db);
        if (replay) await drainAll(t.db.db); // a second round changes nothing
        for (const tenant of [A, B]) {
          expect(await rolledEventDays(tenant)).toEqual(await directEventDays(tenant));
          const [byProv] = await q<{ n: number }>(sql`select count(*)::int as n from stat_events where tenant_id = ${tenant} and province_id = '32'`);
          const [rolledProv] = await q<{ n: number }>(
            sql`select coalesce(sum(n), 0)::int as n from stat_event_days where tenant_id = ${tenant} and dim = 'province' and dim_value = '32'`,
          );
          expect(rolledProv!.n).toBe(byProv!.n);
          expect(await seriesTotal(tenant, "enrolments")).toBe(await directEnrolments(tenant));
        }
        if (cls?.program_id) {
          const [direct] = await q<{ n: number }>(
            sql`select count(*)::int as n from class_enrolments ce join catalog_classes c on c.tenant_id = ce.tenant_id and c.id = ce.class_id where ce.tenant_id = ${A} and c.program_id = ${cls.program_id}`,
          );
          expect(await seriesTotal(A, "enrolments", "program", String(cls.program_id))).toBe(direct!.n);
        }
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it("a rebuild from the raw events gives the same roll-up", async () => {
    const before = await rolledEventDays(A, "province");
    await rebuildEventRollups(t.db.db, A);
    expect(await rolledEventDays(A, "province")).toEqual(before);
    expect(await rolledEventDays(A)).toEqual(await directEventDays(A));
  });
});

describe("isolation", () => {
  it("events and enrolments of one tenant never change another's numbers", async () => {
    await drainAll(t.db.db);
    const bBefore = await get(B, "/api/v1/statistics/counter");
    const bChart = await get(B, "/api/main/statistic/chart/registrants?period=week");
    const aStudents = await counter(A, "students");
    const user = await makeUser(A);
    await t.db.db.execute(sql`insert into enrolments (tenant_id, user_id, course_slug) values (${A}, ${user}, 'isolasi')`);
    for (let i = 0; i < 5; i++) {
      const res = await t.req(host(A), "/api/v1/statistics/record", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event: "isolation_probe", provinceId: "32" }),
      });
      expect(res.status).toBe(201);
    }
    await drainAll(t.db.db);
    await t.services.registry.bumpVersion(B);
    await t.services.registry.bumpVersion(A);
    expect(await counter(A, "students")).toBe(aStudents + 1);
    const [bEvents] = await q<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from stat_event_days where tenant_id = ${B} and name = 'isolation_probe'`,
    );
    expect(bEvents!.n).toBe(0);
    const [aEvents] = await q<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from stat_event_days where tenant_id = ${A} and name = 'isolation_probe' and dim = 'tenant'`,
    );
    expect(aEvents!.n).toBe(5);
    expect((await get(B, "/api/v1/statistics/counter?filter=students,schools")).body.data).toEqual({
      students: bBefore.body.data.students,
      schools: bBefore.body.data.schools,
    });
    expect((await get(B, "/api/main/statistic/chart/registrants?period=week")).body.data.total).toBe(bChart.body.data.total);
    // A's event chart counts them; B's does not.
    expect((await get(A, "/api/main/statistic/chart/event-isolation-probe")).body.data.total).toBe(5);
    expect((await get(B, "/api/main/statistic/chart/event-isolation-probe")).body.data.total).toBe(0);
  });
});

describe("Services API", () => {
  it("counter answers one integer per filter name, every published one without a filter", async () => {
    const all = await get(A, "/api/v1/statistics/counter");
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.data).sort()).toEqual([...LANDING_COUNTERS].sort());
    // All ten of spec §3 are the staff call's (Main API), for the admin's scope: the whole tenant.
    const staff = await get(A, "/api/main/statistic/counter");
    expect(Object.keys(staff.body.data)).toHaveLength(10);
    for (const n of LANDING_COUNTERS) expect(staff.body.data[n as keyof TStatData], n).toBe(all.body.data[n as keyof TStatData]);
    const some = await get(A, "/api/v1/statistics/counter?filter=students,schools");
    expect(some.body.data).toEqual({ students: all.body.data.students, schools: all.body.data.schools });
    expect(some.body.data.schools).toBe(await counter(A, "schools"));
  });

  it("an unknown counter is a 400 with status false and data null (spec §8)", async () => {
    const res = await get(A, "/api/v1/statistics/counter?filter=students,bintang");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, data: null });
    expect(res.body.message).toContain("bintang");
  });

  it("record validates its body with Indonesian messages", async () => {
    const bad = await t.req(host(A), "/api/v1/statistics/record", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event: "Bad Name", provinceId: "jawa" }),
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.status).toBe(false);
    expect(Object.keys(body.data.fields)).toEqual(expect.arrayContaining(["event", "provinceId"]));
  });
});

describe("Main API statistics", () => {
  it("charts: week buckets sum to the day buckets, the range is validated, programme filters narrow", async () => {
    const day = await get(A, "/api/main/statistic/chart/page-load?from=2020-01-01&to=2020-12-31");
    expect(day.status).toBe(200);
    const range =
      "from=" + new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10) + "&to=" + new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const d = await get(A, `/api/main/statistic/chart/page-load?${range}`);
    const w = await get(A, `/api/main/statistic/chart/page-load?${range}&period=week`);
    expect(d.body.data.total).toBeGreaterThan(0);
    expect(w.body.data.total).toBe(d.body.data.total);
    expect(d.body.data.items.length).toBe(62); // 60 days back to tomorrow, both ends included
    const [direct] = await q<{ n: number }>(
      sql`select count(*)::int as n from stat_events where tenant_id = ${A} and name = 'page_load' and occurred_at > now() - interval '59 days'`,
    );
    expect(d.body.data.total).toBeGreaterThanOrEqual(direct!.n);
    const bad = await get(A, "/api/main/statistic/chart/registrants?from=2026-05-10&to=2026-05-01");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("from");
    expect((await get(A, "/api/main/statistic/chart/bukan-grafik")).status).toBe(400);
    const prog = await get(A, `/api/main/statistic/chart/page-load?${range}&programIds=1,2`);
    expect(prog.body.data.total).toBeLessThanOrEqual(d.body.data.total);
  });

  it("needs an app token", async () => {
    const res = await t.req(host(A), "/api/main/statistics");
    expect(res.status).toBe(401);
  });

  it("overview, provinces, landing counter and batches answer from the summaries", async () => {
    const o = await get(A, "/api/main/statistics");
    expect(o.status).toBe(200);
    expect(o.body.data.counters.schools).toBe(await counter(A, "schools"));
    const p = await get<{ schools: number }[]>(A, "/api/main/statistic/provincies");
    expect(p.body.data).toHaveLength(38);
    expect(p.body.data.reduce((a: number, r: { schools: number }) => a + r.schools, 0)).toBeGreaterThan(0);
    const l = await get(A, "/api/main/statistic/landing/counter");
    expect(Object.keys(l.body.data.data_count).sort()).toEqual(["alumni", "cities", "mentors", "programs", "schools", "students"]);
    const b = await get(A, "/api/main/statistic/batchs/active?pageSize=2");
    expect(b.body.data).toMatchObject({ page: { current_page: 1 }, data_count: { per_page: 2 } });
    if (b.body.data.items.length) {
      const one = await get(A, `/api/main/statistic/batchs/active/${b.body.data.items[0].id}`);
      expect(one.body.data.id).toBe(b.body.data.items[0].id);
    }
    // Another tenant's batch id is a 404 here.
    const [other] = await q<{ id: number }>(sql`select id from catalog_batches where tenant_id = ${B} limit 1`);
    if (other) expect((await get(A, `/api/main/statistic/batchs/active/${other.id}`)).status).toBe(404);
  });

  it("a header naming another tenant gets 403 on every Main API call; the own name passes", async () => {
    const doc = (await (await t.req(host(A), "/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith("/main/"));
    expect(paths.length).toBeGreaterThanOrEqual(15);
    for (const p of paths) {
      for (const method of Object.keys(doc.paths[p]!)) {
        const url = "/api" + p.replace(/\{[^}]+\}/g, "1");
        const init = (lms: string) => ({
          method: method.toUpperCase(),
          headers: { AppToken: tokens[A]!, "X-Lms-Id": lms, "content-type": "application/json" },
          ...(method === "get" ? {} : { body: "{}" }),
        });
        const foreign = await t.req(host(A), url, init(B));
        expect(foreign.status, `${method} ${p}`).toBe(403);
        expect((await foreign.json()).status).toBe(false);
        const own = await t.req(host(A), url, init(A));
        expect(own.status, `${method} ${p} own`).not.toBe(403);
      }
    }
  });
});

describe("Liga SMK scores", () => {
  it("scores per round feed the team and province standings of the season", async () => {
    const [team] = await q<{ id: number; season: number; province_id: string }>(
      sql`select id, season, province_id from teams where tenant_id = 'smkcoding' and kind = 'liga_smk' order by id limit 1`,
    );
    expect(team).toBeTruthy();
    const ctx = { db: t.db.db, tenantId: "smkcoding" };
    await saveLigaScore(ctx, { season: team!.season, teamId: team!.id, round: 9, score: 5000, note: "" }, null);
    await drainAll(t.db.db);
    const s = await getLigaStandings(ctx, team!.season);
    expect(s.teams[0]!.teamId).toBe(team!.id);
    expect(s.provinces[0]!.provinceId).toBe(team!.province_id);
    // Another tenant's team cannot be scored here.
    await expect(saveLigaScore({ db: t.db.db, tenantId: A }, { season: team!.season, teamId: team!.id, round: 1, score: 1, note: "" }, null)).rejects.toThrow(
      /tidak ditemukan/,
    );
  });
});
