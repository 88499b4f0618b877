import { useEffect, useState } from "react";
import type { TBookPageData } from "../../routes/book/book.server.ts";
import { formatDate } from "../catalog/format.ts";
import { Html } from "../content/ContentUI.tsx";
import { Icon } from "../Icon.tsx";
import { restSelect } from "../../lib/rest-client.ts";
import { BookCover } from "./BookCover.tsx";
import { AspirationForm, ReviewForm, Stars, TestimonyForm } from "./BookForms.tsx";
import { DiscTest } from "./DiscTest.tsx";
import { DonationForm, DonationProgress, DonationReceipt } from "./Donation.tsx";

const NAV = [
  { id: "sinopsis", label: "Sinopsis" },
  { id: "beli", label: "Beli" },
  { id: "ulasan", label: "Ulasan" },
  { id: "tes-disc", label: "Tes DISC" },
  { id: "aspirasi", label: "Aspirasi" },
  { id: "testimoni", label: "Testimoni" },
  { id: "donasi", label: "Donasi" },
] as const;

function Wrap({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-6xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

function Heading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary-ink">{eyebrow}</p>
      <h2 id={id} className="mt-1 font-heading text-2xl font-extrabold text-dark sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
    </div>
  );
}

/** The book landing page (`/` of the puja family, `/Buku` of the main site). */
export function BookLanding({ data }: { data: TBookPageData }) {
  const { book, path, reviews } = data;
  const action = (anchor: string) => `${path}#${anchor}`;
  return (
    <div className="bg-slate-50">
      <section className="relative overflow-hidden bg-gradient-to-br from-primary via-primary to-hero-end text-on-primary" aria-labelledby="book-title">
        <div className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-white/10" aria-hidden="true" />
        <div className="absolute -bottom-40 left-1/4 h-96 w-96 rounded-full bg-white/5" aria-hidden="true" />
        <Wrap className="relative grid items-center gap-10 py-12 md:grid-cols-[1fr_16rem] md:py-20 lg:grid-cols-[1fr_20rem]">
          <div>
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider">Buku karya {book.author}</p>
            <h1 id="book-title" className="mt-4 font-heading text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {book.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed sm:text-xl">{book.subtitle}</p>
            {reviews.total ? (
              <p className="mt-5 flex flex-wrap items-center gap-2 text-sm font-semibold">
                <span className="rounded-full bg-white px-2 py-0.5">
                  <Stars value={reviews.average} />
                </span>
                {reviews.average.toLocaleString("id-ID")} dari 5 · {reviews.total} ulasan pembaca
              </p>
            ) : null}
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#beli" className="rounded-full bg-white px-6 py-3 font-semibold text-primary-ink shadow-lg hover:bg-slate-50">
                Beli bukunya
              </a>
              <a href="#tes-disc" className="rounded-full border border-on-primary/70 px-6 py-3 font-semibold text-on-primary hover:bg-white/10">
                Ikuti tes DISC
              </a>
              <a href="#donasi" className="rounded-full border border-on-primary/70 px-6 py-3 font-semibold text-on-primary hover:bg-white/10">
                Donasi
              </a>
            </div>
          </div>
          <div className="mx-auto w-48 -rotate-3 sm:w-56 md:w-full">
            <BookCover title={book.title} author={book.author} cover={book.cover} />
          </div>
        </Wrap>
      </section>

      <nav aria-label="Bagian halaman buku" className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <Wrap>
          <ul className="flex gap-1 overflow-x-auto py-2 text-sm font-semibold [scrollbar-width:none]">
            {NAV.map((n) => (
              <li key={n.id} className="shrink-0">
                <a href={`#${n.id}`} className="inline-flex min-h-10 items-center rounded-full px-3 text-slate-700 hover:bg-primary/10 hover:text-primary-ink">
                  {n.label}
                </a>
              </li>
            ))}
          </ul>
        </Wrap>
      </nav>

      <section id="sinopsis" aria-labelledby="sinopsis-title" className="scroll-mt-32 bg-white py-14">
        <Wrap className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div>
            <Heading id="sinopsis-title" eyebrow="Tentang buku" title="Sinopsis" />
            <Html html={book.synopsisHtml} className="text-lg" />
            {book.highlights.length ? (
              <ul className="mt-8 grid gap-4 sm:grid-cols-3">
                {book.highlights.map((h) => (
                  <li key={h.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
                    <span className="grid h-10 w-10 place-items-center rounded-xl bg-primary/10 text-primary-ink">
                      <Icon name="book" className="h-5 w-5" />
                    </span>
                    <p className="mt-3 font-bold text-dark">{h.title}</p>
                    <p className="mt-1 text-sm text-slate-600">{h.desc}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            {book.authorHtml ? (
              <div className="mt-10 rounded-2xl bg-slate-50 p-6">
                <h3 className="font-heading text-xl font-bold text-dark">Tentang penulis</h3>
                <Html html={book.authorHtml} className="text-base [&_p:first-child]:mt-2" />
              </div>
            ) : null}
          </div>
          {book.details.length ? (
            <aside aria-labelledby="book-details-title" className="h-fit rounded-2xl border border-slate-200 p-5">
              <h3 id="book-details-title" className="font-bold text-dark">
                Detail buku
              </h3>
              <dl className="mt-3 divide-y divide-slate-100 text-sm">
                {book.details.map((d) => (
                  <div key={d.label} className="flex justify-between gap-4 py-2">
                    <dt className="text-slate-500">{d.label}</dt>
                    <dd className="text-right font-medium text-dark">{d.value}</dd>
                  </div>
                ))}
              </dl>
            </aside>
          ) : null}
        </Wrap>
      </section>

      <section id="beli" aria-labelledby="beli-title" className="scroll-mt-32 py-14">
        <Wrap>
          <Heading id="beli-title" eyebrow="Dapatkan bukunya" title="Tempat membeli" lead="Tersedia dalam bentuk cetak dan e-book di toko berikut." />
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {book.buyLinks.map((l) => (
              <li key={l.url}>
                <a
                  href={l.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
                >
                  <span>
                    <span className="block font-bold text-dark group-hover:text-primary-ink">{l.store}</span>
                    <span className="text-sm text-slate-600">{l.format}</span>
                  </span>
                  <span className="text-sm font-semibold text-primary-ink">
                    Beli →<span className="sr-only"> (membuka tab baru)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Wrap>
      </section>

      <Reviews data={data} action={action("ulasan")} />

      <section id="tes-disc" aria-labelledby="disc-title" className="scroll-mt-32 bg-white py-14">
        <Wrap>
          <Heading
            id="disc-title"
            eyebrow="Kenali diri Anda"
            title="Tes kepribadian DISC"
            lead="24 soal, sekitar 7 menit. Di setiap soal pilih satu pernyataan yang paling sesuai (+) dan satu yang paling tidak sesuai (−) dengan diri Anda. Tidak ada jawaban benar atau salah."
          />
          <div className="mt-8">
            <DiscTest action={action("tes-disc")} />
          </div>
        </Wrap>
      </section>

      <Aspirations data={data} action={action("aspirasi")} />
      <Testimonies data={data} action={action("testimoni")} />

      <section id="donasi" aria-labelledby="donasi-title" className="scroll-mt-32 bg-white py-14">
        <Wrap>
          <Heading id="donasi-title" eyebrow="Donasi" title={book.donation.title} lead={book.donation.text} />
          {data.receipt ? (
            <div className="mt-6">
              <DonationReceipt receipt={data.receipt} />
            </div>
          ) : null}
          <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]">
            <div className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <DonationProgress total={data.donations.total} count={data.donations.count} goal={data.donations.goal} />
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <DonationForm action={action("donasi")} />
            </div>
          </div>
        </Wrap>
      </section>
    </div>
  );
}

type TReview = TBookPageData["reviews"]["items"][number];

/** More rows of an approved list straight from `/rest/v1` (JavaScript only; the first rows are server-rendered). */
function useMore<T>(table: "book_reviews" | "aspirations" | "testimonies", select: string, first: T[], total: number) {
  const [items, setItems] = useState(first);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setItems(first), [first]);
  const more = async () => {
    setBusy(true);
    const r = await restSelect<T>(table, `select=${select}&order=created_at.desc,id.desc&limit=6&offset=${items.length}`).catch(() => null);
    if (r?.ok) setItems((cur) => [...cur, ...r.data]);
    setBusy(false);
  };
  return { items, more, busy, canMore: hydrated && items.length < total };
}

function MoreButton({ onClick, busy, label }: { onClick: () => void; busy: boolean; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className="mt-6 inline-flex min-h-11 items-center rounded-full border border-primary px-5 font-semibold text-primary-ink hover:bg-primary/5 disabled:opacity-60"
    >
      {busy ? "Memuat…" : label}
    </button>
  );
}

function Reviews({ data, action }: { data: TBookPageData; action: string }) {
  const r = data.reviews;
  const { items, more, busy, canMore } = useMore<TReview>("book_reviews", "id,name,rating,comment,created_at", r.items, r.total);
  const max = Math.max(1, ...r.counts);
  return (
    <section id="ulasan" aria-labelledby="ulasan-title" className="scroll-mt-32 py-14">
      <Wrap>
        <Heading id="ulasan-title" eyebrow="Kata pembaca" title="Ulasan pembaca" lead="Ulasan tampil setelah diperiksa moderator." />
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div>
            {r.total ? (
              <div className="flex flex-wrap items-center gap-6 rounded-2xl border border-slate-200 bg-white p-5">
                <div>
                  <p className="text-4xl font-extrabold text-dark">{r.average.toLocaleString("id-ID")}</p>
                  <Stars value={r.average} />
                  <p className="mt-1 text-sm text-slate-600">{r.total} ulasan</p>
                </div>
                <ul className="min-w-48 flex-1 space-y-1 text-sm" aria-label="Sebaran penilaian">
                  {[5, 4, 3, 2, 1].map((n) => (
                    <li key={n} className="flex items-center gap-2">
                      <span className="w-16 text-slate-600">{n} bintang</span>
                      <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                        <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(r.counts[n - 1]! / max) * 100}%` }} />
                      </span>
                      <span className="w-6 text-right tabular-nums text-slate-600">{r.counts[n - 1]}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
                Belum ada ulasan. Jadilah pembaca pertama yang berbagi kesan!
              </p>
            )}
            <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="review-list">
              {items.map((x) => (
                <li key={x.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-bold text-dark">{x.name}</p>
                    <Stars value={x.rating} />
                  </div>
                  <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700">{x.comment}</p>
                  <p className="mt-3 text-xs text-slate-500">{formatDate(toIso(x))}</p>
                </li>
              ))}
            </ul>
            {canMore ? <MoreButton onClick={more} busy={busy} label="Muat ulasan lainnya" /> : null}
          </div>
          <div className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-heading text-lg font-bold text-dark">Tulis ulasan</h3>
            <p className="mb-4 mt-1 text-sm text-slate-600">Sudah membaca bukunya? Bagikan pendapat Anda.</p>
            <ReviewForm action={action} />
          </div>
        </div>
      </Wrap>
    </section>
  );
}

/** REST rows carry `created_at`; server rows `createdAt`. */
function toIso(x: { createdAt?: string; created_at?: string }): string {
  return x.createdAt ?? x.created_at ?? new Date(0).toISOString();
}

const NOTE_COLORS = ["bg-amber-100", "bg-sky-100", "bg-rose-100", "bg-emerald-100", "bg-violet-100", "bg-orange-100"];

function Aspirations({ data, action }: { data: TBookPageData; action: string }) {
  type TA = TBookPageData["aspirations"]["items"][number];
  const { items, more, busy, canMore } = useMore<TA>("aspirations", "id,name,message,created_at", data.aspirations.items, data.aspirations.total);
  return (
    <section id="aspirasi" aria-labelledby="aspirasi-title" className="scroll-mt-32 py-14">
      <Wrap>
        <Heading
          id="aspirasi-title"
          eyebrow="Dinding aspirasi"
          title="Apa harapan Anda untuk pendidikan Indonesia?"
          lead="Tempelkan aspirasi Anda. Aspirasi tampil di dinding setelah diperiksa moderator."
        />
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div>
            {items.length ? (
              <ul className="columns-1 gap-4 sm:columns-2 xl:columns-3" data-testid="aspiration-list">
                {items.map((a, i) => (
                  <li
                    key={a.id}
                    className={`mb-4 break-inside-avoid rounded-xl p-4 shadow-sm ${NOTE_COLORS[i % NOTE_COLORS.length]} ${i % 2 ? "rotate-1" : "-rotate-1"}`}
                  >
                    <p className="whitespace-pre-line text-slate-800">“{a.message}”</p>
                    <p className="mt-2 text-sm font-semibold text-slate-700">— {a.name || "Anonim"}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">Dinding masih kosong. Tempelkan aspirasi pertama!</p>
            )}
            {canMore ? <MoreButton onClick={more} busy={busy} label="Muat aspirasi lainnya" /> : null}
          </div>
          <div className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-heading text-lg font-bold text-dark">Tulis aspirasi</h3>
            <div className="mt-4">
              <AspirationForm action={action} />
            </div>
          </div>
        </div>
      </Wrap>
    </section>
  );
}

function Testimonies({ data, action }: { data: TBookPageData; action: string }) {
  type TT = TBookPageData["testimonies"]["items"][number];
  const { items, more, busy, canMore } = useMore<TT>("testimonies", "id,name,occupation,message,created_at", data.testimonies.items, data.testimonies.total);
  return (
    <section id="testimoni" aria-labelledby="testimoni-title" className="scroll-mt-32 bg-white py-14">
      <Wrap>
        <Heading id="testimoni-title" eyebrow="Testimoni" title="Cerita mereka setelah membaca" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div>
            {items.length ? (
              <ul className="grid gap-4 sm:grid-cols-2" data-testid="testimony-list">
                {items.map((t) => (
                  <li key={t.id} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
                    <svg viewBox="0 0 24 24" className="h-7 w-7 text-primary/60" fill="currentColor" aria-hidden="true">
                      <path d="M9 7H5a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h2v2a2 2 0 0 1-2 2v2a4 4 0 0 0 4-4zm12 0h-4a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h2v2a2 2 0 0 1-2 2v2a4 4 0 0 0 4-4z" />
                    </svg>
                    <p className="mt-2 flex-1 whitespace-pre-line text-slate-700">{t.message}</p>
                    <p className="mt-4 font-bold text-dark">{t.name}</p>
                    {t.occupation ? <p className="text-sm text-slate-600">{t.occupation}</p> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">Belum ada testimoni.</p>
            )}
            {canMore ? <MoreButton onClick={more} busy={busy} label="Muat testimoni lainnya" /> : null}
          </div>
          <div className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-heading text-lg font-bold text-dark">Bagikan testimoni</h3>
            <div className="mt-4">
              <TestimonyForm action={action} />
            </div>
          </div>
        </div>
      </Wrap>
    </section>
  );
}
