import { Form, Link, useLocation } from "react-router";
import type { TAdminListQuery } from "../../../src/contracts/admin-list.ts";
import { inputClass } from "../form/index.ts";
import { adminButton } from "./AdminButtons.tsx";
import { withParams } from "./hooks.ts";

export interface TAdminFilter {
  /** The query parameter (`status`, or a list's own, e.g. `program`). */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The current value (defaults to the list query's value for `status`). */
  value?: string;
}

/**
 * Above an admin list: a GET search form with filters (so the URL says what is shown and works
 * without JavaScript), "Semua / Sampah" tabs and the "add" link. Submitting resets to page 1 and
 * keeps the sort.
 */
export function AdminListToolbar({
  query,
  searchLabel = "Cari",
  searchPlaceholder,
  filters = [],
  newHref,
  newLabel = "Tambah",
  trash = true,
}: {
  query: TAdminListQuery;
  searchLabel?: string;
  searchPlaceholder?: string;
  filters?: TAdminFilter[];
  newHref?: string;
  newLabel?: string;
  /** Offer the "Sampah" (deleted rows) tab. */
  trash?: boolean;
}) {
  const { search, pathname } = useLocation();
  const tab = (on: boolean) =>
    `rounded-full px-3.5 py-1.5 text-sm font-semibold ${on ? "bg-dark text-white" : "text-slate-600 hover:bg-slate-100 hover:text-dark"}`;
  return (
    <div className="space-y-3" data-testid="admin-toolbar">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {trash ? (
          <nav aria-label="Tampilan daftar" className="flex gap-1">
            <Link to={withParams(search, { trash: null, page: null })} className={tab(!query.trash)} aria-current={!query.trash ? "page" : undefined}>
              Semua
            </Link>
            <Link to={withParams(search, { trash: "1", page: null })} className={tab(query.trash)} aria-current={query.trash ? "page" : undefined}>
              Sampah
            </Link>
          </nav>
        ) : (
          <span />
        )}
        {newHref ? (
          <Link to={newHref} className={adminButton.primary}>
            <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
              <path d="M10 4v12M4 10h12" />
            </svg>
            {newLabel}
          </Link>
        ) : null}
      </div>
      <Form method="get" action={pathname} role="search" className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div className="min-w-0 sm:flex-1">
          <label htmlFor="admin-q" className="block text-sm font-semibold text-dark">
            {searchLabel}
          </label>
          <input id="admin-q" type="search" name="q" defaultValue={query.q} placeholder={searchPlaceholder} maxLength={100} className={inputClass} />
        </div>
        {filters.map((f) => (
          <div key={f.name} className="min-w-0 sm:w-48">
            <label htmlFor={`admin-f-${f.name}`} className="block text-sm font-semibold text-dark">
              {f.label}
            </label>
            <select id={`admin-f-${f.name}`} name={f.name} defaultValue={f.value ?? (f.name === "status" ? query.status : "")} className={inputClass}>
              <option value="">Semua</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.sort ? <input type="hidden" name="dir" value={query.dir} /> : null}
        {query.trash ? <input type="hidden" name="trash" value="1" /> : null}
        <div className="flex gap-2">
          <button type="submit" className={adminButton.primary}>
            Terapkan
          </button>
          {query.q || query.status || filters.some((f) => f.value) ? (
            <Link
              to={withParams(search, { q: null, status: null, page: null, ...Object.fromEntries(filters.map((f) => [f.name, null])) })}
              className={adminButton.secondary}
            >
              Reset
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
