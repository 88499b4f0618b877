import type { TTenantContent } from "./types.ts";
import { AKSARA } from "./tenants/aksara.ts";
import { ASEAN_FOUNDATION } from "./tenants/asean-foundation.ts";
import { PESILAT } from "./tenants/pesilat.ts";
import { SEKOLAHBETA } from "./tenants/sekolahbeta.ts";
import { SMKCODING } from "./tenants/smkcoding.ts";

/**
 * Per-tenant demo content by layout. `{product}` in a key stands for the product name (the brand
 * tenant is named after it). A tenant missing here falls back to its theme in catalog-data.ts.
 */
const BY_LAYOUT: Record<string, TTenantContent> = {
  sekolahbeta: SEKOLAHBETA,
  smkcoding: SMKCODING,
  pesilat: PESILAT,
  aksara: AKSARA,
  "asean-foundation": ASEAN_FOUNDATION,
};

/**
 * Tenants that deliberately carry another tenant's content because they are the same brand:
 * the staging site of Pesilat, and the product's demo and developer sites.
 */
export const SAME_BRAND: Record<string, string> = {
  "staging-pesilat": "pesilat",
  demo: "{product}",
  "dev.bharabas": "{product}",
};

const resolve = (key: string, product: string) => key.replaceAll("{product}", product);

/** The layout whose content a tenant carries (itself, or the brand it belongs to). */
export function contentOwner(layout: string, product: string): string {
  const alias = SAME_BRAND[layout];
  return alias ? resolve(alias, product) : layout;
}

export function tenantContent(layout: string, product: string): TTenantContent | undefined {
  const owner = contentOwner(layout, product);
  for (const [key, content] of Object.entries(BY_LAYOUT)) if (resolve(key, product) === owner) return content;
  return undefined;
}
