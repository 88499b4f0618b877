import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { tenants } from "./tenants.ts";

/**
 * The chat assistant (spec §7 Assistant service): its own chat tokens, conversations and messages
 * per user and tenant, and the tenant's retrieval index (passages of published content with an
 * `indonesian` full-text vector). Every table is tenant-owned: `tenant_id` leads keys and indexes.
 */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Chat tokens (spec §6: "the chat uses its own stored chat token"): only the SHA-256 is stored. */
export const assistantTokens = pgTable(
  "assistant_tokens",
  {
    tenantId: tenantId(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] }), index("assistant_tokens_user_idx").on(t.tenantId, t.userId)],
);

export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    tenantId: tenantId(),
    id: text("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first question, shortened: what the history list shows. */
    title: text("title").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("assistant_conversations_user_idx").on(t.tenantId, t.userId, t.updatedAt)],
);

export type TAssistantSource = { title: string; url: string };

/** One question and its answer (spec §3 server history item: query, response.value). */
export const assistantMessages = pgTable(
  "assistant_messages",
  {
    tenantId: tenantId(),
    id: text("id").notNull(),
    conversationId: text("conversation_id").notNull(),
    query: text("query").notNull(),
    response: text("response").notNull().default(""),
    sources: jsonb("sources").$type<TAssistantSource[]>().notNull().default([]),
    /** streaming | done | stopped | error */
    status: text("status").notNull().default("streaming"),
    /** builtin | llm */
    composer: text("composer").notNull().default("builtin"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index("assistant_messages_conversation_idx").on(t.tenantId, t.conversationId, t.createdAt)],
);

/** Retrieval index: one row per passage of the tenant's published content. */
export const assistantPassages = pgTable(
  "assistant_passages",
  {
    tenantId: tenantId(),
    /** `<kind>:<id>[:<part>]`, e.g. `class:12`, `faq:pricing:1`. */
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    body: text("body").notNull(),
    search: tsvector("search").generatedAlwaysAs(
      sql.raw("setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(body, '')), 'B')"),
    ),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index("assistant_passages_search_gin").using("gin", t.search)],
);

/** Which tenant version the passages were built from (tenants.version moves with every content change). */
export const assistantIndexState = pgTable("assistant_index_state", {
  tenantId: tenantId().primaryKey(),
  version: integer("version").notNull(),
  passages: integer("passages").notNull().default(0),
  builtAt: ts("built_at").notNull().defaultNow(),
});
