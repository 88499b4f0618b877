import { html, type TTenantContent } from "../types.ts";

const sk = (s: string) => s.split(";").map((x) => x.trim()) as [string, string, string, string];

/** Aksara: a reading, writing and literacy-assessment platform for schools (students and teachers). */
export const AKSARA: TTenantContent = {
  audience: "siswa dan guru sekolah",
  defaultType: "online",
  programs: [
    {
      name: "Sekolah Literasi Aksara",
      kind: "Sekolah",
      summary: "Pendampingan satu tahun ajaran bagi sekolah yang ingin menjalankan gerakan literasi yang terukur.",
      description:
        "Sekolah mendapat akses Pojok Baca, Ruang Menulis dan Kuis Literasi untuk semua kelas, ditambah pendampingan bulanan bagi tim literasi sekolah untuk membaca laporan dan menyusun tindak lanjut.",
    },
    {
      name: "Guru Penggerak Literasi",
      kind: "Sekolah",
      summary: "Pelatihan guru semua mata pelajaran untuk mengajarkan membaca pemahaman di kelasnya.",
      description:
        "Guru IPA, IPS, matematika dan bahasa belajar strategi membaca yang bisa dipakai di mata pelajarannya masing-masing, lalu menerapkannya di kelas dengan umpan balik dari fasilitator.",
    },
    {
      name: "Klub Menulis Remaja",
      kind: "Umum",
      summary: "Komunitas menulis daring untuk pelajar SMP dan SMA dengan tantangan menulis bulanan.",
      description:
        "Anggota menulis cerita, puisi dan esai, saling memberi ulasan, dan karya terpilih diterbitkan dalam antologi digital Aksara setiap semester.",
    },
  ],
  competences: ["Membaca Pemahaman", "Menulis", "Asesmen Literasi"],
  topics: [
    {
      code: "BCA",
      name: "Membaca Pemahaman Kelas 4–6",
      program: 0,
      skills: sk("Menemukan ide pokok paragraf; Membaca teks informasi dan tabel; Membuat inferensi; Menceritakan kembali"),
      description:
        "Kelas membaca untuk siswa SD kelas 4–6: menemukan ide pokok, membaca tabel dan infografik, menebak makna dari petunjuk dalam teks, dan menceritakan kembali dengan kata-kata sendiri.",
    },
    {
      code: "AKM",
      name: "Literasi Membaca AKM untuk Guru",
      program: 1,
      skills: sk("Level kognitif soal AKM; Teks informasi dan teks fiksi; Menyusun soal HOTS; Membaca rapor pendidikan"),
      description:
        "Untuk guru SD dan SMP: mengenali tiga level kognitif soal literasi AKM, menyusun soal dari teks sendiri, dan membaca hasil rapor pendidikan sekolah untuk menentukan prioritas.",
    },
    {
      code: "CRP",
      name: "Menulis Cerpen untuk Remaja",
      program: 2,
      skills: sk("Menemukan ide dari keseharian; Tokoh dan konflik; Sudut pandang dan dialog; Menyunting naskah"),
      description:
        "Menulis cerita pendek dari pengalaman sehari-hari: membangun tokoh yang hidup, konflik yang jelas, dialog yang wajar, lalu menyunting naskah sebelum dikirim ke antologi Aksara.",
    },
    {
      code: "ESA",
      name: "Esai Argumentatif SMA",
      program: 2,
      skills: sk("Merumuskan tesis; Menyusun argumen dan bukti; Menanggapi pendapat lain; Kutipan dan daftar pustaka"),
      description:
        "Menulis esai yang meyakinkan untuk tugas sekolah dan lomba: tesis satu kalimat, argumen yang didukung data, menanggapi pendapat berbeda, dan cara mengutip sumber dengan jujur.",
    },
    {
      code: "BKU",
      name: "Klub Buku di Kelas",
      program: 0,
      skills: sk("Memilih buku sesuai jenjang; Jurnal membaca; Diskusi dengan pertanyaan terbuka; Presentasi buku"),
      description:
        "Panduan guru dan pustakawan menjalankan klub buku: memilih bacaan berjenjang, jurnal membaca siswa, memandu diskusi dengan pertanyaan terbuka, dan presentasi buku di akhir bulan.",
    },
    {
      code: "LSN",
      name: "Literasi Sains: Membaca Grafik dan Data",
      program: 1,
      skills: sk("Membaca grafik batang dan garis; Membedakan fakta dan opini; Menilai sumber informasi; Menulis laporan pengamatan"),
      description:
        "Membaca teks sains dengan kritis: menafsirkan grafik, membedakan hasil penelitian dari opini, menilai apakah sumber bisa dipercaya, dan menulis laporan pengamatan yang jelas.",
    },
  ],
  mentors: [
    {
      name: "Rahmi Hidayati",
      role: "Fasilitator Literasi",
      company: "Aksara",
      expertise: ["Membaca Pemahaman", "Pembelajaran SD", "Asesmen Literasi"],
      teaches: ["BCA", "AKM"],
      bio: "Rahmi mengajar di SD selama lima belas tahun sebelum bergabung dengan Aksara. Ia melatih guru membaca hasil asesmen literasi dan menyusun kegiatan membaca yang sesuai dengan kemampuan siswa.",
    },
    {
      name: "Yusuf Arifin",
      role: "Penulis Cerita Anak dan Remaja",
      company: "Penerbit Mizan",
      expertise: ["Menulis Cerpen", "Penyuntingan", "Sastra Remaja"],
      teaches: ["CRP", "ESA"],
      bio: "Yusuf telah menerbitkan delapan buku cerita remaja. Di Aksara ia membimbing Klub Menulis Remaja dan memberi ulasan langsung pada naskah peserta.",
    },
    {
      name: "Dian Puspitasari",
      role: "Pustakawan Sekolah",
      company: "SMP Negeri 5 Yogyakarta",
      expertise: ["Klub Buku", "Bacaan Berjenjang", "Perpustakaan Sekolah"],
      teaches: ["BKU"],
      bio: "Dian menghidupkan perpustakaan sekolahnya dengan klub buku yang kini diikuti seratus siswa. Ia berbagi cara memilih bacaan dan memandu diskusi yang membuat siswa mau membaca.",
    },
    {
      name: "Arif Budiman",
      role: "Guru IPA dan Peneliti Pendidikan",
      company: "Universitas Negeri Yogyakarta",
      expertise: ["Literasi Sains", "Membaca Grafik", "Penelitian Tindakan Kelas"],
      teaches: ["LSN", "AKM"],
      bio: "Arif meneliti cara siswa SMP membaca grafik dan teks sains. Kelasnya membantu guru IPA memakai bacaan sains sebagai latihan literasi.",
    },
  ],
  courses: [{ slug: "membaca-pemahaman", mentor: "Rahmi Hidayati" }],
  posts: [
    {
      kind: "article",
      slug: "lima-belas-menit-membaca-yang-benar-benar-berdampak",
      title: "Lima Belas Menit Membaca yang Benar-Benar Berdampak",
      summary: "Kegiatan membaca 15 menit sebelum pelajaran sering berakhir sebagai formalitas. Tiga perubahan kecil membuatnya terasa hasilnya.",
      author: "Rahmi Hidayati",
      category: "pendidikan",
      tags: ["gerakan literasi sekolah", "membaca", "guru"],
      date: "2025-03-03T02:00:00Z",
      html: html(
        "Hampir setiap sekolah menjalankan kegiatan membaca 15 menit sebelum pelajaran. Namun di banyak kelas, kegiatan itu berubah menjadi waktu hening tanpa tujuan: siswa membuka buku yang sama berminggu-minggu tanpa benar-benar membaca.",
        "<h2>1. Bacaan yang sesuai kemampuan</h2>",
        "Siswa yang membaca buku terlalu sulit akan berhenti di halaman kedua. Gunakan level bacaan di Pojok Baca Aksara atau uji lima jari: bila dalam satu halaman ada lebih dari lima kata yang tidak dipahami, pilih buku yang lebih mudah.",
        "<h2>2. Satu kalimat setelah membaca</h2>",
        "Minta siswa menulis satu kalimat di jurnal membaca: apa yang terjadi atau apa yang baru ia ketahui. Kalimat itu menjadi bukti pemahaman, bukan sekadar tanda sudah membaca.",
        "<h2>3. Guru ikut membaca</h2>",
        "Siswa meniru apa yang dilihat. Guru yang membaca bukunya sendiri selama 15 menit itu memberi pesan yang lebih kuat daripada teguran.",
      ),
    },
    {
      kind: "article",
      slug: "membaca-hasil-asesmen-literasi-sekolah",
      title: "Membaca Hasil Asesmen Literasi: Dari Angka ke Tindakan di Kelas",
      summary: "Rapor pendidikan menunjukkan proporsi siswa di setiap tingkat kemampuan literasi. Begini cara menerjemahkannya menjadi rencana kelas.",
      author: "Arif Budiman",
      category: "pendidikan",
      tags: ["akm", "asesmen", "rapor pendidikan"],
      date: "2024-12-02T02:00:00Z",
      html: html(
        "Hasil asesmen literasi sekolah tidak menunjukkan nilai per siswa, tetapi sebaran kemampuan: berapa persen siswa berada di tingkat perlu intervensi khusus, dasar, cakap, dan mahir.",
        "<h2>Lihat yang paling bawah dulu</h2>",
        "Bila lebih dari seperempat siswa berada di tingkat perlu intervensi khusus, prioritasnya adalah kelancaran membaca dan kosakata, bukan soal HOTS.",
        "<h2>Pilih satu kompetensi per semester</h2>",
        'Misalnya "menemukan informasi tersurat dalam teks informasi". Semua guru, termasuk guru IPA dan IPS, melatih kompetensi itu di pelajarannya sepekan sekali.',
        "<h2>Ukur dengan kuis pendek</h2>",
        "Kuis Literasi Aksara memberi laporan per kelas setiap bulan, sehingga sekolah tidak perlu menunggu asesmen tahun berikutnya untuk tahu apakah strateginya berhasil.",
      ),
    },
    {
      kind: "blog",
      slug: "antologi-klub-menulis-remaja-semester-ganjil",
      title: "Antologi Klub Menulis Remaja Semester Ganjil Terbit",
      summary: "Dua puluh cerpen dan esai terpilih dari anggota Klub Menulis Remaja Aksara kini bisa dibaca di Pojok Baca.",
      author: "Yusuf Arifin",
      category: "kabar-program",
      tags: ["klub menulis", "antologi"],
      date: "2025-01-27T02:00:00Z",
      html: html(
        "Semester ini 312 pelajar mengirim naskah ke tantangan menulis bulanan. Dua puluh karya terpilih setelah dua putaran ulasan: ulasan sesama anggota, lalu penyuntingan bersama mentor.",
        "Temanya beragam: pasar pagi yang tergusur, nenek yang belajar memakai ponsel, sampai esai tentang jam sekolah yang terlalu pagi. Yang menyatukan mereka adalah kejujuran melihat hal-hal di sekitar.",
        "<blockquote>Tulisan yang baik jarang lahir di draf pertama. Yang membedakan penulis adalah kemauan untuk merevisi.</blockquote>",
      ),
    },
    {
      kind: "news",
      slug: "aksara-hadir-di-120-sekolah-diy",
      title: "Aksara Kini Dipakai 120 Sekolah di DIY dan Jawa Tengah",
      summary: "Pemakaian Pojok Baca dan Kuis Literasi bertambah setelah program pendampingan bersama dinas pendidikan.",
      author: "Tim Aksara",
      category: "kabar-program",
      tags: ["sekolah mitra"],
      date: "2025-03-10T02:00:00Z",
      html: html(
        "Sejak awal tahun ajaran, 120 SD dan SMP di DIY dan Jawa Tengah memakai Aksara untuk kegiatan literasi. Siswa di sekolah mitra membaca rata-rata sembilan buku digital per bulan, dan 46 sekolah sudah memakai laporan Kuis Literasi untuk rapat guru.",
        "Pendaftaran sekolah mitra untuk semester berikutnya dibuka hingga akhir April.",
      ),
    },
  ],
  events: [
    {
      kind: "event",
      slug: "temu-guru-literasi-2027",
      title: "Temu Guru Literasi Aksara 2027",
      summary: "Satu hari berbagi praktik baik literasi kelas: klub buku, jurnal membaca, dan memakai hasil asesmen.",
      description: html(
        "Guru dan pustakawan dari sekolah mitra Aksara berbagi apa yang berhasil (dan yang tidak) di kelas mereka. Setiap sesi diawali contoh nyata dari kelas, lalu lokakarya kecil untuk menyesuaikannya ke sekolah peserta.",
        "Gratis bagi guru sekolah mitra; guru umum dapat mendaftar dengan kuota terbatas.",
      ),
      startsAt: "2027-07-10T01:00:00Z",
      endsAt: "2027-07-10T08:00:00Z",
      location: "Perpustakaan Grhatama Pustaka, Yogyakarta",
      mode: "hybrid",
      speakers: [
        ["Rahmi Hidayati", "Fasilitator literasi Aksara, mantan guru SD.", true],
        ["Dian Puspitasari", "Pustakawan sekolah dan penggerak klub buku.", true],
        ["Perwakilan Balai Bahasa DIY", "Bacaan berjenjang untuk sekolah.", false],
      ],
      activities: [
        ["Lokakarya Jurnal Membaca", "Merancang jurnal membaca untuk kelas masing-masing."],
        ["Pameran Pojok Baca", "Contoh pojok baca kelas dari sekolah mitra."],
      ],
    },
    {
      kind: "program",
      slug: "tantangan-menulis-bulan-bahasa",
      title: "Tantangan Menulis Bulan Bahasa",
      summary: "Satu bulan, empat tantangan menulis pendek untuk pelajar SMP dan SMA.",
      description: html(
        "Setiap pekan diumumkan satu tantangan di Ruang Menulis Aksara: deskripsi tempat, dialog, surat, dan cerita 500 kata. Mentor memberi ulasan pada karya terpilih setiap Jumat.",
      ),
      startsAt: "2027-10-01T01:00:00Z",
      endsAt: "2027-10-31T10:00:00Z",
      location: "Daring (Ruang Menulis Aksara)",
      mode: "online",
      speakers: [["Yusuf Arifin", "Penulis cerita remaja dan mentor Klub Menulis.", true]],
      activities: [["Ulasan Jumat", "Mentor membahas karya terpilih secara langsung."]],
    },
  ],
};
