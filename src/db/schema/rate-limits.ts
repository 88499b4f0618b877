import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters shared by every server process (sign-up, reset and app-token
 * limits per client address, the click log): `key` is `<limit name> <client key>`. Not tenant-owned:
 * a client address is counted across the sites it reaches.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    count: integer("count").notNull().default(0),
  },
  (t) => [index("rate_limit_windows_start_idx").on(t.windowStart)],
);
