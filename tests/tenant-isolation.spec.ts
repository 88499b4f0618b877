import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogClasses, catalogCourses, catalogPrograms } from "../src/db/schema/catalog.ts";
import { issueAppTokenForTenant } from "../src/domain/identity/app-credentials.ts";
import { ROLE_BY_KIND } from "../src/domain/identity/roles.ts";
import { makeTenant, makeUser, signInCookie } from "./factories/index.ts";
import { makeStatistics } from "./factories/statistics.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * Cross-tenant isolation: every id or slug of tenant A, asked for on tenant B's host, is a 404
 * (never A's data, never a 403 that tells it exists); A's session and app token mean nothing on B.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const A = "sekolahbeta";
const B = "smkcoding";
const host = (tenant: string) => `${tenant}.localhost:3000`;

type TItem = Record<string, unknown> & { id?: number; slug?: string; url?: string; title?: string; name?: string };

async function items(tenant: string, path: string): Promise<TItem[]> {
  const res = await t.req(host(tenant), path);
  expect(res.status, path).toBe(200);
  const body = (await res.json()) as { data: { items?: TItem[] } | TItem[] };
  return Array.isArray(body.data) ? body.data : (body.data.items ?? []);
}

/** Items of A whose slug B does not have (ids are unique across tenants already). */
function onlyA(a: TItem[], b: TItem[], key: "slug" | "id" = "slug"): TItem[] {
  const theirs = new Set(b.map((x) => x[key]));
  return a.filter((x) => x[key] !== undefined && !theirs.has(x[key]));
}

/** Up to 10 rows spread over the list (every tenant's rows, not only the first one's). */
function sample<T>(rows: T[], n = 10): T[] {
  if (rows.length <= n) return rows;
  const step = rows.length / n;
  return Array.from({ length: n }, (_, i) => rows[Math.floor(i * step)]!);
}

async function expect404(tenant: string, path: string, leak: string[] = []): Promise<void> {
  const res = await t.req(host(tenant), path);
  const text = await res.text();
  expect(res.status, `${tenant} ${path}`).toBe(404);
  for (const l of leak) if (l) expect(text, `${tenant} ${path} leaks "${l}"`).not.toContain(l);
}

describe(`tenant isolation on ${process.env.TEST_DB}`, () => {
  it("404s another tenant's post, podcast, career and job ids and slugs, in the API and on pages", async () => {
    const postsA = await items(A, "/api/v1/post/list?pageSize=50");
    const newsA = await items(A, "/api/v1/post/list?pageSize=50&kind=news");
    const podcastsA = await items(A, "/api/v1/podcast/list?pageSize=50");
    const careersA = await items(A, "/api/v1/career/list");
    const careersB = await items(B, "/api/v1/career/list");
    expect(postsA.length + newsA.length).toBeGreaterThan(0);
    expect(podcastsA.length).toBeGreaterThan(0);
    expect(careersA.length).toBeGreaterThan(0);

    let checked = 0;
    for (const p of [...postsA, ...newsA]) {
      await expect404(B, `/api/v1/post/detail?id=${p.id}`, [String(p.title)]);
      await expect404(B, String(p.url), [String(p.title)]);
      checked += 2;
    }
    for (const p of podcastsA) {
      await expect404(B, `/api/v1/podcast/detail?id=${p.id}`, [String(p.title)]);
      await expect404(B, String(p.url), [String(p.title)]);
      checked += 2;
    }
    for (const c of onlyA(careersA, careersB)) {
      await expect404(B, `/api/v1/career/detail?slug=${c.slug}`, [String(c.name)]);
      await expect404(B, `/Career/${c.slug}`, [String(c.name)]);
      checked += 2;
    }
    for (const c of careersA) {
      await expect404(B, `/api/v1/career/job/list?careerId=${c.id}`);
      const jobs = await items(A, `/api/v1/career/job/list?careerId=${c.id}`);
      for (const j of jobs) {
        await expect404(B, `/api/v1/career/job/detail?id=${j.id}`, [String(j.title)]);
        await expect404(B, String(j.url), [String(j.title)]);
        checked += 2;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("404s another tenant's classes, programmes, syllabi, images and courses, in the API and on pages", { timeout: 120_000 }, async () => {
    // Seeds share many slugs between tenants: take every row of any other tenant whose slug B lacks.
    const allClasses = await t.db.db
      .select({ tenantId: catalogClasses.tenantId, id: catalogClasses.id, slug: catalogClasses.slug, name: catalogClasses.name })
      .from(catalogClasses);
    const allPrograms = await t.db.db
      .select({ tenantId: catalogPrograms.tenantId, id: catalogPrograms.id, slug: catalogPrograms.slug, name: catalogPrograms.name })
      .from(catalogPrograms);
    const notB = <T extends { tenantId: string; slug: string }>(rows: T[]) => {
      const bSlugs = new Set(rows.filter((r) => r.tenantId === B).map((r) => r.slug));
      return sample(rows.filter((r) => r.tenantId !== B && !bSlugs.has(r.slug)));
    };
    const classes = notB(allClasses);
    const programs = notB(allPrograms);
    const classesA = sample(allClasses.filter((c) => c.tenantId !== B));
    const programsA = sample(allPrograms.filter((p) => p.tenantId !== B));
    expect(classes.length).toBeGreaterThan(0);
    expect(programs.length).toBeGreaterThan(0);
    for (const c of classes) {
      await expect404(B, `/api/v1/class/overview?slug=${c.slug}`, [c.name]);
      await expect404(B, `/Class/${c.slug}`, [c.name]);
      await expect404(B, `/api/v1/catalog/image/class/${c.slug}.svg`);
    }
    for (const c of classesA) await expect404(B, `/api/v1/class/syllabus?classroomId=${c.id}`);
    for (const p of programs) {
      const name = p.name;
      await expect404(B, `/api/v1/program/active/detail?slug=${p.slug}`, [name]);
      await expect404(B, `/Program/${p.slug}`, [name]);
      await expect404(B, `/Curriculum/${p.slug}`, [name]);
    }
    for (const p of programsA) {
      await expect404(B, `/api/main/silabus/${p.id}`);
      await expect404(B, `/api/v1/program/schools?programId=${p.id}`);
      // Filters by another tenant's programme ids find nothing of A.
      const batches = await items(B, `/api/main/batch/active?programIds=${p.id}`);
      expect(batches).toEqual([]);
      const filtered = await items(B, `/api/v1/class/active?page=1&programIds=${p.id}`);
      expect(filtered).toEqual([]);
    }
    // Courses have no list API: read A's and B's slugs from the database.
    const aOnly = notB(
      await t.db.db.select({ tenantId: catalogCourses.tenantId, slug: catalogCourses.slug, title: catalogCourses.title }).from(catalogCourses),
    );
    expect(aOnly.length).toBeGreaterThan(0);
    for (const c of aOnly) {
      await expect404(B, `/Courses/${c.slug}`, [c.title]);
      await expect404(B, `/Courses/@Premium/${c.slug}`, [c.title]);
      await expect404(B, `/api/v1/catalog/image/course/${c.slug}.svg`);
    }
  });

  it("does not authenticate tenant A's session cookie or bearer token on tenant B", async () => {
    const u = await signedIn(t, A);
    const cookie = `tunas_session=${u.token}`;
    expect((await t.req(host(A), "/api/v1/user/me", { headers: { cookie } })).status).toBe(200);
    expect((await t.req(host(B), "/api/v1/user/me", { headers: { cookie } })).status).toBe(401);
    expect((await t.req(host(B), "/api/v1/user/me", { headers: { authorization: `Bearer ${u.token}` } })).status).toBe(401);
    expect((await t.req(host(B), "/api/v1/user/progress?courseSlug=react-lanjut", { headers: { cookie } })).status).toBe(401);
    // The dashboard page of B sees a visitor, not A's member.
    const page = await t.req(host(B), "/Dashboard", { headers: { cookie } });
    expect(page.status).not.toBe(200);
    expect(await page.text()).not.toContain(u.email);
    const own = await t.req(host(A), "/Dashboard", { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(u.email);
  });

  it("refuses every role of tenant A on tenant B's statistics, and never answers B's figures on A", { timeout: 120_000 }, async () => {
    const a = await makeTenant(t);
    const b = await makeTenant(t);
    await makeStatistics(t, a);
    const bStats = await makeStatistics(t, b, 7000); // B's figures are 7000 higher: 7051 schools
    const bToken = (await issueAppTokenForTenant({ db: t.db.db, tenantId: b.id })).token;
    const aToken = (await issueAppTokenForTenant({ db: t.db.db, tenantId: a.id })).token;
    const bPaths = [
      "/api/main/statistics",
      "/api/main/statistic/provincies",
      "/api/main/statistic/provincies/score",
      "/api/main/statistic/counter",
      "/api/main/statistic/chart/payments",
      "/api/main/statistic/batchs/active",
      `/api/main/statistic/batchs/active/${bStats.inScope.batchId}`,
      "/api/main/statistic/students/chart",
      "/api/main/statistic/registrar/chart",
    ];
    const noB = (text: string, label: string) => expect(text, label).not.toMatch(/"(schools|total|students)":70\d\d/);
    for (const role of ROLE_BY_KIND) {
      const cookie = await signInCookie(t, a, await makeUser(t, a, { role }));
      const bearer = `Bearer ${cookie.split("=")[1]}`;
      for (const path of bPaths) {
        // A's session (cookie or bearer) with B's app token on B's host: nobody there.
        for (const auth of [{ cookie }, { authorization: bearer }] as Record<string, string>[]) {
          const res = await t.req(b.host, path, { headers: { AppToken: bToken, ...auth } });
          const text = await res.text();
          expect(res.status, `${role} ${Object.keys(auth)[0]} on B ${path}`).toBe(401);
          noB(text, `${role} on B ${path}`);
        }
        // A's app token is not B's.
        expect((await t.req(b.host, path, { headers: { AppToken: aToken, cookie } })).status, `${role} A's token on B ${path}`).toBe(401);
        // On A's host, a header naming B is refused before anything is read.
        expect((await t.req(a.host, path, { headers: { AppToken: aToken, cookie, "X-Lms-Id": b.layout } })).status, `${role} X-Lms-Id B ${path}`).toBe(403);
      }
    }
    // A's admin, on A, asking for B's programme and batch: nothing of B.
    const admin = await signInCookie(t, a, await makeUser(t, a, { role: "admin" }));
    const asA = (path: string) => t.req(a.host, path, { headers: { AppToken: aToken, cookie: admin } });
    const chart = await asA(`/api/main/statistic/chart/payments?programIds=${bStats.inScope.programId}`);
    expect(((await chart.json()) as { data: { total: number } }).data.total).toBe(0);
    const batches = await asA(`/api/main/statistic/batchs/active?programIds=${bStats.inScope.programId},${bStats.outOfScope.programId}`);
    expect(((await batches.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
    expect((await asA(`/api/main/statistic/batchs/active/${bStats.inScope.batchId}`)).status).toBe(404);
    for (const path of bPaths.slice(0, 6)) noB(await (await asA(path)).text(), `A's admin ${path}`);
    // B's published counters are B's own, on B's host only.
    const pub = (await (await t.req(b.host, "/api/v1/statistics/public")).json()) as { data: { schools: number } };
    expect(pub.data.schools).toBe(7051);
    noB(await (await t.req(a.host, "/api/v1/statistics/public")).text(), "A's public counters");
  });

  it("refuses tenant A's app token on tenant B, in the header guard, in validate and in the code exchange", async () => {
    const { token, code } = await issueAppTokenForTenant({ db: t.db.db, tenantId: A });
    expect((await t.req(host(A), "/api/v1/authorizer/validate", { headers: { AppToken: token, AppCode: code } })).status).toBe(200);
    const validate = await t.req(host(B), "/api/v1/authorizer/validate", { headers: { AppToken: token, AppCode: code } });
    expect(validate.status).toBe(401);
    expect((await validate.json()).status).toBe(false);
    const guarded = await t.req(host(B), "/api/v1/class/active", { headers: { AppToken: token } });
    expect(guarded.status).toBe(401);
    const exchange = await t.req(host(B), "/api/auth/generate/token", {
      method: "POST",
      headers: { "content-type": "application/json", "X-App-Authorization": B, AppToken: token },
      body: JSON.stringify({ code: "x".repeat(40) }),
    });
    expect(exchange.status).toBe(401);
  });
});
