import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError } from "../../kernel/errors.ts";
import { answerQuestion, MAX_QUERY_LENGTH } from "../../domain/assistant/answer.ts";
import {
  deleteConversation,
  finishExchange,
  listMessages,
  MAX_MESSAGES_PER_PAGE,
  MESSAGES_PER_PAGE,
  startExchange,
} from "../../domain/assistant/conversations.ts";
import { ASK_LIMITS, chatTokenOf, DEFAULT_PACE_MS } from "../../domain/assistant/http.ts";
import { CHAT_TOKEN_COOKIE, CHAT_TOKEN_TTL_SECONDS, issueChatToken, loginWithPassword, readChatToken, revokeChatToken } from "../../domain/assistant/tokens.ts";
import type { TViewer } from "../../domain/identity/accounts.ts";
import { secureCookies, serializeCookie } from "../../domain/identity/cookies.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import type { TTenantCtx } from "../../domain/scope.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import { clientIp } from "../../platform/client-address.ts";
import type { TServices } from "../../platform/services.ts";
import { WindowLimiter } from "../../domain/rate-limit.ts";
import "../../kernel/zod-locale.ts";
import { fieldErrors, nulPath, ok } from "../envelope.ts";
import { envelope, failure } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

type Env = { Variables: { tenant: TTenant | null } };

// ---- Schemas (request, response: one object for validation and /api/openapi.json) -------------------

const ZUser = z.object({ id: z.string(), email: z.string(), name: z.string(), user_kind: z.number().nullable(), role: z.string() });
const ZLogin = z.object({
  email: z
    .string({ message: "Email wajib diisi." })
    .trim()
    .toLowerCase()
    .min(1, "Email wajib diisi.")
    .max(254, "Email terlalu panjang.")
    .email("Format email tidak valid."),
  password: z.string({ message: "Kata sandi wajib diisi." }).min(1, "Kata sandi wajib diisi.").max(200, "Kata sandi terlalu panjang."),
});
const ZUseSession = z.object({ session: z.literal(true) });
export const ZAsk = z.object({
  workspace_id: z.string({ message: "workspace_id wajib diisi." }).min(1, "workspace_id wajib diisi.").max(80, "workspace_id terlalu panjang."),
  query: z
    .string({ message: "Pertanyaan wajib diisi." })
    .trim()
    .min(2, "Pertanyaan minimal 2 karakter.")
    .max(MAX_QUERY_LENGTH, `Pertanyaan maksimal ${MAX_QUERY_LENGTH} karakter.`),
  conversation_id: z.string().max(64, "conversation_id tidak valid.").nullish(),
});
const ZLine = z.object({ message_id: z.string(), id: z.string().describe("conversation id"), text: z.string() });
const ZHistoryItem = z.object({
  id: z.string(),
  conversation_id: z.string(),
  query: z.string(),
  response: z.object({ value: z.string() }),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
  status: z.string(),
  created_at: z.string(),
});
const ZPageQuery = z.object({
  page: z.coerce.number({ message: "page harus berupa angka." }).int("page harus bilangan bulat.").min(1, "page minimal 1.").max(100_000).default(1),
  perPage: z.coerce
    .number({ message: "perPage harus berupa angka." })
    .int("perPage harus bilangan bulat.")
    .min(1, "perPage minimal 1.")
    .max(MAX_MESSAGES_PER_PAGE, `perPage maksimal ${MAX_MESSAGES_PER_PAGE}.`)
    .default(MESSAGES_PER_PAGE),
});
const ZIdParam = z.object({ id: z.string().min(1).max(64) });

const auth = [{ chatToken: [] as string[] }];

