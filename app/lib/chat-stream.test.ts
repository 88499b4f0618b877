import { describe, expect, it, vi } from "vitest";
import {
  CHAT_STORAGE_KEYS,
  ChatController,
  createLineSplitter,
  FAILED_ANSWER,
  mergeHistory,
  parseLine,
  readHistory,
  STREAM_ERROR,
  type TStorage,
} from "./chat-stream.ts";

function memoryStorage(): TStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const enc = new TextEncoder();
const line = (o: object) => `${JSON.stringify(o)}\n`;

/** A Response whose body yields the given chunks, optionally waiting on a gate between them. */
function streamResponse(chunks: (string | Uint8Array)[], opts: { gate?: Promise<void>; gateAfter?: number } = {}) {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (opts.gate && i === (opts.gateAfter ?? 1)) await opts.gate;
      if (i >= chunks.length) return controller.close();
      const c = chunks[i++]!;
      controller.enqueue(typeof c === "string" ? enc.encode(c) : c);
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "application/x-ndjson" } });
}

/** fetch that honours the abort signal like the browser's (the reader rejects with AbortError). */
function abortableFetch(make: () => Response) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const res = make();
    const signal = init?.signal;
    if (!signal || !res.body) return res;
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const abort = new Promise<never>((_, reject) => {
          if (signal.aborted) reject(new DOMException("aborted", "AbortError"));
          signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")), { once: true });
        });
        const r = await Promise.race([reader.read(), abort]);
        if (r.done) controller.close();
        else controller.enqueue(r.value);
      },
    });
    return new Response(body, { status: res.status, headers: res.headers });
  });
}

describe("NDJSON line splitting", () => {
  it("joins a line split across chunks and keeps the partial rest for later", () => {
    const s = createLineSplitter();
    expect(s.push('{"text":"Ha')).toEqual([]);
    expect(s.push('lo"}\n{"text":" du')).toEqual(['{"text":"Halo"}']);
    expect(s.push('nia"}\n')).toEqual(['{"text":" dunia"}']);
    expect(s.flush()).toBe("");
  });

  it("decodes a multi-byte character split between two chunks", () => {
    const bytes = enc.encode(line({ text: "Kopi ☕ enak" }));
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of ☕
    const s = createLineSplitter();
    expect(s.push(bytes.slice(0, cut))).toEqual([]);
    const [l] = s.push(bytes.slice(cut));
    expect(parseLine(l!).text).toBe("Kopi ☕ enak");
  });

  it("returns a last line without a newline on flush", () => {
    const s = createLineSplitter();
    expect(s.push('{"text":"a"}\n{"text":"b"}')).toEqual(['{"text":"a"}']);
    expect(s.flush()).toBe('{"text":"b"}');
  });

  it("takes text and ids from JSON lines and appends any other line as plain text", () => {
    expect(parseLine('{"message_id":"m1","id":"c1","text":"Halo"}')).toEqual({ text: "Halo", messageId: "m1", conversationId: "c1" });
    expect(parseLine("bukan json {")).toEqual({ text: "bukan json {\n" });
    expect(parseLine("[1,2]")).toEqual({ text: "[1,2]\n" });
    expect(parseLine('{"message_id":"m1"}')).toEqual({ text: "", messageId: "m1", conversationId: undefined });
    expect(parseLine("")).toEqual({ text: "" });
  });
});

