import { describe, expect, it } from "vitest";
import { parseVideoLink, seedClipUrl, videoLinkOf, videoSource } from "./video-source.ts";

describe("video source", () => {
  it("plays the video's own file in a native player, before a YouTube id", () => {
    expect(videoSource({ videoUrl: "/media/video/video-1.webm", youtubeId: "abc" })).toEqual({
      kind: "file",
      src: "/media/video/video-1.webm",
      type: "video/webm",
    });
    expect(videoSource({ videoUrl: "/files/2026/kelas.mp4", youtubeId: null })).toEqual({ kind: "file", src: "/files/2026/kelas.mp4", type: "video/mp4" });
    expect(videoSource({ videoUrl: null, youtubeId: "dQw4w9WgXcQ" })).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(videoSource({ videoUrl: null, youtubeId: null })).toBeNull();
  });

  it.each(["https://evil.example/x.webm", "/media/../../etc/passwd.webm", "javascript:alert(1)", "/media/video/x.exe", "//evil.example/x.webm", ""])(
    "never plays %s",
    (url) => {
      expect(videoSource({ videoUrl: url, youtubeId: null })).toBeNull();
    },
  );

  it("has a generated clip for each of the four seeded videos only", () => {
    expect([0, 1, 2, 3].map(seedClipUrl)).toEqual([
      "/media/video/video-1.webm",
      "/media/video/video-2.webm",
      "/media/video/video-3.webm",
      "/media/video/video-4.webm",
    ]);
    expect(seedClipUrl(4)).toBeNull();
  });

  it("reads YouTube and Vimeo links as staff paste them, and nothing else", () => {
    expect(parseVideoLink("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoLink("https://youtu.be/dQw4w9WgXcQ")).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoLink("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toEqual({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoLink("https://vimeo.com/76979871")).toEqual({ kind: "vimeo", id: "76979871" });
    expect(parseVideoLink("https://player.vimeo.com/video/76979871?h=abc")).toEqual({ kind: "vimeo", id: "76979871" });
    for (const bad of ["https://contoh.test/watch?v=dQw4w9WgXcQ", "javascript:alert(1)", "https://www.youtube.com/watch?v=<script>", "vimeo.com/123"])
      expect(parseVideoLink(bad), bad).toBeNull();
    expect(videoSource({ youtubeId: null, vimeoId: "76979871", videoUrl: null })).toEqual({ kind: "vimeo", id: "76979871" });
    expect(videoLinkOf({ youtubeId: null, vimeoId: "76979871" })).toBe("https://vimeo.com/76979871");
  });
});
