import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAppTokenForTenant } from "../src/domain/identity/app-credentials.ts";
import { createAccount, setMembershipKind } from "../src/domain/identity/accounts.ts";
import { can } from "../src/domain/identity/permissions.ts";
import { ROLE_BY_KIND } from "../src/domain/identity/roles.ts";
import { makeTenant, makeUser, signInCookie, unique, type TTenantMade } from "./factories/index.ts";
import { assignStatScope, makeStatistics, type TStatisticsMade } from "./factories/statistics.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/**
 * Role escalation through the API: what a role may read is decided on the server from its
 * membership, per request, by the permission matrix — never by anything the client claims (a
 * stored user_kind, a role query, a header) and never from an answer cached for a stronger role.
 * Statistics (finding 6 of the security review): every role × every staff call, forged claims,
 * a demoted admin, a coordinator without an assignment and coordinators' filters beyond scope.
 */
let t: TTestApp;
let tenant: TTenantMade;
let stats: TStatisticsMade;
let appToken = "";

beforeAll(async () => {
  t = await createTestApp();
  tenant = await makeTenant(t);
  stats = await makeStatistics(t, tenant);
  appToken = (await issueAppTokenForTenant({ db: t.db.db, tenantId: tenant.id })).token;
}, 120_000);
afterAll(() => t?.close());

const STAFF_PATHS = () => [
  "/api/main/statistics",
  "/api/main/statistic/provincies",
  "/api/main/statistic/provincies/score",
  "/api/main/statistic/counter?filter=schools",
  "/api/main/statistic/chart/payments",
  "/api/main/statistic/batchs/active",
  `/api/main/statistic/batchs/active/${stats.inScope.batchId}`,
  "/api/main/statistic/students/chart",
  "/api/main/statistic/registrar/chart",
];

const get = (path: string, headers: Record<string, string> = {}) => t.req(tenant.host, path, { headers: { AppToken: appToken, ...headers } });

/** Whether a statistics answer carries whole-tenant figures (the factory's tenant has 51 schools). */
const tenantWide = (text: string) => /"schools":51\b/.test(text);

