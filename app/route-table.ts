import { ADMIN_LIST_PARAMS } from "../src/contracts/admin-list.ts";
import { matchesParam } from "../src/contracts/route-params.ts";
import type { TPermission } from "../src/domain/identity/permissions.ts";

/**
 * The spec's route table (§2): one entry per path, case-sensitive, and every fact about the route
 * in that entry (docs/decisions/001-route-table-is-data.md). `app/routes.ts` turns it into React
 * Router routes; `buildPath` builds links from it; the server's form limit, page cache and
 * Cache-Control (src/server/app.ts, page-cache.ts), the sitemap and robots.txt
 * (src/server/seo-files.ts), the per-route SEO settings (app/lib/seo-routes.ts) and the dashboard
 * menu (app/lib/dashboard-sections.ts) read it. `file` is the route module; entries sharing a
 * module are told apart by `id`.
 */
export interface TRouteEntry {
  id: string;
  path: string;
  file: string;
  title: string;
  /** Short Indonesian line shown under the heading and used as the default description. */
  lead: string;
  /** Parameters that are checked by the module itself rather than by name (shared shapes). */
  customParams?: boolean;
  /** A layout route module wrapping this route (app/routes.ts groups entries by it), e.g. the dashboard's. */
  layout?: string;
  /**
   * The query parameters the loader and page read (`url.searchParams`, the fields of its
   * `method="get"` forms, pagination). The page cache keys a page by these alone, sorted, and the
   * server renders the page from them alone (src/server/page-cache.ts `pageQuery`), so any other
   * parameter (`?utm_source=…`, `?bust=1`) is answered from the same cached page. A route that
   * reads a new parameter must list it here (src/server/page-cache.test.ts checks the modules).
   */
  query: readonly string[];
  /**
   * Who may keep a copy of its pages: "public" (the page cache and shared caches, for anonymous
   * visitors; a response may still say `private`/`no-store` for itself), "private" (one viewer's:
   * `private, no-store`) or "no-store" (live data on every view). The server enforces the last two
   * on every response of the route.
   */
  cache: TRouteCache;
  /** Search engines may crawl it (false: a `Disallow` line in robots.txt, not in the sitemap). */
  crawl: boolean;
  /** Listed in /sitemap.xml (default: a path without parameters that is crawled and not private). */
  sitemap: boolean;
  seo: TRouteSeo;
  /** The largest form post its action takes (src/server/app.ts refuses a bigger body with 400). */
  formMaxBytes: number;
  /** A dashboard section: a menu item (label = title, hint = lead) opened by `permission`. */
  section?: TRouteSection;
}

export type TRouteCache = "public" | "private" | "no-store";

export interface TRouteSeo {
  /** Staff may override its meta tags at /Dashboard/Pengaturan/SEO (docs/decisions/062-per-route-seo-config.md). */
  configurable: boolean;
  /** Its title is followed by " | Site name" unless staff say otherwise (the home page's is not). */
  titleSuffix: boolean;
}

/** The menu's headings for staff sections, in menu order (sections without a group come first). */
export const DASHBOARD_GROUPS = ["Situs", "Katalog", "Konten", "Orang", "Media"] as const;
export type TDashboardGroup = (typeof DASHBOARD_GROUPS)[number];

export interface TRouteSection {
  /** The permission that opens it (src/domain/identity/permissions.ts); `requireSection` asks for it. */
  permission: TPermission;
  /** The menu heading of a staff section; member sections have none. */
  group?: TDashboardGroup;
}

/** Form posts: small url-encoded or multipart forms, except the routes that name a larger limit. */
export const FORM_MAX_BYTES = {
  page: 64 * 1024,
  /** A CV or brief (5 MB, src/platform/storage/uploads.ts UPLOAD_MAX_BYTES) with the form. */
  upload: 5 * 1024 * 1024 + 64 * 1024,
  /** Audio of up to 30 MB (src/platform/storage/uploads.ts MEDIA_AUDIO_MAX_BYTES). */
  media: 30 * 1024 * 1024 + 256 * 1024,
  /** The page editor posts every text of a page, rich-text HTML included (URL-encoded). */
  content: 1024 * 1024,
} as const;

/** The facts an entry may state; each one left out takes its default (see `r`). */
type TFacts = Partial<Omit<TRouteEntry, "id" | "path" | "file" | "title" | "lead" | "layout" | "seo" | "section">> & { seo?: Partial<TRouteSeo> };

const NOT_CONFIGURABLE = { configurable: false } as const;
const NO_TITLE_SUFFIX = { titleSuffix: false } as const;

function r<const I extends string, const P extends string>(id: I, path: P, title: string, lead: string, file: string, facts: TFacts = {}) {
  const cache = facts.cache ?? "public";
  const crawl = facts.crawl ?? true;
  return {
    id,
    path,
    file,
    title,
    lead,
    ...(facts.customParams ? { customParams: true } : {}),
    query: facts.query ?? [],
    cache,
    crawl,
    sitemap: facts.sitemap ?? (!path.includes(":") && crawl && cache !== "private"),
    seo: { configurable: true, titleSuffix: true, ...facts.seo },
    formMaxBytes: facts.formMaxBytes ?? FORM_MAX_BYTES.page,
  } as TRouteEntry & { id: I; path: P; section?: undefined };
}

/** A signed-in staff or member file (a CSV export): private, not for search engines or the SEO settings. */
function csv<const I extends string, const P extends string>(id: I, path: P, title: string, lead: string, file: string, facts: TFacts = {}) {
  return r(id, path, title, lead, file, { cache: "private", seo: NOT_CONFIGURABLE, ...facts });
}

/** The dashboard layout: signs in once, shows the role's sections (app/lib/dashboard-sections.ts). */
export const DASHBOARD_LAYOUT_FILE = "routes/dashboard/layout.tsx";

