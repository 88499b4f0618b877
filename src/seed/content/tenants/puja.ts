import { html, mentor, topic, type TPostDraft, type TTenantContent } from "../types.ts";

/**
 * The Puja Pramudya family: the official site and four initiatives (AI, learning festival,
 * business mentoring, scholarships). One letter from Puja Pramudya is carried by all five sites
 * on purpose (`shared: true`); everything else is written per site.
 */

const LETTER: TPostDraft = {
  shared: true,
  kind: "blog",
  slug: "surat-puja-pramudya-untuk-generasi-muda",
  title: "Surat Puja Pramudya: Mengapa Kami Memulai Lima Inisiatif Ini",
  summary: "Puja Pramudya menjelaskan alasan di balik program beasiswa, kelas AI, festival belajar dan pendampingan usaha yang ia gagas.",
  author: "Puja Pramudya",
  category: "kabar-program",
  tags: ["puja pramudya", "inisiatif"],
  date: "2025-01-06T02:00:00Z",
  html: html(
    "Saya tumbuh di keluarga yang tidak mampu membayar les. Yang membuat saya bisa kuliah adalah seorang guru yang meminjamkan buku dan seorang tetangga yang membayar biaya pendaftaran ujian. Kelima inisiatif ini adalah cara saya membayar utang budi itu.",
    "Beasiswa Bersama Puja membiayai pelajar berprestasi. AI Bersama Puja mengenalkan kecerdasan buatan kepada guru dan pelaku usaha kecil. Belajar Bersama Puja adalah festival belajar gratis. Wujud Bersama Puja mendampingi anak muda membangun usaha dan karier.",
    "Semua program ini gratis bagi pesertanya, dan semuanya membutuhkan relawan. Bila Anda pernah ditolong seseorang untuk sampai di titik ini, mari menolong orang berikutnya.",
  ),
};

