/**
 * Layouts are data: a tenant's layout name maps to a layout family (home layout + second layout).
 * Unknown layouts and developer tenants (`dev.*`) use the default family; `bharabas` renders nothing.
 */
export type TLayoutFamily = "brand" | "academy" | "foundation" | "aksara" | "empty";

export const DEFAULT_FAMILY: TLayoutFamily = "brand";

const ACADEMY = new Set([
  "sekolahbeta",
  "umptn",
  "smkcoding",
  "pesilat",
  "staging-pesilat",
  "jda",
  "jongkreatif",
  "komodo",
  "jambore",
  "bootquiz",
  "akselerasi",
  "radya",
  "sfi",
  "ica",
  "alkamedia",
  "sekolahkopi",
]);
const FOUNDATION = new Set([
  "asean-foundation",
  "foundation",
  "pujapramudya",
  "aibersamapuja",
  "inovasiuntukbangsa",
  "belajarbersamapuja",
  "wujudbersamapuja",
  "beasiswabersamapuja",
]);
const AKSARA = new Set(["aksara", "diaksara"]);

export function isDeveloperLayout(layout: string): boolean {
  return layout.startsWith("dev.");
}

export function layoutFamily(layout: string, product = "tunas"): TLayoutFamily {
  if (layout === "bharabas") return "empty";
  if (isDeveloperLayout(layout)) return DEFAULT_FAMILY;
  if (ACADEMY.has(layout)) return "academy";
  if (FOUNDATION.has(layout)) return "foundation";
  if (AKSARA.has(layout)) return "aksara";
  if (layout === product || layout === `${product}fun` || layout === `business-${product}` || layout === "demo") return "brand";
  return DEFAULT_FAMILY;
}
