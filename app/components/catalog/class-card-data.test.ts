import { describe, expect, it } from "vitest";
import { shortText, toClassCard } from "./class-card-data.ts";
import type { TClassSummary } from "../../../src/domain/catalog/classes.ts";

describe("class card data", () => {
  it("keeps a short description as is and cuts a long one at a word with an ellipsis", () => {
    expect(shortText("Belajar  HTML\n dan CSS.")).toBe("Belajar HTML dan CSS.");
    const long =
      "Pemrograman Web untuk calon developer: HTML semantik dan aksesibilitas; CSS, Flexbox dan Grid untuk tata letak responsif; JavaScript modern dan DOM; Deploy situs ke hosting. Belajar bersama mentor praktisi.";
    const out = shortText(long);
    expect(out.length).toBeLessThanOrEqual(181);
    expect(out.endsWith("…")).toBe(true);
    expect(long.startsWith(out.slice(0, -1))).toBe(true);
    expect(out).not.toMatch(/[\s;,]…$/);
  });

  it("sends only what the card shows (no mentors, schedule or ids of the programme)", () => {
    const c = {
      id: 7,
      code: "WEB-101",
      slug: "pemrograman-web",
      name: "Pemrograman Web",
      description: "Singkat.",
      logo: "/x.svg",
      level: "pemula",
      type: "online",
      comingSoon: false,
      onRegistration: true,
      started: false,
      ended: false,
      state: "onRegistration",
      badge: { state: "onRegistration", label: "Pendaftaran Dibuka", color: "green" },
      schedule: "Selasa",
      location: "Daring",
      startsAt: "2026-12-10T02:00:00.000Z",
      endsAt: "2027-02-08T02:00:00.000Z",
      price: 0,
      quota: 20,
      program: { id: 3, slug: "jalur-web", name: "Jalur Web" },
      mentors: [{ id: 1, slug: "a", name: "A", role: "r", company: "c", photo: "/p.svg" }],
    } as unknown as TClassSummary;
    const card = toClassCard(c);
    expect(card).toEqual({
      id: 7,
      code: "WEB-101",
      slug: "pemrograman-web",
      name: "Pemrograman Web",
      description: "Singkat.",
      logo: "/x.svg",
      level: "pemula",
      type: "online",
      badge: c.badge,
      startsAt: "2026-12-10T02:00:00.000Z",
      price: 0,
      quota: 20,
      program: { name: "Jalur Web" },
    });
  });
});
