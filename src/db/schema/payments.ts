import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { tenants } from "./tenants.ts";

/**
 * Payments and payouts (issue 15). Every table is tenant-owned (`tenant_id` leads each key and
 * index). Money is integer rupiah (`bigint`, mode number: amounts stay far below 2^53).
 */
const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One invoice per checkout attempt. `order_id` is what the gateway knows (globally unique, it
 * names the tenant so a callback can be matched to exactly one tenant). `status` only moves
 * forward: pending → paid | failed | expired, paid → refunded (see domain/payments/status.ts).
 */
export const paymentInvoices = pgTable(
  "payment_invoices",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    orderId: text("order_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** class | course | donation | … : what is bought. */
    itemKind: text("item_kind").notNull(),
    /** Slug of the class or course (or another item's key). */
    itemKey: text("item_key").notNull(),
    itemTitle: text("item_title").notNull(),
    /** Catalogue mentor who gets the mentor share (null: all to the platform). */
    mentorId: integer("mentor_id"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    gateway: text("gateway").notNull(),
    status: text("status").notNull().default("pending"),
    gatewayRef: text("gateway_ref").notNull().default(""),
    checkoutUrl: text("checkout_url").notNull().default(""),
    payMethod: text("pay_method").notNull().default(""),
    payerEmail: text("payer_email").notNull().default(""),
    payerName: text("payer_name").notNull().default(""),
    /** The invoice this one was issued again for (repay). */
    replacesOrderId: text("replaces_order_id"),
    expiresAt: ts("expires_at").notNull(),
    paidAt: ts("paid_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("payment_invoices_order_uq").on(t.tenantId, t.orderId),
    index("payment_invoices_user_idx").on(t.tenantId, t.userId, t.createdAt),
    index("payment_invoices_status_idx").on(t.tenantId, t.status, t.expiresAt),
  ],
);

/** Every callback delivery as received: verified or not, what it changed. */
export const paymentCallbacks = pgTable(
  "payment_callbacks",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    orderId: text("order_id").notNull(),
    gateway: text("gateway").notNull(),
    reportedStatus: text("reported_status").notNull(),
    /** applied | duplicate | ignored (a late state that cannot follow the current one) */
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("payment_callbacks_order_idx").on(t.tenantId, t.orderId, t.receivedAt)],
);

/**
 * Double-entry ledger. A transaction (`txn`) is a set of entries whose amounts sum to zero;
 * debits are positive, credits negative. Accounts: `gateway` (money held by the gateway / bank),
 * `platform:fee`, `mentor:<catalog mentor id>` (what the platform owes the mentor),
 * `payout:<payout id>` (money on its way to a mentor's bank), `refund` … A mentor's balance is
 * minus the sum of their account.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    /** Idempotency key of the movement: `pay:<order>`, `refund:<order>`, `payout-hold:<id>` … */
    txn: text("txn").notNull(),
    account: text("account").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    memo: text("memo").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("ledger_entries_txn_account_uq").on(t.tenantId, t.txn, t.account),
    index("ledger_entries_account_idx").on(t.tenantId, t.account),
  ],
);

/** Which signed-in user is paid a catalogue mentor's share (one user per mentor per tenant). */
export const mentorPayees = pgTable(
  "mentor_payees",
  {
    tenantId: tenantId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mentorId: integer("mentor_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), uniqueIndex("mentor_payees_mentor_uq").on(t.tenantId, t.mentorId)],
);

/** A mentor's payout: requested → approved → paid, or requested|approved → rejected (with a reason). */
export const payouts = pgTable(
  "payouts",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mentorId: integer("mentor_id").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    status: text("status").notNull().default("requested"),
    reason: text("reason").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("payouts_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("payouts_user_idx").on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** Who moved what from which state to which, and when (payouts and invoices). */
export const paymentAudit = pgTable(
  "payment_audit",
  {
    tenantId: tenantId(),
    id: serial("id").notNull(),
    /** payout | invoice */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** User id, or `gateway:<name>` / `system` for callbacks and expiry. */
    actor: text("actor").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    reason: text("reason").notNull().default(""),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("payment_audit_entity_idx").on(t.tenantId, t.entity, t.entityId, t.at)],
);

/** A learner's place in a class batch (free at once, paid after the callback). */
export const classEnrolments = pgTable(
  "class_enrolments",
  {
    tenantId: tenantId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    classId: integer("class_id").notNull(),
    batchId: integer("batch_id"),
    orderId: text("order_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.classId] }), index("class_enrolments_class_idx").on(t.tenantId, t.classId)],
);

export type TInvoiceRow = typeof paymentInvoices.$inferSelect;
export type TPayoutRow = typeof payouts.$inferSelect;
