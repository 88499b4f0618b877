import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Sign-in backoff per (account, client address) pair: failures from one address slow down that
 * address only, so an attacker cannot lock the owner out from another one. `key` is
 * `<lower-cased e-mail> <address>`.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    /** Consecutive failures (reset by a successful sign-in, forgotten a day after the last one). */
    failures: integer("failures").notNull().default(0),
    /** No attempt from this pair is checked before this time. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_throttle_last_failure_idx").on(t.lastFailureAt)],
);

/**
 * A registration waiting for its e-mail to be confirmed. No account exists until the mailed link
 * is used, so sign-up answers the same whether or not the address already has an account (see
 * docs/decisions/031-sign-up-without-e-mail-enumeration-sign-in-backoff.md). The password is stored hashed, the token as its SHA-256.
 * Activation asks for that password again (the "pre-registration hijack" section of that record).
 */
export const signupRequests = pgTable(
  "signup_requests",
  {
    tokenHash: text("token_hash").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Validated origin of the tenant site the visitor returns to after confirming. */
    redirectOrigin: text("redirect_origin").notNull(),
    /** Coder profile from `v1/auth/signup/coder`, stored on the tenant once confirmed. */
    coderProfile: jsonb("coder_profile").$type<{ phone: string; institution: string; github: string; level: string }>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /**
     * Password attempts on the activation page (the link only activates with the password chosen
     * at sign-up, so whoever signed up with someone else's address cannot have them activate it).
     * Counted before the password is checked, so concurrent guesses cannot pass the limit.
     */
    attempts: integer("attempts").notNull().default(0),
    /** Set when the attempts ran out: the link no longer activates anything. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("signup_requests_email_idx").on(t.email), index("signup_requests_expires_idx").on(t.expiresAt)],
);
