import type { TCourseSeed } from "../../seeder.ts";
import { COURSE as analisisDataSpreadsheet } from "./analisis-data-spreadsheet.ts";
import { COURSE as dasarDesainGrafis } from "./dasar-desain-grafis.ts";
import { COURSE as digitalSkillsEssentials } from "./digital-skills-essentials.ts";
import { COURSE as javascriptDasar } from "./javascript-dasar.ts";
import { COURSE as k3Bengkel } from "./k3-bengkel.ts";
import { COURSE as kelistrikanOtomotif } from "./kelistrikan-otomotif.ts";
import { COURSE as literasiDigitalPemula } from "./literasi-digital-pemula.ts";
import { COURSE as manualBrewBarista } from "./manual-brew-barista.ts";
import { COURSE as matematikaIntensifSnbt } from "./matematika-intensif-snbt.ts";
import { COURSE as membacaPemahaman } from "./membaca-pemahaman.ts";
import { COURSE as mengenalKopiIndonesia } from "./mengenal-kopi-indonesia.ts";
import { COURSE as produksiVideoPendek } from "./produksi-video-pendek.ts";
import { COURSE as reactProduksi } from "./react-produksi.ts";
import { COURSE as strategiTps } from "./strategi-tps.ts";

/**
 * The course library: every course is written once and referenced by slug from the tenants that
 * teach it. A course carried by several tenants is shared on purpose (same course, same text).
 */
export const COURSES: Record<string, TCourseSeed> = Object.fromEntries(
  [
    javascriptDasar,
    reactProduksi,
    k3Bengkel,
    kelistrikanOtomotif,
    strategiTps,
    matematikaIntensifSnbt,
    mengenalKopiIndonesia,
    manualBrewBarista,
    dasarDesainGrafis,
    produksiVideoPendek,
    literasiDigitalPemula,
    analisisDataSpreadsheet,
    membacaPemahaman,
    digitalSkillsEssentials,
  ].map((c) => [c.slug, c]),
);

export function course(slug: string): TCourseSeed {
  const c = COURSES[slug];
  if (!c) throw new Error(`Unknown seed course ${slug}`);
  return c;
}
