import { html, mentor, topic, type TTenantContent } from "../types.ts";

/** Jabar Digital Academy: digital skills for residents and civil servants of West Java (government). */
export const JDA: TTenantContent = {
  audience: "warga dan ASN Jawa Barat",
  defaultType: "online",
  programs: [
    { name: "Digital Talent ASN Jabar", kind: "Pemerintah", summary: "Peningkatan kapasitas digital aparatur Pemerintah Provinsi dan kabupaten/kota di Jawa Barat.", description: "ASN belajar mengelola data, dokumen kolaboratif dan layanan publik daring, dengan proyek yang langsung dipakai di perangkat daerahnya." },
    { name: "Desa Digital Jabar", kind: "Pemerintah", summary: "Pelatihan perangkat desa dan kader digital untuk layanan desa dan pemasaran produk desa.", description: "Kader digital dari setiap desa peserta mendampingi warga menggunakan layanan administrasi daring dan memasarkan produk BUMDes." },
    { name: "Jabar Future Skills", kind: "Umum", summary: "Kelas keterampilan digital gratis bagi pencari kerja muda di Jawa Barat.", description: "Jalur data, pemasaran digital, dan pengembangan web, dengan sesi karier bersama perusahaan di Bandung Raya dan Bekasi." },
  ],
  competences: ["Layanan Publik Digital", "Data untuk Kebijakan", "Ekonomi Digital Desa"],
  topics: [
    topic("DKB", "Data untuk Perencanaan Daerah", 0, "Membaca data BPS dan Satu Data Jabar; Membersihkan data; Dasbor indikator; Menyusun telaah kebijakan", "Untuk ASN perencana: memakai data Satu Data Jabar dan BPS, membangun dasbor indikator daerah, dan menulis telaah kebijakan yang didukung angka."),
    topic("ADM", "Administrasi Perkantoran Digital", 0, "Dokumen kolaboratif; Tanda tangan elektronik; Arsip digital; Rapat daring yang efektif", "Bekerja tanpa tumpukan kertas: dokumen bersama, tanda tangan elektronik BSrE, arsip digital yang mudah dicari, dan rapat daring yang singkat."),
    topic("DSA", "Kader Desa Digital", 1, "Layanan administrasi desa daring; Profil desa di web; Media sosial desa; Keamanan akun desa", "Untuk perangkat dan kader desa: layanan surat-menyurat daring, situs profil desa, media sosial desa yang informatif, dan menjaga akun desa tetap aman."),
    topic("BUM", "Pemasaran Produk BUMDes", 1, "Foto dan deskripsi produk; Marketplace; Pengiriman dari desa; Laporan penjualan", "Membawa produk BUMDes ke pasar daring: foto produk, marketplace, pengiriman dari desa, dan laporan penjualan untuk musyawarah desa."),
    topic("DGM", "Digital Marketing untuk Pencari Kerja", 2, "Strategi pemasaran digital; SEO; Iklan berbayar; Portofolio kampanye", "Keterampilan digital marketing yang dicari perusahaan di Bandung Raya: SEO, iklan berbayar, analitik, dan portofolio kampanye untuk melamar kerja."),
    topic("SPM", "Keamanan Data Layanan Publik", 0, "Klasifikasi data pribadi; Kata sandi dan 2FA; Mengenali phishing; Prosedur insiden", "Menjaga data warga sesuai UU Pelindungan Data Pribadi: klasifikasi data, akses yang aman, mengenali phishing, dan melapor insiden ke CSIRT daerah."),
  ],
  mentors: [
    mentor("Hana Safitri", "Analis Kebijakan Data", "Bappeda Jawa Barat", ["Data Pembangunan", "Dasbor", "Telaah Kebijakan"], ["DKB"], "Hana mengelola dasbor indikator pembangunan di Bappeda dan melatih perencana kabupaten/kota memakai Satu Data Jabar."),
    mentor("Asep Saepudin", "Pranata Komputer", "Diskominfo Jawa Barat", ["Administrasi Digital", "Tanda Tangan Elektronik", "Arsip Digital"], ["ADM", "SPM"], "Asep mendampingi perangkat daerah beralih ke naskah dinas elektronik dan menangani laporan insiden keamanan di lingkungan pemprov."),
    mentor("Neng Siti Rohmah", "Pendamping Desa Digital", "Desa Digital Jabar", ["Layanan Desa", "Media Sosial Desa", "BUMDes"], ["DSA", "BUM"], "Neng telah mendampingi 60 desa di Priangan Timur membuka layanan daring dan menjual produk BUMDes di marketplace."),
    mentor("Irfan Maulana", "Digital Marketing Manager", "Shopee", ["SEO", "Iklan Digital", "Analitik"], ["DGM"], "Irfan memimpin tim pemasaran kategori lokal dan mengajar pencari kerja muda membangun portofolio kampanye."),
  ],
  courses: [
    { slug: "literasi-digital-pemula", mentor: "Neng Siti Rohmah" },
    { slug: "analisis-data-spreadsheet", mentor: "Hana Safitri" },
  ],
  posts: [
    {
      kind: "article", slug: "dasbor-indikator-untuk-musrenbang", title: "Dasbor Indikator Sederhana untuk Musrenbang Kecamatan",
      summary: "Musrenbang lebih tajam bila usulan dibandingkan dengan data. Dasbor spreadsheet satu halaman sudah cukup untuk memulai.",
      author: "Hana Safitri", category: "teknologi", tags: ["data", "perencanaan", "musrenbang"], date: "2025-02-19T02:00:00Z",
      html: html(
        "Di banyak musrenbang, usulan dibahas berdasarkan siapa yang paling lantang. Dasbor indikator membantu peserta melihat desa mana yang paling membutuhkan.",
        "Mulailah dengan lima indikator yang datanya tersedia di Satu Data Jabar: angka stunting, rumah tidak layak huni, akses air bersih, angka putus sekolah, dan panjang jalan rusak.",
        "Tampilkan satu tabel per desa dengan warna merah–kuning–hijau, lalu cetak dalam satu halaman untuk dibagikan saat rapat. Usulan yang menyasar desa berwarna merah layak didahulukan.",
      ),
    },
    {
      kind: "news", slug: "jda-latih-2400-kader-desa-digital", title: "Jabar Digital Academy Latih 2.400 Kader Desa Digital",
      summary: "Kader dari 1.200 desa kini mendampingi warga memakai layanan administrasi daring.",
      author: "Humas Jabar Digital Academy", category: "kabar-program", tags: ["desa digital", "kader"], date: "2025-03-10T02:00:00Z",
      html: html("Program Desa Digital Jabar menuntaskan pelatihan 2.400 kader dari 1.200 desa di 18 kabupaten. Setiap desa kini memiliki dua kader yang mendampingi warga mengurus surat secara daring dan membantu BUMDes berjualan di marketplace."),
    },
  ],
  events: [
    {
      kind: "event", slug: "jabar-digital-forum-2027", title: "Jabar Digital Forum 2027",
      summary: "Pameran inovasi layanan publik digital kabupaten/kota dan desa di Jawa Barat.",
      description: html("Perangkat daerah dan desa memamerkan layanan digital yang dibangun alumni Jabar Digital Academy, dari aplikasi antrean puskesmas hingga toko daring BUMDes. Sesi siang berisi diskusi keamanan data layanan publik."),
      startsAt: "2027-10-12T01:00:00Z", endsAt: "2027-10-12T08:00:00Z", location: "Gedung Sate, Bandung", mode: "hybrid",
      speakers: [["Hana Safitri", "Analis kebijakan data Bappeda Jawa Barat.", true], ["Asep Saepudin", "Pranata komputer Diskominfo Jawa Barat.", true]],
      activities: [["Pameran Inovasi Daerah", "Layanan digital karya alumni dari 27 kabupaten/kota."], ["Diskusi Keamanan Data", "Belajar dari insiden nyata di layanan publik."]],
      sponsors: true,
    },
  ],
};

