import type { TAssistantSource } from "../../db/schema/assistant.ts";
import type { TTenantCtx } from "../scope.ts";
import { chooseSources, citeLine, composeExtractive, modelMessages, sourcesOf, wordChunks } from "./composer.ts";
import { ModelTimeoutError, type TAnswerModel } from "./model.ts";
import { searchPassages } from "./retrieval.ts";

export { MAX_QUERY_LENGTH } from "./constants.ts";

export const TIMEOUT_MESSAGE = "Maaf, layanan asisten tidak menjawab tepat waktu. Silakan coba lagi beberapa saat lagi.";
export const MODEL_ERROR_MESSAGE = "Maaf, layanan asisten sedang bermasalah. Silakan coba lagi beberapa saat lagi.";

export interface TAnswerOptions {
  /** The language model; none → the built-in extractive composer. */
  model?: TAnswerModel | null;
  /** The model must send its next piece within this many milliseconds. */
  timeoutMs: number;
  /** Pause between words of the built-in composer, so the answer reads as it streams (0 in tests). */
  paceMs: number;
  /** Aborted when the visitor stops the answer or goes away. */
  signal: AbortSignal;
}

export interface TAnswerResult {
  text: string;
  sources: TAssistantSource[];
  status: "done" | "stopped" | "error";
  composer: "builtin" | "llm";
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    const t = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

/**
 * Answers a question from the tenant's own passages and hands each piece of text to `emit` as it
 * is produced. Retrieval reads only this tenant's index, and the model sees only those passages,
 * so no text of another tenant can reach the answer.
 */
export async function answerQuestion(
  ctx: TTenantCtx,
  siteName: string,
  question: string,
  opts: TAnswerOptions,
  emit: (text: string) => void | Promise<void>,
): Promise<TAnswerResult> {
  const result = await searchPassages(ctx, question);
  let text = "";
  const send = async (piece: string) => {
    text += piece;
    await emit(piece);
  };
  const extractive = async (prefix = ""): Promise<TAssistantSource[]> => {
    const composed = composeExtractive(question, result, siteName);
    const chunks = wordChunks(prefix + composed.text);
    for (let i = 0; i < chunks.length; i++) {
      if (opts.signal.aborted) break;
      if (i > 0) await sleep(opts.paceMs, opts.signal);
      if (opts.signal.aborted) break;
      await send(chunks[i]!);
    }
    return composed.sources;
  };

  const hits = chooseSources(result);
  if (!opts.model || !hits.length) {
    const sources = await extractive();
    return { text, sources, status: opts.signal.aborted ? "stopped" : "done", composer: "builtin" };
  }

  const sources = sourcesOf(hits);
  const ac = new AbortController();
  const onAbort = () => ac.abort(opts.signal.reason);
  opts.signal.addEventListener("abort", onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => ac.abort(new ModelTimeoutError(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
  };
  try {
    arm();
    for await (const piece of opts.model.stream(modelMessages(question, hits, siteName), ac.signal)) {
      arm();
      if (piece) await send(piece);
    }
    clearTimeout(timer);
    if (opts.signal.aborted) return { text, sources, status: "stopped", composer: "llm" };
    await send(`\n\n${citeLine(sources)}`);
    return { text, sources, status: "done", composer: "llm" };
  } catch (err) {
    clearTimeout(timer);
    if (opts.signal.aborted) return { text, sources, status: "stopped", composer: "llm" };
    const timedOut = err instanceof ModelTimeoutError || ac.signal.reason instanceof ModelTimeoutError;
    const message = timedOut ? TIMEOUT_MESSAGE : MODEL_ERROR_MESSAGE;
    if (!text) {
      // Nothing written yet: say so, then answer from the passages with the built-in composer.
      const fallback = await extractive(`${message} Berikut jawaban langsung dari halaman situs:\n\n`);
      return { text, sources: fallback, status: "error", composer: "builtin" };
    }
    await send(`\n\n${message}`);
    return { text, sources, status: "error", composer: "llm" };
  } finally {
    clearTimeout(timer);
    opts.signal.removeEventListener("abort", onAbort);
  }
}
