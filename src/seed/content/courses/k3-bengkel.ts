import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Pesilat's free course: occupational safety and health (K3) in the workshop. */

const QUIZ_DASAR: TQuizSeed = {
  slug: "kuis-dasar-k3",
  title: "Kuis: Dasar K3",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Dalam piramida kecelakaan Heinrich, untuk setiap satu kecelakaan berat terdapat sekitar…",
      options: ["3 nyaris celaka", "29 cedera ringan dan 300 kejadian nyaris celaka", "10 cedera ringan", "Tidak ada hubungannya"],
      answer: 1,
      explanation: "Perbandingan 1 : 29 : 300 menunjukkan bahwa kecelakaan berat didahului banyak kejadian kecil. Mencatat nyaris celaka mencegah yang berat.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Undang-undang yang menjadi dasar keselamatan kerja di Indonesia adalah…",
      options: ["UU No. 1 Tahun 1970", "UU No. 13 Tahun 2003 saja", "UU No. 22 Tahun 2009", "Tidak ada undang-undangnya"],
      answer: 0,
      explanation: "UU No. 1 Tahun 1970 tentang Keselamatan Kerja mengatur kewajiban pengusaha dan hak serta kewajiban tenaga kerja.",
    },
    {
      kind: "multiple_choice",
      id: "q3",
      prompt: "Urutan 5R yang benar adalah…",
      options: [
        "Rapi, Ringkas, Resik, Rawat, Rajin",
        "Ringkas, Rapi, Resik, Rawat, Rajin",
        "Resik, Rapi, Rajin, Rawat, Ringkas",
        "Rajin, Rawat, Resik, Rapi, Ringkas",
      ],
      answer: 1,
      explanation: "Ringkas (singkirkan yang tidak perlu), Rapi (tata tempatnya), Resik (bersihkan), Rawat (standarkan), Rajin (biasakan).",
    },
    {
      kind: "short_answer",
      id: "q4",
      prompt: "Kejadian yang hampir menimbulkan cedera tetapi tidak terjadi disebut … (dua kata)",
      accept: ["nyaris celaka", "near miss", "hampir celaka"],
      explanation: "Nyaris celaka (near miss) wajib dilaporkan karena menunjukkan bahaya yang belum dikendalikan.",
    },
  ],
};

const QUIZ_APD: TQuizSeed = {
  slug: "kuis-alat-pelindung-diri",
  title: "Kuis: Alat Pelindung Diri",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Dalam hierarki pengendalian bahaya, APD berada di urutan…",
      options: ["Pertama", "Kedua", "Terakhir", "Tidak termasuk"],
      answer: 2,
      explanation: "Eliminasi, substitusi, rekayasa teknik dan administrasi didahulukan; APD adalah perlindungan terakhir.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Saat menggerinda, APD yang wajib dipakai adalah…",
      options: [
        "Sarung tangan kain saja",
        "Kacamata pengaman atau pelindung wajah, pelindung telinga, sepatu safety",
        "Masker kain saja",
        "Tidak perlu APD untuk pekerjaan singkat",
      ],
      answer: 1,
      explanation: "Gerinda melontarkan serpihan dan berisik; mata, telinga dan kaki harus terlindung berapa pun lamanya pekerjaan.",
    },
    {
      kind: "multiple_choice",
      id: "q3",
      prompt: "Mengapa sarung tangan tidak boleh dipakai saat mengoperasikan mesin bor duduk?",
      options: ["Agar tangan tidak kotor", "Sarung tangan bisa tergulung mata bor dan menarik tangan", "Supaya lebih cepat", "Sarung tangan mahal"],
      answer: 1,
      explanation: "Bagian yang berputar dapat menjerat sarung tangan dan menarik tangan operator ke mesin.",
    },
  ],
};

