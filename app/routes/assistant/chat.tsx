import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/chat";
import { ChatMarkdown } from "../../lib/chat-markdown.tsx";
import { ChatController, CHAT_STORAGE_KEYS, type TChatMessage, type TChatState, type TStorage } from "../../lib/chat-stream.ts";
import { CHAT_HEADERS, chatCookie, chatUserOf, checkAskLimits, clearChatCookie } from "../../lib/assistant.server.ts";
import { formFailure, parseForm } from "../../lib/form.server.ts";
import { replyErrors, type TFormResult } from "../../components/form/index.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { answerQuestion } from "../../../src/domain/assistant/answer.ts";
import { MAX_QUERY_LENGTH } from "../../../src/domain/assistant/constants.ts";
import { CONVERSATION_ID, finishExchange, listMessages, startExchange } from "../../../src/domain/assistant/conversations.ts";
import { suggestedQuestions } from "../../../src/domain/assistant/suggestions.ts";
import { CHAT_TOKEN_COOKIE, loginWithPassword, revokeChatToken } from "../../../src/domain/assistant/tokens.ts";
import { parseCookies } from "../../../src/domain/identity/cookies.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const ZLoginForm = z.object({
  intent: z.literal("login"),
  email: z.string({ message: "Email wajib diisi." }).trim().toLowerCase().max(254, "Email terlalu panjang.").email("Format email tidak valid."),
  password: z.string({ message: "Kata sandi wajib diisi." }).max(200, "Kata sandi terlalu panjang."),
});
const ZAskForm = z.object({
  intent: z.literal("ask"),
  query: z
    .string({ message: "Tulis pertanyaan Anda terlebih dahulu." })
    .trim()
    .min(2, "Pertanyaan minimal 2 karakter.")
    .max(MAX_QUERY_LENGTH, `Pertanyaan maksimal ${MAX_QUERY_LENGTH} karakter.`),
  conversation_id: z.string().regex(CONVERSATION_ID, "Percakapan tidak valid.").optional(),
});

type TResult = TFormResult | undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { user, setCookie } = await chatUserOf(request, context);
    const { tenantCtx: ctx, tenant } = requestOf(context);
    const url = new URL(request.url);
    const c = url.searchParams.get("c");
    let conversation: { id: string; messages: TChatMessage[] } | null = null;
    if (user && c && CONVERSATION_ID.test(c)) {
      const page = await listMessages(ctx, user.userId, c, 1, 50).catch((e: unknown) => {
        if (e instanceof AppError && e.code === "NOT_FOUND") return null;
        throw e;
      });
      if (page)
        conversation = {
          id: c,
          messages: page.items.flatMap((m) => [
            { role: "user" as const, text: m.query },
            { role: "bot" as const, text: m.response.value },
          ]),
        };
    }
    const body = {
      user: user ? { name: user.name, email: user.email } : null,
      workspaceId: tenant.layout,
      siteName: tenant.title,
      suggestions: await suggestedQuestions(ctx),
      conversation,
      missingConversation: !!c && !conversation && !!user,
      path: url.pathname,
    };
    return data(body, { headers: { ...CHAT_HEADERS, ...(setCookie ? { "Set-Cookie": setCookie } : {}) } });
  } catch (err) {
    throw asRouteError(err, request);
  }
}

