import { course } from "./content/courses/index.ts";
import { contentOwner, tenantContent } from "./content/index.ts";

/**
 * Demo catalogues per tenant family. Plain data, deterministic: the seeder derives classes,
 * batches, syllabus, schools and webinars from these lists.
 */
export interface TTopic {
  code: string;
  name: string;
  /** Four skills, in teaching order: they become the syllabus and the description. */
  skills: [string, string, string, string];
  /** Class description written for the tenant (tenant content modules); else a generated one. */
  description?: string;
  /** Description of "<name> Lanjutan"; with tenant content, only topics that have it get one. */
  advanced?: string;
}

export type { TCourseSeed } from "./seeder.ts";
import type { TCourseSeed } from "./seeder.ts";

export interface TTheme {
  key: string;
  audience: string;
  topics: TTopic[];
  programs: { name: string; kind: string; summary: string; description?: string }[];
  competences: string[];
  mentors: { name: string; role: string; company: string; expertise: string[]; bio?: string; teaches?: string[] }[];
  courses: TCourseSeed[];
  /** For each topic, the index of the programme its classes belong to. */
  programOf: number[];
  /** Set for a tenant's own content (src/seed/content/): no generated text, mentors by `teaches`. */
  own?: { courseMentors: string[] };
  /** Mostly taught on site (vocational) or online. */
  defaultType?: "online" | "offline" | "hybrid";
}

const t = (code: string, name: string, skills: string): TTopic => {
  const s = skills.split(";").map((x) => x.trim());
  return { code, name, skills: [s[0]!, s[1]!, s[2]!, s[3]!] };
};

