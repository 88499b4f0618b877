import type { TPermission } from "../../src/domain/identity/permissions.ts";

/**
 * The member dashboard's sections, defined once: the navigation label (also the page heading and
 * title), the hint under it on the home cards, and the permission that opens it. The layout
 * (`app/routes/dashboard/layout.tsx`) shows the sections the viewer's role may use; each section
 * module asks `requireSection(args, "<id>")` (app/lib/dashboard.server.ts) before reading data.
 * `id` and `path` are those of the section's entry in `app/route-table.ts` (a unit test checks).
 * Staff sections name a `group` (the menu's headings, in `DASHBOARD_GROUPS` order); a section whose
 * path lies under another's (`/Dashboard/Pengaturan/Domain`) is nested under it in the menu.
 */
export const DASHBOARD_SECTIONS = [
  { id: "dashboard", path: "/Dashboard", label: "Ringkasan", hint: "Sapaan dan pintasan ke setiap bagian.", permission: "dashboard.view" },
  { id: "dashboard-profile", path: "/Dashboard/Profil", label: "Profil", hint: "Ubah nama dan foto profil Anda.", permission: "profile.edit" },
  { id: "dashboard-classes", path: "/Dashboard/Kelas", label: "Kelas Saya", hint: "Kelas dan kursus Anda beserta kemajuannya.", permission: "learning.view" },
  { id: "dashboard-payments", path: "/Dashboard/Pembayaran", label: "Pembayaran", hint: "Riwayat tagihan dan pembayaran kelas.", permission: "payment.view" },
  { id: "dashboard-payout", path: "/Dashboard/Payout", label: "Payout", hint: "Pengajuan payout dan statusnya.", permission: "payout.view" },
  {
    id: "dashboard-statistics",
    path: "/Dashboard/Statistik",
    label: "Statistik",
    hint: "Peserta, alumni, sekolah dan kota program.",
    permission: "statistics.view",
  },
  {
    id: "dashboard-content",
    path: "/Dashboard/Konten",
    label: "Konten",
    hint: "Ubah teks halaman situs: Tentang Kami, Harga dan lainnya.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-pages",
    path: "/Dashboard/Konten/Halaman",
    label: "Halaman Situs",
    hint: "Teks halaman situs: Tentang Kami, Harga dan lainnya.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-artikel",
    path: "/Dashboard/Konten/Artikel",
    label: "Artikel",
    hint: "Artikel, blog dan berita: draf, terbit atau terjadwal.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-kategori",
    path: "/Dashboard/Konten/Artikel/Kategori",
    label: "Kategori",
    hint: "Kategori artikel dan podcast.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-podcast",
    path: "/Dashboard/Konten/Podcast",
    label: "Podcast",
    hint: "Episode podcast dan rekamannya.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-video",
    path: "/Dashboard/Konten/Video",
    label: "Video",
    hint: "Video YouTube atau Vimeo.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-galeri",
    path: "/Dashboard/Konten/Galeri",
    label: "Galeri",
    hint: "Foto dokumentasi kegiatan.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-portofolio",
    path: "/Dashboard/Konten/Portofolio",
    label: "Portofolio",
    hint: "Studi kasus program dengan batch, gambar dan foto.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-fitur",
    path: "/Dashboard/Konten/Fitur",
    label: "Fitur",
    hint: "Fitur LMS, Aksara dan layanan.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-acara",
    path: "/Dashboard/Konten/Acara",
    label: "Acara",
    hint: "Event dengan pembicara, kegiatan dan paket sponsor.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-karier",
    path: "/Dashboard/Konten/Karier",
    label: "Karier",
    hint: "Organisasi atau divisi yang membuka lowongan.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-content-lowongan",
    path: "/Dashboard/Konten/Karier/Lowongan",
    label: "Lowongan",
    hint: "Lowongan kerja per karier.",
    permission: "content.write",
    group: "Konten",
  },
  {
    id: "dashboard-members",
    path: "/Dashboard/Peserta",
    label: "Peserta Kursus",
    hint: "Buka kursus premium bagi peserta.",
    permission: "enrolment.manage",
    group: "Orang",
  },
  {
    id: "dashboard-users",
    path: "/Dashboard/Pengguna",
    label: "Pengguna",
    hint: "Cari, undang, ubah peran dan nonaktifkan pengguna situs.",
    permission: "members.manage",
    group: "Orang",
  },
  {
    id: "dashboard-media",
    path: "/Dashboard/Media",
    label: "Pustaka Media",
    hint: "Unggah gambar dan audio, lengkapi teks alternatifnya.",
    permission: "media.manage",
    group: "Media",
  },
  {
    id: "dashboard-inbox",
    path: "/Dashboard/Inbox",
    label: "Kotak Masuk",
    hint: "Permintaan demo, janji temu, pendaftaran dan pesan yang masuk.",
    permission: "inbox.manage",
  },
  {
    id: "dashboard-slots",
    path: "/Dashboard/Jadwal",
    label: "Jadwal Konsultasi",
    hint: "Buka dan tutup jam janji temu yang bisa dipesan pengunjung.",
    permission: "inbox.manage",
  },
  {
    id: "dashboard-teaching",
    path: "/Dashboard/Mengajar",
    label: "Kelas yang Saya Ajar",
    hint: "Kemajuan, nilai kuis dan aktivitas terakhir peserta Anda.",
    permission: "teaching.view",
  },
  {
    id: "dashboard-certificates",
    path: "/Dashboard/Sertifikat",
    label: "Sertifikat",
    hint: "Sertifikat kursus yang sudah Anda selesaikan.",
    permission: "learning.view",
  },
  {
    id: "dashboard-book",
    path: "/Dashboard/Buku",
    label: "Halaman Buku",
    hint: "Moderasi ulasan, aspirasi dan testimoni; hasil tes DISC dan donasi.",
    permission: "book.moderate",
    group: "Konten",
  },
  {
    id: "dashboard-settings",
    path: "/Dashboard/Pengaturan",
    label: "Pengaturan Situs",
    hint: "Judul, logo, warna, font, meta dan mode pemeliharaan situs.",
    permission: "settings.manage",
    group: "Situs",
  },
  {
    id: "dashboard-settings-seo",
    path: "/Dashboard/Pengaturan/SEO",
    label: "SEO Halaman",
    hint: "Judul, deskripsi, gambar bagikan dan indeks mesin pencari per halaman situs.",
    permission: "settings.manage",
    group: "Situs",
  },
  {
    id: "dashboard-settings-hosts",
    path: "/Dashboard/Pengaturan/Domain",
    label: "Domain",
    hint: "Alamat (domain) tempat situs ini dibuka.",
    permission: "hosts.manage",
    group: "Situs",
  },
  {
    id: "dashboard-audit",
    path: "/Dashboard/Log",
    label: "Log Perubahan",
    hint: "Siapa mengubah apa dan kapan, beserta rinciannya.",
    permission: "audit.view",
    group: "Situs",
  },
  {
    id: "dashboard-catalog-classes",
    path: "/Dashboard/Katalog/Kelas",
    label: "Kelas",
    hint: "Kelas dengan status, jadwal, harga dan mentornya.",
    permission: "catalog.own",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-programs",
    path: "/Dashboard/Katalog/Program",
    label: "Program",
    hint: "Program pelatihan dan sasarannya.",
    permission: "catalog.manage",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-batches",
    path: "/Dashboard/Katalog/Batch",
    label: "Batch",
    hint: "Angkatan kelas: tanggal, batas pendaftaran dan kuota.",
    permission: "catalog.own",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-syllabus",
    path: "/Dashboard/Katalog/Silabus",
    label: "Silabus",
    hint: "Materi silabus setiap kelas dan jumlah jamnya.",
    permission: "catalog.own",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-courses",
    path: "/Dashboard/Katalog/Kursus",
    label: "Kursus",
    hint: "Kursus dengan modul dan bab, bab premium dan editornya.",
    permission: "catalog.own",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-mentors",
    path: "/Dashboard/Katalog/Mentor",
    label: "Mentor",
    hint: "Profil mentor yang tampil di situs.",
    permission: "catalog.manage",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-schools",
    path: "/Dashboard/Katalog/Sekolah",
    label: "Sekolah",
    hint: "Sekolah mitra setiap program, kota dan jumlah siswanya.",
    permission: "catalog.manage",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-webinars",
    path: "/Dashboard/Katalog/Webinar",
    label: "Webinar",
    hint: "Jadwal webinar, pembicara dan tautannya.",
    permission: "catalog.manage",
    group: "Katalog",
  },
  {
    id: "dashboard-catalog-competences",
    path: "/Dashboard/Katalog/Kompetensi",
    label: "Kompetensi",
    hint: "Kompetensi yang dipakai untuk mengelompokkan kelas.",
    permission: "catalog.manage",
    group: "Katalog",
  },
] as const satisfies readonly TDashboardSection[];

/** The menu's headings for staff sections, in menu order (sections without a group come first). */
export const DASHBOARD_GROUPS = ["Situs", "Katalog", "Konten", "Orang", "Media"] as const;
export type TDashboardGroup = (typeof DASHBOARD_GROUPS)[number];

export interface TDashboardSection {
  id: string;
  path: string;
  label: string;
  hint: string;
  permission: TPermission;
  /** The menu heading of a staff section; member sections have none. */
  group?: TDashboardGroup;
}

export type TDashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]["id"];

/** The route id of the layout that wraps every section (app/routes.ts). */
export const DASHBOARD_LAYOUT_ID = "dashboard-layout";

export function dashboardSection(id: string): TDashboardSection | undefined {
  return DASHBOARD_SECTIONS.find((s) => s.id === id);
}
