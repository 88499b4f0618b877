import { JoinButton } from "../payments/JoinButton.tsx";
import type { TClassDetail } from "../../../src/domain/catalog/classes.ts";
import { Section } from "../Section.tsx";
import { SiteImage } from "../SiteImage.tsx";
import { LEVEL_LABEL, TYPE_LABEL } from "../../../src/contracts/catalog-constants.ts";
import { SmartLink } from "../SmartLink.tsx";
import { Breadcrumbs } from "../PageHeader.tsx";
import { MentorChip } from "./Cards.tsx";
import { ClassBadge } from "./ClassBadge.tsx";
import { formatDate, formatPrice } from "./format.ts";
import { JsonLd } from "./JsonLd.tsx";
import { classJsonLd } from "../../seo/json-ld.ts";

/** Everything about one class: status, facts, syllabus, batches, mentors, and how to join. */
export function ClassDetailView({
  c,
  origin,
  path,
  provider,
  crumbs = [{ to: "/Class", label: "Kelas" }],
}: {
  c: TClassDetail;
  origin: string;
  path: string;
  provider: string;
  crumbs?: { to: string; label: string }[];
}) {
  const facts: [string, string][] = [
    ["Jadwal", c.schedule],
    ["Lokasi", c.location],
    ["Mulai", formatDate(c.startsAt)],
    ["Selesai", formatDate(c.endsAt)],
    ["Level", LEVEL_LABEL[c.level] ?? c.level],
    ["Tipe kelas", TYPE_LABEL[c.type] ?? c.type],
    ["Kuota", `${c.quota} peserta`],
    ["Total materi", `${c.totalHours} jam`],
  ];
  const canRegister = c.onRegistration && !c.comingSoon;
  return (
    <>
      <JsonLd data={classJsonLd(c, origin, path, provider)} />
      <div className="relative overflow-hidden bg-gradient-to-br from-primary to-hero-end text-on-primary">
        <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" aria-hidden="true" />
        <div className="relative mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:py-16">
          <div className="lg:col-span-2">
            <Breadcrumbs crumbs={crumbs} current={c.name} />
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <ClassBadge badge={c.badge} className="bg-white ring-white" />
              <span className="rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold tracking-wide">{c.code}</span>
            </div>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{c.name}</h1>
            <p className="mt-3 max-w-2xl text-base text-on-primary sm:text-lg">{c.description}</p>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-on-primary">
              {c.program ? (
                <span>
                  Program:{" "}
                  <SmartLink to={`/Program/${c.program.slug}`} className="font-semibold underline decoration-white/40 hover:decoration-white">
                    {c.program.name}
                  </SmartLink>
                </span>
              ) : null}
              {c.competence ? (
                <span>
                  Kompetensi:{" "}
                  <SmartLink to={`/Class/Competence/${c.competence.slug}`} className="font-semibold underline decoration-white/40 hover:decoration-white">
                    {c.competence.name}
                  </SmartLink>
                </span>
              ) : null}
            </p>
          </div>
          <SiteImage
            src={c.logo}
            alt={`Logo kelas ${c.name}`}
            width={320}
            height={200}
            className="hidden w-full rounded-2xl shadow-2xl ring-1 ring-white/30 lg:block"
          />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-10 lg:col-span-2">
          <Section id="silabus" title="Silabus">
            <ol className="mt-5 space-y-3">
              {c.syllabus.map((s) => (
                <li key={s.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4">
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-primary/10 font-bold text-primary-ink">{s.position}</span>
                  <div>
                    <h3 className="font-bold text-dark">{s.title}</h3>
                    <p className="mt-1 text-sm text-slate-600">{s.description}</p>
                    <p className="mt-1 text-xs font-semibold text-slate-500">{s.hours} jam</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>

          {c.batches.length ? (
            <Section id="angkatan" title="Angkatan">
              {/* A keyboard-scrollable region; edge shadows (.scroll-shadow, app.css) show when columns are cut off. */}
              <p id="angkatan-geser" className="mt-5 text-xs text-slate-500 md:hidden" data-testid="scroll-hint">
                Geser tabel ke samping untuk melihat semua kolom.
              </p>
              <div
                role="region"
                aria-label="Tabel angkatan"
                aria-describedby="angkatan-geser"
                tabIndex={0}
                className="scroll-shadow mt-2 overflow-x-auto rounded-2xl border border-slate-200 md:mt-5"
              >
                <table className="w-full min-w-[520px] whitespace-nowrap text-left text-sm">
                  <caption className="sr-only">
                    Angkatan kelas {c.name}: mulai, selesai, peserta dan status. Di layar sempit tabel dapat digeser ke samping.
                  </caption>
                  <thead className="bg-slate-100/60 text-xs uppercase tracking-wide text-slate-500">
                    <tr>
                      <th className="px-4 py-3">Angkatan</th>
                      <th className="px-4 py-3">Mulai</th>
                      <th className="px-4 py-3">Selesai</th>
                      <th className="px-4 py-3">Peserta</th>
                      <th className="px-4 py-3">Status</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {c.batches.map((b) => (
                      <tr key={b.id}>
                        <td className="px-4 py-3 font-semibold text-dark">{b.name}</td>
                        <td className="px-4 py-3">{formatDate(b.startsAt)}</td>
                        <td className="px-4 py-3">{formatDate(b.endsAt)}</td>
                        <td className="px-4 py-3">
                          {b.enrolled}/{b.quota}
                        </td>
                        <td className="px-4 py-3">
                          {b.isActive ? <span className="font-semibold text-green-700">Aktif</span> : <span className="text-slate-500">Selesai</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Section>
          ) : null}

          {c.mentors.length ? (
            <Section id="mentor" title="Mentor">
              <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                {c.mentors.map((m) => (
                  <li key={m.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                    <MentorChip m={m} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start" aria-label="Ringkasan kelas">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm text-slate-500">Biaya kelas</p>
            <p className="mt-1 text-3xl font-extrabold text-primary-ink">{formatPrice(c.price)}</p>
            <dl className="mt-5 space-y-3 text-sm">
              {facts.map(([k, v]) => (
                <div key={k} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
                  <dt className="text-slate-500">{k}</dt>
                  <dd className="text-right font-semibold text-dark">{v}</dd>
                </div>
              ))}
            </dl>
            {canRegister ? (
              <JoinButton
                kind="class"
                slug={c.slug}
                className="mt-6 flex h-12 w-full items-center justify-center rounded-xl bg-primary font-semibold text-on-primary shadow hover:opacity-90"
              >
                Daftar Sekarang
              </JoinButton>
            ) : (
              <p className="mt-6 rounded-xl bg-slate-100 px-4 py-3 text-center text-sm font-medium text-slate-600">
                {c.ended
                  ? "Kelas ini telah selesai. Nantikan angkatan berikutnya."
                  : c.started
                    ? "Kelas sedang berlangsung; pendaftaran ditutup."
                    : "Pendaftaran belum dibuka. Pantau terus halaman ini."}
              </p>
            )}
          </div>
        </aside>
      </div>
      {canRegister ? (
        // Phones: the price and the button stay in reach at the bottom of the screen (the aside sits far down).
        <div
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
          data-testid="join-bar"
        >
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
            <div className="min-w-0">
              <p className="text-xs text-slate-500">Biaya kelas</p>
              <p className="truncate text-xl font-extrabold text-primary-ink">{formatPrice(c.price)}</p>
            </div>
            <JoinButton kind="class" slug={c.slug} className="h-12 shrink-0 rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90">
              Daftar Sekarang
            </JoinButton>
          </div>
        </div>
      ) : null}
      {canRegister ? <div className="h-20 lg:hidden" aria-hidden="true" /> : null}
    </>
  );
}