const CODING: TTheme = {
  programOf: [0, 1, 0, 4, 5, 2, 6, 3, 7, 8, 3, 9],
  key: "coding",
  audience: "calon developer",
  topics: [
    t(
      "WEB",
      "Pemrograman Web",
      "HTML semantik dan aksesibilitas; CSS, Flexbox dan Grid untuk tata letak responsif; JavaScript modern dan DOM; Deploy situs ke hosting",
    ),
    t("JS", "JavaScript Modern", "Sintaks ES2023 dan modul; Asynchronous: Promise dan async/await; Mengolah data dengan array method; Pengujian dengan Vitest"),
    t("RCT", "React untuk Frontend", "Komponen, props dan state; Hooks dan efek samping; Routing dan pengambilan data; Membangun dashboard siap produksi"),
    t("NODE", "Backend dengan Node.js", "HTTP dan REST API; Validasi input dan penanganan galat; Basis data PostgreSQL; Autentikasi dan otorisasi"),
    t("MOB", "Aplikasi Mobile Flutter", "Dasar Dart; Widget dan tata letak; State management; Publikasi ke Play Store"),
    t("PY", "Python untuk Pemula", "Variabel, tipe data dan percabangan; Perulangan dan fungsi; Berkas dan modul; Proyek otomasi sederhana"),
    t("DATA", "Analisis Data", "Spreadsheet dan SQL dasar; Pandas untuk olah data; Visualisasi dengan Matplotlib; Menyusun laporan insight"),
    t("UIX", "Desain UI/UX", "Riset pengguna; Wireframe dan alur; Prototipe di Figma; Uji kegunaan"),
    t("GIT", "Git dan Kolaborasi Tim", "Commit dan branch; Pull request dan code review; Alur kerja GitHub; Menangani konflik merge"),
    t("DEV", "DevOps dan Cloud", "Linux dan shell; Docker dan container; CI/CD otomatis; Monitoring layanan"),
    t("SEC", "Keamanan Aplikasi Web", "OWASP Top 10; Validasi dan sanitasi input; Manajemen sesi yang aman; Uji penetrasi dasar"),
    t("QA", "Software Testing", "Jenis-jenis pengujian; Unit test dan integrasi; Uji end-to-end di browser; Laporan bug yang baik"),
  ],
  programs: [
    { name: "Bootcamp Fullstack JavaScript", kind: "Vokasi", summary: "Bootcamp 16 minggu untuk menjadi fullstack developer siap kerja dengan proyek nyata." },
    { name: "Kelas Karyawan Web Developer", kind: "Korporasi", summary: "Program malam hari bagi karyawan yang ingin beralih karier ke pengembangan web." },
    { name: "Coding Goes to School", kind: "Sekolah", summary: "Pendampingan guru dan siswa SMK agar mampu membangun aplikasi sendiri." },
    { name: "Digital Talent Pemerintah Daerah", kind: "Pemerintah", summary: "Peningkatan kapasitas ASN dalam pengembangan layanan publik digital." },
    { name: "Beasiswa Developer Perempuan", kind: "CSR", summary: "Beasiswa penuh untuk perempuan yang ingin memulai karier sebagai developer." },
    { name: "Mobile Developer Academy", kind: "Vokasi", summary: "Belajar membangun aplikasi Android dan iOS dengan Flutter dari nol." },
    { name: "Data Analyst Track", kind: "Umum", summary: "Jalur belajar analisis data: SQL, Python, visualisasi dan storytelling." },
    { name: "Magang Bersertifikat Software House", kind: "Vokasi", summary: "Magang terbimbing di mitra software house dengan sertifikat kompetensi." },
    { name: "Pelatihan Cloud untuk UMKM", kind: "CSR", summary: "Membantu UMKM memindahkan usahanya ke layanan cloud yang aman dan hemat." },
    { name: "Kelas Guru Informatika", kind: "Sekolah", summary: "Pelatihan guru informatika untuk mengajar pemrograman dengan metode proyek." },
  ],
  competences: ["Pengembangan Web", "Pengembangan Mobile", "Data dan Analitik", "Rekayasa Perangkat Lunak"],
  mentors: [
    { name: "Rizky Pratama", role: "Senior Frontend Engineer", company: "Tokopedia", expertise: ["React", "TypeScript", "Aksesibilitas"] },
    { name: "Dewi Lestari", role: "Backend Engineer", company: "Gojek", expertise: ["Node.js", "PostgreSQL", "Arsitektur API"] },
    { name: "Andi Saputra", role: "Mobile Developer", company: "Traveloka", expertise: ["Flutter", "Kotlin", "UI Mobile"] },
    { name: "Siti Rahmawati", role: "Data Scientist", company: "Bank Jago", expertise: ["Python", "SQL", "Machine Learning"] },
    { name: "Bayu Nugroho", role: "DevOps Engineer", company: "Bukalapak", expertise: ["Docker", "Kubernetes", "CI/CD"] },
    { name: "Putri Maharani", role: "Product Designer", company: "Ruangguru", expertise: ["Figma", "Riset Pengguna", "Design System"] },
    { name: "Fajar Hidayat", role: "QA Lead", company: "Blibli", expertise: ["Playwright", "Otomasi Uji", "Kualitas Perangkat Lunak"] },
    { name: "Nurul Aini", role: "Security Engineer", company: "BSSN", expertise: ["Keamanan Web", "OWASP", "Pentest"] },
  ],
  courses: [course("javascript-dasar"), course("react-produksi")],
};