/** Komodo Academy: digital training for young people in East Nusa Tenggara (Labuan Bajo). */
export const KOMODO: TTenantContent = {
  audience: "pemuda Nusa Tenggara Timur",
  programs: [
    { name: "Talenta Digital Flores", kind: "CSR", summary: "Pelatihan web dan pemasaran digital untuk pemuda Flores, dengan proyek untuk usaha pariwisata lokal.", description: "Peserta belajar di Labuan Bajo dan Ende, lalu membangun situs dan kampanye untuk homestay, operator kapal dan pengrajin tenun." },
    { name: "Pariwisata Digital Labuan Bajo", kind: "Pemerintah", summary: "Pelatihan pelaku pariwisata memakai platform pemesanan dan ulasan daring.", description: "Bersama dinas pariwisata, pemilik homestay dan pemandu wisata belajar mengelola listing, membalas ulasan, dan menerima pembayaran nontunai." },
  ],
  competences: ["Web dan Aplikasi", "Pariwisata Digital", "Ekonomi Kreatif"],
  topics: [
    topic("WEB", "Situs Web untuk Usaha Pariwisata", 0, "HTML dan CSS dasar; Galeri foto dan peta; Formulir pemesanan; Publikasi dan domain", "Membangun situs untuk homestay atau operator kapal di Labuan Bajo: halaman kamar dan paket, galeri, peta, formulir pemesanan, lalu menerbitkannya dengan domain sendiri."),
    topic("OTA", "Mengelola Listing dan Ulasan Daring", 1, "Listing di platform pemesanan; Foto kamar; Membalas ulasan; Harga musiman", "Untuk pemilik homestay: listing yang menarik di platform pemesanan, foto kamar yang jujur, membalas ulasan dengan baik, dan harga musim ramai–sepi."),
    topic("TNN", "Pemasaran Tenun Ikat Daring", 0, "Cerita di balik motif; Foto kain; Marketplace dan media sosial; Pengiriman dari Flores", "Membantu pengrajin tenun ikat Flores menjual daring: menceritakan makna motif, memotret kain, marketplace, dan pengiriman aman dari Flores."),
    topic("GDE", "Pemandu Wisata Digital", 1, "Konten perjalanan; Bahasa Inggris pemandu; Pemesanan dan pembayaran; Etika wisata konservasi", "Untuk pemandu wisata: membuat konten perjalanan, bahasa Inggris untuk tamu, menerima pemesanan dan pembayaran daring, serta aturan kunjungan Taman Nasional Komodo."),
    topic("DAS", "Literasi Digital Pemuda NTT", 0, "Keamanan akun; Mengenali hoaks; Sinyal terbatas dan kerja luring; Belajar daring mandiri", "Bekal dasar bagi pemuda di daerah bersinyal terbatas: keamanan akun, mengenali hoaks, bekerja luring lalu sinkron, dan belajar daring secara mandiri."),
  ],
  mentors: [
    mentor("Yohanes Dopo", "Web Developer", "Flores Digital Studio", ["HTML dan CSS", "WordPress", "Situs Pariwisata"], ["WEB", "DAS"], "Yohanes membangun situs untuk puluhan usaha pariwisata di Flores dari Ende. Ia percaya pemuda NTT bisa bekerja untuk klien mana pun tanpa meninggalkan kampungnya."),
    mentor("Maria Goreti Nona", "Pengelola Homestay", "Homestay Komodo Village", ["Platform Pemesanan", "Layanan Tamu", "Harga Musiman"], ["OTA", "GDE"], "Maria mengelola homestay di Desa Komodo dengan rating tinggi di platform pemesanan dan melatih tetangganya mengelola listing."),
    mentor("Theresia Wae", "Pengrajin dan Penggerak Tenun", "Sanggar Tenun Ende", ["Tenun Ikat", "Pemasaran Daring", "Koperasi"], ["TNN"], "Theresia memimpin sanggar tenun yang kini menjual ke luar negeri lewat marketplace dan media sosial."),
  ],
  courses: [
    { slug: "javascript-dasar", mentor: "Yohanes Dopo" },
    { slug: "literasi-digital-pemula", mentor: "Yohanes Dopo" },
  ],
  posts: [
    {
      kind: "article", slug: "membalas-ulasan-tamu-homestay", title: "Membalas Ulasan Tamu Homestay, Termasuk yang Bintang Satu",
      summary: "Calon tamu membaca balasan pemilik sama teliti dengan ulasannya. Begini cara membalas yang membangun kepercayaan.",
      author: "Maria Goreti Nona", category: "karier", tags: ["homestay", "ulasan", "pariwisata"], date: "2025-02-06T02:00:00Z",
      html: html(
        "Ulasan bintang satu terasa menyakitkan, tetapi balasan yang tenang justru bisa meyakinkan calon tamu berikutnya.",
        "<ol><li>Ucapkan terima kasih dan sebut nama tamu.</li><li>Akui masalahnya tanpa membela diri, misalnya air panas mati pada malam kedua.</li><li>Jelaskan apa yang sudah diperbaiki: pemanas air baru dipasang bulan ini.</li><li>Tutup dengan undangan untuk kembali.</li></ol>",
        "Balas dalam dua hari. Balasan yang cepat menunjukkan homestay yang dikelola dengan sungguh-sungguh.",
      ),
    },
    {
      kind: "news", slug: "talenta-digital-flores-angkatan-dua", title: "Talenta Digital Flores Angkatan 2 Bangun 35 Situs Usaha Lokal",
      summary: "Peserta dari Manggarai Barat dan Ende menyelesaikan situs untuk homestay, operator kapal dan sanggar tenun.",
      author: "Tim Komodo Academy", category: "kabar-program", tags: ["flores", "alumni"], date: "2025-03-10T02:00:00Z",
      html: html("Sebanyak 35 situs usaha lokal diluncurkan oleh peserta angkatan kedua, termasuk tujuh situs sanggar tenun. Delapan peserta kini menerima proyek situs berbayar dari usaha di luar NTT."),
    },
  ],
  events: [
    {
      kind: "event", slug: "flores-digital-day-2027", title: "Flores Digital Day 2027",
      summary: "Pameran situs dan toko daring karya pemuda Flores, lokakarya foto tenun, dan temu pelaku pariwisata.",
      description: html("Sehari di Labuan Bajo bersama alumni Komodo Academy, pelaku pariwisata, dan pengrajin tenun. Ada lokakarya singkat untuk umum dan sesi konsultasi situs usaha gratis."),
      startsAt: "2027-07-03T01:00:00Z", endsAt: "2027-07-03T08:00:00Z", location: "Waterfront Marina, Labuan Bajo", mode: "offline",
      speakers: [["Yohanes Dopo", "Web developer dan mentor Komodo Academy.", true], ["Theresia Wae", "Penggerak tenun ikat Ende.", true]],
      activities: [["Lokakarya Foto Tenun", "Memotret kain dengan cahaya alami."], ["Konsultasi Situs Usaha", "Sesi 15 menit bersama mentor."]],
    },
  ],
};

