import { html, mentor, topic, type TTenantContent } from "../types.ts";

/** UMPTN Siap: preparation for state-university entrance tests (SNBT), Bandung. */
export const UMPTN: TTenantContent = {
  audience: "siswa SMA kelas XII dan pejuang PTN",
  defaultType: "online",
  programs: [
    { name: "Intensif SNBT", kind: "Umum", summary: "Dua belas minggu persiapan SNBT dengan try out mingguan dan pembahasan langsung.", description: "Setiap pekan: dua kelas konsep, satu try out berbasis komputer, dan satu sesi pembahasan. Skor try out dipetakan per subtes agar siswa tahu bagian yang perlu dikejar." },
    { name: "Kelas Saintek Kedokteran", kind: "Umum", summary: "Persiapan calon mahasiswa kedokteran dan kesehatan: penalaran, biologi dan kimia.", description: "Kelompok kecil maksimal 15 siswa dengan latihan soal bertingkat dan konsultasi pilihan program studi bersama konselor." },
    { name: "Beasiswa Pejuang PTN", kind: "CSR", summary: "Bimbingan gratis untuk siswa berprestasi dari keluarga prasejahtera.", description: "Penerima beasiswa mengikuti program intensif penuh tanpa biaya, ditambah kuota internet dan pendampingan pendaftaran KIP Kuliah." },
  ],
  competences: ["Tes Potensi Skolastik", "Literasi", "Penalaran Matematika"],
  topics: [
    topic("TPS", "Tes Potensi Skolastik", 0, "Penalaran umum; Pengetahuan dan pemahaman umum; Pemahaman bacaan dan menulis; Pengetahuan kuantitatif", "Empat subtes TPS dibedah satu per satu: pola soal yang selalu muncul, jebakan yang sering menjatuhkan skor, dan latihan dengan batas waktu seperti di hari ujian."),
    topic("LBI", "Literasi Bahasa Indonesia", 0, "Membaca kritis; Ide pokok dan simpulan; Teks argumentasi; Latihan soal bertingkat", "Membaca teks panjang dengan cepat tanpa kehilangan makna: ide pokok, simpulan, dan menilai argumen, dilatih dengan teks bergaya soal SNBT."),
    topic("LBE", "Literasi Bahasa Inggris", 0, "Reading comprehension; Vocabulary in context; Inference questions; Timed practice", "Soal bacaan bahasa Inggris SNBT: menebak kosakata dari konteks, pertanyaan inferensi, dan strategi membagi waktu untuk teks yang panjang."),
    topic("PM", "Penalaran Matematika", 0, "Aljabar dan fungsi; Geometri dan pengukuran; Statistika dan peluang; Soal cerita kontekstual", "Soal matematika berbasis konteks sehari-hari: tarif ojek daring, diskon bertingkat, peluang undian. Fokus pada memodelkan soal cerita menjadi persamaan."),
    topic("BIO", "Biologi untuk Kedokteran", 1, "Sel dan jaringan; Genetika; Fisiologi manusia; Ekologi dan evolusi", "Materi biologi yang paling sering diujikan untuk calon mahasiswa kedokteran, dengan peta konsep dan latihan soal analisis data percobaan."),
    topic("TO", "Try Out SNBT Berbasis Komputer", 2, "Simulasi CBT; Manajemen waktu; Pembahasan soal; Analisis skor dan strategi", "Try out dengan tampilan dan aturan waktu seperti UTBK, dilanjutkan pembahasan dan laporan skor per subtes untuk menyusun strategi pekan berikutnya."),
  ],
  mentors: [
    mentor("Arief Wicaksono", "Pengajar Matematika", "UMPTN Siap", ["Penalaran Matematika", "Pengetahuan Kuantitatif", "Strategi Ujian"], ["PM", "TPS", "TO"], "Arief mengajar matematika persiapan PTN selama sebelas tahun dan menyusun bank soal try out UMPTN Siap. Ia terkenal dengan cara membongkar soal cerita menjadi tiga langkah."),
    mentor("Maya Kusuma", "Pengajar Bahasa Indonesia", "UMPTN Siap", ["Literasi", "Pemahaman Bacaan", "Menulis"], ["LBI", "TPS"], "Maya lulusan Sastra Indonesia Unpad. Ia melatih siswa membaca teks panjang dengan cepat dan menemukan simpulan tanpa terjebak pilihan yang mirip."),
    mentor("Yoga Permana", "Pengajar Bahasa Inggris", "UMPTN Siap", ["Reading", "Vocabulary", "TOEFL"], ["LBE"], "Yoga pernah menjadi penguji TOEFL ITP dan kini fokus pada literasi bahasa Inggris untuk SNBT."),
    mentor("Laras Ayuningtyas", "Pengajar Biologi", "Fakultas Biologi UGM", ["Biologi", "Genetika", "Fisiologi"], ["BIO"], "Laras adalah asisten dosen biologi yang membimbing kelas saintek kedokteran, dengan latihan membaca grafik dan data percobaan."),
  ],
  courses: [
    { slug: "strategi-tps", mentor: "Maya Kusuma" },
    { slug: "matematika-intensif-snbt", mentor: "Arief Wicaksono" },
  ],
  posts: [
    {
      kind: "article", slug: "jadwal-belajar-snbt-100-hari", title: "Jadwal Belajar 100 Hari Menuju SNBT",
      summary: "Seratus hari cukup untuk menaikkan skor secara berarti bila dibagi menjadi tiga fase yang jelas.",
      author: "Arief Wicaksono", category: "pendidikan", tags: ["snbt", "jadwal belajar"], date: "2025-02-10T02:00:00Z",
      html: html(
        "Seratus hari sebelum SNBT, sebagian besar siswa masih belajar tanpa arah. Jadwal berikut kami pakai di kelas Intensif SNBT.",
        "<h2>Hari 1–40: konsep</h2>",
        "Satu subtes per pekan, bergiliran. Kerjakan 20 soal per hari dan catat soal yang salah beserta alasannya.",
        "<h2>Hari 41–80: latihan campuran</h2>",
        "Soal dari semua subtes diacak, dengan batas waktu. Tujuannya membiasakan berpindah cara berpikir dengan cepat.",
        "<h2>Hari 81–100: simulasi</h2>",
        "Try out penuh dua kali sepekan di jam yang sama dengan jadwal ujian Anda, lalu satu hari pembahasan. Pekan terakhir dipakai untuk mengulang catatan soal yang salah, bukan materi baru.",
      ),
    },
    {
      kind: "news", slug: "try-out-nasional-umptn-siap-maret", title: "Try Out Nasional UMPTN Siap Diikuti 8.400 Siswa",
      summary: "Rata-rata skor naik 41 poin dibanding try out Januari; penalaran matematika masih menjadi subtes terendah.",
      author: "Tim UMPTN Siap", category: "kabar-program", tags: ["try out", "snbt"], date: "2025-03-10T02:00:00Z",
      html: html(
        "Try out nasional bulan Maret diikuti 8.400 siswa dari 31 provinsi. Rata-rata skor naik 41 poin dibanding try out Januari, dengan kenaikan terbesar di literasi bahasa Indonesia.",
        "Penalaran matematika masih menjadi subtes dengan skor terendah. Kelas pembahasan khusus soal cerita dibuka gratis setiap Rabu malam selama April.",
      ),
    },
  ],
  events: [
    {
      kind: "event", slug: "expo-kampus-dan-jurusan-2027", title: "Expo Kampus dan Jurusan UMPTN Siap 2027",
      summary: "Bertemu mahasiswa dari 25 PTN, konsultasi pilihan jurusan, dan simulasi UTBK gratis.",
      description: html(
        "Mahasiswa dari 25 perguruan tinggi negeri berbagi pengalaman kuliah di jurusannya, termasuk biaya hidup dan peluang beasiswa. Konselor UMPTN Siap membuka konsultasi memilih jurusan berdasarkan skor try out.",
        "Simulasi UTBK berbasis komputer tersedia dalam tiga sesi; kursi terbatas.",
      ),
      startsAt: "2027-01-23T01:00:00Z", endsAt: "2027-01-23T09:00:00Z", location: "Sasana Budaya Ganesha, Bandung", mode: "offline",
      speakers: [["Reza Mahendra", "Konselor jurusan UMPTN Siap.", true], ["Perwakilan Direktorat Kemahasiswaan ITB", "Jalur masuk dan beasiswa.", false]],
      activities: [["Simulasi UTBK", "Try out berbasis komputer dengan pembahasan langsung."], ["Konsultasi Jurusan", "Sesi 15 menit bersama konselor."]],
      sponsors: true,
    },
  ],
};

