import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Statistics (issue 18). Raw facts stay where they are written (enrolments, registrations,
 * progress, payments) plus `stat_events` (recorded events and the click log); dashboards,
 * counters and leaderboards read only the summary tables below, which the statistics worker keeps
 * current (src/domain/statistics/refresh.ts):
 * - `stat_event_days`: recorded events per day and dimension, rolled up incrementally: the worker
 *   flips `stat_events.rolled` and adds the counts in one statement, so each event counts once.
 * - `stat_series`, `stat_counters`, `stat_learner_progress`, `stat_liga_standings`: recomputed for
 *   a tenant from its rows when `stat_changes` says something changed (database triggers on the
 *   source tables bump it in the writer's own transaction).
 * Every table is tenant-owned: `tenant_id` leads the primary key and every index.
 */
const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Events recorded through `POST v1/statistics/record` and copied from the click log (trigger). */
export const statEvents = pgTable(
  "stat_events",
  {
    tenantId: tenantId(),
    id: bigserial("id", { mode: "number" }).notNull(),
    /** Event name: page_load, internal_navigation, external, or a client's own (`class_view`). */
    name: text("name").notNull(),
    programId: integer("program_id"),
    batchId: integer("batch_id"),
    /** Kemendagri codes ("32", "32.73"). */
    provinceId: text("province_id"),
    cityId: text("city_id"),
    schoolId: integer("school_id"),
    userId: text("user_id"),
    occurredAt: ts("occurred_at").notNull(),
    props: jsonb("props").$type<Record<string, unknown>>().notNull().default({}),
    /** Counted into stat_event_days already. */
    rolled: boolean("rolled").notNull().default(false),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("stat_events_tenant_at_idx").on(t.tenantId, t.occurredAt),
    index("stat_events_unrolled_idx").on(t.tenantId, t.id).where(sql`not rolled`),
  ],
);

/** Events per Jakarta day and dimension (dim: tenant | program | batch | province | city | school; value "" for tenant). */
export const statEventDays = pgTable(
  "stat_event_days",
  {
    tenantId: tenantId(),
    name: text("name").notNull(),
    dim: text("dim").notNull(),
    dimValue: text("dim_value").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name, t.dim, t.dimValue, t.day] })],
);

/** Daily series recomputed from the source rows (metric: registrants, enrolments, completions, signups, schools, teams, event_registrations). */
export const statSeries = pgTable(
  "stat_series",
  {
    tenantId: tenantId(),
    metric: text("metric").notNull(),
    dim: text("dim").notNull(),
    dimValue: text("dim_value").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.metric, t.dim, t.dimValue, t.day] })],
);

/** Counters of spec §3 (students, alumni, mentors, schools…) per dimension. */
export const statCounters = pgTable(
  "stat_counters",
  {
    tenantId: tenantId(),
    dim: text("dim").notNull(),
    dimValue: text("dim_value").notNull(),
    name: text("name").notNull(),
    value: integer("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.dim, t.dimValue, t.name] })],
);

/** Course progress per learner (leaderboard "learners by course progress"). */
export const statLearnerProgress = pgTable(
  "stat_learner_progress",
  {
    tenantId: tenantId(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    showName: boolean("show_name").notNull(),
    chaptersDone: integer("chapters_done").notNull(),
    chaptersTotal: integer("chapters_total").notNull(),
    coursesDone: integer("courses_done").notNull(),
    /** 0–100, chapters done of the chapters of the courses the learner follows. */
    percent: integer("percent").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index("stat_learner_progress_rank_idx").on(t.tenantId, t.percent, t.chaptersDone)],
);

/** Liga SMK standings per season and team, from `liga_scores` (rank 1 = best). */
export const statLigaStandings = pgTable(
  "stat_liga_standings",
  {
    tenantId: tenantId(),
    season: integer("season").notNull(),
    teamId: integer("team_id").notNull(),
    teamName: text("team_name").notNull(),
    schoolName: text("school_name").notNull(),
    provinceId: text("province_id").notNull(),
    cityId: text("city_id").notNull(),
    total: integer("total").notNull(),
    rounds: integer("rounds").notNull(),
    rank: integer("rank").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.season, t.teamId] }), index("stat_liga_standings_rank_idx").on(t.tenantId, t.season, t.rank)],
);

/**
 * Change counter per tenant: triggers on the source tables add one in the writer's transaction;
 * the worker recomputes a tenant whose `changes` passed `refreshed`, then stores what it saw.
 */
export const statChanges = pgTable("stat_changes", {
  tenantId: tenantId().primaryKey(),
  changes: bigint("changes", { mode: "number" }).notNull().default(1),
  refreshed: bigint("refreshed", { mode: "number" }).notNull().default(0),
  /** Lease of the worker recomputing it (another process skips it meanwhile). */
  leaseUntil: ts("lease_until"),
  refreshedAt: ts("refreshed_at"),
});

/** Liga SMK scores entered by staff: one row per team, season and round. */
export const ligaScores = pgTable(
  "liga_scores",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    season: integer("season").notNull(),
    /** teams.id (kind liga_smk). */
    teamId: integer("team_id").notNull(),
    round: integer("round").notNull(),
    score: integer("score").notNull(),
    note: text("note").notNull().default(""),
    enteredBy: text("entered_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("liga_scores_team_round_uq").on(t.tenantId, t.season, t.teamId, t.round),
    index("liga_scores_season_idx").on(t.tenantId, t.season),
  ],
);

/** A learner's consent to show their name on the public leaderboard (default: not shown). */
export const leaderboardConsents = pgTable(
  "leaderboard_consents",
  {
    tenantId: tenantId(),
    userId: text("user_id").notNull(),
    showName: boolean("show_name").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** What a lead_program (programme ids) or lead_region (province/city codes) sees on the statistics dashboard. */
export const statScopes = pgTable(
  "stat_scopes",
  {
    tenantId: tenantId(),
    userId: text("user_id").notNull(),
    /** program | province | city */
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.kind, t.value] })],
);