/** Jambore Digital: a national technology camp that brings students from many regions together. */
export const JAMBORE: TTenantContent = {
  audience: "pelajar SMP dan SMA dari berbagai daerah",
  defaultType: "hybrid",
  programs: [
    { name: "Jambore Teknologi Nasional", kind: "Umum", summary: "Perkemahan belajar teknologi lima hari bagi pelajar dari 34 provinsi.", description: "Peserta berkemah dan belajar dalam regu lintas provinsi: robotika, aplikasi sederhana, dan proyek untuk masalah di sekitar bumi perkemahan." },
    { name: "Regu Digital Sekolah", kind: "Sekolah", summary: "Pendampingan ekstrakurikuler teknologi di sekolah alumni jambore.", description: "Alumni jambore membentuk regu di sekolahnya dan mendapat materi bulanan serta tantangan antarregu." },
  ],
  competences: ["Computational Thinking", "Robotika", "Kolaborasi"],
  topics: [
    topic("CT", "Berpikir Komputasional", 0, "Dekomposisi masalah; Mengenali pola; Abstraksi; Algoritma langkah demi langkah", "Memecahkan masalah seperti programmer tanpa komputer dulu: memecah masalah, mengenali pola, dan menulis algoritma yang bisa diikuti teman satu regu."),
    topic("ROB", "Robotika Mikrokontroler", 0, "Rangkaian dasar dan sensor; Pemrograman blok; Motor dan gerak; Misi robot regu", "Merakit dan memprogram robot sederhana dengan mikrokontroler dan sensor jarak, lalu menyelesaikan misi lintasan bersama regu."),
    topic("APP", "Aplikasi Pertama dengan Blok", 1, "Antarmuka layar; Logika dengan blok; Menyimpan data; Presentasi aplikasi", "Membuat aplikasi Android pertama dengan pemrograman blok, misalnya pencatat sampah regu, lalu mempresentasikannya di api unggun."),
    topic("PRJ", "Proyek Regu untuk Lingkungan Sekitar", 1, "Mengamati masalah; Ide solusi; Prototipe; Pitching", "Regu lintas provinsi mengamati masalah di sekitar bumi perkemahan dan desa terdekat, membuat prototipe solusi, dan mempresentasikannya kepada juri."),
    topic("DAM", "Aman dan Bijak Bermedia Digital", 0, "Jejak digital; Perundungan daring; Hoaks; Berbagi karya dengan aman", "Bekal pelajar sebelum membagikan karya jambore: jejak digital, menghadapi perundungan daring, mengenali hoaks, dan mengatur privasi akun."),
  ],
  mentors: [
    mentor("Bagas Wiratama", "Pembina Robotika", "Komunitas Robotika Pelajar", ["Robotika", "Mikrokontroler", "Berpikir Komputasional"], ["ROB", "CT"], "Bagas membina tim robotika pelajar yang menjuarai kompetisi nasional dan memimpin kelas robotika di setiap jambore."),
    mentor("Citra Larasati", "Guru Informatika", "SMP Negeri 1 Jakarta", ["Pemrograman Blok", "Aplikasi Android", "Pembelajaran Proyek"], ["APP", "PRJ"], "Citra membimbing ekstrakurikuler aplikasi di sekolahnya dan mendampingi regu jambore membuat proyek untuk warga desa sekitar."),
    mentor("Fadli Rahman", "Fasilitator Literasi Digital", "Siberkreasi", ["Literasi Digital", "Keamanan Daring", "Anti Perundungan"], ["DAM"], "Fadli berkeliling ke sekolah di 20 provinsi membawakan sesi aman bermedia digital untuk pelajar dan guru."),
  ],
  courses: [
    { slug: "literasi-digital-pemula", mentor: "Fadli Rahman" },
    { slug: "javascript-dasar", mentor: "Citra Larasati" },
  ],
  posts: [
    {
      kind: "blog", slug: "catatan-regu-tujuh-dari-bumi-perkemahan", title: "Catatan Regu Tujuh: Robot Penyiram dari Bumi Perkemahan",
      summary: "Lima pelajar dari lima provinsi membuat robot penyiram kebun sayur warga dalam tiga hari jambore.",
      author: "Regu Tujuh Jambore Digital", category: "pendidikan", tags: ["cerita peserta", "robotika"], date: "2025-01-29T02:00:00Z",
      html: html(
        "Hari pertama kami belum saling kenal: ada Nadia dari Aceh, Yonas dari Papua, Putu dari Bali, Rian dari Kalimantan, dan saya dari Jakarta. Pak kepala desa bercerita kebun sayur warga sering kering karena pemiliknya bekerja di ladang.",
        "Kami membuat robot penyiram dengan sensor kelembapan tanah dan pompa kecil. Hari kedua pompanya terus menyala karena kabel sensor terbalik; kami baru sadar setelah membaca ulang diagram bersama mentor.",
        "Di hari terakhir, robot kami dipasang di kebun Bu Sumi. Rasanya lebih senang daripada menang lomba.",
      ),
    },
    {
      kind: "news", slug: "pendaftaran-jambore-digital-dibuka", title: "Pendaftaran Jambore Digital Dibuka untuk Pelajar 34 Provinsi",
      summary: "Setiap provinsi mengirim 20 pelajar; biaya perjalanan dan perkemahan ditanggung panitia.",
      author: "Panitia Jambore Digital", category: "kabar-program", tags: ["pendaftaran", "jambore"], date: "2025-03-10T02:00:00Z",
      html: html("Pendaftaran Jambore Digital dibuka hingga akhir April. Seleksi dilakukan melalui tugas video dua menit tentang masalah di sekitar sekolah dan ide pemecahannya. Peserta terpilih mendapat biaya perjalanan dan perkemahan penuh."),
    },
  ],
  events: [
    {
      kind: "event", slug: "jambore-digital-nasional-2027", title: "Jambore Digital Nasional 2027",
      summary: "Lima hari berkemah dan belajar teknologi bersama 680 pelajar dari 34 provinsi.",
      description: html("Peserta tinggal dalam regu lintas provinsi, belajar robotika dan aplikasi, lalu membangun proyek untuk desa di sekitar bumi perkemahan. Malam hari diisi api unggun dan pentas budaya daerah."),
      startsAt: "2027-07-12T01:00:00Z", endsAt: "2027-07-16T09:00:00Z", location: "Bumi Perkemahan Cibubur, Jakarta", mode: "offline",
      speakers: [["Bagas Wiratama", "Pembina robotika pelajar.", true], ["Citra Larasati", "Guru informatika.", true]],
      activities: [["Misi Robot Regu", "Robot menyelesaikan lintasan bersama."], ["Pameran Proyek Desa", "Regu mempresentasikan solusi untuk warga."]],
      sponsors: true,
    },
  ],
};

