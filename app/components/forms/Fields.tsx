import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useKeepInView } from "../form/useKeepInView.ts";
import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";

/**
 * Plain-markup fields of the inbound forms (issue 14), filled from the action's reply
 * (`formErrors`/`formValue` shape): the message next to the field, `aria-invalid`,
 * `aria-describedby`, the typed value kept, focus on the first invalid field (autoFocus in the
 * server's markup, so it also works without JavaScript).
 */
export type TReply = { result?: SubmissionResult<string[]>; ok?: boolean; message?: string; id?: number } | undefined;

type TCtx = { id: string; errors: Record<string, string>; values: Record<string, unknown>; first: string | null };
const Ctx = createContext<TCtx>({ id: "f", errors: {}, values: {}, first: null });

function errorsOf(result: SubmissionResult<string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (result?.status !== "error") return out;
  for (const [k, v] of Object.entries(result.error ?? {})) if (k && v?.[0]) out[k] = v[0];
  return out;
}

const base = "mt-1 w-full rounded-lg border px-3 py-2.5 text-base text-dark focus:outline-none focus:ring-2";
export const fieldCls = `${base} border-slate-300 bg-white focus:border-primary focus:ring-primary/30`;
export const badFieldCls = `${base} border-red-600 bg-red-50/40 focus:border-red-600 focus:ring-red-600/30`;

export function FormBox({
  id,
  reply,
  action,
  children,
  className = "",
  encType,
}: {
  id: string;
  reply: TReply;
  action?: string;
  children: React.ReactNode;
  className?: string;
  encType?: "multipart/form-data";
}) {
  const result = reply?.result;
  const errors = errorsOf(result);
  const values = (result?.status === "error" ? (result.initialValue ?? {}) : {}) as Record<string, unknown>;
  const formError = result?.status === "error" ? result.error?.[""]?.[0] : undefined;
  const names = Object.keys(errors);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The first invalid field on the page (the form's order, not the reply's).
  const firstInvalid = () => document.getElementById(id)?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A new reply moves the focus: to the summary when only the form failed, else to the first invalid field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: firstInvalid only reads the DOM of the form `id`
  useEffect(() => {
    const invalid = Object.keys(errorsOf(result));
    if (result?.status === "error" && result.error?.[""]?.[0] && !invalid.length) summaryRef.current?.focus();
    else if (invalid[0]) (firstInvalid() ?? document.getElementById(`${id}-${invalid[0]}`))?.focus();
  }, [result, id]);
  useKeepInView(result, result?.status === "error", () => firstInvalid() ?? summaryRef.current);
  return (
    <Ctx.Provider value={{ id, errors, values, first: names[0] ?? null }}>
      <Form
        method="post"
        action={action}
        id={id}
        noValidate
        encType={encType}
        className={className}
        aria-describedby={formError || names.length ? `${id}-summary` : undefined}
      >
        {formError || names.length ? (
          <div
            ref={summaryRef}
            id={`${id}-summary`}
            role="alert"
            tabIndex={-1}
            className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none"
          >
            <p className="font-semibold">
              {formError ?? (names.length > 1 ? `Periksa kembali ${names.length} isian yang ditandai.` : "Periksa kembali isian yang ditandai.")}
            </p>
          </div>
        ) : null}
        <SpamGuard />
        {children}
      </Form>
    </Ctx.Provider>
  );
}

/** The honeypot (hidden from people and screen readers) and the idempotency key made in the browser. */
function SpamGuard() {
  const [key, setKey] = useState("");
  useEffect(() => {
    const bytes = new Uint8Array(18);
    crypto.getRandomValues(bytes);
    setKey(
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, ""),
    );
  }, []);
  return (
    <>
      <input type="hidden" name="idempotencyKey" value={key} readOnly />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Jangan isi kolom ini
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

type TFieldProps = {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  required?: boolean;
  type?: string;
  defaultValue?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  options?: readonly (string | { value: string; label: string })[];
  placeholderOption?: string;
  className?: string;
  accept?: string;
  onChange?: (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) => void;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
};

export function Field(p: TFieldProps) {
  const ctx = useContext(Ctx);
  const id = `${ctx.id}-${p.name}`;
  const error = ctx.errors[p.name];
  const typed = ctx.values[p.name];
  const value = typeof typed === "string" ? typed : (p.defaultValue ?? "");
  const hintId = p.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: p.name,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    "aria-required": p.required || undefined,
    autoFocus: error && ctx.first === p.name ? true : undefined,
    className: error ? badFieldCls : fieldCls,
  };
  return (
    <div className={p.className}>
      <label htmlFor={id} className="block text-sm font-semibold text-dark">
        {p.label}
        {p.required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {p.options ? (
        <select {...common} defaultValue={value} key={`${id}:${value}`} onChange={p.onChange}>
          <option value="">{p.placeholderOption ?? "Pilih…"}</option>
          {p.options.map((o) => {
            const opt = typeof o === "string" ? { value: o, label: o } : o;
            return (
              <option key={opt.value} value={opt.value}>
                {opt.label}
              </option>
            );
          })}
        </select>
      ) : p.multiline ? (
        <textarea {...common} rows={p.rows ?? 4} defaultValue={value} maxLength={p.maxLength} placeholder={p.placeholder} />
      ) : (
        <input
          {...common}
          type={p.type ?? "text"}
          defaultValue={p.type === "file" ? undefined : value}
          autoComplete={p.autoComplete}
          inputMode={p.inputMode}
          placeholder={p.placeholder}
          accept={p.accept}
          onChange={p.onChange}
          maxLength={p.maxLength}
          min={p.min}
          max={p.max}
        />
      )}
      {p.hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {p.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The typed value of a field after a failed submit ("" otherwise). */
export function useFieldValue(name: string): string {
  const ctx = useContext(Ctx);
  const v = ctx.values[name];
  return typeof v === "string" ? v : "";
}

export function useFieldError(name: string): string | undefined {
  return useContext(Ctx).errors[name];
}

export function Submit({ children, pending = "Mengirim…", className = "" }: { children: React.ReactNode; pending?: string; className?: string }) {
  const nav = useNavigation();
  const busy = nav.state === "submitting";
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60 ${className}`}
    >
      {busy ? (
        <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" fill="none" opacity=".25" />
          <path d="M22 12a10 10 0 0 1-10 10" stroke="currentColor" strokeWidth="4" fill="none" />
        </svg>
      ) : null}
      {busy ? pending : children}
    </button>
  );
}

/** Shown in place of the form after it was sent. */
export function SuccessPanel({ title, children }: { title: string; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-2xl border border-green-300 bg-green-50 p-6 text-green-900 focus:outline-none">
      <h2 className="text-xl font-bold">{title}</h2>
      {children ? <div className="mt-2 space-y-2 text-sm">{children}</div> : null}
    </div>
  );
}

export function FormCard({ title, lead, children }: { title?: string; lead?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {title ? <h2 className="text-xl font-bold text-dark">{title}</h2> : null}
      {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
      <div className={title || lead ? "mt-6" : ""}>{children}</div>
    </div>
  );
}