describe("ChatController (spec §4 chat stream)", () => {
  const deps = (storage: TStorage, fetchImpl: typeof fetch) => ({ fetch: fetchImpl, storage, workspaceId: "sekolahbeta", apiBase: "/api/assistant" });

  it("appends text line by line, flushes the leftover buffer, and saves the first reply once both ids are known", async () => {
    const storage = memoryStorage();
    const f = vi.fn(async () =>
      streamResponse([
        line({ text: "Hal" }),
        `${line({ message_id: "m1", id: "c1", text: "o " })}teks polos\n`,
        '{"message_id":"m1","id":"c1","text":"akhir"}',
      ]),
    );
    const c = new ChatController(deps(storage, f as unknown as typeof fetch));
    await c.send("kelas web?");
    expect(c.state.messages).toEqual([
      { role: "user", text: "kelas web?" },
      { role: "bot", text: "Halo teks polos\nakhir" },
    ]);
    expect(c.state).toMatchObject({ conversationId: "c1", messageId: "m1", streaming: false });
    expect(storage.getItem(CHAT_STORAGE_KEYS.conversationId)).toBe("c1");
    const [entry] = readHistory(storage);
    expect(entry).toMatchObject({ conversation_id: "c1", message_id: "m1", user_message: "kelas web?", bot_message: "Halo teks polos\nakhir" });
    const body = JSON.parse((f.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ workspace_id: "sekolahbeta", query: "kelas web?" });
  });

  it("does not save before both ids are known", async () => {
    const storage = memoryStorage();
    const f = vi.fn(async () => streamResponse([line({ id: "c9", text: "tanpa id pesan" })]));
    const c = new ChatController(deps(storage, f as unknown as typeof fetch));
    await c.send("halo");
    expect(readHistory(storage)).toEqual([]);
    expect(c.state.conversationId).toBe("c9");
  });

  it("sends the stored conversation id with a follow-up and keeps the first entry", async () => {
    const storage = memoryStorage();
    storage.setItem(CHAT_STORAGE_KEYS.conversationId, "c1");
    const f = vi.fn(async () => streamResponse([line({ message_id: "m2", id: "c1", text: "lanjutan" })]));
    const c = new ChatController(deps(storage, f as unknown as typeof fetch));
    await c.send("lalu?");
    expect(JSON.parse((f.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).conversation_id).toBe("c1");
    expect(readHistory(storage)).toEqual([]); // only a conversation's first reply is an entry
  });

  it("a new stream cancels the running one, silently", async () => {
    const storage = memoryStorage();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let n = 0;
    const log = vi.fn();
    const f = abortableFetch(() =>
      ++n === 1
        ? streamResponse([line({ message_id: "m1", id: "c1", text: "pertama " }), line({ text: "tidak sampai" })], { gate, gateAfter: 1 })
        : streamResponse([line({ message_id: "m2", id: "c1", text: "kedua" })]),
    );
    const c = new ChatController({ ...deps(storage, f as unknown as typeof fetch), log });
    const first = c.send("satu");
    await vi.waitFor(() => expect(c.state.messages[1]?.text).toBe("pertama "));
    const second = c.send("dua");
    release();
    await Promise.all([first, second]);
    expect(c.state.messages.map((m) => m.text)).toEqual(["satu", "pertama ", "dua", "kedua"]);
    expect(log).not.toHaveBeenCalled();
    expect(c.state.streaming).toBe(false);
  });

  it("stop keeps what arrived, shows no error and logs nothing", async () => {
    const storage = memoryStorage();
    const gate = new Promise<void>(() => {});
    const log = vi.fn();
    const f = abortableFetch(() => streamResponse([line({ message_id: "m1", id: "c1", text: "sebagian" }), line({ text: "x" })], { gate, gateAfter: 1 }));
    const c = new ChatController({ ...deps(storage, f as unknown as typeof fetch), log });
    const p = c.send("tanya");
    await vi.waitFor(() => expect(c.state.messages[1]?.text).toBe("sebagian"));
    c.stop();
    await p;
    expect(c.state.messages[1]!.text).toBe("sebagian");
    expect(c.state.streaming).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it("an empty body is 'Response stream error': logged, and the visitor sees a message", async () => {
    const log = vi.fn();
    const f = vi.fn(async () => new Response(null, { status: 200 }));
    const c = new ChatController({ ...deps(memoryStorage(), f as unknown as typeof fetch), log });
    await c.send("halo");
    expect((log.mock.calls[0]![0] as Error).message).toBe(STREAM_ERROR);
    expect(c.state.messages[1]!.text).toBe(FAILED_ANSWER);
  });

  it("shows the server's message for a refused question (e.g. 429)", async () => {
    const f = vi.fn(
      async () => new Response(JSON.stringify({ status: false, message: "Terlalu banyak pertanyaan. Coba lagi dalam 30 detik.", data: null }), { status: 429 }),
    );
    const c = new ChatController(deps(memoryStorage(), f as unknown as typeof fetch));
    await c.send("halo");
    expect(c.state.messages[1]!.text).toBe("Terlalu banyak pertanyaan. Coba lagi dalam 30 detik.");
  });

  it("clear resets the stream, the ids and the messages", async () => {
    const storage = memoryStorage();
    const f = vi.fn(async () => streamResponse([line({ message_id: "m1", id: "c1", text: "jawaban" })]));
    const c = new ChatController(deps(storage, f as unknown as typeof fetch));
    await c.send("halo");
    c.clear();
    expect(c.state).toEqual({ messages: [], conversationId: null, messageId: null, streaming: false });
    expect(storage.getItem(CHAT_STORAGE_KEYS.conversationId)).toBeNull();
    expect(readHistory(storage)).toHaveLength(1); // history is kept; only the current chat is cleared
  });

  it("removing a conversation removes it locally even when the server call fails", async () => {
    const storage = memoryStorage();
    storage.setItem(
      CHAT_STORAGE_KEYS.history,
      JSON.stringify([
        { conversation_id: "c1", message_id: "m1", user_message: "q", bot_message: "a", created_at: "2026-01-01T00:00:00Z" },
        { conversation_id: "c2", message_id: "m2", user_message: "q2", bot_message: "a2", created_at: "2026-01-02T00:00:00Z" },
      ]),
    );
    storage.setItem(CHAT_STORAGE_KEYS.conversationId, "c1");
    const log = vi.fn();
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const c = new ChatController({ ...deps(storage, failing as unknown as typeof fetch), log });
    expect(await c.removeConversation("c1")).toBe(false);
    expect(readHistory(storage).map((e) => e.conversation_id)).toEqual(["c2"]);
    expect(storage.getItem(CHAT_STORAGE_KEYS.conversationId)).toBeNull();
    const server500 = vi.fn(async () => new Response("{}", { status: 500 }));
    const c2 = new ChatController(deps(storage, server500 as unknown as typeof fetch));
    expect(await c2.removeConversation("c2")).toBe(false);
    expect(readHistory(storage)).toEqual([]);
  });

  it("merges server conversations the browser does not know, newest first", () => {
    const e = (id: string, at: string) => ({ conversation_id: id, message_id: `m${id}`, user_message: "q", bot_message: "a", created_at: at });
    expect(mergeHistory([e("a", "2026-01-02")], [e("a", "2026-01-02"), e("b", "2026-01-03"), e("c", "2026-01-01")]).map((x) => x.conversation_id)).toEqual([
      "b",
      "a",
      "c",
    ]);
  });
});