const VOCATIONAL: TTheme = {
  programOf: [0, 1, 5, 2, 2, 4, 7, 6, 3, 9, 7, 8],
  key: "vocational",
  audience: "lulusan SMK",
  defaultType: "offline",
  topics: [
    t("OTO", "Teknik Otomotif Ringan", "Keselamatan kerja bengkel; Perawatan berkala mesin; Sistem kelistrikan kendaraan; Diagnosis kerusakan dengan scanner"),
    t("LAS", "Pengelasan SMAW", "K3 pengelasan; Persiapan bahan dan sambungan; Teknik las posisi 1G dan 2G; Uji visual hasil las"),
    t("LST", "Instalasi Listrik Bangunan", "Membaca gambar instalasi; Pemasangan panel dan MCB; Instalasi penerangan; Pengukuran dan pengujian"),
    t("TBG", "Tata Boga Profesional", "Sanitasi dan higiene dapur; Teknik dasar memasak; Menu nusantara; Food costing"),
    t("HTL", "Perhotelan dan Front Office", "Etika pelayanan tamu; Reservasi dan check-in; Housekeeping; Menangani keluhan"),
    t("TKJ", "Teknik Komputer dan Jaringan", "Perakitan komputer; Instalasi sistem operasi; Jaringan LAN dan Wi-Fi; Troubleshooting"),
    t("BSN", "Tata Busana", "Mengukur badan; Pola dasar busana; Menjahit dengan mesin industri; Finishing dan quality control"),
    t("AGR", "Agribisnis Hortikultura", "Persiapan lahan dan media tanam; Budidaya sayuran; Pengendalian hama terpadu; Pemasaran hasil panen"),
    t("MKT", "Pemasaran Digital UMKM", "Foto produk dengan ponsel; Copywriting; Iklan media sosial; Toko daring di marketplace"),
    t("AKT", "Akuntansi Usaha Kecil", "Siklus akuntansi; Pencatatan kas harian; Laporan laba rugi; Pajak UMKM"),
    t("KCN", "Kecantikan dan Tata Rias", "Anatomi kulit; Perawatan wajah; Tata rias pengantin; Membuka usaha salon"),
    t("LOG", "Logistik dan Pergudangan", "Penerimaan barang; Tata letak gudang; Pengelolaan stok; Keselamatan forklift"),
  ],
  programs: [
    { name: "Pesilat Otomotif Siap Kerja", kind: "Vokasi", summary: "Pelatihan otomotif 3 bulan bersama bengkel mitra dengan penempatan kerja." },
    { name: "Pesilat Teknik Manufaktur", kind: "Vokasi", summary: "Pengelasan, pembubutan dan K3 untuk industri manufaktur." },
    { name: "Pesilat Pariwisata dan Perhotelan", kind: "Vokasi", summary: "Pelatihan layanan hotel dan restoran berstandar internasional." },
    { name: "Pesilat Wirausaha Muda", kind: "CSR", summary: "Bekal usaha mandiri: produksi, pemasaran digital dan pembukuan." },
    { name: "Pesilat Teknologi Informasi", kind: "Vokasi", summary: "Teknisi komputer dan jaringan siap bekerja di perusahaan dan instansi." },
    { name: "Pesilat Kelas Guru Produktif", kind: "Sekolah", summary: "Peningkatan kompetensi guru produktif SMK bersama industri." },
    { name: "Pesilat Agribisnis Desa", kind: "Pemerintah", summary: "Pelatihan agribisnis untuk pemuda desa bersama dinas pertanian." },
    { name: "Pesilat Ekonomi Kreatif", kind: "CSR", summary: "Tata busana, tata rias dan usaha kreatif untuk perempuan muda." },
    { name: "Pesilat Logistik Nasional", kind: "Korporasi", summary: "Penyiapan tenaga gudang dan distribusi bagi perusahaan logistik." },
    { name: "Pesilat Sertifikasi BNSP", kind: "Vokasi", summary: "Persiapan uji kompetensi berlisensi BNSP untuk berbagai skema." },
  ],
  competences: ["Teknik dan Manufaktur", "Pariwisata dan Kuliner", "Bisnis dan Wirausaha", "Teknologi Informasi"],
  mentors: [
    { name: "Slamet Riyadi", role: "Kepala Bengkel", company: "Astra Otoparts", expertise: ["Otomotif", "Diagnosis Mesin", "K3"] },
    { name: "Sri Wahyuni", role: "Executive Chef", company: "Hotel Tentrem", expertise: ["Tata Boga", "Menu Nusantara", "Food Costing"] },
    { name: "Agus Salim", role: "Welding Inspector", company: "PT PAL Indonesia", expertise: ["Pengelasan", "Inspeksi", "K3 Industri"] },
    { name: "Ratna Sari", role: "Front Office Manager", company: "Grand Inna", expertise: ["Perhotelan", "Layanan Tamu", "Reservasi"] },
    { name: "Hendra Gunawan", role: "Teknisi Jaringan", company: "Telkom Indonesia", expertise: ["Jaringan", "Mikrotik", "Troubleshooting"] },
    { name: "Yuliana Putri", role: "Perancang Busana", company: "Rumah Mode Semarang", expertise: ["Tata Busana", "Pola", "Produksi Garmen"] },
    {
      name: "Budi Santoso",
      role: "Penyuluh Pertanian",
      company: "Dinas Pertanian Jawa Tengah",
      expertise: ["Hortikultura", "Pengendalian Hama", "Agribisnis"],
    },
    { name: "Wulan Anggraini", role: "Konsultan UMKM", company: "Rumah BUMN", expertise: ["Pemasaran Digital", "Pembukuan", "Kewirausahaan"] },
  ],
  courses: [course("k3-bengkel"), course("kelistrikan-otomotif")],
};

