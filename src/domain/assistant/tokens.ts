import { and, eq, gt, isNull } from "drizzle-orm";
import { assistantTokens } from "../../db/schema/assistant.ts";
import { users } from "../../db/schema/identity.ts";
import { ensureMembership, membershipKind, toViewer, type TViewer } from "../identity/accounts.ts";
import { randomToken, sha256 } from "../identity/crypto.ts";
import { authenticate } from "../identity/sessions.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** Chat tokens live as long as the site session (spec §9: 2592000 s). */
export const CHAT_TOKEN_TTL_SECONDS = 2_592_000;
/** The httpOnly cookie that carries the chat token for the site's own pages. */
export const CHAT_TOKEN_COOKIE = "tunas_chat";

export interface TChatLogin {
  token: string;
  expiresIn: number;
  viewer: TViewer;
}

/** Issues a chat token for a user of this tenant (membership created as a learner on first use). */
export async function issueChatToken(ctx: TTenantCtx, userId: string): Promise<TChatLogin> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error("issueChatToken: unknown user");
  const kind = await ensureMembership(ctx, user.id);
  const token = randomToken();
  await ctx.db.insert(assistantTokens).values({
    tenantId: ctx.tenantId,
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + CHAT_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, expiresIn: CHAT_TOKEN_TTL_SECONDS, viewer: toViewer(user, ctx.tenantId, kind) };
}

/** Sign-in with the account's e-mail and password (the same throttle as the account host). */
export async function loginWithPassword(ctx: TTenantCtx, input: { email: string; password: string; ip: string }): Promise<TChatLogin> {
  const user = await authenticate(ctx.db, input);
  return issueChatToken(ctx, user.id);
}

/** The user behind a chat token on this tenant, or null (unknown, expired, revoked, other tenant). */
export async function readChatToken(ctx: TTenantCtx, token: string | null | undefined): Promise<TViewer | null> {
  if (!token || token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const [row] = await ctx.db
    .select({ user: users })
    .from(assistantTokens)
    .innerJoin(users, eq(users.id, assistantTokens.userId))
    .where(
      and(
        tenantScope(assistantTokens.tenantId, ctx),
        eq(assistantTokens.tokenHash, sha256(token)),
        isNull(assistantTokens.revokedAt),
        gt(assistantTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return toViewer(row.user, ctx.tenantId, await membershipKind(ctx, row.user.id));
}

export async function revokeChatToken(ctx: TTenantCtx, token: string | null | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await ctx.db
    .update(assistantTokens)
    .set({ revokedAt: new Date() })
    .where(and(tenantScope(assistantTokens.tenantId, ctx), eq(assistantTokens.tokenHash, sha256(token)), isNull(assistantTokens.revokedAt)));
}
