import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStatistics } from "../app/lib/statistics.server.ts";
import { LANDING_COUNTERS } from "../src/contracts/statistics.ts";
import { issueAppTokenForTenant } from "../src/domain/identity/app-credentials.ts";
import { can } from "../src/domain/identity/permissions.ts";
import { ROLE_BY_KIND } from "../src/domain/identity/roles.ts";
import { makeTenant, makeUser, signInCookie, type TTenantMade, type TUserMade } from "./factories/index.ts";
import { assignStatScope, makeStatistics, type TStatisticsMade } from "./factories/statistics.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/**
 * Finding 6 of the security review, "Statistics are readable by any visitor": the app token is
 * handed to every visitor, so a statistics call with nothing else must be refused (401), a member
 * without `statistics.view` too (403), and a member with it gets the scope the dashboard gives
 * them (`viewerScope`): a programme coordinator their programmes, a regional coordinator their
 * provinces, an admin the whole tenant. Only the published counters stay public.
 */
let t: TTestApp;
let tenant: TTenantMade;
let stats: TStatisticsMade;
let appToken = "";
const users = new Map<string, TUserMade>();
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  tenant = await makeTenant(t);
  stats = await makeStatistics(t, tenant);
  appToken = (await issueAppTokenForTenant({ db: t.db.db, tenantId: tenant.id })).token;
  for (const role of ROLE_BY_KIND) {
    const user = await makeUser(t, tenant, { role });
    users.set(role, user);
    cookies.set(role, await signInCookie(t, tenant, user));
  }
  await assignStatScope(t, tenant, users.get("lead_program")!, "program", stats.inScope.programId);
  await assignStatScope(t, tenant, users.get("lead_region")!, "province", stats.region);
}, 120_000);
afterAll(() => t?.close());

/** Every statistics call that is not the published counters (today's date keeps the charts on the factory's points). */
function staffPaths(): string[] {
  return [
    "/api/main/statistics",
    "/api/main/statistic/provincies",
    "/api/main/statistic/provincies/score",
    "/api/main/statistic/counter",
    "/api/main/statistic/chart/payments",
    "/api/main/statistic/chart/registrants?period=week",
    "/api/main/statistic/batchs/active",
    `/api/main/statistic/batchs/active/${stats.inScope.batchId}`,
    "/api/main/statistic/students/chart",
    "/api/main/statistic/registrar/chart",
  ];
}

type TBody<T> = { status: boolean; message: string; data: T };
async function call<T = Record<string, unknown>>(path: string, headers: Record<string, string> = {}) {
  const res = await t.req(tenant.host, path, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as TBody<T> };
}
const asRole = (role: string, path: string) => call(path, { AppToken: appToken, cookie: cookies.get(role)! });
const bearerOf = (role: string) => `Bearer ${cookies.get(role)!.split("=")[1]}`;

async function dashboardOf(role: string) {
  const u = users.get(role)!;
  return loadStatistics({ db: t.db.db, tenantId: tenant.id }, { userId: u.id, role: u.role }, new URL(`http://${tenant.host}/Dashboard/Statistik`));
}

