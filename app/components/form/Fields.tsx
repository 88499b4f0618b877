import type { TFieldConstraint } from "./constraints.ts";
import { describedBy, FieldError, FieldHint, FieldLabel, LOOKS, useFieldState, type TFieldRef, type TFieldState } from "./FieldParts.tsx";

/**
 * The fields of the one form kit. Each takes Conform's `field` (from `useAppForm`) or a plain
 * `name` (fields built at run time) and reads the rest from the form (AppForm): the error under it
 * (`aria-invalid`, `aria-describedby`), the value typed before a refused post, focus on the first
 * invalid field without JavaScript (`autoFocus` in the server's markup), and — from the form's
 * Zod schema — `required`, `minLength`/`maxLength`, `min`/`max`, `pattern` and the input type.
 * A prop given here wins over the schema (a row that is optional in the form, a `type="tel"`).
 */

/** The attributes every control of a field carries. */
function controlProps(s: TFieldState, hint: boolean, inputClassName?: string) {
  const look = LOOKS[s.look];
  return {
    id: s.id,
    name: s.name,
    "aria-invalid": s.error ? (true as const) : undefined,
    "aria-describedby": describedBy(s, hint),
    autoFocus: s.autoFocus,
    className: `${s.error ? look.invalid : look.input}${inputClassName ? ` ${inputClassName}` : ""}`,
  };
}

type TInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "form" | "className">;

type TCommon = TFieldRef & {
  label: React.ReactNode;
  hint?: React.ReactNode;
  defaultValue?: string;
  /** Classes of the field's box (label, control, hint, error), e.g. a grid column. */
  className?: string;
  /** Classes added to the control itself. */
  inputClassName?: string;
};

/**
 * A labelled input (text, email, tel, number, url, date, password, file…) or, `multiline`, a
 * textarea, with its hint and error. The type comes from the schema (z.email(), a number, …)
 * unless `type` says otherwise.
 */
export function TextField({
  field,
  name,
  label,
  hint,
  defaultValue,
  multiline = false,
  rows = 3,
  className,
  inputClassName,
  required,
  ...input
}: TInputProps & TCommon & { multiline?: boolean; rows?: number }) {
  const s = useFieldState({ field, name }, defaultValue);
  const { type: schemaType, ...limits } = s.constraint;
  const type = input.type ?? schemaType ?? "text";
  const isRequired = required ?? limits.required;
  const common = controlProps(s, !!hint, inputClassName);
  return (
    <div className={className}>
      <FieldLabel s={s} required={isRequired}>
        {label}
      </FieldLabel>
      {multiline ? (
        <textarea
          key={s.key}
          required={isRequired}
          minLength={limits.minLength}
          maxLength={limits.maxLength}
          {...(input as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...common}
          rows={rows}
          defaultValue={s.value}
        />
      ) : (
        <input
          key={s.key}
          required={isRequired}
          {...textLimits(type, limits)}
          {...input}
          type={type}
          {...common}
          defaultValue={type === "password" || type === "file" ? undefined : s.value}
        />
      )}
      {hint ? <FieldHint s={s}>{hint}</FieldHint> : null}
      <FieldError s={s} />
    </div>
  );
}

/** The schema's limits an input of `type` understands. */
function textLimits(
  type: string,
  c: TFieldConstraint,
): Partial<Pick<React.InputHTMLAttributes<HTMLInputElement>, "minLength" | "maxLength" | "min" | "max" | "pattern">> {
  if (type === "number" || type === "date" || type === "datetime-local" || type === "time") return { min: c.min, max: c.max };
  if (type === "file" || type === "checkbox" || type === "radio") return {};
  return { minLength: c.minLength, maxLength: c.maxLength, pattern: c.pattern };
}

export type TOption = string | { value: string; label: string };

/** A labelled select; `placeholderOption` is the empty first choice. */
export function SelectField({
  field,
  name,
  label,
  hint,
  defaultValue,
  options,
  placeholderOption = "Pilih…",
  className,
  inputClassName,
  required,
  onChange,
  disabled,
}: TCommon & {
  options: readonly TOption[];
  placeholderOption?: string;
  required?: boolean;
  onChange?: (e: React.ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
}) {
  const s = useFieldState({ field, name }, defaultValue);
  const value = s.value ?? "";
  return (
    <div className={className}>
      <FieldLabel s={s} required={required ?? s.constraint.required}>
        {label}
      </FieldLabel>
      <select
        required={required ?? s.constraint.required}
        {...controlProps(s, !!hint, inputClassName)}
        defaultValue={value}
        key={`${s.id}:${s.key ?? ""}:${value}`}
        onChange={onChange}
        disabled={disabled}
      >
        <option value="">{placeholderOption}</option>
        {options.map((o) => {
          const opt = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={opt.value} value={opt.value}>
              {opt.label}
            </option>
          );
        })}
      </select>
      {hint ? <FieldHint s={s}>{hint}</FieldHint> : null}
      <FieldError s={s} />
    </div>
  );
}

/** One checkbox with its sentence (an agreement): checked again after a refused post. */
export function CheckboxField({ field, name, label, value = "on", className }: TFieldRef & { label: React.ReactNode; value?: string; className?: string }) {
  const s = useFieldState({ field, name });
  return (
    <div className={className}>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          id={s.id}
          type="checkbox"
          name={s.name}
          value={value}
          required={s.constraint.required}
          defaultChecked={s.value === value}
          aria-invalid={s.error ? true : undefined}
          aria-describedby={describedBy(s, false)}
          autoFocus={s.autoFocus}
          className="mt-1 h-4 w-4"
        />
        <span>{label}</span>
      </label>
      <FieldError s={s} />
    </div>
  );
}

/**
 * A group of radio buttons (or checkboxes) under a legend, drawn by the caller: `children` gets
 * the attributes of each choice's input (the first one carries the field's id, and the focus
 * when the group is the first invalid field) and whether the group is invalid.
 */
export function ChoiceGroup({
  field,
  name,
  legend,
  legendClassName,
  hint,
  type = "radio",
  required,
  className,
  children,
}: TFieldRef & {
  legend: React.ReactNode;
  legendClassName?: string;
  hint?: React.ReactNode;
  type?: "radio" | "checkbox";
  required?: boolean;
  className?: string;
  children: (choice: (value: string | number, index: number) => React.InputHTMLAttributes<HTMLInputElement>, invalid: boolean) => React.ReactNode;
}) {
  const s = useFieldState({ field, name });
  const choice = (value: string | number, index: number): React.InputHTMLAttributes<HTMLInputElement> => ({
    type,
    name: s.name,
    value,
    id: index === 0 ? s.id : undefined,
    defaultChecked: s.value === String(value),
    "aria-invalid": s.error ? true : undefined,
    autoFocus: index === 0 ? s.autoFocus : undefined,
  });
  return (
    <fieldset aria-describedby={describedBy(s, !!hint)} className={className}>
      <FieldLabel s={s} as="legend" required={required ?? s.constraint.required} className={legendClassName}>
        {legend}
      </FieldLabel>
      {children(choice, !!s.error)}
      {hint ? <FieldHint s={s}>{hint}</FieldHint> : null}
      <FieldError s={s} />
    </fieldset>
  );
}