const EXAM: TTheme = {
  programOf: [0, 0, 6, 3, 1, 1, 1, 1, 2, 2, 4, 7],
  key: "exam",
  audience: "pejuang PTN",
  topics: [
    t("TPS", "Tes Potensi Skolastik", "Penalaran umum; Pengetahuan dan pemahaman umum; Pemahaman bacaan dan menulis; Pengetahuan kuantitatif"),
    t("LBI", "Literasi Bahasa Indonesia", "Membaca kritis; Ide pokok dan simpulan; Teks argumentasi; Latihan soal bertingkat"),
    t("LBE", "Literasi Bahasa Inggris", "Reading comprehension; Vocabulary in context; Inference questions; Timed practice"),
    t("PM", "Penalaran Matematika", "Aljabar dan fungsi; Geometri dan pengukuran; Statistika dan peluang; Soal cerita kontekstual"),
    t("MTK", "Matematika Saintek", "Limit dan turunan; Integral; Trigonometri; Vektor dan matriks"),
    t("FIS", "Fisika Intensif", "Kinematika dan dinamika; Usaha dan energi; Listrik dan magnet; Gelombang dan optik"),
    t("KIM", "Kimia Intensif", "Stoikiometri; Termokimia dan laju reaksi; Kesetimbangan; Kimia organik"),
    t("BIO", "Biologi Intensif", "Sel dan jaringan; Genetika; Fisiologi manusia; Ekologi dan evolusi"),
    t("EKO", "Ekonomi Soshum", "Konsep dasar ekonomi; Pasar dan harga; Ekonomi makro; Akuntansi dasar"),
    t("GEO", "Geografi Soshum", "Peta dan penginderaan jauh; Litosfer dan hidrosfer; Kependudukan; Wilayah dan pembangunan"),
    t("SEJ", "Sejarah Indonesia", "Kerajaan Hindu-Buddha dan Islam; Masa kolonial; Pergerakan nasional; Orde Baru dan Reformasi"),
    t("TO", "Try Out SNBT", "Simulasi CBT; Manajemen waktu; Pembahasan soal; Analisis skor dan strategi"),
  ],
  programs: [
    { name: "Intensif SNBT 2026", kind: "Umum", summary: "Persiapan 12 minggu menghadapi SNBT dengan try out mingguan dan pembahasan." },
    { name: "Kelas Saintek Kedokteran", kind: "Umum", summary: "Persiapan khusus calon mahasiswa kedokteran dan kesehatan." },
    { name: "Kelas Soshum Unggulan", kind: "Umum", summary: "Persiapan jurusan sosial humaniora di PTN favorit." },
    { name: "Beasiswa Pejuang PTN", kind: "CSR", summary: "Beasiswa bimbingan belajar untuk siswa berprestasi dari keluarga prasejahtera." },
    { name: "Bimbel Masuk Sekolah Kedinasan", kind: "Umum", summary: "Persiapan SKD dan tes akademik sekolah kedinasan." },
    { name: "Program Sekolah Mitra", kind: "Sekolah", summary: "Pendampingan persiapan SNBT langsung di sekolah mitra." },
    { name: "Kelas Mandiri PTN", kind: "Umum", summary: "Latihan ujian mandiri UI, UGM, ITB dan kampus lainnya." },
    { name: "Try Out Nasional", kind: "Umum", summary: "Try out berbasis komputer dengan peringkat nasional." },
    { name: "Kelas Guru BK", kind: "Sekolah", summary: "Pelatihan guru BK untuk mendampingi pemilihan jurusan." },
    { name: "Bimbel Daerah 3T", kind: "Pemerintah", summary: "Bimbingan belajar daring untuk siswa di daerah tertinggal, terdepan dan terluar." },
  ],
  competences: ["Tes Potensi Skolastik", "Literasi", "Saintek", "Soshum"],
  mentors: [
    { name: "Arief Wicaksono", role: "Pengajar Matematika", company: "UMPTN Siap", expertise: ["Penalaran Matematika", "Kalkulus", "Strategi Ujian"] },
    { name: "Maya Kusuma", role: "Pengajar Bahasa Indonesia", company: "UMPTN Siap", expertise: ["Literasi", "Menulis", "Pemahaman Bacaan"] },
    { name: "Dimas Prasetyo", role: "Pengajar Fisika", company: "ITB", expertise: ["Fisika", "Mekanika", "Listrik"] },
    { name: "Laras Ayuningtyas", role: "Pengajar Biologi", company: "UGM", expertise: ["Biologi", "Genetika", "Fisiologi"] },
    { name: "Yoga Permana", role: "Pengajar Bahasa Inggris", company: "UMPTN Siap", expertise: ["Reading", "Vocabulary", "TOEFL"] },
    { name: "Citra Anindya", role: "Pengajar Kimia", company: "UI", expertise: ["Kimia", "Stoikiometri", "Kimia Organik"] },
    { name: "Reza Mahendra", role: "Konselor Jurusan", company: "UMPTN Siap", expertise: ["Pemilihan Jurusan", "Motivasi Belajar", "Manajemen Waktu"] },
    { name: "Intan Permatasari", role: "Pengajar Ekonomi", company: "Unpad", expertise: ["Ekonomi", "Akuntansi", "Soshum"] },
  ],
  courses: [course("strategi-tps"), course("matematika-intensif-snbt")],
};

