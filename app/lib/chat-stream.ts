/**
 * The chat client of spec §4, free of React and the DOM so it can be tested on its own:
 *
 * - starting a new stream cancels a running one;
 * - the body is read line by line: a line that is valid JSON contributes its `text`, any other
 *   line is appended as plain text;
 * - the first bot reply is saved to local history once both the conversation id and the message
 *   id are known (and its text kept up to date until the stream ends);
 * - a leftover buffer (a last line without a newline) is flushed at the end;
 * - an aborted stream is silent; other errors are logged and shown;
 * - removing a conversation always removes it from local history, even if the server call fails;
 * - clearing the chat resets the stream, the ids and the messages.
 *
 * Local storage (spec §9) holds the conversation id and the history under {@link CHAT_STORAGE_KEYS}.
 */

export interface TChatMessage {
  role: "user" | "bot";
  text: string;
}

/** Spec §3 local conversation history entry. */
export interface TLocalHistoryEntry {
  conversation_id: string;
  message_id: string;
  user_message: string;
  bot_message: string;
  created_at: string;
}

/** Spec §3 streamed line. */
export interface TStreamedLine {
  message_id: string;
  id: string;
  text: string;
}

export const CHAT_STORAGE_KEYS = { conversationId: "chat_conversation_id", history: "chat_history" } as const;
export const MAX_LOCAL_HISTORY = 50;
export const STREAM_ERROR = "Response stream error";
export const FAILED_ANSWER = "Maaf, jawaban gagal dimuat. Silakan coba lagi.";

// ---- Lines --------------------------------------------------------------------------------------

/**
 * Splits a byte stream into lines. Bytes of one character may arrive in two chunks (UTF-8), and a
 * line may span any number of chunks; `flush` returns what is left after the last newline.
 */
export function createLineSplitter() {
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    push(chunk: Uint8Array | string): string[] {
      buffer += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      return parts.map((l) => l.replace(/\r$/, ""));
    },
    flush(): string {
      buffer += decoder.decode();
      const rest = buffer;
      buffer = "";
      return rest.replace(/\r$/, "");
    },
  };
}

/** What one line adds: a JSON line its `text` (and ids), any other line itself as plain text. */
export function parseLine(line: string): { text: string; messageId?: string; conversationId?: string } {
  if (line === "") return { text: "" };
  try {
    const v = JSON.parse(line) as unknown;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const o = v as Partial<Record<keyof TStreamedLine, unknown>>;
      return {
        text: typeof o.text === "string" ? o.text : "",
        messageId: typeof o.message_id === "string" && o.message_id ? o.message_id : undefined,
        conversationId: typeof o.id === "string" && o.id ? o.id : undefined,
      };
    }
  } catch {
    /* not JSON: plain text below */
  }
  return { text: `${line}\n` };
}

// ---- Local history --------------------------------------------------------------------------------

export interface TStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readHistory(storage: TStorage | null): TLocalHistoryEntry[] {
  if (!storage) return [];
  try {
    const v = JSON.parse(storage.getItem(CHAT_STORAGE_KEYS.history) ?? "[]") as unknown;
    return Array.isArray(v)
      ? v.filter((e): e is TLocalHistoryEntry => !!e && typeof e === "object" && typeof (e as TLocalHistoryEntry).conversation_id === "string")
      : [];
  } catch {
    return [];
  }
}

export function writeHistory(storage: TStorage | null, entries: TLocalHistoryEntry[]): void {
  if (!storage) return;
  try {
    storage.setItem(CHAT_STORAGE_KEYS.history, JSON.stringify(entries.slice(0, MAX_LOCAL_HISTORY)));
  } catch {
    /* storage full or blocked: history stays on the server */
  }
}

/** Adds or updates the entry of a conversation, newest first. */
export function upsertHistory(storage: TStorage | null, entry: TLocalHistoryEntry): void {
  const rest = readHistory(storage).filter((e) => e.conversation_id !== entry.conversation_id);
  writeHistory(storage, [entry, ...rest]);
}

export function removeFromHistory(storage: TStorage | null, conversationId: string): void {
  writeHistory(
    storage,
    readHistory(storage).filter((e) => e.conversation_id !== conversationId),
  );
  if (storage?.getItem(CHAT_STORAGE_KEYS.conversationId) === conversationId) storage.removeItem(CHAT_STORAGE_KEYS.conversationId);
}

