import { html, type TTenantContent } from "../types.ts";

const sk = (s: string) => s.split(";").map((x) => x.trim()) as [string, string, string, string];

/** SMK Coding: programming for vocational-school (SMK) students and their teachers, from Malang. */
export const SMKCODING: TTenantContent = {
  audience: "siswa dan guru SMK",
  programs: [
    {
      name: "Kelas Industri RPL",
      kind: "Sekolah",
      summary: "Kurikulum Rekayasa Perangkat Lunak yang diselaraskan dengan industri, dijalankan bersama SMK mitra di Jawa Timur.",
      description:
        "Guru produktif dan mentor industri mengajar berpasangan selama satu semester. Siswa kelas XI membangun aplikasi untuk sekolah atau usaha di sekitarnya, dinilai dengan rubrik industri.",
    },
    {
      name: "Persiapan Prakerin Developer",
      kind: "Sekolah",
      summary: "Bekal tiga bulan sebelum praktik kerja industri: Git, kerja tim, dan membaca kode orang lain.",
      description: "Siswa belajar kebiasaan kerja di software house sebelum berangkat PKL, sehingga bulan pertama prakerin tidak habis untuk adaptasi.",
    },
    {
      name: "Liga SMK Coding",
      kind: "Umum",
      summary: "Kompetisi pemrograman dan desain antar-SMK dengan tantangan mingguan dan final nasional.",
      description: "Tim tiga siswa dan satu guru pendamping mengerjakan tantangan daring setiap minggu; 20 tim terbaik bertanding di final.",
    },
    {
      name: "Upgrade Guru Produktif TI",
      kind: "Sekolah",
      summary: "Pelatihan guru SMK jurusan RPL dan TKJ agar materi yang diajarkan sesuai kebutuhan industri.",
      description: "Guru mengikuti kelas yang sama dengan siswa, ditambah sesi menyusun modul ajar, bank soal, dan rubrik proyek.",
    },
  ],
  competences: ["Rekayasa Perangkat Lunak", "Teknik Komputer dan Jaringan", "Desain Komunikasi Visual"],
  topics: [
    {
      code: "WEB",
      name: "Pemrograman Web",
      program: 0,
      skills: sk("HTML dan CSS untuk halaman sekolah; Tata letak responsif untuk ponsel; JavaScript dan formulir; Publikasi ke GitHub Pages"),
      description:
        "Materi inti RPL kelas X: siswa membuat situs profil jurusan atau OSIS dengan HTML, CSS dan JavaScript, lalu menerbitkannya gratis di GitHub Pages.",
      advanced:
        "Lanjutan untuk kelas XI: aplikasi web dengan PHP dan MySQL seperti yang diujikan di UKK RPL, lengkap dengan login, CRUD data siswa, dan laporan cetak.",
    },
    {
      code: "BDS",
      name: "Basis Data untuk UKK",
      program: 0,
      skills: sk("Merancang tabel dan relasi; Query SELECT dan JOIN; Normalisasi; Studi kasus perpustakaan sekolah"),
      description:
        "Menyiapkan Uji Kompetensi Keahlian RPL: ERD, tabel berelasi, query JOIN, dan studi kasus sistem perpustakaan sekolah yang sering muncul di soal UKK.",
    },
    {
      code: "AND",
      name: "Aplikasi Android Pertama",
      program: 0,
      skills: sk("Android Studio dan Kotlin dasar; Layout dan tombol; Menyimpan data lokal; Membuat APK"),
      description:
        "Membuat aplikasi Android sederhana seperti absensi ekskul atau kalkulator nilai, dari Android Studio sampai berkas APK yang bisa dipasang teman sekelas.",
      advanced:
        "Aplikasi Android yang terhubung ke API sekolah: Retrofit, daftar data dengan RecyclerView, dan menyiapkan rilis di Play Store atas nama sekolah.",
    },
    {
      code: "ALG",
      name: "Logika dan Algoritma",
      program: 2,
      skills: sk("Flowchart dan pseudocode; Percabangan dan perulangan; Array dan pencarian; Latihan soal kompetisi"),
      description:
        "Cara berpikir programmer sebelum menulis kode: flowchart, pseudocode, dan latihan soal bertingkat yang dipakai untuk seleksi Liga SMK Coding.",
    },
    {
      code: "GIT",
      name: "Git untuk Prakerin",
      program: 1,
      skills: sk("Commit dan branch; GitHub dan pull request; Membaca kode orang lain; Kerja tim dengan issue"),
      description:
        "Bekal wajib sebelum PKL di software house: menyimpan pekerjaan dengan Git, membuat pull request, dan berdiskusi lewat issue seperti tim sungguhan.",
    },
    {
      code: "JRK",
      name: "Jaringan Komputer TKJ",
      program: 3,
      skills: sk("Crimping dan pengujian kabel; Subnetting; Konfigurasi router; Hotspot sekolah"),
      description: "Untuk siswa dan guru TKJ: dari crimping kabel UTP, subnetting, hingga mengelola hotspot laboratorium sekolah dengan router MikroTik.",
      advanced: "Persiapan sertifikasi MTCNA: routing statis dan dinamis, firewall, VPN antarcabang, dan simulasi soal ujian.",
    },
    {
      code: "UIX",
      name: "Desain Aplikasi dengan Figma",
      program: 1,
      skills: sk("Mengamati pengguna di sekolah; Wireframe; Prototipe Figma; Presentasi desain"),
      description:
        "Siswa merancang aplikasi untuk masalah di sekolahnya sendiri, misalnya antrean kantin atau peminjaman alat lab, lalu mempresentasikan prototipe Figma-nya.",
    },
    {
      code: "GUR",
      name: "Mengajar Pemrograman untuk Guru",
      program: 3,
      skills: sk("Menyusun modul ajar proyek; Live coding di kelas; Menilai kode siswa dengan rubrik; Mengelola kelas campuran"),
      description:
        "Kelas khusus guru produktif: cara mengajar pemrograman dengan proyek, live coding di depan kelas, dan menilai kode siswa secara adil dengan rubrik.",
    },
  ],
  mentors: [
    {
      name: "Rizky Pratama",
      role: "Senior Frontend Engineer",
      company: "Tokopedia",
      expertise: ["HTML dan CSS", "JavaScript", "Aksesibilitas"],
      teaches: ["WEB", "UIX"],
      bio: "Rizky adalah alumni SMK RPL di Malang yang kini membangun halaman produk Tokopedia. Ia mentor tamu SMK Coding untuk kelas web dan sering menjadi juri Liga SMK Coding.",
    },
    {
      name: "Ika Wulandari",
      role: "Guru Produktif RPL",
      company: "SMK Negeri 4 Malang",
      expertise: ["PHP dan MySQL", "UKK RPL", "Basis Data"],
      teaches: ["WEB", "BDS", "GUR"],
      bio: "Ika mengajar RPL selama dua belas tahun dan menjadi asesor UKK. Ia menyusun materi basis data dan kelas guru SMK Coding berdasarkan soal-soal yang benar-benar diujikan.",
    },
    {
      name: "Yusuf Habibi",
      role: "Android Developer",
      company: "eFishery",
      expertise: ["Kotlin", "Android", "Jetpack Compose"],
      teaches: ["AND", "GIT"],
      bio: "Yusuf memulai karier dari PKL di software house Malang. Kini ia membangun aplikasi Android untuk petambak ikan dan mengajar Android serta Git untuk siswa yang akan prakerin.",
    },
    {
      name: "Bagus Setiawan",
      role: "Network Engineer",
      company: "Biznet",
      expertise: ["MikroTik", "Routing", "Keamanan Jaringan"],
      teaches: ["JRK"],
      bio: "Bagus memegang sertifikasi MTCNA dan MTCRE, dan merawat jaringan pelanggan korporat di Jawa Timur. Ia mengajar jaringan komputer untuk siswa dan guru TKJ.",
    },
    {
      name: "Ratih Kusumawardani",
      role: "Pembina Olimpiade Informatika",
      company: "Universitas Brawijaya",
      expertise: ["Algoritma", "Struktur Data", "Pemrograman Kompetitif"],
      teaches: ["ALG"],
      bio: "Ratih membina tim olimpiade informatika Jawa Timur. Soal-soal latihannya menjadi bahan seleksi Liga SMK Coding setiap musim.",
    },
  ],
  courses: [
    { slug: "javascript-dasar", mentor: "Rizky Pratama" },
    { slug: "react-produksi", mentor: "Rizky Pratama" },
  ],
  posts: [
    {
      kind: "article",
      slug: "persiapan-ukk-rpl-tanpa-panik",
      title: "Persiapan UKK RPL Tanpa Panik: Rencana Empat Minggu",
      summary: "Uji Kompetensi Keahlian RPL menilai aplikasi yang Anda bangun dalam waktu terbatas. Latihan yang tepat jauh lebih penting daripada menghafal.",
      author: "Ika Wulandari",
      category: "pendidikan",
      tags: ["ukk", "rpl", "persiapan"],
      date: "2025-03-05T02:00:00Z",
      html: html(
        "Di UKK RPL, Anda biasanya diberi studi kasus (misalnya aplikasi kasir atau perpustakaan) dan harus membangun aplikasi yang berjalan dalam beberapa jam. Asesor menilai rancangan basis data, fitur yang berjalan, dan cara Anda menjelaskannya.",
        "<h2>Minggu 1: rancangan basis data</h2>",
        "Latih membuat ERD dari cerita kasus dalam 30 menit. Tentukan tabel, kunci primer, dan relasi sebelum menyentuh kode.",
        "<h2>Minggu 2: CRUD yang rapi</h2>",
        "Bangun satu aplikasi CRUD lengkap berulang kali sampai Anda bisa menyelesaikannya dalam dua jam tanpa melihat catatan.",
        "<h2>Minggu 3: login dan laporan</h2>",
        "Tambahkan login dengan kata sandi yang di-hash dan halaman laporan yang bisa dicetak. Dua fitur ini hampir selalu diminta.",
        "<h2>Minggu 4: simulasi penuh</h2>",
        "Kerjakan soal UKK tahun lalu dengan pengatur waktu, lalu minta guru menilai dengan rubrik asesor.",
      ),
    },
    {
      kind: "blog",
      slug: "catatan-prakerin-minggu-pertama-di-software-house",
      title: "Catatan Prakerin: Minggu Pertama di Software House",
      summary: "Nabila, siswi kelas XI RPL, menulis apa yang ia pelajari di minggu pertama praktik kerja industri.",
      author: "Nabila Putri",
      category: "karier",
      tags: ["prakerin", "pkl", "cerita siswa"],
      date: "2025-01-14T02:00:00Z",
      html: html(
        "Hari pertama saya tidak menulis kode sama sekali. Pembimbing meminta saya memasang proyek di laptop dan membaca README-nya sampai aplikasinya bisa berjalan. Ternyata itu butuh satu hari penuh.",
        "Hari ketiga saya mendapat tugas pertama: memperbaiki teks tombol yang salah ketik. Kecil, tetapi saya harus membuat branch, commit, dan pull request. Untung di kelas Git SMK Coding kami sudah berlatih alur ini.",
        "<blockquote>Jangan malu bertanya, tetapi tulis dulu apa yang sudah kamu coba. Pembimbing lebih senang menjawab pertanyaan seperti itu.</blockquote>",
        "Minggu depan saya akan ikut daily standup dan mengerjakan fitur filter di halaman laporan.",
      ),
    },
    {
      kind: "article",
      slug: "laboratorium-komputer-sekolah-yang-sehat",
      title: "Laboratorium Komputer Sekolah yang Sehat: Panduan untuk Guru TKJ",
      summary: "Lab yang sering bermasalah menghabiskan jam pelajaran. Lima kebiasaan perawatan yang bisa dijalankan guru dan siswa TKJ bersama.",
      author: "Bagus Setiawan",
      category: "teknologi",
      tags: ["tkj", "laboratorium", "guru"],
      date: "2024-10-21T02:00:00Z",
      html: html(
        "Di banyak SMK, pelajaran produktif tertunda karena komputer lab tidak menyala atau jaringan mati. Kabar baiknya, sebagian besar masalah bisa dicegah dengan perawatan rutin yang sekaligus menjadi bahan praktik siswa TKJ.",
        "<ol><li><strong>Gambar sistem (image) standar.</strong> Siapkan satu image sistem operasi dan pasang ulang semua komputer setiap awal semester.</li><li><strong>Label kabel dan port.</strong> Setiap kabel diberi nomor yang sama dengan port di switch.</li><li><strong>Catatan gangguan.</strong> Satu lembar di pintu lab untuk mencatat komputer bermasalah.</li><li><strong>Piket siswa TKJ.</strong> Dua siswa per minggu memeriksa dan menindaklanjuti catatan gangguan.</li><li><strong>Cadangan konfigurasi router.</strong> Ekspor konfigurasi setiap kali ada perubahan.</li></ol>",
      ),
    },
    {
      kind: "news",
      slug: "liga-smk-coding-musim-2025-dibuka",
      title: "Liga SMK Coding Musim 2025 Dibuka untuk Seluruh SMK",
      summary: "Pendaftaran tim gratis, tantangan mingguan dimulai Juli, dan final digelar di Malang.",
      author: "Humas SMK Coding",
      category: "kabar-program",
      tags: ["liga smk", "kompetisi"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "SMK Coding membuka pendaftaran Liga SMK Coding musim 2025. Setiap sekolah dapat mengirim satu tim berisi tiga siswa dan satu guru pendamping. Kategori yang dilombakan: pemrograman, desain aplikasi, dan jaringan.",
        "Babak penyisihan berupa tantangan daring mingguan selama Juli dan Agustus. Dua puluh tim dengan poin tertinggi diundang ke final di Malang, dengan biaya perjalanan ditanggung panitia.",
      ),
    },
    {
      kind: "news",
      slug: "smk-coding-latih-120-guru-produktif",
      title: "SMK Coding Latih 120 Guru Produktif TI se-Jawa Timur",
      summary: "Guru RPL dan TKJ dari 40 SMK mengikuti pelatihan menyusun modul ajar berbasis proyek.",
      author: "Humas SMK Coding",
      category: "kabar-program",
      tags: ["guru", "pelatihan"],
      date: "2024-12-09T02:00:00Z",
      html: html(
        "Sebanyak 120 guru produktif dari 40 SMK di Jawa Timur menyelesaikan program Upgrade Guru Produktif TI. Selama enam pertemuan, guru menyusun modul ajar berbasis proyek dan rubrik penilaian yang akan dipakai semester depan.",
        "Setiap sekolah peserta juga mendapat akses kelas daring SMK Coding untuk siswanya tanpa biaya.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "festival-talenta-digital-2027",
      title: "Festival Talenta Digital SMK Coding 2027",
      summary: "Final Liga SMK Coding, pameran proyek siswa RPL dan TKJ, dan bursa PKL dari software house Jawa Timur.",
      description: html(
        "Festival tahunan SMK Coding di Malang: dua puluh tim finalis Liga SMK Coding bertanding langsung, sementara siswa dari sekolah mitra memamerkan aplikasi dan jaringan yang mereka bangun di kelas industri.",
        "Software house dan penyedia internet mitra membuka meja bursa PKL; guru pendamping dapat menjadwalkan kerja sama prakerin di tempat. Masuk gratis untuk siswa dan guru dengan pendaftaran sekolah.",
      ),
      startsAt: "2027-08-14T01:00:00Z",
      endsAt: "2027-08-15T10:00:00Z",
      location: "Gedung Samantha Krida, Malang",
      mode: "hybrid",
      speakers: [
        ["Rizky Pratama", "Alumni SMK RPL, senior frontend engineer, juri Liga SMK Coding.", true],
        ["Ika Wulandari", "Guru produktif RPL dan asesor UKK.", true],
        ["Perwakilan Direktorat SMK", "Kebijakan kelas industri dan prakerin.", false],
      ],
      activities: [
        ["Final Liga SMK Coding", "Dua puluh tim finalis mengerjakan tantangan langsung di panggung."],
        ["Pameran Proyek Siswa", "Aplikasi dan jaringan karya siswa kelas industri."],
        ["Bursa PKL", "Sekolah bertemu software house yang menerima siswa prakerin."],
      ],
      sponsors: true,
    },
    {
      kind: "program",
      slug: "bootcamp-libur-semester-web",
      title: "Bootcamp Libur Semester: Situs Pertamamu",
      summary: "Lima hari di libur semester untuk siswa kelas X: dari HTML pertama sampai situs yang online.",
      description: html(
        "Bootcamp daring lima hari, dua jam per hari. Setiap peserta menerbitkan situs profil di GitHub Pages pada hari terakhir. Gratis untuk siswa SMK mitra.",
      ),
      startsAt: "2027-06-28T02:00:00Z",
      endsAt: "2027-07-02T04:00:00Z",
      location: "Daring (Zoom)",
      mode: "online",
      speakers: [["Ika Wulandari", "Guru produktif RPL.", true]],
      activities: [["Publikasi Situs", "Menerbitkan situs ke GitHub Pages bersama mentor."]],
    },
  ],
};
