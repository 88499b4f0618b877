/**
 * Generates the seeded podcast recordings and video clips under media/seed/ (committed, so a
 * server never needs these tools). Run once after changing src/seed/media-transcripts.ts:
 *
 *   sudo apt-get install -y espeak-ng ffmpeg   # Debian 12: espeak-ng 1.51, ffmpeg 5.1
 *   npx tsx scripts/generate-seed-media.ts
 *
 * Podcasts: each transcript line is spoken by espeak-ng (Indonesian or English voice, alternating
 * male/female variants per speaker), joined with short pauses and encoded as Ogg Opus (mono 24 kb/s).
 * Videos: a 6-second title card (tenant-neutral text, moving bar) with a soft two-tone chime,
 * encoded as WebM (VP9 + Opus), 480×270.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PODCAST_TRANSCRIPTS } from "../src/seed/media-transcripts.ts";
import { SEED_VIDEO_CLIPS } from "../src/domain/content/video-source.ts";

const out = resolve(import.meta.dirname, "../media/seed");
mkdirSync(join(out, "audio"), { recursive: true });
mkdirSync(join(out, "video"), { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), "seed-media-"));
const ff = (args: string[]) => execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

for (const [slug, t] of Object.entries(PODCAST_TRANSCRIPTS)) {
  const speakers = [...new Set(t.lines.map((l) => l.speaker))];
  const parts: string[] = [];
  t.lines.forEach((l, i) => {
    const wav = join(tmp, `${slug}-${i}.wav`);
    const voice = `${t.lang}+${speakers.indexOf(l.speaker) % 2 ? "f3" : "m3"}`;
    execFileSync("espeak-ng", ["-v", voice, "-s", "150", "-w", wav, l.text]);
    parts.push(wav);
  });
  const list = join(tmp, `${slug}.txt`);
  const silence = join(tmp, "pause.wav");
  ff(["-f", "lavfi", "-i", "anullsrc=r=22050:cl=mono", "-t", "0.6", silence]);
  writeFileSync(list, parts.flatMap((p) => [`file '${p}'`, `file '${silence}'`]).join("\n"));
  ff(["-f", "concat", "-safe", "0", "-i", list, "-ac", "1", "-c:a", "libopus", "-b:a", "24k", join(out, "audio", `${slug}.ogg`)]);
}

const VIDEO_TEXT = ["Profil program", "Rekaman webinar", "Tutorial Git", "Cerita alumni"];
SEED_VIDEO_CLIPS.forEach((clip, i) => {
  const text = VIDEO_TEXT[i] ?? clip;
  const font = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  ff([
    "-f",
    "lavfi",
    "-i",
    `color=c=0x1f6f8b:s=480x270:d=6:r=24`,
    "-f",
    "lavfi",
    "-i",
    `aevalsrc=0.08*sin(2*PI*523*t)*exp(-1.5*mod(t\\,1.5))+0.05*sin(2*PI*659*t)*exp(-1.5*mod(t\\,1.5)):s=48000:d=6`,
    "-vf",
    [
      `drawbox=x=0:y=ih-16:w=iw*t/6:h=16:color=0xffd166:t=fill`,
      `drawtext=fontfile=${font}:text='${text}':fontcolor=white:fontsize=30:x=(w-tw)/2:y=(h-th)/2-10+8*sin(t*2)`,
      `drawtext=fontfile=${font}:text='Video ${i + 1}':fontcolor=white@0.7:fontsize=16:x=(w-tw)/2:y=(h/2)+30`,
    ].join(","),
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "120k",
    "-deadline",
    "good",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "libopus",
    "-b:a",
    "32k",
    "-shortest",
    join(out, "video", `${clip}.webm`),
  ]);
});
rmSync(tmp, { recursive: true, force: true });
console.log(`media/seed: ${Object.keys(PODCAST_TRANSCRIPTS).length} recordings, ${SEED_VIDEO_CLIPS.length} clips`);