/** Without JavaScript: sign in, ask (the whole answer is composed, then the page shows it), clear, sign out. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requestOf(context).tenantCtx;
  const formData = await request.formData();
  const intent = formData.get("intent");
  try {
    if (intent === "login") {
      const f = await parseForm(formData, ZLoginForm);
      if (!f.ok) return f.reply;
      try {
        const login = await loginWithPassword(ctx, { email: f.value.email, password: f.value.password, ip: requestOf(context).clientKey ?? "unknown" });
        return redirect("/Chat", { headers: { "Set-Cookie": chatCookie(context, login.token), ...CHAT_HEADERS } });
      } catch (e) {
        // 400 like every refused form (a 401 would read as a broken page to the browser's console).
        if (e instanceof AppError && (e.code === "UNAUTHENTICATED" || e.code === "RATE_LIMITED"))
          return formFailure(f.formData, { formError: e.message, status: e.code === "RATE_LIMITED" ? 429 : 400 });
        throw e;
      }
    }
    if (intent === "logout") {
      await revokeChatToken(ctx, parseCookies(request.headers.get("cookie"))[CHAT_TOKEN_COOKIE]);
      return redirect("/Chat", { headers: { "Set-Cookie": clearChatCookie(context), ...CHAT_HEADERS } });
    }
    if (intent === "clear") return redirect("/Chat", { headers: CHAT_HEADERS });
    const f = await parseForm(formData, ZAskForm);
    if (!f.ok) return f.reply;
    const { user } = await chatUserOf(request, context);
    if (!user) return formFailure(f.formData, { formError: "Silakan masuk ke asisten terlebih dahulu.", status: 400 });
    try {
      await checkAskLimits(context, user.userId);
    } catch (e) {
      if (e instanceof AppError) return formFailure(f.formData, { fields: { query: e.message }, status: e.status });
      throw e;
    }
    const started = await startExchange(ctx, user.userId, f.value.query, f.value.conversation_id ?? null).catch((e: unknown) => {
      if (e instanceof AppError && e.code === "NOT_FOUND") return startExchange(ctx, user.userId, f.value.query, null);
      throw e;
    });
    const services = requestOf(context).services;
    const result = await answerQuestion(
      ctx,
      requestOf(context).tenant.title,
      f.value.query,
      { model: services.assistantModel ?? null, timeoutMs: services.assistantTimeoutMs ?? 20_000, paceMs: 0, signal: request.signal },
      () => {},
    );
    await finishExchange(ctx, started.messageId, result);
    return redirect(`/Chat?c=${started.conversationId}#jawaban-terakhir`, { headers: CHAT_HEADERS });
  } catch (err) {
    throw asRouteError(err, request);
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, {
    title: "Asisten",
    description: `Tanyakan kelas, program, jadwal, dan biaya di ${data?.siteName ?? site.name}.`,
    path: "/Chat",
    robots: "noindex, follow",
  });
}

function browserStorage(): TStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The chat controller of this page, with React state mirroring it. */
function useChat(workspaceId: string, conversation: { id: string; messages: TChatMessage[] } | null) {
  const [state, setState] = useState<TChatState>({
    messages: conversation?.messages ?? [],
    conversationId: conversation?.id ?? null,
    messageId: null,
    streaming: false,
  });
  const ref = useRef<ChatController | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the controller lives as long as the panel; another conversation remounts the panel (its key)
  useEffect(() => {
    const storage = browserStorage();
    const c = new ChatController({
      fetch: window.fetch.bind(window),
      storage,
      workspaceId,
      apiBase: "/api/assistant",
      onChange: setState,
      log: (err) => console.warn("chat:", err),
    });
    ref.current = c;
    if (conversation) c.open(conversation.id, conversation.messages);
    else {
      // Continue the conversation this browser had open (spec §9: its id is in local storage).
      const id = storage?.getItem(CHAT_STORAGE_KEYS.conversationId);
      if (id) {
        fetch(`/api/assistant/v1/conversations/${encodeURIComponent(id)}/messages?perPage=50`, { credentials: "same-origin" })
          .then(async (res) => {
            if (res.status === 404) return c.clear();
            if (!res.ok) return;
            const body = (await res.json()) as { data: { items: { query: string; response: { value: string } }[] } };
            if (c.state.messages.length === 0)
              c.open(
                id,
                body.data.items.flatMap((m) => [
                  { role: "user" as const, text: m.query },
                  { role: "bot" as const, text: m.response.value },
                ]),
              );
          })
          .catch(() => {});
      }
      setState(c.state);
    }
    return () => c.stop();
  }, []);
  return { state, controller: ref };
}

export default function Chat({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-dark sm:text-3xl">Asisten {d.siteName}</h1>
          <p className="mt-1 text-sm text-slate-600">Jawaban diambil dari halaman situs ini, lengkap dengan tautannya.</p>
        </div>
        {d.user ? (
          <nav aria-label="Asisten" className="flex items-center gap-2 text-sm">
            <Link to="/Chat/History" className="rounded-md px-3 py-2 font-medium text-primary-ink underline-offset-2 hover:underline">
              Riwayat
            </Link>
            <Form
              method="post"
              onSubmit={() => {
                // A shared computer: the next person must not see this one's questions.
                const storage = browserStorage();
                storage?.removeItem(CHAT_STORAGE_KEYS.conversationId);
                storage?.removeItem(CHAT_STORAGE_KEYS.history);
              }}
            >
              <input type="hidden" name="intent" value="logout" />
              <button type="submit" className="rounded-md px-3 py-2 font-medium text-slate-600 hover:text-dark">
                Keluar
              </button>
            </Form>
          </nav>
        ) : null}
      </div>
      {d.user ? <ChatPanel key={d.conversation?.id ?? "baru"} d={d} actionResult={actionData?.result} /> : <ChatLogin result={actionData?.result} />}
    </div>
  );
}

