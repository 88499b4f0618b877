import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useLocation } from "react-router";
import type { TAdminReply } from "./types.ts";
import { ErrorIcon } from "../form/index.ts";
import { adminButton, RestoreButton } from "./AdminButtons.tsx";

/** The action's reply on an admin page (`adminOk`, `adminError`, `askDelete`, `conflictReply`, `formSuccess`, `parseForm`'s 400). */
export function useAdminReply(): TAdminReply {
  const d = useActionData() as TAdminReply | undefined;
  return d && typeof d === "object" ? d : {};
}

/**
 * Above an admin list: the saved line (with "Pulihkan" after a delete), a failure line, or — when a
 * delete was asked without JavaScript — the confirmation form that posts the real delete.
 */
export function AdminNotice({ reply }: { reply?: TAdminReply }) {
  const fromAction = useAdminReply();
  const r = reply ?? fromAction;
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (r.confirm) ref.current?.focus();
  }, [r.confirm]);
  if (r.confirm) {
    const c = r.confirm;
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alertdialog"
        aria-labelledby="admin-confirm-title"
        aria-describedby="admin-confirm-message"
        className="rounded-xl border border-red-300 bg-red-50 p-4 focus:outline-none sm:p-5"
        data-testid="admin-confirm"
      >
        <h2 id="admin-confirm-title" className="font-heading text-base font-bold text-red-900">
          {c.title}
        </h2>
        <p id="admin-confirm-message" className="mt-1 text-sm text-red-900">
          {c.message}
        </p>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          {c.intent === "delete" ? (
            <input type="hidden" name="id" value={c.ids[0]} />
          ) : (
            c.ids.map((id) => <input key={id} type="hidden" name="ids" value={id} />)
          )}
          <button type="submit" name="intent" value={c.intent} className={adminButton.dangerSolid} autoFocus>
            Ya, hapus
          </button>
          <Link to={`${pathname}${search}`} className={adminButton.secondary}>
            Batal
          </Link>
        </Form>
      </div>
    );
  }
  if (r.error)
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        data-testid="admin-error"
      >
        <ErrorIcon />
        <span>{r.error}</span>
      </p>
    );
  if (r.ok)
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
        data-testid="admin-ok"
      >
        <span className="mr-auto">{r.ok}</span>
        {r.undo ? <RestoreButton id={r.undo.id} label={r.undo.label} compact /> : null}
      </div>
    );
  return null;
}

/**
 * Under the error summary of an edit form refused in a conflict (409): what to do next. The typed
 * values stay in the form; the link loads the latest version (and its new `version`).
 */
export function ConflictNotice({ reply, reloadHref }: { reply?: TAdminReply; reloadHref?: string }) {
  const fromAction = useAdminReply();
  const r = reply ?? fromAction;
  const { pathname, search } = useLocation();
  if (!r.conflict) return null;
  return (
    <div className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="conflict-notice">
      <p className="font-semibold">Perubahan Anda belum tersimpan.</p>
      <p className="mt-1">
        Isian Anda masih ada di formulir di bawah. Salin bagian yang ingin Anda pertahankan, lalu{" "}
        <a href={reloadHref ?? `${pathname}${search}`} className="font-semibold underline">
          muat versi terbaru
        </a>{" "}
        dan ulangi perubahan Anda.
      </p>
    </div>
  );
}

/** "Terbit", "Draf", "Terjadwal", "Dihapus": a row's state as a small pill. */
export function StatusBadge({ tone, children }: { tone: "green" | "slate" | "amber" | "red" | "blue"; children: React.ReactNode }) {
  const tones = {
    green: "bg-green-50 text-green-800 ring-green-200",
    slate: "bg-slate-100 text-slate-700 ring-slate-200",
    amber: "bg-amber-50 text-amber-900 ring-amber-200",
    red: "bg-red-50 text-red-800 ring-red-200",
    blue: "bg-blue-50 text-blue-800 ring-blue-200",
  } as const;
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}
