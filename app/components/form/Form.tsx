import { createContext, useContext, useEffect, useRef } from "react";
import { Form as RouterForm, useActionData, useNavigation, type FormProps } from "react-router";
import { useKeepInView } from "./useKeepInView.ts";
import { getFormProps, getInputProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";

/**
 * The client half of the one form path (the server half is app/lib/form.server.ts):
 *
 *   const { form, fields } = useAppForm({ id: "profil", result: actionData?.result, defaultValue });
 *   <AppForm form={form} result={actionData?.result}>
 *     <TextField field={fields.name} label="Nama lengkap" required />
 *     <SubmitButton>Simpan</SubmitButton>
 *   </AppForm>
 *
 * The server's 400 reply (field errors + typed values) fills the fields again; invalid fields get
 * a red border, an icon and the message under them (`aria-invalid`, `aria-describedby`); a summary
 * above the form lists what to fix; focus moves to the first invalid field — by Conform when
 * JavaScript runs, by `autoFocus` in the server's markup when it does not.
 */
export type TFormResult = SubmissionResult<string[]>;

type TFormContext = { formId: string; errors: Record<string, string[]>; values: Record<string, unknown>; firstInvalid: string | null };

const FormContext = createContext<TFormContext | null>(null);

/** Conform's `useForm` with the server reply as its last result; pass a stable `id` per form on the page. */
export function useAppForm<T extends Record<string, unknown>>(opts: {
  id: string;
  result?: TFormResult | null;
  defaultValue?: Partial<Record<keyof T, string>>;
}) {
  const [form, fields] = useForm<T>({
    id: opts.id,
    lastResult: opts.result ?? undefined,
    defaultValue: opts.defaultValue as never,
    shouldRevalidate: "onInput",
  });
  return { form, fields };
}

/** The errors of a reply without the form-level ("") entry, in the order the server sent them. */
function fieldErrorsOf(result: TFormResult | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) if (name && messages?.length) out[name] = messages;
  return out;
}

export function AppForm<Schema extends Record<string, unknown>>({
  form,
  result,
  children,
  summary = true,
  ...props
}: Omit<FormProps, "id" | "onSubmit" | "noValidate"> & { form: FormMetadata<Schema, string[]>; result?: TFormResult | null; summary?: boolean }) {
  const errors = result?.status === "error" ? fieldErrorsOf(result) : {};
  const values = (result?.initialValue ?? {}) as Record<string, unknown>;
  const ctx: TFormContext = { formId: form.id, errors, values, firstInvalid: Object.keys(errors)[0] ?? null };
  useKeepInView(result, result?.status === "error", () => {
    const first = Object.keys(fieldErrorsOf(result))[0];
    return (first && document.getElementById(`${form.id}-${first}`)) || document.getElementById(`${form.id}-summary`);
  });
  return (
    <FormContext.Provider value={ctx}>
      {/* noValidate also before hydration: the server's sentences, not the browser's bubbles, say what is wrong. */}
      <RouterForm method="post" {...props} {...getFormProps(form)} noValidate>
        {summary ? <ErrorSummary result={result} formId={form.id} /> : null}
        {children}
      </RouterForm>
    </FormContext.Provider>
  );
}

/**
 * Above the form after a failed submit: the form-level message (a wrong password, a taken
 * address) or "Periksa kembali isian yang ditandai.", and, when several fields failed, a list
 * linking to each. Focused when no field is invalid (so a screen reader hears it).
 */
