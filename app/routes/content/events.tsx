import { redirect } from "react-router";
import { GridList, Section } from "../../components/Section.tsx";
import { SmartLink } from "../../components/SmartLink.tsx";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/events";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { CardGrid, Container, DateText, Html, ShareLinks } from "../../components/content/ContentUI.tsx";
import { formatRupiah, formatTime } from "../../../src/kernel/format.ts";
import { getEventBySlug, getEventProgram, listEvents, type TEvent } from "../../lib/content.server.ts";
import { orNotFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { Avatar, SiteImage } from "../../components/SiteImage.tsx";

/** /Event, /Event/Program (lists) and /Event/{slug}, /Event/Program/{id}/{slug?} (details). */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  if (entry.id === "event" || entry.id === "event-program") {
    const events = await read(context, listEvents, entry.id === "event" ? "event" : "program");
    return { mode: "list" as const, title: entry.title, lead: entry.lead, path: url.pathname, events };
  }
  const event: TEvent = await orNotFound(
    entry.id === "event-detail" ? read(context, getEventBySlug, params.slug!, url.host) : read(context, getEventProgram, Number(params.id), url.host),
  );
  if (entry.id === "event-program-detail" && params.slug && params.slug !== event.slug) throw redirect(event.url, 301);
  return { mode: "detail" as const, title: event.title, lead: event.summary, path: event.url, event };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  if (data.mode === "list") return contentMeta(site, { title: localTitle(site, data.title), description: data.lead, path: data.path });
  const e = data.event;
  return contentMeta(site, {
    title: e.title,
    description: e.summary,
    image: e.cover,
    path: data.path,
    jsonLd: {
      "@type": "Event",
      name: e.title,
      description: e.summary,
      startDate: e.startsAt,
      endDate: e.endsAt,
      image: [site.origin + e.cover],
      eventAttendanceMode: `https://schema.org/${e.mode === "online" ? "Online" : e.mode === "hybrid" ? "Mixed" : "Offline"}EventAttendanceMode`,
      eventStatus: "https://schema.org/EventScheduled",
      location: e.mode === "online" ? { "@type": "VirtualLocation", url: site.origin + e.url } : { "@type": "Place", name: e.location, address: e.location },
      organizer: { "@type": "Organization", name: site.meta.siteName, url: site.origin + "/" },
      performer: e.speakers.filter((s) => s.isConfirmed).map((s) => ({ "@type": "Person", name: s.name })),
      offers: e.sponsorTiers.length
        ? undefined
        : { "@type": "Offer", price: 0, priceCurrency: "IDR", availability: "https://schema.org/InStock", url: site.origin + e.url },
    },
  });
}

const MODE = { online: "Daring", offline: "Luring", hybrid: "Hibrida" } as const;

function When({ e }: { e: TEvent }) {
  return (
    <>
      <DateText iso={e.startsAt} />, {formatTime(e.startsAt)}
    </>
  );
}

