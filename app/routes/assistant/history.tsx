import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/history";
import { ChatController, mergeHistory, readHistory, writeHistory, type TLocalHistoryEntry, type TStorage } from "../../lib/chat-stream.ts";
import { CHAT_HEADERS, chatUserOf } from "../../lib/assistant.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { CONVERSATION_ID, deleteConversation, listConversations } from "../../../src/domain/assistant/conversations.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { formatDate, formatTime } from "../../../src/kernel/format.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { user, setCookie } = await chatUserOf(request, context);
    const url = new URL(request.url);
    const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
    const list = user ? await listConversations(requestOf(context).tenantCtx, user.userId, page, PER_PAGE) : null;
    const hapus = url.searchParams.get("hapus");
    const confirm = list && hapus && CONVERSATION_ID.test(hapus) ? (list.items.find((c) => c.id === hapus) ?? null) : null;
    const body = {
      signedIn: !!user,
      workspaceId: requestOf(context).tenant.layout,
      conversations: (list?.items ?? []).map((c) => ({ ...c, when: `${formatDate(c.updatedAt)}, ${formatTime(c.updatedAt)}` })),
      page: list?.page ?? 1,
      totalPages: list?.totalPages ?? 1,
      confirm: confirm ? { id: confirm.id, title: confirm.title } : null,
      deleted: url.searchParams.get("dihapus") === "1",
    };
    return data(body, { headers: { ...CHAT_HEADERS, ...(setCookie ? { "Set-Cookie": setCookie } : {}) } });
  } catch (err) {
    throw asRouteError(err, request);
  }
}

/** Without JavaScript: delete after the confirmation step (?hapus=<id>). */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const form = await request.formData();
    const id = String(form.get("conversation_id") ?? "");
    const { user } = await chatUserOf(request, context);
    if (!user) throw redirect("/Chat", { headers: CHAT_HEADERS });
    if (form.get("intent") !== "delete" || !CONVERSATION_ID.test(id)) return data({ error: "Permintaan tidak valid." }, { status: 400 });
    await deleteConversation(requestOf(context).tenantCtx, user.userId, id).catch((e: unknown) => {
      if (!(e instanceof AppError && e.code === "NOT_FOUND")) throw e;
    });
    return redirect("/Chat/History?dihapus=1", { headers: CHAT_HEADERS });
  } catch (err) {
    throw asRouteError(err, request);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, { title: "Riwayat Percakapan", description: "Percakapan Anda dengan asisten.", path: "/Chat/History", robots: "noindex, follow" });
}

type TItem = { id: string; title: string; when: string; messages: number | null };

