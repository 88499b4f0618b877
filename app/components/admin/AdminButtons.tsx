import { useId, useRef } from "react";
import { Form } from "react-router";
import { useHydrated } from "./hooks.ts";

const btn =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3.5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";
/** Class names of the admin kit's buttons, for pages that need a matching link or button. */
export const adminButton = {
  primary: `${btn} bg-primary text-on-primary hover:opacity-90 focus-visible:outline-primary`,
  secondary: `${btn} border border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary-ink focus-visible:outline-primary`,
  danger: `${btn} border border-red-300 bg-white text-red-700 hover:border-red-600 hover:bg-red-50 focus-visible:outline-red-700`,
  dangerSolid: `${btn} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`,
  link: "text-sm font-semibold text-primary-ink underline-offset-2 hover:underline",
};

/**
 * A confirmation dialog (`<dialog>`, modal: focus inside, Escape closes) around a form that posts
 * `intent` with `fields`. Opened with `dialogRef.current.showModal()`; the caller's button keeps its no-JS behaviour.
 */
export function ConfirmDialog({
  dialogRef,
  title,
  message,
  intent,
  fields = {},
  confirmLabel,
  formId,
}: {
  dialogRef: React.RefObject<HTMLDialogElement | null>;
  title: string;
  message: string;
  intent: string;
  fields?: Record<string, string | string[]>;
  confirmLabel: string;
  /** Submit the form with this id (a bulk form whose checkboxes live in the table) instead of a form of its own with `fields`. */
  formId?: string;
}) {
  const headingId = useId();
  const close = () => dialogRef.current?.close();
  const body = (
    <>
      <h2 id={headingId} className="font-heading text-lg font-bold text-dark">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      {formId
        ? null
        : Object.entries(fields).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map((v) => <input key={`${name}-${v}`} type="hidden" name={name} value={v} />),
          )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={close} className={adminButton.secondary} autoFocus>
          Batal
        </button>
        <button
          type="submit"
          name="intent"
          value={intent}
          className={adminButton.dangerSolid}
          {...(formId ? { form: formId, onClick: () => setTimeout(close, 0) } : {})}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      {formId ? (
        <div className="p-6">{body}</div>
      ) : (
        <Form method="post" onSubmit={close} className="p-6">
          {body}
        </Form>
      )}
    </dialog>
  );
}

/**
 * "Hapus" for one row. Without JavaScript it posts `intent=delete-ask` and the page answers with a
 * confirmation form (`askDelete` + `<AdminNotice />`); with JavaScript a dialog asks first and
 * then posts `intent=delete`. Both post `id`. The delete is soft: the row can be restored.
 */
export function DeleteButton({
  id,
  label,
  compact = false,
  message = "Data dipindahkan ke Sampah dan tidak tampil lagi di situs. Anda bisa memulihkannya dari filter Sampah.",
}: {
  id: string | number;
  label: string;
  compact?: boolean;
  /** What the confirmation says happens (default: moved to the trash, can be restored). */
  message?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <Form method="post" className="inline">
        <input type="hidden" name="id" value={String(id)} />
        <button
          type="submit"
          name="intent"
          value="delete-ask"
          aria-label={`Hapus ${label}`}
          className={compact ? `${adminButton.link} text-red-700` : adminButton.danger}
          onClick={(e) => {
            if (!hydrated || !ref.current) return;
            e.preventDefault();
            ref.current.showModal();
          }}
        >
          Hapus
        </button>
      </Form>
      {hydrated ? (
        <ConfirmDialog dialogRef={ref} title={`Hapus ${label}?`} message={message} intent="delete" fields={{ id: String(id) }} confirmLabel="Ya, hapus" />
      ) : null}
    </>
  );
}

/** "Pulihkan" for a deleted row: posts `intent=restore` with `id` (no confirmation needed). */
export function RestoreButton({ id, label, compact = false }: { id: string | number; label: string; compact?: boolean }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={String(id)} />
      <button type="submit" name="intent" value="restore" aria-label={`Pulihkan ${label}`} className={compact ? adminButton.link : adminButton.secondary}>
        Pulihkan
      </button>
    </Form>
  );
}
