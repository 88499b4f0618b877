// `npm run bench:statistics [-- --events 100000 --requests 400 --postgres]`
// The statistics figures (issue 18): records N events for one tenant (bulk, spread over 90 days,
// with programme and province on part of them), times the roll-up by the worker's drain, checks the
// roll-up against a direct count, then prints p50/p99 of the counter and chart endpoints through
// the real HTTP app (in process, no socket): answered from the tenant data cache (the normal case)
// and with a distinct query per request (a cache miss every time: the summary-table query). The
// Main API figures are called as a signed-in admin (app token + session), as they require.
// Fresh database with the demo seed (in-memory PGlite, or PostgreSQL with --postgres and
// TEST_DATABASE_URL); no build needed.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { LANDING_COUNTERS } from "../src/contracts/statistics.ts";
import { issueAppTokenForTenant } from "../src/domain/identity/app-credentials.ts";
import { drainAll, rowsOf } from "../src/domain/statistics/refresh.ts";
import { makeUser, signInCookie } from "../tests/factories/index.ts";
import { createTestApp } from "../tests/helpers/app.ts";

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const EVENTS = Number(arg("events", "100000"));
const REQUESTS = Number(arg("requests", "400"));
if (process.argv.includes("--postgres")) {
  process.env.TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
}
const TENANT = "sekolahbeta";
const HOST = "sekolahbeta.localhost:3000";

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

const t = await createTestApp();
const db = t.db.db;
try {
  await drainAll(db);
  const { token } = await issueAppTokenForTenant({ db, tenantId: TENANT });
  const cookie = await signInCookie(t, { id: TENANT }, await makeUser(t, { id: TENANT }, { role: "admin" }));
  const headers = { AppToken: token, "X-Lms-Id": TENANT, cookie };

  let t0 = performance.now();
  await db.execute(sql`
    insert into stat_events (tenant_id, name, program_id, province_id, occurred_at)
    select ${TENANT},
           (array['page_load', 'internal_navigation', 'class_view', 'register_click'])[1 + (i % 4)],
           case when i % 3 = 0 then 1 + (i % 5) end,
           case when i % 2 = 0 then (array['31', '32', '33', '34', '35', '36', '51', '73'])[1 + (i % 8)] end,
           now() - ((i % 90) || ' days')::interval - ((i % 1440) || ' minutes')::interval
    from generate_series(1, ${EVENTS}) as i`);
  const insertMs = performance.now() - t0;
  t0 = performance.now();
  await drainAll(db);
  const rollMs = performance.now() - t0;
  const [direct] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from stat_events where tenant_id = ${TENANT}`));
  const [rolled] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(n), 0)::int as n from stat_event_days where tenant_id = ${TENANT} and dim = 'tenant'`),
  );
  const [days] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from stat_event_days where tenant_id = ${TENANT}`));

  console.log(`\nstatistics bench (${t.db.label}): ${EVENTS.toLocaleString("en")} events for ${TENANT}`);
  console.log(
    `  insert ${ms(insertMs)}, roll-up (worker drain) ${ms(rollMs)}; events ${direct!.n.toLocaleString("en")}, rolled ${rolled!.n.toLocaleString("en")} ${direct!.n === rolled!.n ? "(equal)" : "(MISMATCH)"}; ${days!.n} summary rows`,
  );

  const today = new Date().toISOString().slice(0, 10);
  const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const NAMES = ["alumni", "cities", "cities_active", "cities_alumni", "schools", "schools_active", "schools_alumni", "students", "mentors", "programs"];
  const subset = (i: number, names: readonly string[] = NAMES) => names.filter((_, j) => ((i + 1) >> j) & 1).join(",") || "students";
  const endpoints: { name: string; path: (i: number) => string; miss: (i: number) => string }[] = [
    // The Services API counter answers the published counters only (a staff figure there is a 403).
    {
      name: "GET v1/statistics/counter",
      path: () => "/api/v1/statistics/counter",
      miss: (i) => `/api/v1/statistics/counter?filter=${subset(i % 63, LANDING_COUNTERS)}`,
    },
    { name: "GET v1/statistics/public", path: () => "/api/v1/statistics/public", miss: () => "/api/v1/statistics/public" },
    {
      name: "GET main/statistic/counter",
      path: () => "/api/main/statistic/counter?filter=students,schools",
      miss: (i) => `/api/main/statistic/counter?filter=${subset(i % 1023)}`,
    },
    { name: "GET main/statistic/landing/counter", path: () => "/api/main/statistic/landing/counter", miss: () => "/api/main/statistic/landing/counter" },
    {
      name: "GET main/statistic/chart/page-load (90 d)",
      path: () => `/api/main/statistic/chart/page-load?from=${dayAgo(89)}&to=${today}`,
      miss: (i) => `/api/main/statistic/chart/page-load?from=${dayAgo(89 + (i % 300))}&to=${today}`,
    },
    {
      name: "GET main/statistic/chart/page-load week",
      path: () => `/api/main/statistic/chart/page-load?from=${dayAgo(89)}&to=${today}&period=week`,
      miss: (i) => `/api/main/statistic/chart/page-load?from=${dayAgo(89 + (i % 300))}&to=${today}&period=week`,
    },
    {
      name: "GET main/statistic/chart/class-view (prog)",
      path: () => `/api/main/statistic/chart/event-class-view?programIds=1,2`,
      miss: (i) => `/api/main/statistic/chart/event-class-view?from=${dayAgo(29 + (i % 300))}&to=${today}&programIds=1,2`,
    },
    {
      name: "GET main/statistic/registrar/chart",
      path: () => "/api/main/statistic/registrar/chart",
      miss: (i) => `/api/main/statistic/registrar/chart?from=${dayAgo(29 + (i % 300))}&to=${today}`,
    },
    { name: "GET main/statistic/provincies", path: () => "/api/main/statistic/provincies", miss: () => "/api/main/statistic/provincies" },
  ];
  console.log(`\n  ${"endpoint".padEnd(44)} ${"cached p50".padStart(11)} ${"cached p99".padStart(11)} ${"miss p50".padStart(10)} ${"miss p99".padStart(10)}`);
  let worst = 0;
  for (const e of endpoints) {
    const run = async (path: (i: number) => string, bust: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        if (bust && path(i) === path(i + 1)) t.services.dataCache.clear();
        const s = performance.now();
        const res = await t.req(HOST, path(i), { headers });
        await res.arrayBuffer();
        times.push(performance.now() - s);
        if (res.status !== 200) throw new Error(`${path(i)} → ${res.status}`);
      }
      return times.slice(Math.min(20, Math.floor(REQUESTS / 10))); // drop warm-up
    };
    const cached = await run(e.path, false);
    const miss = await run(e.miss, true);
    worst = Math.max(worst, pct(miss, 99), pct(cached, 99));
    console.log(
      `  ${e.name.padEnd(44)} ${ms(pct(cached, 50)).padStart(11)} ${ms(pct(cached, 99)).padStart(11)} ${ms(pct(miss, 50)).padStart(10)} ${ms(pct(miss, 99)).padStart(10)}`,
    );
  }
  console.log(`\n  worst p99 ${ms(worst)} (target < 20 ms): ${worst < 20 ? "met" : "NOT met"}\n`);
} finally {
  await t.close();
}