const QUIZ_BAHAYA: TQuizSeed = {
  slug: "kuis-bahaya-di-bengkel",
  title: "Kuis: Bahaya di Bengkel",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "APAR jenis apa yang tepat untuk kebakaran bensin (kelas B)?",
      options: ["Air", "Powder kimia kering atau busa", "Pasir basah", "Kain basah"],
      answer: 1,
      explanation: "Air menyebarkan bensin yang terbakar. Powder (dry chemical) dan busa memutus reaksi dan menutup permukaan bahan bakar.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Sebelum memperbaiki kabel starter, langkah pertama adalah…",
      options: ["Melepas terminal negatif aki", "Melepas terminal positif aki", "Menyalakan mesin", "Membuka tutup radiator"],
      answer: 0,
      explanation: "Melepas terminal negatif lebih dulu memutus rangkaian massa, sehingga kunci yang menyentuh bodi tidak menimbulkan hubungan pendek.",
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: "Dokumen yang menjelaskan bahaya dan cara aman menangani sebuah bahan kimia disingkat … (tiga huruf)",
      accept: ["SDS", "MSDS", "LDK"],
      explanation: "Safety Data Sheet (SDS/MSDS), dalam bahasa Indonesia Lembar Data Keselamatan, wajib tersedia untuk setiap bahan kimia di bengkel.",
    },
  ],
};

const QUIZ_DARURAT: TQuizSeed = {
  slug: "kuis-tanggap-darurat",
  title: "Kuis: Tanggap Darurat",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Rekan kerja terkena sengatan listrik dan masih menempel pada kabel. Tindakan pertama Anda adalah…",
      options: ["Menariknya dengan tangan", "Memutus sumber listrik di MCB atau panel", "Menyiramnya dengan air", "Menunggu ia lepas sendiri"],
      answer: 1,
      explanation: "Menyentuh korban yang masih teraliri listrik membuat penolong ikut tersengat. Putus sumbernya dulu.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Luka bakar ringan akibat knalpot sebaiknya…",
      options: ["Dioles pasta gigi", "Dialiri air bersih mengalir selama sekitar 20 menit", "Ditutup mentega", "Dipecahkan lepuhnya"],
      answer: 1,
      explanation: "Air mengalir menurunkan suhu jaringan. Pasta gigi, mentega dan memecah lepuh meningkatkan risiko infeksi.",
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: "Nomor telepon darurat tunggal di Indonesia adalah …",
      accept: ["112"],
      explanation: "112 adalah nomor panggilan darurat tunggal yang menghubungkan ke ambulans, pemadam kebakaran dan polisi di banyak daerah.",
    },
  ],
};

