import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Sekolah Kopi's premium course: manual brewing recipes, technique and calibration. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "manual-brew-barista",
  title: "Manual Brew untuk Barista",
  summary: "Resep, teknik dan kalibrasi seduh manual yang dipakai barista profesional.",
  premium: true,
  price: 250000,
  level: "menengah",
  modules: [
    {
      title: "Persiapan",
      quizzes: [
        q("kuis-persiapan-seduh", "Kuis: Persiapan", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Dengan rasio 1:15, berapa gram kopi untuk 240 g air?",
            options: ["12 g", "16 g", "20 g", "24 g"],
            answer: 1,
            explanation: "240 ÷ 15 = 16 g kopi.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Kopi terasa sangat pahit dan sepat dengan waktu seduh terlalu lama. Gilingan sebaiknya…",
            options: ["Dibuat lebih halus", "Dibuat lebih kasar", "Tidak diubah", "Ditambah gula"],
            answer: 1,
            explanation: "Gilingan kasar memperlambat ekstraksi dan mempercepat aliran air, mengurangi rasa pahit-sepat akibat ekstraksi berlebih.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Kisaran suhu air seduh yang umum dianjurkan (°C) adalah 90 sampai …",
            accept: ["96", "95", "94"],
            explanation: "Sekitar 90–96 °C; lebih dingin cenderung asam dan tipis, lebih panas cenderung pahit.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Alat Seduh",
          durationMinutes: 10,
          bodyMd: `Bab ini mengenalkan alat yang dipakai di bar manual brew dan fungsinya dalam menjaga resep tetap konsisten.

## Alat wajib

| Alat | Fungsi |
| --- | --- |
| Dripper (V60, Kalita, Chemex) | Menentukan aliran air melewati kopi |
| Timbangan 0,1 g dengan timer | Mengukur kopi, air, dan waktu sekaligus |
| Ketel leher angsa (gooseneck) | Menuang pelan dan terarah |
| Grinder burr | Gilingan seragam; blade grinder menghasilkan ukuran acak |
| Termometer (atau ketel bersuhu) | Menjaga suhu air |

## Mengapa timbangan, bukan sendok

Satu sendok kopi bisa berisi 7–12 g tergantung gilingan dan sangrai. Dengan timbangan, resep yang sama menghasilkan rasa yang sama, siapa pun baristanya.

## Contoh

Dua barista di Kopi Temanggung menyeduh kopi yang sama dengan "tiga sendok". Pelanggan mengeluh rasanya berbeda tiap hari. Setelah bar memakai resep tertulis 15 g : 240 g dengan timbangan, keluhan berhenti.

## Ringkasan

- Dripper, timbangan, ketel leher angsa, grinder burr, dan kontrol suhu adalah alat dasar.
- Timbang kopi dan air; jangan mengandalkan sendok.
- Resep tertulis membuat rasa konsisten antarbarista.`,
        },
        {
          title: "Gilingan yang Tepat",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas ukuran gilingan dan pengaruhnya terhadap rasa.

## Prinsip

Semakin **halus** gilingan, semakin luas permukaan kopi dan semakin **lambat** air mengalir: ekstraksi lebih banyak. Semakin **kasar**, ekstraksi lebih sedikit.

| Alat | Gilingan awal |
| --- | --- |
| V60 | Sedang-halus, seperti gula pasir |
| Kalita Wave | Sedang |
| Chemex | Sedang-kasar, seperti garam kasar |
| AeroPress | Halus sampai sedang, tergantung resep |

## Membaca rasa untuk menyetel

- **Asam tajam, tipis, cepat selesai** → kurang ekstraksi → haluskan sedikit.
- **Pahit, sepat, kering di lidah, lama selesai** → ekstraksi berlebih → kasarkan sedikit.

Ubah satu langkah gilingan saja setiap kali, lalu seduh ulang.

## Contoh

Resep V60 15 g : 240 g selesai dalam 3:40 dan terasa sepat. Gilingan dikasarkan dua klik; waktu turun menjadi 2:50 dan rasa manis buahnya muncul.

## Ringkasan

- Halus memperlambat dan menambah ekstraksi; kasar sebaliknya.
- Asam-tipis: haluskan; pahit-sepat: kasarkan.
- Ubah satu variabel sekali waktu.`,
        },
        {
          title: "Air untuk Kopi",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas air: bagian terbesar dari secangkir kopi yang sering dilupakan.

## Suhu

Air 90–96 °C. Untuk sangrai gelap pakai sisi bawah (90–92 °C) agar tidak pahit; untuk sangrai terang sisi atas (94–96 °C) agar rasa buahnya keluar.

## Mineral

Air yang terlalu bersih (air demineral/RO murni) membuat kopi hambar karena mineral membantu mengikat rasa. Air yang terlalu keras menutup rasa dan meninggalkan kerak di ketel. Air minum kemasan dengan kandungan mineral sedang biasanya aman.

## Rasio

Rasio umum 1:15 sampai 1:17 (kopi : air).

~~~text
15 g kopi × 16 = 240 g air
20 g kopi × 15 = 300 g air
~~~

## Contoh

Kedai di Magelang memakai air RO dari depot. Kopi Gayo yang sama terasa datar dibanding saat dicoba di Sekolah Kopi. Setelah beralih ke air mineral kemasan dengan TDS sekitar 90 ppm, rasa asam buahnya terasa kembali.

## Ringkasan

- Suhu 90–96 °C, disesuaikan dengan tingkat sangrai.
- Air butuh mineral secukupnya; hindari air terlalu murni atau terlalu keras.
- Rasio awal 1:15–1:17.`,
        },
      ],
    },
    {
      title: "Teknik V60",
      quizzes: [
        q("kuis-teknik-v60", "Kuis: Teknik V60", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Tujuan blooming adalah…",
            options: ["Mendinginkan kopi", "Melepas gas CO₂ agar air berikutnya meresap merata", "Menambah kafein", "Membersihkan kertas filter"],
            answer: 1,
            explanation: "Kopi yang baru disangrai melepas CO₂; bila tidak dibiarkan keluar, gas menghalangi air mengekstrak kopi secara merata.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Waktu total seduh V60 15 g : 240 g yang umum adalah sekitar…",
            options: ["0:45", "1:30", "2:30–3:15", "6:00"],
            answer: 2,
            explanation: "Sekitar 2:30–3:15; jauh di luar itu biasanya tanda gilingan perlu disetel.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Berapa kali berat kopi jumlah air yang biasa dipakai untuk blooming? (angka)",
            accept: ["2", "dua", "2x", "3"],
            explanation: "Sekitar dua sampai tiga kali berat kopi, misalnya 30–45 g air untuk 15 g kopi.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Blooming",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas tahap blooming: tuangan pertama yang menentukan seberapa merata ekstraksi berikutnya.

## Langkah

1. Bilas kertas filter dengan air panas, buang airnya.
2. Masukkan 15 g kopi, ratakan permukaannya.
3. Nyalakan timer, tuang **30–45 g** air (2–3 × berat kopi) melingkar sampai semua bubuk basah.
4. Tunggu **30–45 detik**.

## Apa yang terjadi

Kopi yang baru disangrai menyimpan CO₂. Saat terkena air, gas keluar dan permukaan kopi menggembung. Bila air utama dituang sebelum gas keluar, gelembung menghalangi air menyentuh bubuk secara merata.

## Membaca blooming

- Menggembung besar dan berbusa: kopi masih segar (sekitar 1–4 minggu setelah sangrai).
- Hampir tidak menggembung: kopi sudah lama disangrai; rasa cenderung datar.

## Contoh

Barista baru menuang air utama langsung tanpa blooming. Hasilnya terasa asam di satu tegukan dan pahit di tegukan lain. Dengan blooming 40 detik, rasa menjadi lebih seimbang.

## Ringkasan

- Blooming: 2–3 × berat kopi, tunggu 30–45 detik.
- Tujuannya melepas CO₂ agar ekstraksi merata.
- Besarnya gembungan menunjukkan kesegaran kopi.`,
        },
        {
          title: "Pola Tuang",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas pola tuang setelah blooming: melingkar, pulsa, dan cara menjaga bed kopi tetap rata.

## Resep dasar V60 (15 g : 240 g, 93 °C)

~~~text
0:00  blooming 40 g
0:40  tuang melingkar sampai 140 g
1:10  tuang melingkar sampai 240 g
1:40  biarkan menetes
2:40–3:00  selesai
~~~

## Teknik tuang

- Tuang **melingkar dari tengah ke luar** dan kembali, hindari menuang langsung ke kertas filter (air akan melewati kopi tanpa mengekstrak).
- Jaga **ketinggian air** di dripper kurang lebih sama sepanjang tuangan.
- Di akhir, goyangkan dripper pelan (swirl) agar permukaan bubuk rata.

## Membaca bed kopi

Setelah selesai, permukaan bubuk harus **datar**. Bubuk yang menempel tinggi di dinding atau membentuk lubang di tengah menandakan tuangan tidak merata.

## Contoh

Dua tuangan (pulsa) menghasilkan rasa lebih manis dan jernih dibanding satu tuangan besar untuk kopi Flores Bajawa di bar latihan. Pola pulsa dicatat sebagai resep tetap untuk kopi itu.

## Ringkasan

- Tuang melingkar, jangan ke kertas filter langsung.
- Jaga ketinggian air stabil; pulsa membantu kontrol.
- Bed yang rata di akhir menandakan ekstraksi merata.`,
        },
        {
          title: "Waktu Seduh",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas waktu seduh sebagai petunjuk kalibrasi, bukan tujuan.

## Waktu sebagai gejala

Waktu total dipengaruhi gilingan, pola tuang, jumlah kopi, dan jenis filter. Jika resep dan teknik sama, waktu yang berubah hampir selalu berarti **gilingan** berubah atau grinder perlu disetel.

## Patokan V60 15 g : 240 g

| Waktu | Kemungkinan | Tindakan |
| --- | --- | --- |
| < 2:15 | Gilingan terlalu kasar | Haluskan 1–2 langkah |
| 2:30–3:15 | Wajar | Nilai rasanya |
| > 3:45 | Gilingan terlalu halus atau banyak bubuk halus | Kasarkan 1–2 langkah |

## Rasa tetap penentu

Waktu 3:05 dengan rasa sepat tetap perlu disetel. Waktu 2:20 dengan rasa manis dan bersih boleh dipertahankan. Catat waktu, gilingan, dan kesan rasa setiap seduhan.

## Contoh

Pagi hari V60 selesai 2:55, sore hari 3:40 dengan kopi dan resep yang sama. Ternyata kalibrasi grinder bergeser setelah dibersihkan siang hari. Setelah disetel kembali, waktu kembali 2:55.

## Ringkasan

- Waktu seduh adalah gejala, terutama dari gilingan.
- Patokan V60 15 g : 240 g sekitar 2:30–3:15.
- Rasa menentukan; catat waktu, gilingan, dan rasa.`,
        },
      ],
    },
    {
      title: "Alat Lainnya",
      quizzes: [
        q("kuis-alat-lainnya", "Kuis: Alat Lainnya", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Mengapa Chemex umumnya memakai gilingan lebih kasar daripada V60?",
            options: ["Kertas filternya tebal dan memperlambat aliran", "Kacanya tebal", "Airnya lebih dingin", "Kopinya lebih sedikit"],
            answer: 0,
            explanation: "Filter Chemex tebal menahan aliran; gilingan kasar menyeimbangkannya dan menghasilkan rasa bersih.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Kalita Wave berdasar datar dengan tiga lubang cenderung menghasilkan…",
            options: ["Ekstraksi yang lebih merata dan mudah diulang", "Kopi tanpa kafein", "Espresso", "Busa tebal"],
            answer: 0,
            explanation: "Dasar datar membuat bed kopi rata sehingga lebih memaafkan variasi tuangan.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "AeroPress mengekstrak kopi dengan merendam lalu menekan menggunakan … udara",
            accept: ["tekanan", "tekanan udara"],
            explanation: "AeroPress adalah metode rendam yang diakhiri dengan tekanan udara melalui filter.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Kalita Wave",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas Kalita Wave, dripper berdasar datar yang banyak dipakai kedai karena hasilnya mudah diulang.

## Ciri

Dasar datar dengan tiga lubang kecil dan filter bergelombang. Bed kopi yang rata membuat air melewati bubuk dengan merata, sehingga lebih "memaafkan" variasi tuangan dibanding V60.

## Resep dasar (20 g : 320 g, 93 °C, gilingan sedang)

~~~text
0:00  blooming 50 g
0:40  tuang pulsa sampai 150 g
1:10  tuang pulsa sampai 250 g
1:40  tuang pulsa sampai 320 g
3:00–3:30  selesai
~~~

Tuang di tengah dalam lingkaran kecil; hindari gelombang kertas agar filter tidak rebah.

## Contoh

Kedai dengan tiga barista sif bergantian memilih Kalita untuk menu seduh harian. Selisih waktu seduh antarbarista turun dari lebih dari satu menit (V60) menjadi sekitar 15 detik.

## Ringkasan

- Dasar datar menghasilkan bed rata dan ekstraksi merata.
- Resep dasar 20 g : 320 g dengan tiga pulsa.
- Cocok untuk kedai yang butuh hasil konsisten antarbarista.`,
        },
        {
          title: "Chemex",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas Chemex: penyeduh kaca dengan filter tebal yang menghasilkan kopi sangat bersih, cocok untuk disajikan berbagi.

## Ciri

Filter kertas Chemex 20–30% lebih tebal dari filter biasa. Minyak dan partikel halus tertahan, sehingga kopi terasa **bersih dan ringan**. Karena aliran lebih lambat, gilingan dibuat **sedang-kasar**.

## Resep berbagi (30 g : 480 g, 94 °C)

~~~text
0:00  blooming 70 g, tunggu 45 detik
0:45  tuang melingkar sampai 250 g
1:30  tuang sampai 480 g
4:00–4:30  selesai
~~~

Letakkan sisi filter tiga lapis di bagian corong (spout) agar aliran udara tidak tertutup.

## Contoh

Untuk menu "kopi berbagi untuk dua orang", kedai menyajikan Chemex 30 g : 480 g. Dengan gilingan V60, waktu mencapai 6 menit dan rasa sepat; setelah dikasarkan empat langkah, waktu 4:15 dan rasanya bersih.

## Ringkasan

- Filter tebal menghasilkan rasa bersih; gilingan sedang-kasar.
- Resep berbagi 30 g : 480 g, sekitar 4–4,5 menit.
- Sisi filter tebal menghadap corong.`,
        },
        {
          title: "AeroPress",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas AeroPress: alat rendam-tekan yang ringkas, kuat untuk dibawa, dan fleksibel untuk berbagai resep.

## Cara kerja

Kopi direndam dalam air seperti French press, lalu ditekan melalui filter kertas. Waktu kontak dan tekanan bisa diatur, sehingga rasa bisa dibuat ringan sampai pekat.

## Resep dasar terbalik (inverted), 15 g : 230 g, 90 °C

1. Pasang plunger sedikit di dalam tabung, balik posisinya.
2. Masukkan 15 g kopi gilingan sedang-halus, tuang 230 g air.
3. Aduk 10 kali, pasang tutup dengan filter yang sudah dibilas.
4. Pada 1:30, balikkan ke atas cangkir dan tekan pelan selama 30 detik.

## Contoh

Untuk kedai pop-up di festival tanpa listrik stabil, AeroPress dan ketel gas menjadi andalan: ringan, cepat dibersihkan, dan resepnya bisa dipraktikkan dua barista dengan hasil serupa.

## Ringkasan

- AeroPress = rendam lalu tekan melalui filter.
- Resep dasar 15 g : 230 g, 90 °C, sekitar 2 menit.
- Ringkas dan tahan banting, cocok untuk acara di luar kedai.`,
        },
      ],
    },
    {
      title: "Kalibrasi",
      quizzes: [
        q("kuis-kalibrasi", "Kuis: Kalibrasi", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Saat kalibrasi resep, berapa variabel yang sebaiknya diubah sekali waktu?",
            options: ["Satu", "Dua", "Tiga", "Semuanya"],
            answer: 0,
            explanation: "Mengubah satu variabel memastikan Anda tahu perubahan mana yang memengaruhi rasa.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Kopi terasa tipis dan berair, tetapi tidak asam. Perubahan yang paling masuk akal adalah…",
            options: ["Menambah rasio kopi (mis. 1:16 menjadi 1:15)", "Menurunkan suhu air drastis", "Mengganti cangkir", "Menambah es"],
            answer: 0,
            explanation: "Rasa tipis tanpa asam tajam lebih sering soal kekuatan (rasio), bukan ekstraksi.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Alat yang mengukur TDS kopi untuk menghitung persentase ekstraksi disebut …",
            accept: ["refraktometer", "refractometer"],
            explanation: "Refraktometer mengukur total dissolved solids; dari situ dihitung persentase ekstraksi.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Membaca Rasa",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih cara mencicipi kopi secara sistematis sebagai dasar kalibrasi.

## Lima hal yang dinilai

1. **Aroma**: buah, bunga, cokelat, rempah.
2. **Keasaman**: cerah seperti jeruk, atau tajam menusuk?
3. **Manis**: terasa seperti gula aren, karamel, buah matang?
4. **Body**: ringan seperti teh atau tebal seperti susu?
5. **Aftertaste**: bersih atau kering-sepat?

## Cara mencicipi

Biarkan kopi turun ke sekitar 60 °C; rasa lebih mudah dibedakan saat tidak terlalu panas. Seruput cepat agar kopi menyebar ke seluruh lidah. Cicipi lagi saat hangat dan saat suhu ruang.

## Catatan seduh

~~~text
Kopi: Flores Bajawa, sangrai medium, 12 hari
Resep: V60 15 g : 240 g, 93 °C, gilingan 22 klik
Waktu: 2:55
Rasa: jeruk manis, gula aren, body sedang, aftertaste sedikit kering
Perubahan berikutnya: kasarkan 1 klik
~~~

## Ringkasan

- Nilai aroma, keasaman, manis, body, dan aftertaste.
- Cicipi pada beberapa suhu.
- Catat resep, waktu, rasa, dan rencana perubahan.`,
        },
        {
          title: "Mengubah Resep",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas cara memperbaiki resep berdasarkan rasa, satu variabel sekali waktu.

## Peta keputusan

| Rasa | Kemungkinan | Ubah |
| --- | --- | --- |
| Asam tajam, asin, cepat hilang | Kurang ekstraksi | Gilingan lebih halus, atau suhu +1–2 °C |
| Pahit, sepat, kering | Ekstraksi berlebih | Gilingan lebih kasar, atau suhu −1–2 °C |
| Tipis, berair | Terlalu encer | Rasio lebih pekat (1:16 → 1:15) |
| Terlalu pekat, berat | Terlalu kuat | Rasio lebih encer (1:15 → 1:16) |

## Urutan

1. Tetapkan rasio dulu.
2. Setel gilingan sampai waktu dan rasa masuk akal.
3. Baru sesuaikan suhu atau pola tuang untuk penyempurnaan.

## Contoh

Kopi Toraja sangrai medium-dark terasa pahit di V60 93 °C. Langkah 1: suhu diturunkan ke 91 °C, pahit berkurang tetapi masih kering. Langkah 2: gilingan dikasarkan 1 klik; aftertaste bersih dengan rasa cokelat. Resep baru dicatat untuk kopi itu.

## Ringkasan

- Asam-tipis: tambah ekstraksi; pahit-sepat: kurangi ekstraksi.
- Tetapkan rasio, setel gilingan, lalu sempurnakan suhu dan tuangan.
- Satu variabel per percobaan, dan catat hasilnya.`,
        },
        {
          title: "Resep Signature",
          durationMinutes: 20,
          bodyMd: `Bab penutup ini memandu Anda menyusun resep signature untuk satu kopi dan menuliskannya agar bisa diseduh siapa pun di bar.

## Langkah

1. **Pilih kopi** yang ingin ditonjolkan, misalnya Gayo natural dengan rasa buah merah.
2. **Tentukan karakter** yang dituju: manis, cerah, body sedang.
3. **Kalibrasi** dengan V60 atau Kalita memakai peta keputusan bab sebelumnya, 5–8 seduhan.
4. **Uji buta** dengan dua rekan: bandingkan resep akhir dengan resep dasar tanpa memberi tahu mana yang mana.
5. **Tulis kartu resep**.

## Contoh kartu resep

~~~text
Gayo Natural — resep signature
Dripper : Kalita Wave 185
Kopi    : 18 g, gilingan 24 klik (Comandante)
Air     : 290 g, 94 °C, air mineral TDS ± 90 ppm
Tuangan : bloom 45 g (0:00–0:40), pulsa 140 g, 220 g, 290 g
Waktu   : 2:50–3:10
Rasa    : stroberi, gula aren, body sedang, aftertaste panjang
~~~

## Menjaga resep tetap hidup

Rasa kopi berubah seiring umur sangrainya. Cicipi resep signature setiap pagi dan setel gilingan bila waktu atau rasa bergeser.

## Ringkasan

- Resep signature lahir dari tujuan rasa, kalibrasi, dan uji buta.
- Tulis kartu resep yang lengkap: alat, kopi, air, tuangan, waktu, rasa.
- Cicipi setiap hari dan setel seiring umur sangrai.`,
        },
      ],
    },
  ],
};
