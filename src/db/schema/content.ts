import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/** Postgres full-text vector (generated from title + summary; searched with `websearch_to_tsquery`). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

/** Admin console columns of every editable content table: optimistic concurrency and soft delete. */
const editable = () => ({
  version: integer("version").notNull().default(1),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

const searchOf = (...cols: string[]) =>
  tsvector("search").generatedAlwaysAs(sql.raw(`to_tsvector('simple', ${cols.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`));

export type TPostKind = "article" | "news" | "blog";

/** Articles, news and blog posts. `content` is sanitised HTML (sanitised again on read). */
export const contentPosts = pgTable(
  "content_posts",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    kind: text("kind").$type<TPostKind>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull().default(""),
    cover: text("cover").notNull().default(""),
    author: text("author").notNull().default(""),
    categorySlug: text("category_slug").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
    search: searchOf("title", "summary", "author"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("content_posts_list_idx").on(t.tenantId, t.kind, t.published, t.publishedAt),
    index("content_posts_slug_idx").on(t.tenantId, t.slug),
    index("content_posts_category_idx").on(t.tenantId, t.categorySlug),
    index("content_posts_search_gin").using("gin", t.search),
  ],
);

export const contentCategories = pgTable(
  "content_categories",
  {
    tenantId: tenantId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Edit id in the dashboard (the primary key stays tenant + slug). */
    id: serial("id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slug] }), uniqueIndex("content_categories_id_idx").on(t.tenantId, t.id)],
);

export const contentPodcasts = pgTable(
  "content_podcasts",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    cover: text("cover").notNull().default(""),
    audioUrl: text("audio_url"),
    durationSec: integer("duration_sec").notNull().default(0),
    host: text("host").notNull().default(""),
    guests: text("guests").array().notNull().default(sql`'{}'::text[]`),
    categorySlug: text("category_slug").notNull(),
    episode: integer("episode").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
    search: searchOf("title", "summary", "host"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("content_podcasts_list_idx").on(t.tenantId, t.publishedAt),
    index("content_podcasts_search_gin").using("gin", t.search),
  ],
);

export const contentGallery = pgTable(
  "content_gallery",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    title: text("title").notNull(),
    caption: text("caption").notNull().default(""),
    image: text("image").notNull(),
    album: text("album").notNull().default(""),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("content_gallery_list_idx").on(t.tenantId, t.takenAt)],
);

export const contentVideos = pgTable(
  "content_videos",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    thumbnail: text("thumbnail").notNull(),
    /** YouTube video id, played through youtube-nocookie only after a click; null = recording not published yet. */
    youtubeId: text("youtube_id"),
    /** A playable file we serve (`/media/video/….webm`, `/files/….mp4`); played in a native player. */
    videoUrl: text("video_url"),
    durationSec: integer("duration_sec").notNull().default(0),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Vimeo video id, played through player.vimeo.com (dnt) after a click. */
    vimeoId: text("vimeo_id"),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("content_videos_list_idx").on(t.tenantId, t.publishedAt)],
);

export interface TMediaLink {
  link: string;
  name: string;
}

/** Portfolio case study, every field of spec §3. */
export const contentPortfolios = pgTable(
  "content_portfolios",
  {
    tenantId: tenantId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    video: jsonb("video").$type<{ link: string; thumbnail: string } | null>(),
    description: text("description").notNull().default(""),
    date: timestamp("date", { withTimezone: true }).notNull(),
    batchs: jsonb("batchs").$type<{ label: string; date: string }[] | null>(),
    clientName: text("client_name").notNull().default(""),
    projectLink: text("project_link"),
    images: jsonb("images").$type<TMediaLink[]>().notNull().default([]),
    photos: jsonb("photos").$type<TMediaLink[]>().notNull().default([]),
    summary: text("summary").notNull().default(""),
    cover: text("cover").notNull().default(""),
    /** Edit id in the dashboard (the primary key stays tenant + slug). */
    id: serial("id").notNull(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.slug] }),
    index("content_portfolios_date_idx").on(t.tenantId, t.date),
    uniqueIndex("content_portfolios_id_idx").on(t.tenantId, t.id),
  ],
);

