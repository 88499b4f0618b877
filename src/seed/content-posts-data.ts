/**
 * Demo posts, podcasts and categories. `{name}` and `{city}` are replaced per tenant. Indonesian for
 * every tenant; English for tenants whose setting language is "en" (asean-foundation).
 */
export interface TPostSeed {
  kind: "article" | "news" | "blog";
  slug: string;
  title: string;
  summary: string;
  author: string;
  category: string;
  tags: string[];
  /** ISO date (WIB morning) */
  date: string;
  html: string;
}

export const CATEGORIES_ID = [
  { slug: "karier", name: "Karier", description: "Tips membangun karier di bidang teknologi dan industri kreatif." },
  { slug: "teknologi", name: "Teknologi", description: "Pembahasan praktis seputar pemrograman, data dan perangkat digital." },
  { slug: "pendidikan", name: "Pendidikan", description: "Cerita dan gagasan tentang cara belajar yang efektif." },
  { slug: "kabar-program", name: "Kabar Program", description: "Pengumuman dan kabar terbaru dari program kami." },
];
export const CATEGORIES_EN = [
  { slug: "careers", name: "Careers", description: "Practical advice for building a career in the digital economy." },
  { slug: "technology", name: "Technology", description: "Hands-on notes on programming, data and digital tools." },
  { slug: "education", name: "Education", description: "Ideas on how young people learn best." },
  { slug: "programme-news", name: "Programme News", description: "Announcements and updates from the programme." },
];

const p = (...paras: string[]) => paras.map((x) => (x.startsWith("<") ? x : `<p>${x}</p>`)).join("\n");

