/**
 * Where a video plays from: its own file (`video_url`, one of our paths) in a native player, else a
 * YouTube id through youtube-nocookie after a click (facade). A video with neither has no source
 * and shows as coming soon. Seeded videos play generated clips (media/seed/video/, see
 * scripts/generate-seed-media.ts and docs/decisions/032-seeded-podcast-recordings-and-video-clips.md).
 */
export const SEED_VIDEO_CLIPS = ["video-1", "video-2", "video-3", "video-4"] as const;

export type TVideoSource =
  | { kind: "youtube"; id: string }
  | { kind: "vimeo"; id: string }
  | { kind: "file"; src: string; type: "video/webm" | "video/mp4" }
  | null;

/** Only files we serve ourselves: a path under /media/ or /files/ ending in .webm or .mp4. */
const FILE = /^\/(?:media|files)\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}\.(webm|mp4)$/;

export function videoSource(v: { youtubeId: string | null; vimeoId?: string | null; videoUrl: string | null }): TVideoSource {
  const file = v.videoUrl && !v.videoUrl.includes("..") ? FILE.exec(v.videoUrl) : null;
  if (file) return { kind: "file", src: v.videoUrl!, type: file[1] === "mp4" ? "video/mp4" : "video/webm" };
  if (v.youtubeId && YOUTUBE_ID.test(v.youtubeId)) return { kind: "youtube", id: v.youtubeId };
  if (v.vimeoId && VIMEO_ID.test(v.vimeoId)) return { kind: "vimeo", id: v.vimeoId };
  return null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^[0-9]{3,12}$/;

/**
 * A YouTube or Vimeo link as staff paste it (watch, share, embed and shorts forms) → the video id;
 * null for anything else (the editor refuses it with a sentence).
 */
export function parseVideoLink(link: string): { kind: "youtube" | "vimeo"; id: string } | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = parts[0] === "watch" ? (url.searchParams.get("v") ?? undefined) : ["embed", "shorts", "live", "v"].includes(parts[0] ?? "") ? parts[1] : undefined;
    if (id && YOUTUBE_ID.test(id)) return { kind: "youtube", id };
    return null;
  } else if (host === "vimeo.com" || host === "player.vimeo.com") {
    id = parts.find((p) => VIMEO_ID.test(p));
    return id ? { kind: "vimeo", id } : null;
  }
  return id && YOUTUBE_ID.test(id) ? { kind: "youtube", id } : null;
}

/** The link shown in the editor for a stored id. */
export function videoLinkOf(v: { youtubeId: string | null; vimeoId: string | null }): string {
  if (v.youtubeId) return `https://www.youtube.com/watch?v=${v.youtubeId}`;
  if (v.vimeoId) return `https://vimeo.com/${v.vimeoId}`;
  return "";
}

/** The generated clip of the i-th seeded video (0-based), or null past the generated ones. */
export function seedClipUrl(i: number): string | null {
  const clip = SEED_VIDEO_CLIPS[i];
  return clip ? `/media/video/${clip}.webm` : null;
}

/** Length of each generated seed clip (scripts/generate-seed-media.ts). */
export const SEED_CLIP_SECONDS = 6;
