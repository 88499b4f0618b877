import { describe, expect, it } from "vitest";
import { formatDate, formatDuration, formatPrice, formatRupiah } from "./format.ts";

describe("catalogue formatting", () => {
  it("shows rupiah without decimals in the id-ID style", () => {
    expect(formatRupiah(50_000_000)).toBe("Rp 50.000.000");
    expect(formatRupiah(750_000)).toBe("Rp 750.000");
    expect(formatPrice(0)).toBe("Gratis");
  });
  it("shows dates in Jakarta time with Indonesian month names", () => {
    expect(formatDate("2026-03-11T18:00:00Z")).toBe("12 Maret 2026");
  });
  it("shows durations in hours and minutes", () => {
    expect(formatDuration(45)).toBe("45 menit");
    expect(formatDuration(135)).toBe("2 jam 15 menit");
    expect(formatDuration(120)).toBe("2 jam");
  });
});
