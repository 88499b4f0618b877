import { Link } from "react-router";
import { withContentKeys } from "../../lib/content-keys.ts";

/** The link to page `p` that keeps every other query parameter (filters) of `search`. */
export function pageHref(search: string, p: number): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of [...q]) if (!v) q.delete(k);
  if (p <= 1) q.delete("page");
  else q.set("page", String(p));
  const s = q.toString();
  return s ? `?${s}` : "?";
}

/** Page links that keep every other query parameter (filters) of the current URL. */
export function Pagination({ page, lastPage, search, label = "Navigasi halaman" }: { page: number; lastPage: number; search: string; label?: string }) {
  if (lastPage <= 1) return null;
  const href = (p: number) => pageHref(search, p);
  const pages = pageList(page, lastPage);
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link
          to={href(Math.min(page - 1, lastPage))}
          className={`${base} border border-slate-200 text-slate-700 hover:border-primary hover:text-primary-ink`}
          rel="prev"
        >
          ‹ Sebelumnya
        </Link>
      ) : null}
      {withContentKeys(pages).map(({ key, item: p }) =>
        p === null ? (
          <span key={key} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${base} bg-primary text-on-primary`}>
            {p}
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-label={`Halaman ${p}`}
            className={`${base} border border-slate-200 text-slate-700 hover:border-primary hover:text-primary-ink`}
          >
            {p}
          </Link>
        ),
      )}
      {page < lastPage ? (
        <Link to={href(page + 1)} className={`${base} border border-slate-200 text-slate-700 hover:border-primary hover:text-primary-ink`} rel="next">
          Berikutnya ›
        </Link>
      ) : null}
    </nav>
  );
}

/** 1 … 4 5 6 … 10: first, last and the neighbours of the current page. */
export function pageList(page: number, last: number): (number | null)[] {
  const keep = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}
