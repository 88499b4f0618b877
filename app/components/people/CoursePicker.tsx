import { useEffect, useId, useRef, useState } from "react";
import { ErrorIcon, inputClass, invalidInputClass } from "../form/index.ts";

export interface TCoursePickerOption {
  slug: string;
  title: string;
  isPremium: boolean;
  isActive: boolean;
}

/**
 * A course of this tenant, chosen from its real catalogue: a native `<select>` (works without
 * JavaScript and with the keyboard), grouped premium / free; with JavaScript a search box above it
 * narrows the list by title or slug and selects the first match.
 */
export function CoursePicker({
  name,
  label,
  courses,
  defaultValue,
  error,
  formId,
}: {
  name: string;
  label: string;
  courses: TCoursePickerOption[];
  defaultValue?: string;
  error?: string;
  formId: string;
}) {
  const id = `${formId}-${name}`;
  const searchId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [q, setQ] = useState("");
  useEffect(() => setHydrated(true), []);
  const needle = q.trim().toLowerCase();
  const matchesFor = (n: string) => (c: TCoursePickerOption) => !n || c.title.toLowerCase().includes(n) || c.slug.includes(n);
  const matches = matchesFor(needle);
  const shown = courses.filter(matches);
  // Typing narrows the list; when the chosen course no longer matches, the first match is chosen.
  const search = (value: string) => {
    setQ(value);
    const el = selectRef.current;
    const n = value.trim().toLowerCase();
    if (!el || !n) return;
    const fits = matchesFor(n);
    const current = courses.find((c) => c.slug === el.value);
    if (!current || !fits(current)) el.value = courses.find(fits)?.slug ?? "";
  };
  const option = (c: TCoursePickerOption) => (
    <option key={c.slug} value={c.slug} hidden={!matches(c)}>
      {c.title}
      {c.isActive ? "" : " (draf)"}
    </option>
  );
  const premium = courses.filter((c) => c.isPremium);
  const free = courses.filter((c) => !c.isPremium);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-dark">
        {label}
      </label>
      {hydrated && courses.length > 8 ? (
        <>
          <label htmlFor={searchId} className="sr-only">
            Cari kursus
          </label>
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(e) => search(e.target.value)}
            placeholder="Cari judul kursus…"
            className={inputClass}
            aria-controls={id}
            data-testid="course-picker-search"
          />
          <p className="mt-1 text-xs text-slate-500" aria-live="polite">
            {needle ? `${shown.length} kursus cocok` : `${courses.length} kursus`}
          </p>
        </>
      ) : null}
      <select
        ref={selectRef}
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus={error ? true : undefined}
        className={error ? invalidInputClass : inputClass}
      >
        <option value="" disabled>
          Pilih kursus…
        </option>
        {premium.length ? <optgroup label="Kursus premium">{premium.map(option)}</optgroup> : null}
        {free.length ? <optgroup label="Kursus gratis">{free.map(option)}</optgroup> : null}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
