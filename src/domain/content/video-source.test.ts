import { describe, expect, it } from "vitest";
import { seedClipUrl, videoSource } from "./video-source.ts";

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
});
