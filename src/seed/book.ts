import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { memberships, users } from "../db/schema/identity.ts";
import { contentPages } from "../db/schema/content.ts";
import { extAspirations, extBookReviews, extDonations, extTestimonies } from "../db/schema/external-data.ts";
import type { TTenantRow } from "../db/schema/tenants.ts";
import { BOOK_PAGE_KEY, bookPathOf } from "../domain/book/book.ts";
import { BOOKS } from "./content/book-data.ts";
import { DEMO_ACCOUNTS } from "./identity.ts";
import type { TSeeder } from "./seeder.ts";

const REVIEWS = [
  {
    name: "Rina Maharani",
    rating: 5,
    comment: "Bahasanya ringan tapi isinya dalam. Saya membaca habis dalam dua malam dan langsung mencoba latihan di akhir setiap bab.",
  },
  {
    name: "Dimas Prasetyo",
    rating: 5,
    comment: "Kisah-kisah nyatanya membuat saya merasa tidak sendirian. Tes DISC di bagian akhir juga membantu saya memahami gaya kerja saya.",
  },
  {
    name: "Ayu Lestari",
    rating: 4,
    comment: "Sangat inspiratif dan praktis. Saya berharap ada lebih banyak contoh dari daerah di luar Jawa pada edisi berikutnya.",
  },
  { name: "Fajar Nugroho", rating: 5, comment: "Buku yang cocok untuk guru dan orang tua. Sudah saya rekomendasikan ke rekan-rekan di sekolah." },
  { name: "Siti Aminah", rating: 4, comment: "Bab tentang mengenal diri sendiri paling berkesan. Bukunya enak dibaca sambil menunggu kereta." },
];
const ASPIRATIONS = [
  { name: "Nadia", message: "Semoga setiap anak di desa punya akses internet dan buku bacaan yang layak." },
  { name: null, message: "Guru honorer perlu lebih dihargai. Mereka pahlawan yang sesungguhnya." },
  { name: "Bagas", message: "Saya ingin sekolah mengajarkan keterampilan digital sejak SMP." },
  { name: "Putri", message: "Beasiswa untuk anak-anak berprestasi dari keluarga prasejahtera harus diperbanyak." },
  { name: null, message: "Semoga belajar bisa menyenangkan, bukan sekadar mengejar nilai." },
  { name: "Yusuf", message: "Perpustakaan keliling ke pelosok, tolong jangan berhenti!" },
];
const TESTIMONIES = [
  {
    name: "Hendra Wijaya",
    occupation: "Guru SMK, Bandung",
    message: "Setelah membaca buku ini saya mengubah cara mengajar di kelas: lebih banyak praktik dan diskusi. Murid-murid jauh lebih bersemangat.",
  },
  {
    name: "Maya Sari",
    occupation: "Mahasiswi, Yogyakarta",
    message: "Buku ini menemani saya menyiapkan beasiswa. Hasil tes DISC-nya juga saya pakai saat menulis esai tentang kekuatan diri.",
  },
  {
    name: "Rudi Hartono",
    occupation: "Pemilik UMKM, Surabaya",
    message: "Praktis dan membumi. Saya jadi berani memulai langkah kecil yang selama ini hanya ada di kepala.",
  },
];
const DONATIONS = [
  { name: "Keluarga Santoso", message: "Semoga bermanfaat untuk adik-adik.", amount: 500_000 },
  { name: null, message: null, amount: 100_000 },
  { name: "Alumni Angkatan 2021", message: "Terus berbagi ilmu!", amount: 1_250_000 },
  { name: "Dewi", message: null, amount: 250_000 },
];

/**
 * The book landing page's demo data, per tenant that has one (src/domain/book/book.ts): the
 * `buku` content page and a few approved reviews, aspirations and testimonies and paid donations
 * so the page is complete on a fresh install. Idempotent per table and tenant: staff edits and
 * visitors' rows are never touched. Locally the demo admin moderates them.
 */
export const bookSeeder: TSeeder = {
  name: "book",
  async run(db: Db, product: string, tenants: TTenantRow[]) {
    for (const t of tenants) {
      if (!bookPathOf(t.layout, product)) continue;
      const book = BOOKS[t.layout === product || t.layout === "demo" ? "{product}" : t.layout];
      if (!book) continue;
      await db
        .insert(contentPages)
        .values({ tenantId: t.id, key: BOOK_PAGE_KEY, ...book })
        .onConflictDoNothing();
      await seedRows(db, t.id);
    }
    await demoModerator(db, product, tenants);
  },
};

/** Local and dev only: the demo admin account moderates every book page (its sign-in is on the demo sites already). */
async function demoModerator(db: Db, product: string, tenants: TTenantRow[]) {
  const env = loadConfig().APP_ENV;
  if (env !== "local" && env !== "dev") return;
  const admin = DEMO_ACCOUNTS.find((a) => a.kind === 1)!;
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email)).limit(1);
  const ids = tenants.filter((t) => bookPathOf(t.layout, product)).map((t) => t.id);
  if (!u || !ids.length) return;
  await db
    .insert(memberships)
    .values(ids.map((tenantId) => ({ tenantId, userId: u.id, kind: admin.kind })))
    .onConflictDoNothing();
}

async function seedRows(db: Db, tenantId: string) {
  const has = async (table: typeof extBookReviews | typeof extAspirations | typeof extTestimonies | typeof extDonations) =>
    ((await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.tenantId, tenantId)))[0]?.n ?? 0) > 0;
  const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 3));
  if (!(await has(extBookReviews)))
    await db.insert(extBookReviews).values(REVIEWS.map((r, i) => ({ tenantId, ...r, status: "approved", createdAt: day(i * 3) })));
  if (!(await has(extAspirations)))
    await db.insert(extAspirations).values(ASPIRATIONS.map((a, i) => ({ tenantId, ...a, status: "approved", createdAt: day(i * 2 + 1) })));
  if (!(await has(extTestimonies)))
    await db.insert(extTestimonies).values(TESTIMONIES.map((x, i) => ({ tenantId, ...x, status: "approved", createdAt: day(i * 4 + 2) })));
  if (!(await has(extDonations)))
    await db
      .insert(extDonations)
      .values(DONATIONS.map((d, i) => ({ tenantId, ...d, status: "paid", paymentRef: "DEMO", paidAt: day(i * 5), createdAt: day(i * 5) })));
}
