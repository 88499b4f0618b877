import { redirect, useLocation } from "react-router";
import { Section } from "../../components/Section.tsx";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/podcasts";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { CardGrid, Container, DateText, Html, Pager, SearchBar, ShareLinks, TranscriptDetails } from "../../components/content/ContentUI.tsx";
import { DEFAULT_PAGE_SIZE } from "../../../src/contracts/content.ts";
import { formatDuration, titleSlug } from "../../../src/kernel/format.ts";
import { getPodcast, listPodcasts } from "../../lib/content.server.ts";
import { captionsOf } from "../../lib/media-captions.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { orNotFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches, pagedTitle } from "../../seo/meta.ts";
import { pageParam } from "./posts-list.tsx";

/** /Podcast (list, search, 6 a page) and /Podcast/{id}/{title?} (episode). */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  if (entry.id === "podcast") {
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
    const list = await read(context, listPodcasts, { page: pageParam(url), pageSize: DEFAULT_PAGE_SIZE, search: q || undefined });
    return { mode: "list" as const, title: entry.title, lead: entry.lead, path: url.pathname, list, q };
  }
  const ep = await orNotFound(read(context, getPodcast, Number(params.id), url.host));
  if (params.title && params.title !== titleSlug(ep.title)) throw redirect(ep.url, 301);
  const more = await read(context, listPodcasts, { page: 1, pageSize: 3, excludeId: ep.id });
  const captions = captionsOf("podcast", { id: ep.id, mediaUrl: ep.audioUrl }, requestOf(context).tenant.language);
  // Seeded show notes end with the transcript under its own heading; otherwise the page shows it under the player.
  const notesHaveTranscript = /<h[2-4][^>]*>\s*(Transkrip|Transcript)\s*<\/h[2-4]>/i.test(ep.description);
  return { mode: "detail" as const, ep, more: more.items, path: ep.url, captions, notesHaveTranscript };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  if (data.mode === "list")
    return contentMeta(site, {
      title: pagedTitle(localTitle(site, data.title), data.list.page),
      description: data.lead,
      path: data.path,
      robots: data.q || data.list.page > 1 ? "noindex, follow" : undefined,
    });
  const e = data.ep;
  return contentMeta(site, {
    title: e.title,
    description: e.summary,
    image: e.cover,
    path: data.path,
    type: "article",
    publishedTime: e.publishedAt,
    jsonLd: {
      "@type": "PodcastEpisode",
      name: e.title,
      description: e.summary,
      episodeNumber: e.episode,
      datePublished: e.publishedAt,
      timeRequired: `PT${Math.round(e.durationSec / 60)}M`,
      url: site.origin + e.url,
      image: site.origin + e.cover,
      partOfSeries: { "@type": "PodcastSeries", name: `Podcast ${site.meta.siteName}`, url: site.origin + "/Podcast" },
      actor: [e.host, ...e.guests].map((name) => ({ "@type": "Person", name })),
    },
  });
}

export default function Podcasts({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.mode === "list") {
    const { title, lead, list, q } = loaderData;
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <Container className="py-10">
          <SearchBar q={q} placeholder="Cari episode…" />
          {list.items.length ? (
            <>
              <div className="mt-6">
                <CardGrid
                  items={list.items.map((p) => ({
                    url: p.url,
                    title: p.title,
                    summary: p.summary,
                    cover: p.cover,
                    badge: `Episode ${p.episode}`,
                    meta: (
                      <>
                        <DateText iso={p.publishedAt} /> · {formatDuration(p.durationSec)} · {p.host}
                      </>
                    ),
                  }))}
                />
              </div>
              <Pager page={list.page} totalPages={list.totalPages} search={location.search} />
            </>
          ) : (
            <EmptyState title={q ? `Tidak ada episode untuk “${q}”` : "Belum ada episode"} action={{ to: "/Podcast", label: "Lihat semua episode" }} />
          )}
        </Container>
      </>
    );
  }
  const { ep, more, captions, notesHaveTranscript } = loaderData;
  return (
    <>
      <PageHeader title={ep.title} lead={ep.summary} crumbs={[{ to: "/Podcast", label: "Podcast" }]} />
      <Container className="py-10">
        <article className="mx-auto max-w-3xl">
          <p className="text-sm text-slate-500">
            Episode {ep.episode} · <DateText iso={ep.publishedAt} /> · {formatDuration(ep.durationSec)}
          </p>
          {ep.cover ? <img src={ep.cover} alt="" width={1200} height={630} className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover" /> : null}
          {ep.audioUrl && captions ? (
            <audio controls preload="metadata" src={ep.audioUrl} className="mt-6 w-full" aria-label={`Rekaman episode ${ep.episode}`}>
              <track kind="captions" src={captions.src} srcLang={captions.srclang} label={captions.label} default />
              <a href={ep.audioUrl}>Unduh episode</a>
            </audio>
          ) : ep.audioUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: this recording has no transcript (a file staff linked), so there is nothing to build captions from; recordings with one take the branch above
            <audio controls preload="metadata" src={ep.audioUrl} className="mt-6 w-full" aria-label={`Rekaman episode ${ep.episode}`}>
              <a href={ep.audioUrl}>Unduh episode</a>
            </audio>
          ) : (
            <p className="mt-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">Rekaman audio episode ini sedang diproses dan akan segera tersedia.</p>
          )}
          {ep.host || ep.guests.length ? (
            <dl className="mt-6 grid gap-2 text-sm sm:grid-cols-2">
              {ep.host ? (
                <div>
                  <dt className="font-semibold text-dark">Pembawa acara</dt>
                  <dd className="text-slate-600">{ep.host}</dd>
                </div>
              ) : null}
              {ep.guests.length ? (
                <div>
                  <dt className="font-semibold text-dark">Narasumber</dt>
                  <dd className="text-slate-600">{ep.guests.join(", ")}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {captions && !notesHaveTranscript ? <TranscriptDetails captions={captions} /> : null}
          <Html html={ep.description} className="mt-2" />
          <ShareLinks url={ep.url} title={ep.title} />
        </article>
        {more.length ? (
          <Section id="episode-lain" title="Episode lainnya" className="mt-16">
            <div className="mt-6">
              <CardGrid
                items={more.map((p) => ({
                  url: p.url,
                  title: p.title,
                  summary: p.summary,
                  cover: p.cover,
                  meta: (
                    <>
                      <DateText iso={p.publishedAt} /> · {formatDuration(p.durationSec)}
                    </>
                  ),
                }))}
              />
            </div>
          </Section>
        ) : null}
      </Container>
    </>
  );
}
