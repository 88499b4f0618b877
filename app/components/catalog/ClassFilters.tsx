import { useEffect, useRef, type FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { CLASS_LEVELS, CLASS_TYPES, LEVEL_LABEL, TYPE_LABEL } from "../../../src/contracts/catalog-constants.ts";

const STATE_OPTIONS = [
  ["onRegistration", "Pendaftaran Dibuka"],
  ["comingSoon", "Akan Datang"],
  ["started", "Sedang Berlangsung"],
  ["ended", "Telah Selesai"],
  ["none", "Segera Dimulai"],
] as const;

export interface TClassFilters {
  search: string;
  level: string;
  state: string;
  program: string;
  type: string;
}

const select = "h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-700 focus:border-primary focus:outline-none";

/** One labelled filter of the class list: "all" first, then the choices as [value, label]. */
function FilterSelect({
  name,
  label,
  all,
  value,
  options,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <label className="min-w-0">
      <span className="mb-1 block text-xs font-semibold text-slate-600">{label}</span>
      <select name={name} defaultValue={value} className={select}>
        <option value="">{all}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How many of the list's filters (the search included) are set. */
export function activeFilterCount(filters: TClassFilters): number {
  return Object.values(filters).filter((v) => v.trim() !== "").length;
}

/**
 * The class list's search and filters: a GET form that works without JavaScript. On phones the
 * fields fold into a `<details>` disclosure whose summary counts the active filters, so the first
 * screen shows classes rather than five fields; from `lg` the summary is hidden and the fields are
 * always shown (`.filter-disclosure` in app.css opens the closed details' content with CSS, and the
 * effect below opens it in a browser without `::details-content`).
 */
export function ClassFilters({ filters, programs, path }: { filters: TClassFilters; programs: { slug: string; name: string }[]; path: string }) {
  const navigate = useNavigate();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const active = activeFilterCount(filters);
  useEffect(() => {
    if (disclosure.current && window.matchMedia("(min-width: 64rem)").matches) disclosure.current.open = true;
  }, []);
  // With JavaScript, leave empty fields out of the address (without it the form still works).
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === "string" && v.trim()) q.set(k, v.trim());
    const s = q.toString();
    // On a phone, fold the filters again so that the results are what the visitor sees.
    if (disclosure.current && !window.matchMedia("(min-width: 64rem)").matches) disclosure.current.open = false;
    navigate(s ? `${path}?${s}` : path);
  };
  return (
    <Form method="get" onSubmit={onSubmit} role="search" aria-label="Cari dan saring kelas" className="rounded-2xl border border-slate-200 bg-slate-50">
      <details ref={disclosure} className="filter-disclosure group">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 text-sm font-semibold text-slate-700 lg:hidden [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <svg viewBox="0 0 24 24" className="h-5 w-5 text-slate-500" aria-hidden="true">
              <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Cari &amp; saring kelas
            {active ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-on-primary" data-testid="active-filter-count">
                {active} aktif
              </span>
            ) : null}
          </span>
          <svg viewBox="0 0 24 24" className="h-5 w-5 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true">
            <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="grid grid-cols-1 gap-3 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[1.5fr_repeat(4,minmax(0,1fr))] lg:border-t-0">
          <label className="min-w-0 sm:col-span-2 lg:col-span-1">
            <span className="mb-1 block text-xs font-semibold text-slate-600">Cari kelas</span>
            <input type="search" name="search" defaultValue={filters.search} maxLength={100} placeholder="mis. web, flutter, barista" className={select} />
          </label>
          <FilterSelect name="state" label="Status" all="Semua status" value={filters.state} options={STATE_OPTIONS} />
          <FilterSelect
            name="level"
            label="Level"
            all="Semua level"
            value={filters.level}
            options={CLASS_LEVELS.map((v) => [v, LEVEL_LABEL[v] ?? v] as const)}
          />
          <FilterSelect name="program" label="Program" all="Semua program" value={filters.program} options={programs.map((p) => [p.slug, p.name] as const)} />
          <FilterSelect name="type" label="Tipe" all="Semua tipe" value={filters.type} options={CLASS_TYPES.map((v) => [v, TYPE_LABEL[v] ?? v] as const)} />
          <div className="flex items-end justify-end gap-2 sm:col-span-2 lg:col-span-5">
            {active ? (
              <Link to={path} className="inline-flex h-11 items-center rounded-xl px-4 text-sm font-semibold text-slate-600 hover:text-primary-ink">
                Hapus filter
              </Link>
            ) : null}
            <button
              type="submit"
              className="inline-flex h-11 items-center rounded-xl bg-primary px-6 text-sm font-semibold text-on-primary shadow hover:opacity-90"
            >
              Terapkan
            </button>
          </div>
        </div>
      </details>
    </Form>
  );
}
