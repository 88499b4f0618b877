import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Sekolah Kopi's free course: coffee from farm to cup, and the coffees of the archipelago. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "mengenal-kopi-indonesia",
  title: "Mengenal Kopi Indonesia",
  summary: "Perjalanan kopi dari kebun hingga cangkir, beserta ragam kopi nusantara.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Dari Kebun",
      quizzes: [
        q("kuis-dari-kebun", "Kuis: Dari Kebun", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Arabika umumnya tumbuh baik pada ketinggian…",
            options: ["0–300 mdpl", "300–600 mdpl", "di atas 1.000 mdpl", "Di mana saja"],
            answer: 2,
            explanation: "Arabika menyukai dataran tinggi yang sejuk, umumnya di atas 1.000 mdpl; robusta tahan di dataran lebih rendah.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Mengapa petik merah menghasilkan kopi lebih baik?",
            options: ["Lebih cepat dipanen", "Buah matang penuh memiliki gula dan rasa yang lengkap", "Warnanya lebih bagus di foto", "Lebih ringan ditimbang"],
            answer: 1,
            explanation: "Buah yang matang penuh memberi rasa manis; buah hijau menambah rasa sepat dan mentah.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Jenis kopi yang lebih pahit, berkafein lebih tinggi, dan banyak ditanam di Lampung adalah …",
            accept: ["robusta"],
            explanation: "Robusta tahan penyakit dan dataran rendah; Lampung adalah salah satu sentra robusta terbesar di Indonesia.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Arabika dan Robusta",
          durationMinutes: 10,
          bodyMd: `Bab ini membandingkan dua jenis kopi utama yang ditanam di Indonesia.

| | Arabika | Robusta |
| --- | --- | --- |
| Ketinggian | Umumnya di atas 1.000 mdpl | 0–800 mdpl |
| Rasa | Asam buah, manis, aroma kompleks | Pahit, cokelat, body tebal |
| Kafein | Sekitar 1–1,5% | Sekitar 2–2,7% |
| Sentra di Indonesia | Gayo, Toraja, Kintamani, Flores | Lampung, Bengkulu, Temanggung |

## Contoh

Kopi susu kekinian sering memakai campuran robusta agar rasa kopinya tetap terasa di balik susu dan gula. Seduh manual lebih sering memakai arabika agar rasa buahnya terasa.

## Ringkasan

- Arabika: dataran tinggi, asam-manis, kafein lebih rendah.
- Robusta: dataran rendah, pahit-cokelat, kafein lebih tinggi.
- Keduanya punya tempat: seduh manual dan campuran minuman susu.`,
        },
        {
          title: "Ketinggian dan Iklim",
          durationMinutes: 10,
          bodyMd: `Bab ini menjelaskan pengaruh ketinggian, suhu, dan hujan terhadap rasa kopi.

## Mengapa tinggi berpengaruh

Di dataran tinggi udara lebih dingin, sehingga buah kopi matang lebih lambat. Waktu matang yang panjang membentuk gula dan asam yang lebih kompleks, dan biji menjadi lebih padat.

## Iklim

- Musim kering yang jelas membantu pembungaan serentak dan memudahkan penjemuran.
- Pohon pelindung (lamtoro, dadap) menjaga suhu kebun dan kesuburan tanah.

## Contoh

Kebun di lereng Sindoro pada 1.300 mdpl menghasilkan arabika dengan rasa jeruk dan gula aren. Varietas yang sama ditanam di 800 mdpl terasa lebih datar dan lebih cepat matang.

## Ringkasan

- Ketinggian memperlambat pematangan dan memperkaya rasa.
- Musim kering yang jelas dan pohon pelindung membantu kualitas.
- Varietas sama bisa berbeda rasa di ketinggian berbeda.`,
        },
        {
          title: "Panen Petik Merah",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas panen petik merah: hanya memetik buah yang matang penuh.

## Mengapa penting

Buah merah matang memiliki gula paling banyak. Buah hijau menambah rasa sepat dan mentah; buah terlalu matang (hitam) bisa berfermentasi berlebihan.

## Cara

- Petik buah satu per satu, bukan merontokkan seluruh tangkai (racutan).
- Panen berulang setiap 10–14 hari selama musim panen.
- Sortir ulang di rumah: rendam dalam air, buah yang mengapung (ringan, cacat) dipisahkan.

## Contoh

Petani binaan Sekolah Kopi di Kledung beralih dari racutan ke petik merah. Hasil panen per hari turun, tetapi harga jual naik dua kali lipat karena skor cupping naik dari 78 menjadi 83.

## Ringkasan

- Petik hanya buah merah matang.
- Panen berulang dan sortir apung.
- Mutu lebih tinggi dibayar dengan harga yang lebih baik.`,
        },
      ],
    },
    {
      title: "Pascapanen",
      quizzes: [
        q("kuis-pascapanen", "Kuis: Pascapanen", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Pada proses natural, buah kopi dijemur…",
            options: ["Setelah kulit dan lendir dibuang", "Utuh dengan kulitnya", "Setelah disangrai", "Tanpa dijemur"],
            answer: 1,
            explanation: "Proses natural menjemur buah utuh, sehingga rasa buahnya meresap ke biji.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Proses yang menghasilkan rasa paling bersih dan keasaman jelas adalah…",
            options: ["Natural", "Washed (cuci)", "Honey", "Tanpa proses"],
            answer: 1,
            explanation: "Washed membuang kulit dan lendir sebelum dijemur, menonjolkan keasaman dan kejernihan rasa.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Target kadar air gabah kopi yang siap disimpan adalah sekitar … persen",
            accept: ["12", "11", "12%", "11-12"],
            explanation: "Sekitar 11–12%; lebih tinggi berisiko jamur, lebih rendah membuat biji rapuh.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Proses Natural",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas proses natural (kering): buah kopi dijemur utuh bersama kulitnya.

## Langkah

1. Sortir buah petik merah.
2. Jemur buah utuh di para-para (rak jemur berlubang) setebal 2–3 cm.
3. Bolak-balik beberapa kali sehari selama 3–5 minggu, sampai kadar air sekitar 11–12%.
4. Kupas kulit kering untuk mendapatkan biji (green bean).

## Rasa

Manis dan fruity, seperti buah kering atau anggur, dengan body lebih tebal.

## Risiko

Penjemuran lama; hujan atau tumpukan yang terlalu tebal menyebabkan jamur dan rasa apek. Karena itu natural paling cocok di daerah dengan musim kering yang panjang.

## Ringkasan

- Buah dijemur utuh di para-para 3–5 minggu.
- Rasa manis-buah dan body tebal.
- Butuh cuaca kering dan pembalikan rutin.`,
        },
        {
          title: "Proses Washed",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas proses washed (cuci basah) yang menghasilkan rasa bersih dan keasaman jelas.

## Langkah

1. Kupas kulit buah dengan mesin pulper.
2. Fermentasikan biji berlendir dalam bak 12–36 jam sampai lendir luruh.
3. Cuci bersih, lalu jemur gabah hingga kadar air 11–12%.

## Giling basah khas Indonesia

Di Sumatra banyak dipakai **giling basah** (wet hulling): kulit tanduk dikupas saat gabah masih basah, lalu biji dijemur lagi. Hasilnya body tebal, rasa rempah dan tanah yang khas kopi Sumatra.

## Rasa

Washed: bersih, cerah, keasaman seperti jeruk atau teh.

## Ringkasan

- Kulit dikupas, lendir difermentasi dan dicuci, lalu dijemur.
- Rasa bersih dengan keasaman jelas.
- Giling basah Sumatra memberi body tebal dan rasa rempah.`,
        },
        {
          title: "Proses Honey",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas proses honey: kulit dikupas, tetapi sebagian lendir dibiarkan menempel saat penjemuran.

## Tingkat honey

- **White/yellow honey**: sedikit lendir, rasa mendekati washed.
- **Red honey**: lendir lebih banyak, rasa lebih manis.
- **Black honey**: hampir seluruh lendir, penjemuran lambat dan teduh, rasa paling manis dan berat.

## Langkah

Kupas kulit dengan pulper, atur banyaknya lendir yang tersisa, lalu jemur di para-para sambil sering dibolak-balik agar tidak menggumpal dan berjamur.

## Contoh

Petani di Kledung mengolah panen yang sama menjadi washed dan red honey. Dalam cupping, versi honey terasa lebih manis seperti gula aren, sedangkan washed lebih cerah. Keduanya dijual ke roaster berbeda sesuai selera pasarnya.

## Ringkasan

- Honey: kulit dikupas, lendir sebagian dibiarkan.
- Semakin banyak lendir, semakin manis dan berat rasanya.
- Butuh penjemuran yang teliti agar tidak berjamur.`,
        },
      ],
    },
    {
      title: "Kopi Nusantara",
      quizzes: [
        q("kuis-kopi-nusantara", "Kuis: Kopi Nusantara", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Kopi Gayo berasal dari…",
            options: ["Aceh", "Bali", "Papua", "Jawa Barat"],
            answer: 0,
            explanation: "Gayo berasal dari dataran tinggi Gayo, Aceh Tengah dan Bener Meriah.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Kopi Kintamani dikenal dengan rasa jeruk, salah satunya karena…",
            options: ["Ditanam bersama pohon jeruk dan sistem subak abian", "Dicampur jus jeruk", "Disangrai sangat gelap", "Ditanam di pantai"],
            answer: 0,
            explanation: "Di Kintamani kopi ditanam tumpang sari dengan jeruk dan dikelola lewat subak abian.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Label yang menandai produk dengan mutu khas dari daerah tertentu, misalnya Kopi Arabika Gayo, disebut indikasi …",
            accept: ["geografis"],
            explanation: "Indikasi geografis melindungi nama daerah dan menjamin asal serta cara produksinya.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Sumatra",
          durationMinutes: 10,
          bodyMd: `Bab ini mengenalkan kopi-kopi Sumatra dan karakter rasanya.

| Kopi | Daerah | Karakter umum |
| --- | --- | --- |
| Gayo | Aceh Tengah, Bener Meriah | Body tebal, rempah, cokelat; versi washed lebih cerah |
| Mandailing | Tapanuli Selatan, Sumatra Utara | Body tebal, tanah, herbal |
| Lintong | Humbang Hasundutan | Rempah, manis gula tebu |
| Robusta Lampung | Lampung Barat, Tanggamus | Pahit-cokelat, dipakai luas untuk campuran |

## Giling basah

Sebagian besar arabika Sumatra diolah giling basah, yang memberi rasa rempah dan body tebal. Kini banyak petani juga membuat washed dan natural untuk pasar specialty.

## Ringkasan

- Sumatra terkenal dengan body tebal dan rasa rempah.
- Gayo, Mandailing, dan Lintong adalah arabika utama; Lampung sentra robusta.
- Proses giling basah membentuk karakter khas Sumatra.`,
        },
        {
          title: "Jawa dan Bali",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas kopi dari Jawa dan Bali, termasuk kebun tua peninggalan masa kolonial dan kopi petani lereng gunung.

| Kopi | Daerah | Karakter umum |
| --- | --- | --- |
| Java Preanger | Jawa Barat | Manis, cokelat, keasaman lembut |
| Temanggung | Lereng Sindoro–Sumbing, Jawa Tengah | Arabika: jeruk, gula aren; robusta: cokelat tebal |
| Ijen Raung | Bondowoso, Jawa Timur | Bersih, manis, rempah ringan |
| Kintamani | Bangli, Bali | Jeruk segar, ringan, manis |

## Contoh

Kintamani dan Arabika Java Preanger sudah mendapat indikasi geografis: nama daerahnya dilindungi dan mutu serta asalnya diawasi.

## Ringkasan

- Kopi Jawa dikenal manis dan seimbang; Temanggung punya arabika dan robusta.
- Kintamani terkenal dengan rasa jeruk.
- Indikasi geografis melindungi nama dan mutu kopi daerah.`,
        },
        {
          title: "Sulawesi hingga Papua",
          durationMinutes: 10,
          bodyMd: `Bab ini menutup perjalanan kopi nusantara di bagian timur Indonesia.

| Kopi | Daerah | Karakter umum |
| --- | --- | --- |
| Toraja | Tana Toraja, Sulawesi Selatan | Body tebal, rempah, cokelat hitam |
| Kalosi | Enrekang | Manis, rempah, keasaman rendah |
| Flores Bajawa | Ngada, NTT | Cokelat, kacang, manis |
| Wamena | Lembah Baliem, Papua | Bersih, manis, ringan; banyak ditanam tanpa pupuk kimia |

## Contoh

Kopi Flores Bajawa sering diolah secara washed oleh kelompok tani dan dijual melalui koperasi. Wamena ditanam petani kecil di lembah tinggi sekitar 1.500 mdpl dengan cara tradisional.

## Ringkasan

- Toraja dan Kalosi: body tebal dan rempah.
- Flores Bajawa: cokelat dan kacang.
- Wamena: bersih dan manis dari dataran tinggi Papua.`,
        },
      ],
    },
    {
      title: "Di Cangkir",
      quizzes: [
        q("kuis-di-cangkir", "Kuis: Di Cangkir", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Cara paling sederhana menyeduh kopi di rumah tanpa alat khusus adalah…",
            options: [
              "Kopi tubruk dengan takaran dan suhu yang tepat",
              "Merebus kopi 10 menit",
              "Menyeduh dengan air dingin sebentar",
              "Mencampur kopi dengan teh",
            ],
            answer: 0,
            explanation: "Kopi tubruk dengan rasio sekitar 1:15 dan air sekitar 93 °C memberi hasil yang baik tanpa alat khusus.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Tempat terbaik menyimpan biji kopi adalah…",
            options: ["Kulkas terbuka", "Toples kedap udara, gelap, suhu ruang", "Dekat kompor", "Di bawah sinar matahari"],
            answer: 1,
            explanation: "Udara, cahaya, panas, dan kelembapan mempercepat kopi kehilangan aroma.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Cara mencicipi kopi dengan menyeruput cepat agar menyebar ke seluruh lidah disebut … (istilah bahasa Inggris)",
            accept: ["slurp", "slurping", "cupping"],
            explanation: "Slurp menyemprotkan kopi ke seluruh rongga mulut sehingga rasa dan aromanya lebih mudah dikenali.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Menyeduh di Rumah",
          durationMinutes: 10,
          bodyMd: `Bab ini mengajarkan cara menyeduh kopi enak di rumah dengan alat yang sudah ada.

## Kopi tubruk yang lebih baik

1. Timbang 12 g kopi gilingan sedang-kasar (sekitar 2 sendok makan peres).
2. Didihkan air, diamkan 30–60 detik agar sekitar 93 °C.
3. Tuang 180 g air, aduk tiga kali.
4. Tunggu 4 menit, lalu tiriskan ampas di permukaan dengan sendok.
5. Minum setelah ampas mengendap.

## Rasio

Rasio 1:15 (12 g untuk 180 g air) adalah titik awal. Terlalu kuat? Tambah air. Terlalu encer? Tambah kopi.

## Ringkasan

- Tubruk tetap enak bila takaran dan suhu tepat.
- Rasio awal 1:15, air sekitar 93 °C, tunggu 4 menit.
- Sesuaikan rasio dengan selera.`,
        },
        {
          title: "Mencicipi dengan Sadar",
          durationMinutes: 10,
          bodyMd: `Bab ini melatih cara mencicipi kopi dengan lebih sadar, sehingga Anda bisa membedakan kopi dari daerah dan proses berbeda.

## Latihan perbandingan

Seduh dua kopi dengan resep yang sama, misalnya Gayo giling basah dan Kintamani washed. Cicipi bergantian saat hangat, lalu saat suhu ruang.

## Yang diperhatikan

- **Aroma** sebelum diminum.
- **Keasaman**: segar seperti jeruk atau hampir tidak terasa?
- **Body**: ringan atau tebal?
- **Aftertaste**: rasa apa yang tertinggal?

## Contoh catatan

~~~text
Gayo giling basah : rempah, cokelat, body tebal, asam rendah
Kintamani washed  : jeruk, manis, body ringan, aftertaste bersih
~~~

## Ringkasan

- Bandingkan dua kopi dengan resep sama.
- Perhatikan aroma, keasaman, body, dan aftertaste.
- Catat kesan Anda; lidah terlatih lewat perbandingan.`,
        },
        {
          title: "Menyimpan Biji Kopi",
          durationMinutes: 10,
          bodyMd: `Bab penutup ini membahas cara menyimpan kopi agar aromanya bertahan.

## Musuh kopi

Udara, cahaya, panas, dan kelembapan.

## Cara menyimpan

- Beli **biji utuh**, giling sesaat sebelum menyeduh; kopi bubuk kehilangan aroma dalam hitungan hari.
- Simpan di kemasan dengan katup satu arah atau toples kedap udara yang gelap, di suhu ruang.
- Jangan simpan di kulkas yang sering dibuka: uap air mengembun di biji.
- Nikmati dalam 2–6 minggu setelah tanggal sangrai.

## Contoh

Pelanggan Sekolah Kopi menyimpan kopi bubuk di toples kaca bening dekat jendela. Setelah dua minggu rasanya datar. Dengan biji utuh di kemasan berkatup di dalam lemari, rasa buahnya bertahan sampai habis.

## Ringkasan

- Hindari udara, cahaya, panas, dan lembap.
- Beli biji utuh dan giling sebelum menyeduh.
- Habiskan dalam 2–6 minggu setelah sangrai.`,
        },
      ],
    },
  ],
};