type TData = Route.ComponentProps["loaderData"];

function ChatLogin({ result }: { result: TResult }) {
  const { fields: errors, formError } = replyErrors(result);
  const nav = useNavigation();
  const pending = nav.state !== "idle" && nav.formData?.get("intent") === "login";
  const firstInvalid = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errors.email || errors.password) firstInvalid.current?.focus();
  }, [errors.email, errors.password]);
  const field = "mt-1 block w-full rounded-lg border px-3 py-2.5 text-base shadow-sm focus:border-primary";
  return (
    <section aria-labelledby="masuk-asisten" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="masuk-asisten" className="text-lg font-bold text-dark">
        Masuk untuk bertanya
      </h2>
      <p className="mt-1 text-sm text-slate-600">Gunakan email dan kata sandi akun Anda. Percakapan tersimpan di akun Anda, jadi masih ada besok.</p>
      {formError ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger-ink">
          {formError}
        </p>
      ) : null}
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="login" />
        <div>
          <label htmlFor="chat-email" className="text-sm font-semibold text-dark">
            Email
          </label>
          <input
            ref={errors.email ? firstInvalid : undefined}
            id="chat-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "chat-email-error" : undefined}
            className={`${field} ${errors.email ? "border-danger" : "border-slate-300"}`}
          />
          {errors.email ? (
            <p id="chat-email-error" className="mt-1 text-sm text-danger-ink">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="chat-password" className="text-sm font-semibold text-dark">
            Kata sandi
          </label>
          <input
            ref={!errors.email && errors.password ? firstInvalid : undefined}
            id="chat-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "chat-password-error" : undefined}
            className={`${field} ${errors.password ? "border-danger" : "border-slate-300"}`}
          />
          {errors.password ? (
            <p id="chat-password-error" className="mt-1 text-sm text-danger-ink">
              {errors.password}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={pending}
            className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
          >
            {pending ? "Memproses…" : "Masuk ke asisten"}
          </button>
          <a href="/Login?next=/Chat" className="text-sm font-medium text-primary-ink underline underline-offset-2">
            Masuk lewat halaman akun
          </a>
        </div>
      </Form>
    </section>
  );
}

function ChatPanel({ d, actionResult }: { d: TData; actionResult: TResult }) {
  const { state, controller } = useChat(d.workspaceId, d.conversation);
  const [query, setQuery] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const last = useRef<HTMLLIElement>(null);
  const { fields: errors, formError } = replyErrors(actionResult);
  const nav = useNavigation();
  const pendingNoJs = nav.state !== "idle" && nav.formData?.get("intent") === "ask";
  const tooLong = query.length > MAX_QUERY_LENGTH;

  useEffect(() => {
    if (errors.query) input.current?.focus();
  }, [errors.query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is the trigger: the latest one scrolls into view
  useEffect(() => {
    last.current?.scrollIntoView({ block: "nearest" });
  }, [state.messages.length]);

  const ask = (text: string) => {
    const q = text.trim();
    if (q.length < 2) {
      setNotice("Pertanyaan minimal 2 karakter.");
      input.current?.focus();
      return;
    }
    if (q.length > MAX_QUERY_LENGTH) {
      setNotice(`Pertanyaan maksimal ${MAX_QUERY_LENGTH} karakter.`);
      input.current?.focus();
      return;
    }
    setNotice(null);
    setQuery("");
    void controller.current?.send(q);
  };

  const messages = state.messages;
  const fieldError = notice ?? errors.query ?? null;
  return (
    <section aria-label="Percakapan dengan asisten" className="mt-6 flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 text-sm text-slate-600 sm:px-5">
        <span>
          Masuk sebagai <strong className="text-dark">{d.user!.name}</strong>
        </span>
        <Form
          method="post"
          onSubmit={(e) => {
            if (!controller.current) return;
            e.preventDefault();
            controller.current.clear();
            window.history.replaceState(null, "", "/Chat");
            input.current?.focus();
          }}
        >
          <input type="hidden" name="intent" value="clear" />
          <button
            type="submit"
            className="rounded-md border border-slate-200 px-3 py-1.5 font-medium text-slate-700 hover:border-primary hover:text-primary-ink"
          >
            Percakapan baru
          </button>
        </Form>
      </div>
      {d.missingConversation ? (
        <p role="status" className="mx-4 mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 sm:mx-5">
          Percakapan itu tidak ditemukan. Silakan mulai percakapan baru.
        </p>
      ) : null}
      <div role="log" aria-live="polite" aria-busy={state.streaming} aria-label="Pesan" className="min-h-[12rem] px-4 py-5 sm:px-5">
        <ol className="flex flex-col gap-4">
          {messages.length === 0 ? (
            <li className="list-none">
              <p className="text-sm text-slate-600">Contoh pertanyaan:</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {d.suggestions.map((s) => (
                  <li key={s}>
                    <Form
                      method="post"
                      onSubmit={(e) => {
                        if (!controller.current) return;
                        e.preventDefault();
                        ask(s);
                      }}
                    >
                      <input type="hidden" name="intent" value="ask" />
                      <button
                        type="submit"
                        name="query"
                        value={s}
                        className="rounded-full border border-primary/40 bg-primary/5 px-3 py-1.5 text-left text-sm text-primary-ink hover:bg-primary/10"
                      >
                        {s}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            messages.map((m, i) => {
              const isLast = i === messages.length - 1;
              const streamingThis = isLast && m.role === "bot" && state.streaming;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id and the conversation only grows at its end, so a message's position is its identity
                  key={i}
                  ref={isLast ? last : undefined}
                  id={isLast ? "jawaban-terakhir" : undefined}
                  className={`list-none ${m.role === "user" ? "self-end" : "self-start"} max-w-[92%] sm:max-w-[85%]`}
                >
                  <p className="sr-only">{m.role === "user" ? "Anda:" : "Asisten:"}</p>
                  <div
                    className={
                      m.role === "user"
                        ? "whitespace-pre-wrap rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-on-primary"
                        : "rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-[0.95rem] leading-relaxed text-dark"
                    }
                  >
                    {m.role === "user" ? m.text : m.text ? <ChatMarkdown text={m.text} /> : <span className="text-slate-500">Mencari jawaban…</span>}
                    {streamingThis && m.text ? (
                      <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-slate-400 align-middle" aria-hidden="true" />
                    ) : null}
                  </div>
                </li>
              );
            })
          )}
        </ol>
      </div>
      <Form
        method="post"
        className="border-t border-slate-100 px-4 py-4 sm:px-5"
        onSubmit={(e) => {
          if (!controller.current) return;
          e.preventDefault();
          ask(query);
        }}
      >
        <input type="hidden" name="intent" value="ask" />
        {state.conversationId ? <input type="hidden" name="conversation_id" value={state.conversationId} /> : null}
        <label htmlFor="chat-query" className="text-sm font-semibold text-dark">
          Pertanyaan Anda
        </label>
        <textarea
          ref={input}
          id="chat-query"
          name="query"
          rows={2}
          required
          maxLength={MAX_QUERY_LENGTH + 50}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing && controller.current) {
              e.preventDefault();
              ask(query);
            }
          }}
          placeholder="Contoh: kelas apa yang cocok untuk pemula?"
          aria-invalid={fieldError || tooLong ? true : undefined}
          aria-describedby={`chat-query-hint${fieldError ? " chat-query-error" : ""}`}
          className={`mt-1 block w-full resize-y rounded-lg border px-3 py-2.5 text-base shadow-sm focus:border-primary ${fieldError || tooLong ? "border-danger" : "border-slate-300"}`}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-slate-500">
          <span id="chat-query-hint">Enter untuk mengirim, Shift+Enter untuk baris baru.</span>
          <span className={tooLong ? "font-semibold text-danger-ink" : undefined}>
            {query.length}/{MAX_QUERY_LENGTH}
          </span>
        </div>
        {fieldError ? (
          <p id="chat-query-error" role="alert" className="mt-1 text-sm text-danger-ink">
            {fieldError}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="mt-1 text-sm text-danger-ink">
            {formError}
          </p>
        ) : null}
        <div className="mt-3 flex items-center gap-2">
          {state.streaming ? (
            <button
              type="button"
              onClick={() => controller.current?.stop()}
              className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-dark hover:border-danger hover:text-danger-ink"
            >
              Berhenti
            </button>
          ) : (
            <button
              type="submit"
              disabled={pendingNoJs}
              className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
            >
              {pendingNoJs ? "Menyusun jawaban…" : "Kirim"}
            </button>
          )}
          <span role="status" className="text-sm text-slate-500">
            {state.streaming ? "Asisten sedang menjawab…" : ""}
          </span>
        </div>
      </Form>
    </section>
  );
}
