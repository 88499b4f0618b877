import type { SubmissionResult } from "@conform-to/react";

/**
 * The one reading of a form reply (no React, no server code: the browser, the route actions and
 * the account host's handlers share it). A reply is Conform's submission result, made by
 * `parseWithZod(…).reply()` (app/lib/form.server.ts on the server, the book forms in the browser)
 * or by `failureResult` for a failure found later: `error` maps a field name to its messages, ""
 * to the form-level message, and `initialValue` holds what the visitor typed.
 */
export type TFormResult = SubmissionResult<string[]>;

export type TReplyErrors = {
  /** The first message of each invalid field, in the reply's order (the schema's, so the form's). */
  fields: Record<string, string>;
  /** The form-level message ("Email atau kata sandi salah."), shown above the form. */
  formError: string | undefined;
  /** The typed values of a failed post (empty otherwise). */
  values: Record<string, unknown>;
};

const NONE: TReplyErrors = { fields: {}, formError: undefined, values: {} };

/** The field errors, the form-level message and the typed values of a reply; nothing for a success. */
export function replyErrors(result: TFormResult | null | undefined): TReplyErrors {
  if (result?.status !== "error") return NONE;
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result.error ?? {})) if (name && messages?.[0]) fields[name] = messages[0];
  return { fields, formError: result.error?.[""]?.[0] || undefined, values: result.initialValue ?? {} };
}

/**
 * The value the visitor typed into `name` before a refused post (undefined when none). A schema's
 * reply nests the values by their names (`students[0].name` → `{ students: [{ name }] }`, as
 * Conform parses them); a failure built by hand keeps the names flat: both are read.
 */
export function typedValue(result: TFormResult | null | undefined, name: string): string | undefined {
  const v = typedAt(replyErrors(result).values, name);
  return typeof v === "string" ? v : undefined;
}

export function typedAt(values: Record<string, unknown>, name: string): unknown {
  if (name in values) return values[name];
  let v: unknown = values;
  for (const m of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (typeof v !== "object" || v === null) return undefined;
    v = Object.entries(v).find(([k]) => k === (m[1] ?? m[2]))?.[1];
  }
  return v;
}

/**
 * A failed post built by hand (a taken slot, a wrong password, the account host's checks): the
 * same shape as a schema failure. `fields` maps a field name to its message; fields without one
 * (`undefined`) are left out. Typed values named like a password are never sent back.
 */
export function failureResult(opts: { fields?: Record<string, string | undefined>; formError?: string; values?: Record<string, string> }): TFormResult {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(opts.fields ?? {})) if (message !== undefined) error[name] = [message];
  if (opts.formError) error[""] = [opts.formError];
  const initialValue: Record<string, string> = {};
  for (const [name, value] of Object.entries(opts.values ?? {})) if (!/password/i.test(name)) initialValue[name] = value;
  return { status: "error", initialValue, error };
}

/** Whether a reply refuses the post (a field or the form has a message). */
export function isRefused(result: TFormResult | null | undefined): boolean {
  const { fields, formError } = replyErrors(result);
  return formError !== undefined || Object.keys(fields).length > 0;
}
