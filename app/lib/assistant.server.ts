import { CHAT_TOKEN_COOKIE, CHAT_TOKEN_TTL_SECONDS, issueChatToken, readChatToken } from "../../src/domain/assistant/tokens.ts";
import { ASK_LIMITS } from "../../src/domain/assistant/http.ts";
import type { TViewer } from "../../src/domain/identity/accounts.ts";
import { parseCookies, secureCookies, serializeCookie } from "../../src/domain/identity/cookies.ts";
import { AppError } from "../../src/kernel/errors.ts";
import { WindowLimiter } from "../../src/domain/rate-limit.ts";
import { getViewer } from "./identity.server.ts";
import { requestOf, type TRouterContext } from "./request-context.server.ts";

/** Chat pages are per visitor: never in the page cache or a shared cache. */
export const CHAT_HEADERS = { "Cache-Control": "private, no-store" } as const;

export function chatCookie(context: TRouterContext, token: string): string {
  return serializeCookie(CHAT_TOKEN_COOKIE, token, {
    maxAge: CHAT_TOKEN_TTL_SECONDS,
    httpOnly: true,
    secure: secureCookies(requestOf(context).services.appEnv),
  });
}

export function clearChatCookie(context: TRouterContext): string {
  return serializeCookie(CHAT_TOKEN_COOKIE, "", { maxAge: 0, httpOnly: true, secure: secureCookies(requestOf(context).services.appEnv) });
}

/**
 * The chat user of a page request: the chat token's user, or — straight from a signed-in site
 * session — a new chat token for the session's user (returned as a cookie to set).
 */
export async function chatUserOf(request: Request, context: TRouterContext): Promise<{ user: TViewer | null; setCookie?: string }> {
  const ctx = requestOf(context).tenantCtx;
  const token = parseCookies(request.headers.get("cookie"))[CHAT_TOKEN_COOKIE];
  const user = token ? await readChatToken(ctx, token) : null;
  if (user) return { user };
  const viewer = await getViewer(request, context);
  if (!viewer) return { user: null };
  const login = await issueChatToken(ctx, viewer.userId);
  return { user: login.viewer, setCookie: chatCookie(context, login.token) };
}

/** The same per-user and per-address limits as the API, for questions sent without JavaScript. */
export async function checkAskLimits(context: TRouterContext, userId: string): Promise<void> {
  const db = requestOf(context).services.database.db;
  const perUser = new WindowLimiter(db, "assistant.user", ASK_LIMITS.perUser.max, ASK_LIMITS.perUser.windowMs);
  const perIp = new WindowLimiter(db, "assistant.ip", ASK_LIMITS.perIp.max, ASK_LIMITS.perIp.windowMs);
  const { tenant, clientKey } = requestOf(context);
  const wait = Math.max(await perUser.hit(`${tenant.id} ${userId}`), await perIp.hit(clientKey ?? "unknown"));
  if (wait > 0) throw new AppError("RATE_LIMITED", `Terlalu banyak pertanyaan. Coba lagi dalam ${wait} detik.`);
}
