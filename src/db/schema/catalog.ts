import { sql, type SQL } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * The catalogue (spec §3): programmes, classes, batches, syllabus, competences, webinars,
 * schools, mentors and courses with modules and chapters. Every table is tenant-owned:
 * `tenant_id` leads the primary key and every b-tree index. Searchable tables carry a
 * generated `search` tsvector ('simple' config: no stemming, lowercase) with a GIN index.
 */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Columns every staff-edited catalogue table carries (the dashboard's admin console): `version`
 * for optimistic concurrency (an update names the version it read), `deleted_at` for soft delete
 * (public reads skip such rows; restore clears it) and `updated_at`.
 */
const editable = () => ({
  version: integer("version").notNull().default(1),
  deletedAt: ts("deleted_at"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** 'simple' full-text vector over the given columns (weights A, B, C in order). */
function searchVector(...cols: string[]): SQL {
  const weights = ["A", "B", "C", "D"];
  const parts = cols.map((c, i) => `setweight(to_tsvector('simple', coalesce(${c}, '')), '${weights[Math.min(i, 3)]}')`);
  return sql.raw(parts.join(" || "));
}

export const catalogPrograms = pgTable(
  "catalog_programs",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    logo: text("logo").notNull(),
    /** Audience: Vokasi, Korporasi, Pemerintah, CSR, Sekolah, Umum. */
    kind: text("kind").notNull(),
    level: text("level").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    position: integer("position").notNull().default(0),
    search: tsvector("search").generatedAlwaysAs(searchVector("name", "summary", "description")),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("catalog_programs_slug_uq").on(t.tenantId, t.slug),
    index("catalog_programs_active_idx").on(t.tenantId, t.isActive, t.position),
    index("catalog_programs_search_gin").using("gin", t.search),
  ],
);

export const catalogCompetences = pgTable(
  "catalog_competences",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex("catalog_competences_slug_uq").on(t.tenantId, t.slug)],
);

export const catalogMentors = pgTable(
  "catalog_mentors",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    company: text("company").notNull(),
    bio: text("bio").notNull(),
    photo: text("photo").notNull(),
    expertise: text("expertise").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("catalog_mentors_slug_uq").on(t.tenantId, t.slug),
    index("catalog_mentors_active_idx").on(t.tenantId, t.isActive, t.position),
  ],
);

export const catalogClasses = pgTable(
  "catalog_classes",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    programId: integer("program_id"),
    competenceId: integer("competence_id"),
    code: text("code").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    logo: text("logo").notNull(),
    /** pemula | menengah | mahir */
    level: text("level").notNull(),
    /** online | offline | hybrid */
    type: text("type").notNull(),
    comingSoon: boolean("coming_soon").notNull().default(false),
    onRegistration: boolean("on_registration").notNull().default(false),
    started: boolean("started").notNull().default(false),
    ended: boolean("ended").notNull().default(false),
    /** The badge state (spec §4: first flag set, in order), kept by the database for filtering. */
    state: text("state").generatedAlwaysAs(
      sql.raw(
        "CASE WHEN coming_soon THEN 'comingSoon' WHEN on_registration THEN 'onRegistration' WHEN started THEN 'started' WHEN ended THEN 'ended' ELSE 'none' END",
      ),
    ),
    schedule: text("schedule").notNull(),
    location: text("location").notNull(),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    /** Integer rupiah; 0 = free. */
    price: bigint("price", { mode: "number" }).notNull().default(0),
    quota: integer("quota").notNull(),
    mentorIds: integer("mentor_ids").array().notNull().default(sql`'{}'::int[]`),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
    search: tsvector("search").generatedAlwaysAs(searchVector("name", "code", "description")),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("catalog_classes_code_uq").on(t.tenantId, t.code),
    uniqueIndex("catalog_classes_slug_uq").on(t.tenantId, t.slug),
    index("catalog_classes_list_idx").on(t.tenantId, t.isActive, t.position),
    index("catalog_classes_program_idx").on(t.tenantId, t.programId),
    index("catalog_classes_competence_idx").on(t.tenantId, t.competenceId),
    index("catalog_classes_level_idx").on(t.tenantId, t.level),
    index("catalog_classes_type_idx").on(t.tenantId, t.type),
    index("catalog_classes_state_idx").on(t.tenantId, t.state),
    index("catalog_classes_search_gin").using("gin", t.search),
  ],
);

