import type { TClassCard } from "./class-card-data.ts";
import type { TActivePage } from "../../../src/kernel/pagination.ts";
import { EmptyState } from "../PageHeader.tsx";
import { ClassCard } from "./Cards.tsx";
import { ClassFilters, type TClassFilters } from "./ClassFilters.tsx";
import { Pagination, pageHref } from "./Pagination.tsx";

export interface TClassListData {
  result: TActivePage<TClassCard>;
  filters: TClassFilters;
  programs: { slug: string; name: string }[];
  search: string;
  path: string;
}

/** The filterable class grid of /Class, /Class/Competence/{slug} and /Pesilat/Class. */
export function ClassListView({ data, showFilters = true, hrefFor }: { data: TClassListData; showFilters?: boolean; hrefFor?: (c: TClassCard) => string }) {
  const { result, filters, programs } = data;
  const total = result.data_count.total_data;
  const from = total === 0 ? 0 : (result.page.current_page - 1) * result.data_count.per_page + 1;
  const to = Math.min(total, result.page.current_page * result.data_count.per_page);
  const filtered = Object.values(filters).some(Boolean);
  // A page number past the end (an old link, a typed URL): say so and link the last page.
  const lastPage = result.page.last_page;
  const pastEnd = total > 0 && result.items.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {showFilters ? <ClassFilters filters={filters} programs={programs} path={data.path} /> : null}

      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {total === 0
          ? "Tidak ada kelas yang cocok."
          : pastEnd
            ? `Halaman ${result.page.current_page} tidak ada: ${total} kelas ada di halaman 1–${lastPage}.`
            : `Menampilkan ${from}–${to} dari ${total} kelas`}
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
      ) : pastEnd ? (
        <EmptyState title="Halaman tidak ditemukan" action={{ to: pageHref(data.search, lastPage), label: `Ke halaman ${lastPage}` }}>
          <p>Daftar kelas ini hanya sampai halaman {lastPage}.</p>
        </EmptyState>
      ) : (
        <EmptyState title="Kelas tidak ditemukan" action={filtered ? { to: data.path, label: "Lihat semua kelas" } : undefined}>
          <p>{filtered ? "Coba ubah kata kunci atau filter pencarian Anda." : "Belum ada kelas yang dibuka. Silakan kembali lagi nanti."}</p>
        </EmptyState>
      )}

      <Pagination page={result.page.current_page} lastPage={result.page.last_page} search={data.search} label="Halaman daftar kelas" />
    </div>
  );
}