/** A page inside the dashboard layout: private, never in the sitemap or the SEO settings. */
function dash<const I extends string, const P extends string>(id: I, path: P, file: string, title: string, lead = "", facts: TFacts = {}) {
  return { ...r(id, path, title, lead, file, { cache: "private", seo: NOT_CONFIGURABLE, ...facts }), layout: DASHBOARD_LAYOUT_FILE };
}

/** A dashboard section: a menu item labelled `label`, hinted `hint`, opened by `access.permission`. */
function section<const I extends string, const P extends string>(
  id: I,
  path: P,
  file: string,
  label: string,
  hint: string,
  access: TRouteSection,
  facts: TFacts = {},
) {
  return { ...dash(id, path, file, label, hint, facts), section: access };
}

const CLASS_LIST_QUERY = ["page", "search", "level", "state", "program", "type"] as const;
const POST_LIST_QUERY = ["page", "q", "kategori"] as const;
const DASHBOARD_QUERY = ["halaman"] as const;
/** Catalogue admin lists: src/contracts/admin-list.ts ADMIN_LIST_PARAMS plus each list's own filters. */
const CATALOG_LIST_QUERY = [...ADMIN_LIST_PARAMS, "program", "kelas"] as const;
const CATALOG_EDIT_QUERY = ["disimpan", "kelas"] as const;
const CONTENT_WRITE: TRouteSection = { permission: "content.write", group: "Konten" };
const CATALOG_OWN: TRouteSection = { permission: "catalog.own", group: "Katalog" };
const CATALOG_MANAGE: TRouteSection = { permission: "catalog.manage", group: "Katalog" };
/** The content editor (/Dashboard/Konten/…) posts every text of a page or record. */
const KONTEN = FORM_MAX_BYTES.content;
const CONTENT_LIST = { query: ADMIN_LIST_PARAMS, formMaxBytes: KONTEN };
/** A content edit form says "saved" after a create redirected to it. */
const CONTENT_EDIT = { query: ["disimpan"], formMaxBytes: KONTEN };