/** BootQuiz: logic and programming quizzes, for learners who like to practise by playing. */
export const BOOTQUIZ: TTenantContent = {
  audience: "pelajar dan calon programmer yang suka tantangan",
  defaultType: "online",
  programs: [
    { name: "Liga Kuis Logika", kind: "Umum", summary: "Musim kuis logika mingguan dengan papan peringkat dan final daring.", description: "Setiap pekan sepuluh soal logika dan pemrograman dengan batas waktu; poin dikumpulkan sepanjang musim menuju final." },
    { name: "Kuis untuk Kelas", kind: "Sekolah", summary: "Paket kuis logika siap pakai untuk guru informatika.", description: "Guru mendapat paket kuis per topik, laporan nilai per siswa, dan pembahasan yang bisa ditampilkan di kelas." },
  ],
  competences: ["Logika", "Algoritma", "Pemrograman"],
  topics: [
    topic("LOG", "Teka-teki Logika", 0, "Logika proposisi; Tabel kebenaran; Teka-teki grid; Strategi eliminasi", "Mengasah logika lewat teka-teki: pernyataan benar–salah, tabel kebenaran, dan teka-teki grid yang diselesaikan dengan eliminasi."),
    topic("ALG", "Algoritma Lewat Kuis", 0, "Menelusuri kode; Perulangan dan kondisi; Pencarian dan pengurutan; Kompleksitas sederhana", "Memahami algoritma dengan menelusuri kode: tebak keluaran perulangan, bandingkan cara mencari dan mengurutkan, dan hitung langkahnya."),
    topic("JSQ", "Kuis JavaScript Harian", 0, "Tipe data dan perbandingan; Fungsi dan scope; Array method; Asinkron", "Satu kuis JavaScript setiap hari tentang hal yang sering menjebak: perbandingan, scope, array method, dan urutan kode asinkron."),
    topic("GRU", "Membuat Kuis untuk Kelas", 1, "Menulis soal yang jelas; Pengecoh yang masuk akal; Pembahasan; Membaca laporan nilai", "Untuk guru: menulis soal logika dan pemrograman yang jelas, pengecoh yang bermakna, pembahasan singkat, dan membaca laporan nilai kelas."),
    topic("MTK", "Matematika Diskrit Ringan", 0, "Himpunan; Kombinatorika; Graf; Induksi sederhana", "Dasar matematika yang dipakai programmer: himpunan, menghitung kemungkinan, graf rute, dan pola berulang, semuanya lewat soal singkat."),
  ],
  mentors: [
    mentor("Aditya Nugraha", "Software Engineer", "Xendit", ["Algoritma", "JavaScript", "Pemrograman Kompetitif"], ["ALG", "JSQ"], "Aditya menulis sebagian besar soal algoritma dan JavaScript di BootQuiz. Ia mantan peserta olimpiade informatika."),
    mentor("Wulan Sari", "Pengajar Matematika Diskrit", "Universitas Gadjah Mada", ["Logika", "Matematika Diskrit", "Teka-teki"], ["LOG", "MTK"], "Wulan mengajar matematika diskrit dan senang mengubah teori menjadi teka-teki yang bisa dikerjakan siapa saja."),
    mentor("Hendro Prasetyo", "Guru Informatika", "SMA Negeri 3 Yogyakarta", ["Asesmen", "Informatika", "Pembelajaran Berbasis Permainan"], ["GRU"], "Hendro memakai kuis BootQuiz di kelasnya selama tiga tahun dan kini membantu guru lain menulis soal yang baik."),
  ],
  courses: [{ slug: "javascript-dasar", mentor: "Aditya Nugraha" }],
  posts: [
    {
      kind: "article", slug: "menulis-pengecoh-yang-baik", title: "Menulis Pengecoh yang Baik untuk Soal Pilihan Ganda",
      summary: "Pengecoh yang asal-asalan membuat soal terlalu mudah. Pengecoh yang baik justru mengungkap miskonsepsi siswa.",
      author: "Hendro Prasetyo", category: "pendidikan", tags: ["kuis", "asesmen", "guru"], date: "2025-02-14T02:00:00Z",
      html: html(
        "Soal: apa hasil <code>\"5\" + 3</code> di JavaScript? Pilihan 8 adalah pengecoh yang baik karena mewakili miskonsepsi paling umum. Pilihan \"pisang\" tidak mengukur apa pun.",
        "Tulis pengecoh dari jawaban salah yang benar-benar pernah diberikan siswa. Setelah kuis, lihat pengecoh mana yang paling banyak dipilih: itulah materi yang perlu dibahas ulang.",
      ),
    },
    {
      kind: "news", slug: "final-liga-kuis-logika-musim-tiga", title: "Final Liga Kuis Logika Musim 3 Diikuti 50 Finalis",
      summary: "Juara musim ini menjawab 48 dari 50 soal dengan rata-rata waktu 41 detik per soal.",
      author: "Tim BootQuiz", category: "kabar-program", tags: ["liga", "final"], date: "2025-03-10T02:00:00Z",
      html: html("Lima puluh finalis dengan poin tertinggi sepanjang musim bertanding di final daring. Juara musim ini, pelajar SMA dari Pekanbaru, menjawab 48 dari 50 soal benar. Musim 4 dimulai bulan depan dengan kategori baru: matematika diskrit."),
    },
  ],
  events: [
    {
      kind: "event", slug: "final-liga-kuis-logika-2027", title: "Final Liga Kuis Logika 2027",
      summary: "Final daring Liga Kuis Logika dengan siaran langsung dan pembahasan soal setelah setiap babak.",
      description: html("Lima puluh finalis bertanding dalam tiga babak: logika, algoritma, dan JavaScript. Penonton dapat ikut mengerjakan soal yang sama di kanal siaran."),
      startsAt: "2027-11-20T06:00:00Z", endsAt: "2027-11-20T09:00:00Z", location: "Daring (siaran langsung)", mode: "online",
      speakers: [["Aditya Nugraha", "Penulis soal algoritma.", true], ["Wulan Sari", "Penulis teka-teki logika.", true]],
      activities: [["Babak Logika", "Teka-teki grid dan tabel kebenaran."], ["Pembahasan Langsung", "Soal dibahas setelah setiap babak."]],
    },
  ],
};

