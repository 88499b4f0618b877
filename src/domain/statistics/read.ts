import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { catalogBatches, catalogClasses, catalogPrograms } from "../../db/schema/catalog.ts";
import { statCounters, statEventDays, statLearnerProgress, statLigaStandings, statSeries } from "../../db/schema/statistics.ts";
import { activePage, normalisePage, type TActivePage } from "../../kernel/pagination.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { listProvinceCodes } from "./provinces.ts";

import { COUNTER_NAMES } from "../../contracts/statistics.ts";

export { COUNTER_NAMES, LANDING_COUNTERS, type TCounterName } from "../../contracts/statistics.ts";

/**
 * What a viewer's statistics cover: the whole tenant, some programmes (lead_program) or some
 * provinces (lead_region). A scope with an empty list sees nothing.
 */
export type TStatScope = { kind: "tenant" } | { kind: "program"; ids: number[] } | { kind: "province"; ids: string[] };

export const TENANT_SCOPE: TStatScope = { kind: "tenant" };

function dimOf(scope: TStatScope): { dim: string; values: string[] | null } {
  if (scope.kind === "program") return { dim: "program", values: scope.ids.map(String) };
  if (scope.kind === "province") return { dim: "province", values: scope.ids };
  return { dim: "tenant", values: [""] };
}

/**
 * Counters for a scope. Programme and province scopes add the counters of each of their
 * programmes/provinces (a school in two programmes counts in both).
 */
export async function getCounters(
  ctx: TTenantCtx,
  names: readonly string[] = COUNTER_NAMES,
  scope: TStatScope = TENANT_SCOPE,
): Promise<Record<string, number>> {
  const out: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  const { dim, values } = dimOf(scope);
  if (!values?.length || !names.length) return out;
  const rows = await ctx.db
    .select({ name: statCounters.name, value: sql<number>`sum(${statCounters.value})::int` })
    .from(statCounters)
    .where(
      and(tenantScope(statCounters.tenantId, ctx), eq(statCounters.dim, dim), inArray(statCounters.dimValue, values), inArray(statCounters.name, [...names])),
    )
    .groupBy(statCounters.name);
  for (const r of rows) out[r.name] = Number(r.value);
  return out;
}

export const SERIES_TYPES = [
  "registrants",
  "enrolments",
  "completions",
  "signups",
  "schools",
  "teams",
  "team_members",
  "event_registrations",
  "payments",
] as const;
export const EVENT_SERIES_TYPES = ["page_load", "internal_navigation", "external"] as const;

export interface TSeriesQuery {
  /** A series metric (SERIES_TYPES) or a recorded event name (`event:page_load`, `event:class_view`). */
  type: string;
  period: "day" | "week";
  /** Inclusive Jakarta dates, YYYY-MM-DD. */
  from: string;
  to: string;
}

export interface TPoint {
  date: string;
  value: number;
}

/** Every day (or Monday of every week) from `from` to `to`, as YYYY-MM-DD. */
export function buckets(from: string, to: string, period: "day" | "week"): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (period === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  while (d <= end && out.length < 1000) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + (period === "week" ? 7 : 1));
  }
  return out;
}

/** A daily or weekly series for a scope, with every bucket present (zeros included). */
export async function getSeries(ctx: TTenantCtx, q: TSeriesQuery, scope: TStatScope = TENANT_SCOPE): Promise<TPoint[]> {
  const keys = buckets(q.from, q.to, q.period);
  const { dim, values } = dimOf(scope);
  const sums = new Map<string, number>();
  if (values?.length) {
    const isEvent = q.type.startsWith("event:");
    const table = isEvent ? statEventDays : statSeries;
    const nameCol = isEvent ? statEventDays.name : statSeries.metric;
    const name = isEvent ? q.type.slice(6) : q.type;
    const bucket =
      q.period === "week" ? sql<string>`to_char(date_trunc('week', ${table.day}::timestamp), 'YYYY-MM-DD')` : sql<string>`to_char(${table.day}, 'YYYY-MM-DD')`;
    const rows = await ctx.db
      .select({ bucket, n: sql<number>`sum(${table.n})::int` })
      .from(table)
      .where(
        and(
          tenantScope(table.tenantId, ctx),
          eq(nameCol, name),
          eq(table.dim, dim),
          inArray(table.dimValue, values),
          gte(table.day, q.from),
          lte(table.day, q.to),
        ),
      )
      .groupBy(bucket);
    for (const r of rows) sums.set(r.bucket, Number(r.n));
  }
  return keys.map((date) => ({ date, value: sums.get(date) ?? 0 }));
}

export interface TProvinceStat {
  id: string;
  name: string;
  schools: number;
  students: number;
  teams: number;
  registrants: number;
  programs: number;
}