/** Sekolah Kopi: barista, roasting, post-harvest and coffee-shop business, Temanggung. */
export const SEKOLAHKOPI: TTenantContent = {
  audience: "calon barista, petani dan pemilik kedai kopi",
  defaultType: "offline",
  programs: [
    { name: "Barista Profesional", kind: "Vokasi", summary: "Program barista satu bulan dari manual brew hingga latte art, dilanjutkan magang di kedai mitra.", description: "Praktik di bar latihan dengan mesin espresso dua grup dan grinder komersial. Minggu keempat peserta bertugas di kedai mitra di Temanggung dan Magelang." },
    { name: "Petani Kopi Berdaya", kind: "CSR", summary: "Pendampingan petani lereng Sindoro–Sumbing untuk meningkatkan mutu dan harga jual kopi.", description: "Petani belajar petik merah, proses pascapanen dan cupping dasar di kebun sendiri, lalu dihubungkan dengan roaster yang membeli dengan harga mutu." },
    { name: "Wirausaha Kedai Kopi", kind: "Umum", summary: "Dari konsep hingga buka: perencanaan bisnis kedai kopi yang sehat.", description: "Peserta menyusun HPP menu, rencana modal dan arus kas, lalu menguji konsep kedai di pop-up bar Sekolah Kopi selama satu akhir pekan." },
  ],
  competences: ["Barista", "Roasting", "Pascapanen", "Bisnis Kopi"],
  topics: [
    topic("BRW", "Manual Brew", 0, "Rasio kopi dan air; Teknik V60; Kalita dan Chemex; Kalibrasi resep", "Menyeduh kopi dengan V60, Kalita dan Chemex: rasio, gilingan, suhu air dan pola tuang, sampai bisa menyesuaikan resep untuk setiap biji."),
    topic("ESP", "Espresso Dasar", 0, "Mengenal mesin espresso; Dose, yield dan waktu; Grinder dan kalibrasi; Perawatan mesin", "Mengoperasikan mesin espresso kedai: dose, yield dan waktu ekstraksi, kalibrasi grinder setiap pagi, dan membersihkan grup head setelah tutup."),
    topic("LTA", "Latte Art", 0, "Steaming susu; Heart dan tulip; Rosetta; Latte art kompetisi", "Dari susu yang di-steam dengan mikrofoam halus sampai pola heart, tulip dan rosetta yang konsisten di cangkir pelanggan."),
    topic("RST", "Roasting Kopi", 1, "Fase pemanggangan; Profil sangrai; Membaca roast curve; Quality control", "Menyangrai dengan mesin 1 kg: fase pengeringan, Maillard dan pengembangan, membaca kurva suhu, dan cupping untuk mengevaluasi hasil."),
    topic("PSC", "Pascapanen Kopi", 1, "Petik merah; Proses natural dan washed; Honey dan fermentasi; Penjemuran dan penyimpanan", "Untuk petani dan pengolah: petik merah, proses natural, washed dan honey, penjemuran di para-para, dan menyimpan gabah agar kadar air terjaga."),
    topic("BIZ", "Bisnis Kedai Kopi", 2, "Riset lokasi dan konsep; Menghitung HPP; Manajemen stok; Pemasaran kedai", "Menghitung HPP secangkir kopi susu, menentukan harga, mengelola stok biji dan susu, dan memilih lokasi kedai berdasarkan data lalu lintas pejalan kaki."),
  ],
  mentors: [
    mentor("Yudi Kurniawan", "Head Barista", "Kopi Temanggung", ["Manual Brew", "Espresso", "Kalibrasi"], ["BRW", "ESP"], "Yudi memimpin bar kedai specialty di Temanggung dan melatih barista baru setiap bulan. Ia mengajarkan kalibrasi dengan refraktometer dan lidah sendiri."),
    mentor("Bima Aditya", "Juara Latte Art Nasional", "Sekolah Kopi", ["Latte Art", "Steaming", "Kompetisi"], ["LTA"], "Bima juara latte art tingkat nasional dua kali. Kelasnya dimulai dengan ratusan kali latihan steaming sebelum pola pertama dituang."),
    mentor("Teguh Wibowo", "Roaster", "Sangrai Nusantara", ["Roasting", "Profil Sangrai", "Quality Control"], ["RST"], "Teguh menyangrai 300 kg kopi per minggu untuk kedai di Jawa Tengah dan menyusun profil sangrai untuk kopi petani binaan Sekolah Kopi."),
    mentor("Mbah Karto", "Petani Kopi", "Kebun Sindoro", ["Budidaya", "Pascapanen", "Kopi Arabika"], ["PSC"], "Mbah Karto merawat kebun arabika di lereng Sindoro sejak 1985. Ia mengajar petik merah dan penjemuran langsung di kebunnya."),
    mentor("Lina Marlina", "Pemilik Kedai", "Kedai Senja", ["Bisnis Kedai", "HPP", "Pemasaran"], ["BIZ"], "Lina membuka Kedai Senja dengan modal kecil dan kini memiliki tiga cabang. Ia membagikan angka HPP dan arus kas kedainya sebagai bahan kelas."),
  ],
  courses: [
    { slug: "mengenal-kopi-indonesia", mentor: "Mbah Karto" },
    { slug: "manual-brew-barista", mentor: "Yudi Kurniawan" },
  ],
  posts: [
    {
      kind: "article", slug: "menghitung-hpp-secangkir-kopi-susu", title: "Menghitung HPP Secangkir Kopi Susu Gula Aren",
      summary: "Banyak kedai tutup karena harga jual ditebak. Begini cara menghitung harga pokok secangkir kopi susu dengan angka nyata.",
      author: "Lina Marlina", category: "karier", tags: ["hpp", "bisnis kedai"], date: "2025-02-17T02:00:00Z",
      html: html(
        "Harga pokok penjualan (HPP) adalah biaya bahan untuk satu cangkir. Tanpa angka ini, kedai bisa ramai tetapi tetap merugi.",
        "<ul><li>Espresso 18 g biji × Rp220/g = Rp3.960</li><li>Susu segar 150 ml × Rp22/ml = Rp3.300</li><li>Gula aren cair 20 ml = Rp700</li><li>Es batu = Rp300</li><li>Gelas, tutup, sedotan = Rp1.400</li></ul>",
        "Totalnya Rp9.660. Dengan target HPP 30–35% dari harga jual, kopi susu ini layak dijual Rp28.000–Rp32.000. Di bawah itu, sewa, gaji dan listrik tidak akan tertutup.",
      ),
    },
    {
      kind: "news", slug: "petani-binaan-panen-petik-merah", title: "Petani Binaan Sekolah Kopi Panen Petik Merah Pertama",
      summary: "Empat puluh petani di Kledung menjual kopi petik merah dengan harga dua kali lipat harga asalan.",
      author: "Tim Sekolah Kopi", category: "kabar-program", tags: ["petani", "pascapanen"], date: "2025-03-10T02:00:00Z",
      html: html(
        "Setelah satu musim pendampingan, 40 petani di Kledung, Temanggung, memanen kopi dengan metode petik merah dan mengolahnya dengan proses honey. Hasil cupping rata-rata mencapai skor 83.",
        "Tiga roaster mitra membeli seluruh hasil panen dengan harga rata-rata dua kali lipat harga kopi asalan.",
      ),
    },
  ],
  events: [
    {
      kind: "event", slug: "festival-kopi-temanggung-2027", title: "Festival Kopi Sindoro–Sumbing 2027",
      summary: "Cupping kopi petani, kompetisi latte art, dan pasar biji kopi dari lereng Sindoro–Sumbing.",
      description: html(
        "Festival tahunan Sekolah Kopi mempertemukan petani, roaster dan pemilik kedai. Pengunjung dapat mencicipi kopi dari 30 kebun dan membeli biji langsung dari petani.",
        "Kompetisi latte art terbuka untuk barista dari seluruh Jawa Tengah; pendaftaran peserta ditutup dua pekan sebelum acara.",
      ),
      startsAt: "2027-08-21T01:00:00Z", endsAt: "2027-08-22T09:00:00Z", location: "Alun-alun Temanggung", mode: "offline",
      speakers: [["Ayu Kartika", "Q Grader dan pemimpin sesi cupping.", true], ["Bima Aditya", "Juara latte art nasional, juri kompetisi.", true], ["Perwakilan Dinas Pertanian Temanggung", "Indikasi geografis kopi Temanggung.", false]],
      activities: [["Cupping Kopi Petani", "Mencicipi dan menilai kopi dari 30 kebun."], ["Kompetisi Latte Art", "Babak gugur satu lawan satu."], ["Pasar Biji Kopi", "Membeli langsung dari petani."]],
      sponsors: true,
    },
  ],
};
