import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { provinceAliases } from "./provinces.ts";

/**
 * Keeping the statistics summaries current (issue 18). Nothing here runs on a page view: the
 * statistics worker (src/server/statistics-worker.ts) calls `drainStatistics` every few seconds.
 *
 * - Recorded events are rolled up incrementally: one statement flips `stat_events.rolled` for a
 *   batch of a tenant's events and adds their counts to `stat_event_days`, so an event is counted
 *   exactly once even when two workers run or a worker dies mid-way (the statement is atomic).
 * - Everything else (registrations, enrolments, progress, schools, teams, payments, scores) is
 *   recomputed for one tenant at a time from its rows when `stat_changes.changes` passed
 *   `refreshed`. Triggers on the source tables bump `changes` in the writer's transaction, so a
 *   change is never missed, also across a restart; a recompute is idempotent, so a replay after a
 *   crash gives the same numbers. Time-dependent counters (active vs. alumni) are recomputed at
 *   least every `STALE_AFTER`.
 */

export const EVENT_DIMS = ["tenant", "program", "batch", "province", "city", "school"] as const;
export type TDim = (typeof EVENT_DIMS)[number];

/** Daily series recomputed from source rows. */
export const SERIES_METRICS = [
  "registrants",
  "enrolments",
  "team_members",
  "event_registrations",
  "signups",
  "schools",
  "teams",
  "completions",
  "payments",
] as const;
export type TSeriesMetric = (typeof SERIES_METRICS)[number];

const STALE_AFTER = "1 hour";
const EVENT_BATCH = 20_000;

export function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : ((res as { rows?: unknown[] }).rows ?? [])) as T[];
}

const day = (col: string) => sql.raw(`((${col}) at time zone 'Asia/Jakarta')::date`);