const loginRoute = createRoute({
  method: "post",
  path: "/v1/identity/login",
  tags: ["Assistant"],
  summary: "Masuk ke asisten: token chat dari email dan kata sandi akun, atau dari sesi situs yang sedang masuk ({ session: true })",
  request: { body: { required: true, content: { "application/json": { schema: z.union([ZLogin, ZUseSession]) } } } },
  responses: {
    200: envelope(
      z.object({ token: z.string(), token_type: z.literal("Bearer"), expires_in: z.number(), user: ZUser }),
      "Token chat dibuat (juga di cookie httpOnly tunas_chat)",
    ),
    400: failure("Input tidak valid"),
    401: failure("Email atau kata sandi salah, atau belum masuk di situs"),
    429: failure("Terlalu banyak percobaan masuk"),
  },
});
const meRoute = createRoute({
  method: "get",
  path: "/v1/identity/me",
  tags: ["Assistant"],
  summary: "Pengguna di balik token chat",
  security: auth,
  responses: { 200: envelope(ZUser, "Pengguna"), 401: failure("Token chat tidak ada atau tidak berlaku") },
});
const logoutRoute = createRoute({
  method: "post",
  path: "/v1/identity/logout",
  tags: ["Assistant"],
  summary: "Keluar dari asisten: mencabut token chat",
  security: auth,
  responses: { 200: envelope(z.null(), "Token dicabut") },
});
const chatRoute = createRoute({
  method: "post",
  path: "/v2/chat/",
  tags: ["Assistant"],
  summary: "Bertanya; jawaban dialirkan sebagai NDJSON: satu baris { message_id, id, text } per potongan teks",
  security: auth,
  request: { body: { required: true, content: { "application/json": { schema: ZAsk } } } },
  responses: {
    200: { description: "Aliran application/x-ndjson; gabungkan `text` setiap baris", content: { "application/x-ndjson": { schema: ZLine } } },
    400: failure("Input tidak valid (pertanyaan kosong atau terlalu panjang)"),
    401: failure("Token chat tidak ada atau tidak berlaku"),
    403: failure("workspace_id bukan milik situs ini"),
    404: failure("Percakapan tidak ditemukan"),
    429: failure("Terlalu banyak pertanyaan; header Retry-After berisi detik tunggu"),
  },
});
const messagesRoute = createRoute({
  method: "get",
  path: "/v1/conversations/{id}/messages",
  tags: ["Assistant"],
  summary: "Riwayat satu percakapan: pasangan query / response.value, terlama dulu, per halaman",
  security: auth,
  request: { params: ZIdParam, query: ZPageQuery },
  responses: {
    200: envelope(
      z.object({ items: z.array(ZHistoryItem), page: z.number(), perPage: z.number(), totalItems: z.number(), totalPages: z.number() }),
      "Satu halaman riwayat",
    ),
    400: failure("page/perPage tidak valid"),
    401: failure("Token chat tidak ada atau tidak berlaku"),
    404: failure("Percakapan tidak ditemukan"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/v1/conversations/{id}",
  tags: ["Assistant"],
  summary: "Menghapus percakapan beserta pesannya",
  security: auth,
  request: { params: ZIdParam },
  responses: {
    200: envelope(z.object({ id: z.string() }), "Terhapus"),
    401: failure("Token chat tidak ada atau tidak berlaku"),
    404: failure("Percakapan tidak ditemukan"),
  },
});

const publicUser = (v: TViewer) => ({ id: v.userId, email: v.email, name: v.name, user_kind: v.kind, role: v.role });

/**
 * The Assistant service (spec §7), mounted at /api/assistant (DECISIONS.md). A chat token comes as
 * `Authorization: Bearer …` or, for the site's own pages, in the httpOnly `tunas_chat` cookie.
 */
export function assistantRouter(services: TServices): OpenAPIHono<Env> {
  const r = new OpenAPIHono<Env>({
    defaultHook: (result, c) => {
      const nul = nulPath((result as { data?: unknown }).data);
      if (nul !== null)
        return c.json(
          { status: false, message: "Input tidak boleh berisi karakter NUL.", data: { fields: { [nul || "_"]: "tidak boleh berisi karakter NUL" } } },
          400,
        );
      if (result.success) return undefined;
      const fields = fieldErrors(result.error.issues);
      const first = Object.values(fields)[0];
      return c.json({ status: false, message: first ?? "Permintaan tidak valid.", data: { fields } }, 400);
    },
  });
  const secure = secureCookies(services.appEnv);
  const perUser = new WindowLimiter(services.database.db, "assistant.user", ASK_LIMITS.perUser.max, ASK_LIMITS.perUser.windowMs);
  const perIp = new WindowLimiter(services.database.db, "assistant.ip", ASK_LIMITS.perIp.max, ASK_LIMITS.perIp.windowMs);

  async function requireChatUser(c: Context, ctx: TTenantCtx): Promise<TViewer> {
    const v = await readChatToken(ctx, chatTokenOf(c.req.raw));
    if (!v) throw new AppError("UNAUTHENTICATED", "Silakan masuk ke asisten terlebih dahulu.");
    return v;
  }

  const tokenCookie = (token: string) => serializeCookie(CHAT_TOKEN_COOKIE, token, { maxAge: CHAT_TOKEN_TTL_SECONDS, httpOnly: true, secure });

  r.openapi(loginRoute, async (c) => {
    const ctx = tenantCtx(c);
    const body = c.req.valid("json");
    let login: Awaited<ReturnType<typeof issueChatToken>>;
    if ("session" in body) {
      const v = await viewerOf(ctx, c.req.raw);
      if (!v) throw new AppError("UNAUTHENTICATED", "Anda belum masuk di situs ini.");
      login = await issueChatToken(ctx, v.userId);
    } else {
      try {
        // The account host's limiter (identity/rate-limit.ts): per account, per address and account, per address.
        login = await loginWithPassword(ctx, { email: body.email, password: body.password, ip: clientIp(c, services.trustProxy) });
      } catch (err) {
        const retry =
          err instanceof AppError && err.code === "RATE_LIMITED" ? (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
        if (retry) c.header("Retry-After", String(retry));
        throw err;
      }
    }
    c.header("Set-Cookie", tokenCookie(login.token));
    c.header("Cache-Control", "no-store");
    return ok(
      c,
      { token: login.token, token_type: "Bearer" as const, expires_in: login.expiresIn, user: publicUser(login.viewer) },
      "Berhasil masuk ke asisten.",
    );
  });

  r.openapi(meRoute, async (c) => {
    const v = await requireChatUser(c, tenantCtx(c));
    c.header("Cache-Control", "private, no-store");
    return ok(c, publicUser(v));
  });

  r.openapi(logoutRoute, async (c) => {
    await revokeChatToken(tenantCtx(c), chatTokenOf(c.req.raw));
    c.header("Set-Cookie", serializeCookie(CHAT_TOKEN_COOKIE, "", { maxAge: 0, httpOnly: true, secure }));
    return ok(c, null, "Anda telah keluar dari asisten.");
  });

  r.openapi(chatRoute, async (c) => {
    const tenant = requireTenant(c);
    const ctx = tenantCtx(c);
    const body = c.req.valid("json");
    const v = await requireChatUser(c, ctx);
    // A tenant's workspace is its layout name (DECISIONS.md); another tenant's is refused.
    if (body.workspace_id !== tenant.layout) throw new AppError("FORBIDDEN", "workspace_id bukan milik situs ini.");
    const wait = Math.max(await perUser.hit(`${tenant.id} ${v.userId}`), await perIp.hit(clientIp(c, services.trustProxy)));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new AppError("RATE_LIMITED", `Terlalu banyak pertanyaan. Coba lagi dalam ${wait} detik.`, { retryAfterSeconds: wait });
    }
    const { conversationId, messageId } = await startExchange(ctx, v.userId, body.query, body.conversation_id || null);
    const stop = new AbortController();
    c.req.raw.signal?.addEventListener("abort", () => stop.abort(), { once: true });
    const encoder = new TextEncoder();
    const line = (text: string) => encoder.encode(`${JSON.stringify({ message_id: messageId, id: conversationId, text })}\n`);
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        let closed = false;
        try {
          const result = await answerQuestion(
            ctx,
            tenant.title,
            body.query,
            {
              model: services.assistantModel ?? null,
              timeoutMs: services.assistantTimeoutMs ?? 20_000,
              paceMs: services.assistantPaceMs ?? DEFAULT_PACE_MS,
              signal: stop.signal,
            },
            (text) => {
              if (closed || stop.signal.aborted) return;
              try {
                controller.enqueue(line(text));
              } catch {
                closed = true;
                stop.abort();
              }
            },
          );
          await finishExchange(ctx, messageId, result);
        } catch (err) {
          services.logger.error("assistant answer failed", { err });
          await finishExchange(ctx, messageId, { text: "", sources: [], status: "error", composer: "builtin" }).catch(() => {});
          if (!stop.signal.aborted) {
            try {
              controller.enqueue(line("Maaf, terjadi kesalahan saat menyusun jawaban. Silakan coba lagi."));
            } catch {
              /* the client has gone */
            }
          }
        } finally {
          try {
            controller.close();
          } catch {
            /* already closed by a cancel */
          }
        }
      },
      cancel() {
        stop.abort();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: {
        "Content-Type": "application/x-ndjson; charset=utf-8",
        // no-transform: the compress middleware would hold lines back; proxies must not buffer either.
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
        "X-Conversation-Id": conversationId,
        "X-Message-Id": messageId,
      },
    }) as never;
  });

  r.openapi(messagesRoute, async (c) => {
    const ctx = tenantCtx(c);
    const v = await requireChatUser(c, ctx);
    const { id } = c.req.valid("param");
    const { page, perPage } = c.req.valid("query");
    c.header("Cache-Control", "private, no-store");
    return ok(c, await listMessages(ctx, v.userId, id, page, perPage));
  });

  r.openapi(deleteRoute, async (c) => {
    const ctx = tenantCtx(c);
    const v = await requireChatUser(c, ctx);
    const { id } = c.req.valid("param");
    await deleteConversation(ctx, v.userId, id);
    return ok(c, { id }, "Percakapan dihapus.");
  });

  return r;
}
