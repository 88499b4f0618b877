import { describe, expect, it } from "vitest";
import { classBadge } from "./badge.ts";

const none = { comingSoon: false, onRegistration: false, started: false, ended: false };

describe("class status badge (spec §4)", () => {
  it.each([
    [{ comingSoon: true }, "Akan Datang", "orange", "comingSoon"],
    [{ onRegistration: true }, "Pendaftaran Dibuka", "green", "onRegistration"],
    [{ started: true }, "Sedang Berlangsung", "blue", "started"],
    [{ ended: true }, "Telah Selesai", "red", "ended"],
    [{}, "Segera Dimulai", "orange", "none"],
  ])("given flags %o, shows %s in %s", (flags, label, color, state) => {
    expect(classBadge({ ...none, ...flags })).toEqual({ label, color, state });
  });

  it("takes the first flag set, in the spec's order", () => {
    expect(classBadge({ comingSoon: true, onRegistration: true, started: true, ended: true }).label).toBe("Akan Datang");
    expect(classBadge({ ...none, onRegistration: true, ended: true }).label).toBe("Pendaftaran Dibuka");
    expect(classBadge({ ...none, started: true, ended: true }).label).toBe("Sedang Berlangsung");
  });
});
