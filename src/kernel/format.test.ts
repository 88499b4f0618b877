import { describe, expect, it } from "vitest";
import { formatDate, formatDuration, formatRupiah, formatTime, titleSlug } from "./format.ts";

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
