import type { TTenantContent } from "./types.ts";
import { AKSELERASI, BOOTQUIZ, JAMBORE, JDA, KOMODO, RADYA, SFI } from "./tenants/academies-digital.ts";
import { ALKAMEDIA, ICA, JONGKREATIF } from "./tenants/academies-creative.ts";
import { SEKOLAHKOPI, UMPTN } from "./tenants/academies-exam-coffee.ts";
import { AKSARA } from "./tenants/aksara.ts";
import { ASEAN_FOUNDATION } from "./tenants/asean-foundation.ts";
import { BRAND, BUSINESS, FOUNDATION, FUN } from "./tenants/brand.ts";
import { DIAKSARA, INOVASIUNTUKBANGSA } from "./tenants/foundations.ts";
import { PESILAT } from "./tenants/pesilat.ts";
import { AIBERSAMAPUJA, BEASISWABERSAMAPUJA, BELAJARBERSAMAPUJA, PUJAPRAMUDYA, WUJUDBERSAMAPUJA } from "./tenants/puja.ts";
import { SEKOLAHBETA } from "./tenants/sekolahbeta.ts";
import { SMKCODING } from "./tenants/smkcoding.ts";

/**
 * Per-tenant demo content by layout. `{product}` in a key stands for the product name (the brand
 * tenants are named after it). A tenant missing here falls back to its theme in catalog-data.ts;
 * `bharabas` renders nothing and gets no content.
 */
export const BY_LAYOUT: Record<string, TTenantContent> = {
  "{product}": BRAND,
  "{product}fun": FUN,
  "business-{product}": BUSINESS,
  foundation: FOUNDATION,
  sekolahbeta: SEKOLAHBETA,
  smkcoding: SMKCODING,
  pesilat: PESILAT,
  umptn: UMPTN,
  jda: JDA,
  jongkreatif: JONGKREATIF,
  komodo: KOMODO,
  jambore: JAMBORE,
  bootquiz: BOOTQUIZ,
  akselerasi: AKSELERASI,
  radya: RADYA,
  sfi: SFI,
  ica: ICA,
  alkamedia: ALKAMEDIA,
  sekolahkopi: SEKOLAHKOPI,
  "asean-foundation": ASEAN_FOUNDATION,
  pujapramudya: PUJAPRAMUDYA,
  aibersamapuja: AIBERSAMAPUJA,
  belajarbersamapuja: BELAJARBERSAMAPUJA,
  wujudbersamapuja: WUJUDBERSAMAPUJA,
  beasiswabersamapuja: BEASISWABERSAMAPUJA,
  aksara: AKSARA,
  diaksara: DIAKSARA,
  inovasiuntukbangsa: INOVASIUNTUKBANGSA,
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