describe(`role escalation on ${process.env.TEST_DB}`, () => {
  it("statistics: every role gets exactly what the matrix gives it (200 with statistics.view, else 403; 401 signed out)", async () => {
    for (const role of ROLE_BY_KIND) {
      const cookie = await signInCookie(t, tenant, await makeUser(t, tenant, { role }));
      const expected = can(role, "statistics.view") ? 200 : 403;
      for (const path of STAFF_PATHS()) {
        const res = await get(path, { cookie });
        // A lead without an assignment sees none of the batch (its scope is empty): 403 there.
        const status = expected === 200 && role.startsWith("lead_") && path.includes("/batchs/active/") ? 403 : expected;
        expect(res.status, `${role} ${path}`).toBe(status);
      }
    }
    // An account that is no member of this site (role "none") and a visitor with the app token only.
    const outsider = await createAccount(t.db.db, { name: "Orang Luar", email: `${unique("luar")}@contoh.test`, password: "kata-sandi-kuat-123" });
    const outsiderCookie = await signInCookie(t, tenant, { id: outsider.id });
    for (const path of STAFF_PATHS()) {
      expect((await get(path, { cookie: outsiderCookie })).status, `none ${path}`).toBe(403);
      expect((await get(path)).status, `anonim ${path}`).toBe(401);
    }
  });

  it("statistics: a student's forged role claims (stored user_kind, role query, headers) change nothing", async () => {
    const cookie = await signInCookie(t, tenant, await makeUser(t, tenant, { role: "student" }));
    const forged: [string, Record<string, string>][] = [
      ["/api/main/statistics?type=0&role=superadmin&user_kind=0", { cookie }],
      ["/api/main/statistics", { cookie: `${cookie}; user_kind=0; role=admin` }],
      ["/api/main/statistics", { cookie, "X-User-Kind": "0", "X-Role": "admin", "X-App-Authorization": tenant.layout, "X-Lms-Id": tenant.layout }],
      ["/api/main/statistic/counter?filter=schools&scope=tenant", { cookie }],
    ];
    for (const [path, headers] of forged) {
      const res = await get(path, headers);
      const text = await res.text();
      expect(res.status, path).toBe(403);
      expect(tenantWide(text), path).toBe(false);
    }
  });

  it("statistics: a demoted admin loses access on the next call, even to an answer cached a moment ago", async () => {
    const user = await makeUser(t, tenant, { role: "admin" });
    const cookie = await signInCookie(t, tenant, user);
    const before = await get("/api/main/statistics", { cookie });
    expect(before.status).toBe(200);
    expect(tenantWide(await before.text())).toBe(true);
    await setMembershipKind({ db: t.db.db, tenantId: tenant.id }, user.id, ROLE_BY_KIND.indexOf("student"));
    const after = await get("/api/main/statistics", { cookie });
    expect(after.status).toBe(403);
    expect(tenantWide(await after.text())).toBe(false);
    // Made a regional coordinator instead: their (empty) region, not the admin's cached whole tenant.
    await setMembershipKind({ db: t.db.db, tenantId: tenant.id }, user.id, ROLE_BY_KIND.indexOf("lead_region"));
    const lead = await get("/api/main/statistics", { cookie });
    expect(lead.status).toBe(200);
    expect(((await lead.json()) as { data: { counters: Record<string, number> } }).data.counters.schools).toBe(0);
  });

  it("statistics: a coordinator without an assignment sees nothing, never the whole tenant", async () => {
    for (const role of ["lead_program", "lead_region"] as const) {
      const cookie = await signInCookie(t, tenant, await makeUser(t, tenant, { role }));
      // Liga SMK standings are published on /Leaderboards and not split by programme: a lead_program
      // gets them as on the dashboard (a lead_region: their provinces only).
      const paths = STAFF_PATHS().filter((p) => !p.includes("/batchs/active/") && !(role === "lead_program" && p.endsWith("/provincies/score")));
      for (const path of paths) {
        const res = await get(path, { cookie });
        const text = await res.text();
        expect(res.status, `${role} ${path}`).toBe(200);
        expect(tenantWide(text), `${role} ${path}`).toBe(false);
        expect(text, `${role} ${path}`).not.toMatch(/"total":[1-9]/);
      }
      const overview = (await (await get("/api/main/statistics", { cookie })).json()) as { data: { counters: Record<string, number>; programs: unknown[] } };
      expect(Object.values(overview.data.counters).every((v) => v === 0)).toBe(true);
      expect(overview.data.programs).toEqual([]);
    }
  });

  it("statistics: coordinators cannot widen their scope with filters", async () => {
    const lp = await makeUser(t, tenant, { role: "lead_program" });
    const lr = await makeUser(t, tenant, { role: "lead_region" });
    await assignStatScope(t, tenant, lp, "program", stats.inScope.programId);
    await assignStatScope(t, tenant, lr, "province", stats.region);
    const lpCookie = await signInCookie(t, tenant, lp);
    const lrCookie = await signInCookie(t, tenant, lr);
    const attempts: [string, string][] = [
      [lpCookie, `/api/main/statistic/chart/payments?programIds=${stats.outOfScope.programId}`],
      [lpCookie, `/api/main/statistic/students/chart?provinceIds=${stats.region}`],
      [lpCookie, `/api/main/statistic/batchs/active?programIds=${stats.inScope.programId},${stats.outOfScope.programId}`],
      [lpCookie, `/api/main/statistic/batchs/active/${stats.outOfScope.batchId}`],
      [lrCookie, `/api/main/statistic/chart/payments?provinceIds=${stats.otherRegion}`],
      [lrCookie, `/api/main/statistic/registrar/chart?programIds=${stats.inScope.programId}`],
      [lrCookie, `/api/main/statistic/batchs/active?programIds=${stats.inScope.programId}`],
    ];
    for (const [cookie, path] of attempts) {
      const res = await get(path, { cookie });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Di luar cakupan statistik Anda|^Angkatan ini di luar cakupan/);
    }
    // Repeated names arrive joined (programIds=a&programIds=b): the second one is checked too.
    const repeated = await get(`/api/main/statistic/chart/payments?programIds=${stats.inScope.programId}&programIds=${stats.outOfScope.programId}`, {
      cookie: lpCookie,
    });
    expect(repeated.status).toBe(403);
  });
});
