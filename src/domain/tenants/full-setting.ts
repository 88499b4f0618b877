import type { TSiteSetting } from "../../contracts/site-setting.ts";
import type { TTenant } from "./tenant.ts";
import type { TTheme } from "./theme.ts";

/** Every field of spec §3's site setting, as the site applies it (stored value, else the default in effect). */
export interface TFullSiteSetting {
  id: string;
  title: string;
  logoDark: string;
  logoLight: string;
  favicon: string;
  layout: string;
  isMaintenance: boolean;
  /** The tenant's own measurement ID, or null (then the configured default applies, src/domain/tenants/analytics.ts). */
  analyticsId: string | null;
  css: TTheme;
  meta: {
    name: string;
    description: string;
    keywords: string;
    type: string;
    image: string;
    card: "summary" | "summary_large_image";
    site_name: string;
    url: string;
    twitter_site: string | null;
    robot_index: boolean;
    robot_follow: boolean;
  };
  layoutData: { layout: string; logo_dark: string; imageDefault: string };
  overview: { name: string; description: string; logo: string };
  paymentGateway: NonNullable<TSiteSetting["paymentGateway"]>;
}

/**
 * The settings API's answer (spec §7 `{tenant}/cms/app/settings`): all ten css keys, all eleven
 * meta keys, layout data and the overview — not only what happens to be stored. `origin` is the
 * tenant's canonical origin (src/domain/tenants/public-urls.ts), the meta url when none is stored.
 */
export function fullSiteSetting(t: TTenant, origin: string): TFullSiteSetting {
  const s = t.setting;
  const m = s.meta ?? {};
  const description = m.description ?? t.tagline;
  return {
    id: t.id,
    title: t.title,
    logoDark: t.logoDark,
    logoLight: t.logoLight,
    favicon: t.favicon,
    layout: s.layout || t.layout,
    isMaintenance: t.isMaintenance,
    analyticsId: s.analyticsId ?? null,
    css: { ...t.theme },
    meta: {
      name: m.name ?? t.title,
      description,
      keywords: m.keywords ?? "",
      type: m.type ?? "website",
      image: m.image ?? t.logoDark,
      card: m.card ?? "summary_large_image",
      site_name: m.site_name ?? t.title,
      url: m.url ?? origin,
      twitter_site: m.twitter_site ?? null,
      robot_index: m.robot_index ?? true,
      robot_follow: m.robot_follow ?? true,
    },
    layoutData: {
      layout: s.layout || t.layout,
      logo_dark: s.layoutData?.logo_dark ?? t.logoDark,
      imageDefault: s.layoutData?.imageDefault ?? m.image ?? t.logoDark,
    },
    overview: { name: s.overview?.name ?? t.title, description: s.overview?.description ?? description, logo: s.overview?.logo ?? t.logoDark },
    paymentGateway: s.paymentGateway ?? "sandbox",
  };
}
