/**
 * Per-route SEO config (spec §3, issue 17): a tenant's override of the meta tags of one route of
 * the site's route table. Every field is optional; an empty field keeps what the page produces by
 * itself. Shared by the dashboard form, the domain and `buildMeta` (app/seo/meta.ts); no Zod here, so
 * the meta code of every page stays free of it (the form schema is in seo-config.ts).
 */

export const SEO_TITLE_MODES = ["static", "dynamic"] as const;
export type TSeoTitleMode = (typeof SEO_TITLE_MODES)[number];

export const SEO_TWITTER_CARDS = ["summary", "summary_large_image"] as const;

/** The placeholder of a dynamic title template: the page's own title (a class name, an article title). */
export const SEO_TITLE_PLACEHOLDER = "{title}";

/** Search engines show about this many characters of a title; longer titles are allowed with a warning. */
export const SEO_TITLE_RECOMMENDED = 70;
export const SEO_TITLE_MAX = 150;
export const SEO_DESCRIPTION_MAX = 300;
/** Search engines show about this many characters of a description. */
export const SEO_DESCRIPTION_RECOMMENDED = 160;

/** A tenant's override of one route, as `buildMeta` applies it (only the set fields). */
export interface TRouteSeo {
  titleMode: TSeoTitleMode;
  /** Static: the whole title. Dynamic: a template with {title}; empty keeps the page's title. */
  title?: string;
  /** Whether " | Site name" follows the title. */
  siteNameSuffix: boolean;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterCard?: (typeof SEO_TWITTER_CARDS)[number];
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
  itempropName?: string;
  itempropDescription?: string;
  itempropImage?: string;
  keywords?: string;
  /** Canonical address (og:url too): a path on this site or an https:// address. */
  url?: string;
  robotIndex?: "index" | "noindex";
  robotFollow?: "follow" | "nofollow";
}

/** The title a page shows under an override: static replaces it, dynamic fills the template. */
export function seoTitle(pageTitle: string, o: Pick<TRouteSeo, "title" | "titleMode"> | undefined): string {
  if (!o?.title) return pageTitle;
  if (o.titleMode === "static") return o.title;
  return o.title.split(SEO_TITLE_PLACEHOLDER).join(pageTitle);
}
