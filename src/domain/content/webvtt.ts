/**
 * WebVTT captions built from a transcript (the `<track kind="captions">` of a podcast episode or a
 * video). Pure: no I/O. A transcript whose every line carries its start time is timed by those
 * times; a plain one is cut into sentence cues spread over the media's duration in proportion to
 * their length, or at a fixed reading pace when the duration is unknown.
 */
export interface TCaptionLine {
  /** Who speaks; "" (or absent) for sounds and narration without a speaker. */
  speaker?: string;
  text: string;
  /** Seconds from the start of the media when the line begins, when the transcript says so. */
  startSec?: number;
}

/** Reading pace for a transcript without a known duration (characters a second, a common caption guideline). */
export const READING_CHARS_PER_SECOND = 15;

/** `HH:MM:SS.mmm`, the cue timing format (hours always written). */
export function vttTime(sec: number): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cue text may not carry raw `&`, `<` or `>` (they start entities and tags, and `-->` ends a timing). */
export function escapeCueText(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A line cut into sentences (after `.`, `!`, `?` or `…` followed by a space), whitespace collapsed. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?…])\s+/)
    .filter(Boolean);
}

interface TCue {
  start: number;
  end: number;
  text: string;
}

/** Splits [start, end) among the parts in proportion to their length. */
function spread(parts: string[], start: number, end: number): { start: number; end: number; part: string; index: number }[] {
  const total = parts.reduce((n, p) => n + p.length, 0) || 1;
  let at = 0;
  return parts.map((part, index) => {
    const s = start + ((end - start) * at) / total;
    at += part.length;
    return { start: s, end: start + ((end - start) * at) / total, part, index };
  });
}

/** The cue text of one sentence: the speaker's name before the first sentence of their line, inside a voice span. */
function cueText(line: TCaptionLine, sentence: string, first: boolean): string {
  const speaker = line.speaker?.replace(/\s+/g, " ").trim();
  if (!speaker) return escapeCueText(sentence);
  return `<v ${escapeCueText(speaker)}>${escapeCueText(first ? `${speaker}: ${sentence}` : sentence)}`;
}

/**
 * The WebVTT file of a transcript. `durationSec` is the media's length when known (> 0).
 * Lines without text are skipped; an empty transcript gives a file with the header only.
 */
export function buildWebVtt(lines: readonly TCaptionLine[], opts: { durationSec?: number } = {}): string {
  const kept = lines.filter((l) => sentencesOf(l.text).length > 0);
  const duration = opts.durationSec && opts.durationSec > 0 ? opts.durationSec : 0;
  const readingTime = (text: string) => Math.max(1, text.length / READING_CHARS_PER_SECOND);
  const cues: TCue[] = [];
  const timed = kept.length > 0 && kept.every((l) => typeof l.startSec === "number" && Number.isFinite(l.startSec) && l.startSec >= 0);
  if (timed) {
    const sorted = [...kept].sort((a, b) => a.startSec! - b.startSec!);
    sorted.forEach((line, i) => {
      const start = line.startSec!;
      const next = sorted[i + 1]?.startSec;
      const end = next !== undefined && next > start ? next : duration > start ? duration : start + readingTime(line.text);
      for (const c of spread(sentencesOf(line.text), start, end)) cues.push({ start: c.start, end: c.end, text: cueText(line, c.part, c.index === 0) });
    });
  } else {
    const parts = kept.flatMap((line) => sentencesOf(line.text).map((sentence, i) => ({ line, sentence, first: i === 0 })));
    const total = duration || parts.reduce((n, p) => n + readingTime(p.sentence), 0);
    for (const c of spread(
      parts.map((p) => p.sentence),
      0,
      total,
    )) {
      const p = parts[c.index]!;
      cues.push({ start: c.start, end: c.end, text: cueText(p.line, p.sentence, p.first) });
    }
  }
  const body = cues.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}\n`).join("\n");
  return `WEBVTT\n\n${body}`;
}
