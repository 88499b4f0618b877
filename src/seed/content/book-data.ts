import type { TMarketingPage } from "../../contracts/content.ts";

/**
 * The book of each book landing page (src/domain/book/book.ts): the main site's and the puja
 * family's. Stored as the content page `buku`, in the section roles `getBook` reads, so staff can
 * edit it like any other page. Store links point at the stores' search pages for the title.
 */
interface TBookDraft {
  title: string;
  subtitle: string;
  author: string;
  synopsis: string[];
  authorBio: string[];
  publisher: string;
  year: string;
  pages: string;
  isbn: string;
  highlights: { title: string; desc: string }[];
  donationTitle: string;
  donationText: string;
  goal: number;
}

const q = (title: string) => encodeURIComponent(title);

function bookPage(b: TBookDraft): TMarketingPage {
  return {
    title: b.title,
    lead: b.subtitle,
    cover: "",
    sections: [
      {
        type: "hero",
        eyebrow: `Buku karya ${b.author}`,
        title: b.title,
        subtitle: b.subtitle,
        actions: [
          { label: "Beli bukunya", href: "#beli" },
          { label: "Ikuti tes DISC", href: "#tes-disc" },
        ],
      },
      { type: "richtext", title: "Sinopsis", html: b.synopsis.map((p) => `<p>${p}</p>`).join("") },
      { type: "features", title: "Yang Anda dapatkan", items: b.highlights.map((h) => ({ ...h, icon: "book" as const })) },
      { type: "richtext", title: "Tentang Penulis", html: b.authorBio.map((p) => `<p>${p}</p>`).join("") },
      {
        type: "table",
        title: "Tempat membeli",
        columns: ["Toko", "Format", "Tautan"],
        rows: [
          ["Gramedia.com", "Buku cetak", `https://www.gramedia.com/search?q=${q(b.title)}`],
          ["Tokopedia", "Buku cetak", `https://www.tokopedia.com/search?q=${q(b.title)}`],
          ["Google Play Buku", "E-book", `https://play.google.com/store/search?q=${q(b.title)}&c=books`],
        ],
      },
      {
        type: "table",
        title: "Detail buku",
        columns: ["Keterangan", "Isi"],
        rows: [
          ["Penulis", b.author],
          ["Penerbit", b.publisher],
          ["Tahun terbit", b.year],
          ["Jumlah halaman", b.pages],
          ["ISBN", b.isbn],
        ],
      },
      { type: "cta", title: b.donationTitle, text: b.donationText, action: { label: "Donasi sekarang", href: "#donasi" } },
      { type: "counters", title: "Target donasi", items: [{ value: String(b.goal), label: "Target donasi (rupiah)" }] },
    ],
  };
}

const PUJA = "Puja Pramudya";
const PUJA_BIO = [
  "Puja Pramudya adalah pendidik dan penggerak komunitas belajar yang selama lebih dari sepuluh tahun mendampingi pelajar, guru, dan pelaku usaha kecil di berbagai daerah di Indonesia.",
  "Ia mendirikan rangkaian program Bersama Puja — festival belajar, kelas kecerdasan buatan, pendampingan usaha, dan beasiswa — dengan satu keyakinan: setiap orang berhak mendapat kesempatan belajar yang layak.",
];