export interface TEventSpeaker {
  id: number;
  image: string;
  name: string;
  short_bio: string;
  isConfirmed: boolean;
  linkedIn?: string;
}
export interface TSponsorTier {
  name: string;
  slot: string;
  /** Integer rupiah; null when the tier costs the full event cost. */
  price: number | null;
  priceNote?: string;
  exclusive?: boolean;
  benefits: string[];
}
export interface TEventActivity {
  image: string;
  name: string;
  description: string;
}

/** Events (`kind: event`) and event programmes (`kind: program`, listed at /Event/Program). */
export const contentEvents = pgTable(
  "content_events",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    kind: text("kind").$type<"event" | "program">().notNull().default("event"),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    cover: text("cover").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    location: text("location").notNull().default(""),
    mode: text("mode").$type<"online" | "offline" | "hybrid">().notNull().default("offline"),
    speakers: jsonb("speakers").$type<TEventSpeaker[]>().notNull().default([]),
    activities: jsonb("activities").$type<TEventActivity[]>().notNull().default([]),
    sponsorTiers: jsonb("sponsor_tiers").$type<TSponsorTier[]>().notNull().default([]),
    registrationUrl: text("registration_url"),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("content_events_slug_idx").on(t.tenantId, t.slug),
    index("content_events_list_idx").on(t.tenantId, t.kind, t.startsAt),
  ],
);

/** A hiring organisation or division ("Career"); its openings are jobs. */
export const contentCareers = pgTable(
  "content_careers",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    logo: text("logo").notNull().default(""),
    location: text("location").notNull().default(""),
    website: text("website"),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("content_careers_slug_idx").on(t.tenantId, t.slug)],
);

export const contentJobs = pgTable(
  "content_jobs",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    careerId: integer("career_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    employment: text("employment").notNull().default("Penuh waktu"),
    location: text("location").notNull().default(""),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    description: text("description").notNull().default(""),
    requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("content_jobs_career_idx").on(t.tenantId, t.careerId, t.publishedAt)],
);

export interface TFeatureBenefit {
  title: string;
  icon: string;
  desc: string;
}

/** LMS, Aksara and service features (spec §3 "LMS feature"). */
export const contentFeatures = pgTable(
  "content_features",
  {
    tenantId: tenantId(),
    product: text("product").$type<"lms" | "aksara" | "services">().notNull(),
    slug: text("slug").notNull(),
    key: text("key").notNull(),
    icon: text("icon").notNull().default("book"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    image: text("image").notNull().default(""),
    listFeatures: text("list_features").array().notNull().default(sql`'{}'::text[]`),
    benefits: jsonb("benefits").$type<TFeatureBenefit[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    /** Edit id in the dashboard (the primary key stays tenant + product + slug). */
    id: serial("id").notNull(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.product, t.slug] }), uniqueIndex("content_features_id_idx").on(t.tenantId, t.id)],
);

/** Marketing pages and list-page settings (blog setting etc.): ordered sections as validated JSON. */
export const contentPages = pgTable(
  "content_pages",
  {
    tenantId: tenantId(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    lead: text("lead").notNull().default(""),
    cover: text("cover").notNull().default(""),
    sections: jsonb("sections").$type<unknown[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export type TPostRow = typeof contentPosts.$inferSelect;
export type TPodcastRow = typeof contentPodcasts.$inferSelect;
export type TEventRow = typeof contentEvents.$inferSelect;
export type TPortfolioRow = typeof contentPortfolios.$inferSelect;
export type TCareerRow = typeof contentCareers.$inferSelect;
export type TJobRow = typeof contentJobs.$inferSelect;
export type TFeatureRow = typeof contentFeatures.$inferSelect;
export type TPageRow = typeof contentPages.$inferSelect;
