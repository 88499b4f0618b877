import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/** `{ field: [before, after] }` for the fields a change touched. */
export type TAuditDiff = Record<string, [unknown, unknown]>;

/**
 * The admin console's audit log (issue 17): who changed what on a tenant's site, when, and the
 * fields that changed. Written in the same transaction as the change it records, never updated.
 * `actor_user_id` is null for changes made with the operator key through the API.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: bigserial("id", { mode: "number" }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text("actor_user_id"),
    actorName: text("actor_name").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    diff: jsonb("diff").$type<TAuditDiff>().notNull().default({}),
    summary: text("summary").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("admin_audit_log_at_idx").on(t.tenantId, t.at),
    index("admin_audit_log_entity_idx").on(t.tenantId, t.entity, t.entityId),
    index("admin_audit_log_actor_idx").on(t.tenantId, t.actorUserId),
  ],
);

export type TAdminAuditRow = typeof adminAuditLog.$inferSelect;