const COFFEE: TTheme = {
  programOf: [0, 0, 0, 4, 1, 2, 3, 6, 5, 7, 4, 2],
  key: "coffee",
  audience: "pencinta kopi",
  defaultType: "offline",
  topics: [
    t("BRW", "Manual Brew", "Rasio kopi dan air; Teknik V60; Kalita dan Chemex; Kalibrasi resep"),
    t("ESP", "Espresso Dasar", "Mengenal mesin espresso; Dose, yield dan waktu; Grinder dan kalibrasi; Perawatan mesin"),
    t("LTA", "Latte Art", "Steaming susu; Heart dan tulip; Rosetta; Latte art kompetisi"),
    t("CUP", "Cupping dan Sensori", "Protokol cupping SCA; Mengenal aroma; Rasa, acidity dan body; Menilai cacat rasa"),
    t("RST", "Roasting Kopi", "Fase pemanggangan; Profil sangrai; Membaca roast curve; Quality control"),
    t("PSC", "Pascapanen Kopi", "Petik merah; Proses natural dan washed; Honey dan fermentasi; Penjemuran dan penyimpanan"),
    t("BIZ", "Bisnis Kedai Kopi", "Riset lokasi dan konsep; Menghitung HPP; Manajemen stok; Pemasaran kedai"),
    t("ORG", "Kopi Nusantara", "Kopi Gayo dan Mandailing; Kopi Jawa dan Toraja; Kopi Flores dan Papua; Indikasi geografis"),
    t("MOC", "Mocktail Berbasis Kopi", "Cold brew; Kopi susu kekinian; Sirup racikan sendiri; Menu signature"),
    t("SRV", "Pelayanan Barista", "Komunikasi dengan pelanggan; Alur kerja bar; Kebersihan bar; Menangani jam sibuk"),
    t("GRN", "Green Bean Grading", "Standar mutu SNI; Menghitung defect; Kadar air; Pengemasan ekspor"),
    t("FRM", "Budidaya Kopi", "Pembibitan; Pemangkasan; Pemupukan organik; Peremajaan kebun"),
  ],
  programs: [
    { name: "Barista Profesional", kind: "Vokasi", summary: "Program barista 1 bulan dari manual brew hingga latte art, dilanjutkan magang kedai." },
    { name: "Roaster Bersertifikat", kind: "Vokasi", summary: "Menguasai sangrai kopi dengan mesin komersial dan kontrol mutu." },
    { name: "Petani Kopi Berdaya", kind: "CSR", summary: "Pendampingan petani untuk meningkatkan mutu dan harga jual kopi." },
    { name: "Wirausaha Kedai Kopi", kind: "Umum", summary: "Dari konsep hingga buka: perencanaan bisnis kedai kopi yang sehat." },
    { name: "Q Grader Preparation", kind: "Umum", summary: "Persiapan sertifikasi penguji cita rasa kopi internasional." },
    { name: "Kopi Goes to School", kind: "Sekolah", summary: "Kelas barista untuk siswa SMK jurusan tata boga dan perhotelan." },
    { name: "Desa Wisata Kopi", kind: "Pemerintah", summary: "Pengembangan desa wisata berbasis kebun dan kedai kopi." },
    { name: "Kopi untuk Korporasi", kind: "Korporasi", summary: "Team building dan kelas kopi untuk karyawan perusahaan." },
  ],
  competences: ["Barista", "Roasting", "Pascapanen", "Bisnis Kopi"],
  mentors: [
    { name: "Yudi Kurniawan", role: "Head Barista", company: "Kopi Temanggung", expertise: ["Manual Brew", "Latte Art", "Espresso"] },
    { name: "Ayu Kartika", role: "Q Grader", company: "Sekolah Kopi", expertise: ["Cupping", "Grading", "Sensori"] },
    { name: "Teguh Wibowo", role: "Roaster", company: "Sangrai Nusantara", expertise: ["Roasting", "Profil Sangrai", "Quality Control"] },
    { name: "Mbah Karto", role: "Petani Kopi", company: "Kebun Sindoro", expertise: ["Budidaya", "Pascapanen", "Kopi Arabika"] },
    { name: "Lina Marlina", role: "Pemilik Kedai", company: "Kedai Senja", expertise: ["Bisnis Kedai", "HPP", "Pemasaran"] },
    { name: "Bima Aditya", role: "Juara Latte Art Nasional", company: "Sekolah Kopi", expertise: ["Latte Art", "Steaming", "Kompetisi"] },
  ],
  courses: [course("mengenal-kopi-indonesia"), course("manual-brew-barista")],
};

