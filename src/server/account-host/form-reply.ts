import type { SubmissionResult } from "@conform-to/react";
import { asSentence } from "../../kernel/format.ts";

/**
 * A failed post in the shape of the one form path (app/lib/form.server.ts): Conform's submission
 * result with the field errors, the typed values (never a password) and an optional form-level
 * message, so the shared form components show it as every dashboard form does.
 */
export function failure(opts: { fields?: Record<string, string>; values?: Record<string, string>; formError?: string }): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(opts.fields ?? {})) error[name] = [message];
  if (opts.formError) error[""] = [opts.formError];
  return { status: "error", initialValue: opts.values ?? {}, error };
}

/** A filled field's check: "<label> wajib diisi." when empty, else the schema's message as a sentence. */
export function fieldError(
  value: string | undefined,
  label: string,
  check?: { success: boolean; error?: { issues: Array<{ message: string }> } },
): string | undefined {
  if (!(value ?? "").trim()) return `${label} wajib diisi.`;
  if (check && !check.success) return asSentence(check.error?.issues[0]?.message ?? `${label} tidak valid`);
  return undefined;
}

/** Only the fields that have an error. */
export function errorsOf(entries: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => e[1] !== undefined));
}