export const POSTS_ID: TPostSeed[] = [
  {
    kind: "article",
    slug: "menyusun-portofolio-developer-pemula",
    title: "Menyusun Portofolio Developer Pemula yang Dilirik Perekrut",
    summary: "Portofolio yang baik tidak harus berisi puluhan proyek. Tiga proyek yang dikerjakan tuntas dan dijelaskan dengan jelas jauh lebih meyakinkan.",
    author: "Rizky Pratama",
    category: "karier",
    tags: ["portofolio", "karier", "pemula"],
    date: "2025-03-04T02:00:00Z",
    html: p(
      "Banyak peserta {name} bertanya berapa banyak proyek yang perlu ditampilkan sebelum melamar kerja pertama. Jawabannya lebih sedikit dari yang dibayangkan: perekrut biasanya hanya membuka dua atau tiga proyek teratas, dan mereka membaca cara Anda menjelaskan masalah, bukan jumlah baris kode.",
      "<h2>Pilih proyek yang menyelesaikan masalah nyata</h2>",
      "Aplikasi pencatat keuangan warung, sistem antrean puskesmas, atau katalog produk UMKM di sekitar Anda adalah contoh proyek yang langsung dipahami orang. Tuliskan siapa penggunanya, apa masalahnya, dan keputusan teknis apa yang Anda ambil.",
      "<h2>Tulis README seperti laporan singkat</h2>",
      'Sertakan tangkapan layar, cara menjalankan proyek, dan bagian "yang akan saya perbaiki". Bagian terakhir ini menunjukkan kedewasaan berpikir yang dicari tim engineering.',
      "<ul><li>Satu kalimat tujuan proyek</li><li>Teknologi yang dipakai dan alasannya</li><li>Tautan demo yang masih hidup</li><li>Catatan pengujian</li></ul>",
      "Terakhir, rawat akun GitHub Anda: commit kecil yang rutin lebih meyakinkan daripada satu unggahan besar di malam sebelum melamar.",
    ),
  },
  {
    kind: "article",
    slug: "belajar-javascript-30-hari",
    title: "Rencana Belajar JavaScript 30 Hari untuk Pemula",
    summary: "Jadwal belajar harian yang realistis: satu jam sehari, empat minggu, dan satu proyek kecil di akhir setiap minggu.",
    author: "Dewi Lestari",
    category: "teknologi",
    tags: ["javascript", "pemrograman", "rencana belajar"],
    date: "2025-02-18T02:00:00Z",
    html: p(
      "JavaScript adalah bahasa yang dipakai hampir semua situs web. Kabar baiknya, dasar-dasarnya bisa dikuasai dalam sebulan bila Anda belajar konsisten. Berikut rencana yang kami pakai di kelas persiapan {name}.",
      "<h2>Minggu 1: variabel, tipe data, dan percabangan</h2>",
      "Mulailah dari konsol peramban. Tulis program kecil seperti kalkulator diskon dan pengecek tahun kabisat. Tujuannya membiasakan diri membaca pesan galat.",
      "<h2>Minggu 2: fungsi dan array</h2>",
      "Latih map, filter, dan reduce dengan data nyata, misalnya daftar nilai siswa. Di akhir minggu, buat aplikasi daftar belanja sederhana.",
      "<h2>Minggu 3: DOM dan event</h2>",
      "Hubungkan kode Anda dengan halaman: tombol, formulir, dan validasi input. Proyek minggu ini adalah kuis pilihan ganda.",
      "<h2>Minggu 4: fetch dan asinkron</h2>",
      "Ambil data dari API publik dan tampilkan sebagai kartu. Setelah 30 hari, Anda siap masuk ke kerangka kerja seperti React atau Vue.",
    ),
  },
  {
    kind: "blog",
    slug: "cerita-alumni-dari-kasir-ke-qa-engineer",
    title: "Cerita Alumni: Dari Kasir Minimarket Menjadi QA Engineer",
    summary: "Sari belajar pengujian perangkat lunak di sela sif kerja. Delapan bulan kemudian ia diterima sebagai QA engineer di perusahaan logistik.",
    author: "Tim Redaksi {name}",
    category: "karier",
    tags: ["alumni", "qa", "cerita"],
    date: "2025-01-27T02:00:00Z",
    html: p(
      "Sari bekerja sebagai kasir di {city} ketika pertama kali mendaftar kelas malam di {name}. Ia memilih jalur quality assurance karena terbiasa teliti menghitung uang kembalian dan mencatat selisih stok.",
      '"Saya belajar dua jam setiap malam setelah sif selesai. Yang paling membantu adalah mentor yang mau memeriksa laporan bug saya satu per satu," katanya.',
      "<h2>Belajar dari kebiasaan sehari-hari</h2>",
      "Di kelas, Sari menulis skenario uji untuk aplikasi kasir yang ia kenal luar kepala. Portofolio itu yang kemudian dibahas panjang saat wawancara.",
      "<blockquote>Jangan menunggu merasa siap. Mulai dari hal yang sudah Anda pahami, lalu tambah sedikit demi sedikit.</blockquote>",
      "Kini Sari menguji aplikasi pelacakan paket yang dipakai ribuan kurir setiap hari, dan sesekali kembali ke {name} sebagai mentor tamu.",
    ),
  },
  {
    kind: "article",
    slug: "mengenal-git-untuk-kerja-tim",
    title: "Mengenal Git untuk Kerja Tim: Branch, Pull Request, dan Review",
    summary: "Alur kerja Git sederhana yang dipakai tim kecil agar kode tidak saling menimpa dan setiap perubahan bisa ditelusuri.",
    author: "Andi Saputra",
    category: "teknologi",
    tags: ["git", "kolaborasi", "tim"],
    date: "2024-12-10T02:00:00Z",
    html: p(
      "Git bukan hanya alat menyimpan kode. Di tim, Git adalah cara berkomunikasi: setiap branch menjelaskan pekerjaan yang sedang berjalan, dan setiap pull request adalah undangan untuk berdiskusi.",
      "<h2>Satu fitur, satu branch</h2>",
      "Beri nama branch sesuai pekerjaannya, misalnya <code>fitur/form-pendaftaran</code>. Branch yang kecil lebih cepat direview dan lebih jarang bentrok.",
      "<h2>Pull request yang mudah dibaca</h2>",
      "Tulis ringkasan perubahan, cara mengujinya, dan tangkapan layar bila ada perubahan tampilan. Reviewer akan berterima kasih.",
      "<h2>Review dengan sopan dan spesifik</h2>",
      "Komentari kode, bukan orangnya. Sertakan alasan dan, bila bisa, contoh perbaikan. Budaya review yang sehat membuat semua anggota tim tumbuh.",
      'Materi lengkapnya tersedia di modul kolaborasi <a href="https://git-scm.com/book/id/v2">Pro Git edisi bahasa Indonesia</a>.',
    ),
  },
  {
    kind: "blog",
    slug: "tips-belajar-efektif-sambil-bekerja",
    title: "Lima Tips Belajar Efektif Sambil Tetap Bekerja",
    summary: "Belajar keterampilan baru sambil bekerja penuh waktu itu mungkin, asalkan jadwalnya realistis dan targetnya kecil.",
    author: "Nurul Hidayah",
    category: "pendidikan",
    tags: ["produktivitas", "belajar"],
    date: "2024-11-19T02:00:00Z",
    html: p(
      "Sebagian besar peserta {name} belajar sambil bekerja atau kuliah. Dari pengalaman mendampingi mereka, ada lima kebiasaan yang paling sering membedakan peserta yang lulus tepat waktu.",
      '<ol><li><strong>Jadwal tetap.</strong> Tiga sesi satu jam di hari yang sama setiap minggu lebih baik daripada maraton akhir pekan.</li><li><strong>Target kecil.</strong> "Selesaikan bab 3" lebih mudah dicapai daripada "kuasai backend".</li><li><strong>Catat pertanyaan.</strong> Bawa ke sesi mentoring agar waktu bersama mentor terpakai maksimal.</li><li><strong>Belajar bersama.</strong> Kelompok belajar menjaga semangat saat materi mulai sulit.</li><li><strong>Istirahat cukup.</strong> Otak yang lelah sulit menyimpan hal baru.</li></ol>',
      "Pilih satu kebiasaan untuk dimulai minggu ini, lalu tambahkan yang lain setelah terasa ringan.",
    ),
  },
  {
    kind: "article",
    slug: "dasar-analisis-data-dengan-spreadsheet",
    title: "Dasar Analisis Data dengan Spreadsheet Sebelum Belajar Python",
    summary: "Sebelum menulis kode, pahami cara berpikir analis data lewat tabel pivot, filter, dan grafik sederhana.",
    author: "Yoga Permana",
    category: "teknologi",
    tags: ["data", "spreadsheet", "analisis"],
    date: "2024-10-08T02:00:00Z",
    html: p(
      "Analisis data dimulai dari pertanyaan, bukan dari alat. Spreadsheet adalah tempat terbaik untuk melatih cara berpikir itu karena setiap langkahnya terlihat.",
      "<h2>Bersihkan data lebih dulu</h2>",
      "Samakan format tanggal, hapus baris ganda, dan beri nama kolom yang jelas. Delapan puluh persen pekerjaan analis ada di tahap ini.",
      "<h2>Tabel pivot untuk menjawab pertanyaan</h2>",
      "Misalnya: di kecamatan mana pendaftar pelatihan paling banyak? Tabel pivot menjawabnya dalam hitungan detik.",
      "<h2>Grafik yang jujur</h2>",
      "Mulai sumbu dari nol, beri judul yang menjelaskan temuan, dan hindari efek tiga dimensi. Setelah terbiasa, berpindah ke Python dan pandas akan terasa alami.",
    ),
  },
  {
    kind: "blog",
    slug: "hari-pertama-di-kelas-intensif",
    title: "Catatan Mentor: Apa yang Terjadi di Hari Pertama Kelas Intensif",
    summary: "Dari perkenalan, kontrak belajar, sampai program pertama yang berjalan: gambaran hari pertama di kelas intensif kami.",
    author: "Bima Aditya",
    category: "pendidikan",
    tags: ["kelas", "mentor"],
    date: "2024-09-16T02:00:00Z",
    html: p(
      "Hari pertama kelas intensif di {name} selalu dimulai dengan pertanyaan sederhana: mengapa Anda ada di sini? Jawaban peserta menjadi pegangan kami selama beberapa minggu ke depan.",
      "Setelah perkenalan, kami menyusun kontrak belajar bersama: jam hadir, cara bertanya, dan cara memberi masukan. Kontrak ini ditempel di kanal diskusi kelas.",
      "<h2>Program pertama sebelum makan siang</h2>",
      'Kami sengaja membuat setiap peserta menjalankan program pertamanya sebelum istirahat. Rasa "ternyata saya bisa" adalah bahan bakar yang penting.',
      "Sore harinya peserta dibagi ke kelompok kecil dengan satu mentor pendamping. Kelompok inilah yang akan saling menjaga sampai hari kelulusan.",
    ),
  },
  {
    kind: "article",
    slug: "keamanan-akun-digital-untuk-pelajar",
    title: "Keamanan Akun Digital untuk Pelajar: Kata Sandi dan Verifikasi Dua Langkah",
    summary: "Langkah sederhana melindungi akun belajar, email, dan media sosial dari pembajakan.",
    author: "Fajar Nugroho",
    category: "teknologi",
    tags: ["keamanan", "literasi digital"],
    date: "2024-08-05T02:00:00Z",
    html: p(
      "Akun yang dibajak bukan hanya merepotkan; data pribadi dan riwayat belajar bisa disalahgunakan. Tiga kebiasaan berikut mencegah sebagian besar kasus.",
      "<ul><li>Gunakan kata sandi panjang berupa kalimat, berbeda untuk setiap layanan.</li><li>Aktifkan verifikasi dua langkah di email utama Anda.</li><li>Jangan pernah membagikan kode OTP, termasuk kepada orang yang mengaku petugas.</li></ul>",
      'Panduan resmi tentang keamanan siber untuk masyarakat juga tersedia di situs <a href="https://www.bssn.go.id">Badan Siber dan Sandi Negara</a>.',
    ),
  },
  {
    kind: "news",
    slug: "pendaftaran-angkatan-baru-dibuka",
    title: "Pendaftaran Angkatan Baru {name} Resmi Dibuka",
    summary: "Pendaftaran angkatan baru dibuka hingga akhir bulan dengan kuota terbatas dan beasiswa bagi peserta berprestasi.",
    author: "Humas {name}",
    category: "kabar-program",
    tags: ["pendaftaran", "angkatan baru"],
    date: "2025-03-10T02:00:00Z",
    html: p(
      "{name} membuka pendaftaran angkatan baru untuk program pelatihan unggulan. Pendaftaran dilakukan secara daring dan seleksi berlangsung dalam dua tahap: tes logika dasar dan wawancara motivasi.",
      "Kuota setiap kelas dibatasi agar setiap peserta mendapat pendampingan mentor yang cukup. Peserta dengan nilai seleksi terbaik berkesempatan memperoleh beasiswa penuh.",
      "<h2>Jadwal penting</h2>",
      "<ul><li>Pendaftaran: 10–31 Maret 2025</li><li>Tes seleksi: 3 April 2025</li><li>Pengumuman: 10 April 2025</li><li>Kelas perdana: 21 April 2025</li></ul>",
      "Informasi lebih lanjut dapat ditanyakan melalui kanal kontak resmi kami.",
    ),
  },
  {
    kind: "news",
    slug: "kerja-sama-dengan-pemerintah-daerah",
    title: "{name} Jalin Kerja Sama Pelatihan Digital dengan Pemerintah Daerah",
    summary: "Nota kesepahaman ditandatangani untuk melatih 500 pemuda dan aparatur desa dalam keterampilan digital sepanjang tahun ini.",
    author: "Humas {name}",
    category: "kabar-program",
    tags: ["kerja sama", "pemerintah"],
    date: "2025-02-05T02:00:00Z",
    html: p(
      "{name} dan pemerintah daerah di {city} menandatangani nota kesepahaman program pelatihan digital. Program menyasar 500 peserta yang terdiri dari pemuda pencari kerja dan aparatur desa.",
      "Materi pelatihan meliputi administrasi perkantoran digital, pemasaran daring untuk produk desa, serta dasar pengolahan data untuk perencanaan pembangunan.",
      '"Kami ingin keterampilan yang diajarkan langsung terpakai di kantor desa dan usaha warga," ujar perwakilan pemerintah daerah dalam sambutannya.',
      "Pelatihan dimulai bulan depan dan berlangsung di balai latihan kerja serta secara daring.",
    ),
  },
  {
    kind: "news",
    slug: "wisuda-angkatan-kelima",
    title: "120 Peserta Lulus pada Wisuda Angkatan Kelima",
    summary: "Sebanyak 120 peserta menyelesaikan program dan 68 di antaranya telah menerima tawaran kerja sebelum wisuda.",
    author: "Humas {name}",
    category: "kabar-program",
    tags: ["wisuda", "alumni"],
    date: "2024-12-20T02:00:00Z",
    html: p(
      "Sebanyak 120 peserta angkatan kelima {name} resmi lulus dalam acara wisuda yang digelar di {city}. Acara dihadiri mitra industri, orang tua peserta, dan para mentor.",
      "Dari seluruh lulusan, 68 peserta telah menerima tawaran kerja atau magang sebelum hari wisuda. Sisanya mengikuti program penyaluran kerja selama tiga bulan setelah kelulusan.",
      "Penghargaan lulusan terbaik diberikan kepada tiga peserta dengan proyek akhir berupa aplikasi pencatatan stok UMKM, sistem informasi posyandu, dan dasbor data pertanian.",
    ),
  },
  {
    kind: "news",
    slug: "peluncuran-kelas-daring-gratis",
    title: "Peluncuran Kelas Daring Gratis untuk Siswa SMK",
    summary: "Kelas daring gratis dengan materi dasar pemrograman dan literasi digital kini terbuka untuk siswa SMK di seluruh Indonesia.",
    author: "Humas {name}",
    category: "kabar-program",
    tags: ["kelas gratis", "smk"],
    date: "2024-11-02T02:00:00Z",
    html: p(
      "{name} meluncurkan kelas daring gratis untuk siswa SMK. Materi dapat diakses kapan saja dan dilengkapi kuis di setiap bab.",
      "Guru pendamping dapat memantau kemajuan siswanya melalui dasbor kelas. Sekolah yang mendaftarkan lebih dari 30 siswa mendapatkan sesi mentoring daring bulanan.",
    ),
  },
];