const CREATIVE: TTheme = {
  programOf: [2, 0, 1, 0, 3, 2, 4, 0, 5, 4],
  key: "creative",
  audience: "kreator muda",
  topics: [
    t("DKV", "Desain Grafis", "Prinsip desain; Tipografi; Warna dan komposisi; Portofolio desain"),
    t("VID", "Produksi Video Pendek", "Menulis naskah; Teknik pengambilan gambar; Penyuntingan; Distribusi di media sosial"),
    t("FOT", "Fotografi Produk", "Pencahayaan; Komposisi; Penyuntingan foto; Katalog daring"),
    t("KNT", "Content Creator", "Riset audiens; Kalender konten; Produksi konten; Analitik"),
    t("JRN", "Jurnalisme Digital", "Kode etik jurnalistik; Reportase; Verifikasi fakta; Menulis berita daring"),
    t("ILU", "Ilustrasi Digital", "Sketsa; Pewarnaan digital; Karakter; Ilustrasi editorial"),
    t("ANM", "Animasi 2D", "Prinsip animasi; Storyboard; Animasi karakter; Rendering"),
    t("PDC", "Produksi Podcast", "Konsep acara; Perekaman suara; Penyuntingan audio; Publikasi"),
    t("BRD", "Branding UMKM", "Identitas merek; Logo; Kemasan; Media sosial merek"),
    t("MUS", "Produksi Musik Digital", "DAW dasar; Aransemen; Mixing; Mastering"),
  ],
  programs: [
    { name: "Akademi Kreator Muda", kind: "Vokasi", summary: "Program 3 bulan untuk menjadi kreator konten profesional." },
    { name: "Ekonomi Kreatif Daerah", kind: "Pemerintah", summary: "Pelatihan pelaku ekonomi kreatif bersama dinas pariwisata." },
    { name: "Sertifikasi Desainer Grafis", kind: "Vokasi", summary: "Persiapan uji kompetensi desain grafis berlisensi BNSP." },
    { name: "Jurnalis Muda", kind: "CSR", summary: "Pelatihan jurnalisme digital yang bertanggung jawab untuk pelajar." },
    { name: "Studio Kreatif Sekolah", kind: "Sekolah", summary: "Pendampingan ekstrakurikuler multimedia di sekolah mitra." },
    { name: "Branding untuk Korporasi", kind: "Korporasi", summary: "Pelatihan tim internal perusahaan dalam membangun merek." },
  ],
  competences: ["Desain", "Video dan Audio", "Media dan Jurnalistik", "Bisnis Kreatif"],
  mentors: [
    { name: "Gilang Ramadhan", role: "Art Director", company: "Studio Nusa", expertise: ["Desain Grafis", "Branding", "Tipografi"] },
    { name: "Anisa Rahma", role: "Video Producer", company: "Narasi", expertise: ["Produksi Video", "Naskah", "Penyuntingan"] },
    { name: "Kevin Santoso", role: "Fotografer Komersial", company: "Lensa Studio", expertise: ["Fotografi Produk", "Pencahayaan", "Retouch"] },
    { name: "Sekar Arum", role: "Jurnalis Senior", company: "Tempo", expertise: ["Jurnalisme", "Verifikasi Fakta", "Penulisan"] },
    { name: "Rangga Saputra", role: "Ilustrator", company: "Lepas", expertise: ["Ilustrasi", "Karakter", "Animasi"] },
    { name: "Tiara Paramita", role: "Content Strategist", company: "IDN Media", expertise: ["Konten", "Media Sosial", "Analitik"] },
  ],
  courses: [course("dasar-desain-grafis"), course("produksi-video-pendek")],
};

