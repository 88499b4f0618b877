import { describe, expect, it } from "vitest";
import {
  asSentence,
  CSV_DATE_TIME,
  formatDate,
  formatDuration,
  formatRupiah,
  formatTime,
  isoDayLabel,
  isoDayWib,
  LONG_DATE_ID,
  NUMBER_ID,
  SHORT_DATE_TIME_ID,
  TIME_INPUT_WIB,
  titleSlug,
  yearWib,
} from "./format.ts";

describe("content formatting", () => {
  it("shows rupiah without decimals", () => {
    expect(formatRupiah(50_000_000)).toBe("Rp 50.000.000");
    expect(formatRupiah(10_000_000)).toBe("Rp 10.000.000");
  });
  it("shows dates in Asia/Jakarta with Indonesian month names", () => {
    expect(formatDate("2025-03-09T18:30:00Z")).toBe("10 Maret 2025");
    expect(formatTime("2027-08-14T01:00:00Z")).toBe("08.00 WIB");
    expect(formatDate("2025-03-09T18:30:00Z", "en")).toBe("10 March 2025");
  });
  it("gives the WIB calendar day, year, long dates, stamps and counts", () => {
    const lateUtc = new Date("2025-12-31T18:30:00Z"); // already 1 January 2026 in Jakarta
    expect(isoDayWib(lateUtc)).toBe("2026-01-01");
    expect(yearWib(lateUtc)).toBe(2026);
    expect(LONG_DATE_ID.format(lateUtc)).toBe("Kamis, 1 Januari 2026");
    expect(SHORT_DATE_TIME_ID.format(lateUtc)).toBe("1 Jan 2026, 01.30");
    expect(CSV_DATE_TIME.format(lateUtc)).toBe("2026-01-01 01:30");
    expect(NUMBER_ID.format(1234567)).toBe("1.234.567");
    expect(TIME_INPUT_WIB.format(lateUtc)).toBe("01:30");
    expect(isoDayLabel("2026-01-01", "short")).toBe("1 Jan");
    expect(isoDayLabel("2026-01-01", "shortYear")).toBe("1 Jan 2026");
    expect(isoDayLabel("2026-01-01", "weekday")).toBe("Kamis, 1 Januari");
  });
  it("words a message as a sentence", () => {
    expect(asSentence(" nama minimal 2 karakter ")).toBe("Nama minimal 2 karakter.");
    expect(asSentence("Sudah dipakai!")).toBe("Sudah dipakai!");
    expect(asSentence("  ")).toBe("");
  });
  it("builds readable title tails that fit the title pattern", () => {
    expect(titleSlug("Cerita Alumni: Dari Kasir ke QA!")).toBe("cerita-alumni-dari-kasir-ke-qa");
    expect(titleSlug("Ékonomi Kreatif")).toBe("ekonomi-kreatif");
    expect(titleSlug("a ".repeat(100)).length).toBeLessThanOrEqual(80);
    expect(titleSlug("!!!")).toBe("detail");
  });
  it("formats durations", () => {
    expect(formatDuration(2460)).toBe("41 menit");
    expect(formatDuration(22)).toBe("22 detik");
    expect(formatDuration(90)).toBe("2 menit");
    expect(formatDuration(6840)).toBe("1 jam 54 menit");
  });
});