/** Rolls up to `EVENT_BATCH` unrolled events of a tenant; returns how many were counted. */
export async function rollEvents(db: Db, tenantId: string, limit = EVENT_BATCH): Promise<number> {
  const res = await db.execute(sql`
    with claimed as (
      update stat_events set rolled = true
      where tenant_id = ${tenantId} and id in (
        select id from stat_events where tenant_id = ${tenantId} and not rolled order by id limit ${limit} for update skip locked
      )
      returning name, program_id, batch_id, province_id, city_id, school_id, ${day("occurred_at")} as day
    ), dims as (
      select name, 'tenant' as dim, '' as dim_value, day from claimed
      union all select name, 'program', program_id::text, day from claimed where program_id is not null
      union all select name, 'batch', batch_id::text, day from claimed where batch_id is not null
      union all select name, 'province', province_id, day from claimed where province_id is not null
      union all select name, 'city', city_id, day from claimed where city_id is not null
      union all select name, 'school', school_id::text, day from claimed where school_id is not null
    ), ins as (
      insert into stat_event_days (tenant_id, name, dim, dim_value, day, n)
      select ${tenantId}, name, dim, dim_value, day, count(*) from dims group by name, dim, dim_value, day
      on conflict (tenant_id, name, dim, dim_value, day) do update set n = stat_event_days.n + excluded.n
      returning 1
    )
    select (select count(*) from claimed)::int as n`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** Tenants with events not yet rolled up. */
async function tenantsWithNewEvents(db: Db): Promise<string[]> {
  // A loose index scan over the partial index: one probe per tenant, not one row per event.
  const res = await db.execute(sql`
    with recursive t as (
      (select tenant_id from stat_events where not rolled order by tenant_id limit 1)
      union all
      select (select s.tenant_id from stat_events s where not s.rolled and s.tenant_id > t.tenant_id order by s.tenant_id limit 1) from t where t.tenant_id is not null
    ) select tenant_id from t where tenant_id is not null`);
  return rowsOf<{ tenant_id: string }>(res).map((r) => r.tenant_id);
}

/** The fact rows behind the daily series of one tenant (one row per registration, enrolment, …). */
function factsSql(t: string): SQL {
  return sql`
    select 'enrolments' as metric, ${day("ce.created_at")} as day, c.program_id, ce.batch_id, null::text as province_id, null::text as city_id, null::int as school_id
      from class_enrolments ce left join catalog_classes c on c.tenant_id = ce.tenant_id and c.id = ce.class_id where ce.tenant_id = ${t}
    union all select 'enrolments', ${day("e.created_at")}, null, null, null, null, null from enrolments e where e.tenant_id = ${t}
    union all select 'team_members', ${day("tm_t.created_at")}, null, null, nullif(tm_t.province_id, ''), nullif(tm_t.city_id, ''), tm_t.school_id
      from team_members tm join teams tm_t on tm_t.tenant_id = tm.tenant_id and tm_t.id = tm.team_id where tm.tenant_id = ${t}
    union all select 'event_registrations', ${day("er.created_at")}, null, null, null, null, null from event_registrations er where er.tenant_id = ${t} and er.status <> 'cancelled'
    union all select 'signups', ${day("m.created_at")}, null, null, null, null, null from memberships m where m.tenant_id = ${t} and m.kind = 4
    union all select 'schools', ${day("s.created_at")}, s.program_id, null, s.province_id, s.city_id, s.id from schools s where s.tenant_id = ${t}
    union all select 'teams', ${day("tt.created_at")}, null, null, nullif(tt.province_id, ''), nullif(tt.city_id, ''), tt.school_id from teams tt where tt.tenant_id = ${t}
    union all select 'payments', ${day("pi.paid_at")}, null, null, null, null, null from payment_invoices pi where pi.tenant_id = ${t} and pi.paid_at is not null and pi.status in ('paid', 'refunded')
    union all select 'completions', ${day("cp.last_done")}, null, null, null, null, null from (
      select p.user_id, p.course_slug, max(p.done_at) as last_done, count(*) as done, max(cc.total) as total
      from chapter_progress p
      join (select co.slug, count(ch.id) as total from catalog_courses co join catalog_course_chapters ch on ch.tenant_id = co.tenant_id and ch.course_id = co.id where co.tenant_id = ${t} group by co.slug) cc on cc.slug = p.course_slug
      where p.tenant_id = ${t} group by p.user_id, p.course_slug
    ) cp where cp.done >= cp.total`;
}

/** Recomputes every summary of one tenant from its rows, in one transaction. */
export async function recomputeTenant(db: Db, tenantId: string): Promise<void> {
  const aliases = JSON.stringify(await provinceAliases());
  await db.transaction(async (tx) => {
    const t = tenantId;
    await tx.execute(sql`delete from stat_series where tenant_id = ${t}`);
    await tx.execute(sql`
      insert into stat_series (tenant_id, metric, dim, dim_value, day, n)
      with f0 as (${factsSql(t)}),
      f as (
        select * from f0
        union all select 'registrants', day, program_id, batch_id, province_id, city_id, school_id from f0 where metric in ('enrolments', 'team_members', 'event_registrations')
      ), d as (
        select metric, 'tenant' as dim, '' as dim_value, day from f
        union all select metric, 'program', program_id::text, day from f where program_id is not null
        union all select metric, 'batch', batch_id::text, day from f where batch_id is not null
        union all select metric, 'province', province_id, day from f where province_id is not null
        union all select metric, 'city', city_id, day from f where city_id is not null
        union all select metric, 'school', school_id::text, day from f where school_id is not null
      )
      select ${t}, metric, dim, dim_value, day, count(*)::int from d where day is not null group by metric, dim, dim_value, day`);

    // Counters: parts from SQL, combined below.
    const counters = new Map<string, number>();
    const add = (dim: string, value: string | null | undefined, name: string, n: unknown) => {
      if (value === null || value === undefined) return;
      const k = `${dim}\u0000${value}\u0000${name}`;
      counters.set(k, (counters.get(k) ?? 0) + Number(n ?? 0));
    };
    const ensure = (dim: string, value: string, names: string[]) => {
      for (const name of names) add(dim, value, name, 0);
    };
    ensure("tenant", "", [
      "alumni",
      "cities",
      "cities_active",
      "cities_alumni",
      "schools",
      "schools_active",
      "schools_alumni",
      "students",
      "mentors",
      "programs",
      "teams",
      "registrants",
      "batches_active",
      "enrolments",
      "completions",
      "payments",
    ]);

    // Schools (catalogue schools of programmes and schools registered on the site), one key per name and city.
    const schoolRows = rowsOf<Record<string, string | number | null>>(
      await tx.execute(sql`
        with pm as (select * from jsonb_to_recordset(${aliases}::jsonb) as x(name text, code text)),
        sch as (
          select lower(cs.name) || '|' || lower(cs.city) as key, lower(cs.city) as city_key, pm.code as province_id, cs.program_id, cs.students,
                 coalesce(p.is_active and p.ends_at >= now(), false) as active, coalesce(p.ends_at < now(), false) as ended
          from catalog_schools cs
          left join catalog_programs p on p.tenant_id = cs.tenant_id and p.id = cs.program_id
          left join pm on pm.name = lower(cs.province)
          where cs.tenant_id = ${t} and cs.deleted_at is null
          union all
          select s.name_key || '|' || lower(s.city_name), lower(s.city_name), s.province_id, s.program_id, s.students,
                 coalesce(p.is_active and p.ends_at >= now(), p.id is null), coalesce(p.ends_at < now(), false)
          from schools s left join catalog_programs p on p.tenant_id = s.tenant_id and p.id = s.program_id
          where s.tenant_id = ${t}
        )
        select case when grouping(program_id) = 0 then 'program' when grouping(province_id) = 0 then 'province' else 'tenant' end as dim,
               case when grouping(program_id) = 0 then program_id::text when grouping(province_id) = 0 then province_id else '' end as dim_value,
               count(distinct key) as schools, count(distinct key) filter (where active) as schools_active, count(distinct key) filter (where ended) as schools_alumni,
               count(distinct city_key) as cities, count(distinct city_key) filter (where active) as cities_active, count(distinct city_key) filter (where ended) as cities_alumni,
               coalesce(sum(students), 0) as school_students, coalesce(sum(students) filter (where ended), 0) as school_alumni,
               count(distinct program_id) as programs
        from sch group by grouping sets ((), (program_id), (province_id))`),
    );
    for (const r of schoolRows) {
      const dim = String(r.dim);
      const v = r.dim_value === null ? null : String(r.dim_value);
      if (dim !== "tenant" && !v) continue;
      for (const n of ["schools", "schools_active", "schools_alumni", "cities", "cities_active", "cities_alumni"]) add(dim, v, n, r[n]);
      add(dim, v, "students", r.school_students);
      add(dim, v, "alumni", r.school_alumni);
      if (dim === "province") add(dim, v, "programs", r.programs);
    }

    // Learner accounts: members, course and class enrolments; alumni finished a course or a batch.
    const learnerRows = rowsOf<{ dim: string; dim_value: string | null; students: number; alumni: number }>(
      await tx.execute(sql`
        with done as (
          select p.user_id from chapter_progress p
          join (select co.slug, count(ch.id) as total from catalog_courses co join catalog_course_chapters ch on ch.tenant_id = co.tenant_id and ch.course_id = co.id where co.tenant_id = ${t} group by co.slug) cc on cc.slug = p.course_slug
          where p.tenant_id = ${t} group by p.user_id, p.course_slug, cc.total having count(*) >= cc.total
        ), l as (
          select user_id, null::int as program_id, false as alum from memberships where tenant_id = ${t} and kind = 4
          union all select user_id, null, false from enrolments where tenant_id = ${t}
          union all select user_id, null, true from done
          union all select ce.user_id, c.program_id, coalesce(b.ends_at < now(), c.ended, false)
            from class_enrolments ce
            left join catalog_classes c on c.tenant_id = ce.tenant_id and c.id = ce.class_id
            left join catalog_batches b on b.tenant_id = ce.tenant_id and b.id = ce.batch_id
            where ce.tenant_id = ${t}
        )
        select 'tenant' as dim, '' as dim_value, count(distinct user_id)::int as students, count(distinct user_id) filter (where alum)::int as alumni from l
        union all
        select 'program', program_id::text, count(distinct user_id)::int, count(distinct user_id) filter (where alum)::int from l where program_id is not null group by program_id`),
    );
    for (const r of learnerRows) {
      add(r.dim, r.dim_value, "students", r.students);
      add(r.dim, r.dim_value, "alumni", r.alumni);
    }

    // Team members (Liga SMK and other teams) are students too; teams per region.
    const teamRows = rowsOf<{ dim: string; dim_value: string | null; teams: number; members: number }>(
      await tx.execute(sql`
        with tm as (
          select tt.id, nullif(tt.province_id, '') as province_id, (select count(*) from team_members m where m.tenant_id = tt.tenant_id and m.team_id = tt.id) as members
          from teams tt where tt.tenant_id = ${t} and tt.status <> 'didiskualifikasi'
        )
        select case when grouping(province_id) = 0 then 'province' else 'tenant' end as dim, case when grouping(province_id) = 0 then province_id else '' end as dim_value,
               count(*)::int as teams, coalesce(sum(members), 0)::int as members
        from tm group by grouping sets ((), (province_id))`),
    );
    for (const r of teamRows) {
      if (r.dim !== "tenant" && !r.dim_value) continue;
      add(r.dim, r.dim_value, "teams", r.teams);
      add(r.dim, r.dim_value, "students", r.members);
    }

    // Catalogue: active mentors and programmes, active batches per programme.
    const catalogRows = rowsOf<{ dim: string; dim_value: string; name: string; n: number }>(
      await tx.execute(sql`
        select 'tenant' as dim, '' as dim_value, 'mentors' as name, count(*)::int as n from catalog_mentors where tenant_id = ${t} and is_active
        union all select 'tenant', '', 'programs', count(*)::int from catalog_programs where tenant_id = ${t} and is_active
        union all select 'program', c.program_id::text, 'mentors', count(distinct m)::int from catalog_classes c cross join lateral unnest(c.mentor_ids) m where c.tenant_id = ${t} and c.program_id is not null group by c.program_id
        union all select 'program', id::text, 'programs', 1 from catalog_programs where tenant_id = ${t}
        union all select 'tenant', '', 'batches_active', count(*)::int from catalog_batches where tenant_id = ${t} and is_active and ends_at >= now()
        union all select 'program', program_id::text, 'batches_active', count(*)::int from catalog_batches where tenant_id = ${t} and is_active and ends_at >= now() and program_id is not null group by program_id`),
    );
    for (const r of catalogRows) add(r.dim, r.dim_value, r.name, r.n);

    // Totals of the daily series (registrants, enrolments, completions, payments) per dimension.
    const totals = rowsOf<{ metric: string; dim: string; dim_value: string; n: number }>(
      await tx.execute(
        sql`select metric, dim, dim_value, sum(n)::int as n from stat_series where tenant_id = ${t} and metric in ('registrants', 'enrolments', 'completions', 'payments') group by metric, dim, dim_value`,
      ),
    );
    for (const r of totals) add(r.dim, r.dim_value, r.metric, r.n);

    await tx.execute(sql`delete from stat_counters where tenant_id = ${t}`);
    const values = [...counters].map(([k, v]) => {
      const [dim, dimValue, name] = k.split("\u0000") as [string, string, string];
      return { dim, dimValue, name, value: v };
    });
    for (let i = 0; i < values.length; i += 500) {
      const chunk = values.slice(i, i + 500);
      await tx.execute(
        sql`insert into stat_counters (tenant_id, dim, dim_value, name, value) values ${sql.join(
          chunk.map((c) => sql`(${t}, ${c.dim}, ${c.dimValue}, ${c.name}, ${c.value})`),
          sql`, `,
        )}`,
      );
    }

    // Learners by course progress (names only with consent, decided when shown).
    await tx.execute(sql`delete from stat_learner_progress where tenant_id = ${t}`);
    await tx.execute(sql`
      insert into stat_learner_progress (tenant_id, user_id, name, show_name, chapters_done, chapters_total, courses_done, percent)
      with courses as (
        select co.slug, count(ch.id)::int as total from catalog_courses co join catalog_course_chapters ch on ch.tenant_id = co.tenant_id and ch.course_id = co.id where co.tenant_id = ${t} group by co.slug
      ), uc as (
        select user_id, course_slug from enrolments where tenant_id = ${t}
        union select distinct user_id, course_slug from chapter_progress where tenant_id = ${t}
      ), dn as (
        select user_id, course_slug, count(*)::int as n from chapter_progress where tenant_id = ${t} group by user_id, course_slug
      ), per as (
        select uc.user_id, co.total, least(coalesce(dn.n, 0), co.total) as done
        from uc join courses co on co.slug = uc.course_slug
        left join dn on dn.user_id = uc.user_id and dn.course_slug = uc.course_slug
      )
      select ${t}, per.user_id, u.name, coalesce(lc.show_name, false), sum(per.done)::int, sum(per.total)::int,
             (count(*) filter (where per.total > 0 and per.done >= per.total))::int,
             case when sum(per.total) > 0 then floor(100.0 * sum(per.done) / sum(per.total))::int else 0 end
      from per join users u on u.id = per.user_id
      left join leaderboard_consents lc on lc.tenant_id = ${t} and lc.user_id = per.user_id
      group by per.user_id, u.name, lc.show_name`);

    // Liga SMK standings per season: every registered team, with the sum of its round scores.
    await tx.execute(sql`delete from stat_liga_standings where tenant_id = ${t}`);
    await tx.execute(sql`
      insert into stat_liga_standings (tenant_id, season, team_id, team_name, school_name, province_id, city_id, total, rounds, rank)
      select ${t}, tt.season, tt.id, tt.name, coalesce(s.name, ''), coalesce(nullif(tt.province_id, ''), s.province_id, ''), coalesce(nullif(tt.city_id, ''), s.city_id, ''),
             coalesce(sum(ls.score), 0)::int, count(ls.id)::int,
             rank() over (partition by tt.season order by coalesce(sum(ls.score), 0) desc)::int
      from teams tt
      left join schools s on s.tenant_id = tt.tenant_id and s.id = tt.school_id
      left join liga_scores ls on ls.tenant_id = tt.tenant_id and ls.team_id = tt.id and ls.season = tt.season
      where tt.tenant_id = ${t} and tt.kind = 'liga_smk' and tt.status <> 'didiskualifikasi'
      group by tt.season, tt.id, tt.name, s.name, tt.province_id, tt.city_id, s.province_id, s.city_id`);
  });
}

/** Marks every tenant for a recompute (a database created before the triggers, a rebuild). */
export async function markAllTenants(db: Db): Promise<void> {
  await db.execute(sql`insert into stat_changes (tenant_id) select id from tenants on conflict (tenant_id) do update set changes = stat_changes.changes + 1`);
}

/**
 * One round of the worker: roll up new events, then recompute the tenants that changed (or whose
 * time-dependent counters are older than STALE_AFTER). Returns what it did.
 */
export async function drainStatistics(
  db: Db,
  opts: {
    maxTenants?: number;
    leaseSeconds?: number;
    /** Asked before each tenant: true ends the round early (the process is shutting down). */
    shouldStop?: () => boolean;
  } = {},
): Promise<{ events: number; tenants: string[]; countersChanged: string[] }> {
  let events = 0;
  for (const t of await tenantsWithNewEvents(db)) {
    for (;;) {
      const n = await rollEvents(db, t);
      events += n;
      if (n < EVENT_BATCH) break;
    }
  }
  const claimed = rowsOf<{ tenant_id: string; changes: number }>(
    await db.execute(sql`
      update stat_changes set lease_until = now() + make_interval(secs => ${opts.leaseSeconds ?? 120})
      where tenant_id in (
        select tenant_id from stat_changes
        where (changes > refreshed or refreshed_at is null or refreshed_at < now() - interval '${sql.raw(STALE_AFTER)}')
          and (lease_until is null or lease_until < now())
        order by tenant_id limit ${opts.maxTenants ?? 64} for update skip locked
      )
      returning tenant_id, changes`),
  );
  const done: string[] = [];
  const changed: string[] = [];
  for (const [i, c] of claimed.entries()) {
    if (opts.shouldStop?.()) {
      // Hand the rest back at once rather than after their lease: another process takes them.
      const rest = claimed.slice(i).map((r) => r.tenant_id);
      await db.execute(
        sql`update stat_changes set lease_until = null where tenant_id in (${sql.join(
          rest.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      );
      break;
    }
    const before = await landingSnapshot(db, c.tenant_id);
    await recomputeTenant(db, c.tenant_id);
    if ((await landingSnapshot(db, c.tenant_id)) !== before) changed.push(c.tenant_id);
    await db.execute(
      sql`update stat_changes set refreshed = greatest(refreshed, ${c.changes}), lease_until = null, refreshed_at = now() where tenant_id = ${c.tenant_id}`,
    );
    done.push(c.tenant_id);
  }
  return { events, tenants: done, countersChanged: changed };
}

/** What cached public pages show of a tenant's statistics (landing counters, leaderboards) as one string, to tell whether a recompute changed it. */
async function landingSnapshot(db: Db, tenantId: string): Promise<string> {
  const rows = rowsOf<{ name: string; value: number }>(
    await db.execute(
      sql`select name, value from stat_counters where tenant_id = ${tenantId} and dim = 'tenant' and name in ('students', 'alumni', 'mentors', 'schools', 'cities', 'programs') order by name`,
    ),
  );
  // The public leaderboard too: its top learners and the Liga SMK standings.
  const boards = rowsOf<{ s: string | null }>(
    await db.execute(sql`
      select concat_ws('|',
        (select string_agg(user_id || ':' || percent || ':' || show_name, ',') from (select user_id, percent, show_name from stat_learner_progress where tenant_id = ${tenantId} and chapters_done > 0 order by percent desc, chapters_done desc, user_id limit 20) l),
        (select string_agg(season || ':' || team_id || ':' || total, ',' order by season, team_id) from stat_liga_standings where tenant_id = ${tenantId})) as s`),
  );
  return rows.map((r) => `${r.name}=${r.value}`).join(",") + "#" + (boards[0]?.s ?? "");
}

/** Drains until nothing is left (tests, seeding, the bench). */
export async function drainAll(db: Db): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const r = await drainStatistics(db, { maxTenants: 1000 });
    if (!r.events && !r.tenants.length) return;
  }
}

/** Rebuilds a tenant's event roll-up from its raw events (after a restore or a suspected drift). */
export async function rebuildEventRollups(db: Db, tenantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from stat_event_days where tenant_id = ${tenantId}`);
    await tx.execute(sql`update stat_events set rolled = false where tenant_id = ${tenantId} and rolled`);
  });
  while ((await rollEvents(db, tenantId)) >= EVENT_BATCH);
}
