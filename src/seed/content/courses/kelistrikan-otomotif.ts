import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Pesilat's premium course: light-vehicle electrical systems, from Ohm's law to OBD-II diagnosis. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "kelistrikan-otomotif",
  title: "Kelistrikan Otomotif",
  summary: "Memahami dan memperbaiki sistem kelistrikan kendaraan ringan secara sistematis.",
  premium: true,
  price: 350000,
  level: "menengah",
  modules: [
    {
      title: "Dasar Kelistrikan",
      quizzes: [
        q("kuis-dasar-kelistrikan", "Kuis: Dasar Kelistrikan", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Lampu 12 V dengan hambatan 6 ohm menarik arus sebesar…",
            options: ["0,5 A", "2 A", "6 A", "72 A"],
            answer: 1,
            explanation: "I = V / R = 12 / 6 = 2 ampere.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Untuk mengukur arus, multimeter dipasang…",
            options: ["Paralel dengan beban", "Seri dengan beban", "Di antara kutub aki langsung", "Tanpa dihubungkan"],
            answer: 1,
            explanation: "Arus harus mengalir melewati multimeter, sehingga dipasang seri. Memasangnya paralel pada aki bisa merusak sekring multimeter.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Satuan hambatan listrik adalah …",
            accept: ["ohm", "Ω"],
            explanation: "Hambatan diukur dalam ohm (Ω); tegangan dalam volt dan arus dalam ampere.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Arus, Tegangan dan Hambatan",
          durationMinutes: 15,
          bodyMd: `Bab ini menjelaskan tiga besaran dasar listrik dan hubungannya lewat hukum Ohm, dengan contoh rangkaian lampu kendaraan.

## Tiga besaran

- **Tegangan (V, volt)**: "dorongan" listrik. Aki mobil sekitar 12,6 V saat mesin mati dan 13,8–14,4 V saat mesin hidup.
- **Arus (I, ampere)**: jumlah listrik yang mengalir. Motor starter bisa menarik 100–200 A.
- **Hambatan (R, ohm)**: penghambat aliran. Kabel yang berkarat menambah hambatan.

## Hukum Ohm

~~~text
V = I × R     I = V / R     R = V / I
~~~

## Contoh

Lampu rem 21 W pada sistem 12 V:

~~~text
I = P / V = 21 / 12 ≈ 1,75 A
R = V / I = 12 / 1,75 ≈ 6,9 Ω
~~~

Bila soket lampu berkarat dan menambah hambatan 2 Ω, arus turun menjadi 12 / 8,9 ≈ 1,35 A dan lampu menyala redup. Karena itu lampu redup sering bukan masalah lampunya, melainkan sambungan.

## Ringkasan

- Tegangan mendorong, arus mengalir, hambatan menghambat.
- Hukum Ohm: V = I × R.
- Sambungan berkarat menambah hambatan dan membuat beban bekerja di bawah normal.`,
        },
        {
          title: "Membaca Diagram",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan cara membaca diagram kelistrikan pabrikan: simbol, kode warna kabel, dan cara menelusuri satu rangkaian.

## Simbol yang sering muncul

| Simbol | Arti |
| --- | --- |
| Garis zig-zag atau kotak | Hambatan / beban |
| Lingkaran dengan silang | Lampu |
| Kotak dengan kumparan dan saklar | Relai |
| Garis bergelombang dalam kotak | Sekring |
| Tiga garis mengecil | Massa (ground) ke bodi |

## Kode warna kabel

Diagram menuliskan warna dengan singkatan, misalnya \`B\` (hitam), \`R\` (merah), \`G-Y\` (hijau bergaris kuning). Hitam umumnya massa; merah sering jalur langsung dari aki.

## Menelusuri rangkaian

Telusuri dari **sumber** (aki) → **pengaman** (sekring) → **kendali** (saklar, relai) → **beban** (lampu, motor) → **massa**. Setiap gangguan pasti berada di salah satu titik ini.

## Contoh

Klakson mati. Di diagram: aki → sekring 10 A → relai klakson → klakson → massa, dengan tombol klakson di sisi kumparan relai. Pemeriksaan berurutan menemukan sekring baik, relai berbunyi "klik", tetapi tidak ada tegangan di soket klakson: sambungan keluaran relai putus.

## Ringkasan

- Kenali simbol beban, relai, sekring dan massa.
- Baca kode warna kabel dari legenda diagram.
- Telusuri sumber → pengaman → kendali → beban → massa.`,
        },
        {
          title: "Multimeter",
          durationMinutes: 20,
          bodyMd: `Bab ini mengajarkan cara memakai multimeter digital untuk mengukur tegangan, hambatan, dan kontinuitas dengan aman.

## Mengukur tegangan (V DC)

1. Putar ke **V⎓** (DC), rentang 20 V.
2. Probe hitam ke massa, probe merah ke titik yang diukur.
3. Ukur saat rangkaian **bekerja** (saklar hidup).

## Mengukur hambatan dan kontinuitas

- Putar ke **Ω** atau simbol bunyi (kontinuitas).
- Rangkaian harus **tidak bertegangan**: lepas aki atau cabut sekringnya.
- Kabel yang baik berbunyi dan terbaca mendekati 0 Ω.

## Penurunan tegangan (voltage drop)

Cara paling cepat menemukan sambungan buruk: ukur tegangan **di sepanjang kabel** saat beban bekerja. Probe di kedua ujung kabel massa lampu; hasil di atas 0,2 V menandakan hambatan berlebih di sambungan itu.

## Contoh

Lampu kepala kiri redup. Tegangan di soket hanya 10,9 V, padahal di aki 12,5 V. Penurunan tegangan kabel massa terukur 1,3 V. Setelah baut massa di bodi dibersihkan dan dikencangkan, tegangan soket menjadi 12,3 V dan lampu normal.

## Ringkasan

- Tegangan diukur saat rangkaian bekerja; hambatan saat rangkaian mati.
- Penurunan tegangan di atas 0,2 V per sambungan menandakan masalah.
- Bersihkan dan kencangkan titik massa sebelum mengganti komponen.`,
        },
      ],
    },
    {
      title: "Sistem Pengisian",
      quizzes: [
        q("kuis-sistem-pengisian", "Kuis: Sistem Pengisian", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Tegangan aki 12,2 V saat mesin mati dan sudah didiamkan semalam menunjukkan aki…",
            options: ["Penuh", "Sekitar setengah terisi", "Rusak total", "Kelebihan muatan"],
            answer: 1,
            explanation: "Aki penuh sekitar 12,6–12,7 V; 12,2 V kira-kira 50%.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Saat mesin hidup 2.000 rpm, tegangan di aki terukur 15,6 V. Kemungkinan penyebabnya…",
            options: ["Aki lemah", "Regulator rusak sehingga pengisian berlebih", "Kabel busi bocor", "Sekring klakson putus"],
            answer: 1,
            explanation: "Tegangan normal 13,8–14,4 V. Di atas itu berarti regulator gagal membatasi dan bisa merusak aki serta perangkat elektronik.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Komponen yang mengubah putaran mesin menjadi listrik untuk mengisi aki adalah …",
            accept: ["alternator", "dinamo ampere", "dinamo"],
            explanation: "Alternator digerakkan sabuk dari puli poros engkol dan menghasilkan arus bolak-balik yang disearahkan dioda.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Aki",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas aki kendaraan: cara kerjanya, cara memeriksa kondisinya, dan cara melepas-pasangnya dengan aman.

## Membaca kondisi dari tegangan

Ukur setelah mesin mati minimal dua jam:

| Tegangan | Kondisi |
| --- | --- |
| 12,6–12,7 V | Penuh |
| 12,4 V | Sekitar 75% |
| 12,2 V | Sekitar 50% |
| di bawah 12,0 V | Perlu diisi; periksa penyebabnya |

## Uji beban

Tegangan diam yang baik belum tentu berarti aki sehat. Saat starter diputar, tegangan tidak boleh turun di bawah **9,6 V**. Penguji aki digital juga mengukur CCA (kemampuan arus dingin) dibanding label aki.

## Melepas dan memasang

Lepas terminal **negatif** dulu, pasang **negatif** terakhir. Bersihkan karat putih di terminal dengan air hangat dan sikat, lalu oles gemuk tipis.

## Contoh

Mobil pelanggan sulit dinyalakan setiap pagi. Tegangan diam 12,5 V, tetapi saat starter turun ke 8,7 V: aki sudah lemah. Setelah aki diganti, periksa juga arus bocor saat kendaraan mati; di atas 50 mA menandakan ada perangkat yang menguras aki.

## Ringkasan

- Tegangan diam menunjukkan isi; uji beban menunjukkan kesehatan.
- Saat starter, tegangan tidak boleh di bawah 9,6 V.
- Lepas negatif dulu, pasang negatif terakhir, dan periksa arus bocor.`,
        },
        {
          title: "Alternator",
          durationMinutes: 15,
          bodyMd: `Bab ini menjelaskan cara alternator mengisi aki dan cara memeriksa keluarannya.

## Cara kerja singkat

Sabuk memutar rotor alternator. Medan magnet rotor yang berputar menghasilkan arus bolak-balik di stator, lalu **dioda penyearah** mengubahnya menjadi arus searah untuk aki dan kelistrikan kendaraan.

## Pemeriksaan keluaran

1. Mesin hidup, 2.000 rpm.
2. Ukur tegangan di aki: normal **13,8–14,4 V**.
3. Nyalakan lampu kepala, AC dan kipas maksimal: tegangan tidak boleh turun di bawah 13,2 V.

## Periksa juga sabuk

Sabuk yang kendur atau mengilap selip dan membuat pengisian lemah, terutama saat beban besar. Tekan sabuk di tengah bentangan: lendutan sekitar 5–10 mm untuk kebanyakan kendaraan (lihat buku servis).

## Contoh

Lampu indikator aki menyala saat hujan malam hari. Tegangan saat beban penuh hanya 12,4 V. Sabuk terlihat mengilap dan berdecit; setelah sabuk diganti dan disetel, tegangan 14,0 V pada beban penuh.

## Ringkasan

- Alternator menghasilkan listrik dari putaran mesin, disearahkan oleh dioda.
- Tegangan pengisian normal 13,8–14,4 V, juga saat beban penuh.
- Periksa kondisi dan ketegangan sabuk sebelum mencurigai alternator.`,
        },
        {
          title: "Regulator",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas regulator tegangan: penjaga agar aki dan perangkat elektronik tidak menerima tegangan berlebih.

## Fungsi

Regulator mengatur arus ke kumparan rotor alternator sehingga tegangan keluaran tetap di sekitar 14 V, berapa pun putaran mesin. Pada kendaraan modern, regulator menyatu di alternator dan sebagian dikendalikan ECU.

## Gejala regulator rusak

- **Pengisian berlebih** (di atas 14,8 V): aki cepat panas dan berbau, lampu cepat putus, air aki cepat habis.
- **Pengisian kurang** (di bawah 13,5 V pada mesin hidup): aki terus melemah.

## Contoh

Motor pelanggan sering putus lampu depannya. Tegangan di aki saat gas ditarik mencapai 16,2 V. Regulator-rectifier diganti; tegangan kembali 14,1 V dan lampu tidak lagi putus.

> [!WARNING]
> Jangan melepas kabel aki saat mesin hidup untuk "menguji alternator". Lonjakan tegangan dapat merusak ECU dan perangkat elektronik lain.

## Ringkasan

- Regulator menjaga tegangan pengisian sekitar 14 V.
- Di atas 14,8 V berarti pengisian berlebih; di bawah 13,5 V berarti kurang.
- Jangan pernah melepas aki saat mesin hidup.`,
        },
      ],
    },
    {
      title: "Sistem Starter dan Pengapian",
      quizzes: [
        q("kuis-starter-pengapian", "Kuis: Starter dan Pengapian", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: 'Saat kunci diputar terdengar "klik" tetapi mesin tidak berputar. Pemeriksaan pertama yang paling masuk akal adalah…',
            options: ["Mengganti busi", "Mengukur tegangan aki dan penurunan tegangan kabel starter saat diputar", "Mengganti koil", "Menambah oli"],
            answer: 1,
            explanation: "Klik berarti solenoid bekerja; arus besar ke motor starter terhambat, paling sering oleh aki lemah atau kabel/massa yang buruk.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Elektroda busi berwarna hitam kering berjelaga menunjukkan…",
            options: ["Campuran terlalu kaya atau busi terlalu dingin", "Pembakaran ideal", "Mesin terlalu panas", "Oli masuk ruang bakar"],
            answer: 0,
            explanation: "Jelaga kering menandakan bahan bakar berlebih atau busi tidak mencapai suhu membersihkan diri; warna cokelat muda menandakan normal.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Komponen yang menaikkan tegangan 12 V menjadi puluhan ribu volt untuk busi adalah …",
            accept: ["koil", "koil pengapian", "ignition coil", "coil"],
            explanation: "Koil pengapian bekerja seperti transformator penaik tegangan.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Motor Starter",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas cara kerja motor starter dan langkah diagnosis bila mesin tidak mau berputar.

## Rangkaian

Kunci kontak (atau tombol start) → relai starter → **solenoid** di motor starter. Solenoid mendorong gigi pinion ke roda gila dan menyambungkan arus besar langsung dari aki ke motor starter.

## Diagnosis berdasarkan gejala

| Gejala | Kemungkinan |
| --- | --- |
| Tidak ada suara sama sekali | Aki kosong, sekring/relai starter, saklar netral/kopling |
| Satu "klik", tidak berputar | Tegangan jatuh di kabel besar atau massa, kontak solenoid aus |
| Berputar lambat | Aki lemah, kabel/massa buruk, oli terlalu kental |
| Berputar tapi tidak menyala | Bukan masalah starter: bahan bakar atau pengapian |

## Contoh

Mobil transmisi otomatis tidak bersuara saat distarter di posisi P, tetapi menyala di posisi N. Saklar posisi netral (inhibitor switch) aus; setelah disetel ulang, mesin bisa distarter di P.

## Ringkasan

- Solenoid mendorong pinion dan menyambung arus besar ke motor starter.
- Cocokkan gejala dengan tabel sebelum membongkar.
- Berputar tetapi tidak menyala berarti masalahnya di bahan bakar atau pengapian.`,
        },
        {
          title: "Pengapian Elektronik",
          durationMinutes: 15,
          bodyMd: `Bab ini menjelaskan sistem pengapian elektronik modern dengan koil per silinder dan cara memeriksanya.

## Cara kerja

ECU menerima posisi poros engkol dari **sensor CKP**, lalu memutus arus primer koil tepat pada waktunya. Saat arus primer diputus, koil membangkitkan tegangan sekunder 20.000–40.000 V yang melompat di celah busi.

Kendaraan modern memakai **koil per silinder** (coil-on-plug): setiap busi punya koilnya sendiri.

## Gejala koil bermasalah

- Mesin pincang (misfire), terasa bergetar saat idle.
- Lampu check engine menyala dengan kode seperti \`P0302\` (misfire silinder 2).

## Uji tukar silang

1. Catat kode misfire, misalnya silinder 2.
2. Tukar koil silinder 2 dengan silinder 3.
3. Hapus kode, jalankan mesin. Bila kode berpindah ke \`P0303\`, koilnya yang rusak; bila tetap \`P0302\`, periksa busi atau injektor silinder 2.

## Ringkasan

- ECU mengatur waktu pengapian dari sensor posisi poros engkol.
- Koil per silinder membangkitkan tegangan tinggi langsung di atas busi.
- Uji tukar silang memastikan komponen yang rusak sebelum membeli suku cadang.`,
        },
        {
          title: "Pemeriksaan Busi",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan cara melepas, membaca, dan memasang busi dengan benar.

## Melepas dengan aman

Tunggu mesin dingin (kepala silinder aluminium mudah rusak ulirnya saat panas). Tiup kotoran di sekitar lubang busi dengan udara bertekanan sebelum busi dilepas, agar tidak jatuh ke ruang bakar.

## Membaca warna elektroda

| Tampilan | Arti |
| --- | --- |
| Cokelat muda keabuan | Normal |
| Hitam kering berjelaga | Campuran kaya, filter udara kotor, atau terlalu sering jarak pendek |
| Basah berminyak | Oli masuk ruang bakar (ring piston atau seal klep) |
| Putih melepuh | Terlalu panas: campuran miskin atau pengapian terlalu maju |

## Celah dan torsi

Periksa celah dengan fuller sesuai buku servis (misalnya 0,8–0,9 mm untuk banyak mobil bensin; busi iridium biasanya tidak disetel). Pasang dengan tangan dulu, lalu kencangkan dengan kunci torsi sesuai spesifikasi.

## Contoh

Satu busi dari empat terlihat basah berminyak, tiga lainnya normal. Uji kompresi silinder itu 20% lebih rendah: masalahnya di mesin, bukan di pengapian.

## Ringkasan

- Lepas busi saat mesin dingin dan bersihkan sekitarnya dulu.
- Warna elektroda menceritakan kondisi pembakaran.
- Setel celah (bila boleh) dan kencangkan dengan torsi yang benar.`,
        },
      ],
    },
    {
      title: "Diagnosis",
      quizzes: [
        q("kuis-diagnosis", "Kuis: Diagnosis", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Kode P0171 berarti…",
            options: ["Misfire silinder 1", "Campuran terlalu miskin (bank 1)", "Sensor suhu rusak", "Aki lemah"],
            answer: 1,
            explanation: "P0171 = System Too Lean Bank 1: ECU menambah bahan bakar melebihi batas; cari kebocoran udara vakum atau pasokan bahan bakar kurang.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Setelah memperbaiki penyebab kerusakan, langkah yang benar adalah…",
            options: [
              "Langsung menyerahkan kendaraan",
              "Menghapus kode, uji jalan, dan memastikan kode tidak muncul kembali",
              "Mencabut aki seminggu",
              "Mematikan lampu check engine dengan selotip",
            ],
            answer: 1,
            explanation: "Uji jalan dan pembacaan ulang memastikan perbaikan benar-benar menyelesaikan masalah.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Data sensor yang dibaca scanner secara langsung saat mesin hidup disebut … data",
            accept: ["live", "live data", "data langsung"],
            explanation: "Live data (data langsung) memperlihatkan nilai sensor saat itu, misalnya suhu mesin dan koreksi bahan bakar.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Scanner OBD-II",
          durationMinutes: 15,
          bodyMd: `Bab ini mengenalkan scanner OBD-II: cara menyambungkannya, fitur yang dipakai di bengkel, dan batasannya.

## Menyambungkan

Soket OBD-II 16 pin berada di bawah dasbor sisi pengemudi. Colokkan scanner, putar kunci ke ON (mesin boleh mati), lalu pilih merek dan model atau mode OBD-II generik.

## Fitur utama

- **Baca kode** (DTC): kode kerusakan yang tersimpan dan tertunda.
- **Live data**: nilai sensor saat ini, misalnya suhu mesin, putaran, koreksi bahan bakar (fuel trim), tegangan sensor oksigen.
- **Freeze frame**: nilai sensor saat kode pertama kali tersimpan.
- **Hapus kode**: hanya setelah perbaikan selesai.

## Batasan

Kode memberi tahu **sistem** mana yang bermasalah, bukan selalu **komponen** mana yang rusak. Kode sensor oksigen bisa disebabkan kebocoran knalpot di depannya.

## Contoh

Freeze frame kode misfire menunjukkan kejadian pada suhu mesin 38 °C dan 850 rpm: misfire hanya saat mesin dingin. Informasi ini mengarahkan pemeriksaan ke injektor atau kompresi, bukan koil yang biasanya bermasalah saat panas.

## Ringkasan

- Colokkan di soket OBD-II 16 pin, kunci ON.
- Gunakan kode, live data dan freeze frame bersama-sama.
- Kode menunjuk sistem; pengukuran menentukan komponen.`,
        },
        {
          title: "Membaca Kode Kerusakan",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan struktur kode OBD-II dan cara memakainya sebagai titik awal diagnosis, bukan jawaban akhir.

## Struktur kode

~~~text
P 0 3 0 2
│ │ │ └┴─ nomor kesalahan (02 = silinder 2)
│ │ └──── subsistem (3 = pengapian/misfire)
│ └────── 0 = kode generik, 1 = kode khusus pabrikan
└──────── P = powertrain, B = body, C = chassis, U = jaringan
~~~

## Kode yang sering ditemui

| Kode | Arti | Pemeriksaan awal |
| --- | --- | --- |
| P0300–P0304 | Misfire acak / per silinder | Busi, koil (uji tukar), injektor |
| P0171 | Campuran miskin | Kebocoran vakum, sensor MAF kotor, tekanan bahan bakar |
| P0420 | Efisiensi katalis rendah | Kebocoran knalpot, sensor oksigen belakang |
| P0562 | Tegangan sistem rendah | Aki, alternator, massa |

## Alur kerja

1. Baca dan catat semua kode serta freeze frame.
2. Periksa buletin servis pabrikan untuk kode itu.
3. Ukur dengan live data dan multimeter untuk memastikan komponen.
4. Perbaiki, hapus kode, uji jalan, baca ulang.

## Ringkasan

- Huruf dan angka kode menunjukkan sistem dan subsistem.
- Catat kode dan freeze frame sebelum menghapus apa pun.
- Pastikan komponen dengan pengukuran sebelum mengganti.`,
        },
        {
          title: "Studi Kasus Bengkel",
          durationMinutes: 25,
          bodyMd: `Bab penutup ini mengikuti satu kasus dari bengkel mitra Pesilat, dari keluhan pelanggan sampai kendaraan diserahkan kembali.

## Keluhan

Mobil MPV 2017: "Lampu check engine menyala, mesin kadang tersendat saat menanjak, aki pernah tekor dua kali bulan ini."

## 1. Pemeriksaan awal

- Tegangan aki diam 12,3 V; saat starter 9,9 V.
- Tegangan pengisian 2.000 rpm: 13,2 V, turun ke 12,6 V saat lampu dan AC menyala. **Pengisian kurang.**

## 2. Scanner

Kode \`P0562\` (tegangan sistem rendah) dan \`P0302\` (misfire silinder 2). Freeze frame misfire: tegangan sistem 11,8 V saat kejadian.

## 3. Pengukuran

- Sabuk alternator baik.
- Penurunan tegangan kabel massa alternator ke bodi: **0,9 V** (normal di bawah 0,2 V). Baut massa berkarat.
- Uji tukar koil silinder 2 dan 3: kode tetap di silinder 2; busi silinder 2 celahnya melebar.

## 4. Perbaikan

Bersihkan dan kencangkan massa alternator dan mesin, ganti busi silinder 2, isi ulang aki lalu uji beban (lolos).

## 5. Verifikasi

Pengisian 14,1 V pada beban penuh. Kode dihapus, uji jalan 15 km termasuk tanjakan, baca ulang: tidak ada kode.

## 6. Laporan untuk pelanggan

Tulis penyebab, tindakan, dan bukti pengukuran sebelum-sesudah dalam bahasa yang mudah dipahami. Pelanggan lebih percaya pada angka daripada pada "sudah beres, Pak".

## Ringkasan

- Mulai dari pemeriksaan dasar (aki dan pengisian) sebelum scanner.
- Satu penyebab (massa buruk) bisa memunculkan beberapa kode.
- Verifikasi dengan uji jalan dan laporkan dengan angka.`,
        },
      ],
    },
  ],
};
