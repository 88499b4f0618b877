import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Aksara's free course: reading comprehension strategies for students (and teachers who teach them). */

const TEKS_PASAR = `> Pasar Beringharjo sudah ramai sejak pukul lima pagi. Pedagang sayur dari Kulon Progo datang dengan mobil bak terbuka, sementara pedagang batik baru membuka kios pukul delapan. Menjelang siang, pembeli didominasi wisatawan yang mencari batik dan oleh-oleh. Karena itu, banyak pedagang sayur sudah pulang sebelum pukul sebelas.`;

const QUIZ_1: TQuizSeed = {
  slug: "kuis-menemukan-informasi",
  title: "Kuis: Menemukan Informasi",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Di paragraf pasar pada bab 1, mengapa banyak pedagang sayur pulang sebelum pukul sebelas?",
      options: [
        "Karena hujan",
        "Karena pembeli siang hari kebanyakan wisatawan pencari batik dan oleh-oleh",
        "Karena pasar tutup pukul sebelas",
        "Karena sayurnya habis dicuri",
      ],
      answer: 1,
      explanation: 'Kalimat terakhir diawali "Karena itu", yang merujuk ke kalimat sebelumnya: pembeli siang hari didominasi wisatawan.',
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Kalimat utama paling sering berada di…",
      options: ["awal atau akhir paragraf", "selalu di tengah paragraf", "judul bacaan", "catatan kaki"],
      answer: 0,
      explanation: "Paragraf deduktif meletakkan kalimat utama di awal, paragraf induktif di akhir. Di tengah jarang terjadi.",
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: 'Apa nama kata penghubung yang menandai sebab-akibat seperti "karena itu" dan "akibatnya"? (satu kata: konjungsi …)',
      accept: ["kausalitas", "konjungsi kausalitas", "sebab akibat", "kausal"],
      explanation: "Konjungsi kausalitas menandai hubungan sebab-akibat, dan menjadi petunjuk penting saat mencari alasan di dalam teks.",
    },
  ],
};

const QUIZ_2: TQuizSeed = {
  slug: "kuis-memahami-makna",
  title: "Kuis: Memahami Makna",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: '"Setelah panen gagal dua kali, Pak Darto menjual sapinya." Inferensi yang paling masuk akal adalah…',
      options: ["Pak Darto tidak suka sapi", "Pak Darto membutuhkan uang", "Sapi Pak Darto sakit", "Pak Darto pindah rumah"],
      answer: 1,
      explanation: "Teks tidak menyebut alasannya, tetapi petunjuk panen gagal dua kali membuat kebutuhan uang menjadi kesimpulan paling kuat.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Mana yang merupakan opini?",
      options: [
        "Candi Borobudur dibangun pada abad ke-9.",
        "Borobudur terletak di Kabupaten Magelang.",
        "Borobudur adalah tempat wisata paling indah di Indonesia.",
        "Borobudur memiliki 72 stupa berlubang di teras atasnya.",
      ],
      answer: 2,
      explanation: '"Paling indah" adalah penilaian yang tidak bisa dibuktikan benar atau salah; tiga kalimat lain dapat dicek kebenarannya.',
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: "Petunjuk di sekitar kata sulit yang membantu menebak maknanya disebut petunjuk …",
      accept: ["konteks", "kontekstual"],
      explanation: "Petunjuk konteks berupa definisi, contoh, sinonim atau lawan kata di kalimat sekitarnya.",
    },
  ],
};

const QUIZ_3: TQuizSeed = {
  slug: "kuis-membaca-kritis",
  title: "Kuis: Membaca Kritis",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Grafik batang jumlah pengunjung perpustakaan memulai sumbu tegaknya dari 900, bukan 0. Akibatnya…",
      options: ["Perbedaan antarbulan tampak lebih besar dari sebenarnya", "Grafik menjadi lebih akurat", "Data menjadi salah", "Tidak ada pengaruhnya"],
      answer: 0,
      explanation: "Memotong sumbu membesarkan selisih kecil secara visual. Datanya benar, tetapi kesannya menyesatkan.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Pertanyaan pertama yang perlu diajukan saat membaca informasi kesehatan yang viral adalah…",
      options: [
        "Berapa orang yang sudah membagikannya?",
        "Siapa sumbernya dan apakah ia ahli di bidang itu?",
        "Apakah judulnya menarik?",
        "Apakah ada gambar?",
      ],
      answer: 1,
      explanation: "Jumlah pembagi dan judul menarik tidak menunjukkan kebenaran. Sumber dan keahliannya adalah titik awal pemeriksaan.",
    },
    {
      kind: "short_answer",
      id: "q4",
      prompt: "Menuliskan kembali isi bacaan dengan kata-kata sendiri secara singkat disebut membuat …",
      accept: ["ringkasan", "rangkuman", "ikhtisar"],
      explanation: "Ringkasan yang ditulis dengan kata sendiri adalah bukti paling sederhana bahwa sebuah teks dipahami.",
    },
  ],
};

