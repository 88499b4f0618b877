import type { TTenant } from "./tenant.ts";

/**
 * Spec §7: two analytics measurement IDs, chosen by layout — a default (ANALYTICS_DEFAULT_ID) and a
 * tenant-specific one (the tenant's site setting `analyticsId`). A layout whose setting names its
 * own ID uses it; every other layout uses the default; with neither, the site has no analytics
 * (no banner, no script, no analytics hosts in its CSP). The script still loads only after the
 * visitor agrees (app/components/ConsentBanner.tsx).
 */
export function analyticsIdFor(tenant: Pick<TTenant, "family" | "setting">, defaultId: string | undefined): string | null {
  if (tenant.family === "empty") return null;
  return tenant.setting.analyticsId ?? defaultId ?? null;
}