/** Server conversations the browser does not know yet join the local history (e.g. after signing in elsewhere). */
export function mergeHistory(local: TLocalHistoryEntry[], server: TLocalHistoryEntry[]): TLocalHistoryEntry[] {
  const known = new Set(local.map((e) => e.conversation_id));
  return [...local, ...server.filter((e) => !known.has(e.conversation_id))].sort((a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
  );
}

// ---- The controller -------------------------------------------------------------------------------

export interface TChatState {
  messages: TChatMessage[];
  conversationId: string | null;
  messageId: string | null;
  streaming: boolean;
}

export interface TChatDeps {
  fetch: typeof fetch;
  storage: TStorage | null;
  /** The tenant's workspace id (its layout name). */
  workspaceId: string;
  /** `/api/assistant`. */
  apiBase: string;
  onChange?(state: TChatState): void;
  /** Errors other than aborts (spec §8: "other errors logged"). */
  log?(err: unknown): void;
}

const isAbort = (err: unknown) => !!err && typeof err === "object" && (err as { name?: string }).name === "AbortError";

export class ChatController {
  state: TChatState;
  private running: AbortController | null = null;
  private runId = 0;

  constructor(
    private readonly deps: TChatDeps,
    initial?: Partial<TChatState>,
  ) {
    const stored = deps.storage?.getItem(CHAT_STORAGE_KEYS.conversationId) ?? null;
    this.state = { messages: [], conversationId: stored, messageId: null, streaming: false, ...initial };
  }

  private set(patch: Partial<TChatState>) {
    this.state = { ...this.state, ...patch };
    this.deps.onChange?.(this.state);
  }

  private setBotText(index: number, text: string) {
    const messages = this.state.messages.slice();
    messages[index] = { role: "bot", text };
    this.set({ messages });
  }

  /** Stops the running answer (silently: what arrived stays). */
  stop(): void {
    this.running?.abort();
    this.running = null;
    if (this.state.streaming) this.set({ streaming: false });
  }

  /** Clearing the chat resets the stream, the ids and the messages. */
  clear(): void {
    this.stop();
    this.deps.storage?.removeItem(CHAT_STORAGE_KEYS.conversationId);
    this.set({ messages: [], conversationId: null, messageId: null, streaming: false });
  }

  /** Continues a stored conversation (opened from the history). */
  open(conversationId: string, messages: TChatMessage[]): void {
    this.stop();
    this.deps.storage?.setItem(CHAT_STORAGE_KEYS.conversationId, conversationId);
    this.set({ conversationId, messageId: null, messages });
  }

  /** Asks a question; a running answer is cancelled first. Resolves when this answer has ended. */
  async send(query: string): Promise<void> {
    this.running?.abort();
    const ac = new AbortController();
    this.running = ac;
    const run = ++this.runId;
    const startedWith = this.state.conversationId;
    const botIndex = this.state.messages.length + 1;
    this.set({ messages: [...this.state.messages, { role: "user", text: query }, { role: "bot", text: "" }], streaming: true, messageId: null });

    let text = "";
    let conversationId = startedWith;
    let messageId: string | null = null;
    let saved = false;
    const isNewConversation = !startedWith;
    const createdAt = new Date().toISOString();
    const apply = (line: string) => {
      const part = parseLine(line);
      text += part.text;
      if (part.conversationId && part.conversationId !== conversationId) {
        conversationId = part.conversationId;
        this.deps.storage?.setItem(CHAT_STORAGE_KEYS.conversationId, conversationId);
      }
      if (part.messageId) messageId = part.messageId;
      // The first bot reply goes to local history once both ids are known.
      if (isNewConversation && conversationId && messageId && !saved) saved = true;
      if (saved)
        upsertHistory(this.deps.storage, {
          conversation_id: conversationId!,
          message_id: messageId!,
          user_message: query,
          bot_message: text,
          created_at: createdAt,
        });
      this.set({ conversationId, messageId });
      this.setBotText(botIndex, text);
    };

    try {
      const res = await this.deps.fetch(`${this.deps.apiBase}/v2/chat/`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/x-ndjson" },
        credentials: "same-origin",
        body: JSON.stringify({ workspace_id: this.deps.workspaceId, query, ...(startedWith ? { conversation_id: startedWith } : {}) }),
        signal: ac.signal,
      });
      if (!res.ok) {
        let message = FAILED_ANSWER;
        try {
          const body = (await res.json()) as { message?: string };
          if (body?.message) message = body.message;
        } catch {
          /* not the envelope */
        }
        if (res.status === 404 && startedWith) {
          // The conversation is gone (deleted elsewhere): start afresh next time.
          this.deps.storage?.removeItem(CHAT_STORAGE_KEYS.conversationId);
          this.set({ conversationId: null });
        }
        this.setBotText(botIndex, message);
        return;
      }
      if (!res.body) throw new Error(STREAM_ERROR);
      const splitter = createLineSplitter();
      const reader = res.body.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (run !== this.runId) return;
        for (const line of splitter.push(value)) apply(line);
      }
      const rest = splitter.flush();
      if (rest) apply(rest);
      if (!text) throw new Error(STREAM_ERROR);
    } catch (err) {
      if (isAbort(err) || ac.signal.aborted) return; // stopped or replaced: silent
      this.deps.log?.(err);
      this.setBotText(botIndex, text ? `${text}\n\n${FAILED_ANSWER}` : FAILED_ANSWER);
    } finally {
      if (run === this.runId) {
        this.running = null;
        this.set({ streaming: false });
      }
    }
  }

  /**
   * Deletes a conversation: always gone from local history (and the current chat, if it is the
   * one), then the server is asked; returns whether the server deleted it too.
   */
  async removeConversation(conversationId: string): Promise<boolean> {
    removeFromHistory(this.deps.storage, conversationId);
    if (this.state.conversationId === conversationId) this.clear();
    try {
      const res = await this.deps.fetch(`${this.deps.apiBase}/v1/conversations/${encodeURIComponent(conversationId)}`, {
        method: "DELETE",
        credentials: "same-origin",
      });
      return res.ok || res.status === 404;
    } catch (err) {
      this.deps.log?.(err);
      return false;
    }
  }
}