function storage(): TStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export default function ChatHistory({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const server: TItem[] = d.conversations.map((c) => ({ id: c.id, title: c.title, when: c.when, messages: c.messages }));
  const [items, setItems] = useState<TItem[]>(server);
  const [notice, setNotice] = useState<string | null>(d.deleted ? "Percakapan dihapus." : null);
  const [asking, setAsking] = useState<TItem | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The browser's own history (spec §9) joins the server's list; server entries are remembered locally.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount: the stored history is merged with the list the page was rendered with
  useEffect(() => {
    if (!d.signedIn) return;
    const s = storage();
    const fromServer: TLocalHistoryEntry[] = d.conversations.map((c) => ({
      conversation_id: c.id,
      message_id: "",
      user_message: c.title,
      bot_message: "",
      created_at: c.createdAt,
    }));
    const merged = mergeHistory(readHistory(s), d.page === 1 ? fromServer : []);
    writeHistory(s, merged);
    if (d.page !== 1) return;
    const known = new Map(server.map((i) => [i.id, i]));
    setItems(
      merged.map(
        (e) =>
          known.get(e.conversation_id) ?? {
            id: e.conversation_id,
            title: e.user_message,
            when: `${formatDate(e.created_at)}, ${formatTime(e.created_at)}`,
            messages: null,
          },
      ),
    );
  }, []);

  useEffect(() => {
    if (asking) dialog.current?.showModal();
  }, [asking]);

  const remove = async (item: TItem) => {
    const c = new ChatController({
      fetch: window.fetch.bind(window),
      storage: storage(),
      workspaceId: d.workspaceId,
      apiBase: "/api/assistant",
      log: (e) => console.warn("chat:", e),
    });
    setItems((xs) => xs.filter((x) => x.id !== item.id));
    const ok = await c.removeConversation(item.id);
    setNotice(
      ok ? `Percakapan "${item.title}" dihapus.` : `Percakapan "${item.title}" dihapus dari perangkat ini, tetapi gagal dihapus di server. Coba lagi nanti.`,
    );
  };

  const closeDialog = () => {
    dialog.current?.close();
    setAsking(null);
    opener.current?.focus();
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-dark sm:text-3xl">Riwayat Percakapan</h1>
        <Link to="/Chat" className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:opacity-90">
          Tanya asisten
        </Link>
      </div>
      <p role="status" className="mt-3 min-h-[1.25rem] text-sm text-slate-700">
        {notice}
      </p>
      {!d.signedIn ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
          Masuk ke{" "}
          <Link to="/Chat" className="font-semibold text-primary-ink underline">
            asisten
          </Link>{" "}
          untuk melihat riwayat percakapan Anda.
        </p>
      ) : d.confirm ? (
        <section aria-labelledby="konfirmasi" className="mt-4 rounded-xl border border-danger/40 bg-white p-5">
          <h2 id="konfirmasi" className="font-bold text-dark">
            Hapus percakapan "{d.confirm.title}"?
          </h2>
          <p className="mt-1 text-sm text-slate-600">Percakapan dan semua jawabannya dihapus dan tidak bisa dikembalikan.</p>
          <Form method="post" className="mt-4 flex gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="conversation_id" value={d.confirm.id} />
            <button type="submit" className="rounded-full bg-danger px-4 py-2 text-sm font-semibold text-white">
              Ya, hapus
            </button>
            <Link to="/Chat/History" className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-dark">
              Batal
            </Link>
          </Form>
        </section>
      ) : items.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <p className="font-semibold text-dark">Belum ada percakapan.</p>
          <p className="mt-1 text-sm text-slate-600">Ajukan pertanyaan pertama Anda kepada asisten.</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Percakapan">
          {items.map((c) => (
            <li key={c.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link to={`/Chat?c=${c.id}`} className="block truncate font-semibold text-dark hover:text-primary-ink">
                  {c.title}
                </Link>
                <p className="text-xs text-slate-500">
                  {c.when}
                  {c.messages !== null ? ` · ${c.messages} pertanyaan` : ""}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link
                  to={`/Chat?c=${c.id}`}
                  className="rounded-md border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary-ink"
                  aria-label={`Buka percakapan ${c.title}`}
                >
                  Buka
                </Link>
                <a
                  href={`/Chat/History?hapus=${c.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    opener.current = e.currentTarget;
                    setAsking(c);
                  }}
                  className="rounded-md border border-slate-200 px-3 py-1.5 text-sm font-medium text-danger-ink hover:border-danger"
                  aria-label={`Hapus percakapan ${c.title}`}
                >
                  Hapus
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {d.signedIn && d.totalPages > 1 ? (
        <nav aria-label="Halaman riwayat" className="mt-4 flex justify-between text-sm">
          {d.page > 1 ? <Link to={`/Chat/History?page=${d.page - 1}`}>← Sebelumnya</Link> : <span />}
          <span>
            Halaman {d.page} dari {d.totalPages}
          </span>
          {d.page < d.totalPages ? <Link to={`/Chat/History?page=${d.page + 1}`}>Berikutnya →</Link> : <span />}
        </nav>
      ) : null}
      <dialog ref={dialog} aria-labelledby="hapus-judul" onCancel={closeDialog} className="m-auto w-[min(28rem,92vw)] rounded-xl p-0 backdrop:bg-black/40">
        {asking ? (
          <div className="p-5">
            <h2 id="hapus-judul" className="font-bold text-dark">
              Hapus percakapan "{asking.title}"?
            </h2>
            <p className="mt-1 text-sm text-slate-600">Percakapan dan semua jawabannya dihapus dan tidak bisa dikembalikan.</p>
            <div className="mt-4 flex justify-end gap-2">
              <button type="button" onClick={closeDialog} className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-dark">
                Batal
              </button>
              <button
                type="button"
                onClick={() => {
                  const item = asking;
                  dialog.current?.close();
                  setAsking(null);
                  void remove(item);
                }}
                className="rounded-full bg-danger px-4 py-2 text-sm font-semibold text-white"
              >
                Ya, hapus
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