export function ErrorSummary({ result, formId }: { result?: TFormResult | null; formId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const fieldErrors = result?.status === "error" ? fieldErrorsOf(result) : {};
  const formError = result?.status === "error" ? result.error?.[""]?.[0] : undefined;
  const names = Object.keys(fieldErrors);
  // A new reply with only a form-level message moves the focus to it (once per reply).
  useEffect(() => {
    if (result?.status !== "error") return;
    if (result.error?.[""]?.[0] && Object.keys(fieldErrorsOf(result)).length === 0) ref.current?.focus();
  }, [result]);
  if (!formError && names.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      id={`${formId}-summary`}
      className="col-span-full mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none"
    >
      <p className="flex items-start gap-2 font-semibold">
        <ErrorIcon />
        <span>{formError ?? (names.length > 1 ? `Periksa kembali ${names.length} isian yang ditandai.` : "Periksa kembali isian yang ditandai.")}</span>
      </p>
      {names.length > 1 ? (
        <ul className="mt-2 list-disc space-y-1 pl-9">
          {names.map((n) => (
            <li key={n}>
              <a href={`#${formId}-${n}`} className="underline">
                {fieldErrors[n]![0]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ErrorIcon({ className = "mt-0.5 h-4 w-4 shrink-0" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4zM10 14.75a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
        clipRule="evenodd"
      />
    </svg>
  );
}

const baseInput = "mt-1 w-full rounded-lg border px-3 py-2.5 text-base font-normal text-dark focus:outline-none focus:ring-2";
export const inputClass = `${baseInput} border-slate-300 focus:border-primary focus:ring-primary/30`;
export const invalidInputClass = `${baseInput} border-red-600 bg-red-50/40 focus:border-red-600 focus:ring-red-600/30`;

type TInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "form">;

/**
 * A labelled text input (or `multiline` textarea) with an optional hint and its error. Give it
 * Conform's `field`, or just a `name` for fields built at run time (read from the reply).
 */
export function TextField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  name: plainName,
  label,
  hint,
  defaultValue,
  multiline = false,
  rows = 3,
  className,
  ...input
}: TInputProps & {
  field?: FieldMetadata<Schema, FormSchema, string[]>;
  name?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  defaultValue?: string;
  multiline?: boolean;
  rows?: number;
}) {
  const ctx = useContext(FormContext);
  const name = field?.name ?? plainName ?? "";
  const formId = ctx?.formId ?? "form";
  const id = `${formId}-${name}`;
  const errors = field ? field.errors : ctx?.errors[name];
  const error = errors?.[0];
  const hintId = hint ? `${id}-description` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  const typed = field ? undefined : ctx?.values[name];
  const value = typeof typed === "string" && typed !== "" ? typed : defaultValue;
  const conform = field ? getInputProps(field, { type: (input.type ?? "text") as "text" }) : null;
  const common = {
    id,
    name,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy,
    // Without JavaScript the browser focuses the first invalid field of the server's answer.
    autoFocus: error && ctx?.firstInvalid === name ? true : undefined,
    className: `${error ? invalidInputClass : inputClass}${className ? ` ${className}` : ""}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-dark">
        {label}
      </label>
      {multiline ? (
        <textarea
          key={conform?.key ?? undefined}
          {...(input as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...common}
          rows={rows}
          defaultValue={conform?.defaultValue ?? value}
        />
      ) : (
        <input key={field?.key} {...input} {...common} defaultValue={input.type === "password" ? undefined : (conform?.defaultValue ?? value)} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm font-normal text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The submit button, disabled and relabelled while its form is being sent (with JavaScript). */
export function SubmitButton({
  children,
  pendingLabel,
  className = "",
  name,
  value,
}: {
  children: React.ReactNode;
  pendingLabel?: string;
  className?: string;
  name?: string;
  value?: string;
}) {
  const nav = useNavigation();
  const busy = nav.state === "submitting";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60 ${className}`}
    >
      {busy && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/**
 * The reply meant for one of several forms on a page: each form posts a hidden `intent`, and the
 * action's reply carries it back in the typed values (or as `intent` on a success).
 */
export function replyFor(reply: unknown, intent?: string): { result?: TFormResult; ok?: string } {
  const r = reply as { result?: TFormResult; ok?: string; intent?: string } | undefined;
  if (!r || typeof r !== "object") return {};
  if (intent === undefined) return { result: r.result, ok: r.ok };
  const sent = r.intent ?? (r.result?.initialValue as Record<string, unknown> | null | undefined)?.intent;
  return sent === intent ? { result: r.result, ok: r.ok } : {};
}

/**
 * The action's reply to this page's form (`parseForm`'s 400, `formFailure`, `formSuccess`): the
 * Conform result and the success line. With `intent`, only the reply to the form that posted it.
 */
export function useFormReply(intent?: string): { result?: TFormResult; ok?: string } {
  return replyFor(useActionData(), intent);
}