export const COURSE: TCourseSeed = {
  slug: "membaca-pemahaman",
  title: "Strategi Membaca Pemahaman",
  summary: "Strategi membaca yang bisa dilatih: menemukan informasi, memahami makna tersirat, dan membaca secara kritis.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Menemukan Informasi",
      quizzes: [QUIZ_1],
      chapters: [
        {
          title: "Membaca dengan Tujuan",
          durationMinutes: 10,
          bodyMd: `Bab ini mengajarkan kebiasaan pertama pembaca yang baik: menentukan tujuan sebelum membaca, karena tujuan menentukan cara membaca.

## Tiga cara membaca

- **Membaca memindai** (*scanning*): mencari satu informasi, misalnya jam buka perpustakaan di pengumuman. Mata melompat mencari angka atau kata kunci.
- **Membaca sekilas** (*skimming*): mengetahui gambaran umum, misalnya memutuskan apakah artikel layak dibaca. Baca judul, subjudul, kalimat pertama setiap paragraf.
- **Membaca saksama**: memahami isi secara utuh, misalnya bacaan untuk ujian. Baca seluruh kalimat dan berhenti untuk mengecek pemahaman.

## Contoh

Soal: *"Pukul berapa pedagang batik membuka kios?"* Anda tidak perlu membaca seluruh teks dengan saksama. Pindai angka jam dalam paragraf berikut:

${TEKS_PASAR}

Jawabannya ada di kalimat kedua: **pukul delapan**.

## Latihan

Ambil satu artikel berita hari ini. Tulis satu pertanyaan sebelum membaca, lalu pilih cara membaca yang sesuai untuk menjawabnya.

## Ringkasan

- Tentukan tujuan sebelum membaca.
- Memindai untuk informasi tertentu, membaca sekilas untuk gambaran umum, membaca saksama untuk pemahaman utuh.`,
        },
        {
          title: "Ide Pokok dan Kalimat Utama",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan cara menemukan ide pokok sebuah paragraf melalui kalimat utamanya.

## Kalimat utama dan kalimat penjelas

Setiap paragraf yang baik membahas satu gagasan. Gagasan itu biasanya dinyatakan dalam **kalimat utama**; kalimat lain adalah **kalimat penjelas** yang memberi contoh, alasan, atau rincian.

- Kalimat utama di awal: paragraf **deduktif** (umum → khusus).
- Kalimat utama di akhir: paragraf **induktif** (khusus → umum), sering diawali "jadi" atau "dengan demikian".

## Contoh

> Sampah plastik di sungai kota kami terus bertambah. Setiap Minggu, relawan mengangkat lebih dari 200 kilogram plastik. Sebagian besar berupa kantong belanja dan kemasan minuman.

Kalimat pertama bersifat umum; dua kalimat berikutnya memberi angka dan rincian. Ide pokoknya: **sampah plastik di sungai kota terus bertambah**.

## Cara menguji

Tanyakan: *"Apakah kalimat lain menjelaskan kalimat ini?"* Bila ya, itulah kalimat utama. Bila tidak ada kalimat yang merangkum, susun sendiri ide pokoknya dari kesamaan semua kalimat.

## Ringkasan

- Ide pokok adalah gagasan yang dibahas seluruh paragraf.
- Kalimat utama biasanya di awal (deduktif) atau di akhir (induktif).
- Uji dengan bertanya kalimat mana yang dijelaskan oleh kalimat lain.`,
        },
        {
          title: "Membaca Tabel dan Infografik",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih cara membaca teks nonkontinu: tabel, diagram, dan infografik yang sering muncul di soal literasi.

## Langkah membaca tabel

1. Baca **judul**: tabel ini tentang apa, di mana, kapan?
2. Baca **judul kolom dan baris** serta **satuannya**.
3. Baru kemudian cari angka yang dibutuhkan pertanyaan.

## Contoh

**Peminjaman buku perpustakaan SMP Harapan, semester ganjil**

| Bulan | Fiksi | Nonfiksi |
| --- | --- | --- |
| Juli | 120 | 45 |
| Agustus | 150 | 60 |
| September | 90 | 75 |

- Pertanyaan: *Pada bulan apa buku nonfiksi paling banyak dipinjam?* → **September (75)**.
- Pertanyaan: *Apakah peminjaman fiksi selalu naik?* → **Tidak**; naik di Agustus, turun di September.

> [!TIP]
> Kesalahan paling sering adalah membaca kolom yang salah. Letakkan jari atau penggaris di baris yang dimaksud.

## Ringkasan

- Judul dan satuan dibaca lebih dulu daripada angka.
- Jawab hanya dari data yang ada; jangan menambah dugaan di luar tabel.
- Bandingkan angka antarbaris untuk melihat kecenderungan naik atau turun.`,
        },
      ],
    },
    {
      title: "Memahami Makna",
      quizzes: [QUIZ_2],
      chapters: [
        {
          title: "Menebak Makna Kata dari Konteks",
          durationMinutes: 10,
          bodyMd: `Bab ini mengajarkan cara memahami kata sulit tanpa kamus, dengan memakai petunjuk konteks di sekitarnya.

## Empat jenis petunjuk konteks

- **Definisi**: "Petani memakai *pupuk organik*, yaitu pupuk dari kotoran hewan dan sisa tanaman."
- **Contoh**: "Banyak *unggas* dipelihara di desa itu, seperti ayam, bebek, dan angsa."
- **Sinonim**: "Ia sangat *cermat*; teliti dalam setiap pekerjaan."
- **Lawan kata**: "Berbeda dengan kakaknya yang *boros*, adiknya selalu menabung."

## Contoh latihan

> Jalan desa itu *licin* setelah hujan, sehingga beberapa pengendara motor tergelincir.

Petunjuk "setelah hujan" dan "tergelincir" membantu kita menyimpulkan bahwa *licin* berarti permukaan yang membuat mudah jatuh.

## Ringkasan

- Cari petunjuk di kalimat yang sama dan kalimat sesudahnya.
- Empat petunjuk: definisi, contoh, sinonim, lawan kata.
- Cek tebakan dengan mengganti kata sulit dengan makna tebakan Anda; kalimat harus tetap masuk akal.`,
        },
        {
          title: "Membuat Inferensi",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih inferensi: menyimpulkan hal yang tidak ditulis langsung, berdasarkan petunjuk di dalam teks dan pengetahuan kita.

## Rumus sederhana

**Petunjuk dalam teks + pengetahuan saya = inferensi**

## Contoh

> Rina menutup payungnya yang basah, melepas sepatu yang penuh lumpur, lalu bergegas ke dapur membuat teh panas.

- Petunjuk: payung basah, sepatu berlumpur, teh panas.
- Pengetahuan: hujan membuat jalan becek dan udara dingin.
- Inferensi: **Rina baru pulang kehujanan dan merasa kedinginan.**

## Inferensi yang kuat dan yang lemah

Inferensi yang kuat didukung beberapa petunjuk. "Rina tidak suka hujan" adalah inferensi lemah: tidak ada petunjuk tentang perasaannya terhadap hujan.

## Latihan

Baca lagi paragraf pasar di modul pertama. Apa yang dapat disimpulkan tentang jenis pembeli pada pukul enam pagi? Tuliskan petunjuk yang Anda pakai.

## Ringkasan

- Inferensi = petunjuk dalam teks + pengetahuan sendiri.
- Selalu bisa menunjuk kalimat yang menjadi dasar kesimpulan.
- Hindari kesimpulan yang tidak didukung petunjuk.`,
        },
        {
          title: "Fakta dan Opini",
          durationMinutes: 10,
          bodyMd: `Bab ini membedakan fakta, yang bisa dibuktikan, dari opini, yang berisi pendapat atau penilaian.

## Ciri-ciri

| Fakta | Opini |
| --- | --- |
| Dapat diperiksa kebenarannya | Berisi penilaian atau perasaan |
| Sering memuat angka, tanggal, tempat | Memakai kata seperti *sebaiknya, terbaik, menurut saya, seharusnya* |
| Tidak berubah karena siapa yang mengatakan | Bisa berbeda dari orang ke orang |

## Contoh dari satu berita

> (1) Pemerintah kota meresmikan taman baru seluas dua hektare pada Sabtu lalu. (2) Taman itu dilengkapi jalur pejalan kaki dan 40 bangku. (3) Taman ini adalah hadiah terbaik bagi warga tahun ini.

Kalimat (1) dan (2) adalah **fakta**: luas, hari, dan jumlah bangku bisa diperiksa. Kalimat (3) adalah **opini**: "terbaik" adalah penilaian.

## Mengapa penting

Opini tidak salah, tetapi harus dikenali sebagai opini. Teks iklan dan unggahan media sosial sering mencampur keduanya agar opini terasa seperti fakta.

## Ringkasan

- Fakta dapat dibuktikan; opini adalah penilaian.
- Kata penilai (*terbaik, sangat, seharusnya*) adalah tanda opini.
- Satu teks sering memuat keduanya; pisahkan per kalimat.`,
        },
      ],
    },
    {
      title: "Membaca Kritis",
      quizzes: [QUIZ_3],
      chapters: [
        {
          title: "Menilai Sumber Informasi",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan empat pertanyaan untuk menilai apakah sebuah sumber informasi layak dipercaya.

## Empat pertanyaan

1. **Siapa penulisnya?** Apakah ia punya keahlian di bidang itu?
2. **Kapan ditulis?** Informasi kesehatan atau teknologi bisa cepat usang.
3. **Apa buktinya?** Apakah ada data, rujukan, atau hanya klaim?
4. **Apa tujuannya?** Menginformasikan, meyakinkan, atau menjual?

## Contoh

Pesan berantai: *"Minum air rebusan daun X tiga kali sehari menyembuhkan demam berdarah. Sebarkan!"*

- Penulis: tidak disebutkan.
- Tanggal: tidak ada.
- Bukti: tidak ada penelitian yang dirujuk.
- Tujuan: mendorong orang menyebarkan.

Keempat jawaban lemah. Informasi ini **tidak layak dipercaya** sebelum dicek ke sumber resmi seperti situs Kementerian Kesehatan atau tenaga kesehatan.

## Ringkasan

- Tanyakan siapa, kapan, apa buktinya, dan apa tujuannya.
- Klaim tanpa penulis, tanggal, dan bukti perlu dicurigai.
- Cek ke sumber resmi sebelum membagikan.`,
        },
        {
          title: "Membaca Grafik dengan Jujur",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih cara membaca grafik secara kritis, termasuk mengenali grafik yang benar datanya tetapi menyesatkan kesannya.

## Periksa tiga hal

1. **Sumbu tegak dimulai dari mana?** Grafik batang yang tidak dimulai dari nol membesarkan perbedaan kecil.
2. **Rentang waktunya?** Memilih bulan tertentu saja bisa menyembunyikan kecenderungan sebenarnya.
3. **Satuannya?** "Jumlah" dan "persen" menceritakan hal berbeda.

## Contoh

Sebuah poster menampilkan pengunjung perpustakaan: Januari 950 orang, Februari 1.000 orang. Sumbu tegaknya dimulai dari 900, sehingga batang Februari tampak **dua kali** lebih tinggi. Padahal kenaikannya hanya 50 orang, sekitar **5%**.

~~~text
Kenaikan = (1.000 − 950) ÷ 950 × 100% ≈ 5,3%
~~~

## Ringkasan

- Lihat titik awal sumbu, rentang waktu, dan satuan sebelum menyimpulkan.
- Hitung sendiri selisih atau persentasenya bila ragu.
- Grafik bisa benar datanya tetapi menyesatkan tampilannya.`,
        },
        {
          title: "Meringkas dengan Kata Sendiri",
          durationMinutes: 15,
          bodyMd: `Bab penutup ini mengajarkan cara meringkas bacaan, keterampilan yang sekaligus menguji apakah Anda benar-benar memahaminya.

## Langkah meringkas

1. Baca seluruh teks sekali tanpa mencatat.
2. Tulis ide pokok setiap paragraf dalam satu baris (lihat bab Ide Pokok).
3. Gabungkan baris-baris itu menjadi paragraf baru **dengan kata-kata sendiri**.
4. Periksa: tidak ada opini Anda yang ditambahkan, dan panjangnya sekitar seperempat teks asli.

## Contoh

Teks asli (tiga paragraf) tentang pasar: jam ramai pedagang sayur, jam buka pedagang batik, dan pembeli siang hari.

Ringkasan:

> Pasar Beringharjo ramai sejak subuh oleh pedagang sayur. Menjelang siang pembelinya didominasi wisatawan yang mencari batik, sehingga pedagang sayur pulang lebih awal dan pedagang batik baru sibuk setelah pukul delapan.

## Kesalahan umum

- Menyalin kalimat asli, sehingga ringkasan tidak membuktikan pemahaman.
- Menambahkan pendapat sendiri ("pasar itu sangat menarik").
- Memuat rincian kecil dan melewatkan gagasan utama.

## Ringkasan

- Ringkasan = gabungan ide pokok, ditulis dengan kata sendiri.
- Tidak menambah opini, tidak menyalin kalimat asli.
- Panjang sekitar seperempat teks asli.`,
        },
      ],
    },
  ],
};
