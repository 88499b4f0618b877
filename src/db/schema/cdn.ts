import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * CDN purges waiting to be sent (docs/decisions/036-cdn-friendly-caching-short-shared-ttl-tenant-tags-a.md): one row per version bump of a
 * tenant, written in the same transaction as the bump when `CDN_PURGE_URL` is set, and drained by
 * the CdnPurgeDispatcher (src/server/cdn-purge.ts) with the mail outbox's lease and retry pattern.
 */
export const cdnPurges = pgTable(
  "cdn_purges",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: serial("id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** POSTs to CDN_PURGE_URL so far; the dispatcher gives up after its maxAttempts. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not before this time: a claimed purge's lease while it is being sent, then the retry backoff. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("cdn_purges_due_idx").on(t.sentAt, t.nextAttemptAt)],
);
