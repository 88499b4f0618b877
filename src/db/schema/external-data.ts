import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * The external data service (spec §7, `/rest/v1/{table}`): what a book landing page collects
 * from visitors. REST names are the table names without the `ext_` prefix. Every limit is also a
 * CHECK constraint, so the REST endpoint and the domain functions share one set of rules; who may
 * read and write which rows and columns is decided by the database itself (roles, column grants
 * and row-level security policies in the migration `external_data_security`).
 */
const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });
const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts("created_at").notNull().defaultNow();
/** pending → approved | hidden: only approved rows are public. */
const moderation = () => text("status").notNull().default("pending");
const MODERATION_CHECK = sql`status in ('pending', 'approved', 'hidden')`;

export const extBookReviews = pgTable(
  "ext_book_reviews",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    name: text("name").notNull(),
    comment: text("comment").notNull(),
    rating: integer("rating").notNull(),
    status: moderation(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("ext_book_reviews_status_idx").on(t.tenantId, t.status, t.createdAt),
    check("ext_book_reviews_name_len", sql`char_length(${t.name}) between 2 and 80`),
    check("ext_book_reviews_comment_len", sql`char_length(${t.comment}) between 1 and 2000`),
    check("ext_book_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("ext_book_reviews_status_valid", MODERATION_CHECK),
  ],
);

export const extAspirations = pgTable(
  "ext_aspirations",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    name: text("name"),
    message: text("message").notNull(),
    status: moderation(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("ext_aspirations_status_idx").on(t.tenantId, t.status, t.createdAt),
    check("ext_aspirations_name_len", sql`char_length(${t.name}) <= 80`),
    check("ext_aspirations_message_len", sql`char_length(${t.message}) between 1 and 1000`),
    check("ext_aspirations_status_valid", MODERATION_CHECK),
  ],
);

export const extTestimonies = pgTable(
  "ext_testimonies",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    name: text("name").notNull(),
    occupation: text("occupation"),
    message: text("message").notNull(),
    status: moderation(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("ext_testimonies_status_idx").on(t.tenantId, t.status, t.createdAt),
    check("ext_testimonies_name_len", sql`char_length(${t.name}) between 2 and 80`),
    check("ext_testimonies_occupation_len", sql`char_length(${t.occupation}) <= 120`),
    check("ext_testimonies_message_len", sql`char_length(${t.message}) between 1 and 1500`),
    check("ext_testimonies_status_valid", MODERATION_CHECK),
  ],
);

/** DISC test results: visitors may save theirs, nobody but staff reads them. */
export const extUserDisc = pgTable(
  "ext_user_disc",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    name: text("name"),
    email: text("email"),
    answers: jsonb("answers"),
    scoreD: integer("score_d").notNull(),
    scoreI: integer("score_i").notNull(),
    scoreS: integer("score_s").notNull(),
    scoreC: integer("score_c").notNull(),
    /** Primary (and secondary) style, e.g. "D" or "DI". */
    profile: text("profile").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("ext_user_disc_created_idx").on(t.tenantId, t.createdAt),
    check("ext_user_disc_name_len", sql`char_length(${t.name}) <= 80`),
    check("ext_user_disc_email_len", sql`char_length(${t.email}) <= 200`),
    check("ext_user_disc_answers_shape", sql`jsonb_typeof(${t.answers}) = 'array' and jsonb_array_length(${t.answers}) <= 24`),
    check(
      "ext_user_disc_scores_range",
      sql`${t.scoreD} between -24 and 24 and ${t.scoreI} between -24 and 24 and ${t.scoreS} between -24 and 24 and ${t.scoreC} between -24 and 24`,
    ),
    check("ext_user_disc_profile_valid", sql`${t.profile} ~ '^[DISC]{1,2}$'`),
  ],
);

/**
 * Donations: a visitor chooses an amount (integer rupiah); the row stays pending until the payment
 * gateway says paid. Only paid rows count toward the public total.
 */
export const extDonations = pgTable(
  "ext_donations",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    name: text("name"),
    message: text("message"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").notNull().default("pending"),
    /** The payment invoice's order id once one is issued. */
    orderId: text("order_id"),
    /** The gateway's reference of the payment that settled it. */
    paymentRef: text("payment_ref"),
    paidAt: ts("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("ext_donations_order_uq").on(t.tenantId, t.orderId),
    index("ext_donations_status_idx").on(t.tenantId, t.status, t.createdAt),
    check("ext_donations_name_len", sql`char_length(${t.name}) <= 80`),
    check("ext_donations_message_len", sql`char_length(${t.message}) <= 500`),
    check("ext_donations_amount_range", sql`${t.amount} between 10000 and 100000000`),
    check("ext_donations_status_valid", sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
  ],
);

/**
 * Keys of the external data service, per tenant: one public anonymous key (shown in pages, kept
 * in clear) and one service key for staff tools (only its SHA-256 is kept). Both are looked up by
 * hash within the tenant the request's host names, so a key never reaches another tenant.
 */
export const extApiKeys = pgTable(
  "ext_api_keys",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    /** anon | service */
    kind: text("kind").notNull(),
    keyHash: text("key_hash").notNull(),
    /** The anonymous key itself (public); null for service keys. */
    publicKey: text("public_key"),
    createdAt: createdAt(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("ext_api_keys_hash_uq").on(t.tenantId, t.keyHash),
    uniqueIndex("ext_api_keys_live_uq").on(t.tenantId, t.kind).where(sql`revoked_at is null`),
    check("ext_api_keys_kind_valid", sql`${t.kind} in ('anon', 'service')`),
  ],
);
