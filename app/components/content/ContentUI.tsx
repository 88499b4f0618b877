import { Form, Link, useRouteLoaderData } from "react-router";
import type { TSite } from "../../site.ts";
import { formatDate } from "../../../src/kernel/format.ts";
import { SmartLink } from "../SmartLink.tsx";
import { SiteImage } from "../SiteImage.tsx";

const PROSE =
  "max-w-none text-slate-700 leading-relaxed [&_p]:mt-4 [&_h2]:mt-8 [&_h2]:font-heading [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-dark [&_h3]:mt-6 [&_h3]:font-heading [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-dark [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 [&_a]:text-primary-ink [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_img]:mt-4 [&_img]:rounded-xl";

/** Sanitised HTML from the database (sanitised on write and again on read by the domain). */
export function Html({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised on write and again on read (src/domain/content/sanitize-html.ts)
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function DateText({ iso, lang = "id" }: { iso: string; lang?: "id" | "en" }) {
  return <time dateTime={iso}>{formatDate(iso, lang)}</time>;
}

export function Container({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

/** Page links that keep every other query parameter (filters) of the current URL. */
export function Pager({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(search);
    if (p <= 1) q.delete("page");
    else q.set("page", String(p));
    const s = q.toString();
    return s ? `?${s}` : "?";
  };
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  const idle = `${base} border border-slate-200 text-slate-700 hover:border-primary hover:text-primary-ink`;
  return (
    <nav aria-label="Navigasi halaman" className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={href(page - 1)} className={idle} rel="prev">
          ‹ Sebelumnya
        </Link>
      ) : null}
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className={`${base} bg-primary text-on-primary`}>
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)} aria-label={`Halaman ${p}`} className={idle}>
            {p}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={href(page + 1)} className={idle} rel="next">
          Berikutnya ›
        </Link>
      ) : null}
    </nav>
  );
}

/** GET search form: the query and category stay in the URL. */
export function SearchBar({
  q,
  category,
  categories,
  placeholder = "Cari artikel…",
}: {
  q: string;
  category?: string;
  categories?: { slug: string; name: string }[];
  placeholder?: string;
}) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
      <label className="sr-only" htmlFor="cari">
        Kata kunci
      </label>
      <input
        id="cari"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        maxLength={100}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-2.5 text-sm focus:border-primary focus:outline-none"
      />
      {categories?.length ? (
        <>
          <label className="sr-only" htmlFor="kategori">
            Kategori
          </label>
          <select id="kategori" name="kategori" defaultValue={category ?? ""} className="rounded-lg border border-slate-300 px-3 py-2.5 text-sm">
            <option value="">Semua kategori</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className="rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:opacity-90">
        Cari
      </button>
    </Form>
  );
}

export interface TCardItem {
  url: string;
  title: string;
  summary: string;
  cover: string;
  meta: React.ReactNode;
  badge?: string;
}

export function CardGrid({ items }: { items: TCardItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((p) => (
        <li key={p.url} className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
          {p.cover ? (
            <SiteImage src={p.cover} alt="" width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full object-cover" />
          ) : (
            <div aria-hidden="true" className="aspect-[1200/630] w-full bg-gradient-to-br from-primary/20 to-secondary/20" />
          )}
          <div className="flex flex-1 flex-col p-5">
            {p.badge ? <span className="mb-2 w-fit rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary-ink">{p.badge}</span> : null}
            <h2 className="font-heading text-lg font-bold leading-snug text-dark group-hover:text-primary-ink">
              <SmartLink to={p.url} className="after:absolute after:inset-0 relative">
                {p.title}
              </SmartLink>
            </h2>
            <p className="mt-2 line-clamp-3 text-sm text-slate-600">{p.summary}</p>
            <div className="mt-auto pt-4 text-xs text-slate-500">{p.meta}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Plain share links (no third-party scripts). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const root = useRouteLoaderData("root") as { site: TSite } | undefined;
  const u = encodeURIComponent(url.startsWith("/") ? (root?.site.origin ?? "") + url : url);
  const t = encodeURIComponent(title);
  const links = [
    { label: "WhatsApp", href: `https://wa.me/?text=${t}%20${u}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
  return (
    <div className="mt-10 border-t border-slate-200 pt-6">
      <p className="text-sm font-semibold text-dark">Bagikan</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.label}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex rounded-full border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-primary hover:text-primary-ink"
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SectionTitle({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 id={id} className="font-heading text-2xl font-extrabold text-dark sm:text-3xl">
      {children}
    </h2>
  );
}

/** A recording's transcript as a disclosure under its player ("Transkrip"), in the transcript's language. */
export function TranscriptDetails({
  captions,
  className = "mt-4",
}: {
  captions: { srclang: string; heading: string; transcript: string[] };
  className?: string;
}) {
  return (
    <details lang={captions.srclang} className={`rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 ${className}`}>
      <summary className="cursor-pointer font-semibold text-dark">{captions.heading}</summary>
      {captions.transcript.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lines never change order and may repeat
        <p key={i} className="mt-2">
          {line}
        </p>
      ))}
    </details>
  );
}
