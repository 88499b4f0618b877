import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { failureResult } from "../components/form/errors.ts";

/**
 * The one form path: every route action turns its `FormData` into a typed value here.
 *
 * - `{ ok: true, value }` when the schema accepts the input;
 * - `{ ok: false, reply }` otherwise, where `reply` is a ready `data(…, { status: 400 })` carrying
 *   Conform's submission result: the field errors (Indonesian sentences from the schema) and the
 *   values the visitor typed, so the page re-renders with both, with or without JavaScript.
 *
 * On the client, `useFormReply<typeof action>()` reads the reply for `useAppForm`; a widget drawn
 * by hand reads it with `replyErrors(result)` (app/components/form/errors.ts).
 */
export type TFormReply = { result: SubmissionResult<string[]> };

export type TParsedForm<T> =
  | { ok: true; value: T; formData: FormData }
  | { ok: false; reply: ReturnType<typeof data<TFormReply>>; result: SubmissionResult<string[]> };

export async function parseForm<S extends z.ZodType>(source: Request | FormData, schema: S): Promise<TParsedForm<z.output<S>>> {
  let formData: FormData;
  try {
    formData = source instanceof FormData ? source : await source.formData();
  } catch {
    formData = new FormData();
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value as z.output<S>, formData };
  const result = submission.reply({ hideFields: ["password", "newPassword", "currentPassword", "confirmPassword", "passwordConfirm"] });
  return { ok: false, result, reply: data({ result }, { status: 400 }) };
}

/**
 * A failure decided after parsing (a taken slot, a wrong password): same shape and status as a
 * schema failure, so the page shows it the same way. `fields` maps a field name to its message;
 * `formError` is shown above the form.
 */
export function formFailure(
  formData: FormData,
  opts: { fields?: Record<string, string | undefined>; formError?: string; status?: number },
): ReturnType<typeof data<TFormReply>> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return data({ result: failureResult({ fields: opts.fields, formError: opts.formError, values }) }, { status: opts.status ?? 400 });
}

/**
 * A saved form: `ok` is the line shown above it, and the result (no errors, `initialValue: null`)
 * tells Conform to clear the old errors and reset the fields to their (reloaded) defaults.
 */
export function formSuccess(ok: string, intent?: string): { result: SubmissionResult<string[]>; ok: string; intent?: string } {
  return { result: { status: "success", initialValue: null, error: {} }, ok, ...(intent ? { intent } : {}) };
}