export const POSTS_EN: TPostSeed[] = [
  {
    kind: "article",
    slug: "first-steps-into-digital-careers",
    title: "First Steps into a Digital Career for ASEAN Youth",
    summary: "Digital jobs are open to young people from every background. Here is how to choose a first skill and build proof of it.",
    author: "Programme Team",
    category: "careers",
    tags: ["careers", "youth"],
    date: "2025-03-04T02:00:00Z",
    html: p(
      "Across ASEAN, employers report that they cannot find enough people with basic digital skills. The good news is that the first step is smaller than most young people think.",
      "<h2>Pick one skill and go deep</h2>",
      "Choose between data literacy, digital marketing or web basics. Commit to eight weeks of steady practice rather than sampling everything at once.",
      "<h2>Build proof, not certificates</h2>",
      "A short project for a local business or community group shows employers more than a stack of certificates. Write down the problem, what you did, and what changed.",
    ),
  },
  {
    kind: "article",
    slug: "data-literacy-for-everyone",
    title: "Data Literacy for Everyone: Reading Charts with a Critical Eye",
    summary: "Charts shape decisions. Learn three questions to ask before trusting any graph you see online.",
    author: "Programme Team",
    category: "technology",
    tags: ["data", "literacy"],
    date: "2025-01-21T02:00:00Z",
    html: p(
      "Data literacy is the ability to read, question and communicate with data. It is as important for a village leader as for a software engineer.",
      "<ol><li>Where does the data come from, and who collected it?</li><li>Does the axis start at zero, and is the scale honest?</li><li>What is missing from the picture?</li></ol>",
      "Our free modules walk through real public datasets from ASEAN member states, so learners practise on numbers that matter to them.",
    ),
  },
  {
    kind: "blog",
    slug: "learning-circles-that-work",
    title: "Learning Circles That Work: Notes from Our Facilitators",
    summary: "Small peer groups keep learners going when the material gets hard. Our facilitators share what makes a circle succeed.",
    author: "Facilitator Network",
    category: "education",
    tags: ["peer learning", "facilitation"],
    date: "2024-11-12T02:00:00Z",
    html: p(
      "Learning circles of five to eight people meet weekly, online or in person, to work through the same module. Completion rates in circles are consistently higher than for learners studying alone.",
      "The best circles agree on a fixed meeting time, rotate the role of host, and end every session with one concrete goal for the week ahead.",
    ),
  },
  {
    kind: "news",
    slug: "new-cohort-opens",
    title: "Applications Open for the New Digital Skills Cohort",
    summary: "Young people aged 18 to 30 from all ten ASEAN member states can apply for the next free cohort.",
    author: "Programme Office",
    category: "programme-news",
    tags: ["cohort", "applications"],
    date: "2025-03-10T02:00:00Z",
    html: p(
      "Applications are now open for the next cohort of the {name}. The programme is free and delivered online, with local learning circles in partner cities.",
      "<ul><li>Applications close: 31 March 2025</li><li>Selection results: 14 April 2025</li><li>Programme starts: 5 May 2025</li></ul>",
    ),
  },
  {
    kind: "news",
    slug: "regional-youth-summit-recap",
    title: "Regional Youth Summit Brings Together 300 Young Innovators",
    summary: "Participants from across the region presented community projects built during the programme.",
    author: "Programme Office",
    category: "programme-news",
    tags: ["summit", "innovation"],
    date: "2024-12-02T02:00:00Z",
    html: p(
      "Three hundred young innovators gathered in {city} for the regional youth summit. Teams presented projects ranging from flood early-warning dashboards to online shops for women-led cooperatives.",
      "Ten teams received seed grants and mentoring to grow their projects in 2025.",
    ),
  },
];

