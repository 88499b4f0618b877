import { useActionData } from "react-router";
import type { TFormResult } from "./errors.ts";

/**
 * An action's answer, typed by the action and read for its form. The answer is a refused post's
 * `{ result }` (parseForm, formFailure), `formSuccess`'s `{ result, ok, intent }`, or a route's own
 * success value with `ok` (`{ ok: true, id, email }`): `sent` is that success, typed, with no cast
 * in the route.
 */
/** What a form's action answers by default: a refused post, or `formSuccess`'s line. */
export type TFormAnswer = { result: TFormResult; ok?: undefined; intent?: undefined } | { result: TFormResult; ok: string; intent?: string };

/** The members of an action's answer that report a success (they carry `ok`). */
export type TSent<R> = Extract<NonNullable<R>, { ok: unknown }>;

export type TFormReply<R> = {
  /** Conform's result: the errors and typed values of a refused post, or the reset after a save. */
  result?: TFormResult;
  /** The success answer itself, typed by the action (`{ ok: true, id, email }`). */
  sent?: TSent<R>;
  /** Its `ok` (the line shown above a saved dashboard form). */
  ok?: TSent<R>["ok"];
  /** Which of several forms on the page the answer is for (its hidden `intent`). */
  intent?: string;
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

function isFormResult(v: unknown): v is TFormResult {
  return isObject(v) && (v.status === "error" || v.status === "success" || v.status === undefined) && "error" in v;
}

function isSent<R>(reply: R): reply is TSent<R> & R {
  return isObject(reply) && "ok" in reply && reply.ok !== undefined && reply.ok !== null && reply.ok !== false;
}

/** The hidden `intent` a reply answers: the success's own, or the one typed into the refused form. */
export function replyIntent(reply: unknown): string | undefined {
  if (!isObject(reply)) return undefined;
  if (typeof reply.intent === "string") return reply.intent;
  const initial = isFormResult(reply.result) ? reply.result.initialValue : undefined;
  return typeof initial?.intent === "string" ? initial.intent : undefined;
}

/**
 * An action's answer read for its form: with `intent`, only the answer to the form that posted
 * it (each form posts a hidden `intent`; the answer carries it back in the typed values, or as
 * `intent` on a success).
 */
export function replyFor<R>(reply: R, intent?: string): TFormReply<R> {
  if (!isObject(reply)) return {};
  const sentIntent = replyIntent(reply);
  if (intent !== undefined && sentIntent !== intent) return {};
  const result = isFormResult(reply.result) ? reply.result : undefined;
  if (!isSent(reply)) return { result, intent: sentIntent };
  return { result, sent: reply, ok: reply.ok, intent: sentIntent };
}

/**
 * The action's answer to this page's form (`parseForm`'s 400, `formFailure`, `formSuccess`, or
 * the route's own success value), typed by the action: `useFormReply<typeof action>()`.
 */
export function useFormReply<A = TFormAnswer>(intent?: string): TFormReply<SerializedAnswer<A>> {
  return replyFor(useActionData<A>(), intent);
}

type SerializedAnswer<A> = ReturnType<typeof useActionData<A>>;
