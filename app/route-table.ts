import { ADMIN_LIST_PARAMS } from "../src/contracts/admin-list.ts";
import { matchesParam } from "../src/contracts/route-params.ts";
import { dashboardSection } from "./lib/dashboard-sections.ts";

/**
 * The spec's route table (§2): one entry per path, case-sensitive, with its Indonesian title.
 * `app/routes.ts` turns it into React Router routes; `buildPath` builds links from it.
 * `file` is the route module; entries sharing a module are told apart by `id`.
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
}

function r<const I extends string, const P extends string>(id: I, path: P, title: string, lead: string, file: string, customParams = false) {
  return { id, path, file, title, lead, ...(customParams ? { customParams } : {}) } as TRouteEntry & { id: I; path: P };
}

/** The dashboard layout: signs in once, shows the role's sections (app/lib/dashboard-sections.ts). */
export const DASHBOARD_LAYOUT_FILE = "routes/dashboard/layout.tsx";

/** A dashboard section: title and lead come from its entry in app/lib/dashboard-sections.ts. */
function dash<const I extends string, const P extends string>(id: I, path: P, file: string, title?: string, lead?: string) {
  const section = dashboardSection(id);
  return { ...r(id, path, title ?? section?.label ?? id, lead ?? section?.hint ?? "", file), layout: DASHBOARD_LAYOUT_FILE };
}

