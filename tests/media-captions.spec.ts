import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PODCAST_TRANSCRIPTS } from "../src/seed/media-transcripts.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * Captions of the players (WCAG 1.2.1/1.2.2): a podcast episode's <audio> and a video's <video>
 * carry a <track kind="captions"> whose WebVTT file is built from the recording's transcript and
 * served per tenant: another tenant's host, or an unknown id, gets a 404.
 */
let t: TTestApp;
const SB = "sekolahbeta.localhost:3000";
const SMK = "smkcoding.localhost:3000";
const EN = "asean-foundation.localhost:3000";

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

/** The attributes of every <tag …> of a page. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), (a[2] ?? "").replaceAll("&amp;", "&")])),
  );
}

const CUE_TIMING = /^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/;

/** Fetches a captions file, checks it is WebVTT, and returns its cue texts. */
async function captions(host: string, src: string): Promise<string[]> {
  const res = await t.req(host, src);
  expect(res.status, `${host}${src}`).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
  const vtt = await res.text();
  expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
  const blocks = vtt.trimEnd().split("\n\n").slice(1);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map((b) => {
    const [, timing, text] = b.split("\n");
    expect(timing).toMatch(CUE_TIMING);
    return text!;
  });
}

const words = (s: string) => s.replace(/<[^>]*>/g, " ").match(/[\p{L}\p{N}]+/gu) ?? [];

describe(`player captions on ${process.env.TEST_DB}`, () => {
  it("an episode page has a captions track whose WebVTT carries the transcript; another tenant's host gets 404", async () => {
    const list = await (await t.req(SB, "/api/v1/podcast/list?page=1&pageSize=50")).json();
    const items: { url: string; id: number }[] = list.data.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const html = await (await t.req(SB, item.url)).text();
      const [audio] = tags(html, "audio");
      const slug = /^\/media\/audio\/([a-z0-9-]+)\.ogg$/.exec(audio?.src ?? "")?.[1];
      const transcript = slug ? PODCAST_TRANSCRIPTS[slug] : undefined;
      if (!transcript) continue;
      const [track] = tags(html, "track");
      expect(track, item.url).toMatchObject({ kind: "captions", srclang: "id", label: "Indonesia", src: `/Podcast/${item.id}/Captions.vtt` });
      expect(track).toHaveProperty("default");
      const cues = await captions(SB, track!.src!);
      // Every word of the transcript is in the captions, in order.
      expect(words(cues.join(" ")).join(" ")).toContain(words(transcript.lines.map((l) => `${l.speaker} ${l.text}`).join(" ")).join(" "));
      expect(cues.some((c) => c.includes(transcript.lines[0]!.text.split(/(?<=\.)\s/)[0]!))).toBe(true);

      const foreign = await t.req(SMK, track!.src!);
      expect(foreign.status).toBe(404);
      expect(await foreign.text()).not.toContain("WEBVTT");
      return;
    }
    throw new Error("no seeded episode with a transcript on sekolahbeta");
  });

  it("an unknown episode or video, or a malformed id, is a 404", async () => {
    for (const path of ["/Podcast/999999999/Captions.vtt", "/Video/999999999/Captions.vtt", "/Podcast/abc/Captions.vtt", "/Video/0/Captions.vtt"]) {
      expect((await t.req(SB, path)).status, path).toBe(404);
    }
  });

  it("every seeded video plays with a captions track and shows its transcript; the captions are this tenant's only", async () => {
    const html = await (await t.req(SB, "/Video")).text();
    const videos = tags(html, "video");
    const tracks = tags(html, "track");
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(tracks).toHaveLength(videos.length);
    expect(html.match(/<details\b[^>]*><summary[^>]*>Transkrip<\/summary>/g)).toHaveLength(videos.length);
    for (const track of tracks) {
      expect(track).toMatchObject({ kind: "captions", srclang: "id", label: "Indonesia" });
      expect(track.src).toMatch(/^\/Video\/\d+\/Captions\.vtt$/);
      const cues = await captions(SB, track.src!);
      expect(cues.join(" ")).toContain("Denting lonceng");
      expect(html).toContain(cues[0]!);
      expect((await t.req(SMK, track.src!)).status).toBe(404);
    }
  });

  it("an English site's episodes and videos have English captions", async () => {
    const list = await (await t.req(EN, "/api/v1/podcast/list?page=1&pageSize=1")).json();
    const [item] = list.data.items as { url: string }[];
    const [track] = tags(await (await t.req(EN, item!.url)).text(), "track");
    expect(track).toMatchObject({ kind: "captions", srclang: "en", label: "English" });
    expect((await captions(EN, track!.src!)).join(" ")).toMatch(/Welcome|episode/);
    const [videoTrack] = tags(await (await t.req(EN, "/Video")).text(), "track");
    expect(videoTrack).toMatchObject({ srclang: "en", label: "English" });
    expect((await captions(EN, videoTrack!.src!)).join(" ")).toContain("chime");
  });
});