/** Puja Pramudya: the official site (scholarships, classes and social initiatives). */
export const PUJAPRAMUDYA: TTenantContent = {
  audience: "generasi muda dan relawan",
  defaultType: "hybrid",
  programs: [
    {
      name: "Relawan Pengajar Puja",
      kind: "CSR",
      summary: "Jaringan relawan profesional yang mengajar di program-program Puja Pramudya.",
      description:
        "Relawan memilih program dan jadwal yang sesuai, mengikuti orientasi dua jam, lalu mengajar atau mendampingi peserta minimal dua kali sebulan.",
    },
    {
      name: "Kelas Inspirasi Daerah",
      kind: "Sekolah",
      summary: "Profesional berbagi cerita kerja di sekolah-sekolah di luar kota besar.",
      description: "Satu hari, satu sekolah, sepuluh profesional: siswa mengenal pekerjaan yang belum pernah mereka dengar.",
    },
  ],
  competences: ["Kepemimpinan Muda", "Kerelawanan"],
  topics: [
    topic(
      "RLW",
      "Orientasi Relawan Pengajar",
      0,
      "Nilai dan kode etik relawan; Mengajar orang dewasa dan remaja; Keamanan peserta anak; Melaporkan kegiatan",
      "Wajib bagi relawan baru: kode etik, cara mengajar remaja dan orang dewasa, perlindungan peserta anak, dan pelaporan kegiatan.",
    ),
    topic(
      "KLI",
      "Kelas Inspirasi: Bercerita tentang Pekerjaan",
      1,
      "Menyusun cerita pekerjaan; Alat peraga sederhana; Berinteraksi dengan siswa; Refleksi",
      "Menyiapkan relawan profesional bercerita tentang pekerjaannya di depan siswa SD dan SMP dengan cara yang hidup dan jujur.",
    ),
    topic(
      "PMD",
      "Kepemimpinan Pemuda Desa",
      0,
      "Mengenali masalah desa; Menggerakkan teman sebaya; Proposal kegiatan; Laporan dan akuntabilitas",
      "Untuk pemuda desa yang ingin memulai kegiatan sosial: memetakan masalah, mengajak teman, menulis proposal, dan mempertanggungjawabkan dana.",
    ),
  ],
  mentors: [
    mentor(
      "Puja Pramudya",
      "Penggagas",
      "Puja Pramudya",
      ["Kepemimpinan", "Filantropi", "Pendidikan"],
      ["PMD"],
      "Puja Pramudya menggagas lima inisiatif pendidikan dan usaha bagi generasi muda dan sendiri mengisi kelas kepemimpinan pemuda desa.",
    ),
    mentor(
      "Anggun Kirana",
      "Koordinator Relawan",
      "Puja Pramudya",
      ["Kerelawanan", "Pelatihan", "Perlindungan Anak"],
      ["RLW", "KLI"],
      "Anggun mengoordinasikan lebih dari 1.200 relawan dan menyusun orientasi serta kode etik relawan.",
    ),
  ],
  courses: [{ slug: "literasi-digital-pemula", mentor: "Anggun Kirana" }],
  posts: [
    LETTER,
    {
      kind: "article",
      slug: "menjadi-relawan-pengajar-yang-konsisten",
      title: "Menjadi Relawan Pengajar yang Konsisten, Bukan Sekali Datang",
      summary: "Peserta paling terbantu oleh relawan yang hadir rutin. Tiga kebiasaan relawan yang bertahan lebih dari setahun.",
      author: "Anggun Kirana",
      category: "pendidikan",
      tags: ["relawan", "mengajar"],
      date: "2025-02-13T02:00:00Z",
      html: html(
        "Relawan yang datang sekali membawa semangat, tetapi relawan yang datang rutin membawa perubahan. Dari data kami, peserta yang didampingi relawan tetap selama tiga bulan dua kali lebih mungkin menyelesaikan program.",
        "<ul><li>Pilih jadwal yang realistis, misalnya dua Sabtu pagi per bulan.</li><li>Catat perkembangan setiap peserta setelah sesi.</li><li>Beri tahu koordinator lebih awal bila berhalangan, agar peserta tidak menunggu.</li></ul>",
      ),
    },
    {
      kind: "news",
      slug: "seribu-relawan-puja-pramudya",
      title: "Jaringan Relawan Puja Pramudya Mencapai 1.200 Orang",
      summary: "Relawan dari 60 kota kini mengajar dan mendampingi di lima inisiatif.",
      author: "Tim Puja Pramudya",
      category: "kabar-program",
      tags: ["relawan"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "Sejak dibuka dua tahun lalu, jaringan relawan Puja Pramudya tumbuh menjadi 1.200 orang di 60 kota. Sebagian besar adalah profesional muda yang mengajar dua kali sebulan.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "temu-relawan-puja-2027",
      title: "Temu Relawan Puja Pramudya 2027",
      summary: "Pertemuan tahunan relawan dari lima inisiatif: berbagi cerita, pelatihan, dan apresiasi.",
      description: html(
        "Relawan dari seluruh Indonesia berkumpul untuk berbagi cerita lapangan, mengikuti pelatihan lanjutan, dan merencanakan program tahun depan bersama Puja Pramudya.",
      ),
      startsAt: "2027-02-20T02:00:00Z",
      endsAt: "2027-02-20T10:00:00Z",
      location: "Jakarta",
      mode: "hybrid",
      speakers: [
        ["Puja Pramudya", "Penggagas lima inisiatif.", true],
        ["Anggun Kirana", "Koordinator relawan.", true],
      ],
      activities: [
        ["Cerita Lapangan", "Relawan berbagi pengalaman mengajar."],
        ["Pelatihan Lanjutan", "Fasilitasi kelompok dan perlindungan anak."],
      ],
      sponsors: true,
    },
  ],
};

/** AI Bersama Puja: practical introduction to AI for students, teachers and small businesses. */
export const AIBERSAMAPUJA: TTenantContent = {
  audience: "pelajar, guru dan pelaku UMKM",
  defaultType: "online",
  programs: [
    {
      name: "AI untuk Guru",
      kind: "Sekolah",
      summary: "Guru belajar memakai AI generatif untuk menyiapkan materi dan umpan balik, dengan tetap menjaga kejujuran akademik.",
      description: "Empat sesi daring: cara kerja AI, menyusun materi, memberi umpan balik, dan aturan penggunaan AI di kelas.",
    },
    {
      name: "AI untuk UMKM",
      kind: "CSR",
      summary: "Pelaku usaha kecil memakai AI untuk menulis deskripsi produk, membalas pelanggan dan merapikan catatan.",
      description: "Kelas praktik dengan ponsel, memakai contoh produk peserta sendiri.",
    },
  ],
  competences: ["Literasi AI", "AI untuk Pendidikan", "AI untuk Usaha"],
  topics: [
    topic(
      "AID",
      "Mengenal AI Generatif",
      0,
      "Cara kerja model bahasa; Kelebihan dan keterbatasan; Halusinasi; Privasi data",
      "Memahami apa yang sebenarnya dilakukan AI generatif: memprediksi kata, mengapa bisa salah dengan percaya diri, dan data apa yang tidak boleh dimasukkan.",
    ),
    topic(
      "PRM",
      "Menulis Prompt yang Jelas",
      0,
      "Peran, tugas dan konteks; Contoh dan format; Memperbaiki hasil; Memeriksa fakta",
      "Menulis perintah yang menghasilkan jawaban berguna: peran, tugas, konteks, contoh dan format, lalu memeriksa fakta dari hasilnya.",
    ),
    topic(
      "AIG",
      "AI di Kelas untuk Guru",
      0,
      "Menyusun rencana pembelajaran; Membuat soal; Umpan balik tulisan siswa; Aturan AI di kelas",
      "Guru memakai AI untuk menyiapkan materi dan soal, memberi umpan balik, dan menyusun aturan penggunaan AI bersama siswa.",
    ),
    topic(
      "AIU",
      "AI untuk Jualan UMKM",
      1,
      "Deskripsi produk; Balasan pelanggan; Ide konten; Rekap penjualan",
      "Pelaku usaha memakai AI di ponsel untuk deskripsi produk, balasan pelanggan yang ramah, ide konten, dan merapikan rekap penjualan.",
    ),
  ],
  mentors: [
    mentor(
      "Nadia Putri",
      "AI Engineer",
      "Kata.ai",
      ["Kecerdasan Buatan", "Prompt", "Etika AI"],
      ["AID", "PRM"],
      "Nadia membangun asisten percakapan berbahasa Indonesia dan menjelaskan cara kerja AI tanpa istilah yang membingungkan.",
    ),
    mentor(
      "Laras Kusuma",
      "Dosen Ilmu Komputer",
      "Universitas Indonesia",
      ["AI dalam Pendidikan", "Kejujuran Akademik", "Pembelajaran"],
      ["AIG"],
      "Laras meneliti penggunaan AI di kelas dan membantu guru menyusun aturan yang adil bagi siswa.",
    ),
    mentor(
      "Melati Suryani",
      "Pendamping UMKM",
      "Rumah Kreatif BUMN",
      ["E-commerce", "UMKM", "Konten Jualan"],
      ["AIU"],
      "Melati mendampingi usaha kecil berjualan daring dan kini mengajarkan AI sebagai alat bantu, bukan pengganti pemilik usaha.",
    ),
  ],
  courses: [{ slug: "literasi-digital-pemula", mentor: "Nadia Putri" }],
  posts: [
    LETTER,
    {
      kind: "article",
      slug: "aturan-ai-di-kelas-yang-disusun-bersama-siswa",
      title: "Aturan Penggunaan AI di Kelas yang Disusun Bersama Siswa",
      summary: "Melarang AI sepenuhnya sulit ditegakkan. Aturan yang jelas dan disepakati lebih berhasil menjaga kejujuran.",
      author: "Laras Kusuma",
      category: "pendidikan",
      tags: ["ai", "guru", "kejujuran akademik"],
      date: "2025-02-20T02:00:00Z",
      html: html(
        "Di kelas yang kami dampingi, guru dan siswa menyusun tiga tingkat penggunaan AI untuk setiap tugas: tidak boleh, boleh untuk ide, dan boleh dengan pengakuan.",
        'Untuk tugas "boleh dengan pengakuan", siswa melampirkan prompt yang dipakai dan menjelaskan bagian mana yang ia ubah. Aturan ini membuat siswa berpikir tentang hasil AI, bukan sekadar menyalin.',
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "pekan-ai-untuk-semua-2027",
      title: "Pekan AI untuk Semua 2027",
      summary: "Lima hari kelas daring gratis: AI untuk pelajar, guru dan pelaku usaha kecil.",
      description: html(
        "Setiap hari satu kelas daring 90 menit untuk kelompok yang berbeda, dengan latihan langsung memakai contoh dari kehidupan sehari-hari peserta.",
      ),
      startsAt: "2027-08-02T12:00:00Z",
      endsAt: "2027-08-06T13:30:00Z",
      location: "Daring (Zoom)",
      mode: "online",
      speakers: [
        ["Nadia Putri", "AI engineer.", true],
        ["Laras Kusuma", "Dosen dan peneliti AI dalam pendidikan.", true],
      ],
      activities: [["Praktik Prompt", "Menulis dan memperbaiki prompt bersama."]],
    },
  ],
};

/** Belajar Bersama Puja: a free learning festival with practical classes from mentors. */
export const BELAJARBERSAMAPUJA: TTenantContent = {
  audience: "pelajar, mahasiswa, guru dan masyarakat umum",
  defaultType: "hybrid",
  programs: [
    {
      name: "Festival Belajar Bersama",
      kind: "Umum",
      summary: "Festival belajar gratis tiga hari dengan kelas praktik dari para mentor relawan.",
      description: "Peserta memilih kelas praktik dari berbagai bidang, mengikuti mentoring kelompok, dan memamerkan karyanya di hari terakhir.",
    },
    {
      name: "Belajar Bersama Keliling",
      kind: "CSR",
      summary: "Festival versi kecil yang datang ke kota-kota di luar Jawa.",
      description: "Satu hari festival di kampus atau sekolah mitra, dengan mentor lokal dan relawan dari jaringan Puja Pramudya.",
    },
  ],
  competences: ["Keterampilan Praktis", "Kreativitas"],
  topics: [
    topic(
      "FPB",
      "Public Speaking untuk Pemula",
      0,
      "Mengatasi gugup; Menyusun pesan; Bahasa tubuh; Tampil di panggung festival",
      "Kelas festival yang paling ramai: dari gugup ke percaya diri, ditutup dengan tampil dua menit di panggung festival.",
    ),
    topic(
      "FFT",
      "Fotografi Ponsel",
      0,
      "Komposisi; Cahaya; Potret; Menyunting di ponsel",
      "Memotret lebih baik dengan ponsel yang sudah Anda punya: komposisi, cahaya, potret, dan menyunting tanpa berlebihan.",
    ),
    topic(
      "FMS",
      "Menulis Cerita Pengalaman",
      1,
      "Menemukan cerita; Membuka dengan kuat; Detail yang hidup; Membacakan karya",
      "Menulis satu cerita pengalaman pribadi dalam satu sesi dan membacakannya di pojok cerita festival.",
    ),
    topic(
      "FKW",
      "Memulai Usaha Kecil dari Hobi",
      0,
      "Menguji ide; Menghitung harga; Jualan pertama; Mencatat keuangan",
      "Mengubah hobi menjadi usaha kecil: menguji ide dengan teman, menghitung harga, mencari pembeli pertama, dan mencatat uangnya.",
    ),
  ],
  mentors: [
    mentor(
      "Galih Permadi",
      "Trainer Public Speaking",
      "Lepas",
      ["Public Speaking", "Presentasi", "Komunikasi"],
      ["FPB"],
      "Galih melatih ribuan orang berbicara di depan umum dan setiap tahun memandu panggung terbuka Festival Belajar Bersama.",
    ),
    mentor(
      "Kevin Santoso",
      "Fotografer Komersial",
      "Lensa Studio",
      ["Fotografi", "Pencahayaan", "Penyuntingan"],
      ["FFT"],
      "Kevin mengajar fotografi ponsel di festival dengan tugas memotret suasana festival itu sendiri.",
    ),
    mentor(
      "Dewi Anggraeni",
      "Penulis dan Editor",
      "Lepas",
      ["Menulis Kreatif", "Penyuntingan", "Cerita Pengalaman"],
      ["FMS"],
      "Dewi menulis buku kumpulan cerita dan memimpin pojok cerita festival tempat peserta membacakan karyanya.",
    ),
    mentor(
      "Lina Marlina",
      "Pemilik Usaha",
      "Kedai Senja",
      ["Usaha Kecil", "HPP", "Pemasaran"],
      ["FKW"],
      "Lina memulai kedai kopinya dari hobi menyeduh dan berbagi angka-angka jujur usahanya di kelas festival.",
    ),
  ],
  courses: [
    { slug: "literasi-digital-pemula", mentor: "Galih Permadi" },
    { slug: "dasar-desain-grafis", mentor: "Kevin Santoso" },
  ],
  posts: [
    LETTER,
    {
      kind: "blog",
      slug: "tiga-hari-di-festival-belajar-bersama",
      title: "Tiga Hari di Festival Belajar Bersama: Catatan Seorang Peserta",
      summary: "Rani datang untuk kelas fotografi dan pulang dengan keberanian tampil di panggung.",
      author: "Rani Oktavia",
      category: "pendidikan",
      tags: ["festival", "cerita peserta"],
      date: "2025-02-27T02:00:00Z",
      html: html(
        "Saya mendaftar hanya untuk kelas fotografi ponsel. Hari pertama, tugasnya memotret orang asing di festival dengan izin. Itu pertama kalinya saya berani menyapa orang yang tidak saya kenal.",
        "Hari kedua saya iseng masuk kelas public speaking karena kelas lain penuh. Hari ketiga saya berdiri di panggung terbuka selama dua menit, menceritakan foto-foto saya. Tangan saya gemetar, tetapi saya menyelesaikannya.",
      ),
    },
    {
      kind: "news",
      slug: "festival-belajar-bersama-hadir-di-makassar",
      title: "Festival Belajar Bersama Keliling Hadir di Makassar",
      summary: "Dua puluh kelas praktik gratis diselenggarakan bersama kampus mitra di Makassar.",
      author: "Panitia Belajar Bersama",
      category: "kabar-program",
      tags: ["festival", "makassar"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "Festival Belajar Bersama Keliling singgah di Makassar dengan 20 kelas praktik dan 1.100 peserta. Sebagian besar mentor berasal dari komunitas lokal Sulawesi Selatan.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "festival-belajar-bersama-2027",
      title: "Festival Belajar Bersama 2027",
      summary: "Tiga hari kelas praktik gratis, mentoring kelompok, dan pameran karya peserta.",
      description: html(
        "Festival tahunan Belajar Bersama Puja dengan lebih dari 40 kelas praktik dari mentor relawan. Semua kelas gratis; pilih kelas saat mendaftar karena kursinya terbatas.",
      ),
      startsAt: "2027-10-22T01:00:00Z",
      endsAt: "2027-10-24T09:00:00Z",
      location: "Jakarta",
      mode: "hybrid",
      speakers: [
        ["Puja Pramudya", "Penggagas festival.", true],
        ["Galih Permadi", "Pemandu panggung terbuka.", true],
      ],
      activities: [
        ["Kelas Praktik", "Lebih dari 40 kelas dari mentor relawan."],
        ["Panggung Terbuka", "Peserta tampil dua menit."],
      ],
      sponsors: true,
    },
  ],
};

/** Wujud Bersama Puja: business and career mentoring for young people. */
export const WUJUDBERSAMAPUJA: TTenantContent = {
  audience: "anak muda yang memulai usaha atau karier",
  programs: [
    {
      name: "Inkubator Usaha Muda",
      kind: "CSR",
      summary: "Enam bulan pendampingan usaha dengan mentor, modal awal kecil, dan jaringan pembeli.",
      description: "Peserta bertemu mentor dua pekan sekali, menguji produk dengan pembeli nyata, dan mempresentasikan perkembangan usaha setiap bulan.",
    },
    {
      name: "Mentoring Karier Pertama",
      kind: "Umum",
      summary: "Pendampingan satu lawan satu bagi lulusan baru yang mencari pekerjaan pertama.",
      description: "Mentor profesional membantu menyusun CV, berlatih wawancara, dan memilih tawaran kerja selama tiga bulan.",
    },
  ],
  competences: ["Kewirausahaan", "Kesiapan Karier"],
  topics: [
    topic(
      "IDE",
      "Menguji Ide Usaha",
      0,
      "Masalah pelanggan; Wawancara calon pembeli; Produk minimum; Pre-order pertama",
      "Sebelum mengeluarkan modal: memahami masalah pelanggan, mewawancarai calon pembeli, membuat produk minimum, dan mendapat pre-order pertama.",
    ),
    topic(
      "KEU",
      "Keuangan Usaha Rintisan",
      0,
      "Modal dan arus kas; HPP dan harga; Pembukuan; Kapan mencari pendanaan",
      "Mengelola uang usaha rintisan: arus kas, harga jual dari HPP, pembukuan sederhana, dan tanda usaha siap mencari pendanaan.",
    ),
    topic(
      "CV",
      "CV dan Portofolio Lulusan Baru",
      1,
      "CV satu halaman; Pengalaman organisasi sebagai bukti; Portofolio; Profil profesional",
      "Menyusun CV satu halaman dan portofolio yang mengubah pengalaman organisasi dan magang menjadi bukti kemampuan.",
    ),
    topic(
      "WWC",
      "Wawancara Kerja",
      1,
      "Riset perusahaan; Menjawab dengan STAR; Pertanyaan untuk pewawancara; Menilai tawaran",
      "Latihan wawancara bersama mentor: riset perusahaan, cerita STAR, pertanyaan balik yang cerdas, dan menilai tawaran kerja.",
    ),
  ],
  mentors: [
    mentor(
      "Arman Maulana",
      "Pendiri Usaha",
      "Kopi Kampung Nusantara",
      ["Kewirausahaan", "Validasi Ide", "Penjualan"],
      ["IDE", "KEU"],
      "Arman memulai usaha kopi kemasan dari dapur rumahnya dan kini memasok 200 warung. Ia membimbing peserta inkubator menguji ide sebelum berutang.",
    ),
    mentor(
      "Putri Handayani",
      "HR Business Partner",
      "Unilever Indonesia",
      ["Rekrutmen", "CV", "Wawancara"],
      ["CV", "WWC"],
      "Putri merekrut lulusan baru untuk program management trainee dan memberi umpan balik CV yang jujur kepada peserta.",
    ),
  ],
  courses: [{ slug: "analisis-data-spreadsheet", mentor: "Arman Maulana" }],
  posts: [
    LETTER,
    {
      kind: "article",
      slug: "sepuluh-wawancara-sebelum-modal-pertama",
      title: "Sepuluh Wawancara Pelanggan Sebelum Modal Pertama",
      summary: "Peserta inkubator wajib mewawancarai sepuluh calon pembeli sebelum membeli peralatan. Inilah alasannya.",
      author: "Arman Maulana",
      category: "karier",
      tags: ["usaha rintisan", "validasi ide"],
      date: "2025-02-04T02:00:00Z",
      html: html(
        "Banyak usaha muda gagal bukan karena produknya buruk, tetapi karena tidak ada yang membutuhkannya. Sepuluh wawancara pelanggan adalah cara termurah untuk mengetahuinya.",
        'Tanyakan tentang kebiasaan, bukan pendapat: "Kapan terakhir kali Anda membeli camilan sehat? Di mana? Berapa harganya?" lebih berguna daripada "Apakah Anda akan membeli produk saya?"',
        "Bila setelah sepuluh wawancara tidak ada yang mau memesan di muka, ubah idenya sebelum mengeluarkan modal.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "demo-day-inkubator-usaha-muda-2027",
      title: "Demo Day Inkubator Usaha Muda 2027",
      summary: "Dua belas usaha muda mempresentasikan perkembangan enam bulan di depan calon pembeli dan investor.",
      description: html(
        "Setiap usaha mendapat tujuh menit presentasi dan sesi tanya jawab. Pengunjung dapat membeli produk langsung di pasar kecil setelah presentasi.",
      ),
      startsAt: "2027-06-26T02:00:00Z",
      endsAt: "2027-06-26T08:00:00Z",
      location: "Jakarta",
      mode: "hybrid",
      speakers: [
        ["Arman Maulana", "Mentor inkubator.", true],
        ["Puja Pramudya", "Penggagas Wujud Bersama Puja.", false],
      ],
      activities: [
        ["Presentasi Usaha", "Tujuh menit per usaha."],
        ["Pasar Produk Peserta", "Membeli langsung dari usaha muda."],
      ],
      sponsors: true,
    },
  ],
};

/** Beasiswa Bersama Puja: education and training scholarships for high-achieving students. */
export const BEASISWABERSAMAPUJA: TTenantContent = {
  audience: "pelajar berprestasi dari seluruh Indonesia",
  defaultType: "online",
  programs: [
    {
      name: "Beasiswa Kuliah Puja",
      kind: "CSR",
      summary: "Beasiswa biaya kuliah dan hidup bagi mahasiswa berprestasi dari keluarga kurang mampu.",
      description: "Penerima mendapat biaya kuliah, uang saku bulanan, mentor profesional, dan pelatihan kepemimpinan setiap semester.",
    },
    {
      name: "Beasiswa Persiapan PTN",
      kind: "CSR",
      summary: "Bimbingan persiapan masuk PTN gratis bagi siswa kelas XII berprestasi.",
      description: "Kelas persiapan daring, try out, dan pendampingan pendaftaran KIP Kuliah.",
    },
  ],
  competences: ["Kesiapan Kuliah", "Kepemimpinan"],
  topics: [
    topic(
      "ESB",
      "Menulis Esai Beasiswa",
      0,
      "Mengenali diri; Cerita yang spesifik; Struktur esai; Menyunting",
      "Menulis esai beasiswa yang jujur dan spesifik: menemukan cerita Anda, menyusunnya, dan menyunting bersama mentor.",
    ),
    topic(
      "WBS",
      "Wawancara Beasiswa",
      0,
      "Riset pemberi beasiswa; Pertanyaan umum; Menjawab dengan contoh; Simulasi panel",
      "Latihan wawancara beasiswa dengan panel simulasi: menjawab dengan contoh nyata dan menjelaskan rencana kontribusi.",
    ),
    topic(
      "PTN",
      "Persiapan SNBT untuk Penerima Beasiswa",
      1,
      "Peta materi SNBT; Jadwal belajar; Try out; Strategi memilih jurusan",
      "Bimbingan SNBT daring untuk penerima beasiswa persiapan PTN, termasuk strategi memilih jurusan dan kampus.",
    ),
    topic(
      "KPM",
      "Kepemimpinan Mahasiswa",
      0,
      "Mengenal gaya kepemimpinan; Mengelola waktu kuliah dan organisasi; Proyek sosial; Refleksi",
      "Pelatihan semesteran bagi penerima beasiswa kuliah: kepemimpinan, manajemen waktu, dan proyek sosial di kampung halaman.",
    ),
  ],
  mentors: [
    mentor(
      "Fitri Handayani",
      "Alumni Beasiswa dan Konsultan Pendidikan",
      "Lepas",
      ["Esai Beasiswa", "Wawancara", "Studi Lanjut"],
      ["ESB", "WBS"],
      "Fitri penerima beasiswa S1 dan S2 yang kini membantu ratusan pelajar menulis esai dan berlatih wawancara beasiswa.",
    ),
    mentor(
      "Arief Wicaksono",
      "Pengajar Matematika",
      "UMPTN Siap",
      ["Penalaran Matematika", "Strategi Ujian", "SNBT"],
      ["PTN"],
      "Arief relawan pengajar SNBT untuk penerima beasiswa persiapan PTN, di sela mengajar di lembaga bimbingannya.",
    ),
    mentor(
      "Yudha Prakoso",
      "Manajer Program Kepemimpinan",
      "Puja Pramudya",
      ["Kepemimpinan", "Proyek Sosial", "Pendampingan Mahasiswa"],
      ["KPM"],
      "Yudha memandu pelatihan kepemimpinan semesteran dan mendampingi proyek sosial penerima beasiswa di daerah asal mereka.",
    ),
  ],
  courses: [{ slug: "strategi-tps", mentor: "Arief Wicaksono" }],
  posts: [
    LETTER,
    {
      kind: "article",
      slug: "esai-beasiswa-yang-spesifik",
      title: "Esai Beasiswa yang Diingat Penilai: Spesifik, Bukan Megah",
      summary: '"Saya ingin memajukan bangsa" ditulis ribuan pelamar. Cerita tentang satu hari di kampung Anda hanya ditulis oleh Anda.',
      author: "Fitri Handayani",
      category: "pendidikan",
      tags: ["esai", "beasiswa"],
      date: "2025-02-09T02:00:00Z",
      html: html(
        "Penilai membaca ratusan esai dengan kalimat pembuka yang sama. Esai yang diingat dimulai dari sesuatu yang kecil dan nyata: antrean air bersih di desa, warung ibu yang dicatat di buku tulis, guru yang datang dengan perahu.",
        "Dari cerita itu, tunjukkan apa yang Anda pelajari dan apa yang ingin Anda lakukan. Rencana yang kecil dan masuk akal lebih meyakinkan daripada janji besar.",
      ),
    },
    {
      kind: "news",
      slug: "penerima-beasiswa-puja-2025",
      title: "312 Pelajar Terpilih sebagai Penerima Beasiswa Bersama Puja 2025",
      summary: "Penerima berasal dari 29 provinsi; 60 persen adalah anggota keluarga pertama yang kuliah.",
      author: "Tim Beasiswa Bersama Puja",
      category: "kabar-program",
      tags: ["penerima beasiswa"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "Dari 9.400 pendaftar, 312 pelajar terpilih sebagai penerima beasiswa tahun ini. Mereka berasal dari 29 provinsi, dan enam dari sepuluh penerima adalah generasi pertama di keluarganya yang kuliah.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "malam-penganugerahan-beasiswa-2027",
      title: "Malam Penganugerahan Beasiswa Bersama Puja 2027",
      summary: "Penyerahan beasiswa kepada penerima baru, bersama keluarga, mentor dan alumni.",
      description: html(
        "Penerima baru bertemu mentor dan alumni untuk pertama kalinya. Keluarga penerima dari luar Jawa diundang hadir dengan biaya perjalanan ditanggung panitia.",
      ),
      startsAt: "2027-08-28T11:00:00Z",
      endsAt: "2027-08-28T14:00:00Z",
      location: "Jakarta",
      mode: "hybrid",
      speakers: [
        ["Puja Pramudya", "Penggagas beasiswa.", true],
        ["Fitri Handayani", "Alumni penerima beasiswa.", true],
      ],
      activities: [["Temu Mentor", "Penerima baru bertemu mentornya."]],
    },
  ],
};
