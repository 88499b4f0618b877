import { html, mentor, topic, type TTenantContent } from "../types.ts";

/**
 * The product's own brands (named after the product, so texts say `{name}`, filled per tenant):
 * the main brand (its demo and developer sites carry it deliberately), Fun, Business, Foundation.
 */

/** The main brand: vocational, corporate and government training programmes it runs for partners. */
export const BRAND: TTenantContent = {
  audience: "peserta program vokasi, korporasi dan pemerintah",
  programs: [
    {
      name: "Pesilat: Pelatihan Vokasi Siap Kerja",
      kind: "Vokasi",
      summary: "Program vokasi bagi lulusan SMK yang dijalankan bersama balai latihan dan industri mitra.",
      description: "Kelas teknik dan jasa di balai latihan mitra, magang di industri, dan uji kompetensi. Halaman Pesilat memuat kelas-kelas program ini.",
    },
    {
      name: "Korporasi: Upskilling Karyawan",
      kind: "Korporasi",
      summary: "Pelatihan keterampilan digital bagi karyawan perusahaan, dirancang dari analisis kebutuhan.",
      description: "Dimulai dengan asesmen kompetensi karyawan, lalu kelas yang disesuaikan, dan laporan dampak yang dibahas bersama tim SDM perusahaan.",
    },
    {
      name: "Pemerintah: ASN Cakap Digital",
      kind: "Pemerintah",
      summary: "Peningkatan kapasitas ASN untuk layanan publik digital di pemerintah daerah.",
      description: "Kurikulum disusun bersama BKPSDM daerah, dengan proyek perubahan yang dinilai atasan peserta.",
    },
    {
      name: "Sekolah: Guru dan Siswa Digital",
      kind: "Sekolah",
      summary: "Pendampingan sekolah menjalankan pembelajaran berbasis proyek dengan teknologi.",
      description: "Guru dilatih dan didampingi satu semester; siswa mengerjakan proyek yang dipamerkan di akhir semester.",
    },
  ],
  competences: ["Vokasi Teknik", "Keterampilan Digital Kerja", "Data dan Layanan Publik"],
  topics: [
    topic(
      "OTO",
      "Teknik Otomotif Ringan",
      0,
      "Keselamatan kerja bengkel; Perawatan berkala mesin; Sistem kelistrikan kendaraan; Diagnosis kerusakan dengan scanner",
      "Kelas unggulan program Pesilat di balai latihan mitra: servis berkala, kelistrikan dan diagnosis kendaraan ringan, dengan penempatan di bengkel resmi.",
    ),
    topic(
      "LAS",
      "Pengelasan Industri",
      0,
      "K3 pengelasan; Sambungan dan posisi las; Membaca gambar kerja; Persiapan uji kompetensi",
      "Kelas program Pesilat untuk industri manufaktur: pengelasan SMAW dari K3 hingga sambungan yang siap diuji asesor BNSP.",
    ),
    topic(
      "OFC",
      "Produktivitas Kerja Digital",
      1,
      "Dokumen kolaboratif; Spreadsheet kerja; Presentasi yang jelas; Manajemen berkas di cloud",
      "Untuk karyawan perusahaan mitra: bekerja bersama di dokumen dan spreadsheet, presentasi yang ringkas, dan berkas yang rapi di cloud.",
    ),
    topic(
      "DAT",
      "Analisis Data untuk Karyawan",
      1,
      "Merapikan data; Pivot table; Grafik; Dasbor sederhana",
      "Mengolah data operasional perusahaan dengan spreadsheet: merapikan, meringkas dengan pivot table, dan menyajikan dasbor yang dipakai atasan.",
      "Lanjutan untuk karyawan yang sudah memakai pivot table: model data, dasbor interaktif, dan otomasi laporan mingguan.",
    ),
    topic(
      "ASN",
      "Layanan Publik Digital untuk ASN",
      2,
      "Memetakan alur layanan; Formulir daring; Data pemohon yang aman; Mengukur kepuasan",
      "Untuk ASN: mengubah layanan tatap muka menjadi layanan daring, dari memetakan alur, formulir, perlindungan data pemohon, hingga survei kepuasan.",
    ),
    topic(
      "AIK",
      "AI Generatif untuk Pekerjaan Kantor",
      1,
      "Cara kerja AI generatif; Menulis prompt; Memeriksa hasil AI; Etika dan kerahasiaan data",
      "Memakai asisten AI untuk menulis draf, merangkum dan menganalisis, sambil memeriksa hasilnya dan menjaga data perusahaan tetap rahasia.",
      "Lanjutan: alur kerja tim dengan AI, menyusun panduan penggunaan AI di kantor, dan mengukur manfaatnya.",
    ),
    topic(
      "GRU",
      "Pembelajaran Berbasis Proyek untuk Guru",
      3,
      "Merancang proyek; Alat digital kelas; Penilaian dengan rubrik; Pameran karya",
      "Guru merancang proyek satu semester yang memakai alat digital sederhana, menilai dengan rubrik, dan menggelar pameran karya siswa.",
    ),
  ],
  mentors: [
    mentor(
      "Slamet Riyadi",
      "Kepala Bengkel",
      "Astra Otoparts",
      ["Otomotif", "Diagnosis Mesin", "K3"],
      ["OTO"],
      "Slamet adalah kepala bengkel mitra program Pesilat yang juga menyusun kurikulum otomotif program vokasi ini.",
    ),
    mentor(
      "Agus Salim",
      "Welding Inspector",
      "PT PAL Indonesia",
      ["Pengelasan", "Inspeksi", "K3 Industri"],
      ["LAS"],
      "Agus adalah inspektur las bersertifikat yang menguji peserta program vokasi sebelum mereka ditempatkan di industri.",
    ),
    mentor(
      "Ratih Purnamasari",
      "Data Analyst",
      "BPS",
      ["Spreadsheet", "Statistik", "Visualisasi Data"],
      ["DAT", "OFC"],
      "Ratih mengolah data statistik resmi dan mengajar karyawan perusahaan mitra mengolah data operasional dengan spreadsheet.",
    ),
    mentor(
      "Taufik Hidayat",
      "Analis Kebijakan",
      "Kementerian PANRB",
      ["Layanan Publik", "Reformasi Birokrasi", "Data Pemohon"],
      ["ASN"],
      "Taufik menilai inovasi layanan publik tingkat nasional dan membimbing ASN peserta program menyusun proyek perubahan.",
    ),
    mentor(
      "Nadia Putri",
      "AI Engineer",
      "Kata.ai",
      ["Kecerdasan Buatan", "Prompt", "Etika AI"],
      ["AIK"],
      "Nadia membangun asisten percakapan untuk perusahaan dan mengajar karyawan memakai AI generatif dengan aman.",
    ),
    mentor(
      "Wahyu Hidayat",
      "Pelatih Guru",
      "Lepas",
      ["Pembelajaran Berbasis Proyek", "Asesmen", "Teknologi Pendidikan"],
      ["GRU"],
      "Wahyu mantan kepala sekolah yang kini mendampingi guru menjalankan pembelajaran berbasis proyek di sekolah mitra.",
    ),
  ],
  courses: [
    { slug: "k3-bengkel", mentor: "Agus Salim" },
    { slug: "analisis-data-spreadsheet", mentor: "Ratih Purnamasari" },
    { slug: "literasi-digital-pemula", mentor: "Taufik Hidayat" },
  ],
  posts: [
    {
      kind: "article",
      slug: "mengukur-dampak-pelatihan-karyawan",
      title: "Mengukur Dampak Pelatihan Karyawan, Bukan Hanya Kehadiran",
      summary: "Daftar hadir dan nilai pascates belum menunjukkan dampak. Empat tingkat evaluasi yang kami pakai bersama perusahaan mitra.",
      author: "Tim Program {name}",
      category: "karier",
      tags: ["korporasi", "evaluasi pelatihan"],
      date: "2025-02-25T02:00:00Z",
      html: html(
        "Perusahaan sering menilai pelatihan dari jumlah peserta yang hadir. Padahal yang penting adalah apakah pekerjaan berubah setelahnya.",
        "<ol><li><strong>Reaksi</strong>: apakah peserta merasa pelatihan relevan?</li><li><strong>Pembelajaran</strong>: apakah nilai prates dan pascates naik?</li><li><strong>Perilaku</strong>: tiga bulan kemudian, apakah peserta memakai keterampilan itu? Tanyakan kepada atasannya.</li><li><strong>Hasil</strong>: apakah waktu penyusunan laporan atau jumlah kesalahan berkurang?</li></ol>",
        "Tingkat tiga dan empat butuh waktu, tetapi itulah yang meyakinkan manajemen untuk melanjutkan program.",
      ),
    },
    {
      kind: "news",
      slug: "program-vokasi-pesilat-tempatkan-lulusan",
      title: "Program Vokasi Pesilat Tempatkan 71% Lulusan di Industri",
      summary: "Lulusan program vokasi yang dijalankan {name} bersama balai latihan mitra bekerja dalam enam bulan.",
      author: "Humas {name}",
      category: "kabar-program",
      tags: ["pesilat", "vokasi"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "Tujuh puluh satu persen lulusan program vokasi Pesilat bekerja dalam enam bulan setelah pelatihan, terutama di bengkel resmi, manufaktur, dan perhotelan. {name} bersama mitra membuka tiga balai latihan baru tahun ini.",
      ),
    },
    {
      kind: "news",
      slug: "asn-cakap-digital-kabupaten-mitra",
      title: "ASN Cakap Digital Hadir di Enam Kabupaten Mitra",
      summary: "Enam ratus ASN mengikuti kelas layanan publik digital dan menyelesaikan proyek perubahan di unitnya.",
      author: "Humas {name}",
      category: "kabar-program",
      tags: ["asn", "pemerintah"],
      date: "2024-12-16T02:00:00Z",
      html: html(
        "Program ASN Cakap Digital menuntaskan angkatan ketiganya di enam kabupaten. Sebanyak 142 proyek perubahan dijalankan, mulai dari antrean daring di kantor kecamatan hingga formulir izin keramaian yang bisa diisi dari ponsel.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "temu-mitra-pelatihan-2027",
      title: "Temu Mitra Pelatihan {name} 2027",
      summary: "Perusahaan, pemerintah daerah dan balai latihan mitra membahas hasil program dan rencana tahun depan.",
      description: html(
        "Pertemuan tahunan mitra program vokasi, korporasi dan pemerintah. Hasil evaluasi dampak setiap program dipaparkan, diikuti diskusi kebutuhan kompetensi tahun depan.",
      ),
      startsAt: "2027-11-11T02:00:00Z",
      endsAt: "2027-11-11T08:00:00Z",
      location: "Yogyakarta",
      mode: "hybrid",
      speakers: [
        ["Taufik Hidayat", "Analis kebijakan layanan publik.", true],
        ["Slamet Riyadi", "Kepala bengkel mitra Pesilat.", true],
      ],
      activities: [
        ["Paparan Dampak Program", "Hasil evaluasi empat tingkat setiap program."],
        ["Diskusi Kebutuhan Kompetensi", "Mitra menyampaikan kebutuhan tahun depan."],
      ],
      sponsors: true,
    },
  ],
};

/** Fun: short, playful classes for children and teenagers. */
export const FUN: TTenantContent = {
  audience: "anak usia 8–15 tahun",
  programs: [
    {
      name: "Kelas Akhir Pekan Anak",
      kind: "Umum",
      summary: "Kelas dua jam setiap Sabtu: membuat game, animasi dan robot sederhana.",
      description: "Anak belajar dalam kelompok kecil dengan satu pendamping untuk enam anak; orang tua mendapat laporan karya setiap bulan.",
    },
    {
      name: "Kemah Libur Sekolah",
      kind: "Umum",
      summary: "Lima hari kegiatan teknologi dan kreativitas selama libur sekolah.",
      description: "Setiap hari satu proyek kecil; di hari terakhir anak memamerkan karyanya kepada orang tua.",
    },
  ],
  competences: ["Coding Anak", "Kreativitas Digital"],
  topics: [
    topic(
      "SCR",
      "Membuat Game dengan Scratch",
      0,
      "Karakter dan latar; Gerak dan perulangan; Skor dan kondisi; Membagikan game",
      "Anak membuat game pertamanya dengan Scratch: karakter yang bergerak, skor, dan level, lalu membagikannya kepada teman.",
    ),
    topic(
      "ANM",
      "Animasi Stop Motion",
      1,
      "Cerita pendek; Menata adegan; Memotret frame demi frame; Menambah suara",
      "Membuat film pendek dari mainan dan plastisin dengan teknik stop motion, memakai ponsel atau tablet.",
    ),
    topic(
      "RBT",
      "Robot Sederhana",
      0,
      "Rangkaian dan baterai; Sensor; Memprogram gerak; Lomba robot mini",
      "Merakit robot beroda dari kit dan memprogramnya menghindari rintangan, ditutup dengan lomba robot mini.",
    ),
    topic(
      "DGA",
      "Menggambar Digital",
      1,
      "Kuas dan lapisan; Warna; Karakter; Komik satu halaman",
      "Menggambar di tablet: kuas, lapisan, warna, dan membuat komik satu halaman tentang hari di sekolah.",
    ),
    topic(
      "INT",
      "Aman di Internet untuk Anak",
      0,
      "Kata sandi rahasia; Orang asing di internet; Waktu layar; Meminta bantuan orang tua",
      "Aturan aman berinternet yang mudah diingat anak, dipelajari lewat permainan peran dan cerita.",
    ),
  ],
  mentors: [
    mentor(
      "Kak Nisa Aprilia",
      "Pendamping Coding Anak",
      "Lepas",
      ["Scratch", "Robotika Anak", "Pendidikan Anak"],
      ["SCR", "RBT"],
      "Kak Nisa mengajar coding untuk anak sejak 2018 dan percaya anak paling cepat belajar saat membuat sesuatu yang ingin mereka mainkan sendiri.",
    ),
    mentor(
      "Kak Bima Saputro",
      "Animator",
      "Studio Animasi Lokal",
      ["Animasi", "Stop Motion", "Menggambar Digital"],
      ["ANM", "DGA"],
      "Kak Bima animator yang menggarap serial animasi anak dan mengajak peserta membuat film dari mainan mereka.",
    ),
    mentor(
      "Bu Ratna Dewi",
      "Psikolog Anak",
      "Biro Psikologi Tumbuh",
      ["Keamanan Daring Anak", "Pengasuhan Digital", "Waktu Layar"],
      ["INT"],
      "Bu Ratna mendampingi keluarga menyusun aturan penggunaan gawai yang disepakati anak dan orang tua.",
    ),
  ],
  courses: [{ slug: "dasar-desain-grafis", mentor: "Kak Bima Saputro" }],
  posts: [
    {
      kind: "article",
      slug: "aturan-gawai-yang-disepakati-bersama-anak",
      title: "Aturan Gawai yang Disepakati Bersama Anak",
      summary: "Aturan yang disusun bersama anak lebih dipatuhi daripada larangan sepihak.",
      author: "Bu Ratna Dewi",
      category: "pendidikan",
      tags: ["orang tua", "waktu layar"],
      date: "2025-02-08T02:00:00Z",
      html: html(
        "Duduklah bersama anak dan tulis tiga aturan di selembar kertas: kapan boleh memakai gawai, di mana (misalnya tidak di kamar tidur), dan apa yang dilakukan bila melihat sesuatu yang membuat tidak nyaman.",
        "Tempel kertas itu di tempat yang terlihat dan tinjau bersama setiap bulan. Orang tua juga ikut mematuhi aturan yang sama, misalnya tidak memegang ponsel saat makan bersama.",
      ),
    },
    {
      kind: "news",
      slug: "kemah-libur-sekolah-juni",
      title: "Kemah Libur Sekolah Juni Dibuka untuk Anak 8–15 Tahun",
      summary: "Lima hari membuat game, animasi dan robot; kuota 60 anak per lokasi.",
      author: "Tim {name}",
      category: "kabar-program",
      tags: ["kemah", "libur sekolah"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "{name} membuka pendaftaran Kemah Libur Sekolah bulan Juni. Setiap hari anak menyelesaikan satu proyek kecil, dan hari terakhir ditutup dengan pameran karya untuk orang tua.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "pameran-karya-anak-2027",
      title: "Pameran Karya Anak {name} 2027",
      summary: "Game, film stop motion dan robot buatan peserta kelas akhir pekan, terbuka untuk keluarga.",
      description: html(
        "Anak-anak memamerkan karya satu semester dan mengajak pengunjung mencoba game buatan mereka. Ada pojok coba-coba untuk adik dan kakak yang belum ikut kelas.",
      ),
      startsAt: "2027-12-18T02:00:00Z",
      endsAt: "2027-12-18T07:00:00Z",
      location: "Yogyakarta",
      mode: "offline",
      speakers: [["Kak Nisa Aprilia", "Pendamping coding anak.", true]],
      activities: [
        ["Arena Game Anak", "Mencoba game Scratch buatan peserta."],
        ["Bioskop Mini", "Pemutaran film stop motion."],
      ],
    },
  ],
};

/** Business: training solutions and HR development programmes for companies. */
export const BUSINESS: TTenantContent = {
  audience: "perusahaan dan tim SDM",
  defaultType: "hybrid",
  programs: [
    {
      name: "Transformasi Digital Korporasi",
      kind: "Korporasi",
      summary: "Program pengembangan SDM untuk mempercepat transformasi digital perusahaan.",
      description: "Dimulai dengan pemetaan kompetensi digital seluruh karyawan, diikuti jalur belajar per peran dan laporan kemajuan untuk direksi.",
    },
    {
      name: "Akademi Internal Perusahaan",
      kind: "Korporasi",
      summary: "Membangun akademi internal: kurikulum, pelatih internal, dan platform belajar.",
      description: "Kami melatih karyawan senior menjadi pelatih internal dan menyiapkan kurikulum serta platform yang dikelola perusahaan sendiri.",
    },
  ],
  competences: ["Kompetensi Digital Karyawan", "Kepemimpinan", "Pengembangan SDM"],
  topics: [
    topic(
      "TNA",
      "Analisis Kebutuhan Pelatihan",
      1,
      "Wawancara pemangku kepentingan; Peta kompetensi; Kesenjangan kompetensi; Rencana pelatihan tahunan",
      "Untuk tim SDM: memetakan kompetensi per peran, mengukur kesenjangan, dan menyusun rencana pelatihan tahunan yang bisa dipertanggungjawabkan.",
    ),
    topic(
      "TOT",
      "Training of Trainers Internal",
      1,
      "Merancang sesi; Fasilitasi orang dewasa; Materi dan aktivitas; Evaluasi sesi",
      "Melatih karyawan senior menjadi pelatih internal: merancang sesi, memfasilitasi orang dewasa, dan mengevaluasi hasilnya.",
    ),
    topic(
      "DLD",
      "Kepemimpinan Digital untuk Manajer",
      0,
      "Transformasi digital; Tim hibrida; Keputusan berbasis data; Manajemen perubahan",
      "Manajer belajar memimpin transformasi: memilih inisiatif digital, memimpin tim hibrida, dan mengambil keputusan dari data.",
    ),
    topic(
      "OPS",
      "Otomasi Pekerjaan Kantor",
      0,
      "Memetakan pekerjaan berulang; Formulir dan alur persetujuan; Otomasi spreadsheet; Mengukur waktu yang dihemat",
      "Menemukan pekerjaan administrasi berulang dan mengotomasinya dengan alat yang sudah dimiliki perusahaan, lalu menghitung jam kerja yang dihemat.",
    ),
  ],
  mentors: [
    mentor(
      "Hana Wirawan",
      "HR Development Lead",
      "Konsultan Independen",
      ["Analisis Kebutuhan Pelatihan", "Peta Kompetensi", "Akademi Internal"],
      ["TNA", "TOT"],
      "Hana membangun akademi internal di dua perusahaan BUMN dan mendampingi tim SDM menyusun rencana pelatihan berbasis kompetensi.",
    ),
    mentor(
      "Robert Simanjuntak",
      "Chief Digital Officer",
      "Perusahaan Logistik Nasional",
      ["Transformasi Digital", "Kepemimpinan", "Otomasi"],
      ["DLD", "OPS"],
      "Robert memimpin transformasi digital perusahaan logistik dengan 8.000 karyawan dan mengajar manajer memimpin perubahan.",
    ),
  ],
  courses: [{ slug: "analisis-data-spreadsheet", mentor: "Robert Simanjuntak" }],
  posts: [
    {
      kind: "article",
      slug: "akademi-internal-mulai-dari-tiga-pelatih",
      title: "Akademi Internal Bisa Dimulai dari Tiga Pelatih",
      summary: "Perusahaan tidak perlu menunggu anggaran besar. Tiga karyawan senior yang dilatih menjadi pelatih sudah cukup untuk memulai.",
      author: "Hana Wirawan",
      category: "karier",
      tags: ["akademi internal", "sdm"],
      date: "2025-02-18T02:00:00Z",
      html: html(
        "Pilih tiga karyawan yang dihormati rekan kerjanya dan menguasai proses inti perusahaan. Latih mereka merancang sesi 90 menit dan memfasilitasi diskusi.",
        "Mulailah dengan satu topik yang paling sering menimbulkan kesalahan, misalnya proses penagihan. Ukur jumlah kesalahan sebelum dan tiga bulan setelah pelatihan.",
        "Hasil topik pertama menjadi bukti untuk memperluas akademi ke topik berikutnya.",
      ),
    },
    {
      kind: "news",
      slug: "business-luncurkan-asesmen-kompetensi-digital",
      title: "{name} Luncurkan Asesmen Kompetensi Digital Karyawan",
      summary: "Asesmen 40 menit memetakan kompetensi digital setiap karyawan sebagai dasar jalur belajar.",
      author: "Tim {name}",
      category: "kabar-program",
      tags: ["asesmen", "korporasi"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "{name} meluncurkan asesmen kompetensi digital untuk perusahaan mitra. Hasilnya berupa peta kompetensi per divisi dan rekomendasi jalur belajar per karyawan.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "hr-learning-summit-2027",
      title: "HR Learning Summit 2027",
      summary: "Forum kepala SDM tentang akademi internal, asesmen kompetensi dan mengukur dampak pelatihan.",
      description: html("Kepala SDM dan pengelola akademi perusahaan berbagi studi kasus. Sesi siang berupa lokakarya menyusun peta kompetensi divisi."),
      startsAt: "2027-05-19T02:00:00Z",
      endsAt: "2027-05-19T09:00:00Z",
      location: "Jakarta",
      mode: "offline",
      speakers: [
        ["Hana Wirawan", "HR development lead.", true],
        ["Robert Simanjuntak", "Chief digital officer.", false],
      ],
      activities: [["Lokakarya Peta Kompetensi", "Menyusun peta kompetensi satu divisi."]],
      sponsors: true,
    },
  ],
};

/** Foundation: access to technology education for students from low-income families. */
export const FOUNDATION: TTenantContent = {
  audience: "pelajar dari keluarga prasejahtera",
  defaultType: "online",
  programs: [
    {
      name: "Beasiswa Belajar Teknologi",
      kind: "CSR",
      summary: "Beasiswa kelas teknologi, laptop pinjaman dan kuota internet bagi pelajar prasejahtera.",
      description:
        "Penerima mengikuti kelas daring dengan pendamping belajar yang menghubungi setiap pekan, sehingga tidak ada yang tertinggal karena kendala di rumah.",
    },
    {
      name: "Pojok Belajar Desa",
      kind: "CSR",
      summary: "Ruang belajar komputer di balai desa untuk pelajar yang tidak memiliki perangkat di rumah.",
      description: "Setiap pojok belajar dilengkapi lima komputer, internet, dan relawan pendamping dua sore setiap pekan.",
    },
  ],
  competences: ["Keterampilan Digital Dasar", "Pemrograman Pemula"],
  topics: [
    topic(
      "KDD",
      "Komputer untuk Pemula",
      1,
      "Mengenal komputer dan berkas; Mengetik dan dokumen; Internet dan email; Belajar daring",
      "Untuk pelajar yang baru pertama kali memakai komputer di pojok belajar desa: berkas, mengetik, email, dan mengikuti kelas daring.",
    ),
    topic(
      "WEB",
      "Membuat Halaman Web Pertama",
      0,
      "HTML dasar; CSS dasar; Gambar dan tautan; Publikasi gratis",
      "Kelas beasiswa untuk membuat halaman web pertama, dengan pendamping yang membantu bila sinyal atau perangkat bermasalah.",
    ),
    topic(
      "SPR",
      "Spreadsheet untuk Sekolah dan Kerja",
      0,
      "Tabel dan rumus; Grafik; Mengolah data nilai; Laporan sederhana",
      "Spreadsheet dari tugas sekolah sampai pekerjaan pertama: tabel, rumus, grafik dan laporan sederhana.",
    ),
    topic(
      "KAR",
      "Persiapan Kerja Pertama",
      0,
      "Menulis CV; Email lamaran; Wawancara; Hak pekerja muda",
      "Bekal mencari kerja pertama bagi penerima beasiswa: CV, email lamaran, latihan wawancara, dan mengenali hak sebagai pekerja.",
    ),
  ],
  mentors: [
    mentor(
      "Sari Indah Lestari",
      "Koordinator Pendamping Belajar",
      "Yayasan",
      ["Pendampingan Belajar", "Keterampilan Digital Dasar", "Pemberdayaan Pemuda"],
      ["KDD", "KAR"],
      "Sari mengoordinasikan 40 relawan pendamping yang menghubungi penerima beasiswa setiap pekan dan membantu mereka tetap belajar.",
    ),
    mentor(
      "Dimas Saputra",
      "Web Developer",
      "Relawan",
      ["HTML dan CSS", "Spreadsheet", "Mengajar Pemula"],
      ["WEB", "SPR"],
      "Dimas penerima beasiswa angkatan pertama yang kini bekerja sebagai web developer dan kembali mengajar sebagai relawan.",
    ),
  ],
  courses: [
    { slug: "literasi-digital-pemula", mentor: "Sari Indah Lestari" },
    { slug: "javascript-dasar", mentor: "Dimas Saputra" },
  ],
  posts: [
    {
      kind: "blog",
      slug: "laptop-pinjaman-dan-kuota-cerita-penerima-beasiswa",
      title: "Laptop Pinjaman dan Kuota: Cerita Penerima Beasiswa dari Lombok",
      summary: "Fitri belajar membuat halaman web dengan laptop pinjaman dan kini membantu usaha tenun ibunya berjualan daring.",
      author: "Tim {name}",
      category: "pendidikan",
      tags: ["beasiswa", "cerita penerima"],
      date: "2025-01-22T02:00:00Z",
      html: html(
        "Fitri tinggal di desa di Lombok Tengah dan belum pernah memakai laptop sebelum menerima beasiswa. Bulan pertama ia belajar di pojok belajar balai desa, lalu mendapat laptop pinjaman.",
        'Pendampingnya menelepon setiap Kamis sore. "Kalau saya tidak mengerti, saya tidak malu bilang. Kak Sari selalu sabar," katanya.',
        "Proyek akhirnya adalah halaman web untuk tenun songket ibunya, yang kini menerima pesanan dari Mataram dan Bali.",
      ),
    },
    {
      kind: "news",
      slug: "pojok-belajar-desa-ke-40",
      title: "Pojok Belajar Desa ke-40 Dibuka di Nusa Tenggara Barat",
      summary: "Balai desa di Lombok Timur kini memiliki lima komputer dan relawan pendamping.",
      author: "Tim {name}",
      category: "kabar-program",
      tags: ["pojok belajar", "desa"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "{name} membuka pojok belajar desa ke-40 di Lombok Timur bersama pemerintah desa setempat. Pojok belajar dibuka dua sore setiap pekan dan diprioritaskan bagi pelajar yang tidak memiliki perangkat di rumah.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "malam-apresiasi-beasiswa-2027",
      title: "Malam Apresiasi Penerima Beasiswa 2027",
      summary: "Penerima beasiswa memamerkan proyeknya di depan donatur, relawan dan keluarga.",
      description: html(
        "Malam tahunan untuk merayakan penerima beasiswa yang menyelesaikan program. Donasi yang terkumpul malam itu membiayai laptop pinjaman angkatan berikutnya.",
      ),
      startsAt: "2027-12-04T11:00:00Z",
      endsAt: "2027-12-04T14:00:00Z",
      location: "Yogyakarta",
      mode: "hybrid",
      speakers: [
        ["Sari Indah Lestari", "Koordinator pendamping belajar.", true],
        ["Dimas Saputra", "Alumni penerima beasiswa.", true],
      ],
      activities: [["Pameran Proyek", "Proyek web dan data karya penerima beasiswa."]],
      sponsors: true,
    },
  ],
};
