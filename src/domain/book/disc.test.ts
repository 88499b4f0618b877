import { describe, expect, it } from "vitest";
import { DISC_DIMS, DISC_QUESTIONS, discField, discPercent, scoreDisc, validateDiscAnswers, type TDiscChoice, type TDiscDim } from "./disc.ts";

/** The option number (1…4) of a dimension in a question. */
const optionOf = (qi: number, dim: TDiscDim) => DISC_QUESTIONS[qi]!.statements.findIndex((s) => s.dim === dim) + 1;

/** Every question: `most` on one dimension, `least` on another. */
const always = (most: TDiscDim, least: TDiscDim): TDiscChoice[] => DISC_QUESTIONS.map((_, i) => ({ most: optionOf(i, most), least: optionOf(i, least) }));

const asForm = (choices: TDiscChoice[]) =>
  Object.fromEntries(
    choices.flatMap((c, i) => [
      [discField(i + 1, "most"), String(c.most)],
      [discField(i + 1, "least"), String(c.least)],
    ]),
  );

describe("DISC questions", () => {
  it("has 24 questions, each with one statement per dimension and distinct texts", () => {
    expect(DISC_QUESTIONS).toHaveLength(24);
    DISC_QUESTIONS.forEach((q, i) => {
      expect(q.no).toBe(i + 1);
      expect(q.statements.map((s) => s.dim).sort()).toEqual([...DISC_DIMS].sort());
    });
    const texts = DISC_QUESTIONS.flatMap((q) => q.statements.map((s) => s.text));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("does not always put a dimension at the same option position", () => {
    for (const dim of DISC_DIMS) expect(new Set(DISC_QUESTIONS.map((_, i) => optionOf(i, dim))).size).toBeGreaterThan(1);
  });
});

describe("scoreDisc", () => {
  it("given D always most and C always least, scores D +24, C −24 and profile D then I (tie broken by most picks, then order)", () => {
    const r = scoreDisc(always("D", "C"));
    expect(r.scores).toEqual({ D: 24, I: 0, S: 0, C: -24 });
    expect(r.primary).toBe("D");
    expect(r.secondary).toBe("I");
    expect(r.profile).toBe("DI");
  });

  it("scores most minus least per dimension, and the four scores sum to zero", () => {
    const choices = DISC_QUESTIONS.map((_, i) => {
      const most: TDiscDim = i < 10 ? "S" : i < 18 ? "C" : "I";
      const least: TDiscDim = i % 2 ? "D" : "I";
      return { most: optionOf(i, most), least: optionOf(i, least === most ? "D" : least) };
    });
    const r = scoreDisc(choices);
    // Most: S ×10, C ×8, I ×6. Least: I on the 9 even questions before 18, D on the other 15.
    expect(r.scores).toEqual({ D: -15, I: -3, S: 10, C: 8 });
    expect(r.scores.D + r.scores.I + r.scores.S + r.scores.C).toBe(0);
    expect(r.profile).toBe("SC");
  });

  it("breaks a score tie by the count of 'most' picks", () => {
    // S: 12 most, 12 least → 0 with 12 most picks; I: never picked → 0 with none (I comes before S in order).
    const choices = DISC_QUESTIONS.map((_, i) =>
      i < 12 ? { most: optionOf(i, "S"), least: optionOf(i, "C") } : { most: optionOf(i, "D"), least: optionOf(i, "S") },
    );
    const r = scoreDisc(choices);
    expect(r.scores).toEqual({ D: 12, I: 0, S: 0, C: -12 });
    expect(r.secondary).toBe("S");
  });

  it("refuses a list of the wrong length or an answer with most = least", () => {
    expect(() => scoreDisc(always("D", "C").slice(1))).toThrow(/24 jawaban/);
    const bad = always("D", "C");
    bad[3] = { most: 2, least: 2 };
    expect(() => scoreDisc(bad)).toThrow(/soal 4/);
  });

  it("maps scores to a 0–100 bar", () => {
    expect(discPercent(-24)).toBe(0);
    expect(discPercent(0)).toBe(50);
    expect(discPercent(24)).toBe(100);
  });
});

describe("validateDiscAnswers", () => {
  it("accepts a complete form and returns the choices in question order", () => {
    const choices = always("S", "D");
    const v = validateDiscAnswers(asForm(choices));
    expect(v).toEqual({ ok: true, choices });
  });

  it("names every unanswered question in Indonesian", () => {
    const form = asForm(always("S", "D"));
    delete form[discField(5, "most")];
    form[discField(9, "least")] = "";
    const v = validateDiscAnswers(form);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors).toEqual({
      q5_most: "Soal 5: pilih pernyataan yang paling sesuai dengan Anda.",
      q9_least: "Soal 9: pilih pernyataan yang paling tidak sesuai dengan Anda.",
    });
  });

  it("refuses the same statement as most and least, and values outside 1–4", () => {
    const form = asForm(always("S", "D"));
    form[discField(2, "least")] = form[discField(2, "most")]!;
    form[discField(3, "most")] = "5";
    form[discField(4, "most")] = "D";
    const v = validateDiscAnswers(form);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors.q2_least).toBe('Soal 2: pilihan "paling sesuai" dan "paling tidak sesuai" harus berbeda.');
    expect(Object.keys(v.errors).sort()).toEqual(["q2_least", "q3_most", "q4_most"]);
  });

  it("refuses an empty form with 48 messages", () => {
    const v = validateDiscAnswers({});
    expect(v.ok).toBe(false);
    if (!v.ok) expect(Object.keys(v.errors)).toHaveLength(48);
  });
});
