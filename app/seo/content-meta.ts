import type { MetaDescriptor } from "react-router";
import type { TSite } from "../site.ts";
import { buildMeta, siteFromMatches, type TPageSeo } from "./meta.ts";

/**
 * Per-route SEO config for content pages (spec §2/§3): static or data-driven title with an optional
 * site-name suffix, description (20-word fallback), og/twitter/itemprop from `buildMeta`, plus
 * keywords, robots, article times and JSON-LD. Indonesian or English per site.
 */
export interface TContentSeo extends TPageSeo {
  keywords?: string;
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  section?: string;
  jsonLd?: Record<string, unknown>;
}

/** English titles for the content routes on English sites (the route table is Indonesian). */
const EN_TITLES: Record<string, string> = {
  Blog: "Blog",
  Berita: "News",
  "Kabar Terbaru": "Latest News",
  Podcast: "Podcast",
  Galeri: "Gallery",
  Video: "Videos",
  Portofolio: "Portfolio",
  Event: "Events",
  "Karier di Event": "Event Jobs",
  "Program Event": "Event Programmes",
  Karier: "Careers",
  Layanan: "Services",
  Artikel: "Articles",
  "Tentang Kami": "About Us",
};

export function localTitle(site: TSite | undefined, idTitle: string): string {
  return site?.language === "en" ? (EN_TITLES[idTitle] ?? idTitle) : idTitle;
}

export function contentMeta(site: TSite | undefined, seo: TContentSeo): MetaDescriptor[] {
  const tags = buildMeta(site, seo);
  if (!site) return tags;
  // A keyword override of the route (site.seo) wins over the page's own keywords.
  if (seo.keywords && !site.seo?.keywords) {
    const i = tags.findIndex((t) => "name" in t && t.name === "keywords");
    const kw = { name: "keywords", content: seo.keywords };
    if (i >= 0) tags[i] = kw;
    else tags.push(kw);
  }
  if (seo.publishedTime) tags.push({ property: "article:published_time", content: seo.publishedTime });
  if (seo.modifiedTime) tags.push({ property: "article:modified_time", content: seo.modifiedTime });
  if (seo.author) tags.push({ name: "author", content: seo.author }, { property: "article:author", content: seo.author });
  if (seo.section) tags.push({ property: "article:section", content: seo.section });
  if (seo.jsonLd) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...seo.jsonLd } });
  return tags;
}

export function metaFor(matches: Parameters<typeof siteFromMatches>[0], seo: TContentSeo | null | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return contentMeta(siteFromMatches(matches), seo);
}