export const catalogBatches = pgTable(
  "catalog_batches",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    classId: integer("class_id").notNull(),
    programId: integer("program_id"),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    registrationEndsAt: ts("registration_ends_at").notNull(),
    quota: integer("quota").notNull(),
    enrolled: integer("enrolled").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("catalog_batches_active_idx").on(t.tenantId, t.isActive, t.startsAt),
    index("catalog_batches_class_idx").on(t.tenantId, t.classId),
    index("catalog_batches_program_idx").on(t.tenantId, t.programId),
  ],
);

export const catalogSyllabus = pgTable(
  "catalog_syllabus",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    classId: integer("class_id").notNull(),
    programId: integer("program_id"),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    hours: integer("hours").notNull(),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("catalog_syllabus_class_idx").on(t.tenantId, t.classId, t.position),
    index("catalog_syllabus_program_idx").on(t.tenantId, t.programId),
  ],
);

export const catalogWebinars = pgTable(
  "catalog_webinars",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    programId: integer("program_id"),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    speaker: text("speaker").notNull(),
    startsAt: ts("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    link: text("link").notNull(),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("catalog_webinars_slug_uq").on(t.tenantId, t.slug),
    index("catalog_webinars_program_idx").on(t.tenantId, t.programId, t.startsAt),
    index("catalog_webinars_start_idx").on(t.tenantId, t.startsAt),
  ],
);

export const catalogSchools = pgTable(
  "catalog_schools",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    programId: integer("program_id").notNull(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    province: text("province").notNull(),
    students: integer("students").notNull().default(0),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("catalog_schools_program_idx").on(t.tenantId, t.programId, t.name)],
);

export const catalogCourses = pgTable(
  "catalog_courses",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    cover: text("cover").notNull(),
    level: text("level").notNull(),
    mentorId: integer("mentor_id"),
    isPremium: boolean("is_premium").notNull().default(false),
    /** Published: shown on the public site (unpublished courses are staff-only drafts). */
    isActive: boolean("is_active").notNull().default(true),
    /** Integer rupiah; 0 for free courses. */
    price: bigint("price", { mode: "number" }).notNull().default(0),
    position: integer("position").notNull().default(0),
    search: tsvector("search").generatedAlwaysAs(searchVector("title", "summary", "description")),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("catalog_courses_slug_uq").on(t.tenantId, t.slug),
    index("catalog_courses_list_idx").on(t.tenantId, t.isPremium, t.position),
    index("catalog_courses_search_gin").using("gin", t.search),
  ],
);

export const catalogCourseModules = pgTable(
  "catalog_course_modules",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    courseId: integer("course_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex("catalog_course_modules_slug_uq").on(t.tenantId, t.courseId, t.slug)],
);

export const catalogCourseChapters = pgTable(
  "catalog_course_chapters",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    courseId: integer("course_id").notNull(),
    moduleId: integer("module_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Position in the whole course (1-based): "Bab 3 dari 12". */
    position: integer("position").notNull(),
    /** Restricted Markdown (headings, paragraphs, lists, code, bold); rendered without raw HTML. */
    content: text("content").notNull(),
    /** Full Markdown body (src/contracts/learning.ts); when set the reader shows it instead of `content`. */
    bodyMd: text("body_md"),
    videoUrl: text("video_url"),
    durationMinutes: integer("duration_minutes").notNull(),
    /** A free preview chapter of a premium course. */
    isPreview: boolean("is_preview").notNull().default(false),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("catalog_course_chapters_slug_uq").on(t.tenantId, t.courseId, t.slug),
    index("catalog_course_chapters_order_idx").on(t.tenantId, t.courseId, t.position),
  ],
);

export type TProgramRow = typeof catalogPrograms.$inferSelect;
export type TClassRow = typeof catalogClasses.$inferSelect;
export type TMentorRow = typeof catalogMentors.$inferSelect;
export type TCourseRow = typeof catalogCourses.$inferSelect;
export type TChapterRow = typeof catalogCourseChapters.$inferSelect;
export type TBatchRow = typeof catalogBatches.$inferSelect;
export type TSyllabusRow = typeof catalogSyllabus.$inferSelect;
export type TModuleRow = typeof catalogCourseModules.$inferSelect;
