import type { Route } from "./+types/media-captions";
import { buildWebVtt } from "../../../src/domain/content/webvtt.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { read } from "../../lib/cached-read.server.ts";
import { getPodcast, getVideo } from "../../lib/content.server.ts";
import { transcriptOf } from "../../lib/media-captions.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { paramsAreValid, ROUTE_TABLE } from "../../route-table.ts";

const HEADERS = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache" };

function notFound(): Response {
  return new Response("Takarir tidak ditemukan.", { status: 404, headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * /Podcast/{id}/Captions.vtt and /Video/{id}/Captions.vtt: the item's captions as WebVTT, built
 * from its recording's transcript. The item is read as its page reads it (this tenant's, live);
 * another tenant's id, an unknown one or an item without a transcript is a 404.
 */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const entry = ROUTE_TABLE.find((e) => e.path === pattern);
  if (!entry || !paramsAreValid(entry, params)) return notFound();
  const id = Number(params.id);
  try {
    const item =
      entry.id === "podcast-captions"
        ? await read(context, getPodcast, id, url.host).then((p) => ({ mediaUrl: p.audioUrl, durationSec: p.durationSec }))
        : await read(context, getVideo, id).then((v) => ({ mediaUrl: v.videoUrl, durationSec: v.durationSec }));
    const t = transcriptOf(item.mediaUrl, requestOf(context).tenant.language);
    if (!t) return notFound();
    return new Response(buildWebVtt(t.lines, { durationSec: t.durationSec || item.durationSec }), {
      headers: { ...HEADERS, "Content-Type": "text/vtt; charset=utf-8" },
    });
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return notFound();
    throw err;
  }
}
