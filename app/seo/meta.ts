import type { MetaDescriptor } from "react-router";
import { seoTitle, type TRouteSeo } from "../../src/contracts/route-seo.ts";
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

/** A list page's title: page 2 onwards says which page ("Kelas — Halaman 2"). */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} — Halaman ${page}` : title;
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

/**
 * The site of the root loader's data, carrying the tenant's SEO override of the matched route
 * (the last match) when it has one, so `buildMeta` applies it.
 */
export function siteFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): TSite | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = root?.data as { site?: TSite; seo?: Record<string, TRouteSeo> } | undefined;
  const site = data?.site;
  const leaf = matches[matches.length - 1]?.id;
  const override = leaf && data?.seo ? data.seo[leaf] : undefined;
  return site && override ? { ...site, seo: override } : site;
}

/** "index, follow" with the override's choices in place of the page's or the site's. */
function robotsWith(base: string, o: TRouteSeo | undefined): string {
  if (!o?.robotIndex && !o?.robotFollow) return base;
  const index = o.robotIndex ?? (/\bnoindex\b/.test(base) ? "noindex" : "index");
  const follow = o.robotFollow ?? (/\bnofollow\b/.test(base) ? "nofollow" : "follow");
  return `${index}, ${follow}`;
}

function absolute(origin: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : origin + url;
}

/**
 * Title, description, Open Graph, Twitter, itemprop and canonical tags for a page. The tenant's
 * override of the route (`site.seo`, spec §3) wins field by field; an empty field keeps what the
 * page gives (the description fallback cut to 20 words).
 */
export function buildMeta(site: TSite | undefined, seo: TPageSeo): MetaDescriptor[] {
  if (!site) return [{ title: seo.title }];
  const o = site.seo;
  const title = withSiteName(seoTitle(seo.title, o), site.title, o ? o.siteNameSuffix : (seo.suffix ?? true));
  const description = o?.description || truncateWords(seo.description || site.description);
  const url = absolute(site.origin, o?.url) ?? site.origin + seo.path;
  const image = absolute(site.origin, seo.image || site.meta.image);
  const og = { title: o?.ogTitle || title, description: o?.ogDescription || description, image: absolute(site.origin, o?.ogImage) ?? image };
  const twitterImage = absolute(site.origin, o?.twitterImage) ?? og.image;
  const itemImage = absolute(site.origin, o?.itempropImage) ?? image;
  const keywords = o?.keywords || site.meta.keywords;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: robotsWith(seo.robots ?? site.meta.robots, o) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: og.title },
    { property: "og:description", content: og.description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.meta.siteName },
    { property: "og:locale", content: site.language === "en" ? "en_US" : "id_ID" },
    { name: "twitter:card", content: o?.twitterCard ?? site.meta.card ?? "summary_large_image" },
    { name: "twitter:title", content: o?.twitterTitle || og.title },
    { name: "twitter:description", content: o?.twitterDescription || og.description },
    { itemProp: "name", content: o?.itempropName || title },
    { itemProp: "description", content: o?.itempropDescription || description },
  ];
  if (keywords) tags.push({ name: "keywords", content: keywords });
  if (site.meta.twitterSite) tags.push({ name: "twitter:site", content: site.meta.twitterSite });
  if (og.image) tags.push({ property: "og:image", content: og.image });
  if (twitterImage) tags.push({ name: "twitter:image", content: twitterImage });
  if (itemImage) tags.push({ itemProp: "image", content: itemImage });
  return tags;
}
