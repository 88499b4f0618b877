import type { TSiteSetting } from "../../contracts/site-setting.ts";
import type { TTenantRow } from "../../db/schema/tenants.ts";
import { layoutFamily, type TLayoutFamily } from "./layout-family.ts";
import { isMaintenanceOn, resolveTheme, type TTheme } from "./theme.ts";

/** What a request knows about its tenant: resolved once per request, read everywhere. */
export interface TTenant {
  id: string;
  layout: string;
  family: TLayoutFamily;
  name: string;
  tagline: string;
  language: "id" | "en";
  hosts: string[];
  title: string;
  logoDark: string;
  logoLight: string;
  favicon: string;
  isMaintenance: boolean;
  theme: TTheme;
  meta: TSiteSetting["meta"];
  contact: { email?: string; phone?: string; address?: string };
  version: number;
  /** The stored site setting as is (what the settings API returns). */
  setting: Partial<TSiteSetting>;
}

export function toTenant(row: TTenantRow, product: string): TTenant {
  const s = row.setting ?? {};
  const brand = `/brand/${encodeURIComponent(row.layout)}`;
  return {
    id: row.id,
    layout: row.layout,
    family: layoutFamily(s.layout ?? row.layout, product),
    name: row.name,
    tagline: row.tagline,
    language: row.language === "en" ? "en" : "id",
    hosts: row.hosts,
    title: s.title || row.name,
    logoDark: s.logoDark || `${brand}/logo-dark.svg`,
    logoLight: s.logoLight || `${brand}/logo-light.svg`,
    favicon: s.favicon || `${brand}/favicon.svg`,
    isMaintenance: isMaintenanceOn(s),
    theme: resolveTheme(s.css),
    meta: s.meta ?? {},
    contact: row.contact ?? {},
    version: row.version,
    setting: s,
  };
}
