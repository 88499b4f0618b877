import { html, mentor, topic, type TTenantContent } from "../types.ts";

/** Inovasi untuk Bangsa: incubation of youth-led social and technology innovation. */
export const INOVASIUNTUKBANGSA: TTenantContent = {
  audience: "inovator muda dan tim proyek sosial",
  defaultType: "hybrid",
  programs: [
    {
      name: "Inkubasi Inovasi Sosial",
      kind: "CSR",
      summary: "Enam bulan pendampingan tim muda yang membangun solusi untuk masalah di daerahnya.",
      description: "Tim mendapat hibah awal, mentor bidang, dan akses ke pemerintah daerah untuk menguji solusinya bersama warga.",
    },
    {
      name: "Kompetisi Gagasan Muda",
      kind: "Umum",
      summary: "Kompetisi tahunan gagasan inovasi untuk kesehatan, pendidikan, lingkungan dan ekonomi desa.",
      description: "Lima puluh gagasan terbaik mengikuti bootcamp tiga hari sebelum penjurian final.",
    },
  ],
  competences: ["Desain Solusi", "Pengukuran Dampak", "Kemitraan"],
  topics: [
    topic(
      "DTH",
      "Design Thinking untuk Masalah Daerah",
      0,
      "Empati dan wawancara warga; Merumuskan masalah; Ide dan prototipe; Uji bersama warga",
      "Memahami masalah langsung dari warga, merumuskannya dengan tepat, lalu membuat dan menguji prototipe solusi bersama mereka.",
    ),
    topic(
      "DMP",
      "Mengukur Dampak Sosial",
      0,
      "Teori perubahan; Indikator; Data dasar; Laporan dampak",
      "Menyusun teori perubahan dan indikator yang jujur, mengumpulkan data dasar, dan menulis laporan dampak untuk pemberi dana.",
    ),
    topic(
      "PIT",
      "Pitching untuk Pendanaan",
      1,
      "Struktur pitch; Cerita dan data; Anggaran; Menjawab juri",
      "Menyampaikan gagasan dalam lima menit kepada juri dan calon mitra: masalah, solusi, bukti, anggaran, dan permintaan yang jelas.",
    ),
    topic(
      "KMT",
      "Bermitra dengan Pemerintah Daerah",
      0,
      "Memahami perencanaan daerah; Mencari mitra dinas; Nota kesepahaman; Keberlanjutan program",
      "Cara tim inovasi bekerja sama dengan pemerintah daerah agar solusi tidak berhenti setelah hibah habis.",
    ),
  ],
  mentors: [
    mentor(
      "Bayu Anggara",
      "Direktur Program Inovasi",
      "Inovasi untuk Bangsa",
      ["Design Thinking", "Inovasi Sosial", "Kemitraan"],
      ["DTH", "KMT"],
      "Bayu mendampingi lebih dari 80 tim inovasi sosial, dari aplikasi posyandu hingga bank sampah desa.",
    ),
    mentor(
      "Rosa Manurung",
      "Evaluator Dampak",
      "Lembaga Riset Independen",
      ["Evaluasi Dampak", "Teori Perubahan", "Survei"],
      ["DMP"],
      "Rosa mengevaluasi program pembangunan untuk lembaga internasional dan mengajar tim muda mengukur dampak dengan sederhana.",
    ),
    mentor(
      "Kartika Sari",
      "Investor Dampak",
      "Dana Ventura Sosial",
      ["Pitching", "Pendanaan", "Model Bisnis Sosial"],
      ["PIT"],
      "Kartika menilai ratusan pitch setiap tahun dan membantu tim menyusun permintaan pendanaan yang masuk akal.",
    ),
  ],
  courses: [
    { slug: "analisis-data-spreadsheet", mentor: "Rosa Manurung" },
    { slug: "literasi-digital-pemula", mentor: "Bayu Anggara" },
  ],
  posts: [
    {
      kind: "article",
      slug: "teori-perubahan-dalam-satu-halaman",
      title: "Teori Perubahan dalam Satu Halaman",
      summary: "Pemberi dana ingin tahu bagaimana kegiatan Anda menghasilkan perubahan. Satu halaman cukup bila alurnya jelas.",
      author: "Rosa Manurung",
      category: "pendidikan",
      tags: ["dampak", "teori perubahan"],
      date: "2025-02-26T02:00:00Z",
      html: html(
        "Tuliskan dari kanan ke kiri: perubahan jangka panjang yang diinginkan, hasil antara yang harus terjadi dulu, keluaran kegiatan, lalu kegiatannya.",
        "Contoh tim bank sampah: kegiatan pelatihan pemilahan → 300 rumah memilah sampah → sampah ke TPA turun 20% → sungai desa lebih bersih. Setiap panah adalah asumsi yang perlu dibuktikan dengan data.",
      ),
    },
    {
      kind: "news",
      slug: "dua-puluh-tim-masuk-inkubasi-2025",
      title: "Dua Puluh Tim Muda Masuk Inkubasi Inovasi Sosial 2025",
      summary: "Tim terpilih menggarap masalah air bersih, gizi anak, sampah dan akses sekolah di 14 provinsi.",
      author: "Tim Inovasi untuk Bangsa",
      category: "kabar-program",
      tags: ["inkubasi", "tim terpilih"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "Dua puluh tim dari 14 provinsi terpilih mengikuti inkubasi tahun ini. Masalah yang paling banyak digarap adalah gizi anak dan pengelolaan sampah desa.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "final-kompetisi-gagasan-muda-2027",
      title: "Final Kompetisi Gagasan Muda 2027",
      summary: "Sepuluh tim finalis mempresentasikan inovasi sosial di depan juri dan mitra pemerintah daerah.",
      description: html("Finalis mempresentasikan gagasan yang sudah diuji bersama warga. Tiga tim terbaik mendapat hibah dan tempat di program inkubasi."),
      startsAt: "2027-09-25T02:00:00Z",
      endsAt: "2027-09-25T09:00:00Z",
      location: "Jakarta",
      mode: "hybrid",
      speakers: [
        ["Bayu Anggara", "Direktur program inovasi.", true],
        ["Kartika Sari", "Investor dampak, juri.", true],
      ],
      activities: [
        ["Presentasi Finalis", "Lima menit per tim dan tanya jawab juri."],
        ["Pameran Prototipe", "Prototipe solusi para finalis."],
      ],
      sponsors: true,
    },
  ],
};

/** Di Aksara: family literacy (the Aksara brand for parents and children at home). */
export const DIAKSARA: TTenantContent = {
  audience: "orang tua dan anak di rumah",
  defaultType: "online",
  programs: [
    {
      name: "Keluarga Membaca",
      kind: "Umum",
      summary: "Program membaca bersama di rumah untuk orang tua dan anak usia 3–10 tahun.",
      description: "Setiap pekan keluarga menerima satu bacaan, panduan pertanyaan untuk orang tua, dan satu kegiatan sederhana setelah membaca.",
    },
    {
      name: "Pojok Baca Kampung",
      kind: "CSR",
      summary: "Pojok baca di rumah warga dengan buku anak dan relawan pembaca.",
      description: "Relawan membacakan buku dua kali sepekan dan meminjamkan buku untuk dibaca di rumah.",
    },
  ],
  competences: ["Literasi Keluarga", "Membaca Nyaring"],
  topics: [
    topic(
      "NYR",
      "Membaca Nyaring untuk Orang Tua",
      0,
      "Memilih buku sesuai usia; Suara dan ekspresi; Bertanya sambil membaca; Rutinitas sebelum tidur",
      "Orang tua belajar membacakan buku dengan ekspresi, mengajak anak bertanya, dan membangun rutinitas membaca sebelum tidur.",
    ),
    topic(
      "PRA",
      "Pramembaca untuk Anak Usia Dini",
      0,
      "Mengenal bunyi huruf; Permainan kata; Buku bergambar; Menulis nama sendiri",
      "Kegiatan bermain sebelum anak belajar membaca: bunyi huruf, permainan kata, buku bergambar, dan menulis nama sendiri.",
    ),
    topic(
      "DNG",
      "Mendongeng dengan Cerita Daerah",
      1,
      "Memilih cerita rakyat; Mengadaptasi untuk anak; Alat peraga; Mendongeng di pojok baca",
      "Untuk relawan dan orang tua: menceritakan kembali cerita rakyat daerah dengan bahasa anak dan alat peraga sederhana.",
    ),
    topic(
      "GWI",
      "Gawai dan Bacaan Digital di Rumah",
      0,
      "Memilih aplikasi baca; Waktu layar; Membaca bersama di layar; Keamanan anak",
      "Memakai gawai untuk membaca, bukan hanya menonton: memilih aplikasi bacaan, mengatur waktu layar, dan membaca bersama di layar.",
    ),
  ],
  mentors: [
    mentor(
      "Rahmi Hidayati",
      "Fasilitator Literasi",
      "Aksara",
      ["Literasi Keluarga", "Membaca Nyaring", "Pendidikan Anak"],
      ["NYR", "PRA"],
      "Rahmi fasilitator literasi Aksara yang juga memandu kelas membaca nyaring bagi orang tua di Di Aksara.",
    ),
    mentor(
      "Wening Pratiwi",
      "Pendongeng",
      "Kampung Dongeng Yogyakarta",
      ["Mendongeng", "Cerita Rakyat", "Alat Peraga"],
      ["DNG"],
      "Wening mendongeng di kampung-kampung Yogyakarta sejak 2012 dan melatih relawan pojok baca.",
    ),
    mentor(
      "Ratna Dewi",
      "Psikolog Anak",
      "Biro Psikologi Tumbuh",
      ["Pengasuhan Digital", "Perkembangan Anak", "Waktu Layar"],
      ["GWI"],
      "Ratna membantu keluarga menyusun aturan gawai dan memilih bacaan digital yang sesuai usia anak.",
    ),
  ],
  courses: [{ slug: "membaca-pemahaman", mentor: "Rahmi Hidayati" }],
  posts: [
    {
      kind: "article",
      slug: "membaca-nyaring-sepuluh-menit-sebelum-tidur",
      title: "Membaca Nyaring Sepuluh Menit Sebelum Tidur",
      summary: "Sepuluh menit membaca bersama setiap malam membangun kosakata dan kedekatan. Begini memulainya.",
      author: "Rahmi Hidayati",
      category: "pendidikan",
      tags: ["membaca nyaring", "orang tua"],
      date: "2025-02-16T02:00:00Z",
      html: html(
        "Pilih buku bergambar yang ceritanya pendek. Duduk berdampingan sehingga anak bisa melihat gambar, dan biarkan ia membalik halaman.",
        'Berhentilah sesekali untuk bertanya, "Menurutmu, apa yang akan terjadi?" Tidak apa-apa membaca buku yang sama berulang kali; anak yang meminta buku favoritnya sedang belajar.',
        "Yang terpenting adalah rutinitasnya: sepuluh menit setiap malam lebih berarti daripada satu jam di akhir pekan.",
      ),
    },
    {
      kind: "news",
      slug: "pojok-baca-kampung-ke-25",
      title: "Pojok Baca Kampung ke-25 Dibuka di Bantul",
      summary: "Pojok baca baru di rumah warga Bantul menyediakan 300 buku anak dan relawan pembaca dua kali sepekan.",
      author: "Tim Di Aksara",
      category: "kabar-program",
      tags: ["pojok baca"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "Di Aksara membuka pojok baca kampung ke-25 di Bantul. Setiap Selasa dan Jumat sore, relawan membacakan buku dan meminjamkan buku untuk dibaca bersama keluarga di rumah.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "festival-dongeng-keluarga-2027",
      title: "Festival Dongeng Keluarga 2027",
      summary: "Dongeng cerita daerah, lapak buku anak, dan kelas membaca nyaring untuk orang tua.",
      description: html(
        "Sehari bersama keluarga: pentas dongeng cerita rakyat dari berbagai daerah, lapak tukar buku anak, dan kelas singkat membaca nyaring untuk orang tua.",
      ),
      startsAt: "2027-07-24T01:00:00Z",
      endsAt: "2027-07-24T06:00:00Z",
      location: "Taman Pintar, Yogyakarta",
      mode: "offline",
      speakers: [
        ["Wening Pratiwi", "Pendongeng Kampung Dongeng Yogyakarta.", true],
        ["Rahmi Hidayati", "Fasilitator literasi.", true],
      ],
      activities: [
        ["Pentas Dongeng", "Cerita rakyat dengan alat peraga."],
        ["Tukar Buku Anak", "Bawa satu buku, bawa pulang satu buku."],
      ],
    },
  ],
};