const DIGITAL: TTheme = {
  programOf: [3, 1, 2, 5, 0, 8, 1, 2, 6, 7, 4, 9],
  key: "digital",
  audience: "talenta digital",
  topics: [
    t("LDG", "Literasi Digital", "Keamanan akun; Etika bermedia sosial; Mengenali hoaks; Privasi data"),
    t("OFC", "Produktivitas Perkantoran", "Dokumen kolaboratif; Spreadsheet; Presentasi; Manajemen berkas di cloud"),
    t("DGM", "Digital Marketing", "Strategi pemasaran digital; SEO; Iklan berbayar; Email marketing"),
    t("SPR", "Analisis Data Spreadsheet", "Rumus dan fungsi; Pivot table; Visualisasi; Dashboard"),
    t("PRJ", "Manajemen Proyek Agile", "Scrum; Kanban; Perencanaan sprint; Retrospektif"),
    t("AI", "Kecerdasan Buatan untuk Kerja", "Mengenal AI generatif; Menulis prompt; AI untuk analisis; Etika AI"),
    t("CYB", "Keamanan Siber Dasar", "Ancaman umum; Kata sandi dan 2FA; Phishing; Respons insiden"),
    t("ECM", "E-commerce UMKM", "Membuka toko daring; Foto dan deskripsi produk; Logistik; Layanan pelanggan"),
    t("LDR", "Kepemimpinan Digital", "Transformasi digital; Memimpin tim hibrida; Pengambilan keputusan berbasis data; Manajemen perubahan"),
    t("PBL", "Public Speaking", "Menyusun materi; Bahasa tubuh; Presentasi daring; Menjawab pertanyaan"),
    t("NCD", "Membuat Aplikasi Tanpa Kode", "Logika aplikasi; Basis data sederhana; Formulir dan alur kerja; Publikasi aplikasi"),
    t("KEU", "Literasi Keuangan", "Anggaran pribadi; Menabung dan investasi; Keuangan usaha; Pajak dasar"),
  ],
  programs: [
    { name: "Transformasi Digital Korporasi", kind: "Korporasi", summary: "Program pengembangan SDM untuk mempercepat transformasi digital perusahaan." },
    { name: "Digital Talent ASN", kind: "Pemerintah", summary: "Peningkatan kapasitas aparatur sipil negara dalam layanan publik digital." },
    { name: "UMKM Naik Kelas", kind: "CSR", summary: "Pendampingan UMKM memasarkan produk secara daring." },
    { name: "Literasi Digital Sekolah", kind: "Sekolah", summary: "Pelatihan literasi digital untuk guru dan siswa." },
    { name: "Beasiswa Talenta Digital", kind: "CSR", summary: "Beasiswa pelatihan keterampilan digital untuk pemuda." },
    { name: "Akademi Data Pemerintah", kind: "Pemerintah", summary: "Pelatihan analisis data untuk perencanaan pembangunan daerah." },
    { name: "Leadership Bootcamp", kind: "Korporasi", summary: "Kepemimpinan di era digital untuk manajer tingkat menengah." },
    { name: "Kelas Karier Lulusan Baru", kind: "Umum", summary: "Bekal keterampilan kerja digital bagi lulusan baru." },
    { name: "AI untuk Semua", kind: "Umum", summary: "Pengenalan kecerdasan buatan yang praktis dan bertanggung jawab." },
    { name: "Kampus Merdeka Digital", kind: "Sekolah", summary: "Program studi independen bersertifikat untuk mahasiswa." },
  ],
  competences: ["Keterampilan Digital Dasar", "Bisnis Digital", "Data dan AI", "Kepemimpinan"],
  mentors: [
    {
      name: "Hana Safitri",
      role: "Digital Transformation Lead",
      company: "Telkomsel",
      expertise: ["Transformasi Digital", "Kepemimpinan", "Manajemen Perubahan"],
    },
    { name: "Irfan Maulana", role: "Digital Marketing Manager", company: "Shopee", expertise: ["SEO", "Iklan Digital", "Analitik"] },
    { name: "Ratih Purnamasari", role: "Data Analyst", company: "BPS", expertise: ["Spreadsheet", "Statistik", "Visualisasi Data"] },
    { name: "Eko Prasetyo", role: "Scrum Master", company: "Mandiri", expertise: ["Agile", "Scrum", "Manajemen Proyek"] },
    { name: "Nadia Putri", role: "AI Engineer", company: "Kata.ai", expertise: ["Kecerdasan Buatan", "Prompt", "Etika AI"] },
    { name: "Taufik Hidayat", role: "Cyber Security Analyst", company: "BSSN", expertise: ["Keamanan Siber", "Phishing", "Respons Insiden"] },
    { name: "Melati Suryani", role: "Pendamping UMKM", company: "Rumah Kreatif BUMN", expertise: ["E-commerce", "UMKM", "Literasi Keuangan"] },
    { name: "Galih Permadi", role: "Trainer Public Speaking", company: "Lepas", expertise: ["Public Speaking", "Presentasi", "Komunikasi"] },
  ],
  courses: [course("literasi-digital-pemula"), course("analisis-data-spreadsheet")],
};

