import { useEffect, useRef, useState } from "react";
import { read } from "../../lib/cached-read.server.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/gallery";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { Container, DateText, Pager } from "../../components/content/ContentUI.tsx";
import { DEFAULT_PAGE_SIZE } from "../../../src/contracts/content.ts";
import { listGallery, type TGalleryItem } from "../../lib/content.server.ts";
import { requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { pageParam } from "./posts-list.tsx";

export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const list = await read(context, listGallery, { page: pageParam(url), pageSize: DEFAULT_PAGE_SIZE });
  return { title: entry.title, lead: entry.lead, path: url.pathname, list };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  return contentMeta(site, {
    title: localTitle(site, data.title),
    description: data.lead,
    path: data.path,
    image: data.list.items[0]?.image,
    robots: data.list.page > 1 ? "noindex, follow" : undefined,
  });
}

/** Accessible lightbox: a modal <dialog> (focus trapped by the browser), Esc closes, arrows move. */
function Lightbox({ items, index, onClose, onMove }: { items: TGalleryItem[]; index: number; onClose: () => void; onMove: (i: number) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const item = items[index]!;
  return (
    <dialog
      ref={ref}
      aria-labelledby="lightbox-title"
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") onMove((index + 1) % items.length);
        if (e.key === "ArrowLeft") onMove((index - 1 + items.length) % items.length);
      }}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 backdrop:bg-black/80"
    >
      <figure>
        <img src={item.image} alt={item.title} className="max-h-[70vh] w-full rounded-t-2xl object-contain" />
        <figcaption className="p-4">
          <h2 id="lightbox-title" className="font-heading text-lg font-bold text-dark">
            {item.title}
          </h2>
          <p className="text-sm text-slate-600">{item.caption}</p>
          <p className="mt-1 text-xs text-slate-500">
            {item.album} · <DateText iso={item.takenAt} /> · {index + 1} dari {items.length}
          </p>
        </figcaption>
      </figure>
      <div className="flex justify-between gap-2 border-t border-slate-200 p-3">
        <button
          type="button"
          onClick={() => onMove((index - 1 + items.length) % items.length)}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-primary-ink hover:bg-primary/5"
        >
          ‹ Sebelumnya
        </button>
        <button type="button" autoFocus onClick={() => ref.current?.close()} className="rounded-lg bg-dark px-4 py-2 text-sm font-semibold text-white">
          Tutup
        </button>
        <button
          type="button"
          onClick={() => onMove((index + 1) % items.length)}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-primary-ink hover:bg-primary/5"
        >
          Berikutnya ›
        </button>
      </div>
    </dialog>
  );
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { title, lead, list } = loaderData;
  const location = useLocation();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="py-10">
        {list.items.length ? (
          <>
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
              {list.items.map((g, i) => (
                <li key={g.id}>
                  <button
                    type="button"
                    onClick={(e) => {
                      opener.current = e.currentTarget;
                      setOpen(i);
                    }}
                    aria-haspopup="dialog"
                    className="group block w-full overflow-hidden rounded-xl text-left focus-visible:ring-4 focus-visible:ring-primary/40"
                  >
                    <img src={g.image} alt={g.title} className="aspect-[4/3] w-full object-cover transition group-hover:scale-105" loading="lazy" />
                    <span className="mt-2 block text-sm font-semibold text-dark">{g.title}</span>
                    <span className="block text-xs text-slate-500">{g.album}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager page={list.page} totalPages={list.totalPages} search={location.search} />
            {open !== null ? (
              <Lightbox
                items={list.items}
                index={open}
                onMove={setOpen}
                onClose={() => {
                  setOpen(null);
                  opener.current?.focus();
                }}
              />
            ) : null}
          </>
        ) : (
          <EmptyState title="Belum ada foto" action={{ to: "/Gallery", label: "Halaman pertama" }} />
        )}
      </Container>
    </>
  );
}
