import { describe, expect, it } from "vitest";
import { buildWebVtt, escapeCueText, READING_CHARS_PER_SECOND, sentencesOf, vttTime } from "./webvtt.ts";

const TIMING = /^(\d{2}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/;
const seconds = (h: string, m: string, s: string, ms: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** The cues of a WebVTT file: [start, end, text], checking each block's shape on the way. */
function cuesOf(vtt: string): [number, number, string][] {
  const [header, ...blocks] = vtt.trimEnd().split("\n\n");
  expect(header).toBe("WEBVTT");
  return blocks.map((block, i) => {
    const [id, timing, ...text] = block.split("\n");
    expect(id).toBe(String(i + 1));
    const m = TIMING.exec(timing!);
    expect(m, timing).not.toBeNull();
    expect(text).toHaveLength(1);
    return [seconds(m![1]!, m![2]!, m![3]!, m![4]!), seconds(m![5]!, m![6]!, m![7]!, m![8]!), text[0]!];
  });
}

describe("WebVTT captions", () => {
  it("writes times as HH:MM:SS.mmm", () => {
    expect(vttTime(0)).toBe("00:00:00.000");
    expect(vttTime(1.5)).toBe("00:00:01.500");
    expect(vttTime(62.0004)).toBe("00:01:02.000");
    expect(vttTime(3723.25)).toBe("01:02:03.250");
    expect(vttTime(-3)).toBe("00:00:00.000");
  });

  it("cuts a line into sentences", () => {
    expect(sentencesOf("  Halo, semua.  Apa kabar?\nBaik! Terima kasih…  ")).toEqual(["Halo, semua.", "Apa kabar?", "Baik!", "Terima kasih…"]);
    expect(sentencesOf("   ")).toEqual([]);
  });

  it("spreads a plain transcript's sentences over the media's duration, in order, with the speaker on the first sentence of a line", () => {
    const vtt = buildWebVtt(
      [
        { speaker: "Rizky Pratama", text: "Halo, selamat datang. Hari ini kita bicara tentang karier." },
        { speaker: "Maya", text: "Dulu saya bekerja di bank." },
      ],
      { durationSec: 22 },
    );
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    const cues = cuesOf(vtt);
    expect(cues.map((c) => c[2])).toEqual([
      "<v Rizky Pratama>Rizky Pratama: Halo, selamat datang.",
      "<v Rizky Pratama>Hari ini kita bicara tentang karier.",
      "<v Maya>Maya: Dulu saya bekerja di bank.",
    ]);
    expect(cues[0]![0]).toBe(0);
    expect(cues.at(-1)![1]).toBe(22);
    for (let i = 0; i < cues.length; i++) {
      expect(cues[i]![1]).toBeGreaterThan(cues[i]![0]);
      if (i > 0) expect(cues[i]![0]).toBeCloseTo(cues[i - 1]![1], 3);
    }
    // Longer sentences get more time.
    expect(cues[1]![1] - cues[1]![0]).toBeGreaterThan(cues[0]![1] - cues[0]![0]);
  });

  it("uses a fixed reading pace when the duration is unknown", () => {
    const text = "Satu kalimat yang cukup panjang untuk dibaca.";
    const cues = cuesOf(buildWebVtt([{ text }]));
    expect(cues).toHaveLength(1);
    expect(cues[0]![1]).toBeCloseTo(text.length / READING_CHARS_PER_SECOND, 2);
  });

  it("uses the transcript's own timings when every line has one, sorted by time", () => {
    const cues = cuesOf(
      buildWebVtt(
        [
          { speaker: "B", text: "Kedua.", startSec: 4 },
          { speaker: "A", text: "Pertama.", startSec: 1.25 },
        ],
        { durationSec: 10 },
      ),
    );
    expect(cues).toEqual([
      [1.25, 4, "<v A>A: Pertama."],
      [4, 10, "<v B>B: Kedua."],
    ]);
    const sound = cuesOf(buildWebVtt([{ text: "[Denting lonceng]", startSec: 0 }], { durationSec: 6 }));
    expect(sound).toEqual([[0, 6, "[Denting lonceng]"]]);
  });

  it("escapes <, > and & in cue text and in the speaker's name, so no cue can open a tag or end a timing", () => {
    expect(escapeCueText("a < b && c > d --> e")).toBe("a &lt; b &amp;&amp; c &gt; d --&gt; e");
    const vtt = buildWebVtt([{ speaker: "R&D <Tim>", text: "Pakai <b>tebal</b> & tanda --> panah." }], { durationSec: 5 });
    const [[, , text]] = cuesOf(vtt) as [[number, number, string]];
    expect(text).toBe("<v R&amp;D &lt;Tim&gt;>R&amp;D &lt;Tim&gt;: Pakai &lt;b&gt;tebal&lt;/b&gt; &amp; tanda --&gt; panah.");
    expect(vtt.split("\n").filter((l) => l.includes("-->"))).toHaveLength(1);
  });

  it("skips empty lines; an empty transcript is the header alone", () => {
    expect(buildWebVtt([])).toBe("WEBVTT\n\n");
    expect(cuesOf(buildWebVtt([{ text: " " }, { text: "Ada." }], { durationSec: 3 }))).toEqual([[0, 3, "Ada."]]);
  });
});