/** Every province (38, zeros included) with its counters; `ids` narrows to a lead_region's provinces. */
export async function getProvinceStats(ctx: TTenantCtx, ids?: string[]): Promise<TProvinceStat[]> {
  const all = await listProvinceCodes();
  const wanted = ids ? all.filter((p) => ids.includes(p.id)) : all;
  if (!wanted.length) return [];
  const rows = await ctx.db
    .select({ dimValue: statCounters.dimValue, name: statCounters.name, value: statCounters.value })
    .from(statCounters)
    .where(
      and(
        tenantScope(statCounters.tenantId, ctx),
        eq(statCounters.dim, "province"),
        inArray(
          statCounters.dimValue,
          wanted.map((p) => p.id),
        ),
      ),
    );
  const by = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const m = by.get(r.dimValue) ?? {};
    m[r.name] = r.value;
    by.set(r.dimValue, m);
  }
  return wanted.map((p) => {
    const m = by.get(p.id) ?? {};
    return {
      id: p.id,
      name: p.name,
      schools: m.schools ?? 0,
      students: m.students ?? 0,
      teams: m.teams ?? 0,
      registrants: m.registrants ?? 0,
      programs: m.programs ?? 0,
    };
  });
}

export interface TProgramStat {
  id: number;
  name: string;
  slug: string;
  isActive: boolean;
  registrants: number;
  enrolments: number;
  students: number;
  alumni: number;
  schools: number;
  batchesActive: number;
  /** Alumni per student, 0–100. */
  completion: number;
}

/** Per programme: registrants, students, alumni, schools, active batches (a lead_program's programmes with `ids`). */
export async function getProgramStats(ctx: TTenantCtx, ids?: number[]): Promise<TProgramStat[]> {
  if (ids && !ids.length) return [];
  const programs = await ctx.db
    .select({ id: catalogPrograms.id, name: catalogPrograms.name, slug: catalogPrograms.slug, isActive: catalogPrograms.isActive })
    .from(catalogPrograms)
    .where(and(tenantScope(catalogPrograms.tenantId, ctx), ids ? inArray(catalogPrograms.id, ids) : undefined))
    .orderBy(asc(catalogPrograms.position), asc(catalogPrograms.id));
  if (!programs.length) return [];
  const rows = await ctx.db
    .select({ dimValue: statCounters.dimValue, name: statCounters.name, value: statCounters.value })
    .from(statCounters)
    .where(
      and(
        tenantScope(statCounters.tenantId, ctx),
        eq(statCounters.dim, "program"),
        inArray(
          statCounters.dimValue,
          programs.map((p) => String(p.id)),
        ),
      ),
    );
  const by = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const m = by.get(r.dimValue) ?? {};
    m[r.name] = r.value;
    by.set(r.dimValue, m);
  }
  return programs.map((p) => {
    const m = by.get(String(p.id)) ?? {};
    const students = m.students ?? 0;
    const alumni = m.alumni ?? 0;
    return {
      ...p,
      registrants: m.registrants ?? 0,
      enrolments: m.enrolments ?? 0,
      students,
      alumni,
      schools: m.schools ?? 0,
      batchesActive: m.batches_active ?? 0,
      completion: students ? Math.min(100, Math.round((alumni / students) * 100)) : 0,
    };
  });
}

export interface TBatchStat {
  id: number;
  name: string;
  number: number;
  className: string;
  classCode: string;
  programId: number | null;
  startsAt: string;
  endsAt: string;
  quota: number;
  enrolled: number;
  registrants: number;
}

function batchQuery(ctx: TTenantCtx) {
  return ctx.db
    .select({
      id: catalogBatches.id,
      name: catalogBatches.name,
      number: catalogBatches.number,
      className: catalogClasses.name,
      classCode: catalogClasses.code,
      programId: catalogBatches.programId,
      startsAt: catalogBatches.startsAt,
      endsAt: catalogBatches.endsAt,
      quota: catalogBatches.quota,
      enrolled: catalogBatches.enrolled,
      registrants: sql<number>`coalesce((select ${statCounters.value} from ${statCounters} where ${statCounters.tenantId} = ${catalogBatches.tenantId} and ${statCounters.dim} = 'batch' and ${statCounters.dimValue} = ${catalogBatches.id}::text and ${statCounters.name} = 'registrants'), 0)::int`,
    })
    .from(catalogBatches)
    .innerJoin(catalogClasses, and(eq(catalogClasses.tenantId, catalogBatches.tenantId), eq(catalogClasses.id, catalogBatches.classId)));
}

const toBatch = (r: Awaited<ReturnType<ReturnType<typeof batchQuery>["execute"]>>[number]): TBatchStat => ({
  ...r,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  registrants: Number(r.registrants),
});

/** Active batches (running or upcoming) with their registrants, in the spec's active-batches shape. */
export async function listActiveBatchStats(
  ctx: TTenantCtx,
  q: { page?: number; pageSize?: number; programIds?: number[] } = {},
): Promise<TActivePage<TBatchStat>> {
  const req = normalisePage(q.page, q.pageSize, 10);
  if (q.programIds && !q.programIds.length) return activePage([], req, 0);
  const where = and(
    tenantScope(catalogBatches.tenantId, ctx),
    eq(catalogBatches.isActive, true),
    gte(catalogBatches.endsAt, sql`now()`),
    q.programIds ? inArray(catalogBatches.programId, q.programIds) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    batchQuery(ctx).where(where).orderBy(asc(catalogBatches.startsAt), asc(catalogBatches.id)).limit(req.pageSize).offset(req.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(catalogBatches).where(where),
  ]);
  return activePage(rows.map(toBatch), req, Number(total?.n ?? 0));
}