export const ROUTE_TABLE = [
  r("home", "/", "Beranda", "Program pelatihan dan kelas untuk talenta Indonesia.", "routes/home.tsx", { query: ["keluar", "donasi"], seo: NO_TITLE_SUFFIX }),
  // Static routes
  r("about", "/About", "Tentang Kami", "Kenali siapa kami, apa yang kami kerjakan, dan mengapa.", "routes/content/marketing.tsx"),
  r("aksara", "/Aksara", "Aksara", "Platform literasi dan belajar mandiri untuk sekolah.", "routes/content/marketing.tsx"),
  r("belajar-bersama", "/BelajarBersama", "Belajar Bersama", "Festival belajar dengan kelas praktis dari para mentor.", "routes/catalog/belajar-bersama.tsx"),
  r("berita", "/Berita", "Berita", "Kabar terbaru dari program dan kegiatan kami.", "routes/content/posts-list.tsx", { query: POST_LIST_QUERY }),
  r("blog", "/Blog", "Blog", "Tulisan, tips, dan cerita belajar dari tim dan mentor kami.", "routes/content/posts-list.tsx", { query: POST_LIST_QUERY }),
  r("callback-auth", "/CallbackAuth", "Memproses Masuk", "Kami sedang memproses proses masuk akun Anda.", "routes/identity/callback-auth.tsx", {
    query: ["code"],
    crawl: false,
    seo: NOT_CONFIGURABLE,
  }),
  r("callback-payment", "/CallbackPayment", "Memproses Pembayaran", "Kami sedang memeriksa status pembayaran Anda.", "routes/payments/callback-payment.tsx", {
    query: ["order_id"],
    cache: "private",
    crawl: false,
    seo: NOT_CONFIGURABLE,
  }),
  r("campus", "/Campus", "Kampus", "Kerja sama pelatihan dengan perguruan tinggi.", "routes/content/marketing.tsx"),
  r("class-list", "/Class", "Kelas", "Temukan kelas yang sesuai dengan tujuan belajar Anda.", "routes/catalog/class-list.tsx", { query: CLASS_LIST_QUERY }),
  r("clients", "/Clients", "Klien Kami", "Organisasi yang telah mempercayakan pelatihannya kepada kami.", "routes/content/marketing.tsx"),
  r("collaboration", "/Collaboration", "Kolaborasi", "Bangun program pelatihan bersama kami.", "routes/content/marketing.tsx"),
  r("corporates", "/Corporates", "Pelatihan Korporasi", "Program pengembangan SDM yang dirancang untuk perusahaan.", "routes/content/marketing.tsx"),
  r("courses", "/Courses", "Kursus", "Belajar mandiri lewat modul dan bab yang tersusun rapi.", "routes/catalog/course-list.tsx", { query: ["page"] }),
  r("curriculum", "/Curriculum", "Kurikulum", "Kurikulum setiap program, dari dasar hingga mahir.", "routes/catalog/curriculum.tsx"),
  r("event", "/Event", "Event", "Acara, webinar, dan kompetisi yang akan datang.", "routes/content/events.tsx"),
  r("gallery", "/Gallery", "Galeri", "Dokumentasi kegiatan belajar dan acara kami.", "routes/content/gallery.tsx", { query: ["page"] }),
  r("government", "/Government", "Program Pemerintah", "Pelatihan peningkatan kapasitas untuk instansi pemerintah.", "routes/content/marketing.tsx"),
  r("leaderboards", "/Leaderboards", "Papan Peringkat", "Peringkat peserta dan sekolah dalam kompetisi.", "routes/statistics/leaderboards.tsx", {
    query: ["musim"],
  }),
  r("liga-smk", "/Liga-Smk", "Liga SMK", "Kompetisi teknologi antar-SMK se-Indonesia.", "routes/forms/liga-smk.tsx", { cache: "no-store" }),
  r("lms", "/Lms", "LMS", "Sistem manajemen pembelajaran untuk sekolah dan lembaga.", "routes/content/marketing.tsx"),
  r("login", "/Login", "Masuk", "Masuk ke akun Anda untuk melanjutkan belajar.", "routes/identity/login.tsx", { query: ["next"], crawl: false }),
  r("make-appointment", "/Make-Appointment", "Buat Janji Temu", "Jadwalkan konsultasi dengan tim kami.", "routes/forms/appointment.tsx", {
    query: ["tanggal"],
    cache: "no-store",
  }),
  r("mentor", "/Mentor", "Mentor", "Para praktisi yang membimbing peserta kami.", "routes/catalog/mentor-list.tsx", { query: ["page"] }),
  r("metamorfosa", "/Metamorfosa", "Metamorfosa", "Program transformasi karier bagi talenta muda.", "routes/content/marketing.tsx"),
  r("network", "/Network", "Jaringan", "Mitra industri, sekolah, dan komunitas kami.", "routes/content/marketing.tsx"),
  r("news", "/News", "Kabar Terbaru", "Berita dan pengumuman terbaru.", "routes/content/posts-list.tsx", { query: POST_LIST_QUERY }),
  r("pesilat", "/Pesilat", "Pesilat", "Pelatihan vokasi siap kerja untuk generasi muda.", "routes/content/marketing.tsx"),
  r("podcast", "/Podcast", "Podcast", "Obrolan seputar karier, teknologi, dan pendidikan.", "routes/content/podcasts.tsx", { query: ["page", "q"] }),
  r("pricing", "/Pricing", "Harga", "Pilihan paket yang sesuai kebutuhan Anda.", "routes/content/marketing.tsx"),
  r("privacy-policy", "/Privacy-Policy", "Kebijakan Privasi", "Cara kami mengumpulkan, memakai, dan melindungi data Anda.", "routes/content/marketing.tsx"),
  r("program-list", "/Program", "Program", "Program pelatihan untuk korporasi, pemerintah, dan sekolah.", "routes/catalog/program-list.tsx", {
    query: ["page", "search"],
  }),
  r("register", "/Register", "Daftar", "Buat akun untuk mulai belajar.", "routes/identity/register.tsx", { query: ["next"], crawl: false }),
  r("silabus", "/Silabus", "Silabus", "Silabus lengkap setiap program.", "routes/catalog/silabus.tsx", { query: ["program"] }),
  r("talent-hiring", "/Talent-Hiring", "Rekrut Talenta", "Temukan talenta digital terlatih untuk tim Anda.", "routes/forms/talent-hiring.tsx", {
    formMaxBytes: FORM_MAX_BYTES.upload,
  }),
  r("terms", "/Terms-And-Conditions", "Syarat dan Ketentuan", "Ketentuan penggunaan layanan kami.", "routes/content/marketing.tsx"),
  r(
    "training-services",
    "/Training-Services",
    "Layanan Pelatihan",
    "Layanan pelatihan yang dapat disesuaikan untuk organisasi Anda.",
    "routes/content/marketing.tsx",
  ),
  r("video", "/Video", "Video", "Video pembelajaran dan dokumentasi kegiatan.", "routes/content/video.tsx", { query: ["page"] }),
  r("welcome", "/Welcome", "Selamat Datang", "Mulai perjalanan belajar Anda di sini.", "routes/content/marketing.tsx"),
  r("courses-premium", "/Courses/@Premium", "Kursus Premium", "Kursus premium dengan materi mendalam dan sertifikat.", "routes/catalog/course-list.tsx", {
    query: ["page"],
  }),
  r("event-careers", "/Event/Careers", "Karier di Event", "Lowongan kerja dari mitra event kami.", "routes/content/careers.tsx", { query: ["page"] }),
  r("event-program", "/Event/Program", "Program Event", "Program yang berlangsung dalam event kami.", "routes/content/events.tsx"),
  r("liga-smk-register", "/Liga-Smk/Register", "Pendaftaran Liga SMK", "Daftarkan tim sekolah Anda ke Liga SMK.", "routes/forms/liga-smk-register.tsx"),
  r("payment-error", "/Payment-Status/Error", "Pembayaran Gagal", "Pembayaran Anda belum berhasil diproses.", "routes/payments/payment-status.tsx", {
    query: ["order_id"],
    cache: "private",
    crawl: false,
    seo: NOT_CONFIGURABLE,
  }),
  r(
    "payment-success",
    "/Payment-Status/Success",
    "Pembayaran Berhasil",
    "Terima kasih, pembayaran Anda telah kami terima.",
    "routes/payments/payment-status.tsx",
    { query: ["order_id"], cache: "private", crawl: false, seo: NOT_CONFIGURABLE },
  ),
  r("training-syllabus", "/Training-Services/Syllabus", "Silabus Layanan Pelatihan", "Silabus layanan pelatihan kami.", "routes/content/marketing.tsx"),
  // Inbound forms the spec's screens link to (issue 14): the demo request and the contact form.
  r("demo", "/Demo", "Minta Demo", "Lihat langsung cara kerja platform dan program kami.", "routes/forms/demo.tsx"),
  r("contact", "/Kontak", "Hubungi Kami", "Kirim pertanyaan atau ajakan kerja sama kepada tim kami.", "routes/forms/contact.tsx"),
  r("school-register", "/Sekolah/Daftar", "Pendaftaran Sekolah", "Daftarkan sekolah Anda ke program kami.", "routes/forms/school-register.tsx"),
  // The main site's book landing page (DECISIONS.md); the puja family shows it at "/".
  r("book", "/Buku", "Buku", "Buku, ulasan pembaca, tes DISC, aspirasi, testimoni dan donasi.", "routes/book/book.tsx", { query: ["donasi"] }),
  // Routes with parameters
  r("aksara-feature", "/Aksara/Features/:slug", "Fitur Aksara", "Fitur platform Aksara.", "routes/content/features.tsx"),
  r("class-competence", "/Class/Competence/:slug", "Kompetensi Kelas", "Kelas berdasarkan kompetensi.", "routes/catalog/class-competence.tsx", {
    query: CLASS_LIST_QUERY,
  }),
  r("course-premium", "/Courses/@Premium/:slug", "Kursus Premium", "Detail kursus premium.", "routes/catalog/course-detail.tsx"),
  r("lms-feature", "/Lms/Features/:slug", "Fitur LMS", "Fitur sistem manajemen pembelajaran.", "routes/content/features.tsx"),
  r("pesilat-class", "/Pesilat/Class/:code?", "Kelas Pesilat", "Kelas pelatihan vokasi Pesilat.", "routes/catalog/pesilat-class.tsx", {
    query: CLASS_LIST_QUERY,
  }),
  r(
    "course-premium-chapter",
    "/Courses/@Premium/:slug/module/:moduleSlug?/chapter/:chapterSlug",
    "Materi Kursus Premium",
    "Baca materi kursus premium bab demi bab.",
    "routes/catalog/course-reader.tsx",
  ),
  r(
    "course-premium-quiz",
    "/Courses/@Premium/:slug/module/:moduleSlug/quiz/:quizSlug",
    "Kuis Modul",
    "Kuis akhir modul kursus premium.",
    "routes/catalog/course-quiz.tsx",
  ),
  r("berita-detail", "/Berita/Detail/:id?/:title?", "Detail Berita", "Berita lengkap.", "routes/content/post-detail.tsx"),
  r("event-career-detail", "/Event/Careers/:id/:slug?", "Detail Karier", "Detail lowongan kerja.", "routes/content/careers.tsx", { query: ["page"] }),
  r("event-program-detail", "/Event/Program/:id/:slug?", "Detail Program Event", "Detail program event.", "routes/content/events.tsx"),
  r("article", "/Articles/:slug", "Artikel", "Kumpulan artikel.", "routes/content/posts-list.tsx", { query: POST_LIST_QUERY }),
  r("career", "/Career/:slug?", "Karier", "Bergabung dan berkarier bersama kami.", "routes/content/careers.tsx", { query: ["page"] }),
  // One shape, two meanings: a code (uppercase) or a slug (lowercase kebab).
  r("class-detail", "/Class/:classKey", "Detail Kelas", "Detail kelas.", "routes/catalog/class-detail.tsx", { customParams: true }),
  r("course", "/Courses/:slug", "Detail Kursus", "Detail kursus.", "routes/catalog/course-detail.tsx"),
  r("curriculum-program", "/Curriculum/:program", "Kurikulum Program", "Kurikulum program.", "routes/catalog/curriculum.tsx"),
  r("event-detail", "/Event/:slug", "Detail Event", "Detail event.", "routes/content/events.tsx"),
  r("event-register", "/Event/:slug/Daftar", "Daftar Event", "Daftar sebagai peserta event.", "routes/forms/event-register.tsx", { cache: "no-store" }),
  r("event-sponsor", "/Event/:slug/Sponsor", "Jadi Sponsor", "Paket sponsor event untuk perusahaan.", "routes/forms/event-sponsor.tsx", { query: ["paket"] }),
  r("feature", "/Features/:slug", "Fitur", "Detail fitur.", "routes/content/features.tsx"),
  // `/News/{slug}` and `/News/{id}` share one shape: digits are an id.
  r("news-detail", "/News/:newsKey", "Detail Berita", "Berita lengkap.", "routes/content/post-detail.tsx", { customParams: true }),
  r("overview", "/Overview/:code?", "Ringkasan Kelas", "Ringkasan kelas.", "routes/catalog/overview.tsx"),
  r("program-detail", "/Program/:slug", "Detail Program", "Detail program.", "routes/catalog/program-detail.tsx", { query: ["page"] }),
  r("services", "/Services/:slug?", "Layanan", "Layanan yang kami tawarkan.", "routes/content/features.tsx"),
  r(
    "course-chapter",
    "/Courses/:slug/module/:moduleSlug?/chapter/:chapterSlug",
    "Materi Kursus",
    "Baca materi kursus bab demi bab.",
    "routes/catalog/course-reader.tsx",
  ),
  r("course-quiz", "/Courses/:slug/module/:moduleSlug/quiz/:quizSlug", "Kuis Modul", "Kuis akhir modul kursus.", "routes/catalog/course-quiz.tsx"),
  r("certificate", "/Certificate/:code", "Verifikasi Sertifikat", "Periksa keaslian sertifikat kursus.", "routes/catalog/certificate.tsx"),
  r("article-detail", "/Articles/:slug?/Detail/:id?/:title?", "Detail Artikel", "Artikel lengkap.", "routes/content/post-detail.tsx"),
  r("blog-detail", "/Blog/:id/:title?", "Artikel Blog", "Artikel blog.", "routes/content/post-detail.tsx"),
  r("news-id-detail", "/News/:id/:title", "Detail Berita", "Berita lengkap.", "routes/content/post-detail.tsx"),
  r("podcast-detail", "/Podcast/:id/:title?", "Episode Podcast", "Episode podcast.", "routes/content/podcasts.tsx", { query: ["page", "q"] }),
  // Captions (WebVTT) of an episode's recording and of a video's clip, for their players' <track>.
  r("podcast-captions", "/Podcast/:id/Captions.vtt", "Takarir Episode Podcast", "Takarir episode podcast (WebVTT).", "routes/content/media-captions.tsx", {
    seo: NOT_CONFIGURABLE,
  }),
  r("video-captions", "/Video/:id/Captions.vtt", "Takarir Video", "Takarir video (WebVTT).", "routes/content/media-captions.tsx", { seo: NOT_CONFIGURABLE }),
  r("portfolio", "/Portfolio/:type?/:title?", "Portofolio", "Studi kasus program pelatihan yang telah kami jalankan.", "routes/content/portfolio.tsx"),
  r("program-id-detail", "/Program/:id/:slug", "Detail Program", "Detail program.", "routes/catalog/program-detail.tsx", { query: ["page"] }),
  // Chat assistant (DECISIONS.md: /Chat and /Chat/History on every tenant).
  r("chat", "/Chat", "Asisten", "Tanyakan kelas, program, jadwal, dan biaya; jawaban diambil dari halaman situs ini.", "routes/assistant/chat.tsx", {
    query: ["c"],
    cache: "private",
    sitemap: true,
  }),
  r("chat-history", "/Chat/History", "Riwayat Percakapan", "Percakapan Anda dengan asisten di situs ini.", "routes/assistant/history.tsx", {
    query: ["hapus", "page", "dihapus"],
    cache: "private",
    seo: NOT_CONFIGURABLE,
  }),
  // Joining and paying (issue 15): confirmation/checkout per class or course, the sandbox gateway's hosted page.
  r("checkout-class", "/Checkout/Kelas/:slug", "Daftar Kelas", "Konfirmasi pendaftaran kelas dan pembayarannya.", "routes/payments/checkout.tsx", {
    query: ["status"],
    cache: "private",
    seo: NOT_CONFIGURABLE,
  }),
  r("checkout-course", "/Checkout/Kursus/:slug", "Daftar Kursus", "Konfirmasi pendaftaran kursus premium dan pembayarannya.", "routes/payments/checkout.tsx", {
    query: ["status"],
    cache: "private",
    seo: NOT_CONFIGURABLE,
  }),
  r(
    "checkout-sandbox",
    "/Checkout/Sandbox/:orderId",
    "Pembayaran Sandbox",
    "Halaman pembayaran uji coba: tidak ada uang sungguhan yang berpindah.",
    "routes/payments/sandbox-checkout.tsx",
    { customParams: true, cache: "private", seo: NOT_CONFIGURABLE },
  ),
  csv("dashboard-payout-export", "/Dashboard/Payout/Ekspor", "Ekspor Payout", "Unduh antrean payout sebagai CSV.", "routes/dashboard/payout-export.tsx", {
    query: ["status", "bank", "q"],
  }),
  // Member dashboard (identity): signed in only; a section's menu label is its title, its hint its lead, and
  // `section` names the permission (src/domain/identity/permissions.ts) and the menu group.
  section(
    "dashboard",
    "/Dashboard",
    "routes/dashboard/home.tsx",
    "Ringkasan",
    "Sapaan dan pintasan ke setiap bagian.",
    { permission: "dashboard.view" },
    { query: [...DASHBOARD_QUERY, "kelas"] },
  ),
  section(
    "dashboard-profile",
    "/Dashboard/Profil",
    "routes/dashboard/profile.tsx",
    "Profil",
    "Ubah nama dan foto profil Anda.",
    { permission: "profile.edit" },
    { query: DASHBOARD_QUERY },
  ),
  section(
    "dashboard-classes",
    "/Dashboard/Kelas",
    "routes/dashboard/classes.tsx",
    "Kelas Saya",
    "Kelas dan kursus Anda beserta kemajuannya.",
    { permission: "learning.view" },
    { query: DASHBOARD_QUERY },
  ),
  section(
    "dashboard-payments",
    "/Dashboard/Pembayaran",
    "routes/dashboard/payments.tsx",
    "Pembayaran",
    "Riwayat tagihan dan pembayaran kelas.",
    { permission: "payment.view" },
    { query: ["halaman", "order"] },
  ),
  section(
    "dashboard-payout",
    "/Dashboard/Payout",
    "routes/dashboard/payout.tsx",
    "Payout",
    "Pengajuan payout dan statusnya.",
    { permission: "payout.view" },
    { query: ["halaman", "status", "bank", "q"] },
  ),
  section(
    "dashboard-statistics",
    "/Dashboard/Statistik",
    "routes/dashboard/statistics.tsx",
    "Statistik",
    "Peserta, alumni, sekolah dan kota program.",
    { permission: "statistics.view" },
    { query: ["dari", "sampai", "periode", "program", "musim"] },
  ),
  section(
    "dashboard-content",
    "/Dashboard/Konten",
    "routes/dashboard/content.tsx",
    "Konten",
    "Ubah teks halaman situs: Tentang Kami, Harga dan lainnya.",
    CONTENT_WRITE,
    { query: DASHBOARD_QUERY, formMaxBytes: KONTEN },
  ),
  // Content editor (issue 17): one list and one edit module for every content kind (src/contracts/content-editor.ts).
  section(
    "dashboard-content-pages",
    "/Dashboard/Konten/Halaman",
    "routes/dashboard/content.tsx",
    "Halaman Situs",
    "Teks halaman situs: Tentang Kami, Harga dan lainnya.",
    CONTENT_WRITE,
    { query: DASHBOARD_QUERY, formMaxBytes: KONTEN },
  ),
  section(
    "dashboard-content-artikel",
    "/Dashboard/Konten/Artikel",
    "routes/dashboard/content-list.tsx",
    "Artikel",
    "Artikel, blog dan berita: draf, terbit atau terjadwal.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-artikel-edit", "/Dashboard/Konten/Artikel/:id", "routes/dashboard/content-edit.tsx", "Ubah artikel", "", CONTENT_EDIT),
  section(
    "dashboard-content-kategori",
    "/Dashboard/Konten/Artikel/Kategori",
    "routes/dashboard/content-list.tsx",
    "Kategori",
    "Kategori artikel dan podcast.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-kategori-edit", "/Dashboard/Konten/Artikel/Kategori/:id", "routes/dashboard/content-edit.tsx", "Ubah kategori", "", CONTENT_EDIT),
  section(
    "dashboard-content-podcast",
    "/Dashboard/Konten/Podcast",
    "routes/dashboard/content-list.tsx",
    "Podcast",
    "Episode podcast dan rekamannya.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-podcast-edit", "/Dashboard/Konten/Podcast/:id", "routes/dashboard/content-edit.tsx", "Ubah podcast", "", CONTENT_EDIT),
  section(
    "dashboard-content-video",
    "/Dashboard/Konten/Video",
    "routes/dashboard/content-list.tsx",
    "Video",
    "Video YouTube atau Vimeo.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-video-edit", "/Dashboard/Konten/Video/:id", "routes/dashboard/content-edit.tsx", "Ubah video", "", CONTENT_EDIT),
  section(
    "dashboard-content-galeri",
    "/Dashboard/Konten/Galeri",
    "routes/dashboard/content-list.tsx",
    "Galeri",
    "Foto dokumentasi kegiatan.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-galeri-edit", "/Dashboard/Konten/Galeri/:id", "routes/dashboard/content-edit.tsx", "Ubah galeri", "", CONTENT_EDIT),
  section(
    "dashboard-content-portofolio",
    "/Dashboard/Konten/Portofolio",
    "routes/dashboard/content-list.tsx",
    "Portofolio",
    "Studi kasus program dengan batch, gambar dan foto.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-portofolio-edit", "/Dashboard/Konten/Portofolio/:id", "routes/dashboard/content-edit.tsx", "Ubah portofolio", "", CONTENT_EDIT),
  section(
    "dashboard-content-fitur",
    "/Dashboard/Konten/Fitur",
    "routes/dashboard/content-list.tsx",
    "Fitur",
    "Fitur LMS, Aksara dan layanan.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-fitur-edit", "/Dashboard/Konten/Fitur/:id", "routes/dashboard/content-edit.tsx", "Ubah fitur", "", CONTENT_EDIT),
  section(
    "dashboard-content-acara",
    "/Dashboard/Konten/Acara",
    "routes/dashboard/content-list.tsx",
    "Acara",
    "Event dengan pembicara, kegiatan dan paket sponsor.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-acara-edit", "/Dashboard/Konten/Acara/:id", "routes/dashboard/content-edit.tsx", "Ubah acara", "", CONTENT_EDIT),
  section(
    "dashboard-content-karier",
    "/Dashboard/Konten/Karier",
    "routes/dashboard/content-list.tsx",
    "Karier",
    "Organisasi atau divisi yang membuka lowongan.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-karier-edit", "/Dashboard/Konten/Karier/:id", "routes/dashboard/content-edit.tsx", "Ubah karier", "", CONTENT_EDIT),
  section(
    "dashboard-content-lowongan",
    "/Dashboard/Konten/Karier/Lowongan",
    "routes/dashboard/content-list.tsx",
    "Lowongan",
    "Lowongan kerja per karier.",
    CONTENT_WRITE,
    CONTENT_LIST,
  ),
  dash("dashboard-content-lowongan-edit", "/Dashboard/Konten/Karier/Lowongan/:id", "routes/dashboard/content-edit.tsx", "Ubah lowongan", "", CONTENT_EDIT),
  dash("dashboard-content-artikel-preview", "/Dashboard/Konten/Artikel/:id/Pratinjau", "routes/dashboard/content-preview.tsx", "Pratinjau artikel", "", {
    formMaxBytes: KONTEN,
  }),
  section(
    "dashboard-members",
    "/Dashboard/Peserta",
    "routes/dashboard/members.tsx",
    "Peserta Kursus",
    "Buka kursus premium bagi peserta.",
    { permission: "enrolment.manage", group: "Orang" },
    { query: DASHBOARD_QUERY },
  ),
  section(
    "dashboard-users",
    "/Dashboard/Pengguna",
    "routes/dashboard/users.tsx",
    "Pengguna",
    "Cari, undang, ubah peran dan nonaktifkan pengguna situs.",
    { permission: "members.manage", group: "Orang" },
    { query: ["q", "page", "sort", "dir", "status", "peran"] },
  ),
  section(
    "dashboard-media",
    "/Dashboard/Media",
    "routes/dashboard/media.tsx",
    "Pustaka Media",
    "Unggah gambar dan audio, lengkapi teks alternatifnya.",
    { permission: "media.manage", group: "Media" },
    { query: ["q", "page", "sort", "dir", "status", "trash", "ubah"], formMaxBytes: FORM_MAX_BYTES.media },
  ),
  section(
    "dashboard-inbox",
    "/Dashboard/Inbox",
    "routes/dashboard/inbox.tsx",
    "Kotak Masuk",
    "Permintaan demo, janji temu, pendaftaran dan pesan yang masuk.",
    { permission: "inbox.manage" },
    { query: ["halaman", "jenis", "status", "dari", "sampai", "q", "id"] },
  ),
  section(
    "dashboard-slots",
    "/Dashboard/Jadwal",
    "routes/dashboard/appointment-slots.tsx",
    "Jadwal Konsultasi",
    "Buka dan tutup jam janji temu yang bisa dipesan pengunjung.",
    { permission: "inbox.manage" },
    { query: ["page"] },
  ),
  csv(
    "dashboard-inbox-export",
    "/Dashboard/Inbox/Ekspor",
    "Ekspor Kotak Masuk",
    "Unduh kiriman kotak masuk sebagai CSV.",
    "routes/dashboard/inbox-export.tsx",
    { query: ["jenis", "status", "dari", "sampai", "q"] },
  ),
  section(
    "dashboard-teaching",
    "/Dashboard/Mengajar",
    "routes/dashboard/teaching.tsx",
    "Kelas yang Saya Ajar",
    "Kemajuan, nilai kuis dan aktivitas terakhir peserta Anda.",
    { permission: "teaching.view" },
  ),
  section(
    "dashboard-certificates",
    "/Dashboard/Sertifikat",
    "routes/dashboard/certificates.tsx",
    "Sertifikat",
    "Sertifikat kursus yang sudah Anda selesaikan.",
    { permission: "learning.view" },
  ),
  section(
    "dashboard-book",
    "/Dashboard/Buku",
    "routes/dashboard/book.tsx",
    "Halaman Buku",
    "Moderasi ulasan, aspirasi dan testimoni; hasil tes DISC dan donasi.",
    { permission: "book.moderate", group: "Konten" },
    { query: ["tab", "status", "halaman"] },
  ),
  csv(
    "dashboard-book-export",
    "/Dashboard/Buku/Ekspor",
    "Ekspor Halaman Buku",
    "Unduh ulasan, aspirasi, testimoni, hasil DISC atau donasi sebagai CSV.",
    "routes/dashboard/book-export.tsx",
    { query: ["tab", "status"] },
  ),
  section(
    "dashboard-settings",
    "/Dashboard/Pengaturan",
    "routes/dashboard/settings.tsx",
    "Pengaturan Situs",
    "Judul, logo, warna, font, meta dan mode pemeliharaan situs.",
    { permission: "settings.manage", group: "Situs" },
  ),
  // Per-route SEO config (spec §3): the public routes with their overrides, one edit form per route id.
  section(
    "dashboard-settings-seo",
    "/Dashboard/Pengaturan/SEO",
    "routes/dashboard/settings-seo.tsx",
    "SEO Halaman",
    "Judul, deskripsi, gambar bagikan dan indeks mesin pencari per halaman situs.",
    { permission: "settings.manage", group: "Situs" },
    { query: ["q", "page", "status"] },
  ),
  dash("dashboard-settings-seo-edit", "/Dashboard/Pengaturan/SEO/:slug", "routes/dashboard/settings-seo-edit.tsx", "Ubah SEO halaman"),
  section(
    "dashboard-settings-hosts",
    "/Dashboard/Pengaturan/Domain",
    "routes/dashboard/settings-hosts.tsx",
    "Domain",
    "Alamat (domain) tempat situs ini dibuka.",
    { permission: "hosts.manage", group: "Situs" },
  ),
  section(
    "dashboard-audit",
    "/Dashboard/Log",
    "routes/dashboard/audit-log.tsx",
    "Log Perubahan",
    "Siapa mengubah apa dan kapan, beserta rinciannya.",
    { permission: "audit.view", group: "Situs" },
    { query: ["page", "entitas", "pengguna", "aksi"] },
  ),
  dash("dashboard-logout", "/Dashboard/Keluar", "routes/dashboard/logout.tsx", "Keluar", "Keluar dari akun.", { query: DASHBOARD_QUERY }),
  // Catalogue (issue 17): one list and one edit module for classes, programmes, batches, syllabus, courses, mentors, schools, webinars and competences.
  section(
    "dashboard-catalog-classes",
    "/Dashboard/Katalog/Kelas",
    "routes/dashboard/catalog/list.tsx",
    "Kelas",
    "Kelas dengan status, jadwal, harga dan mentornya.",
    CATALOG_OWN,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-class-new", "/Dashboard/Katalog/Kelas/baru", "routes/dashboard/catalog/edit.tsx", "Tambah kelas", "", { query: CATALOG_EDIT_QUERY }),
  dash("dashboard-catalog-class-edit", "/Dashboard/Katalog/Kelas/:id", "routes/dashboard/catalog/edit.tsx", "Ubah kelas", "", { query: CATALOG_EDIT_QUERY }),
  section(
    "dashboard-catalog-programs",
    "/Dashboard/Katalog/Program",
    "routes/dashboard/catalog/list.tsx",
    "Program",
    "Program pelatihan dan sasarannya.",
    CATALOG_MANAGE,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-program-new", "/Dashboard/Katalog/Program/baru", "routes/dashboard/catalog/edit.tsx", "Tambah program", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  dash("dashboard-catalog-program-edit", "/Dashboard/Katalog/Program/:id", "routes/dashboard/catalog/edit.tsx", "Ubah program", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  section(
    "dashboard-catalog-batches",
    "/Dashboard/Katalog/Batch",
    "routes/dashboard/catalog/list.tsx",
    "Batch",
    "Angkatan kelas: tanggal, batas pendaftaran dan kuota.",
    CATALOG_OWN,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-batch-new", "/Dashboard/Katalog/Batch/baru", "routes/dashboard/catalog/edit.tsx", "Tambah batch", "", { query: CATALOG_EDIT_QUERY }),
  dash("dashboard-catalog-batch-edit", "/Dashboard/Katalog/Batch/:id", "routes/dashboard/catalog/edit.tsx", "Ubah batch", "", { query: CATALOG_EDIT_QUERY }),
  section(
    "dashboard-catalog-syllabus",
    "/Dashboard/Katalog/Silabus",
    "routes/dashboard/catalog/list.tsx",
    "Silabus",
    "Materi silabus setiap kelas dan jumlah jamnya.",
    CATALOG_OWN,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-syllabus-new", "/Dashboard/Katalog/Silabus/baru", "routes/dashboard/catalog/edit.tsx", "Tambah materi silabus", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  dash("dashboard-catalog-syllabus-edit", "/Dashboard/Katalog/Silabus/:id", "routes/dashboard/catalog/edit.tsx", "Ubah materi silabus", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  section(
    "dashboard-catalog-courses",
    "/Dashboard/Katalog/Kursus",
    "routes/dashboard/catalog/list.tsx",
    "Kursus",
    "Kursus dengan modul dan bab, bab premium dan editornya.",
    CATALOG_OWN,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-course-new", "/Dashboard/Katalog/Kursus/baru", "routes/dashboard/catalog/edit.tsx", "Tambah kursus", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  dash("dashboard-catalog-course-edit", "/Dashboard/Katalog/Kursus/:id", "routes/dashboard/catalog/edit.tsx", "Ubah kursus", "", { query: CATALOG_EDIT_QUERY }),
  dash("dashboard-catalog-chapter", "/Dashboard/Katalog/Kursus/Bab/:id", "routes/dashboard/catalog/chapter.tsx", "Ubah bab", "", { query: ["baru"] }),
  section(
    "dashboard-catalog-mentors",
    "/Dashboard/Katalog/Mentor",
    "routes/dashboard/catalog/list.tsx",
    "Mentor",
    "Profil mentor yang tampil di situs.",
    CATALOG_MANAGE,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-mentor-new", "/Dashboard/Katalog/Mentor/baru", "routes/dashboard/catalog/edit.tsx", "Tambah mentor", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  dash("dashboard-catalog-mentor-edit", "/Dashboard/Katalog/Mentor/:id", "routes/dashboard/catalog/edit.tsx", "Ubah mentor", "", { query: CATALOG_EDIT_QUERY }),
  section(
    "dashboard-catalog-schools",
    "/Dashboard/Katalog/Sekolah",
    "routes/dashboard/catalog/list.tsx",
    "Sekolah",
    "Sekolah mitra setiap program, kota dan jumlah siswanya.",
    CATALOG_MANAGE,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-school-new", "/Dashboard/Katalog/Sekolah/baru", "routes/dashboard/catalog/edit.tsx", "Tambah sekolah", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  dash("dashboard-catalog-school-edit", "/Dashboard/Katalog/Sekolah/:id", "routes/dashboard/catalog/edit.tsx", "Ubah sekolah", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  section(
    "dashboard-catalog-webinars",
    "/Dashboard/Katalog/Webinar",
    "routes/dashboard/catalog/list.tsx",
    "Webinar",
    "Jadwal webinar, pembicara dan tautannya.",
    CATALOG_MANAGE,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-webinar-new", "/Dashboard/Katalog/Webinar/baru", "routes/dashboard/catalog/edit.tsx", "Tambah webinar", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  dash("dashboard-catalog-webinar-edit", "/Dashboard/Katalog/Webinar/:id", "routes/dashboard/catalog/edit.tsx", "Ubah webinar", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  section(
    "dashboard-catalog-competences",
    "/Dashboard/Katalog/Kompetensi",
    "routes/dashboard/catalog/list.tsx",
    "Kompetensi",
    "Kompetensi yang dipakai untuk mengelompokkan kelas.",
    CATALOG_MANAGE,
    { query: CATALOG_LIST_QUERY },
  ),
  dash("dashboard-catalog-competence-new", "/Dashboard/Katalog/Kompetensi/baru", "routes/dashboard/catalog/edit.tsx", "Tambah kompetensi", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  dash("dashboard-catalog-competence-edit", "/Dashboard/Katalog/Kompetensi/:id", "routes/dashboard/catalog/edit.tsx", "Ubah kompetensi", "", {
    query: CATALOG_EDIT_QUERY,
  }),
  csv(
    "dashboard-teaching-export",
    "/Dashboard/Mengajar/Ekspor",
    "Ekspor Peserta",
    "Unduh kemajuan peserta sebagai CSV.",
    "routes/dashboard/teaching-export.tsx",
  ),
  csv(
    "dashboard-statistics-export",
    "/Dashboard/Statistik/Ekspor",
    "Ekspor Statistik",
    "Unduh tabel statistik sebagai CSV.",
    "routes/dashboard/statistics-export.tsx",
    { query: ["tabel", "dari", "sampai", "periode", "program", "musim"] },
  ),
] as const satisfies readonly TRouteEntry[];

export type TRouteId = (typeof ROUTE_TABLE)[number]["id"];

const BY_ID = new Map<string, TRouteEntry>(ROUTE_TABLE.map((e) => [e.id, e]));

export function routeEntry(id: string): TRouteEntry | undefined {
  return BY_ID.get(id);
}

// ---- Typed route building -------------------------------------------------

type Seg<S extends string> = S extends `:${infer N}?`
  ? { [K in N]?: string | number }
  : S extends `:${infer N}`
    ? { [K in N]: string | number }
    : Record<never, never>;
type Split<P extends string> = P extends `${infer A}/${infer B}` ? Seg<A> & Split<B> : Seg<P>;
type Flatten<T> = { [K in keyof T]: T[K] };
export type TRouteParams<Id extends TRouteId> = Flatten<Split<Extract<(typeof ROUTE_TABLE)[number], { id: Id }>["path"]>>;

export class RouteParamError extends Error {
  override name = "RouteParamError";
}

function validParam(routeId: string, name: string, value: string): boolean {
  if (routeId === "class-detail" && name === "classKey") return matchesParam("code", value) || matchesParam("slug", value);
  if (routeId === "news-detail" && name === "newsKey") return matchesParam("slug", value);
  return matchesParam(name, value);
}

/**
 * Builds a path from the route table. Refuses a missing mandatory parameter and a value that
 * breaks its pattern (spec §2); an omitted optional parameter drops its segment.
 */
export function buildPath<Id extends TRouteId>(
  id: Id,
  ...args: Record<never, never> extends TRouteParams<Id> ? [TRouteParams<Id>?] : [TRouteParams<Id>]
): string {
  const entry = BY_ID.get(id);
  if (!entry) throw new RouteParamError(`Rute tidak dikenal: ${id}`);
  const params = (args[0] ?? {}) as Record<string, string | number | undefined>;
  const out: string[] = [];
  for (const seg of entry.path.split("/").slice(1)) {
    if (!seg.startsWith(":")) {
      out.push(seg);
      continue;
    }
    const optional = seg.endsWith("?");
    const name = seg.slice(1, optional ? -1 : undefined);
    const raw = params[name];
    if (raw === undefined || raw === null || raw === "") {
      if (optional) continue;
      throw new RouteParamError(`Parameter wajib "${name}" tidak diisi untuk rute ${entry.path}`);
    }
    const value = String(raw);
    if (!validParam(entry.id, name, value)) {
      throw new RouteParamError(`Nilai "${value}" tidak sesuai pola parameter "${name}" pada rute ${entry.path}`);
    }
    out.push(encodeURIComponent(value));
  }
  return "/" + out.join("/");
}

/** True when every parameter of a matched route fits its pattern (else the route answers 404). */
export function paramsAreValid(entry: TRouteEntry, params: Record<string, string | undefined>): boolean {
  for (const seg of entry.path.split("/")) {
    if (!seg.startsWith(":")) continue;
    const optional = seg.endsWith("?");
    const name = seg.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === "") {
      if (optional) continue;
      return false;
    }
    if (!validParam(entry.id, name, value)) return false;
  }
  return true;
}