export const COURSE: TCourseSeed = {
  slug: "k3-bengkel",
  title: "Keselamatan Kerja (K3) di Bengkel",
  summary: "Prinsip K3 yang wajib dikuasai sebelum bekerja di bengkel dan industri.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Dasar K3",
      quizzes: [QUIZ_DASAR],
      chapters: [
        {
          title: "Mengapa K3 Penting",
          durationMinutes: 10,
          bodyMd: `Bab ini menjelaskan mengapa keselamatan dan kesehatan kerja (K3) menjadi syarat pertama sebelum Anda memegang alat di bengkel, dan bagaimana kecelakaan besar selalu didahului kejadian kecil.

## Piramida kecelakaan

Penelitian Heinrich menemukan pola: untuk **1** kecelakaan berat, ada sekitar **29** cedera ringan dan **300** kejadian nyaris celaka. Artinya, setiap kunci yang jatuh dari dongkrak atau tumpahan oli yang hampir membuat orang terpeleset adalah peringatan.

## Contoh kasus

Di sebuah bengkel, mekanik sering meletakkan dongkrak buaya tanpa jack stand "hanya sebentar". Selama berbulan-bulan tidak terjadi apa-apa. Suatu hari seal dongkrak bocor dan mobil turun saat mekanik berada di bawahnya. Kejadian-kejadian "hanya sebentar" sebelumnya adalah nyaris celaka yang tidak pernah dicatat.

## Dampak kecelakaan

- Bagi pekerja: cedera, kehilangan penghasilan, cacat permanen.
- Bagi bengkel: pekerjaan terhenti, biaya pengobatan, nama baik.
- Bagi keluarga: kehilangan pencari nafkah.

## Ringkasan

- Kecelakaan berat didahului banyak kejadian kecil dan nyaris celaka.
- Catat dan perbaiki nyaris celaka sebelum menjadi kecelakaan.
- K3 melindungi pekerja, usaha, dan keluarga.`,
        },
        {
          title: "Regulasi K3 di Indonesia",
          durationMinutes: 10,
          bodyMd: `Bab ini memperkenalkan aturan K3 yang berlaku di Indonesia serta hak dan kewajiban Anda sebagai pekerja.

## Aturan pokok

- **UU No. 1 Tahun 1970** tentang Keselamatan Kerja: kewajiban pengusaha menyediakan tempat kerja aman dan APD, serta kewajiban pekerja mematuhi syarat keselamatan.
- **PP No. 50 Tahun 2012** tentang Sistem Manajemen K3 (SMK3): wajib bagi perusahaan dengan lebih dari 100 pekerja atau potensi bahaya tinggi.
- **Permenaker No. 5 Tahun 2018** tentang K3 Lingkungan Kerja: batas kebisingan, pencahayaan, dan bahan kimia.

## Hak dan kewajiban pekerja

| Kewajiban | Hak |
| --- | --- |
| Memakai APD yang disediakan | Mendapat APD tanpa biaya |
| Mematuhi prosedur kerja aman | Menolak pekerjaan yang jelas berbahaya bila syarat K3 tidak dipenuhi |
| Melaporkan bahaya dan kecelakaan | Mendapat pelatihan K3 |

## Contoh

Seorang mekanik diminta mengelas tangki bekas bensin yang belum dibersihkan. Ia berhak menolak sampai tangki dikuras dan diberi ventilasi, karena uap bensin dapat meledak.

## Ringkasan

- UU No. 1 Tahun 1970 adalah dasar hukum keselamatan kerja.
- Pekerja wajib memakai APD dan mematuhi prosedur, dan berhak atas APD serta pelatihan.
- Pekerjaan yang jelas berbahaya boleh ditolak sampai syarat K3 terpenuhi.`,
        },
        {
          title: "Budaya Kerja Aman",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas kebiasaan sehari-hari yang membentuk budaya kerja aman di bengkel, terutama metode 5R.

## 5R di bengkel

1. **Ringkas**: singkirkan alat rusak dan barang yang tidak dipakai dari stall.
2. **Rapi**: setiap alat punya tempat; papan alat (tool board) dengan gambar bayangan alat memudahkan melihat alat yang hilang.
3. **Resik**: bersihkan tumpahan oli segera dengan serbuk penyerap.
4. **Rawat**: jadikan langkah 1–3 sebagai standar tertulis dan jadwal piket.
5. **Rajin**: lakukan setiap hari sampai menjadi kebiasaan.

## Briefing lima menit

Sebelum bekerja, kepala bengkel menyampaikan pekerjaan hari itu dan bahaya khususnya, misalnya "hari ini ada penggantian kopling truk; pastikan jack stand terpasang".

## Contoh

Sebuah bengkel praktik mencatat 11 kejadian terpeleset dalam sebulan. Setelah menerapkan Resik dengan serbuk penyerap di setiap stall dan piket sore, kejadian turun menjadi satu pada bulan berikutnya.

## Ringkasan

- 5R: Ringkas, Rapi, Resik, Rawat, Rajin.
- Briefing singkat membuat semua orang tahu bahaya hari itu.
- Budaya aman dibangun dari kebiasaan kecil yang konsisten.`,
        },
      ],
    },
    {
      title: "Alat Pelindung Diri",
      quizzes: [QUIZ_APD],
      chapters: [
        {
          title: "Jenis APD",
          durationMinutes: 10,
          bodyMd: `Bab ini mengenalkan alat pelindung diri (APD) yang dipakai di bengkel otomotif dan las, serta bagian tubuh yang dilindunginya.

## APD menurut bagian tubuh

| Bagian tubuh | APD | Contoh pekerjaan |
| --- | --- | --- |
| Kepala | Helm pengaman (bump cap) | Bekerja di bawah kendaraan di atas lift |
| Mata dan wajah | Kacamata pengaman, face shield, topeng las | Menggerinda, mengelas, membersihkan dengan udara bertekanan |
| Telinga | Earplug, earmuff | Menggerinda, kompresor, impact wrench |
| Pernapasan | Masker respirator | Mengecat, membersihkan kampas rem |
| Tangan | Sarung tangan nitril, kulit, las | Oli bekas, benda panas, mengelas |
| Kaki | Sepatu safety berujung baja | Semua pekerjaan di bengkel |
| Tubuh | Wearpack, apron las | Semua pekerjaan; apron untuk las |

## Hierarki pengendalian

APD adalah **perlindungan terakhir**. Lebih dulu: hilangkan bahaya (eliminasi), ganti bahan yang lebih aman (substitusi), pasang pelindung mesin (rekayasa), dan buat prosedur (administrasi).

## Ringkasan

- Setiap bagian tubuh punya APD yang sesuai dengan bahayanya.
- Sepatu safety dan wearpack dipakai untuk semua pekerjaan di bengkel.
- APD melengkapi, bukan menggantikan, pengendalian bahaya lain.`,
        },
        {
          title: "Memilih APD yang Tepat",
          durationMinutes: 10,
          bodyMd: `Bab ini mengajarkan cara memilih APD berdasarkan pekerjaan yang akan dilakukan, dengan contoh tiga pekerjaan bengkel sehari-hari.

## Tanyakan tiga hal

1. Apa bahayanya? (serpihan, panas, bahan kimia, bising, listrik)
2. Bagian tubuh mana yang terpapar?
3. Apakah APD itu sendiri menimbulkan bahaya baru?

## Contoh

**Ganti oli mesin**: bahaya oli panas dan kontak kulit dengan oli bekas → sarung tangan nitril, kacamata pengaman, sepatu safety.

**Menggerinda cakram rem**: serpihan logam dan bising → face shield di atas kacamata, earmuff, sarung tangan kulit, sepatu safety.

**Bor duduk**: bahaya bagian berputar → kacamata pengaman, **tanpa** sarung tangan, lengan baju tidak longgar, rambut panjang diikat.

> [!WARNING]
> Sarung tangan bisa tergulung mata bor atau mesin bubut dan menarik tangan. Pada mesin berputar, sarung tangan justru menambah bahaya.

## Ukuran dan standar

APD harus pas dan berstandar (misalnya SNI untuk helm, EN 166 atau ANSI Z87.1 untuk kacamata). APD longgar mudah lepas; yang terlalu sempit membuat orang enggan memakainya.

## Ringkasan

- Pilih APD dari bahaya pekerjaan, bukan dari kebiasaan.
- Pada mesin berputar, jangan memakai sarung tangan.
- Pastikan APD pas di badan dan berstandar.`,
        },
        {
          title: "Merawat APD",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas pemeriksaan, pembersihan, dan penggantian APD agar tetap melindungi.

## Periksa sebelum dipakai

- **Kacamata dan face shield**: retak atau goresan tebal yang mengganggu pandangan → ganti.
- **Topeng las**: kaca filter retak atau sensor auto-darkening tidak bereaksi → jangan dipakai.
- **Sarung tangan**: berlubang atau kaku karena bahan kimia → ganti.
- **Sepatu safety**: sol aus atau ujung baja terlihat → ganti.

## Bersihkan dan simpan

- Lap kacamata dengan kain lembut dan air sabun, bukan dengan baju yang berdebu.
- Simpan earmuff dan respirator di kantong tertutup agar tidak terkena debu.
- Keringkan sarung tangan kulit di tempat teduh, jauh dari panas langsung.

## Contoh jadwal

| APD | Diperiksa | Diganti |
| --- | --- | --- |
| Filter respirator | Setiap pakai | Saat napas terasa berat atau tercium bau |
| Earplug sekali pakai | — | Setiap hari |
| Kaca pelindung topeng las | Setiap pakai | Saat buram atau berbintik percikan |

## Ringkasan

- Periksa APD setiap kali sebelum dipakai.
- Bersihkan dan simpan dengan benar agar awet.
- APD yang rusak tidak melindungi; ganti segera.`,
        },
      ],
    },
    {
      title: "Bahaya di Bengkel",
      quizzes: [QUIZ_BAHAYA],
      chapters: [
        {
          title: "Bahaya Mekanik",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas bahaya dari benda bergerak dan berat di bengkel: kendaraan yang diangkat, komponen berputar, dan alat tangan.

## Kendaraan yang diangkat

- Dongkrak hanya untuk **mengangkat**. Sebelum bekerja di bawah kendaraan, pasang **jack stand** di titik angkat yang ditentukan pabrikan.
- Ganjal roda yang masih di tanah.
- Goyangkan kendaraan sedikit setelah jack stand terpasang untuk memastikan kokoh.

## Komponen berputar

Kipas radiator, puli, dan sabuk mesin dapat menjerat rambut, kalung, atau lengan baju. Matikan mesin bila tidak perlu hidup; bila mesin harus hidup untuk diagnosis, jauhkan tangan dan alat dari puli.

> [!IMPORTANT]
> Kipas radiator listrik dapat menyala sendiri walaupun kunci kontak mati, karena dikendalikan sensor suhu. Lepas soketnya sebelum bekerja di dekatnya.

## Alat tangan

- Gunakan kunci yang ukurannya tepat; kunci yang longgar meleset dan melukai buku jari.
- Tarik kunci ke arah badan, bukan didorong, agar tangan tidak menghantam benda bila baut tiba-tiba lepas.

## Ringkasan

- Dongkrak untuk mengangkat, jack stand untuk menahan.
- Waspadai puli, sabuk, dan kipas radiator yang bisa menyala sendiri.
- Kunci yang tepat ukurannya dan ditarik, bukan didorong.`,
        },
        {
          title: "Bahaya Listrik",
          durationMinutes: 15,
          bodyMd: `Bab ini menjelaskan bahaya listrik di bengkel: dari aki 12 volt, instalasi 220 volt, hingga kendaraan listrik bertegangan tinggi.

## Aki 12 volt: bukan soal sengatan

Tegangan 12 volt tidak berbahaya bagi tubuh, tetapi arusnya sangat besar. Kunci pas yang menghubungkan terminal positif dengan bodi dapat memijar, melelehkan logam, dan menyulut gas hidrogen dari aki.

**Urutan aman:** lepas terminal **negatif** lebih dulu, pasang terakhir.

## Instalasi 220 volt

- Periksa kabel alat listrik (gerinda, bor) sebelum dipakai: isolasi terkelupas → jangan dipakai.
- Jangan menyambung kabel dengan lilitan isolasi di lantai yang basah.
- Panel listrik bengkel harus dilengkapi ELCB/RCD yang memutus arus bocor.

## Kendaraan hybrid dan listrik

Kabel berwarna **oranye** membawa tegangan tinggi (200–800 volt) yang mematikan. Hanya teknisi terlatih dengan sarung tangan berisolasi kelas 0 yang boleh menanganinya, setelah sistem dimatikan sesuai prosedur pabrikan.

## Ringkasan

- Aki: lepas negatif dulu, pasang negatif terakhir.
- Alat listrik dengan kabel rusak tidak boleh dipakai; gunakan pengaman arus bocor.
- Kabel oranye kendaraan listrik hanya untuk teknisi terlatih.`,
        },
        {
          title: "Bahan Kimia dan Kebakaran",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas bahan kimia yang umum di bengkel, cara menyimpannya, dan cara memilih alat pemadam api ringan (APAR).

## Bahan kimia di bengkel

Bensin, thinner, minyak rem, cairan pembersih karburator, dan oli bekas. Setiap bahan punya **SDS** (Safety Data Sheet) yang menjelaskan bahaya, APD, dan pertolongan pertamanya.

- Simpan bahan mudah terbakar di lemari logam, jauh dari area las dan gerinda.
- Oli bekas ditampung di drum tertutup berlabel dan diserahkan ke pengumpul limbah B3 berizin.
- Kain lap berminyak dibuang ke tempat sampah logam bertutup; kain berminyak yang menumpuk bisa terbakar sendiri.

## Segitiga api

Api butuh **bahan bakar**, **oksigen**, dan **panas**. Memadamkan api berarti menghilangkan salah satunya.

## Memilih APAR

| Kelas | Bahan terbakar | APAR yang tepat |
| --- | --- | --- |
| A | Kayu, kertas, kain | Air, powder, busa |
| B | Bensin, oli, thinner | Powder, busa, CO₂ |
| C | Peralatan listrik bertegangan | Powder, CO₂ |

Cara pakai disingkat **PASS**: *Pull* (tarik pin), *Aim* (arahkan ke pangkal api), *Squeeze* (tekan tuas), *Sweep* (sapukan kiri-kanan).

## Ringkasan

- Baca SDS setiap bahan kimia; simpan bahan mudah terbakar di lemari logam.
- Api padam bila salah satu unsur segitiga api dihilangkan.
- Kebakaran bensin dan oli: jangan pakai air; gunakan powder atau busa dengan teknik PASS.`,
        },
      ],
    },
    {
      title: "Tanggap Darurat",
      quizzes: [QUIZ_DARURAT],
      chapters: [
        {
          title: "Pertolongan Pertama",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan langkah pertolongan pertama untuk cedera yang paling sering terjadi di bengkel, sambil menunggu bantuan medis.

## Prinsip: amankan diri dulu

Sebelum menolong, pastikan Anda tidak ikut menjadi korban: matikan mesin, putus listrik, jauhkan dari api.

## Cedera umum dan penanganannya

- **Luka sayat**: tekan dengan kain bersih sampai darah berhenti, lalu tutup dengan perban. Luka dalam atau terus berdarah → segera ke fasilitas kesehatan.
- **Luka bakar ringan** (knalpot, mesin panas): alirkan air bersih mengalir sekitar **20 menit**. Jangan oleskan pasta gigi atau mentega; jangan pecahkan lepuh.
- **Benda asing di mata** (serpihan gerinda): jangan digosok. Bilas dengan air mengalir; serpihan logam yang menancap harus ditangani dokter.
- **Kena bahan kimia**: bilas kulit atau mata dengan air mengalir minimal 15 menit; lihat SDS bahan tersebut.

## Kotak P3K

Setiap bengkel wajib memiliki kotak P3K sesuai Permenakertrans No. 15 Tahun 2008, dengan petugas P3K yang terlatih dan daftar isi yang diperiksa setiap bulan.

## Ringkasan

- Amankan lokasi sebelum menolong.
- Tekan luka sayat, alirkan air pada luka bakar dan mata yang kemasukan benda.
- Ketahui letak kotak P3K dan siapa petugasnya.`,
        },
        {
          title: "Evakuasi",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara keluar dari bengkel dengan aman saat kebakaran atau keadaan darurat lain.

## Sebelum terjadi

- Kenali **dua jalur keluar** dari stall Anda.
- Jalur evakuasi dan pintu darurat tidak boleh terhalang ban, drum, atau kendaraan.
- Ketahui lokasi **titik kumpul** di luar gedung.

## Saat alarm berbunyi

1. Hentikan pekerjaan, matikan mesin atau alat bila aman dilakukan.
2. Keluar lewat jalur evakuasi terdekat; jangan kembali untuk mengambil barang.
3. Bila ada asap, merunduk karena udara lebih bersih di dekat lantai.
4. Berkumpul di titik kumpul dan laporkan diri kepada koordinator.

## Contoh latihan

Bengkel praktik Pesilat mengadakan simulasi evakuasi setiap tiga bulan. Pada simulasi pertama seluruh peserta butuh 4 menit 10 detik untuk tiba di titik kumpul karena satu pintu terhalang rak ban. Setelah rak dipindahkan, waktu turun menjadi 1 menit 50 detik.

## Ringkasan

- Kenali dua jalur keluar dan titik kumpul.
- Jangan kembali untuk barang; merunduk bila berasap.
- Latihan rutin menemukan hambatan sebelum keadaan darurat sungguhan.`,
        },
        {
          title: "Pelaporan Kecelakaan",
          durationMinutes: 10,
          bodyMd: `Bab penutup ini menjelaskan cara melaporkan kecelakaan dan nyaris celaka, serta mengapa laporan yang baik mencegah kejadian berulang.

## Apa yang dilaporkan

- **Kecelakaan kerja**: menimbulkan cedera atau kerusakan.
- **Nyaris celaka**: hampir menimbulkan cedera.
- **Kondisi tidak aman**: misalnya kabel terkelupas atau jack stand retak.

Kecelakaan kerja wajib dilaporkan perusahaan ke dinas tenaga kerja dan BPJS Ketenagakerjaan paling lambat **2 × 24 jam**.

## Isi laporan yang baik

Jawab **apa, di mana, kapan, siapa, bagaimana**, lalu usulkan pencegahannya. Tulis fakta, bukan menyalahkan orang.

## Contoh

> **Apa:** Mekanik tergores pada lengan kiri.
> **Di mana:** Stall 3, saat mengganti kampas rem.
> **Kapan:** Selasa, 10.20 WIB.
> **Bagaimana:** Obeng tergelincir dari sekrup kaliper yang berkarat dan mengenai lengan.
> **Usulan:** Semprotkan penetran dan gunakan obeng ketok untuk sekrup berkarat; pakai sarung tangan kulit.

## Ringkasan

- Laporkan kecelakaan, nyaris celaka, dan kondisi tidak aman.
- Kecelakaan kerja wajib dilaporkan dalam 2 × 24 jam.
- Laporan berisi fakta dan usulan pencegahan, bukan mencari kesalahan.`,
        },
      ],
    },
  ],
};