/** Akselerasi Talenta: career-switch acceleration into tech for graduates and professionals, Jakarta. */
export const AKSELERASI: TTenantContent = {
  audience: "lulusan baru dan profesional yang beralih karier ke teknologi",
  programs: [
    { name: "Akselerasi Karier Data Analyst", kind: "Umum", summary: "Dua belas minggu dari nol ke analis data junior, dengan penyaluran ke perusahaan mitra.", description: "Kelas malam dan akhir pekan untuk karyawan, dengan mentor industri dan proyek dari data perusahaan mitra." },
    { name: "Akselerasi Karier Frontend", kind: "Umum", summary: "Enam belas minggu menjadi frontend developer, dirancang untuk peserta yang masih bekerja.", description: "Peserta membangun tiga proyek portofolio dan mengikuti simulasi wawancara teknis sebelum disalurkan." },
    { name: "Pindah Karier Bersama", kind: "Korporasi", summary: "Program perusahaan untuk memindahkan karyawan operasional ke peran digital.", description: "Perusahaan memilih karyawan berpotensi; Akselerasi melatih dan menilai kesiapan mereka untuk peran analis atau pengembang internal." },
  ],
  competences: ["Data", "Pengembangan Web", "Kesiapan Kerja"],
  topics: [
    topic("SQL", "SQL untuk Analis", 0, "SELECT dan filter; Agregasi; JOIN; Window function", "SQL yang dipakai analis setiap hari, dilatih pada basis data penjualan dan logistik dengan pertanyaan bisnis sungguhan."),
    topic("BIA", "Business Intelligence dengan Looker Studio", 0, "Model data; Grafik yang tepat; Dasbor interaktif; Presentasi ke manajemen", "Membangun dasbor yang dipakai manajer: menghubungkan data, memilih grafik, filter interaktif, dan menyampaikan temuan dalam lima menit."),
    topic("FE", "Frontend Developer", 1, "HTML dan CSS modern; JavaScript dan DOM; React; Proyek portofolio", "Jalur frontend untuk pindah karier: dari HTML hingga React, tiga proyek portofolio, dan kebiasaan kerja tim developer."),
    topic("ITV", "Persiapan Wawancara Teknis", 1, "Live coding; Studi kasus analitik; Menceritakan pengalaman dengan STAR; Negosiasi gaji", "Latihan wawancara teknis dan perilaku bersama perekrut: live coding, studi kasus, cerita STAR dari pengalaman lama, dan negosiasi gaji pertama."),
    topic("PM", "Product Management untuk Pemula", 2, "Memahami masalah pengguna; Prioritas fitur; Menulis spesifikasi; Metrik produk", "Untuk profesional nonteknis yang tertarik pada peran produk: riset masalah pengguna, memprioritaskan fitur, menulis spesifikasi, dan membaca metrik."),
  ],
  mentors: [
    mentor("Rina Oktaviani", "Lead Data Analyst", "Astra Digital", ["SQL", "Looker Studio", "Analitik Bisnis"], ["SQL", "BIA"], "Rina beralih dari akuntan ke analis data pada usia 29. Ia kini memimpin tim analis dan mengajar dengan studi kasus dari pekerjaannya."),
    mentor("Kevin Wijaya", "Frontend Engineer", "GoTo", ["React", "TypeScript", "Aksesibilitas"], ["FE"], "Kevin sebelumnya guru fisika sebelum menjadi frontend engineer. Ia membimbing peserta yang belajar sambil tetap bekerja."),
    mentor("Dian Safitri", "Talent Acquisition Lead", "Traveloka", ["Rekrutmen Teknologi", "Wawancara", "Negosiasi"], ["ITV"], "Dian merekrut ratusan engineer dan analis. Ia menjalankan simulasi wawancara dan memberi umpan balik yang jujur."),
    mentor("Yosef Hartono", "Product Manager", "Bank Jago", ["Product Management", "Riset Pengguna", "Metrik"], ["PM"], "Yosef memulai karier di layanan pelanggan bank sebelum menjadi product manager, dan mengajar cara berpikir produk dari masalah pengguna."),
  ],
  courses: [
    { slug: "analisis-data-spreadsheet", mentor: "Rina Oktaviani" },
    { slug: "javascript-dasar", mentor: "Kevin Wijaya" },
    { slug: "react-produksi", mentor: "Kevin Wijaya" },
  ],
  posts: [
    {
      kind: "article", slug: "menceritakan-pengalaman-lama-saat-pindah-karier", title: "Menceritakan Pengalaman Lama Saat Melamar Peran Teknologi",
      summary: "Lima tahun di bagian operasional bukan beban. Dengan cerita yang tepat, pengalaman itu menjadi keunggulan.",
      author: "Dian Safitri", category: "karier", tags: ["pindah karier", "wawancara"], date: "2025-02-21T02:00:00Z",
      html: html(
        "Peserta pindah karier sering membuka wawancara dengan permintaan maaf: \"Saya belum punya pengalaman di IT.\" Padahal perekrut mencari orang yang memahami bisnis.",
        "Seorang staf gudang yang belajar SQL bisa bercerita: ia pernah menemukan selisih stok berulang setiap akhir bulan, lalu menelusurinya ke proses input yang salah. Itu adalah cerita analisis data, meski alatnya masih spreadsheet.",
        "Susun dua atau tiga cerita seperti itu dengan format STAR, dan hubungkan setiap cerita dengan proyek portofolio Anda.",
      ),
    },
    {
      kind: "news", slug: "akselerasi-salurkan-alumni-ke-40-perusahaan", title: "Alumni Akselerasi Talenta Bekerja di 40 Perusahaan Mitra",
      summary: "Tujuh puluh dua persen alumni jalur data dan frontend mendapat peran baru dalam enam bulan.",
      author: "Tim Akselerasi Talenta", category: "kabar-program", tags: ["alumni", "penyaluran"], date: "2025-03-10T02:00:00Z",
      html: html("Dari 180 alumni tahun lalu, 72 persen mendapat peran data atau pengembangan web dalam enam bulan, di 40 perusahaan mitra. Rata-rata usia alumni yang berhasil pindah karier adalah 28 tahun."),
    },
  ],
  events: [
    {
      kind: "event", slug: "career-switch-day-2027", title: "Career Switch Day 2027",
      summary: "Cerita alumni yang berhasil pindah karier, simulasi wawancara, dan bursa kerja peran data dan web.",
      description: html("Satu hari untuk profesional yang mempertimbangkan pindah ke karier teknologi: panel alumni, simulasi wawancara dengan perekrut, dan meja konsultasi jalur belajar."),
      startsAt: "2027-03-13T02:00:00Z", endsAt: "2027-03-13T10:00:00Z", location: "Kuningan City, Jakarta", mode: "hybrid",
      speakers: [["Rina Oktaviani", "Dari akuntan ke lead data analyst.", true], ["Kevin Wijaya", "Dari guru fisika ke frontend engineer.", true], ["Dian Safitri", "Talent acquisition lead.", false]],
      activities: [["Panel Alumni", "Cerita jujur tentang pindah karier."], ["Simulasi Wawancara", "Latihan bersama perekrut."]],
      sponsors: true,
    },
  ],
};

