import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { TSiteSetting } from "../../contracts/site-setting.ts";

/** One row per branded site. `setting` is the spec's site-setting entity, stored as is. */
export const tenants = pgTable(
  "tenants",
  {
    id: text("id").primaryKey(),
    layout: text("layout").notNull(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull().default(""),
    hosts: text("hosts").array().notNull().default(sql`'{}'::text[]`),
    language: text("language").notNull().default("id"),
    setting: jsonb("setting").$type<Partial<TSiteSetting>>().notNull(),
    contact: jsonb("contact").$type<{ email?: string; phone?: string; address?: string }>().notNull().default({}),
    isDeveloper: boolean("is_developer").notNull().default(false),
    /** Bumped on any change to the tenant's setting or content; part of every page-cache key. */
    version: integer("version").notNull().default(1),
    /**
     * Optimistic concurrency of the site-setting form: bumped by every setting save only (the cache
     * `version` above also moves on content changes, which must not make a settings form stale).
     */
    settingVersion: integer("setting_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tenants_hosts_gin").using("gin", t.hosts), index("tenants_layout_idx").on(t.layout)],
);

export type TTenantRow = typeof tenants.$inferSelect;
