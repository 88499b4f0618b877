import type { TClassDetail } from "../../src/domain/catalog/classes.ts";
import { LEVEL_LABEL } from "../../src/contracts/catalog-constants.ts";
import type { TSite } from "../site.ts";
import { truncateWords } from "./meta.ts";

/**
 * The schema.org structured data of the detail pages, built here rather than inline in routes:
 * `<JsonLd data={…}>` (app/components/catalog/JsonLd.tsx) or a meta's `jsonLd` adds "@context".
 */
type TJsonLd = Record<string, unknown>;

/** The site as the provider of a course or program. */
function organization(name: string, origin: string): TJsonLd {
  return { "@type": "Organization", name, url: origin };
}

/** A course (free or premium) at `path` of the site. */
export function courseJsonLd(
  c: { title: string; description: string; cover: string; level: string; price: number; isPremium: boolean; durationMinutes: number },
  origin: string,
  path: string,
  provider: string,
): TJsonLd {
  return {
    "@type": "Course",
    name: c.title,
    description: c.description,
    url: origin + path,
    image: origin + c.cover,
    educationalLevel: LEVEL_LABEL[c.level as keyof typeof LEVEL_LABEL] ?? c.level,
    inLanguage: "id",
    provider: organization(provider, origin),
    offers: { "@type": "Offer", price: c.price, priceCurrency: "IDR", category: c.isPremium ? "Paid" : "Free" },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "online", courseWorkload: `PT${c.durationMinutes}M` },
  };
}

/** A program with its classes. */
export function programJsonLd(
  p: {
    name: string;
    summary: string;
    slug: string;
    logo: string;
    kind: string;
    startsAt: string;
    endsAt: string;
    classes: { name: string; code: string; slug: string }[];
  },
  origin: string,
  provider: string,
): TJsonLd {
  return {
    "@type": "EducationalOccupationalProgram",
    name: p.name,
    description: p.summary,
    url: `${origin}/Program/${p.slug}`,
    image: origin + p.logo,
    programType: p.kind,
    startDate: p.startsAt,
    endDate: p.endsAt,
    inLanguage: "id",
    provider: organization(provider, origin),
    hasCourse: p.classes.map((c) => ({ "@type": "Course", name: c.name, courseCode: c.code, url: `${origin}/Class/${c.slug}` })),
  };
}

/** A class with its active batches as course instances. */
export function classJsonLd(c: TClassDetail, origin: string, path: string, provider: string): TJsonLd {
  return {
    "@type": "Course",
    name: c.name,
    description: c.description,
    courseCode: c.code,
    url: origin + path,
    image: origin + c.logo,
    educationalLevel: LEVEL_LABEL[c.level] ?? c.level,
    inLanguage: "id",
    provider: organization(provider, origin),
    offers: {
      "@type": "Offer",
      price: c.price,
      priceCurrency: "IDR",
      category: c.price === 0 ? "Free" : "Paid",
      availability: c.onRegistration ? "https://schema.org/InStock" : "https://schema.org/PreOrder",
    },
    hasCourseInstance: c.batches
      .filter((b) => b.isActive)
      .map((b) => ({
        "@type": "CourseInstance",
        name: b.name,
        courseMode: c.type === "online" ? "online" : c.type === "offline" ? "onsite" : "blended",
        startDate: b.startsAt,
        endDate: b.endsAt,
        location: c.location,
      })),
  };
}

/** A book with its review rating, when it has reviews. */
export function bookJsonLd(book: { title: string; author: string; subtitle: string }, url: string, reviews: { total: number; average: number }): TJsonLd {
  return {
    "@type": "Book",
    name: book.title,
    author: { "@type": "Person", name: book.author },
    description: book.subtitle,
    url,
    inLanguage: "id",
    ...(reviews.total
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: reviews.average, reviewCount: reviews.total, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** The site itself as an Organization (publisher of its articles, subject of its marketing pages). */
export function organizationLd(site: TSite): TJsonLd {
  return { "@type": "Organization", name: site.meta.siteName, url: site.origin + "/", logo: site.origin + site.logoDark, description: site.description };
}

/** An article, news item or blog post of the site. */
export function articleLd(
  site: TSite,
  a: {
    title: string;
    description: string;
    image?: string;
    url: string;
    published: string;
    modified?: string;
    author?: string;
    type?: "Article" | "NewsArticle" | "BlogPosting";
  },
): TJsonLd {
  return {
    "@type": a.type ?? "Article",
    headline: a.title,
    description: truncateWords(a.description),
    image: a.image ? [site.origin + a.image] : undefined,
    datePublished: a.published,
    dateModified: a.modified ?? a.published,
    author: a.author ? { "@type": "Person", name: a.author } : organizationLd(site),
    publisher: organizationLd(site),
    mainEntityOfPage: site.origin + a.url,
    inLanguage: site.language,
  };
}
