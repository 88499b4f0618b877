import { SEED_CLIP_SECONDS, SEED_VIDEO_CLIPS } from "../domain/content/video-source.ts";

/**
 * Transcripts of the seeded podcast recordings. The recordings under media/seed/audio/ are spoken
 * from exactly these lines (scripts/generate-seed-media.sh, espeak-ng), so what a visitor reads is
 * what they hear. Indonesian episodes in Indonesian, the English site's episodes in English.
 * `durationSec` is the recording's length (ffprobe, rounded) and is what the episode shows.
 */
export interface TTranscriptLine {
  /** "" for a sound without a speaker. */
  speaker: string;
  text: string;
  /** Seconds into the recording where the line starts, when known. */
  startSec?: number;
}

export const PODCAST_TRANSCRIPTS: Record<string, { durationSec: number; lang: "id" | "en"; lines: TTranscriptLine[] }> = {
  "ngobrol-karier-pindah-jalur-ke-teknologi": {
    durationSec: 22,
    lang: "id",
    lines: [
      { speaker: "Rizky Pratama", text: "Halo, selamat datang di Ngobrol Karier. Hari ini kita bicara tentang pindah jalur ke dunia teknologi." },
      { speaker: "Maya Anggraini", text: "Dulu saya bekerja di bank. Saya mulai belajar pemrograman setiap malam selama enam bulan." },
      { speaker: "Rizky Pratama", text: "Terima kasih sudah mendengarkan. Sampai jumpa di episode berikutnya." },
    ],
  },
  "mentor-bicara-cara-memberi-umpan-balik": {
    durationSec: 17,
    lang: "id",
    lines: [
      { speaker: "Pembawa acara", text: "Selamat datang di Mentor Bicara. Kali ini kita membahas cara memberi umpan balik yang membangun." },
      { speaker: "Mentor", text: "Mulailah dari hal yang sudah baik, lalu sebutkan satu hal yang bisa diperbaiki, dengan contoh yang jelas." },
    ],
  },
  "teknologi-untuk-umkm": {
    durationSec: 18,
    lang: "id",
    lines: [
      { speaker: "Pembawa acara", text: "Halo, ini episode Teknologi untuk UMKM. Langkah pertama digitalisasi usaha adalah pencatatan yang rapi." },
      { speaker: "Narasumber", text: "Catat setiap penjualan dan pengeluaran setiap hari. Dari catatan itu, keputusan usaha menjadi lebih mudah." },
    ],
  },
  "belajar-di-era-kecerdasan-buatan": {
    durationSec: 16,
    lang: "id",
    lines: [
      { speaker: "Pembawa acara", text: "Apakah kecerdasan buatan teman belajar atau jalan pintas? Itu pertanyaan kita hari ini." },
      { speaker: "Narasumber", text: "Gunakan kecerdasan buatan untuk bertanya dan memeriksa pemahaman, bukan untuk menyalin jawaban." },
    ],
  },
  "voices-of-asean-youth": {
    durationSec: 13,
    lang: "en",
    lines: [
      { speaker: "Host", text: "Welcome to Voices of ASEAN Youth. Today we talk about building skills close to home." },
      { speaker: "Guest", text: "Our learning circle meets every week in the village hall, and everyone teaches one thing they know." },
    ],
  },
  "teaching-data-in-villages": {
    durationSec: 12,
    lang: "en",
    lines: [
      { speaker: "Host", text: "This episode is about teaching data skills in villages." },
      { speaker: "Guest", text: "We start with the numbers people already use, like harvests and prices, and draw simple charts together." },
    ],
  },
};

/** Transcript as sanitizable HTML, appended to the episode's description under its own heading. */
export function transcriptHtml(slug: string): string {
  const t = PODCAST_TRANSCRIPTS[slug];
  if (!t) return "";
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<h2>${t.lang === "en" ? "Transcript" : "Transkrip"}</h2>${t.lines.map((l) => `<p><strong>${esc(l.speaker)}:</strong> ${esc(l.text)}</p>`).join("")}`;
}

/**
 * Transcripts of the seeded video clips (media/seed/video/, scripts/generate-seed-media.ts): a
 * title card with no speech, whose whole soundtrack is a soft two-note chime (C5 and E5) struck
 * every 1.5 seconds. Captions describe that sound, in the site's language.
 */
const CLIP_SOUND: Record<"id" | "en", TTranscriptLine[]> = {
  id: [{ speaker: "", text: "[Tanpa ucapan. Denting lonceng lembut dua nada, berulang setiap satu setengah detik.]", startSec: 0 }],
  en: [{ speaker: "", text: "[No speech. A soft two-note chime, repeating every second and a half.]", startSec: 0 }],
};

export interface TMediaTranscript {
  lang: "id" | "en";
  /** Length of the recording in seconds. */
  durationSec: number;
  lines: TTranscriptLine[];
}

/**
 * The transcript of one of the seeded media files by its URL (`/media/audio/<slug>.ogg`,
 * `/media/video/<clip>.webm`), or null for any other file (a staff upload or link has none).
 * `language` is the site's, for a clip without speech.
 */
export function seededMediaTranscript(url: string | null | undefined, language: "id" | "en"): TMediaTranscript | null {
  const audio = /^\/media\/audio\/([a-z0-9-]+)\.ogg$/.exec(url ?? "");
  if (audio) return Object.hasOwn(PODCAST_TRANSCRIPTS, audio[1]!) ? PODCAST_TRANSCRIPTS[audio[1]!]! : null;
  const video = /^\/media\/video\/([a-z0-9-]+)\.webm$/.exec(url ?? "");
  if (video && (SEED_VIDEO_CLIPS as readonly string[]).includes(video[1]!))
    return { lang: language, durationSec: SEED_CLIP_SECONDS, lines: CLIP_SOUND[language] };
  return null;
}
