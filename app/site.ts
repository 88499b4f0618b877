import type { TRouteSeo } from "../src/contracts/route-seo.ts";
import type { TLayoutFamily } from "../src/domain/tenants/layout-family.ts";

/** The tenant data the browser needs to draw the shell: small on purpose (it is in every page). */
export interface TSite {
  id: string;
  layout: string;
  family: TLayoutFamily;
  name: string;
  title: string;
  tagline: string;
  description: string;
  language: "id" | "en";
  logoDark: string;
  logoLight: string;
  favicon: string;
  /** "Gambar bawaan": shown where a class, course or post has no image of its own (may be empty). */
  imageDefault: string;
  themeCss: string;
  primary: string;
  isMaintenance: boolean;
  contact: { email?: string; phone?: string; address?: string };
  meta: { keywords?: string; image?: string; card?: string; twitterSite?: string; robots: string; siteName: string };
  host: string;
  origin: string;
  /** The tenant's SEO override of the matched route: set by `siteFromMatches` for `buildMeta`, never in the root data. */
  seo?: TRouteSeo;
}
