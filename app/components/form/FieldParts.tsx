import type { FieldMetadata } from "@conform-to/react";
import { createContext, useContext } from "react";
import type { TConstraints, TFieldConstraint } from "./constraints.ts";
import { replyErrors, typedAt, type TFormResult } from "./errors.ts";

/**
 * What a form tells its fields (AppForm provides it): the reply's field errors and typed values,
 * the first invalid field (focused), the schema's constraints per field name, and the look.
 *
 * Two looks, one behaviour: "dashboard" (the dashboard and the account host: an icon before each
 * message, a summary that links to the fields) and "site" (the public forms and the book page: a
 * red asterisk after a required field's label, the message alone, a bigger button with a spinner).
 */
export type TLook = "dashboard" | "site";

export type TFormContext = {
  formId: string;
  look: TLook;
  /** Say "(opsional)" after the label of a field the schema does not require (the book forms). */
  markOptional: boolean;
  errors: Record<string, string>;
  values: Record<string, unknown>;
  firstInvalid: string | null;
  constraints: TConstraints | null;
};

const NO_CONSTRAINT: TFieldConstraint = {};

export const FormContext = createContext<TFormContext | null>(null);

export function useFormContext(): TFormContext | null {
  return useContext(FormContext);
}

export function constraintOf(ctx: TFormContext | null, name: string): TFieldConstraint {
  return ctx?.constraints?.(name) ?? NO_CONSTRAINT;
}

const INPUT_BASE = "mt-1 w-full rounded-lg border px-3 py-2.5 text-base text-dark focus:outline-none focus:ring-2";
const INVALID = "border-red-600 bg-red-50/40 focus:border-red-600 focus:ring-red-600/30";

/** The classes of each look (the exact ones the forms had before there was one kit). */
export const LOOKS = {
  dashboard: {
    input: `mt-1 w-full rounded-lg border px-3 py-2.5 text-base font-normal text-dark focus:outline-none focus:ring-2 border-slate-300 focus:border-primary focus:ring-primary/30`,
    invalid: `mt-1 w-full rounded-lg border px-3 py-2.5 text-base font-normal text-dark focus:outline-none focus:ring-2 ${INVALID}`,
    hint: "mt-1 text-sm font-normal text-slate-600",
    error: "mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700",
    icons: true,
    requiredMark: false,
    summaryList: true,
    submit: "rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60",
    spinner: false,
  },
  site: {
    input: `${INPUT_BASE} border-slate-300 bg-white focus:border-primary focus:ring-primary/30`,
    invalid: `${INPUT_BASE} ${INVALID}`,
    hint: "mt-1 text-sm text-slate-600",
    error: "mt-1 text-sm font-medium text-red-700",
    icons: false,
    requiredMark: true,
    summaryList: false,
    submit: "inline-flex items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60",
    spinner: true,
  },
} as const satisfies Record<TLook, unknown>;

/** The input classes of a look, for a widget that draws its own control (a search box, a city list). */
export function fieldClass(look: TLook, invalid: boolean): string {
  return invalid ? LOOKS[look].invalid : LOOKS[look].input;
}

/** The dashboard look's input classes (the dashboard's own widgets: pickers, editors, filters). */
export const inputClass = LOOKS.dashboard.input;
export const invalidInputClass = LOOKS.dashboard.invalid;

/**
 * The fields' view of a form: its id, the reply's errors and typed values, the schema's
 * constraints and the look. AppForm provides it; a form that is not an AppForm (a fetcher form on
 * the home page, which does not load Conform) wraps its fields in it directly.
 */
export function FieldScope({
  formId,
  result,
  look = "dashboard",
  markOptional = false,
  constraints = null,
  children,
}: {
  formId: string;
  result?: TFormResult | null;
  look?: TLook;
  markOptional?: boolean;
  constraints?: TConstraints | null;
  children: React.ReactNode;
}) {
  const { fields: errors, values } = replyErrors(result);
  return (
    <FormContext.Provider value={{ formId, look, markOptional, errors, values, firstInvalid: Object.keys(errors)[0] ?? null, constraints }}>
      {children}
    </FormContext.Provider>
  );
}

export type TFieldRef = { field?: FieldMetadata<unknown, Record<string, unknown>, string[]>; name?: string };

export type TFieldState = {
  id: string;
  name: string;
  look: TLook;
  markOptional: boolean;
  error: string | undefined;
  errorId: string;
  /** The typed value of a refused post, else `fallback` (and Conform's own default for a `field`). */
  value: string | undefined;
  constraint: TFieldConstraint;
  autoFocus: true | undefined;
  key: string | undefined;
};

/** Everything a field needs from its form; domain widgets (a province picker, a slot list) build on it. */
export function useFieldState({ field, name: plainName }: TFieldRef, fallback?: string): TFieldState {
  const ctx = useFormContext();
  const name = field?.name ?? plainName ?? "";
  const id = `${ctx?.formId ?? "form"}-${name}`;
  const error = field ? field.errors?.[0] : ctx?.errors[name];
  const typed = ctx ? typedAt(ctx.values, name) : undefined;
  return {
    id,
    name,
    look: ctx?.look ?? "dashboard",
    markOptional: ctx?.markOptional ?? false,
    error,
    errorId: `${id}-error`,
    value: field ? (field.defaultValue ?? fallback) : typeof typed === "string" ? typed : fallback,
    constraint: constraintOf(ctx, name),
    // Without JavaScript the browser focuses the first invalid field of the server's answer.
    autoFocus: error && ctx?.firstInvalid === name ? true : undefined,
    key: field?.key,
  };
}

/** `aria-describedby` of a field: its error, then its hint. */
export function describedBy(s: TFieldState, hint: boolean): string | undefined {
  return [s.error ? s.errorId : null, hint ? `${s.id}-description` : null].filter(Boolean).join(" ") || undefined;
}

/** A label, with the look's mark for a required field (or "(opsional)" where the form says so). */
export function FieldLabel({
  s,
  required,
  htmlFor,
  as = "label",
  className = "block text-sm font-semibold text-dark",
  children,
}: {
  s: TFieldState;
  required: boolean | undefined;
  htmlFor?: string;
  as?: "label" | "legend";
  className?: string;
  children: React.ReactNode;
}) {
  const mark = LOOKS[s.look].requiredMark ? (
    required ? (
      <span className="text-red-700" aria-hidden="true">
        {" "}
        *
      </span>
    ) : s.markOptional ? (
      <span className="font-normal text-slate-500"> (opsional)</span>
    ) : null
  ) : null;
  if (as === "legend")
    return (
      <legend className={className}>
        {children}
        {mark}
      </legend>
    );
  return (
    <label htmlFor={htmlFor ?? s.id} className={className}>
      {children}
      {mark}
    </label>
  );
}

export function FieldHint({ s, children }: { s: TFieldState; children: React.ReactNode }) {
  return (
    <p id={`${s.id}-description`} className={LOOKS[s.look].hint}>
      {children}
    </p>
  );
}

/** The sentence under an invalid field (nothing when it is valid). */
export function FieldError({ s, role }: { s: TFieldState; role?: "alert" }) {
  if (!s.error) return null;
  return (
    <p id={s.errorId} className={LOOKS[s.look].error} role={role}>
      {LOOKS[s.look].icons ? <ErrorIcon /> : null}
      <span>{s.error}</span>
    </p>
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
