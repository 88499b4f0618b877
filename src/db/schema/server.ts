import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets of this installation, shared by every process on the database. Only used where no
 * `APP_KEY` is configured, which config allows on `APP_ENV=local` alone: the first start stores a
 * random key here (docs/security.md), never a constant from the source.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
