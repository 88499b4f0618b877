import { sql } from "drizzle-orm";
import { catalogBatches } from "../../src/db/schema/catalog.ts";
import { statCounters, statLigaStandings, statSeries } from "../../src/db/schema/statistics.ts";
import { COUNTER_NAMES } from "../../src/contracts/statistics.ts";
import { jakartaToday } from "../../src/contracts/statistics.ts";
import { assignScope } from "../../src/domain/statistics/scopes.ts";
import type { TTestApp } from "../helpers/app.ts";
import { makeClass, type TClassMade, type TTenantMade, type TUserMade } from "./index.ts";

/** What `makeStatistics` wrote: two programmes (a class and an active batch each) and two provinces. */
export interface TStatisticsMade {
  /** The programme a lead_program is given (`assignProgram`) and the one outside that scope. */
  inScope: TClassMade;
  outOfScope: TClassMade;
  /** Kemendagri codes: the lead_region's province and another one. */
  region: "32";
  otherRegion: "35";
  /** A counter value per scope: `counters.tenant.schools`, `counters.program.students`, … */
  counters: { tenant: Record<string, number>; program: Record<string, number>; otherProgram: Record<string, number>; region: Record<string, number> };
  /** Today's points of every series, per scope (`series.tenant.payments`, …). */
  series: { tenant: Record<string, number>; program: Record<string, number>; region: Record<string, number> };
  season: number;
}

const SERIES = ["registrants", "enrolments", "completions", "signups", "team_members", "event_registrations", "payments"] as const;

/**
 * Statistics summaries for `tenant` as the statistics worker writes them (`stat_counters`,
 * `stat_series`, `stat_liga_standings`), with figures that differ per scope so a role's answer
 * shows which scope it got: the whole tenant has 51 schools, Jawa Barat (32) 12 and Jawa Timur
 * (35) 39; one programme 70 students, the other 110. `seed` offsets every value, so two tenants'
 * figures never coincide. Nothing recomputes a factory tenant in tests (no worker runs), so the
 * rows stay as written.
 */
export async function makeStatistics(t: TTestApp, tenant: Pick<TTenantMade, "id">, seed = 0): Promise<TStatisticsMade> {
  const db = t.db.db;
  const inScope = await makeClass(t, tenant);
  const outOfScope = await makeClass(t, tenant);
  // The factory's batch belongs to its class; the statistics read the batch's own programme.
  for (const c of [inScope, outOfScope]) {
    await db.execute(sql`update ${catalogBatches} set program_id = ${c.programId} where tenant_id = ${tenant.id} and id = ${c.batchId}`);
  }
  const base = (n: number) => n + seed;
  const counters = {
    tenant: Object.fromEntries(COUNTER_NAMES.map((n, i) => [n, base(500 + i)])),
    program: { students: base(70), alumni: base(20), schools: base(5), registrants: base(90), enrolments: base(80), batches_active: 1 },
    otherProgram: { students: base(110), alumni: base(30), schools: base(7), registrants: base(130), enrolments: base(120), batches_active: 1 },
    region: { schools: base(12), students: base(140), teams: base(4), registrants: base(150), programs: 2, alumni: base(15), cities: base(3) },
  };
  counters.tenant.schools = base(51);
  const otherRegion = { schools: base(39), students: base(260), teams: base(9), registrants: base(270), programs: 2, alumni: base(25), cities: base(6) };
  const rows: (typeof statCounters.$inferInsert)[] = [];
  const put = (dim: string, dimValue: string, values: Record<string, number>) => {
    for (const [name, value] of Object.entries(values)) rows.push({ tenantId: tenant.id, dim, dimValue, name, value });
  };
  put("tenant", "", {
    ...counters.tenant,
    teams: base(13),
    registrants: base(420),
    enrolments: base(200),
    completions: base(60),
    payments: base(44),
    batches_active: 2,
  });
  put("program", String(inScope.programId), counters.program);
  put("program", String(outOfScope.programId), counters.otherProgram);
  put("province", "32", counters.region);
  put("province", "35", otherRegion);
  put("batch", String(inScope.batchId), { registrants: base(9) });
  put("batch", String(outOfScope.batchId), { registrants: base(17) });
  await db.insert(statCounters).values(rows);

  const day = jakartaToday();
  const series = {
    tenant: Object.fromEntries(SERIES.map((m, i) => [m, base(40 + i)])),
    program: Object.fromEntries(SERIES.map((m, i) => [m, base(3 + i)])),
    region: Object.fromEntries(SERIES.map((m, i) => [m, base(11 + i)])),
  };
  const otherProgram = Object.fromEntries(SERIES.map((m, i) => [m, base(7 + i)]));
  const points: (typeof statSeries.$inferInsert)[] = [];
  const add = (dim: string, dimValue: string, values: Record<string, number>) => {
    for (const [metric, n] of Object.entries(values)) points.push({ tenantId: tenant.id, metric, dim, dimValue, day, n });
  };
  add("tenant", "", series.tenant);
  add("program", String(inScope.programId), series.program);
  add("program", String(outOfScope.programId), otherProgram);
  add("province", "32", series.region);
  add("province", "35", Object.fromEntries(SERIES.map((m, i) => [m, base(23 + i)])));
  await db.insert(statSeries).values(points);

  const season = 2026;
  await db.insert(statLigaStandings).values([
    {
      tenantId: tenant.id,
      season,
      teamId: 1,
      teamName: "Tim Barat",
      schoolName: "SMK Barat",
      provinceId: "32",
      cityId: "32.73",
      total: base(300),
      rounds: 2,
      rank: 2,
    },
    {
      tenantId: tenant.id,
      season,
      teamId: 2,
      teamName: "Tim Timur",
      schoolName: "SMK Timur",
      provinceId: "35",
      cityId: "35.78",
      total: base(400),
      rounds: 2,
      rank: 1,
    },
  ]);
  return { inScope, outOfScope, region: "32", otherRegion: "35", counters, series, season };
}

/** Gives a lead_program the programme `programId`, a lead_region the province `code` (what an admin does on the dashboard). */
export async function assignStatScope(
  t: TTestApp,
  tenant: Pick<TTenantMade, "id">,
  user: Pick<TUserMade, "id">,
  kind: "program" | "province",
  value: string | number,
) {
  await assignScope({ db: t.db.db, tenantId: tenant.id }, user.id, kind, String(value));
}