/** Radya Academy: leadership and digital transformation training for organisations, Solo. */
export const RADYA: TTenantContent = {
  audience: "pemimpin tim dan manajer di organisasi",
  defaultType: "hybrid",
  programs: [
    { name: "Leadership Bootcamp", kind: "Korporasi", summary: "Tiga bulan kepemimpinan untuk manajer tingkat menengah di era kerja hibrida.", description: "Pertemuan tatap muka bulanan di Solo dan sesi daring mingguan, dengan proyek perubahan di unit masing-masing peserta." },
    { name: "Transformasi Digital Pemda", kind: "Pemerintah", summary: "Pendampingan pimpinan perangkat daerah menyusun peta jalan transformasi digital.", description: "Pimpinan OPD menyusun peta jalan, memprioritaskan layanan yang didigitalkan, dan mengelola perubahan di timnya." },
  ],
  competences: ["Kepemimpinan", "Transformasi Digital", "Manajemen Perubahan"],
  topics: [
    topic("LDR", "Memimpin Tim Hibrida", 0, "Ritme kerja tim hibrida; Rapat yang efektif; Delegasi dan kepercayaan; Umpan balik", "Memimpin tim yang sebagian bekerja dari kantor dan sebagian dari rumah: ritme kerja, rapat yang singkat, delegasi, dan umpan balik rutin."),
    topic("TDG", "Peta Jalan Transformasi Digital", 1, "Memetakan layanan; Prioritas digitalisasi; Anggaran dan pengadaan; Mengukur hasil", "Menyusun peta jalan transformasi digital yang realistis: memetakan layanan, memilih prioritas, menyiapkan anggaran, dan menentukan ukuran keberhasilan."),
    topic("KDD", "Keputusan Berbasis Data untuk Pemimpin", 0, "Pertanyaan yang tepat; Membaca dasbor; Bias dalam keputusan; Eksperimen kecil", "Untuk pemimpin yang bukan analis: bertanya dengan tepat kepada tim data, membaca dasbor, mengenali bias, dan menguji ide dengan eksperimen kecil."),
    topic("MPR", "Manajemen Perubahan", 1, "Mengapa perubahan gagal; Pemetaan pemangku kepentingan; Komunikasi perubahan; Menjaga momentum", "Menjalankan perubahan tanpa membuat tim lelah: memahami penolakan, memetakan pemangku kepentingan, menyusun pesan, dan merayakan kemajuan kecil."),
    topic("CCH", "Coaching untuk Atasan", 0, "Percakapan coaching; Pertanyaan terbuka; Rencana pengembangan; Menangani kinerja rendah", "Keterampilan coaching bagi atasan: percakapan yang membantu anggota tim menemukan jalan keluarnya sendiri dan menangani kinerja rendah dengan adil."),
  ],
  mentors: [
    mentor("Bambang Sutrisno", "Leadership Coach", "Radya Academy", ["Kepemimpinan", "Coaching", "Tim Hibrida"], ["LDR", "CCH"], "Bambang memimpin unit SDM di perusahaan manufaktur selama dua puluh tahun sebelum menjadi coach kepemimpinan bersertifikat."),
    mentor("Sri Rejeki", "Konsultan Transformasi Digital", "Radya Academy", ["Transformasi Digital", "Sektor Publik", "Manajemen Perubahan"], ["TDG", "MPR"], "Sri mendampingi pemerintah kota di Jawa Tengah mendigitalkan layanan perizinan dan mengajar pimpinan OPD mengelola perubahan."),
    mentor("Eko Prasetyo", "Head of Analytics", "Bank Jateng", ["Analitik", "Dasbor", "Pengambilan Keputusan"], ["KDD"], "Eko membangun tim analitik di bank daerah dan mengajar pemimpin cara memakai data tanpa harus menjadi analis."),
  ],
  courses: [{ slug: "analisis-data-spreadsheet", mentor: "Eko Prasetyo" }],
  posts: [
    {
      kind: "article", slug: "rapat-mingguan-tim-hibrida-tiga-puluh-menit", title: "Rapat Mingguan Tim Hibrida dalam 30 Menit",
      summary: "Rapat yang panjang bukan tanda tim yang kompak. Format 30 menit ini dipakai peserta Leadership Bootcamp.",
      author: "Bambang Sutrisno", category: "karier", tags: ["kepemimpinan", "rapat", "tim hibrida"], date: "2025-02-11T02:00:00Z",
      html: html(
        "Tim hibrida sering terjebak rapat yang panjang karena anggota yang daring sulit menyela. Format ini membuat semua orang bicara dan rapat selesai tepat waktu.",
        "<ol><li><strong>5 menit</strong>: angka utama minggu ini, dibacakan dari dasbor yang sama.</li><li><strong>15 menit</strong>: setiap orang satu menit: selesai, berikutnya, hambatan.</li><li><strong>10 menit</strong>: satu hambatan terbesar dibahas; sisanya diselesaikan di luar rapat.</li></ol>",
        "Pemimpin bicara terakhir. Anggota yang daring mendapat giliran pertama agar tidak tertinggal.",
      ),
    },
    {
      kind: "news", slug: "radya-dampingi-pemkot-transformasi-perizinan", title: "Radya Academy Dampingi Pemerintah Kota Menyusun Peta Jalan Perizinan Digital",
      summary: "Dua puluh pimpinan OPD menyelesaikan peta jalan tiga tahun untuk layanan perizinan daring.",
      author: "Tim Radya Academy", category: "kabar-program", tags: ["pemerintah", "transformasi digital"], date: "2025-03-10T02:00:00Z",
      html: html("Selama empat bulan, 20 pimpinan organisasi perangkat daerah menyusun peta jalan tiga tahun untuk perizinan daring. Lima layanan dengan antrean terpanjang dipilih sebagai prioritas tahun pertama."),
    },
  ],
  events: [
    {
      kind: "event", slug: "forum-pemimpin-hibrida-2027", title: "Forum Pemimpin Hibrida 2027",
      summary: "Setengah hari berbagi praktik memimpin tim hibrida dan transformasi digital dari perusahaan dan pemerintah daerah.",
      description: html("Alumni Leadership Bootcamp dan pimpinan perangkat daerah berbagi apa yang berhasil dan gagal saat memimpin perubahan. Sesi ditutup dengan lingkar coaching kelompok kecil."),
      startsAt: "2027-04-22T01:00:00Z", endsAt: "2027-04-22T06:00:00Z", location: "Hotel Alila, Solo", mode: "offline",
      speakers: [["Bambang Sutrisno", "Leadership coach.", true], ["Sri Rejeki", "Konsultan transformasi digital.", true]],
      activities: [["Lingkar Coaching", "Kelompok kecil membahas tantangan nyata peserta."]],
    },
  ],
};

