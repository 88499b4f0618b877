import { inArray } from "drizzle-orm";
import { extAspirations, extBookReviews, extDonations, extTestimonies } from "../db/schema/external-data.ts";
import { ensureRestKeys } from "../domain/external-data/keys.ts";
import type { TSeeder } from "./seeder.ts";

/** Sites with the book landing page (DECISIONS.md): the puja family, the main site and the demo tenant that carries its brand locally. */
const BOOK_SITE_LAYOUTS = ["pujapramudya", "aibersamapuja", "belajarbersamapuja", "wujudbersamapuja", "beasiswabersamapuja"];

const REVIEWS = [
  { name: "Rina Kartika", rating: 5, comment: "Bukunya membuka mata saya tentang cara belajar yang sebenarnya. Bab tentang kebiasaan kecil paling berkesan." },
  { name: "Dimas Pratama", rating: 4, comment: "Bahasanya ringan dan contohnya dekat dengan keseharian pelajar. Cocok dibaca sebelum masuk kuliah." },
  { name: "Sari Wulandari", rating: 5, comment: "Saya membelikan untuk adik saya, sekarang dia lebih rajin menulis rencana belajarnya sendiri." },
];
const ASPIRATIONS = [
  { name: "Andi", message: "Semoga ada lebih banyak beasiswa untuk siswa SMK di daerah." },
  { name: null, message: "Ingin ada kelas menulis gratis untuk pelajar setiap bulan." },
];
const TESTIMONIES = [
  {
    name: "Maya Lestari",
    occupation: "Guru SMA",
    message: "Materinya saya pakai di kelas bimbingan konseling; murid-murid jadi lebih berani bercerita tentang cita-citanya.",
  },
  { name: "Yoga Saputra", occupation: "Mahasiswa", message: "Tes kepribadian DISC-nya membantu saya memahami cara kerja tim saya." },
];
const DONATIONS = [
  { name: "Hamba Allah", message: "Semoga bermanfaat.", amount: 100_000 },
  { name: "Keluarga Wibowo", message: "Untuk buku adik-adik.", amount: 250_000 },
  { name: null, message: null, amount: 50_000 },
];

/**
 * External data service: every tenant gets its anonymous and service keys; the sites that show the
 * book landing page start with a few approved reviews, aspirations, testimonies and paid donations.
 * Idempotent (keys per tenant; demo rows only where the site has no review yet).
 */
export const externalDataSeeder: TSeeder = {
  name: "external-data",
  async run(db, product, tenants) {
    await ensureRestKeys(
      db,
      tenants.map((t) => t.id),
    );
    const bookSites = tenants.filter((t) => BOOK_SITE_LAYOUTS.includes(t.layout) || t.layout === product || t.layout === "demo").map((t) => t.id);
    if (bookSites.length === 0) return;
    const seeded = new Set(
      (await db.selectDistinct({ t: extBookReviews.tenantId }).from(extBookReviews).where(inArray(extBookReviews.tenantId, bookSites))).map((r) => r.t),
    );
    const fresh = bookSites.filter((t) => !seeded.has(t));
    if (fresh.length === 0) return;
    const approved = "approved" as const;
    await db.insert(extBookReviews).values(fresh.flatMap((tenantId) => REVIEWS.map((r) => ({ tenantId, ...r, status: approved }))));
    await db.insert(extAspirations).values(fresh.flatMap((tenantId) => ASPIRATIONS.map((r) => ({ tenantId, ...r, status: approved }))));
    await db.insert(extTestimonies).values(fresh.flatMap((tenantId) => TESTIMONIES.map((r) => ({ tenantId, ...r, status: approved }))));
    await db
      .insert(extDonations)
      .values(
        fresh.flatMap((tenantId) =>
          DONATIONS.map((d, i) => ({ tenantId, ...d, status: "paid", paymentRef: `SEED-${i + 1}`, paidAt: new Date(Date.now() - (i + 1) * 86_400_000) })),
        ),
      );
  },
};
