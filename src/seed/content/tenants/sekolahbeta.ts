import { POSTS_ID } from "../../content-posts-data.ts";
import { html, type TTenantContent } from "../types.ts";

const sk = (s: string) => s.split(";").map((x) => x.trim()) as [string, string, string, string];

/** Sekolah Beta: an intensive, project-based coding bootcamp in Yogyakarta for career switchers. */
export const SEKOLAHBETA: TTenantContent = {
  audience: "calon developer dan peserta alih karier",
  programs: [
    {
      name: "Bootcamp Fullstack JavaScript",
      kind: "Vokasi",
      summary: "Bootcamp 16 minggu untuk menjadi fullstack developer siap kerja dengan proyek nyata.",
      description:
        "Empat fase: dasar web, React, backend Node.js dan PostgreSQL, lalu proyek tim untuk klien sungguhan. Setiap peserta didampingi satu mentor untuk lima orang dan mengikuti demo day di akhir program.",
    },
    {
      name: "Kelas Karyawan Web Developer",
      kind: "Korporasi",
      summary: "Program malam hari bagi karyawan yang ingin beralih karier ke pengembangan web.",
      description: "Tiga malam per minggu selama enam bulan, daring, dengan sesi review kode mingguan. Materi sama dengan bootcamp, tempo lebih longgar.",
    },
    {
      name: "Coding Goes to School",
      kind: "Sekolah",
      summary: "Pendampingan guru dan siswa SMA/SMK di Yogyakarta agar mampu membangun aplikasi sendiri.",
      description:
        "Mentor Sekolah Beta datang ke sekolah mitra dua kali sebulan, mendampingi guru informatika menjalankan proyek kelas dari ide hingga aplikasi yang dipakai sekolah.",
    },
    {
      name: "Beasiswa Developer Perempuan",
      kind: "CSR",
      summary: "Beasiswa penuh bootcamp untuk perempuan yang ingin memulai karier sebagai developer.",
      description: "Biaya bootcamp ditanggung mitra CSR, ditambah laptop pinjaman dan tunjangan internet. Seleksi melalui tes logika dan wawancara motivasi.",
    },
    {
      name: "Mobile Developer Academy",
      kind: "Vokasi",
      summary: "Belajar membangun aplikasi Android dan iOS dengan Flutter dari nol.",
      description: "Dua belas minggu Flutter, dari widget pertama sampai aplikasi yang terbit di Play Store atas nama peserta.",
    },
    {
      name: "Data Analyst Track",
      kind: "Umum",
      summary: "Jalur belajar analisis data: SQL, Python, visualisasi dan storytelling.",
      description: "Jalur sepuluh minggu dengan data terbuka pemerintah daerah; proyek akhir berupa laporan insight yang dipresentasikan kepada praktisi.",
    },
    {
      name: "Magang Bersertifikat Software House",
      kind: "Vokasi",
      summary: "Magang terbimbing tiga bulan di software house mitra di Yogyakarta.",
      description:
        "Alumni bootcamp bekerja di tim produk mitra dengan mentor dari perusahaan dan dari Sekolah Beta; sertifikat mencantumkan proyek yang dikerjakan.",
    },
    {
      name: "Kelas Guru Informatika",
      kind: "Sekolah",
      summary: "Pelatihan guru informatika untuk mengajar pemrograman dengan metode proyek.",
      description: "Guru mempelajari materi yang akan diajarkan sekaligus cara menilai proyek siswa dengan rubrik.",
    },
    {
      name: "Digital Talent Pemerintah Daerah",
      kind: "Pemerintah",
      summary: "Pelatihan developer untuk ASN dinas kominfo kabupaten dan kota di DIY.",
      description:
        "ASN bagian TI belajar merawat dan mengembangkan aplikasi layanan publik milik daerahnya sendiri, dengan proyek yang langsung dipakai dinas.",
    },
    {
      name: "Kelas Akhir Pekan QA dan DevOps",
      kind: "Umum",
      summary: "Sabtu–Minggu selama delapan minggu untuk developer yang ingin mendalami pengujian dan deploy.",
      description:
        "Untuk developer yang sudah bekerja: otomasi uji, pipeline CI/CD, dan keamanan aplikasi, dengan tugas yang diterapkan di proyek kantor peserta.",
    },
  ],
  competences: ["Pengembangan Web", "Pengembangan Mobile", "Data dan Analitik", "Rekayasa Perangkat Lunak"],
  topics: [
    {
      code: "WEB",
      name: "Pemrograman Web",
      program: 0,
      skills: sk("HTML semantik dan aksesibilitas; CSS, Flexbox dan Grid untuk tata letak responsif; JavaScript modern dan DOM; Deploy situs ke hosting"),
      description:
        "Membangun situs dari nol: HTML yang bisa dibaca pembaca layar, tata letak responsif dengan Flexbox dan Grid, interaksi dengan JavaScript, dan situs yang benar-benar online di akhir kelas.",
      advanced:
        "Setelah bisa membuat halaman statis: formulir dengan validasi, komponen yang dapat dipakai ulang, kinerja halaman (Lighthouse), dan deploy otomatis dari GitHub.",
    },
    {
      code: "JS",
      name: "JavaScript Modern",
      program: 0,
      skills: sk("Sintaks ES2023 dan modul; Asynchronous: Promise dan async/await; Mengolah data dengan array method; Pengujian dengan Vitest"),
      description: "JavaScript yang dipakai di tempat kerja hari ini: modul ES, async/await, map/filter/reduce, dan menulis tes pertama dengan Vitest.",
      advanced: "Pola yang membuat kode besar tetap rapi: closure, iterator, penanganan galat asinkron, dan TypeScript dasar untuk proyek yang sudah berjalan.",
    },
    {
      code: "RCT",
      name: "React untuk Frontend",
      program: 0,
      skills: sk("Komponen, props dan state; Hooks dan efek samping; Routing dan pengambilan data; Membangun dashboard siap produksi"),
      description:
        "Membangun antarmuka dengan React: memecah halaman menjadi komponen, mengelola state, mengambil data, dan menyusun dashboard admin untuk proyek akhir.",
      advanced: "React untuk aplikasi yang dipakai ribuan orang: loader dan action React Router, optimasi render, pengujian komponen, dan aksesibilitas.",
    },
    {
      code: "NODE",
      name: "Backend dengan Node.js",
      program: 0,
      skills: sk("HTTP dan REST API; Validasi input dan penanganan galat; Basis data PostgreSQL; Autentikasi dan otorisasi"),
      description:
        "Menulis REST API dengan Node.js dan PostgreSQL: rute, validasi input dengan Zod, query yang aman dari SQL injection, dan login berbasis sesi.",
      advanced: "Backend siap produksi: transaksi basis data, antrean pekerjaan, rate limit, log terstruktur, dan deploy dengan Docker.",
    },
    {
      code: "MOB",
      name: "Aplikasi Mobile Flutter",
      program: 4,
      skills: sk("Dasar Dart; Widget dan tata letak; State management; Publikasi ke Play Store"),
      description:
        "Membuat aplikasi Android dan iOS dengan Flutter: dasar Dart, widget dan tata letak, mengambil data dari API, lalu menerbitkan aplikasi ke Play Store.",
      advanced: "Flutter tingkat lanjut: arsitektur dengan Riverpod, penyimpanan luring, notifikasi push, dan pengujian widget.",
    },
    {
      code: "PY",
      name: "Python untuk Pemula",
      program: 5,
      skills: sk("Variabel, tipe data dan percabangan; Perulangan dan fungsi; Berkas dan modul; Proyek otomasi sederhana"),
      description:
        "Bahasa pertama yang ramah pemula: variabel, percabangan, perulangan dan fungsi, lalu skrip yang merapikan ratusan berkas atau membaca spreadsheet secara otomatis.",
      advanced:
        "Python untuk otomasi kerja: membaca dan menulis Excel, mengambil data dari API, menjadwalkan skrip, dan mengemasnya sebagai alat baris perintah.",
    },
    {
      code: "DATA",
      name: "Analisis Data",
      program: 5,
      skills: sk("Spreadsheet dan SQL dasar; Pandas untuk olah data; Visualisasi dengan Matplotlib; Menyusun laporan insight"),
      description:
        "Dari pertanyaan ke jawaban: SQL untuk mengambil data, pandas untuk membersihkan dan menggabungkan, grafik yang jujur, dan laporan yang bisa dibaca manajer.",
      advanced: "Analisis lanjutan: uji A/B, segmentasi pelanggan, dashboard interaktif, dan menjelaskan ketidakpastian hasil kepada pengambil keputusan.",
    },
    {
      code: "UIX",
      name: "Desain UI/UX",
      program: 0,
      skills: sk("Riset pengguna; Wireframe dan alur; Prototipe di Figma; Uji kegunaan"),
      description:
        "Merancang aplikasi yang mudah dipakai: wawancara pengguna, alur dan wireframe, prototipe Figma, dan uji kegunaan dengan lima pengguna nyata.",
      advanced: "Design system untuk tim: komponen Figma dengan varian, token warna dan tipografi, dokumentasi, dan serah terima yang rapi ke developer.",
    },
    {
      code: "GIT",
      name: "Git dan Kolaborasi Tim",
      program: 6,
      skills: sk("Commit dan branch; Pull request dan code review; Alur kerja GitHub; Menangani konflik merge"),
      description:
        "Bekerja dalam tim developer: commit yang bermakna, branch per fitur, pull request yang mudah direview, dan menyelesaikan konflik merge tanpa panik.",
      advanced: "Git untuk tim yang tumbuh: rebase interaktif, bisect untuk mencari bug, aturan proteksi branch, dan rilis dengan tag serta changelog.",
    },
    {
      code: "DEV",
      name: "DevOps dan Cloud",
      program: 6,
      skills: sk("Linux dan shell; Docker dan container; CI/CD otomatis; Monitoring layanan"),
      description:
        "Membawa aplikasi dari laptop ke server: perintah Linux, Docker, pipeline CI/CD di GitHub Actions, dan memantau layanan yang sudah berjalan.",
      advanced: "Infrastruktur sebagai kode dengan Terraform, orkestrasi container, dan menyusun runbook untuk insiden.",
    },
    {
      code: "SEC",
      name: "Keamanan Aplikasi Web",
      program: 6,
      skills: sk("OWASP Top 10; Validasi dan sanitasi input; Manajemen sesi yang aman; Uji penetrasi dasar"),
      description: "Celah yang paling sering ditemukan di aplikasi web dan cara menutupnya: injeksi, XSS, sesi yang bocor, dan kontrol akses yang lupa dicek.",
      advanced: "Mengamankan aplikasi yang sudah berjalan: threat modeling, pemindaian dependensi, header keamanan, dan menulis laporan temuan untuk tim.",
    },
    {
      code: "QA",
      name: "Software Testing",
      program: 6,
      skills: sk("Jenis-jenis pengujian; Unit test dan integrasi; Uji end-to-end di browser; Laporan bug yang baik"),
      description:
        "Menjadi QA engineer: merancang skenario uji, menulis unit dan integration test, uji end-to-end dengan Playwright, dan laporan bug yang langsung bisa ditindaklanjuti.",
      advanced: "Strategi pengujian untuk tim: piramida tes, tes yang stabil di CI, uji kinerja sederhana, dan metrik kualitas rilis.",
    },
  ],
  mentors: [
    {
      name: "Rizky Pratama",
      role: "Senior Frontend Engineer",
      company: "Tokopedia",
      expertise: ["React", "TypeScript", "Aksesibilitas"],
      teaches: ["WEB", "RCT"],
      bio: "Rizky membangun halaman produk yang dibuka jutaan orang setiap hari. Di Sekolah Beta ia mengajar pemrograman web dan React, dan terkenal teliti soal aksesibilitas di setiap review kode.",
    },
    {
      name: "Dewi Lestari",
      role: "Backend Engineer",
      company: "Gojek",
      expertise: ["Node.js", "PostgreSQL", "Arsitektur API"],
      teaches: ["JS", "NODE"],
      bio: "Dewi merancang API pembayaran yang menangani ribuan transaksi per detik. Ia mengajar JavaScript modern dan backend Node.js dengan studi kasus dari sistem nyata.",
    },
    {
      name: "Andi Saputra",
      role: "Mobile Developer",
      company: "Traveloka",
      expertise: ["Flutter", "Kotlin", "UI Mobile"],
      teaches: ["MOB", "GIT"],
      bio: "Andi menulis aplikasi mobile sejak era Android 4 dan kini memimpin tim Flutter. Ia juga mengajar kolaborasi Git karena percaya kebiasaan tim lebih penting daripada framework.",
    },
    {
      name: "Siti Rahmawati",
      role: "Data Scientist",
      company: "Bank Jago",
      expertise: ["Python", "SQL", "Machine Learning"],
      teaches: ["PY", "DATA"],
      bio: "Siti membangun model risiko kredit dan dashboard manajemen. Ia mengajar Python dan analisis data dengan data terbuka dari pemerintah daerah.",
    },
    {
      name: "Bayu Nugroho",
      role: "DevOps Engineer",
      company: "Bukalapak",
      expertise: ["Docker", "Kubernetes", "CI/CD"],
      teaches: ["DEV"],
      bio: "Bayu mengelola ratusan layanan di cloud. Kelas DevOps-nya dimulai dari terminal Linux dan berakhir dengan pipeline deploy milik peserta sendiri.",
    },
    {
      name: "Putri Maharani",
      role: "Product Designer",
      company: "Ruangguru",
      expertise: ["Figma", "Riset Pengguna", "Design System"],
      teaches: ["UIX"],
      bio: "Putri merancang aplikasi belajar untuk jutaan siswa. Ia mengajar desain UI/UX dengan riset pengguna sungguhan, bukan sekadar membuat tampilan yang cantik.",
    },
    {
      name: "Fajar Hidayat",
      role: "QA Lead",
      company: "Blibli",
      expertise: ["Playwright", "Otomasi Uji", "Kualitas Perangkat Lunak"],
      teaches: ["QA"],
      bio: "Fajar memimpin tim QA yang menjaga rilis mingguan tetap aman. Ia mengajar pengujian dari skenario manual hingga otomasi dengan Playwright.",
    },
    {
      name: "Nurul Aini",
      role: "Security Engineer",
      company: "BSSN",
      expertise: ["Keamanan Web", "OWASP", "Pentest"],
      teaches: ["SEC"],
      bio: "Nurul menangani insiden keamanan di instansi pemerintah. Di kelasnya peserta menyerang aplikasi latihan lalu memperbaikinya sendiri.",
    },
  ],
  courses: [
    { slug: "javascript-dasar", mentor: "Dewi Lestari" },
    { slug: "react-produksi", mentor: "Rizky Pratama" },
  ],
  posts: POSTS_ID,
  events: [
    {
      kind: "event",
      slug: "festival-talenta-digital-2027",
      title: "Demo Day dan Festival Talenta Digital Sekolah Beta 2027",
      summary: "Lulusan bootcamp memamerkan proyek akhir di depan perekrut, ditambah lokakarya dan bursa kerja software house Yogyakarta.",
      description: html(
        "Setiap akhir angkatan, tim proyek bootcamp Sekolah Beta mempresentasikan aplikasi yang mereka bangun untuk klien sungguhan: UMKM, sekolah, dan komunitas di Yogyakarta. Perekrut dari software house mitra hadir untuk menilai dan mewawancarai.",
        "Hari kedua berisi lokakarya terbuka dan bursa kerja. Masuk gratis dengan pendaftaran; kursi lokakarya terbatas.",
      ),
      startsAt: "2027-08-14T01:00:00Z",
      endsAt: "2027-08-15T10:00:00Z",
      location: "Jogja Expo Center, Yogyakarta",
      mode: "hybrid",
      speakers: [
        ["Rizky Pratama", "Senior frontend engineer dan mentor React.", true],
        ["Dewi Lestari", "Backend engineer dan mentor Node.js.", true],
        ["Maya Anggraini", "Alumni angkatan pertama, kini memimpin tim data di startup agritek.", false],
      ],
      activities: [
        ["Demo Day Proyek Akhir", "Dua belas tim mempresentasikan aplikasi untuk klien mereka."],
        ["Lokakarya Testing dengan Playwright", "Tiga jam menulis uji end-to-end pertama Anda."],
        ["Bursa Kerja Software House", "Wawancara langsung dengan perekrut perusahaan mitra."],
      ],
      sponsors: true,
    },
    {
      kind: "program",
      slug: "kelas-percobaan-bootcamp",
      title: "Kelas Percobaan Bootcamp Gratis",
      summary: "Satu sore merasakan format bootcamp: materi singkat, pair programming, dan review kode.",
      description: html(
        "Untuk calon peserta yang ragu: ikuti satu sesi bootcamp sungguhan dan bangun halaman profil pertama Anda bersama mentor. Bawa laptop.",
      ),
      startsAt: "2027-07-24T07:00:00Z",
      endsAt: "2027-07-24T10:00:00Z",
      location: "Kampus Sekolah Beta, Yogyakarta",
      mode: "offline",
      speakers: [["Rizky Pratama", "Mentor pemrograman web.", true]],
      activities: [["Pair Programming", "Berpasangan menulis halaman HTML dan CSS pertama."]],
    },
  ],
};
