/**
 * The port a language model implements (src/platform/llm/): given chat messages, stream the
 * answer's text as it is produced. `signal` aborts it (the visitor stopped, or the time-out).
 */
export interface TChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface TAnswerModel {
  readonly name: string;
  stream(messages: TChatMessage[], signal: AbortSignal): AsyncIterable<string>;
}

/** The model did not answer in time (first token or whole answer). */
export class ModelTimeoutError extends Error {
  override name = "ModelTimeoutError";
}

/** The model answered with an error or a body we cannot read. */
export class ModelError extends Error {
  override name = "ModelError";
}