export const THEMES = { coding: CODING, vocational: VOCATIONAL, exam: EXAM, coffee: COFFEE, creative: CREATIVE, digital: DIGITAL } as const;

const THEME_BY_LAYOUT: Record<string, keyof typeof THEMES> = {
  sekolahbeta: "coding",
  smkcoding: "coding",
  bootquiz: "coding",
  akselerasi: "coding",
  jda: "coding",
  komodo: "coding",
  pesilat: "vocational",
  "staging-pesilat": "vocational",
  umptn: "exam",
  sekolahkopi: "coffee",
  jongkreatif: "creative",
  ica: "creative",
  alkamedia: "creative",
};

/** The tenant's own content (src/seed/content/) as a theme, or the family theme it falls back to. */
export function themeFor(layout: string, product = "tunas"): TTheme {
  const own = tenantContent(layout, product);
  if (own) {
    return {
      key: contentOwner(layout, product),
      audience: own.audience,
      topics: own.topics,
      programs: own.programs,
      competences: own.competences,
      mentors: own.mentors,
      courses: own.courses.map((c) => course(c.slug)),
      programOf: own.topics.map((t) => t.program),
      defaultType: own.defaultType,
      own: { courseMentors: own.courses.map((c) => c.mentor) },
    };
  }
  return THEMES[THEME_BY_LAYOUT[layout] ?? "digital"];
}

/** The main tenants get full catalogues; the others a smaller one that still paginates. */
export function isMainCatalogTenant(layout: string, product: string): boolean {
  return ["sekolahbeta", "smkcoding", "pesilat", "demo", product].includes(layout);
}

export const CITIES: [string, string][] = [
  ["Yogyakarta", "DI Yogyakarta"],
  ["Semarang", "Jawa Tengah"],
  ["Malang", "Jawa Timur"],
  ["Bandung", "Jawa Barat"],
  ["Surabaya", "Jawa Timur"],
  ["Medan", "Sumatera Utara"],
  ["Makassar", "Sulawesi Selatan"],
  ["Denpasar", "Bali"],
  ["Palembang", "Sumatera Selatan"],
  ["Pontianak", "Kalimantan Barat"],
  ["Kupang", "Nusa Tenggara Timur"],
  ["Padang", "Sumatera Barat"],
  ["Banjarmasin", "Kalimantan Selatan"],
  ["Manado", "Sulawesi Utara"],
];