/** One batch with its registrants per day over its registration window. */
export async function getBatchStat(ctx: TTenantCtx, id: number): Promise<(TBatchStat & { chart: TPoint[] }) | null> {
  const [row] = await batchQuery(ctx)
    .where(and(tenantScope(catalogBatches.tenantId, ctx), eq(catalogBatches.id, id)))
    .limit(1);
  if (!row) return null;
  const b = toBatch(row);
  const rows = await ctx.db
    .select({ day: statSeries.day, n: statSeries.n })
    .from(statSeries)
    .where(and(tenantScope(statSeries.tenantId, ctx), eq(statSeries.metric, "registrants"), eq(statSeries.dim, "batch"), eq(statSeries.dimValue, String(id))))
    .orderBy(asc(statSeries.day));
  return { ...b, chart: rows.map((r) => ({ date: r.day, value: r.n })) };
}

export interface TLigaTeamStanding {
  rank: number;
  teamId: number;
  teamName: string;
  schoolName: string;
  provinceId: string;
  provinceName: string;
  total: number;
  rounds: number;
}

export interface TLigaProvinceStanding {
  rank: number;
  provinceId: string;
  provinceName: string;
  total: number;
  teams: number;
}

/** Seasons that have Liga SMK teams, newest first. */
export async function listLigaSeasons(ctx: TTenantCtx): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ season: statLigaStandings.season })
    .from(statLigaStandings)
    .where(tenantScope(statLigaStandings.tenantId, ctx))
    .orderBy(desc(statLigaStandings.season));
  return rows.map((r) => r.season);
}

export async function getLigaStandings(
  ctx: TTenantCtx,
  season: number,
  limit = 100,
): Promise<{ teams: TLigaTeamStanding[]; provinces: TLigaProvinceStanding[] }> {
  const provinces = await listProvinceCodes();
  const pname = (id: string) => provinces.find((p) => p.id === id)?.name ?? (id || "—");
  const rows = await ctx.db
    .select()
    .from(statLigaStandings)
    .where(and(tenantScope(statLigaStandings.tenantId, ctx), eq(statLigaStandings.season, season)))
    .orderBy(asc(statLigaStandings.rank), asc(statLigaStandings.teamName))
    .limit(limit);
  const teams = rows.map((r) => ({
    rank: r.rank,
    teamId: r.teamId,
    teamName: r.teamName,
    schoolName: r.schoolName,
    provinceId: r.provinceId,
    provinceName: pname(r.provinceId),
    total: r.total,
    rounds: r.rounds,
  }));
  const prov = await ctx.db
    .select({ provinceId: statLigaStandings.provinceId, total: sql<number>`sum(${statLigaStandings.total})::int`, teams: sql<number>`count(*)::int` })
    .from(statLigaStandings)
    .where(and(tenantScope(statLigaStandings.tenantId, ctx), eq(statLigaStandings.season, season)))
    .groupBy(statLigaStandings.provinceId)
    .orderBy(desc(sql`sum(${statLigaStandings.total})`), asc(statLigaStandings.provinceId));
  let rank = 0;
  let prev: number | null = null;
  const provinceRows = prov.map((p, i) => {
    if (prev === null || p.total !== prev) rank = i + 1;
    prev = p.total;
    return { rank, provinceId: p.provinceId, provinceName: pname(p.provinceId), total: Number(p.total), teams: Number(p.teams) };
  });
  return { teams, provinces: provinceRows };
}

export interface TLearnerStanding {
  rank: number;
  /** The learner's name only with their consent; otherwise null (shown as "Peserta anonim"). */
  name: string | null;
  isViewer: boolean;
  percent: number;
  chaptersDone: number;
  coursesDone: number;
}

/** Learners by course progress; names only for those who agreed. */
export async function getLearnerStandings(ctx: TTenantCtx, opts: { limit?: number; viewerId?: string } = {}): Promise<TLearnerStanding[]> {
  const rows = await ctx.db
    .select()
    .from(statLearnerProgress)
    .where(and(tenantScope(statLearnerProgress.tenantId, ctx), sql`${statLearnerProgress.chaptersDone} > 0`))
    .orderBy(desc(statLearnerProgress.percent), desc(statLearnerProgress.chaptersDone), asc(statLearnerProgress.userId))
    .limit(opts.limit ?? 20);
  let rank = 0;
  let prev = "";
  return rows.map((r, i) => {
    const key = `${r.percent}:${r.chaptersDone}`;
    if (key !== prev) rank = i + 1;
    prev = key;
    return {
      rank,
      name: r.showName ? r.name : null,
      isViewer: r.userId === opts.viewerId,
      percent: r.percent,
      chaptersDone: r.chaptersDone,
      coursesDone: r.coursesDone,
    };
  });
}
