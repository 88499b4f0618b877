import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Per-route SEO config (spec §3, issue 17): one row per tenant and route id of the site's route
 * table (app/route-table.ts). Empty text means "keep what the page produces". `version` and
 * `deleted_at` follow the admin console: a reset to the default soft-deletes the row.
 */
export const routeSeo = pgTable(
  "route_seo",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    route: text("route").notNull(),
    titleMode: text("title_mode").$type<"static" | "dynamic">().notNull().default("static"),
    title: text("title").notNull().default(""),
    siteNameSuffix: boolean("site_name_suffix").notNull().default(true),
    description: text("description").notNull().default(""),
    ogTitle: text("og_title").notNull().default(""),
    ogDescription: text("og_description").notNull().default(""),
    ogImage: text("og_image").notNull().default(""),
    twitterCard: text("twitter_card").notNull().default(""),
    twitterTitle: text("twitter_title").notNull().default(""),
    twitterDescription: text("twitter_description").notNull().default(""),
    twitterImage: text("twitter_image").notNull().default(""),
    itempropName: text("itemprop_name").notNull().default(""),
    itempropDescription: text("itemprop_description").notNull().default(""),
    itempropImage: text("itemprop_image").notNull().default(""),
    keywords: text("meta_keywords").notNull().default(""),
    url: text("meta_url").notNull().default(""),
    /** "index" | "noindex", or "" to follow the site setting. */
    robotIndex: text("robot_index").notNull().default(""),
    /** "follow" | "nofollow", or "" to follow the site setting. */
    robotFollow: text("robot_follow").notNull().default(""),
    version: integer("version").notNull().default(1),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.route] })],
);

export type TRouteSeoRow = typeof routeSeo.$inferSelect;
