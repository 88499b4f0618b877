import { describe, expect, it } from "vitest";
import { bookJsonLd, courseJsonLd } from "./json-ld.ts";

describe("structured data builders", () => {
  it("describes a premium course with its provider, price and workload", () => {
    const ld = courseJsonLd(
      { title: "React", description: "Dasar React", cover: "/img/react.png", level: "beginner", price: 150000, isPremium: true, durationMinutes: 95 },
      "https://sekolahbeta.id",
      "/Premium-Course/react",
      "Sekolah Beta",
    );
    expect(ld).toMatchObject({
      "@type": "Course",
      url: "https://sekolahbeta.id/Premium-Course/react",
      image: "https://sekolahbeta.id/img/react.png",
      provider: { "@type": "Organization", name: "Sekolah Beta", url: "https://sekolahbeta.id" },
      offers: { price: 150000, priceCurrency: "IDR", category: "Paid" },
      hasCourseInstance: { courseWorkload: "PT95M" },
    });
  });
  it("rates a book only when it has reviews", () => {
    const book = { title: "Tunas", author: "Ani", subtitle: "Cerita" };
    expect(bookJsonLd(book, "https://x.id/Buku", { total: 0, average: 0 })).not.toHaveProperty("aggregateRating");
    expect(bookJsonLd(book, "https://x.id/Buku", { total: 2, average: 4.5 })).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
  });
});