export const BOOKS: Record<string, TMarketingPage> = {
  "{product}": bookPage({
    title: "Tumbuh Bersama Talenta Digital",
    subtitle: "Kisah, cara, dan kebiasaan kecil untuk membangun karier digital dari nol.",
    author: "Tim Tunas",
    synopsis: [
      "Buku ini merangkum pengalaman mendampingi ribuan peserta pelatihan — dari siswa SMK, mahasiswa, hingga pegawai yang beralih karier — menjadi talenta digital yang siap kerja.",
      "Setiap bab berisi kisah nyata peserta, kebiasaan belajar yang terbukti berhasil, dan latihan singkat yang bisa langsung Anda coba. Di bagian akhir, Anda diajak mengenali gaya kerja lewat tes kepribadian DISC agar bisa memilih peran yang paling cocok.",
    ],
    authorBio: [
      "Tim Tunas terdiri dari mentor, perancang kurikulum, dan praktisi industri yang sejak 2020 menjalankan program pelatihan vokasi, korporasi, dan pemerintah di seluruh Indonesia.",
    ],
    publisher: "Tunas Pustaka",
    year: "2026",
    pages: "248",
    isbn: "978-623-0000-01-2",
    highlights: [
      { title: "12 kisah peserta", desc: "Perjalanan nyata dari nol sampai diterima kerja, lengkap dengan kegagalan dan pelajarannya." },
      { title: "Rencana belajar 90 hari", desc: "Jadwal mingguan yang realistis untuk dijalani sambil sekolah atau bekerja." },
      { title: "Tes DISC", desc: "Kenali gaya kerja Anda dan peran yang paling sesuai di tim digital." },
    ],
    donationTitle: "Donasi untuk beasiswa pelatihan digital",
    donationText:
      "Setiap donasi membantu pelajar dari keluarga prasejahtera mengikuti kelas pelatihan digital secara gratis, lengkap dengan mentor dan sertifikat.",
    goal: 50_000_000,
  }),
  pujapramudya: bookPage({
    title: "Berbagi Ilmu, Menumbuhkan Harapan",
    subtitle: "Catatan perjalanan membangun gerakan belajar bersama dari desa hingga kota.",
    author: PUJA,
    synopsis: [
      "Berawal dari sebuah kelas kecil di teras rumah, Puja Pramudya menuliskan perjalanan sepuluh tahun membangun gerakan belajar yang kini menjangkau ribuan pelajar di berbagai provinsi.",
      "Buku ini bercerita tentang keberanian memulai, pentingnya mengenali diri sendiri, dan kekuatan komunitas. Pembaca diajak merefleksikan gaya kepribadiannya melalui tes DISC dan menuliskan aspirasinya untuk pendidikan Indonesia.",
    ],
    authorBio: PUJA_BIO,
    publisher: "Pustaka Bersama",
    year: "2025",
    pages: "212",
    isbn: "978-623-0000-11-1",
    highlights: [
      { title: "Kisah dari lapangan", desc: "Cerita nyata para relawan, guru, dan pelajar yang tumbuh bersama gerakan ini." },
      { title: "Mengenal diri", desc: "Tes DISC dan panduan memahami kekuatan serta gaya kerja Anda." },
      { title: "Langkah memulai", desc: "Panduan praktis membangun komunitas belajar di lingkungan Anda sendiri." },
    ],
    donationTitle: "Donasi untuk kelas belajar gratis",
    donationText: "Donasi Anda membiayai buku, modul, dan kegiatan kelas belajar gratis bagi anak-anak di daerah yang belum terjangkau.",
    goal: 75_000_000,
  }),
  aibersamapuja: bookPage({
    title: "AI untuk Semua",
    subtitle: "Belajar kecerdasan buatan dari nol, tanpa takut dan tanpa rumus rumit.",
    author: PUJA,
    synopsis: [
      "Kecerdasan buatan bukan lagi milik para ahli. Buku ini menjelaskan cara kerja AI dengan bahasa sehari-hari, contoh dari kehidupan pelajar dan pelaku UMKM, serta latihan memakai alat AI secara bijak.",
      "Anda akan belajar menulis perintah yang baik, memeriksa jawaban AI, menjaga data pribadi, dan memakai AI untuk belajar, bekerja, dan berusaha.",
    ],
    authorBio: PUJA_BIO,
    publisher: "Pustaka Bersama",
    year: "2026",
    pages: "184",
    isbn: "978-623-0000-12-8",
    highlights: [
      { title: "Tanpa rumus", desc: "Konsep AI dijelaskan dengan analogi sehari-hari yang mudah diikuti." },
      { title: "Latihan praktis", desc: "Contoh perintah untuk belajar, membuat konten, dan mengelola usaha." },
      { title: "Etika dan keamanan", desc: "Cara memakai AI dengan bertanggung jawab dan menjaga data pribadi." },
    ],
    donationTitle: "Donasi untuk kelas AI gratis",
    donationText: "Donasi Anda membuka kelas pengenalan AI gratis bagi guru dan pelajar di sekolah-sekolah negeri.",
    goal: 40_000_000,
  }),
  belajarbersamapuja: bookPage({
    title: "Belajar Bersama, Tumbuh Bersama",
    subtitle: "Panduan menyelenggarakan festival belajar yang menyenangkan dan berdampak.",
    author: PUJA,
    synopsis: [
      "Festival Belajar Bersama lahir dari keyakinan bahwa belajar paling menyenangkan ketika dilakukan bersama. Buku ini membagikan cara merancang kelas praktis, mengajak mentor relawan, dan menjaga semangat peserta.",
      "Dilengkapi contoh jadwal, lembar kerja, dan kisah para penyelenggara festival di berbagai kota.",
    ],
    authorBio: PUJA_BIO,
    publisher: "Pustaka Bersama",
    year: "2025",
    pages: "196",
    isbn: "978-623-0000-13-5",
    highlights: [
      { title: "Rancangan kelas", desc: "Format kelas praktis 90 menit yang terbukti disukai peserta." },
      { title: "Mengajak relawan", desc: "Cara menemukan dan merawat mentor relawan." },
      { title: "Mengukur dampak", desc: "Survei sederhana untuk melihat perubahan pada peserta." },
    ],
    donationTitle: "Donasi untuk Festival Belajar Bersama",
    donationText: "Donasi Anda membiayai tempat, perlengkapan, dan konsumsi festival belajar gratis di kota-kota berikutnya.",
    goal: 60_000_000,
  }),
  wujudbersamapuja: bookPage({
    title: "Wujudkan!",
    subtitle: "Dari mimpi ke langkah nyata: panduan karier dan usaha untuk generasi muda.",
    author: PUJA,
    synopsis: [
      "Banyak anak muda punya mimpi besar tetapi bingung harus mulai dari mana. Buku ini memecah mimpi menjadi langkah kecil yang bisa dikerjakan hari ini: mengenali diri, menyusun rencana, mencari mentor, dan bangkit dari kegagalan.",
      "Setiap bab ditutup dengan lembar kerja dan kisah peserta program Wujud Bersama Puja yang berhasil memulai usaha atau meraih pekerjaan impiannya.",
    ],
    authorBio: PUJA_BIO,
    publisher: "Pustaka Bersama",
    year: "2026",
    pages: "176",
    isbn: "978-623-0000-14-2",
    highlights: [
      { title: "Peta mimpi", desc: "Latihan menerjemahkan mimpi menjadi target yang terukur." },
      { title: "Mengenal gaya kerja", desc: "Tes DISC untuk memahami cara Anda bekerja dan berkolaborasi." },
      { title: "Kisah nyata", desc: "Pengalaman peserta yang memulai usaha dengan modal terbatas." },
    ],
    donationTitle: "Donasi untuk modal usaha pemula",
    donationText: "Donasi Anda menjadi modal awal dan pendampingan bagi peserta yang merintis usaha pertamanya.",
    goal: 80_000_000,
  }),
  beasiswabersamapuja: bookPage({
    title: "Jalan Menuju Beasiswa",
    subtitle: "Strategi menyiapkan diri, menulis esai, dan lolos wawancara beasiswa.",
    author: PUJA,
    synopsis: [
      "Beasiswa bukan soal keberuntungan. Buku ini membagikan strategi yang dipakai para penerima Beasiswa Bersama Puja: memilih beasiswa yang tepat, menyusun berkas, menulis esai yang jujur dan kuat, serta menghadapi wawancara dengan percaya diri.",
      "Dilengkapi contoh esai, daftar periksa berkas, dan tes DISC untuk mengenali kekuatan diri yang bisa Anda ceritakan kepada penyeleksi.",
    ],
    authorBio: PUJA_BIO,
    publisher: "Pustaka Bersama",
    year: "2025",
    pages: "204",
    isbn: "978-623-0000-15-9",
    highlights: [
      { title: "Contoh esai", desc: "Esai penerima beasiswa beserta catatan mengapa esai itu berhasil." },
      { title: "Daftar periksa berkas", desc: "Agar tidak ada dokumen yang terlewat menjelang tenggat." },
      { title: "Latihan wawancara", desc: "Pertanyaan yang sering muncul dan cara menjawabnya." },
    ],
    donationTitle: "Donasi untuk dana beasiswa",
    donationText: "Seluruh donasi disalurkan ke dana Beasiswa Bersama Puja untuk pelajar berprestasi dari keluarga prasejahtera.",
    goal: 100_000_000,
  }),
};
