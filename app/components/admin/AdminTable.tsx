import { useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import type { TAdminListQuery, TAdminPage, TBulkIntent } from "../../../src/contracts/admin-list.ts";
import { Pagination } from "../catalog/Pagination.tsx";
import { adminButton, ConfirmDialog } from "./AdminButtons.tsx";
import { useHydrated, withParams } from "./hooks.ts";

export interface TAdminColumn<T> {
  /** The sort key the loader accepts (`?sort=<key>`); also the React key. */
  key: string;
  label: string;
  /** A header link that sorts by this column (the loader must allow `key` in `adminSort`). */
  sortable?: boolean;
  render: (row: T) => React.ReactNode;
  /** Extra classes of the cells (e.g. "text-right", "w-32"). */
  className?: string;
  /** Hide this column on phones (the row's first column and actions stay). */
  hideOnPhone?: boolean;
}

/**
 * A server-paged, sortable admin list: a caption, header links that sort (`aria-sort`), an
 * optional checkbox per row for bulk actions, an empty state and page links. Every link keeps the
 * list's other parameters. On phones each row becomes a card with the column names as labels.
 *
 *   <AdminTable caption="Daftar kelas" rows={d.items} rowKey={(r) => r.id} rowLabel={(r) => r.title}
 *     columns={[{ key: "title", label: "Judul", sortable: true, render: (r) => <Link …>{r.title}</Link> }]}
 *     query={d.query} page={d.page} bulk={{ actions: ["bulk-publish", "bulk-unpublish", "bulk-delete"] }}
 *     actions={(r) => <DeleteButton id={r.id} label={`kelas ${r.title}`} compact />} />
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  query,
  page,
  bulk,
  actions,
  empty,
}: {
  caption: string;
  columns: TAdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** How a row is named to a screen reader ("Pilih kelas React Dasar"). */
  rowLabel: (row: T) => string;
  query: TAdminListQuery;
  page: TAdminPage;
  /** Row checkboxes and the bulk bar; `actions` default to publish/unpublish/delete (restore in the trash). */
  bulk?: { actions?: TBulkIntent[]; noun?: string };
  /** The last cell of a row: edit link, delete or restore buttons. */
  actions?: (row: T) => React.ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: React.ReactNode;
}) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const formId = "admin-bulk";
  const [picked, setChecked] = useState<Set<string>>(new Set());
  const ids = rows.map((r) => String(rowKey(r)));
  // Only rows still on the page count (after a bulk action or paging the rows change).
  const checked = new Set(ids.filter((id) => picked.has(id)));
  const toggle = (id: string, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOn = ids.length > 0 && ids.every((id) => checked.has(id));
  const bulkActions = bulk
    ? (bulk.actions ?? (query.trash ? (["bulk-restore"] as TBulkIntent[]) : (["bulk-publish", "bulk-unpublish", "bulk-delete"] as TBulkIntent[])))
    : [];

  if (rows.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-sm text-slate-600" data-testid="admin-empty">
        {empty ??
          (query.q ? (
            <p>Tidak ada data yang cocok dengan “{query.q}”.</p>
          ) : query.trash ? (
            <p>Sampah kosong.</p>
          ) : (
            <p>Belum ada data. Tambahkan yang pertama.</p>
          ))}
      </div>
    );

  const sortHref = (key: string) => withParams(search, { sort: key, dir: query.sort === key && query.dir === "asc" ? "desc" : "asc", page: null });
  const cellBase = "px-3 py-2.5 align-top max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1";
  return (
    <div>
      {bulk ? <BulkActionBar formId={formId} actions={bulkActions} selected={hydrated ? checked.size : null} noun={bulk.noun} /> : null}
      <div className="mt-3 sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200">
        <table className="w-full border-collapse text-left text-sm" data-testid="admin-table">
          <caption className="sr-only">
            {caption}, halaman {page.page} dari {page.pages}
          </caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">
            <tr>
              {bulk ? (
                <th scope="col" className="w-10 px-3 py-2.5">
                  {hydrated ? (
                    <input
                      type="checkbox"
                      aria-label="Pilih semua baris di halaman ini"
                      checked={allOn}
                      onChange={(e) => setChecked(e.target.checked ? new Set(ids) : new Set())}
                      className="h-4 w-4 accent-primary"
                    />
                  ) : (
                    <span className="sr-only">Pilih</span>
                  )}
                </th>
              ) : null}
              {columns.map((c) => {
                const sorted = query.sort === c.key;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sorted ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
                    className={`px-3 py-2.5 font-semibold ${c.className ?? ""} ${c.hideOnPhone ? "max-sm:hidden" : ""}`}
                  >
                    {c.sortable ? (
                      <Link to={sortHref(c.key)} className="inline-flex items-center gap-1 hover:text-primary-ink" preventScrollReset>
                        {c.label}
                        <span aria-hidden="true" className={sorted ? "text-primary-ink" : "text-slate-300"}>
                          {sorted ? (query.dir === "asc" ? "▲" : "▼") : "↕"}
                        </span>
                        <span className="sr-only">{sorted ? (query.dir === "asc" ? ", urut naik" : ", urut turun") : ", urutkan"}</span>
                      </Link>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
              {actions ? (
                <th scope="col" className="px-3 py-2.5 text-right">
                  <span className="sr-only">Tindakan</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="max-sm:space-y-3 sm:divide-y sm:divide-slate-200">
            {rows.map((row) => {
              const id = String(rowKey(row));
              return (
                <tr
                  key={id}
                  className="bg-white max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:p-3 max-sm:shadow-sm sm:hover:bg-slate-50"
                  data-row-id={id}
                >
                  {bulk ? (
                    <td className="w-10 px-3 py-2.5 align-top max-sm:float-right max-sm:p-0">
                      <input
                        type="checkbox"
                        name="ids"
                        value={id}
                        form={formId}
                        aria-label={`Pilih ${rowLabel(row)}`}
                        checked={checked.has(id)}
                        onChange={(e) => toggle(id, e.target.checked)}
                        className="h-5 w-5 accent-primary sm:h-4 sm:w-4"
                      />
                    </td>
                  ) : null}
                  {columns.map((c) => (
                    <td key={c.key} className={`${cellBase} ${c.className ?? ""} ${c.hideOnPhone ? "max-sm:hidden" : ""}`}>
                      <span aria-hidden="true" className="w-28 shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-500 sm:hidden">
                        {c.label}
                      </span>
                      <span className="min-w-0 break-words">{c.render(row)}</span>
                    </td>
                  ))}
                  {actions ? (
                    <td className="px-3 py-2.5 text-right align-top max-sm:mt-2 max-sm:flex max-sm:justify-end max-sm:border-t max-sm:border-slate-100 max-sm:px-0 max-sm:pt-2">
                      <div className="inline-flex flex-wrap items-center justify-end gap-3">{actions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-600" data-testid="admin-count">
        {page.total} data · halaman {page.page} dari {page.pages}
      </p>
      <Pagination page={page.page} lastPage={page.pages} search={search} label={`Halaman ${caption.toLowerCase()}`} />
    </div>
  );
}

const BULK_LABEL: Record<TBulkIntent, string> = {
  "bulk-publish": "Terbitkan",
  "bulk-unpublish": "Tarik terbitan",
  "bulk-delete": "Hapus",
  "bulk-restore": "Pulihkan",
};

/**
 * The bulk bar: a form (`id={formId}`) that the table's row checkboxes belong to, with one button
 * per action posting `intent` and the checked `ids`. A bulk delete asks first: with JavaScript in
 * a dialog, without it through `bulk-delete-ask` (`askDelete` on the server).
 */
export function BulkActionBar({
  formId,
  actions,
  selected,
  noun = "baris",
}: {
  formId: string;
  actions: TBulkIntent[];
  /** How many rows are checked (null before hydration: unknown). */
  selected: number | null;
  noun?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = selected !== null;
  return (
    <Form
      id={formId}
      method="post"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2"
      aria-label="Tindakan massal"
      data-testid="bulk-bar"
    >
      <p className="mr-auto text-sm text-slate-600" aria-live="polite">
        {selected === null ? `Centang ${noun} lalu pilih tindakan:` : selected === 0 ? `Belum ada ${noun} dipilih.` : `${selected} ${noun} dipilih.`}
      </p>
      {actions.map((a) =>
        a === "bulk-delete" ? (
          <button
            key={a}
            type="submit"
            name="intent"
            value="bulk-delete-ask"
            disabled={selected === 0}
            className={`${adminButton.danger} disabled:opacity-50`}
            onClick={(e) => {
              if (!hydrated || !ref.current) return;
              e.preventDefault();
              ref.current.showModal();
            }}
          >
            {BULK_LABEL[a]}
          </button>
        ) : (
          <button key={a} type="submit" name="intent" value={a} disabled={selected === 0} className={`${adminButton.secondary} disabled:opacity-50`}>
            {BULK_LABEL[a]}
          </button>
        ),
      )}
      {hydrated && actions.includes("bulk-delete") ? (
        <ConfirmDialog
          dialogRef={ref}
          formId={formId}
          title={`Hapus ${selected} ${noun}?`}
          message="Data yang dipilih dipindahkan ke Sampah dan tidak tampil lagi di situs. Anda bisa memulihkannya dari filter Sampah."
          intent="bulk-delete"
          confirmLabel="Ya, hapus"
        />
      ) : null}
    </Form>
  );
}
