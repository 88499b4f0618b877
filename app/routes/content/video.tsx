import { useState } from "react";
import { read } from "../../lib/cached-read.server.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/video";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { Container, DateText, Pager, TranscriptDetails } from "../../components/content/ContentUI.tsx";
import { DEFAULT_PAGE_SIZE } from "../../../src/contracts/content.ts";
import { formatDuration } from "../../../src/kernel/format.ts";
import { videoSource } from "../../../src/domain/content/video-source.ts";
import { listVideos, type TVideo } from "../../lib/content.server.ts";
import { captionsOf, type TCaptions } from "../../lib/media-captions.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { pageParam } from "./posts-list.tsx";
import { SiteImage } from "../../components/SiteImage.tsx";

export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const list = await read(context, listVideos, { page: pageParam(url), pageSize: DEFAULT_PAGE_SIZE });
  const language = requestOf(context).tenant.language;
  // Captions exist for a video played from its own file when that file has a transcript.
  const captions = Object.fromEntries(
    list.items.flatMap((v) => {
      const c = videoSource(v)?.kind === "file" ? captionsOf("video", { id: v.id, mediaUrl: v.videoUrl }, language) : null;
      return c ? [[v.id, c] as const] : [];
    }),
  );
  return { title: entry.title, lead: entry.lead, path: url.pathname, list, captions };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  return contentMeta(site, {
    title: localTitle(site, data.title),
    description: data.lead,
    path: data.path,
    robots: data.list.page > 1 ? "noindex, follow" : undefined,
  });
}

/**
 * A seeded video plays its local clip in a native player. A YouTube or Vimeo video is click-to-play:
 * nothing is loaded from YouTube or Vimeo until the visitor asks for it (youtube-nocookie, Vimeo's dnt).
 */
function VideoCard({ v, captions }: { v: TVideo; captions: TCaptions | undefined }) {
  const [play, setPlay] = useState(false);
  const source = videoSource(v);
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {source?.kind === "file" && captions ? (
        <video controls preload="metadata" poster={v.thumbnail} className="aspect-video w-full bg-black" aria-label={v.title}>
          <source src={source.src} type={source.type} />
          <track kind="captions" src={captions.src} srcLang={captions.srclang} label={captions.label} default />
        </video>
      ) : source?.kind === "file" ? (
        // biome-ignore lint/a11y/useMediaCaption: this file has no transcript (a video staff uploaded), so there is nothing to build captions from; files with one take the branch above
        <video controls preload="metadata" poster={v.thumbnail} className="aspect-video w-full bg-black" aria-label={v.title}>
          <source src={source.src} type={source.type} />
        </video>
      ) : play && (source?.kind === "youtube" || source?.kind === "vimeo") ? (
        <iframe
          title={v.title}
          src={
            source.kind === "youtube"
              ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(source.id)}?autoplay=1`
              : `https://player.vimeo.com/video/${encodeURIComponent(source.id)}?autoplay=1&dnt=1`
          }
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="aspect-video w-full"
        />
      ) : (
        <div className="relative">
          <SiteImage src={v.thumbnail} alt="" className="aspect-video w-full object-cover" loading="lazy" />
          {source?.kind === "youtube" || source?.kind === "vimeo" ? (
            <button type="button" onClick={() => setPlay(true)} className="absolute inset-0 grid place-items-center bg-black/20 text-white hover:bg-black/30">
              <span className="rounded-full bg-white/90 px-4 py-2 text-sm font-bold text-dark">▶ Putar video</span>
            </button>
          ) : (
            <span className="absolute bottom-2 left-2 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white">Segera tayang</span>
          )}
          <span className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">{formatDuration(v.durationSec)}</span>
        </div>
      )}
      <div className="p-5">
        <h2 className="font-heading text-lg font-bold text-dark">{v.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{v.summary}</p>
        <p className="mt-3 text-xs text-slate-500">
          <DateText iso={v.publishedAt} /> · {v.topics.join(", ")}
        </p>
        {captions ? <TranscriptDetails captions={captions} /> : null}
      </div>
    </li>
  );
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { title, lead, list, captions } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="py-10">
        {list.items.length ? (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.items.map((v) => (
                <VideoCard key={v.id} v={v} captions={captions[v.id]} />
              ))}
            </ul>
            <Pager page={list.page} totalPages={list.totalPages} search={location.search} />
          </>
        ) : (
          <EmptyState title="Belum ada video" action={{ to: "/", label: "Kembali ke beranda" }} />
        )}
      </Container>
    </>
  );
}
