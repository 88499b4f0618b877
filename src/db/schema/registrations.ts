import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";
import { SUBMISSION_KINDS, SUBMISSION_STATUSES, type TPublicUploadForm, type TSubmissionKind, type TSubmissionStatus } from "../../contracts/registrations.ts";

/**
 * The inbound half of the product (issue 14): every form a visitor sends (demo request, contact,
 * appointment, talent hiring, school/team/Liga SMK registration, event RSVP, sponsor enquiry) is
 * one `form_submissions` row that staff work through in the dashboard inbox; the kinds that hold
 * more structure (schools, teams with members, appointment slots, event seats, uploads) have
 * their own tables and point back to it. Every table is tenant-owned: `tenant_id` leads the
 * primary key and every index.
 */
const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

const ts = (name: string) => timestamp(name, { withTimezone: true });

export { SUBMISSION_KINDS, SUBMISSION_STATUSES, type TSubmissionKind, type TSubmissionStatus };

/** One row per form sent; the staff inbox. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    kind: text("kind").$type<TSubmissionKind>().notNull(),
    status: text("status").$type<TSubmissionStatus>().notNull().default("baru"),
    name: text("name").notNull().default(""),
    /** Lower-cased. */
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    organization: text("organization").notNull().default(""),
    message: text("message").notNull().default(""),
    /** The kind-specific fields as entered (topic, slot time, school, members, …). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** The row of the kind's own table (appointment, school, team, event registration) if any. */
    refId: integer("ref_id"),
    /** The client's idempotency key (form hidden field or `Idempotency-Key` header): a replay finds this row. */
    idempotencyKey: text("idempotency_key"),
    /** Client address (or /64 network) that sent it, for spam review. */
    clientKey: text("client_key").notNull().default(""),
    statusNote: text("status_note").notNull().default(""),
    handledBy: text("handled_by"),
    handledAt: ts("handled_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("form_submissions_idem_uq").on(t.tenantId, t.idempotencyKey),
    index("form_submissions_kind_idx").on(t.tenantId, t.kind, t.createdAt),
    index("form_submissions_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("form_submissions_created_idx").on(t.tenantId, t.createdAt),
    index("form_submissions_email_idx").on(t.tenantId, t.email),
  ],
);

/**
 * Schools registered on a tenant (`POST v1/school/register`, Liga SMK). Region codes are the
 * official Kemendagri codes (`"32"`, `"32.73"`); names are kept beside them for lists and exports.
 * `name_key` is the lower-cased, space-collapsed name: one school per name per city.
 */
export const schools = pgTable(
  "schools",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    npsn: text("npsn"),
    level: text("level").notNull().default("SMK"),
    provinceId: text("province_id").notNull(),
    provinceName: text("province_name").notNull(),
    cityId: text("city_id").notNull(),
    cityName: text("city_name").notNull(),
    address: text("address").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    contactName: text("contact_name").notNull().default(""),
    logoUrl: text("logo_url").notNull().default(""),
    /** Programme the school joined (catalog_programs.id), if any. */
    programId: integer("program_id"),
    /** Number of students the school reports (statistics roll-ups). */
    students: integer("students").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("schools_name_city_uq").on(t.tenantId, t.nameKey, t.cityId),
    index("schools_region_idx").on(t.tenantId, t.provinceId, t.cityId),
    index("schools_program_idx").on(t.tenantId, t.programId),
  ],
);

/**
 * Teams: `kind = 'team'` (v1/team/register) or `'liga_smk'` (the competition, one team per school
 * per season, enforced by a partial unique index). `score` feeds the leaderboard.
 */