export default function Events({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === "list") {
    const { title, lead, events } = loaderData;
    return (
      <>
        <PageHeader title={title} lead={lead} crumbs={title === "Event" ? [] : [{ to: "/Event", label: "Event" }]} />
        <Container className="py-10">
          {events.length ? (
            <CardGrid
              items={events.map((e) => ({
                url: e.url,
                title: e.title,
                summary: e.summary,
                cover: e.cover,
                badge: e.upcoming ? "Akan datang" : "Telah selesai",
                meta: (
                  <>
                    <When e={e} /> · {MODE[e.mode]} · {e.location}
                  </>
                ),
              }))}
            />
          ) : (
            <EmptyState title="Belum ada event" action={{ to: "/", label: "Kembali ke beranda" }}>
              <p>Event berikutnya akan diumumkan di sini.</p>
            </EmptyState>
          )}
        </Container>
      </>
    );
  }
  const e = loaderData.event;
  return (
    <>
      <PageHeader
        title={e.title}
        lead={e.summary}
        crumbs={[e.kind === "program" ? { to: "/Event/Program", label: "Program Event" } : { to: "/Event", label: "Event" }]}
      />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <SiteImage src={e.cover} alt="" width={1200} height={630} className="aspect-[1200/630] w-full rounded-2xl object-cover" />
            <Html html={e.description} className="mt-4" />
          </div>
          <aside className="h-fit rounded-2xl border border-slate-200 p-6">
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-dark">Mulai</dt>
                <dd className="text-slate-600">
                  <When e={e} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-dark">Selesai</dt>
                <dd className="text-slate-600">
                  <DateText iso={e.endsAt} />, {formatTime(e.endsAt)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-dark">Lokasi</dt>
                <dd className="text-slate-600">
                  {e.location} ({MODE[e.mode]})
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-dark">Status</dt>
                <dd className="text-slate-600">{e.upcoming ? "Akan datang" : "Telah selesai"}</dd>
              </div>
            </dl>
            {e.kind === "event" && e.upcoming ? (
              <div className="mt-6 grid gap-2">
                <SmartLink
                  to={`/Event/${e.slug}/Daftar`}
                  className="rounded-full bg-primary px-5 py-3 text-center font-semibold text-on-primary hover:opacity-90"
                >
                  Daftar sekarang
                </SmartLink>
                <p className="text-center text-xs text-slate-600">Gratis · konfirmasi dan file kalender dikirim ke email</p>
              </div>
            ) : null}
          </aside>
        </div>

        {e.speakers.length ? (
          <Section id="pembicara" title="Pembicara" className="mt-14">
            <GridList items={e.speakers} keyOf={(s) => s.id} itemClassName="flex gap-4 rounded-2xl border border-slate-200 p-5">
              {(s) => (
                <>
                  <Avatar src={s.image} name={s.name} size={64} className="h-16 w-16 rounded-full" />
                  <div>
                    <h3 className="font-bold text-dark">{s.name}</h3>
                    <p className="text-sm text-slate-600">{s.short_bio}</p>
                    <p className="mt-1 text-xs">
                      <span className={s.isConfirmed ? "font-semibold text-success-ink" : "font-semibold text-warning-ink"}>
                        {s.isConfirmed ? "Terkonfirmasi" : "Menunggu konfirmasi"}
                      </span>
                      {s.linkedIn ? (
                        <>
                          {" · "}
                          <a href={s.linkedIn} target="_blank" rel="noopener noreferrer" className="text-primary-ink underline">
                            LinkedIn<span className="sr-only"> {s.name}</span>
                          </a>
                        </>
                      ) : null}
                    </p>
                  </div>
                </>
              )}
            </GridList>
          </Section>
        ) : null}

        {e.activities.length ? (
          <Section id="kegiatan" title="Kegiatan" className="mt-14">
            <GridList items={e.activities} keyOf={(a) => a.name} itemClassName="overflow-hidden rounded-2xl border border-slate-200">
              {(a) => (
                <>
                  <SiteImage src={a.image} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                  <div className="p-5">
                    <h3 className="font-bold text-dark">{a.name}</h3>
                    <p className="mt-1 text-sm text-slate-600">{a.description}</p>
                  </div>
                </>
              )}
            </GridList>
          </Section>
        ) : null}

        {e.sponsorTiers.length ? (
          <Section id="sponsor" title="Jadi sponsor" link={{ to: `/Event/${e.slug}/Sponsor`, label: "Ajukan minat sponsor" }} className="mt-14">
            <p className="mt-2 text-sm text-slate-600">
              Untuk perusahaan yang ingin mendukung acara ini. Peserta cukup mendaftar lewat tombol Daftar sekarang.
            </p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {e.sponsorTiers.map((t) => (
                <li
                  key={t.name}
                  data-testid="sponsor-tier"
                  className={`flex flex-col rounded-2xl border p-6 ${t.exclusive ? "border-primary ring-2 ring-primary/30" : "border-slate-200"}`}
                >
                  <h3 className="font-heading text-lg font-bold text-dark">{t.name}</h3>
                  <p className="text-sm text-slate-500">{t.slot}</p>
                  <p className="mt-3 font-heading text-2xl font-extrabold text-primary-ink">
                    {t.price === null ? (t.priceNote ?? "Seluruh biaya acara") : formatRupiah(t.price)}
                  </p>
                  <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                    {t.benefits.map((b) => (
                      <li key={b} className="flex gap-2">
                        <span className="text-success-ink" aria-hidden="true">
                          ✓
                        </span>
                        {b}
                      </li>
                    ))}
                  </ul>
                  <SmartLink
                    to={`/Event/${e.slug}/Sponsor?paket=${encodeURIComponent(t.name)}`}
                    className="mt-auto pt-4 text-sm font-semibold text-primary-ink underline"
                  >
                    Jadi sponsor {t.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <ShareLinks url={e.url} title={e.title} />
      </Container>
    </>
  );
}
