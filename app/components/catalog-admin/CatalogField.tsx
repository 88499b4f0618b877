import { ErrorIcon, inputClass, invalidInputClass, TextField } from "../form/index.ts";
import type { TCatalogField } from "../../lib/catalog-sections.ts";
import { MediaPickButton } from "../media/MediaPicker.tsx";

export type TFieldValues = Record<string, string | string[]>;
type TOption = { value: string; label: string };

/**
 * One field of a catalogue edit form by its kind. Text-like fields go through `TextField` (errors,
 * typed values and focus from the form context); selects and checkboxes read the reply here.
 * `typed` is the visitor's submission after a refused save (null before one).
 */
export function CatalogField({
  formId,
  field,
  values,
  typed,
  errors,
  options,
  disabled,
}: {
  formId: string;
  field: TCatalogField;
  values: TFieldValues;
  typed: TFieldValues | null;
  errors: Record<string, string>;
  options: readonly TOption[];
  disabled?: boolean;
}) {
  const name = field.name;
  const id = `${formId}-${name}`;
  const error = errors[name];
  const errorId = `${id}-error`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  const label = (
    <>
      {field.label}
      {field.required ? <span className="text-red-700"> *</span> : null}
    </>
  );
  const hint = field.hint ? (
    <p id={hintId} className="mt-1 text-sm text-slate-600">
      {field.hint}
    </p>
  ) : null;
  const err = error ? (
    <p id={errorId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <ErrorIcon />
      <span>{error}</span>
    </p>
  ) : null;
  const current = (n: string): string | string[] => (typed ? (typed[n] ?? "") : (values[n] ?? ""));

  if (field.kind === "text" || field.kind === "textarea" || field.kind === "number" || field.kind === "date" || field.kind === "datetime") {
    const v = values[name];
    const text = (
      <TextField
        name={name}
        label={label}
        hint={field.hint}
        defaultValue={typeof v === "string" ? v : ""}
        multiline={field.kind === "textarea"}
        rows={field.kind === "textarea" ? 5 : undefined}
        type={field.kind === "number" ? "number" : field.kind === "date" ? "date" : field.kind === "datetime" ? "datetime-local" : "text"}
        inputMode={field.kind === "number" ? "numeric" : undefined}
        disabled={disabled}
      />
    );
    if (!field.media || disabled) return text;
    return (
      <div>
        {text}
        <MediaPickButton name={name} kind={field.media} label={field.label} />
      </div>
    );
  }
  if (field.kind === "select") {
    const v = current(name);
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-dark">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={typeof v === "string" ? v : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={error ? invalidInputClass : inputClass}
          disabled={disabled}
        >
          <option value="">{field.required ? "— Pilih —" : "— Tidak ada —"}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {hint}
        {err}
      </div>
    );
  }
  if (field.kind === "checkbox") {
    const v = current(name);
    return (
      <div>
        <label htmlFor={id} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-dark">
          <input
            id={id}
            type="checkbox"
            name={name}
            defaultChecked={v === "on"}
            aria-describedby={describedBy}
            className="h-5 w-5 accent-primary"
            disabled={disabled}
          />
          {field.label}
        </label>
        {hint}
        {err}
      </div>
    );
  }
  // Several checkboxes with one name (mentors of a class).
  const v = current(name);
  const chosen = new Set(Array.isArray(v) ? v : v ? [v] : []);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="block text-sm font-semibold text-dark">{label}</legend>
      {options.length === 0 ? <p className="mt-1 text-sm text-slate-600">Belum ada data untuk dipilih.</p> : null}
      <div className="mt-1 grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2" tabIndex={-1}>
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-9 items-center gap-2 text-sm text-dark">
            <input type="checkbox" name={name} value={o.value} defaultChecked={chosen.has(o.value)} className="h-4 w-4 accent-primary" disabled={disabled} />
            {o.label}
          </label>
        ))}
      </div>
      {hint}
      {err}
    </fieldset>
  );
}
