import type { MetaDescriptor } from "react-router";
import type { TSite } from "../site.ts";

export const DESCRIPTION_WORDS = 20;

/** Spec §9: a description fallback is cut to 20 words with an ellipsis. */
export function truncateWords(text: string, words = DESCRIPTION_WORDS): string {
  const parts = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  if (parts.length <= words) return parts.join(" ");
  return parts.slice(0, words).join(" ") + "…";
}

/** "Judul | Nama Situs", unless the title already is the site name. */
export function withSiteName(title: string, siteName: string, suffix = true): string {
  if (!suffix || !title || title === siteName) return title || siteName;
  return `${title} | ${siteName}`;
}

export interface TPageSeo {
  title: string;
  description?: string;
  image?: string;
  path: string;
  suffix?: boolean;
  type?: string;
  robots?: string;
}

export function siteFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): TSite | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.data as { site?: TSite } | undefined)?.site;
}

function absolute(origin: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : origin + url;
}

/** Title, description, Open Graph, Twitter, itemprop and canonical tags for a page. */
export function buildMeta(site: TSite | undefined, seo: TPageSeo): MetaDescriptor[] {
  if (!site) return [{ title: seo.title }];
  const title = withSiteName(seo.title, site.title, seo.suffix ?? true);
  const description = truncateWords(seo.description || site.description);
  const url = site.origin + seo.path;
  const image = absolute(site.origin, seo.image || site.meta.image);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: seo.robots ?? site.meta.robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.meta.siteName },
    { property: "og:locale", content: site.language === "en" ? "en_US" : "id_ID" },
    { name: "twitter:card", content: site.meta.card ?? "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { itemProp: "name", content: title },
    { itemProp: "description", content: description },
  ];
  if (site.meta.keywords) tags.push({ name: "keywords", content: site.meta.keywords });
  if (site.meta.twitterSite) tags.push({ name: "twitter:site", content: site.meta.twitterSite });
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image }, { itemProp: "image", content: image });
  return tags;
}