describe(`statistics access on ${process.env.TEST_DB}`, () => {
  it("refuses an anonymous visitor with only the app token (401) on every staff call, with or without a token", async () => {
    for (const path of staffPaths()) {
      const withToken = await call(path, { AppToken: appToken });
      expect(withToken.status, path).toBe(401);
      expect(withToken.body.status).toBe(false);
      expect(withToken.body.message).toMatch(/hanya untuk staf/);
      expect(JSON.stringify(withToken.body)).not.toContain('"schools"');
      expect((await call(path)).status, `${path} without a token`).toBe(401);
      // A made-up bearer token is no sign-in either.
      expect((await call(path, { AppToken: appToken, authorization: "Bearer x".padEnd(40, "x") })).status, `${path} bad bearer`).toBe(401);
    }
  });

  it("refuses every signed-in role without statistics.view (403), by session cookie and by bearer token", async () => {
    const refused = ROLE_BY_KIND.filter((r) => !can(r, "statistics.view"));
    expect(refused).toEqual(expect.arrayContaining(["student", "teacher", "writer"]));
    for (const role of refused) {
      for (const path of staffPaths()) {
        const res = await asRole(role, path);
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body).toMatchObject({ status: false, data: null });
        expect(res.body.message).toBe("Anda tidak memiliki akses ke statistik situs ini.");
        expect((await call(path, { AppToken: appToken, authorization: bearerOf(role) })).status, `${role} bearer ${path}`).toBe(403);
      }
    }
  });

  it("still needs the app token from a signed-in admin (spec §6: statistics calls send it)", async () => {
    expect((await call("/api/main/statistics", { cookie: cookies.get("admin")! })).status).toBe(401);
  });

  it("gives an admin the whole tenant, by cookie and by bearer token, never cached for others", async () => {
    const o = await asRole("admin", "/api/main/statistics");
    expect(o.status).toBe(200);
    expect(o.headers.get("cache-control")).toBe("private, no-store");
    const data = o.body.data as { counters: Record<string, number>; programs: { id: number }[] };
    expect(data.counters.schools).toBe(51);
    expect(data.programs.map((p) => p.id).sort()).toEqual([stats.inScope.programId, stats.outOfScope.programId].sort());
    const bearer = await call("/api/main/statistics", { AppToken: appToken, authorization: bearerOf("admin") });
    expect(bearer.status).toBe(200);
    expect(bearer.body).toEqual(o.body);
    const provinces = (await asRole("admin", "/api/main/statistic/provincies")).body.data as unknown as { id: string; schools: number }[];
    expect(provinces).toHaveLength(38);
    expect(provinces.find((p) => p.id === "35")?.schools).toBe(39);
    const payments = (await asRole("admin", "/api/main/statistic/chart/payments")).body.data as { total: number };
    expect(payments.total).toBe(stats.series.tenant.payments);
    const batches = (await asRole("admin", "/api/main/statistic/batchs/active")).body.data as { items: { id: number }[] };
    expect(batches.items.map((b) => b.id).sort()).toEqual([stats.inScope.batchId, stats.outOfScope.batchId].sort());
    // The same URL right after, without a sign-in: still 401 (nothing answered from a cache).
    expect((await call("/api/main/statistics", { AppToken: appToken })).status).toBe(401);
    // …and the admin's answer matches the dashboard's for the admin.
    expect(data.counters).toEqual((await dashboardOf("admin")).counters);
  });

  it("gives a programme coordinator their programmes only, as the dashboard does", async () => {
    const dash = await dashboardOf("lead_program");
    expect(dash.scopeKind).toBe("program");
    const o = await asRole("lead_program", "/api/main/statistics");
    expect(o.status).toBe(200);
    const data = o.body.data as { counters: Record<string, number>; programs: { id: number; students: number }[] };
    expect(data.counters).toEqual(dash.counters);
    expect(data.counters.students).toBe(stats.counters.program.students);
    expect(data.counters.schools).toBe(stats.counters.program.schools);
    expect(data.programs.map((p) => p.id)).toEqual([stats.inScope.programId]);
    expect(data.programs.map((p) => p.id)).toEqual(dash.programs.map((p) => p.id));
    const counter = await asRole("lead_program", "/api/main/statistic/counter?filter=students,schools");
    expect(counter.body.data).toEqual({ students: stats.counters.program.students, schools: stats.counters.program.schools });
    const payments = (await asRole("lead_program", "/api/main/statistic/chart/payments")).body.data as { total: number };
    expect(payments.total).toBe(stats.series.program.payments);
    const students = (await asRole("lead_program", "/api/main/statistic/students/chart")).body.data as { items: Record<string, number>[] };
    expect(students.items.reduce((a, p) => a + p.signups!, 0)).toBe(stats.series.program.signups);
    const batches = (await asRole("lead_program", "/api/main/statistic/batchs/active")).body.data as { items: { id: number }[] };
    expect(batches.items.map((b) => b.id)).toEqual([stats.inScope.batchId]);
    expect((await asRole("lead_program", `/api/main/statistic/batchs/active/${stats.inScope.batchId}`)).status).toBe(200);
    // Province figures are not split by programme: none for a programme scope.
    expect((await asRole("lead_program", "/api/main/statistic/provincies")).body.data).toEqual([]);
  });

  it("refuses a programme coordinator's filters beyond their programmes (403), and another programme's batch", async () => {
    for (const path of [
      `/api/main/statistic/chart/payments?programIds=${stats.outOfScope.programId}`,
      `/api/main/statistic/chart/payments?programIds=${stats.inScope.programId},${stats.outOfScope.programId}`,
      `/api/main/statistic/chart/payments?provinceIds=${stats.region}`,
      `/api/main/statistic/registrar/chart?programIds=${stats.outOfScope.programId}`,
      `/api/main/statistic/batchs/active?programIds=${stats.outOfScope.programId}`,
      `/api/main/statistic/batchs/active/${stats.outOfScope.batchId}`,
    ]) {
      const res = await asRole("lead_program", path);
      expect(res.status, path).toBe(403);
      expect(res.body.status).toBe(false);
      expect(res.body.message).toMatch(/di luar cakupan/i);
    }
    // Their own programme as a filter is fine.
    const own = await asRole("lead_program", `/api/main/statistic/chart/payments?programIds=${stats.inScope.programId}`);
    expect((own.body.data as { total: number }).total).toBe(stats.series.program.payments);
  });

  it("gives a regional coordinator their region only (12 schools, not the tenant's 51), as the dashboard does", async () => {
    const dash = await dashboardOf("lead_region");
    expect(dash.scopeKind).toBe("province");
    expect(dash.counters.schools).toBe(12);
    const o = await asRole("lead_region", "/api/main/statistics");
    const data = o.body.data as { counters: Record<string, number>; programs: unknown[] };
    expect(data.counters).toEqual(dash.counters);
    expect(data.counters.schools).toBe(12);
    expect(data.programs).toEqual([]);
    const provinces = (await asRole("lead_region", "/api/main/statistic/provincies")).body.data as unknown as { id: string; schools: number }[];
    expect(provinces.map((p) => [p.id, p.schools])).toEqual([[stats.region, 12]]);
    expect(provinces.map((p) => p.id)).toEqual(dash.provinces.filter((p) => p.id === stats.region).map((p) => p.id));
    const score = (await asRole("lead_region", "/api/main/statistic/provincies/score")).body.data as { provinces: { provinceId: string }[] };
    expect(score.provinces.map((p) => p.provinceId)).toEqual([stats.region]);
    const payments = (await asRole("lead_region", "/api/main/statistic/chart/payments")).body.data as { total: number };
    expect(payments.total).toBe(stats.series.region.payments);
    const batches = (await asRole("lead_region", "/api/main/statistic/batchs/active")).body.data as { items: unknown[] };
    expect(batches.items).toEqual([]);
    for (const path of [
      `/api/main/statistic/chart/payments?provinceIds=${stats.otherRegion}`,
      `/api/main/statistic/chart/payments?programIds=${stats.inScope.programId}`,
      `/api/main/statistic/students/chart?provinceIds=${stats.region},${stats.otherRegion}`,
      `/api/main/statistic/batchs/active/${stats.inScope.batchId}`,
    ]) {
      expect((await asRole("lead_region", path)).status, path).toBe(403);
    }
  });

  it("answers two scopes of one URL apart (the cache is per scope)", async () => {
    const path = "/api/main/statistic/counter?filter=schools";
    const admin = await asRole("admin", path);
    const region = await asRole("lead_region", path);
    const program = await asRole("lead_program", path);
    expect([admin.body.data, region.body.data, program.body.data]).toEqual([{ schools: 51 }, { schools: 12 }, { schools: stats.counters.program.schools }]);
  });

  it("answers the published counters to anyone, and only those", async () => {
    const pub = await call<Record<string, number>>("/api/v1/statistics/public");
    expect(pub.status).toBe(200);
    expect(Object.keys(pub.body.data).sort()).toEqual([...LANDING_COUNTERS].sort());
    for (const n of LANDING_COUNTERS) expect(pub.body.data[n], n).toBe(stats.counters.tenant[n]);
    const landing = await call<{ data_count: Record<string, number> }>("/api/main/statistic/landing/counter", { AppToken: appToken });
    expect(landing.status).toBe(200);
    expect(landing.body.data.data_count).toEqual(pub.body.data);
    // The spec's counter call: the published ones, without and with a filter; the rest are staff figures.
    const counter = await call<Record<string, number>>("/api/v1/statistics/counter", { AppToken: appToken });
    expect(counter.body.data).toEqual(pub.body.data);
    expect((await call("/api/v1/statistics/counter?filter=students,schools")).body.data).toEqual({ students: pub.body.data.students, schools: 51 });
    const hidden = await call("/api/v1/statistics/counter?filter=students,schools_active", { AppToken: appToken });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toMatchObject({ status: false, data: null });
    expect(hidden.body.message).toContain("schools_active");
    // A site whose home is the book landing page shows no counters, so it publishes none.
    const book = await t.req("pujapramudya.localhost", "/api/v1/statistics/public");
    expect(((await book.json()) as TBody<unknown>).data).toEqual({});
  });
});
