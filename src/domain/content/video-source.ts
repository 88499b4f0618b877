/**
 * Where a video plays from. A YouTube id plays through youtube-nocookie after a click (facade);
 * otherwise a seeded video plays its generated local clip (media/seed/video/, see
 * scripts/generate-seed-media.ts), found from its seeded thumbnail `/media/cover/video-N.svg`.
 * The videos table has no file column yet (docs/decisions/seed-media.md), so the
 * seeded thumbnail name is what ties a seeded video to its clip; any other video without a
 * YouTube id has no source and shows as coming soon.
 */
export const SEED_VIDEO_CLIPS = ["video-1", "video-2", "video-3", "video-4"] as const;

export type TVideoSource = { kind: "youtube"; id: string } | { kind: "file"; src: string; type: "video/webm" } | null;

export function videoSource(v: { youtubeId: string | null; thumbnail: string }): TVideoSource {
  if (v.youtubeId) return { kind: "youtube", id: v.youtubeId };
  const m = /^\/media\/cover\/(video-\d+)\.svg$/.exec(v.thumbnail);
  const clip = m && (SEED_VIDEO_CLIPS as readonly string[]).includes(m[1]!) ? m[1]! : null;
  return clip ? { kind: "file", src: `/media/video/${clip}.webm`, type: "video/webm" } : null;
}

/** Length of each generated seed clip (scripts/generate-seed-media.ts). */
export const SEED_CLIP_SECONDS = 6;