export const teams = pgTable(
  "teams",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    kind: text("kind").$type<"team" | "liga_smk">().notNull().default("team"),
    /** Competition year (Liga SMK 2026 → 2026). */
    season: integer("season").notNull(),
    name: text("name").notNull(),
    schoolId: integer("school_id"),
    provinceId: text("province_id").notNull().default(""),
    cityId: text("city_id").notNull().default(""),
    mentorName: text("mentor_name").notNull().default(""),
    mentorEmail: text("mentor_email").notNull().default(""),
    mentorPhone: text("mentor_phone").notNull().default(""),
    /** The signed-in account that registered it (v1/auth/team/register). */
    userId: text("user_id"),
    status: text("status").$type<"terdaftar" | "terverifikasi" | "didiskualifikasi">().notNull().default("terdaftar"),
    score: integer("score").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("teams_liga_school_season_uq").on(t.tenantId, t.season, t.schoolId).where(sql`kind = 'liga_smk'`),
    index("teams_kind_season_idx").on(t.tenantId, t.kind, t.season),
    index("teams_school_idx").on(t.tenantId, t.schoolId),
  ],
);

/** Members of a team in the order entered (students; the mentor teacher is on the team row). */
export const teamMembers = pgTable(
  "team_members",
  {
    tenantId: tenantId(),
    teamId: integer("team_id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** School class/grade ("XI RPL 1"). */
    grade: text("grade").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.teamId, t.position] })],
);

/** Consultation slots staff open on /Make-Appointment (WIB shown, stored as timestamptz). */
export const appointmentSlots = pgTable(
  "appointment_slots",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    startsAt: ts("starts_at").notNull(),
    durationMin: integer("duration_min").notNull().default(30),
    createdBy: text("created_by"),
    closedAt: ts("closed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex("appointment_slots_start_uq").on(t.tenantId, t.startsAt)],
);

/** A booked slot. The partial unique index makes a slot bookable once, whatever the concurrency. */
export const appointments = pgTable(
  "appointments",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    slotId: integer("slot_id").notNull(),
    submissionId: integer("submission_id").notNull(),
    topic: text("topic").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    organization: text("organization").notNull().default(""),
    notes: text("notes").notNull().default(""),
    cancelledAt: ts("cancelled_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("appointments_slot_uq").on(t.tenantId, t.slotId).where(sql`cancelled_at is null`),
    index("appointments_created_idx").on(t.tenantId, t.createdAt),
  ],
);

/** Seat limit of an event (content_events.id); no row = registration open without a limit. */
export const eventCapacities = pgTable(
  "event_capacities",
  {
    tenantId: tenantId(),
    eventId: integer("event_id").notNull(),
    seatLimit: integer("seat_limit").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.eventId] })],
);

/** RSVPs: `confirmed` while seats last, then `waitlist`; one per e-mail per event. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    eventId: integer("event_id").notNull(),
    submissionId: integer("submission_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    organization: text("organization").notNull().default(""),
    status: text("status").$type<"confirmed" | "waitlist" | "cancelled">().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("event_registrations_email_uq").on(t.tenantId, t.eventId, t.email),
    index("event_registrations_event_idx").on(t.tenantId, t.eventId, t.status, t.createdAt),
  ],
);

/**
 * Files uploaded on a tenant (logos, CVs, payment proofs); bytes live in the file store under
 * `storage_key`. An attachment a visitor sends with a public form (`form`) is pending until the
 * form is sent: `claimed_at` null, never served, deleted after a day (platform/storage/uploads.ts).
 */
export const uploads = pgTable(
  "uploads",
  {
    tenantId: tenantId(),
    /** Random, URL-safe; part of the served path. */
    id: text("id").notNull(),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull(),
    /** Sniffed from the bytes. */
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: text("uploaded_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** The public form this file was sent with (`talent_hiring`); null for a signed-in upload. */
    form: text("form").$type<TPublicUploadForm>(),
    /** When the file became servable: at once for a signed-in upload, when its form was sent for a form attachment; null: pending. */
    claimedAt: ts("claimed_at").defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("uploads_created_idx").on(t.tenantId, t.createdAt),
    index("uploads_unclaimed_idx").on(t.tenantId, t.createdAt).where(sql`claimed_at is null`),
  ],
);

/** Attachments of an outbox mail (an event's .ics); sent with it by the dispatcher. */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    tenantId: tenantId(),
    mailId: integer("mail_id").notNull(),
    position: integer("position").notNull().default(0),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: text("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.mailId, t.position] })],
);

export type TFormSubmissionRow = typeof formSubmissions.$inferSelect;
export type TSchoolRow = typeof schools.$inferSelect;
export type TTeamRow = typeof teams.$inferSelect;
