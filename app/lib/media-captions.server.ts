import { seededMediaTranscript, type TMediaTranscript } from "../../src/seed/media-transcripts.ts";
import { buildPath } from "../route-table.ts";

/**
 * Captions of a podcast episode or a video: they exist when its recording has a transcript (the
 * seeded recordings and clips, src/seed/media-transcripts.ts). The page renders a
 * `<track kind="captions">` pointing at the item's captions route (routes/content/media-captions.tsx)
 * and the transcript text; an item without a transcript has no track.
 */
export interface TCaptions {
  src: string;
  srclang: "id" | "en";
  /** The track's name in the player's captions menu. */
  label: string;
  /** The transcript as "Speaker: text" paragraphs (a sound has no speaker). */
  transcript: string[];
  /** The heading of the transcript in its own language. */
  heading: string;
}

export function captionsOf(kind: "podcast" | "video", item: { id: number; mediaUrl: string | null }, language: "id" | "en"): TCaptions | null {
  const t = transcriptOf(item.mediaUrl, language);
  if (!t) return null;
  return {
    src: buildPath(kind === "podcast" ? "podcast-captions" : "video-captions", { id: item.id }),
    srclang: t.lang,
    label: t.lang === "en" ? "English" : "Indonesia",
    transcript: t.lines.map((l) => (l.speaker ? `${l.speaker}: ${l.text}` : l.text)),
    heading: t.lang === "en" ? "Transcript" : "Transkrip",
  };
}

export function transcriptOf(mediaUrl: string | null, language: "id" | "en"): TMediaTranscript | null {
  return seededMediaTranscript(mediaUrl, language);
}
