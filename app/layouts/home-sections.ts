import type { TLayoutFamily } from "../../src/domain/tenants/layout-family.ts";

export interface THomeCard {
  to: string;
  title: string;
  text: string;
  icon: "class" | "program" | "book" | "users" | "calendar" | "news" | "image" | "building" | "gov" | "school" | "heart" | "chart";
}

export interface THomeLayout {
  eyebrow: string;
  primaryCta: { to: string; label: string };
  secondaryCta: { to: string; label: string };
  sectionTitle: string;
  sectionLead: string;
  cards: THomeCard[];
  closingTitle: string;
  closingText: string;
  closingCta: { to: string; label: string };
}

/** Home layout per family: the first of the two shell screens (spec §2). */
export function homeLayout(family: TLayoutFamily): THomeLayout {
  switch (family) {
    case "academy":
      return {
        eyebrow: "Akademi pelatihan",
        primaryCta: { to: "/Class", label: "Lihat Kelas" },
        secondaryCta: { to: "/Curriculum", label: "Lihat Kurikulum" },
        sectionTitle: "Belajar dengan arah yang jelas",
        sectionLead: "Pilih kelas, ikuti kurikulum bertahap, dan belajar langsung dari praktisi.",
        cards: [
          { to: "/Class", title: "Kelas", text: "Kelas terjadwal dengan mentor, kuota terbatas, dan status pendaftaran yang jelas.", icon: "class" },
          { to: "/Curriculum", title: "Kurikulum", text: "Materi tersusun dari dasar hingga siap kerja untuk setiap program.", icon: "book" },
          { to: "/Mentor", title: "Mentor", text: "Praktisi industri yang membimbing setiap angkatan.", icon: "users" },
          { to: "/Event", title: "Event", text: "Webinar, bootcamp singkat, dan kompetisi untuk mengasah kemampuan.", icon: "calendar" },
        ],
        closingTitle: "Siap mulai belajar?",
        closingText: "Buat akun gratis dan daftar ke kelas yang sedang membuka pendaftaran.",
        closingCta: { to: "/Register", label: "Daftar Sekarang" },
      };
    case "foundation":
      return {
        eyebrow: "Program sosial dan beasiswa",
        primaryCta: { to: "/Program", label: "Lihat Program" },
        secondaryCta: { to: "/About", label: "Tentang Kami" },
        sectionTitle: "Pendidikan yang menjangkau semua",
        sectionLead: "Program, beasiswa, dan kegiatan untuk membuka kesempatan belajar seluas-luasnya.",
        cards: [
          { to: "/Program", title: "Program", text: "Program pelatihan dan pendampingan yang sedang berjalan.", icon: "heart" },
          { to: "/Berita", title: "Berita", text: "Kabar terbaru dari penerima manfaat dan mitra.", icon: "news" },
          { to: "/Event", title: "Event", text: "Kegiatan dan festival belajar yang terbuka untuk umum.", icon: "calendar" },
          { to: "/Gallery", title: "Galeri", text: "Dokumentasi kegiatan di berbagai daerah.", icon: "image" },
        ],
        closingTitle: "Ingin berkolaborasi?",
        closingText: "Kami terbuka untuk kemitraan dengan sekolah, komunitas, dan perusahaan.",
        closingCta: { to: "/Collaboration", label: "Ajukan Kolaborasi" },
      };
    case "aksara":
      return {
        eyebrow: "Literasi digital",
        primaryCta: { to: "/Aksara", label: "Kenali Aksara" },
        secondaryCta: { to: "/Pricing", label: "Lihat Harga" },
        sectionTitle: "Membaca, menulis, dan berlatih di satu tempat",
        sectionLead: "Fitur yang membantu sekolah dan keluarga menumbuhkan budaya literasi.",
        cards: [
          { to: "/Aksara", title: "Aksara", text: "Ruang literasi untuk siswa, guru, dan orang tua.", icon: "book" },
          { to: "/Lms", title: "LMS", text: "Kelola kelas, tugas, dan kuis daring dengan mudah.", icon: "school" },
          { to: "/Blog", title: "Blog", text: "Tips membaca dan menulis dari para pegiat literasi.", icon: "news" },
          { to: "/Pricing", title: "Harga", text: "Paket yang sesuai untuk sekolah dan lembaga.", icon: "chart" },
        ],
        closingTitle: "Bawa Aksara ke sekolah Anda",
        closingText: "Jadwalkan demo bersama tim kami dan lihat cara kerjanya.",
        closingCta: { to: "/Make-Appointment", label: "Jadwalkan Demo" },
      };
    default:
      return {
        eyebrow: "Program pelatihan terukur",
        primaryCta: { to: "/Program", label: "Lihat Program" },
        secondaryCta: { to: "/Make-Appointment", label: "Konsultasi Gratis" },
        sectionTitle: "Program untuk setiap kebutuhan",
        sectionLead: "Dari korporasi hingga sekolah, kami merancang pelatihan yang berdampak dan terukur.",
        cards: [
          { to: "/Corporates", title: "Korporasi", text: "Pengembangan SDM dan transformasi digital untuk perusahaan.", icon: "building" },
          { to: "/Government", title: "Pemerintah", text: "Peningkatan kapasitas aparatur dan program daerah.", icon: "gov" },
          { to: "/Collaboration", title: "CSR", text: "Program tanggung jawab sosial yang tepat sasaran.", icon: "heart" },
          { to: "/Training-Services", title: "Vokasi & Sekolah", text: "Pelatihan vokasi dan pendampingan sekolah.", icon: "school" },
        ],
        closingTitle: "Rancang program pelatihan bersama kami",
        closingText: "Ceritakan kebutuhan organisasi Anda; tim kami akan menyiapkan usulan program.",
        closingCta: { to: "/Make-Appointment", label: "Buat Janji Temu" },
      };
  }
}
