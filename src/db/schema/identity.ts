import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * Identity (issue 5). One account works on every tenant site, so `users` and the account-host
 * sessions are global; everything a tenant owns (memberships, sessions on its site, codes,
 * enrolments, progress, outbox mail, app credentials) carries `tenant_id` first.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Lower-cased e-mail; the sign-in name. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url parts). */
    passwordHash: text("password_hash").notNull(),
    photoUrl: text("photo_url").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_uq").on(t.email)],
);

/** A user's role on one tenant site: the spec's numeric user kind (0–9). */
export const memberships = pgTable(
  "memberships",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: integer("kind").notNull().default(4),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency of the role form in the dashboard (Pengguna). */
    version: integer("version").notNull().default(1),
    /** Set when staff deactivate the user on this site: no sign-in here, sessions ended. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** An invitation by staff: when, and the name they gave (shown until the person first signs in). */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    invitedName: text("invited_name"),
    /** The last sign-in on this site (code exchange); null until the first one after this column existed. */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index("memberships_tenant_kind_idx").on(t.tenantId, t.kind)],
);

/** Coder signup (spec §7 `v1/auth/signup/coder`): the coder profile a tenant collects. */
export const coderProfiles = pgTable(
  "coder_profiles",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull().default(""),
    institution: text("institution").notNull().default(""),
    github: text("github").notNull().default(""),
    level: text("level").notNull().default("pemula"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** Signed-in sessions on a tenant site (cookie `tunas_session` / bearer token); token stored hashed. */
export const sessions = pgTable(
  "sessions",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The account-host session that minted it: signing out on the site ends that one too. */
    accountSessionHash: text("account_session_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] }), index("sessions_tenant_user_idx").on(t.tenantId, t.userId)],
);

/** Sessions on the account host (single sign-on across tenants). */
export const accountSessions = pgTable(
  "account_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_sessions_user_idx").on(t.userId)],
);

/** One-time, short-lived authorisation codes the account host hands to `/CallbackAuth`. */
export const authCodes = pgTable(
  "auth_codes",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redirectOrigin: text("redirect_origin").notNull(),
    accountSessionHash: text("account_session_hash"),
    /** Hash of the tenant app token the sign-in flow started with: only its holder may redeem the code. */
    appTokenHash: text("app_token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.codeHash] })],
);

/** Single-use password-reset links (token stored hashed). */
export const passwordResets = pgTable(
  "password_resets",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] })],
);

/**
 * Failed sign-in attempts, keyed `ip:<address>`: no longer written since the sign-in limits per
 * account and per address count in `rate_limit_windows` (identity/rate-limit.ts). Kept so that
 * processes of the previous release keep signing people in during a rolling deploy; a later
 * migration can drop it.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_key_at_idx").on(t.key, t.at)],
);

/** Mail waiting to be sent (drained by a mailer; shown in the development mailbox meanwhile). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: serial("id").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    link: text("link").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Delivery tries through SMTP so far; the dispatcher gives up after MAIL_MAX_ATTEMPTS. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not before this time: a claimed mail's lease while it is being sent, then the retry backoff. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("mail_outbox_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("mail_outbox_due_idx").on(t.sentAt, t.nextAttemptAt),
    index("mail_outbox_to_created_idx").on(t.toAddress, t.createdAt),
  ],
);

/** Each tenant app's shared credentials for the app token (spec §7, §9); the secret is encrypted. */
export const appCredentials = pgTable(
  "app_credentials",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    appId: text("app_id").notNull(),
    /** AES-256-GCM with the server key (config APP_KEY): `iv.tag.ciphertext`, base64url. */
    secretEnc: text("secret_enc").notNull(),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), uniqueIndex("app_credentials_app_id_uq").on(t.appId)],
);

/** Who may read a premium course (filled by an admin by hand until payments arrive). */
export const enrolments = pgTable(
  "enrolments",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseSlug: text("course_slug").notNull(),
    enrolledBy: text("enrolled_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.courseSlug] }), index("enrolments_tenant_course_idx").on(t.tenantId, t.courseSlug)],
);

/** Chapters a learner marked done. */
export const chapterProgress = pgTable(
  "chapter_progress",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseSlug: text("course_slug").notNull(),
    chapterSlug: text("chapter_slug").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.courseSlug, t.chapterSlug] })],
);

export type TUserRow = typeof users.$inferSelect;