/** SFI Learning: practical financial literacy and accounting for MSMEs and professionals. */
export const SFI: TTenantContent = {
  audience: "pelaku UMKM dan profesional keuangan",
  defaultType: "online",
  programs: [
    { name: "UMKM Melek Keuangan", kind: "CSR", summary: "Pendampingan pembukuan dan pengelolaan kas bagi pelaku usaha mikro.", description: "Peserta mencatat transaksi usahanya sendiri selama delapan pekan dengan pendampingan, lalu menyusun laporan laba rugi pertama." },
    { name: "Akuntansi Praktis Profesional", kind: "Umum", summary: "Kelas akuntansi dan perpajakan praktis bagi staf keuangan perusahaan kecil dan menengah.", description: "Studi kasus dari perusahaan dagang dan jasa, dari jurnal hingga SPT Tahunan badan." },
  ],
  competences: ["Pembukuan", "Perpajakan", "Perencanaan Keuangan"],
  topics: [
    topic("KAS", "Pembukuan Kas Harian UMKM", 0, "Memisahkan uang usaha dan pribadi; Buku kas harian; Nota dan bukti; Rekap bulanan", "Langkah pertama usaha yang rapi: memisahkan uang usaha dan pribadi, mencatat kas setiap hari, menyimpan nota, dan merekap di akhir bulan."),
    topic("LRG", "Laporan Laba Rugi Sederhana", 0, "Pendapatan dan HPP; Biaya operasional; Laba kotor dan bersih; Membaca laporan", "Menyusun laporan laba rugi dari catatan kas dan membacanya untuk memutuskan harga, stok, dan pengeluaran bulan depan."),
    topic("PJK", "Pajak UMKM: PPh Final 0,5%", 0, "NPWP dan status usaha; Menghitung PPh final; Setor dan lapor; Batas omzet", "Kewajiban pajak usaha kecil yang sering membingungkan: kapan PPh final 0,5% berlaku, cara menghitung, menyetor lewat e-billing, dan melapor."),
    topic("AKP", "Akuntansi Praktis dengan Spreadsheet", 1, "Jurnal umum; Buku besar; Neraca saldo; Laporan keuangan", "Siklus akuntansi lengkap dengan spreadsheet untuk perusahaan dagang kecil: jurnal, buku besar, neraca saldo, dan laporan keuangan."),
    topic("RKP", "Perencanaan Keuangan Pribadi", 1, "Anggaran 50/30/20; Dana darurat; Utang yang sehat; Investasi pemula", "Mengatur gaji dengan anggaran sederhana, membangun dana darurat, memahami cicilan dan bunga, serta mengenali investasi yang legal dan terdaftar OJK."),
  ],
  mentors: [
    mentor("Ani Widyaningsih", "Akuntan Publik", "KAP Widya & Rekan", ["Akuntansi", "Laporan Keuangan", "Audit"], ["AKP", "LRG"], "Ani mengaudit perusahaan menengah selama lima belas tahun dan kini mengajar akuntansi praktis untuk staf keuangan usaha kecil."),
    mentor("Melati Suryani", "Pendamping UMKM", "Rumah Kreatif BUMN Jakarta", ["Pembukuan UMKM", "Arus Kas", "Literasi Keuangan"], ["KAS", "LRG"], "Melati mendampingi ratusan usaha mikro di Jakarta Timur memisahkan uang usaha dan pribadi sebagai langkah pertama naik kelas."),
    mentor("Hendra Kusnadi", "Konsultan Pajak", "Lepas", ["Pajak UMKM", "PPh", "e-Filing"], ["PJK"], "Hendra pemegang sertifikat konsultan pajak yang membantu UMKM memahami kewajiban pajak tanpa rasa takut."),
    mentor("Laila Fitri", "Perencana Keuangan", "Finansia Consulting", ["Perencanaan Keuangan", "Investasi", "Anggaran"], ["RKP"], "Laila perencana keuangan bersertifikat yang mengajar pekerja muda menyusun anggaran dan menghindari pinjaman daring ilegal."),
  ],
  courses: [{ slug: "analisis-data-spreadsheet", mentor: "Ani Widyaningsih" }],
  posts: [
    {
      kind: "article", slug: "memisahkan-uang-usaha-dan-uang-pribadi", title: "Memisahkan Uang Usaha dan Uang Pribadi: Langkah Pertama UMKM Naik Kelas",
      summary: "Usaha yang ramai bisa tetap kekurangan modal bila uangnya bercampur dengan belanja rumah tangga.",
      author: "Melati Suryani", category: "pendidikan", tags: ["umkm", "pembukuan"], date: "2025-02-05T02:00:00Z",
      html: html(
        "Bu Rina berjualan nasi kuning dengan omzet Rp9 juta sebulan, tetapi selalu kesulitan membeli bahan di awal bulan. Setelah dicatat, ternyata hampir Rp2 juta dipakai untuk kebutuhan rumah tanpa disadari.",
        "<ol><li>Buka rekening atau dompet digital khusus usaha.</li><li>Gaji diri sendiri dengan jumlah tetap setiap minggu, diambil dari rekening usaha.</li><li>Catat setiap uang keluar-masuk usaha, sekecil apa pun.</li></ol>",
        "Dalam dua bulan, Bu Rina bisa membeli bahan dari modal usaha sendiri tanpa meminjam.",
      ),
    },
    {
      kind: "news", slug: "umkm-melek-keuangan-angkatan-empat", title: "UMKM Melek Keuangan Angkatan 4: 300 Usaha Susun Laporan Laba Rugi Pertama",
      summary: "Peserta dari Jakarta, Bekasi dan Depok menyelesaikan delapan pekan pencatatan kas.",
      author: "Tim SFI Learning", category: "kabar-program", tags: ["umkm", "program"], date: "2025-03-10T02:00:00Z",
      html: html("Sebanyak 300 pelaku usaha mikro menyelesaikan program UMKM Melek Keuangan angkatan keempat. Seluruh peserta kini memiliki laporan laba rugi bulanan, dan 84 usaha mengajukan pembiayaan dengan laporan tersebut."),
    },
  ],
  events: [
    {
      kind: "event", slug: "klinik-pajak-umkm-2027", title: "Klinik Pajak dan Pembukuan UMKM 2027",
      summary: "Konsultasi gratis pembukuan dan PPh final UMKM bersama konsultan pajak dan akuntan.",
      description: html("Bawa catatan usaha Anda. Konsultan pajak dan akuntan membantu menghitung PPh final, mengisi e-billing, dan merapikan buku kas. Antrean konsultasi dibagi per sesi 20 menit."),
      startsAt: "2027-03-06T02:00:00Z", endsAt: "2027-03-06T08:00:00Z", location: "Smesco Indonesia, Jakarta", mode: "offline",
      speakers: [["Hendra Kusnadi", "Konsultan pajak.", true], ["Melati Suryani", "Pendamping UMKM.", true]],
      activities: [["Konsultasi Pajak", "Sesi 20 menit per usaha."], ["Praktik e-Billing", "Membuat kode billing PPh final bersama."]],
    },
  ],
};
