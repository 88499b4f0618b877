import { ModelError, ModelTimeoutError, type TAnswerModel, type TChatMessage } from "../../domain/assistant/model.ts";

export interface TLlmConfig {
  /** e.g. https://api.openai.com/v1 — `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Time allowed for the next piece of the answer (the caller also enforces it). */
  timeoutMs: number;
}

/**
 * Reads a `text/event-stream` body of the OpenAI chat-completions streaming protocol:
 * `data: {json}` events with `choices[0].delta.content`, ended by `data: [DONE]`. Lines may arrive
 * split across network chunks, and multi-byte characters split across chunks are decoded whole.
 */
export async function* readChatCompletionStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, "");
        buffer = buffer.slice(nl + 1);
        const piece = parseEventLine(line);
        if (piece === null) return;
        if (piece) yield piece;
      }
      if (done) {
        const piece = parseEventLine(buffer.trim());
        if (piece) yield piece;
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** One SSE line → text to add, "" for nothing, null for the end of the stream. */
function parseEventLine(line: string): string | null {
  if (!line.startsWith("data:")) return "";
  const data = line.slice(5).trim();
  if (data === "[DONE]") return null;
  try {
    const json = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };
    if (json.error) throw new ModelError(json.error.message ?? "model error");
    return json.choices?.[0]?.delta?.content ?? "";
  } catch (err) {
    if (err instanceof ModelError) throw err;
    return "";
  }
}

/** An OpenAI-compatible chat-completions model (OpenAI, Azure-style gateways, vLLM, Ollama, llama.cpp server…). */
export function openAiCompatibleModel(config: TLlmConfig): TAnswerModel {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: config.model,
    async *stream(messages: TChatMessage[], signal: AbortSignal) {
      // Only the wait for the response headers is bounded here; the caller bounds each piece after that.
      const connect = new AbortController();
      const timer = setTimeout(() => connect.abort(), config.timeoutMs);
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: config.model, stream: true, temperature: 0.2, messages }),
          signal: AbortSignal.any([signal, connect.signal]),
        });
      } catch (err) {
        clearTimeout(timer);
        if (connect.signal.aborted && !signal.aborted) throw new ModelTimeoutError(`no response within ${config.timeoutMs} ms`);
        throw signal.aborted ? err : new ModelError(`request failed: ${(err as Error).message}`);
      }
      clearTimeout(timer);
      if (!res.ok || !res.body) {
        await res.body?.cancel().catch(() => {});
        throw new ModelError(`HTTP ${res.status}`);
      }
      yield* readChatCompletionStream(res.body);
    },
  };
}
