import type { FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { TClassCard } from "./class-card-data.ts";
import { CLASS_LEVELS, CLASS_TYPES, LEVEL_LABEL, TYPE_LABEL } from "../../../src/domain/catalog/constants.ts";
import type { TActivePage } from "../../../src/domain/catalog/pagination.ts";
import { EmptyState } from "../PageHeader.tsx";
import { ClassCard } from "./Cards.tsx";
import { Pagination } from "./Pagination.tsx";

const STATE_OPTIONS = [
  ["onRegistration", "Pendaftaran Dibuka"],
  ["comingSoon", "Akan Datang"],
  ["started", "Sedang Berlangsung"],
  ["ended", "Telah Selesai"],
  ["none", "Segera Dimulai"],
] as const;

export interface TClassListData {
  result: TActivePage<TClassCard>;
  filters: { search: string; level: string; state: string; program: string; type: string };
  programs: { slug: string; name: string }[];
  search: string;
  path: string;
}

const select = "h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-700 focus:border-primary focus:outline-none";

/** One labelled filter of the class list: "all" first, then the choices as [value, label]. */
function FilterSelect({ name, label, all, value, options }: { name: string; label: string; all: string; value: string; options: readonly (readonly [string, string])[] }) {
  return (
    <label>
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

/** The filterable class grid of /Class, /Class/Competence/{slug} and /Pesilat/Class. */
export function ClassListView({ data, showFilters = true, hrefFor }: { data: TClassListData; showFilters?: boolean; hrefFor?: (c: TClassCard) => string }) {
  const { result, filters, programs } = data;
  const total = result.data_count.total_data;
  const from = total === 0 ? 0 : (result.page.current_page - 1) * result.data_count.per_page + 1;
  const to = Math.min(total, result.page.current_page * result.data_count.per_page);
  const filtered = Object.values(filters).some(Boolean);
  const navigate = useNavigate();
  // With JavaScript, leave empty fields out of the address (without it the form still works).
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === "string" && v.trim()) q.set(k, v.trim());
    const s = q.toString();
    navigate(s ? `${data.path}?${s}` : data.path);
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {showFilters ? (
        <Form method="get" onSubmit={onSubmit} role="search" aria-label="Cari dan saring kelas" className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 lg:grid-cols-6">
          <label className="col-span-2">
            <span className="mb-1 block text-xs font-semibold text-slate-600">Cari kelas</span>
            <input type="search" name="search" defaultValue={filters.search} maxLength={100} placeholder="mis. web, flutter, barista" className={select} />
          </label>
          <FilterSelect name="state" label="Status" all="Semua status" value={filters.state} options={STATE_OPTIONS} />
          <FilterSelect name="level" label="Level" all="Semua level" value={filters.level} options={CLASS_LEVELS.map((v) => [v, LEVEL_LABEL[v] ?? v] as const)} />
          <FilterSelect name="program" label="Program" all="Semua program" value={filters.program} options={programs.map((p) => [p.slug, p.name] as const)} />
          <FilterSelect name="type" label="Tipe" all="Semua tipe" value={filters.type} options={CLASS_TYPES.map((v) => [v, TYPE_LABEL[v] ?? v] as const)} />
          <div className="col-span-2 flex items-end justify-end gap-2 lg:col-span-6">
            {filtered ? (
              <Link to={data.path} className="inline-flex h-11 items-center rounded-xl px-4 text-sm font-semibold text-slate-600 hover:text-primary-ink">
                Hapus filter
              </Link>
            ) : null}
            <button type="submit" className="inline-flex h-11 items-center rounded-xl bg-primary px-6 text-sm font-semibold text-on-primary shadow hover:opacity-90">
              Terapkan
            </button>
          </div>
        </Form>
      ) : null}

      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {total === 0 ? "Tidak ada kelas yang cocok." : `Menampilkan ${from}–${to} dari ${total} kelas`}
      </p>

      {result.items.length ? (
        <section aria-labelledby="daftar-kelas">
          <h2 id="daftar-kelas" className="sr-only">
            Daftar kelas
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((c, i) => (
              <li key={c.id}>
                <ClassCard c={c} href={hrefFor?.(c)} priority={i === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <EmptyState title="Kelas tidak ditemukan" action={filtered ? { to: data.path, label: "Lihat semua kelas" } : undefined}>
          <p>{filtered ? "Coba ubah kata kunci atau filter pencarian Anda." : "Belum ada kelas yang dibuka. Silakan kembali lagi nanti."}</p>
        </EmptyState>
      )}

      <Pagination page={result.page.current_page} lastPage={result.page.last_page} search={data.search} label="Halaman daftar kelas" />
    </div>
  );
}
