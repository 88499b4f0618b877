import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form as RouterForm, useNavigation, type FormProps } from "react-router";
import type { z } from "zod";
import { schemaConstraints, type TConstraints } from "./constraints.ts";
import { isRefused, replyErrors, type TFormResult } from "./errors.ts";
import { ErrorIcon, FieldScope, LOOKS, useFormContext, type TLook } from "./FieldParts.tsx";
import { useKeepInView } from "./useKeepInView.ts";

/**
 * The client half of the one form path (the server half is app/lib/form.server.ts):
 *
 *   const { result, ok } = useFormReply<typeof action>();
 *   const { form, fields } = useAppForm({ id: "profil", schema: ZProfileForm, result, defaultValue });
 *   <AppForm form={form} result={result}>
 *     <TextField field={fields.name} label="Nama lengkap" autoComplete="name" />
 *     <SubmitButton>Simpan</SubmitButton>
 *   </AppForm>
 *
 * The server's 400 reply (field errors + typed values) fills the fields again; invalid fields get
 * a red border and the message under them (`aria-invalid`, `aria-describedby`); a summary above
 * the form says what to fix; focus moves to the first invalid field — by Conform when JavaScript
 * runs, by `autoFocus` in the server's markup when it does not. The schema gives every field its
 * `required`, length limits, bounds, pattern and input type (constraints.ts).
 */

/** A form made by `useAppForm`: Conform's form and the constraints of its schema. */
export type TAppForm<T extends Record<string, unknown> = Record<string, unknown>> = {
  /** The form element's id (fields are `<id>-<name>`). */
  id: string;
  metadata: FormMetadata<T, string[]>;
  constraints: TConstraints | null;
};

/**
 * Conform's `useForm` with the server reply as its last result; pass a stable `id` per form on
 * the page and the form's schema (the same one the action parses with).
 */
export function useAppForm<T extends Record<string, unknown> = Record<string, unknown>>(opts: {
  id: string;
  schema?: z.ZodType<unknown, T>;
  result?: TFormResult | null;
  defaultValue?: Partial<Record<keyof T, string>>;
  /** Called on a submit before React Router sends it (the book forms post to the data service first). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const [metadata, fields] = useForm<T>({
    id: opts.id,
    lastResult: opts.result ?? undefined,
    defaultValue: opts.defaultValue as never,
    shouldRevalidate: "onInput",
    onSubmit: opts.onSubmit,
  });
  const form: TAppForm<T> = { id: metadata.id, metadata, constraints: opts.schema ? schemaConstraints(opts.schema) : null };
  return { form, fields };
}

export function AppForm<T extends Record<string, unknown>>({
  form,
  result,
  children,
  summary = true,
  look = "dashboard",
  markOptional = false,
  ...props
}: Omit<FormProps, "id" | "onSubmit" | "noValidate"> & {
  form: TAppForm<T>;
  result?: TFormResult | null;
  summary?: boolean;
  look?: TLook;
  markOptional?: boolean;
}) {
  const failed = isRefused(result);
  const formId = form.metadata.id;
  // The first field to fix in the form's order, or the summary when only the form failed.
  useKeepInView(
    result,
    failed,
    () => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById(`${formId}-summary`),
  );
  const describedBy = failed && summary ? `${formId}-summary` : undefined;
  return (
    <FieldScope formId={formId} result={result} look={look} markOptional={markOptional} constraints={form.constraints}>
      {/* noValidate also before hydration: the server's sentences, not the browser's bubbles, say what is wrong. */}
      <RouterForm method="post" {...props} {...getFormProps(form.metadata)} aria-describedby={describedBy} noValidate>
        {summary ? <ErrorSummary result={result} formId={formId} /> : null}
        {children}
      </RouterForm>
    </FieldScope>
  );
}

/**
 * Above the form after a failed submit: the form-level message (a wrong password, a taken
 * address) or "Periksa kembali isian yang ditandai."; in the dashboard look also an icon and,
 * when several fields failed, a list linking to each. Focused when no field is invalid (so a
 * screen reader hears it).
 */
export function ErrorSummary({ result, formId, look }: { result?: TFormResult | null; formId: string; look?: TLook }) {
  const ref = useRef<HTMLDivElement>(null);
  const { fields, formError } = replyErrors(result);
  const formLook = useFormContext()?.look;
  const kind = LOOKS[look ?? formLook ?? "dashboard"];
  const names = Object.keys(fields);
  // A new reply with only a form-level message moves the focus to it (once per reply).
  useEffect(() => {
    const { fields, formError } = replyErrors(result);
    if (formError && Object.keys(fields).length === 0) ref.current?.focus();
  }, [result]);
  if (!formError && names.length === 0) return null;
  const text = formError ?? (names.length > 1 ? `Periksa kembali ${names.length} isian yang ditandai.` : "Periksa kembali isian yang ditandai.");
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      id={`${formId}-summary`}
      className="col-span-full mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none"
    >
      {kind.icons ? (
        <p className="flex items-start gap-2 font-semibold">
          <ErrorIcon />
          <span>{text}</span>
        </p>
      ) : (
        <p className="font-semibold">{text}</p>
      )}
      {kind.summaryList && names.length > 1 ? (
        <ul className="mt-2 list-disc space-y-1 pl-9">
          {names.map((n) => (
            <li key={n}>
              <a href={`#${formId}-${n}`} className="underline">
                {fields[n]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The submit button, disabled and relabelled while its form is being sent: a navigation, or
 * `busy` for a form that sends by itself. The site look adds a spinner; `size="sm"` is its
 * smaller button (the book forms).
 */
export function SubmitButton({
  children,
  pendingLabel,
  className = "",
  name,
  value,
  busy,
  size = "md",
}: {
  children: React.ReactNode;
  pendingLabel?: string;
  className?: string;
  name?: string;
  value?: string;
  busy?: boolean;
  size?: "sm" | "md";
}) {
  const nav = useNavigation();
  const look = useFormContext()?.look ?? "dashboard";
  const kind = LOOKS[look];
  const sending = busy ?? nav.state === "submitting";
  const label = sending ? (pendingLabel ?? (kind.spinner ? "Mengirim…" : undefined)) : undefined;
  const pad = look === "site" ? (size === "sm" ? " min-h-11 py-2.5" : " py-3") : "";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={sending}
      aria-disabled={sending || undefined}
      className={`${kind.submit}${pad}${className ? ` ${className}` : ""}`}
    >
      {sending && kind.spinner ? (
        <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" fill="none" opacity=".25" />
          <path d="M22 12a10 10 0 0 1-10 10" stroke="currentColor" strokeWidth="4" fill="none" />
        </svg>
      ) : null}
      {label ?? children}
    </button>
  );
}
