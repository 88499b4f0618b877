import { asSentence } from "../../kernel/format.ts";

/**
 * The account host's checks of a post it reads by hand. A refused post is answered with the form
 * kit's `failureResult` (app/components/form/errors.ts), so the pages show it as every form does.
 */

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
