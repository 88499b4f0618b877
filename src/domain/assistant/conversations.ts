import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { assistantConversations, assistantMessages, type TAssistantSource } from "../../db/schema/assistant.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export const CONVERSATION_NOT_FOUND = "Percakapan tidak ditemukan.";
export const MESSAGES_PER_PAGE = 10;
export const MAX_MESSAGES_PER_PAGE = 50;

/** Conversation ids are UUIDs; anything else is refused before the database is asked. */
export const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TConversationSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: number;
}

/** Spec §3 server history item: `query`, `response.value` (plus ids, time, sources and state). */
export interface THistoryItem {
  id: string;
  conversation_id: string;
  query: string;
  response: { value: string };
  sources: TAssistantSource[];
  status: string;
  created_at: string;
}

/** The user's own conversation on this tenant; any other (another user's, another tenant's, unknown) → 404. */
export async function ownConversation(ctx: TTenantCtx, userId: string, id: string) {
  if (!CONVERSATION_ID.test(id)) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(assistantConversations)
    .where(and(tenantScope(assistantConversations.tenantId, ctx), eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  return row;
}

const titleOf = (q: string) => (q.length > 80 ? `${q.slice(0, 77).trimEnd()}…` : q);

/** Opens the exchange: the conversation (new or the user's own) and the message row the answer streams into. */
export async function startExchange(
  ctx: TTenantCtx,
  userId: string,
  query: string,
  conversationId?: string | null,
): Promise<{ conversationId: string; messageId: string; isNew: boolean }> {
  const messageId = randomUUID();
  return ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, tenantId: ctx.tenantId };
    let id = conversationId ?? null;
    let isNew = false;
    if (id) {
      await ownConversation(tctx, userId, id);
      await tx
        .update(assistantConversations)
        .set({ updatedAt: new Date() })
        .where(and(tenantScope(assistantConversations.tenantId, tctx), eq(assistantConversations.id, id)));
    } else {
      id = randomUUID();
      isNew = true;
      await tx.insert(assistantConversations).values({ tenantId: ctx.tenantId, id, userId, title: titleOf(query) });
    }
    await tx.insert(assistantMessages).values({ tenantId: ctx.tenantId, id: messageId, conversationId: id, query, status: "streaming" });
    return { conversationId: id, messageId, isNew };
  });
}

export type TExchangeStatus = "done" | "stopped" | "error";

/** Stores the answer as it ended: whole, stopped by the visitor, or cut by an error. */
export async function finishExchange(
  ctx: TTenantCtx,
  messageId: string,
  answer: { text: string; sources: TAssistantSource[]; status: TExchangeStatus; composer: "builtin" | "llm" },
): Promise<void> {
  await ctx.db
    .update(assistantMessages)
    .set({ response: answer.text, sources: answer.sources, status: answer.status, composer: answer.composer })
    .where(and(tenantScope(assistantMessages.tenantId, ctx), eq(assistantMessages.id, messageId)));
}

/** One page of a conversation's question/answer pairs, oldest first (spec §3 list pagination). */
export async function listMessages(ctx: TTenantCtx, userId: string, conversationId: string, page = 1, perPage = MESSAGES_PER_PAGE) {
  await ownConversation(ctx, userId, conversationId);
  const where = and(tenantScope(assistantMessages.tenantId, ctx), eq(assistantMessages.conversationId, conversationId));
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(assistantMessages).where(where),
    ctx.db
      .select()
      .from(assistantMessages)
      .where(where)
      .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const totalItems = Number(total?.n ?? 0);
  const items: THistoryItem[] = rows.map((m) => ({
    id: m.id,
    conversation_id: m.conversationId,
    query: m.query,
    response: { value: m.response },
    sources: m.sources,
    status: m.status,
    created_at: m.createdAt.toISOString(),
  }));
  return { items, page, perPage, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / perPage)) };
}

/** The user's conversations on this tenant, most recent first. */
export async function listConversations(
  ctx: TTenantCtx,
  userId: string,
  page = 1,
  perPage = 20,
): Promise<{ items: TConversationSummary[]; page: number; perPage: number; totalItems: number; totalPages: number }> {
  const where = and(tenantScope(assistantConversations.tenantId, ctx), eq(assistantConversations.userId, userId));
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(assistantConversations).where(where),
    ctx.db
      .select({
        id: assistantConversations.id,
        title: assistantConversations.title,
        createdAt: assistantConversations.createdAt,
        updatedAt: assistantConversations.updatedAt,
        // Qualified by hand: inside a select list drizzle writes bare column names, which the subquery would read as its own.
        messages: sql<number>`(select count(*)::int from assistant_messages m where m.tenant_id = "assistant_conversations"."tenant_id" and m.conversation_id = "assistant_conversations"."id")`,
      })
      .from(assistantConversations)
      .where(where)
      .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const totalItems = Number(total?.n ?? 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      messages: Number(r.messages),
    })),
    page,
    perPage,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / perPage)),
  };
}

/** Deletes the user's conversation and its messages (404 when it is not theirs on this tenant). */
export async function deleteConversation(ctx: TTenantCtx, userId: string, conversationId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const tctx = { db: tx, tenantId: ctx.tenantId };
    await ownConversation(tctx, userId, conversationId);
    await tx.delete(assistantMessages).where(and(tenantScope(assistantMessages.tenantId, tctx), eq(assistantMessages.conversationId, conversationId)));
    await tx.delete(assistantConversations).where(and(tenantScope(assistantConversations.tenantId, tctx), eq(assistantConversations.id, conversationId)));
  });
}
