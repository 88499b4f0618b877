import { bigserial, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/** Click log events of spec §3/§7: page loads, internal navigations and clicks to other hosts. */
export const clickLogs = pgTable(
  "click_logs",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: bigserial("id", { mode: "number" }).notNull(),
    from: text("from_url").notNull(),
    to: text("to_url").notNull(),
    type: text("type").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("click_logs_tenant_at_idx").on(t.tenantId, t.at),
    index("click_logs_tenant_type_idx").on(t.tenantId, t.type, t.at),
  ],
);
