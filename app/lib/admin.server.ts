/**
 * Server half of the admin kit (app/components/admin/): the list query of a loader, the replies
 * of a list action (saved, failed, "are you sure?", conflict) and the actor of an audit row.
 * Every reply is `TAdminReply`; the page shows it with `<AdminNotice />` and, for an edit form,
 * passes `reply.result` to `useAppForm` / `<AppForm>` as usual.
 */
import { data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { BULK_INTENTS, CONFLICT_MESSAGE, parseAdminListQuery, ZBulkForm, type TAdminListQuery, type TBulkForm } from "../../src/contracts/admin-list.ts";
import type { TAuditActor } from "../../src/domain/admin/audit.ts";
import type { TViewer } from "../../src/domain/identity/accounts.ts";
import { AppError, HTTP_STATUS, type TErrorCode } from "../../src/kernel/errors.ts";
import type { TAdminReply } from "../components/admin/types.ts";
import { asRouteError } from "./identity.server.ts";

export type { TAdminReply };

/** `?q=&page=&sort=&dir=&status=&trash=1` of an admin list loader (lenient: bad values → defaults). */
export function adminListQuery(args: { url: URL } | { request: Request }): TAdminListQuery {
  const url = "url" in args ? args.url : new URL(args.request.url);
  return parseAdminListQuery(url.searchParams);
}

/** The signed-in staff member as the actor of an audit row. */
export function auditActor(viewer: Pick<TViewer, "userId" | "name">): TAuditActor {
  return { id: viewer.userId, name: viewer.name };
}

/** The submitted `intent` of a list page's forms. */
export function intentOf(form: FormData): string {
  const v = form.get("intent");
  return typeof v === "string" ? v : "";
}

/** Whether `intent` is one of the bulk actions (`bulk-publish`, `bulk-unpublish`, `bulk-delete`, `bulk-restore`). */
export function isBulkIntent(intent: string): boolean {
  return (BULK_INTENTS as readonly string[]).includes(intent);
}

/** The bulk form (`intent` and the checked `ids`), or the 400 reply that says what is missing. */
export function parseBulk(form: FormData): { ok: true; value: TBulkForm } | { ok: false; reply: ReturnType<typeof adminError> } {
  const r = ZBulkForm.safeParse({ intent: intentOf(form), ids: form.getAll("ids").filter((v) => typeof v === "string") });
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, reply: adminError(r.error.issues[0]?.message ?? "Tindakan massal tidak dapat diproses.") };
}

/** The single `id` a row form posts (delete, restore, publish), as a positive integer, or null. */
export function rowIdOf(form: FormData): number | null {
  const v = form.get("id");
  if (typeof v !== "string" || !/^[1-9]\d{0,9}$/.test(v)) return null;
  const n = Number(v);
  return n <= 2_147_483_647 ? n : null;
}

/** A success line, e.g. `adminOk("3 kelas diterbitkan.")`; with `undo` the notice offers "Pulihkan". */
export function adminOk(message: string, undo?: { id: string | number; label: string }): TAdminReply {
  return { ok: message, ...(undo ? { undo: { id: String(undo.id), label: undo.label } } : {}) };
}

/** A failure line above the list (status 400 unless given). */
export function adminError(message: string, status = 400) {
  return data<TAdminReply>({ error: message }, { status });
}

/**
 * Without JavaScript a delete button posts `delete-ask` (a bulk delete `bulk-delete-ask`): answer
 * with this, and `<AdminNotice />` shows the confirmation form that posts the real delete.
 * `label` names what goes ("kelas “React Dasar”", "3 artikel").
 */
export function askDelete(form: FormData, label: string): TAdminReply {
  const bulk = intentOf(form) === "bulk-delete-ask";
  const ids = (bulk ? form.getAll("ids") : [form.get("id")]).filter((v): v is string => typeof v === "string" && /^[A-Za-z0-9_-]{1,80}$/.test(v)).slice(0, 100);
  if (ids.length === 0) return { error: "Pilih minimal satu baris terlebih dahulu." };
  return {
    confirm: {
      intent: bulk ? "bulk-delete" : "delete",
      ids,
      title: `Hapus ${label}?`,
      message: "Data dipindahkan ke Sampah dan tidak tampil lagi di situs. Anda bisa memulihkannya dari filter Sampah.",
    },
  };
}

/** The 409 reply of a refused save: the conflict message and the values the user typed, kept in the form. */
export function conflictReply(form: FormData, intent?: string) {
  const initialValue: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !/password/i.test(key)) initialValue[key] = value;
  const result: SubmissionResult<string[]> = { status: "error", initialValue, error: { "": [CONFLICT_MESSAGE] } };
  return data<TAdminReply>({ result, conflict: true, ...(intent ? { intent } : {}) }, { status: 409 });
}

/**
 * The reply to an AppError thrown by a domain function during an admin action: a conflict keeps
 * the typed values (409), a missing row or refused input becomes a line above the list, anything
 * else is rethrown as the route error (403 page, 500).
 */
export function adminFailure(err: unknown, form: FormData) {
  const e = appErrorOf(err);
  if (e) {
    if (e.code === "CONFLICT") return conflictReply(form, intentOf(form) || undefined);
    if (e.code === "NOT_FOUND" || e.code === "INVALID_INPUT" || e.code === "UNPROCESSABLE") return adminError(e.message, HTTP_STATUS[e.code]);
  }
  throw asRouteError(err);
}

/**
 * The AppError in `err`, also when it was thrown by a service of the server process (the tenant
 * registry): the server and the page build each hold their own copy of the class, so `instanceof`
 * alone misses it.
 */
export function appErrorOf(err: unknown): { code: TErrorCode; message: string } | null {
  if (err instanceof AppError) return err;
  if (err && typeof err === "object" && (err as Error).name === "AppError") {
    const code = (err as { code?: unknown }).code;
    if (typeof code === "string" && code in HTTP_STATUS) return { code: code as TErrorCode, message: (err as Error).message };
  }
  return null;
}