export const ROUTE_TABLE = [
  r("home", "/", "Beranda", "Program pelatihan dan kelas untuk talenta Indonesia.", "routes/home.tsx"),
  // Static routes
  r("about", "/About", "Tentang Kami", "Kenali siapa kami, apa yang kami kerjakan, dan mengapa.", "routes/content/marketing.tsx"),
  r("aksara", "/Aksara", "Aksara", "Platform literasi dan belajar mandiri untuk sekolah.", "routes/content/marketing.tsx"),
  r("belajar-bersama", "/BelajarBersama", "Belajar Bersama", "Festival belajar dengan kelas praktis dari para mentor.", "routes/catalog/belajar-bersama.tsx"),
  r("berita", "/Berita", "Berita", "Kabar terbaru dari program dan kegiatan kami.", "routes/content/posts-list.tsx"),
  r("blog", "/Blog", "Blog", "Tulisan, tips, dan cerita belajar dari tim dan mentor kami.", "routes/content/posts-list.tsx"),
  r("callback-auth", "/CallbackAuth", "Memproses Masuk", "Kami sedang memproses proses masuk akun Anda.", "routes/identity/callback-auth.tsx"),
  r("callback-payment", "/CallbackPayment", "Memproses Pembayaran", "Kami sedang memeriksa status pembayaran Anda.", "routes/payments/callback-payment.tsx"),
  r("campus", "/Campus", "Kampus", "Kerja sama pelatihan dengan perguruan tinggi.", "routes/content/marketing.tsx"),
  r("class-list", "/Class", "Kelas", "Temukan kelas yang sesuai dengan tujuan belajar Anda.", "routes/catalog/class-list.tsx"),
  r("clients", "/Clients", "Klien Kami", "Organisasi yang telah mempercayakan pelatihannya kepada kami.", "routes/content/marketing.tsx"),
  r("collaboration", "/Collaboration", "Kolaborasi", "Bangun program pelatihan bersama kami.", "routes/content/marketing.tsx"),
  r("corporates", "/Corporates", "Pelatihan Korporasi", "Program pengembangan SDM yang dirancang untuk perusahaan.", "routes/content/marketing.tsx"),
  r("courses", "/Courses", "Kursus", "Belajar mandiri lewat modul dan bab yang tersusun rapi.", "routes/catalog/course-list.tsx"),
  r("curriculum", "/Curriculum", "Kurikulum", "Kurikulum setiap program, dari dasar hingga mahir.", "routes/catalog/curriculum.tsx"),
  r("event", "/Event", "Event", "Acara, webinar, dan kompetisi yang akan datang.", "routes/content/events.tsx"),
  r("gallery", "/Gallery", "Galeri", "Dokumentasi kegiatan belajar dan acara kami.", "routes/content/gallery.tsx"),
  r("government", "/Government", "Program Pemerintah", "Pelatihan peningkatan kapasitas untuk instansi pemerintah.", "routes/content/marketing.tsx"),
  r("leaderboards", "/Leaderboards", "Papan Peringkat", "Peringkat peserta dan sekolah dalam kompetisi.", "routes/statistics/leaderboards.tsx"),
  r("liga-smk", "/Liga-Smk", "Liga SMK", "Kompetisi teknologi antar-SMK se-Indonesia.", "routes/forms/liga-smk.tsx"),
  r("lms", "/Lms", "LMS", "Sistem manajemen pembelajaran untuk sekolah dan lembaga.", "routes/content/marketing.tsx"),
  r("login", "/Login", "Masuk", "Masuk ke akun Anda untuk melanjutkan belajar.", "routes/identity/login.tsx"),
  r("make-appointment", "/Make-Appointment", "Buat Janji Temu", "Jadwalkan konsultasi dengan tim kami.", "routes/forms/appointment.tsx"),
  r("mentor", "/Mentor", "Mentor", "Para praktisi yang membimbing peserta kami.", "routes/catalog/mentor-list.tsx"),
  r("metamorfosa", "/Metamorfosa", "Metamorfosa", "Program transformasi karier bagi talenta muda.", "routes/content/marketing.tsx"),
  r("network", "/Network", "Jaringan", "Mitra industri, sekolah, dan komunitas kami.", "routes/content/marketing.tsx"),
  r("news", "/News", "Kabar Terbaru", "Berita dan pengumuman terbaru.", "routes/content/posts-list.tsx"),
  r("pesilat", "/Pesilat", "Pesilat", "Pelatihan vokasi siap kerja untuk generasi muda.", "routes/content/marketing.tsx"),
  r("podcast", "/Podcast", "Podcast", "Obrolan seputar karier, teknologi, dan pendidikan.", "routes/content/podcasts.tsx"),
  r("pricing", "/Pricing", "Harga", "Pilihan paket yang sesuai kebutuhan Anda.", "routes/content/marketing.tsx"),
  r("privacy-policy", "/Privacy-Policy", "Kebijakan Privasi", "Cara kami mengumpulkan, memakai, dan melindungi data Anda.", "routes/content/marketing.tsx"),
  r("program-list", "/Program", "Program", "Program pelatihan untuk korporasi, pemerintah, dan sekolah.", "routes/catalog/program-list.tsx"),
  r("register", "/Register", "Daftar", "Buat akun untuk mulai belajar.", "routes/identity/register.tsx"),
  r("silabus", "/Silabus", "Silabus", "Silabus lengkap setiap program.", "routes/catalog/silabus.tsx"),
  r("talent-hiring", "/Talent-Hiring", "Rekrut Talenta", "Temukan talenta digital terlatih untuk tim Anda.", "routes/forms/talent-hiring.tsx"),
  r("terms", "/Terms-And-Conditions", "Syarat dan Ketentuan", "Ketentuan penggunaan layanan kami.", "routes/content/marketing.tsx"),
  r(
    "training-services",
    "/Training-Services",
    "Layanan Pelatihan",
    "Layanan pelatihan yang dapat disesuaikan untuk organisasi Anda.",
    "routes/content/marketing.tsx",
  ),
  r("video", "/Video", "Video", "Video pembelajaran dan dokumentasi kegiatan.", "routes/content/video.tsx"),
  r("welcome", "/Welcome", "Selamat Datang", "Mulai perjalanan belajar Anda di sini.", "routes/content/marketing.tsx"),
  r("courses-premium", "/Courses/@Premium", "Kursus Premium", "Kursus premium dengan materi mendalam dan sertifikat.", "routes/catalog/course-list.tsx"),
  r("event-careers", "/Event/Careers", "Karier di Event", "Lowongan kerja dari mitra event kami.", "routes/content/careers.tsx"),
  r("event-program", "/Event/Program", "Program Event", "Program yang berlangsung dalam event kami.", "routes/content/events.tsx"),
  r("liga-smk-register", "/Liga-Smk/Register", "Pendaftaran Liga SMK", "Daftarkan tim sekolah Anda ke Liga SMK.", "routes/forms/liga-smk-register.tsx"),
  r("payment-error", "/Payment-Status/Error", "Pembayaran Gagal", "Pembayaran Anda belum berhasil diproses.", "routes/payments/payment-status.tsx"),
  r(
    "payment-success",
    "/Payment-Status/Success",
    "Pembayaran Berhasil",
    "Terima kasih, pembayaran Anda telah kami terima.",
    "routes/payments/payment-status.tsx",
  ),
  r("training-syllabus", "/Training-Services/Syllabus", "Silabus Layanan Pelatihan", "Silabus layanan pelatihan kami.", "routes/content/marketing.tsx"),
  // Inbound forms the spec's screens link to (issue 14): the demo request and the contact form.
  r("demo", "/Demo", "Minta Demo", "Lihat langsung cara kerja platform dan program kami.", "routes/forms/demo.tsx"),
  r("contact", "/Kontak", "Hubungi Kami", "Kirim pertanyaan atau ajakan kerja sama kepada tim kami.", "routes/forms/contact.tsx"),
  r("school-register", "/Sekolah/Daftar", "Pendaftaran Sekolah", "Daftarkan sekolah Anda ke program kami.", "routes/forms/school-register.tsx"),
  // The main site's book landing page (DECISIONS.md); the puja family shows it at "/".
  r("book", "/Buku", "Buku", "Buku, ulasan pembaca, tes DISC, aspirasi, testimoni dan donasi.", "routes/book/book.tsx"),
  // Routes with parameters
  r("aksara-feature", "/Aksara/Features/:slug", "Fitur Aksara", "Fitur platform Aksara.", "routes/content/features.tsx"),
  r("class-competence", "/Class/Competence/:slug", "Kompetensi Kelas", "Kelas berdasarkan kompetensi.", "routes/catalog/class-competence.tsx"),
  r("course-premium", "/Courses/@Premium/:slug", "Kursus Premium", "Detail kursus premium.", "routes/catalog/course-detail.tsx"),
  r("lms-feature", "/Lms/Features/:slug", "Fitur LMS", "Fitur sistem manajemen pembelajaran.", "routes/content/features.tsx"),
  r("pesilat-class", "/Pesilat/Class/:code?", "Kelas Pesilat", "Kelas pelatihan vokasi Pesilat.", "routes/catalog/pesilat-class.tsx"),
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
  r("event-career-detail", "/Event/Careers/:id/:slug?", "Detail Karier", "Detail lowongan kerja.", "routes/content/careers.tsx"),
  r("event-program-detail", "/Event/Program/:id/:slug?", "Detail Program Event", "Detail program event.", "routes/content/events.tsx"),
  r("article", "/Articles/:slug", "Artikel", "Kumpulan artikel.", "routes/content/posts-list.tsx"),
  r("career", "/Career/:slug?", "Karier", "Bergabung dan berkarier bersama kami.", "routes/content/careers.tsx"),
  // One shape, two meanings: a code (uppercase) or a slug (lowercase kebab).
  r("class-detail", "/Class/:classKey", "Detail Kelas", "Detail kelas.", "routes/catalog/class-detail.tsx", true),
  r("course", "/Courses/:slug", "Detail Kursus", "Detail kursus.", "routes/catalog/course-detail.tsx"),
  r("curriculum-program", "/Curriculum/:program", "Kurikulum Program", "Kurikulum program.", "routes/catalog/curriculum.tsx"),
  r("event-detail", "/Event/:slug", "Detail Event", "Detail event.", "routes/content/events.tsx"),
  r("event-register", "/Event/:slug/Daftar", "Daftar Event", "Daftar sebagai peserta event.", "routes/forms/event-register.tsx"),
  r("event-sponsor", "/Event/:slug/Sponsor", "Jadi Sponsor", "Paket sponsor event untuk perusahaan.", "routes/forms/event-sponsor.tsx"),
  r("feature", "/Features/:slug", "Fitur", "Detail fitur.", "routes/content/features.tsx"),
  // `/News/{slug}` and `/News/{id}` share one shape: digits are an id.
  r("news-detail", "/News/:newsKey", "Detail Berita", "Berita lengkap.", "routes/content/post-detail.tsx", true),
  r("overview", "/Overview/:code?", "Ringkasan Kelas", "Ringkasan kelas.", "routes/catalog/overview.tsx"),
  r("program-detail", "/Program/:slug", "Detail Program", "Detail program.", "routes/catalog/program-detail.tsx"),
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
  r("podcast-detail", "/Podcast/:id/:title?", "Episode Podcast", "Episode podcast.", "routes/content/podcasts.tsx"),
  // Captions (WebVTT) of an episode's recording and of a video's clip, for their players' <track>.
  r("podcast-captions", "/Podcast/:id/Captions.vtt", "Takarir Episode Podcast", "Takarir episode podcast (WebVTT).", "routes/content/media-captions.tsx"),
  r("video-captions", "/Video/:id/Captions.vtt", "Takarir Video", "Takarir video (WebVTT).", "routes/content/media-captions.tsx"),
  r("portfolio", "/Portfolio/:type?/:title?", "Portofolio", "Studi kasus program pelatihan yang telah kami jalankan.", "routes/content/portfolio.tsx"),
  r("program-id-detail", "/Program/:id/:slug", "Detail Program", "Detail program.", "routes/catalog/program-detail.tsx"),
  // Chat assistant (DECISIONS.md: /Chat and /Chat/History on every tenant).
  r("chat", "/Chat", "Asisten", "Tanyakan kelas, program, jadwal, dan biaya; jawaban diambil dari halaman situs ini.", "routes/assistant/chat.tsx"),
  r("chat-history", "/Chat/History", "Riwayat Percakapan", "Percakapan Anda dengan asisten di situs ini.", "routes/assistant/history.tsx"),
  // Joining and paying (issue 15): confirmation/checkout per class or course, the sandbox gateway's hosted page.
  r("checkout-class", "/Checkout/Kelas/:slug", "Daftar Kelas", "Konfirmasi pendaftaran kelas dan pembayarannya.", "routes/payments/checkout.tsx"),
  r("checkout-course", "/Checkout/Kursus/:slug", "Daftar Kursus", "Konfirmasi pendaftaran kursus premium dan pembayarannya.", "routes/payments/checkout.tsx"),
  r(
    "checkout-sandbox",
    "/Checkout/Sandbox/:orderId",
    "Pembayaran Sandbox",
    "Halaman pembayaran uji coba: tidak ada uang sungguhan yang berpindah.",
    "routes/payments/sandbox-checkout.tsx",
    true,
  ),
  r("dashboard-payout-export", "/Dashboard/Payout/Ekspor", "Ekspor Payout", "Unduh antrean payout sebagai CSV.", "routes/dashboard/payout-export.tsx"),
  // Member dashboard (identity): signed in only; sections by role (src/domain/identity/permissions.ts).
  dash("dashboard", "/Dashboard", "routes/dashboard/home.tsx"),
  dash("dashboard-profile", "/Dashboard/Profil", "routes/dashboard/profile.tsx"),
  dash("dashboard-classes", "/Dashboard/Kelas", "routes/dashboard/classes.tsx"),
  dash("dashboard-payments", "/Dashboard/Pembayaran", "routes/dashboard/payments.tsx"),
  dash("dashboard-payout", "/Dashboard/Payout", "routes/dashboard/payout.tsx"),
  dash("dashboard-statistics", "/Dashboard/Statistik", "routes/dashboard/statistics.tsx"),
  dash("dashboard-content", "/Dashboard/Konten", "routes/dashboard/content.tsx"),
  // Content editor (issue 17): one list and one edit module for every content kind (src/contracts/content-editor.ts).
  dash("dashboard-content-pages", "/Dashboard/Konten/Halaman", "routes/dashboard/content.tsx"),
  dash("dashboard-content-artikel", "/Dashboard/Konten/Artikel", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-artikel-edit", "/Dashboard/Konten/Artikel/:id", "routes/dashboard/content-edit.tsx", "Ubah artikel"),
  dash("dashboard-content-kategori", "/Dashboard/Konten/Artikel/Kategori", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-kategori-edit", "/Dashboard/Konten/Artikel/Kategori/:id", "routes/dashboard/content-edit.tsx", "Ubah kategori"),
  dash("dashboard-content-podcast", "/Dashboard/Konten/Podcast", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-podcast-edit", "/Dashboard/Konten/Podcast/:id", "routes/dashboard/content-edit.tsx", "Ubah podcast"),
  dash("dashboard-content-video", "/Dashboard/Konten/Video", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-video-edit", "/Dashboard/Konten/Video/:id", "routes/dashboard/content-edit.tsx", "Ubah video"),
  dash("dashboard-content-galeri", "/Dashboard/Konten/Galeri", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-galeri-edit", "/Dashboard/Konten/Galeri/:id", "routes/dashboard/content-edit.tsx", "Ubah galeri"),
  dash("dashboard-content-portofolio", "/Dashboard/Konten/Portofolio", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-portofolio-edit", "/Dashboard/Konten/Portofolio/:id", "routes/dashboard/content-edit.tsx", "Ubah portofolio"),
  dash("dashboard-content-fitur", "/Dashboard/Konten/Fitur", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-fitur-edit", "/Dashboard/Konten/Fitur/:id", "routes/dashboard/content-edit.tsx", "Ubah fitur"),
  dash("dashboard-content-acara", "/Dashboard/Konten/Acara", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-acara-edit", "/Dashboard/Konten/Acara/:id", "routes/dashboard/content-edit.tsx", "Ubah acara"),
  dash("dashboard-content-karier", "/Dashboard/Konten/Karier", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-karier-edit", "/Dashboard/Konten/Karier/:id", "routes/dashboard/content-edit.tsx", "Ubah karier"),
  dash("dashboard-content-lowongan", "/Dashboard/Konten/Karier/Lowongan", "routes/dashboard/content-list.tsx"),
  dash("dashboard-content-lowongan-edit", "/Dashboard/Konten/Karier/Lowongan/:id", "routes/dashboard/content-edit.tsx", "Ubah lowongan"),
  dash("dashboard-content-artikel-preview", "/Dashboard/Konten/Artikel/:id/Pratinjau", "routes/dashboard/content-preview.tsx", "Pratinjau artikel"),
  dash("dashboard-members", "/Dashboard/Peserta", "routes/dashboard/members.tsx"),
  dash("dashboard-users", "/Dashboard/Pengguna", "routes/dashboard/users.tsx"),
  dash("dashboard-media", "/Dashboard/Media", "routes/dashboard/media.tsx"),
  dash("dashboard-inbox", "/Dashboard/Inbox", "routes/dashboard/inbox.tsx"),
  dash("dashboard-slots", "/Dashboard/Jadwal", "routes/dashboard/appointment-slots.tsx"),
  r("dashboard-inbox-export", "/Dashboard/Inbox/Ekspor", "Ekspor Kotak Masuk", "Unduh kiriman kotak masuk sebagai CSV.", "routes/dashboard/inbox-export.tsx"),
  dash("dashboard-teaching", "/Dashboard/Mengajar", "routes/dashboard/teaching.tsx"),
  dash("dashboard-certificates", "/Dashboard/Sertifikat", "routes/dashboard/certificates.tsx"),
  dash("dashboard-audit", "/Dashboard/Log", "routes/dashboard/audit-log.tsx"),
  dash("dashboard-settings", "/Dashboard/Pengaturan", "routes/dashboard/settings.tsx"),
  dash("dashboard-settings-hosts", "/Dashboard/Pengaturan/Domain", "routes/dashboard/settings-hosts.tsx"),
  // Per-route SEO config (spec §3): the public routes with their overrides, one edit form per route id.
  dash("dashboard-settings-seo", "/Dashboard/Pengaturan/SEO", "routes/dashboard/settings-seo.tsx"),
  dash("dashboard-settings-seo-edit", "/Dashboard/Pengaturan/SEO/:slug", "routes/dashboard/settings-seo-edit.tsx", "Ubah SEO halaman"),
  dash("dashboard-book", "/Dashboard/Buku", "routes/dashboard/book.tsx"),
  r(
    "dashboard-book-export",
    "/Dashboard/Buku/Ekspor",
    "Ekspor Halaman Buku",
    "Unduh ulasan, aspirasi, testimoni, hasil DISC atau donasi sebagai CSV.",
    "routes/dashboard/book-export.tsx",
  ),
  dash("dashboard-logout", "/Dashboard/Keluar", "routes/dashboard/logout.tsx", "Keluar", "Keluar dari akun."),
  // Catalogue (issue 17): one list and one edit module for classes, programmes, batches, syllabus, courses, mentors, schools, webinars and competences.
  dash("dashboard-catalog-classes", "/Dashboard/Katalog/Kelas", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-class-new", "/Dashboard/Katalog/Kelas/baru", "routes/dashboard/catalog/edit.tsx", "Tambah kelas"),
  dash("dashboard-catalog-class-edit", "/Dashboard/Katalog/Kelas/:id", "routes/dashboard/catalog/edit.tsx", "Ubah kelas"),
  dash("dashboard-catalog-programs", "/Dashboard/Katalog/Program", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-program-new", "/Dashboard/Katalog/Program/baru", "routes/dashboard/catalog/edit.tsx", "Tambah program"),
  dash("dashboard-catalog-program-edit", "/Dashboard/Katalog/Program/:id", "routes/dashboard/catalog/edit.tsx", "Ubah program"),
  dash("dashboard-catalog-batches", "/Dashboard/Katalog/Batch", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-batch-new", "/Dashboard/Katalog/Batch/baru", "routes/dashboard/catalog/edit.tsx", "Tambah batch"),
  dash("dashboard-catalog-batch-edit", "/Dashboard/Katalog/Batch/:id", "routes/dashboard/catalog/edit.tsx", "Ubah batch"),
  dash("dashboard-catalog-syllabus", "/Dashboard/Katalog/Silabus", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-syllabus-new", "/Dashboard/Katalog/Silabus/baru", "routes/dashboard/catalog/edit.tsx", "Tambah materi silabus"),
  dash("dashboard-catalog-syllabus-edit", "/Dashboard/Katalog/Silabus/:id", "routes/dashboard/catalog/edit.tsx", "Ubah materi silabus"),
  dash("dashboard-catalog-courses", "/Dashboard/Katalog/Kursus", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-course-new", "/Dashboard/Katalog/Kursus/baru", "routes/dashboard/catalog/edit.tsx", "Tambah kursus"),
  dash("dashboard-catalog-course-edit", "/Dashboard/Katalog/Kursus/:id", "routes/dashboard/catalog/edit.tsx", "Ubah kursus"),
  dash("dashboard-catalog-chapter", "/Dashboard/Katalog/Kursus/Bab/:id", "routes/dashboard/catalog/chapter.tsx", "Ubah bab"),
  dash("dashboard-catalog-mentors", "/Dashboard/Katalog/Mentor", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-mentor-new", "/Dashboard/Katalog/Mentor/baru", "routes/dashboard/catalog/edit.tsx", "Tambah mentor"),
  dash("dashboard-catalog-mentor-edit", "/Dashboard/Katalog/Mentor/:id", "routes/dashboard/catalog/edit.tsx", "Ubah mentor"),
  dash("dashboard-catalog-schools", "/Dashboard/Katalog/Sekolah", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-school-new", "/Dashboard/Katalog/Sekolah/baru", "routes/dashboard/catalog/edit.tsx", "Tambah sekolah"),
  dash("dashboard-catalog-school-edit", "/Dashboard/Katalog/Sekolah/:id", "routes/dashboard/catalog/edit.tsx", "Ubah sekolah"),
  dash("dashboard-catalog-webinars", "/Dashboard/Katalog/Webinar", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-webinar-new", "/Dashboard/Katalog/Webinar/baru", "routes/dashboard/catalog/edit.tsx", "Tambah webinar"),
  dash("dashboard-catalog-webinar-edit", "/Dashboard/Katalog/Webinar/:id", "routes/dashboard/catalog/edit.tsx", "Ubah webinar"),
  dash("dashboard-catalog-competences", "/Dashboard/Katalog/Kompetensi", "routes/dashboard/catalog/list.tsx"),
  dash("dashboard-catalog-competence-new", "/Dashboard/Katalog/Kompetensi/baru", "routes/dashboard/catalog/edit.tsx", "Tambah kompetensi"),
  dash("dashboard-catalog-competence-edit", "/Dashboard/Katalog/Kompetensi/:id", "routes/dashboard/catalog/edit.tsx", "Ubah kompetensi"),
  r("dashboard-teaching-export", "/Dashboard/Mengajar/Ekspor", "Ekspor Peserta", "Unduh kemajuan peserta sebagai CSV.", "routes/dashboard/teaching-export.tsx"),
  r(
    "dashboard-statistics-export",
    "/Dashboard/Statistik/Ekspor",
    "Ekspor Statistik",
    "Unduh tabel statistik sebagai CSV.",
    "routes/dashboard/statistics-export.tsx",
  ),
] as const satisfies readonly TRouteEntry[];

export type TRouteId = (typeof ROUTE_TABLE)[number]["id"];

const CLASS_LIST_QUERY = ["page", "search", "level", "state", "program", "type"] as const;
const POST_LIST_QUERY = ["page", "q", "kategori"] as const;
const DASHBOARD_QUERY = ["halaman"] as const;
const CONTENT_LIST_QUERY = ADMIN_LIST_PARAMS;
/** A content edit form says "saved" after a create redirected to it. */
const CONTENT_EDIT_QUERY = ["disimpan"] as const;

/**
 * The query parameters each route's loader and page read (`url.searchParams`, the fields of its
 * `method="get"` forms, pagination). The page cache keys a page by these alone, sorted, and the
 * server renders the page from them alone (src/server/page-cache.ts `pageQuery`), so any other
 * parameter (`?utm_source=…`, `?bust=1`) is answered from the same cached page. A route that
 * reads a new parameter must list it here (src/server/page-cache.spec.ts checks the modules).
 */
export const ROUTE_QUERY: { readonly [K in TRouteId]?: readonly string[] } = {
  "class-list": CLASS_LIST_QUERY,
  "class-competence": CLASS_LIST_QUERY,
  "pesilat-class": CLASS_LIST_QUERY,
  "program-list": ["page", "search"],
  "program-detail": ["page"],
  "program-id-detail": ["page"],
  mentor: ["page"],
  courses: ["page"],
  "courses-premium": ["page"],
  silabus: ["program"],
  berita: POST_LIST_QUERY,
  blog: POST_LIST_QUERY,
  news: POST_LIST_QUERY,
  article: POST_LIST_QUERY,
  podcast: ["page", "q"],
  "podcast-detail": ["page", "q"],
  gallery: ["page"],
  video: ["page"],
  career: ["page"],
  "event-careers": ["page"],
  "event-career-detail": ["page"],
  "make-appointment": ["tanggal"],
  "event-sponsor": ["paket"],
  // Sign-out lands on /?keluar=1, which says so (app/components/identity/SignedOutNotice.tsx).
  // The book page (puja family "/", main site "/Buku"): a donor's return address carries the order id.
  home: ["keluar", "donasi"],
  book: ["donasi"],
  login: ["next"],
  register: ["next"],
  "callback-auth": ["code"],
  "callback-payment": ["order_id"],
  "payment-success": ["order_id"],
  "payment-error": ["order_id"],
  "checkout-class": ["status"],
  "checkout-course": ["status"],
  chat: ["c"],
  "chat-history": ["hapus", "page", "dihapus"],
  dashboard: [...DASHBOARD_QUERY, "kelas"],
  "dashboard-profile": DASHBOARD_QUERY,
  "dashboard-classes": DASHBOARD_QUERY,
  "dashboard-payments": ["halaman", "order"],
  "dashboard-payout": ["halaman", "status", "bank", "q"],
  "dashboard-payout-export": ["status", "bank", "q"],
  "dashboard-statistics": ["dari", "sampai", "periode", "program", "musim"],
  leaderboards: ["musim"],
  "dashboard-statistics-export": ["tabel", "dari", "sampai", "periode", "program", "musim"],
  "dashboard-content": DASHBOARD_QUERY,
  "dashboard-content-pages": DASHBOARD_QUERY,
  "dashboard-content-artikel": CONTENT_LIST_QUERY,
  "dashboard-content-artikel-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-kategori": CONTENT_LIST_QUERY,
  "dashboard-content-kategori-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-podcast": CONTENT_LIST_QUERY,
  "dashboard-content-podcast-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-video": CONTENT_LIST_QUERY,
  "dashboard-content-video-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-galeri": CONTENT_LIST_QUERY,
  "dashboard-content-galeri-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-portofolio": CONTENT_LIST_QUERY,
  "dashboard-content-portofolio-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-fitur": CONTENT_LIST_QUERY,
  "dashboard-content-fitur-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-acara": CONTENT_LIST_QUERY,
  "dashboard-content-acara-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-karier": CONTENT_LIST_QUERY,
  "dashboard-content-karier-edit": CONTENT_EDIT_QUERY,
  "dashboard-content-lowongan": CONTENT_LIST_QUERY,
  "dashboard-content-lowongan-edit": CONTENT_EDIT_QUERY,
  "dashboard-settings-seo": ["q", "page", "status"],
  "dashboard-members": DASHBOARD_QUERY,
  "dashboard-users": ["q", "page", "sort", "dir", "status", "peran"],
  "dashboard-media": ["q", "page", "sort", "dir", "status", "trash", "ubah"],
  "dashboard-inbox": ["halaman", "jenis", "status", "dari", "sampai", "q", "id"],
  "dashboard-slots": ["page"],
  "dashboard-inbox-export": ["jenis", "status", "dari", "sampai", "q"],
  "dashboard-logout": DASHBOARD_QUERY,
  // Catalogue admin lists: src/contracts/admin-list.ts ADMIN_LIST_PARAMS plus each list's own filter.
  "dashboard-catalog-classes": ["q", "page", "sort", "dir", "status", "trash", "program", "kelas"],
  "dashboard-catalog-programs": ["q", "page", "sort", "dir", "status", "trash", "program", "kelas"],
  "dashboard-catalog-batches": ["q", "page", "sort", "dir", "status", "trash", "kelas", "program"],
  "dashboard-catalog-syllabus": ["q", "page", "sort", "dir", "status", "trash", "kelas", "program"],
  "dashboard-catalog-courses": ["q", "page", "sort", "dir", "status", "trash", "program", "kelas"],
  "dashboard-catalog-mentors": ["q", "page", "sort", "dir", "status", "trash", "program", "kelas"],
  "dashboard-catalog-class-new": ["disimpan", "kelas"],
  "dashboard-catalog-class-edit": ["disimpan", "kelas"],
  "dashboard-catalog-program-new": ["disimpan", "kelas"],
  "dashboard-catalog-program-edit": ["disimpan", "kelas"],
  "dashboard-catalog-batch-new": ["disimpan", "kelas"],
  "dashboard-catalog-batch-edit": ["disimpan", "kelas"],
  "dashboard-catalog-syllabus-new": ["disimpan", "kelas"],
  "dashboard-catalog-syllabus-edit": ["disimpan", "kelas"],
  "dashboard-catalog-course-new": ["disimpan", "kelas"],
  "dashboard-catalog-course-edit": ["disimpan", "kelas"],
  "dashboard-catalog-chapter": ["baru"],
  "dashboard-catalog-mentor-new": ["disimpan", "kelas"],
  "dashboard-catalog-mentor-edit": ["disimpan", "kelas"],
  "dashboard-catalog-schools": ["q", "page", "sort", "dir", "status", "trash", "program", "kelas"],
  "dashboard-catalog-school-new": ["disimpan", "kelas"],
  "dashboard-catalog-school-edit": ["disimpan", "kelas"],
  "dashboard-catalog-webinars": ["q", "page", "sort", "dir", "status", "trash", "program", "kelas"],
  "dashboard-catalog-webinar-new": ["disimpan", "kelas"],
  "dashboard-catalog-webinar-edit": ["disimpan", "kelas"],
  "dashboard-catalog-competences": ["q", "page", "sort", "dir", "status", "trash", "program", "kelas"],
  "dashboard-catalog-competence-new": ["disimpan", "kelas"],
  "dashboard-catalog-competence-edit": ["disimpan", "kelas"],
  "dashboard-audit": ["page", "entitas", "pengguna", "aksi"],
  "dashboard-book": ["tab", "status", "halaman"],
  "dashboard-book-export": ["tab", "status"],
};

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
