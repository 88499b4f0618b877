/**
 * Where a video plays from: its own file (`video_url`, one of our paths) in a native player, else a
 * YouTube id through youtube-nocookie after a click (facade). A video with neither has no source
 * and shows as coming soon. Seeded videos play generated clips (media/seed/video/, see
 * scripts/generate-seed-media.ts and docs/decisions/032-seeded-podcast-recordings-and-video-clips.md).
 */
export const SEED_VIDEO_CLIPS = ["video-1", "video-2", "video-3", "video-4"] as const;

export type TVideoSource = { kind: "youtube"; id: string } | { kind: "file"; src: string; type: "video/webm" | "video/mp4" } | null;

/** Only files we serve ourselves: a path under /media/ or /files/ ending in .webm or .mp4. */
const FILE = /^\/(?:media|files)\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}\.(webm|mp4)$/;

export function videoSource(v: { youtubeId: string | null; videoUrl: string | null }): TVideoSource {
  const file = v.videoUrl && !v.videoUrl.includes("..") ? FILE.exec(v.videoUrl) : null;
  if (file) return { kind: "file", src: v.videoUrl!, type: file[1] === "mp4" ? "video/mp4" : "video/webm" };
  if (v.youtubeId) return { kind: "youtube", id: v.youtubeId };
  return null;
}

/** The generated clip of the i-th seeded video (0-based), or null past the generated ones. */
export function seedClipUrl(i: number): string | null {
  const clip = SEED_VIDEO_CLIPS[i];
  return clip ? `/media/video/${clip}.webm` : null;
}

/** Length of each generated seed clip (scripts/generate-seed-media.ts). */
export const SEED_CLIP_SECONDS = 6;