export interface TPodcastSeed {
  slug: string;
  title: string;
  summary: string;
  host: string;
  guests: string[];
  category: string;
  durationSec: number;
  date: string;
  html: string;
}

export const PODCASTS_ID: TPodcastSeed[] = [
  {
    slug: "ngobrol-karier-pindah-jalur-ke-teknologi",
    title: "Ngobrol Karier: Pindah Jalur ke Teknologi di Usia 30-an",
    summary: "Dua alumni berbagi pengalaman beralih karier dari perbankan dan pendidikan ke dunia teknologi.",
    host: "Rizky Pratama",
    guests: ["Maya Anggraini", "Hendra Wijaya"],
    category: "karier",
    durationSec: 2460,
    date: "2025-03-01T12:00:00Z",
    html: p(
      "Di episode ini kami membahas ketakutan terbesar saat pindah jalur karier, cara menyiapkan tabungan transisi, dan bagaimana menjelaskan pengalaman lama sebagai kekuatan saat wawancara.",
      "<ul><li>00:00 Pembukaan</li><li>00:08 Maya: dari bank ke pemrograman</li><li>00:16 Penutup</li></ul>",
    ),
  },
  {
    slug: "mentor-bicara-cara-memberi-umpan-balik",
    title: "Mentor Bicara: Cara Memberi Umpan Balik yang Membangun",
    summary: "Mentor senior membahas seni memberi masukan pada kode dan presentasi peserta tanpa mematahkan semangat.",
    host: "Dewi Lestari",
    guests: ["Bima Aditya"],
    category: "pendidikan",
    durationSec: 1980,
    date: "2025-01-25T12:00:00Z",
    html: p(
      'Umpan balik yang baik itu spesifik, tepat waktu, dan berfokus pada pekerjaan. Bima berbagi format "yang sudah baik, yang bisa lebih baik, langkah berikutnya" yang ia pakai di setiap sesi review.',
    ),
  },
  {
    slug: "teknologi-untuk-umkm",
    title: "Teknologi untuk UMKM: Mulai dari Pencatatan",
    summary: "Mengapa digitalisasi UMKM sebaiknya dimulai dari pencatatan keuangan, bukan dari media sosial.",
    host: "Nurul Hidayah",
    guests: ["Agus Salim"],
    category: "teknologi",
    durationSec: 2220,
    date: "2024-12-14T12:00:00Z",
    html: p("Agus, pendamping UMKM di {city}, menjelaskan bahwa usaha yang rapi pencatatannya lebih mudah mendapat modal dan lebih siap berjualan daring."),
  },
  {
    slug: "belajar-di-era-kecerdasan-buatan",
    title: "Belajar di Era Kecerdasan Buatan: Teman atau Jalan Pintas?",
    summary: "Diskusi jujur tentang memakai asisten AI saat belajar pemrograman tanpa kehilangan pemahaman dasar.",
    host: "Rizky Pratama",
    guests: ["Laras Kusuma"],
    category: "teknologi",
    durationSec: 2700,
    date: "2024-11-09T12:00:00Z",
    html: p(
      "Laras, pengajar ilmu komputer, membagikan aturan sederhana di kelasnya: boleh bertanya kepada AI, tetapi jawabannya harus bisa dijelaskan ulang dengan kata-kata sendiri.",
    ),
  },
];

export const PODCASTS_EN: TPodcastSeed[] = [
  {
    slug: "voices-of-asean-youth",
    title: "Voices of ASEAN Youth: Building Skills Close to Home",
    summary: "Three alumni from Viet Nam, the Philippines and Indonesia talk about learning digital skills without leaving their hometowns.",
    host: "Programme Team",
    guests: ["Linh Nguyen", "Paolo Santos", "Ayu Rahmawati"],
    category: "careers",
    durationSec: 2340,
    date: "2025-02-15T12:00:00Z",
    html: p("Our guests share how online learning and local circles helped them find remote work and start community projects."),
  },
  {
    slug: "teaching-data-in-villages",
    title: "Teaching Data Skills in Villages",
    summary: "A facilitator explains how she runs data-literacy sessions with farmers and village officials.",
    host: "Programme Team",
    guests: ["Sokha Chan"],
    category: "education",
    durationSec: 1860,
    date: "2024-12-07T12:00:00Z",
    html: p("Sokha uses harvest records and rainfall data that participants already know, so every chart answers a question they care about."),
  },
];
