import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** UMPTN Siap's free course: strategies for the scholastic potential test (TPS) of SNBT. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "strategi-tps",
  title: "Strategi Menjawab TPS",
  summary: "Teknik cepat dan tepat menjawab soal Tes Potensi Skolastik.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Mengenal TPS",
      quizzes: [
        q("kuis-mengenal-tps", "Kuis: Mengenal TPS", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Manakah yang termasuk subtes Tes Potensi Skolastik?",
            options: ["Penalaran Umum", "Biologi", "Sejarah Indonesia", "Ekonomi"],
            answer: 0,
            explanation: "TPS terdiri atas Penalaran Umum, Pengetahuan dan Pemahaman Umum, Pemahaman Bacaan dan Menulis, serta Pengetahuan Kuantitatif.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Bila ragu pada satu soal dan waktunya hampir habis, strategi yang masuk akal adalah…",
            options: [
              "Mengosongkan jawaban karena jawaban salah mengurangi nilai",
              "Memilih jawaban paling mungkin setelah mengeliminasi pilihan yang jelas salah",
              "Menghabiskan sisa waktu untuk soal itu",
              "Keluar dari ujian",
            ],
            answer: 1,
            explanation: "Penilaian memakai IRT tanpa pengurangan untuk jawaban salah, jadi eliminasi lalu memilih lebih baik daripada mengosongkan.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Singkatan metode penilaian yang memberi bobot lebih pada soal yang dijawab benar oleh sedikit peserta adalah …",
            accept: ["IRT", "item response theory"],
            explanation: "Item Response Theory menilai dari tingkat kesulitan soal yang dijawab, bukan sekadar jumlah benar.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Struktur Soal TPS",
          durationMinutes: 10,
          bodyMd: `Bab ini memetakan empat subtes Tes Potensi Skolastik dan jenis soal yang muncul di masing-masing.

| Subtes | Yang diukur | Contoh soal |
| --- | --- | --- |
| Penalaran Umum | Logika, pola, dan argumen | Silogisme, pola bilangan, kesimpulan dari data |
| Pengetahuan dan Pemahaman Umum | Makna kata dan kalimat | Sinonim dalam konteks, hubungan antarparagraf |
| Pemahaman Bacaan dan Menulis | Kaidah bahasa dan penyuntingan | Kalimat efektif, ejaan, kata penghubung |
| Pengetahuan Kuantitatif | Konsep matematika dasar | Perbandingan, persen, aljabar sederhana |

Selain pilihan ganda biasa, soal dapat berbentuk pilihan ganda kompleks (benar/salah untuk beberapa pernyataan) dan isian singkat.

## Contoh

Soal Penalaran Umum sering menyajikan tabel atau grafik singkat lalu bertanya pernyataan mana yang **pasti benar**. Kata "pasti" berarti hanya yang didukung data, bukan yang mungkin benar.

## Ringkasan

- TPS punya empat subtes dengan kemampuan berbeda.
- Kenali bentuk soal: pilihan ganda, pilihan ganda kompleks, isian.
- Perhatikan kata kunci seperti "pasti benar" dan "paling mungkin".`,
        },
        {
          title: "Cara Penilaian",
          durationMinutes: 10,
          bodyMd: `Bab ini menjelaskan cara skor SNBT dihitung dan apa artinya bagi strategi menjawab.

## IRT dalam bahasa sederhana

Skor dihitung dengan *Item Response Theory* (IRT): soal yang dijawab benar oleh sedikit peserta dianggap lebih sulit dan bernilai lebih tinggi. Dua peserta dengan jumlah benar sama bisa mendapat skor berbeda, tergantung soal mana yang mereka jawab benar.

## Akibatnya untuk strategi

- **Tidak ada pengurangan nilai** untuk jawaban salah, jadi jangan mengosongkan soal.
- Soal sulit tetap layak dicoba bila Anda bisa mengeliminasi sebagian pilihan.
- Jangan terpaku pada satu soal; setiap soal yang terlewat karena waktu habis adalah peluang yang hilang.

## Contoh

Rani dan Dimas sama-sama menjawab benar 20 dari 30 soal Penalaran Umum. Dimas benar di beberapa soal yang jarang dijawab benar peserta lain, sehingga skornya lebih tinggi.

## Ringkasan

- IRT memberi bobot lebih pada soal yang lebih sulit.
- Jawaban salah tidak mengurangi nilai: jangan mengosongkan soal.
- Kelola waktu agar semua soal sempat dijawab.`,
        },
        {
          title: "Menyusun Jadwal Belajar",
          durationMinutes: 10,
          bodyMd: `Bab ini membantu Anda menyusun jadwal belajar TPS yang realistis sampai hari ujian.

## Mulai dari skor try out

Kerjakan satu try out lengkap, lalu catat skor per subtes. Subtes dengan skor terendah mendapat porsi waktu terbanyak.

## Contoh jadwal mingguan (10 jam)

| Hari | Fokus | Durasi |
| --- | --- | --- |
| Senin | Penalaran Umum: konsep + 20 soal | 2 jam |
| Selasa | Pengetahuan Kuantitatif | 2 jam |
| Rabu | Pemahaman Bacaan dan Menulis | 1,5 jam |
| Kamis | Pengetahuan dan Pemahaman Umum | 1,5 jam |
| Sabtu | Try out + pembahasan | 3 jam |

## Buku kesalahan

Setiap soal yang salah ditulis ulang di buku kesalahan beserta alasan salahnya: tidak paham konsep, salah hitung, atau kehabisan waktu. Pekan terakhir sebelum ujian dipakai untuk mengulang buku ini.

## Ringkasan

- Tentukan porsi waktu dari skor try out per subtes.
- Jadwal rutin dengan satu try out mingguan.
- Catat setiap kesalahan beserta penyebabnya.`,
        },
      ],
    },
    {
      title: "Penalaran Umum",
      quizzes: [
        q("kuis-penalaran-umum", "Kuis: Penalaran Umum", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Semua peserta kelas intensif mengikuti try out. Sebagian peserta try out mendapat beasiswa. Kesimpulan yang pasti benar adalah…",
            options: [
              "Semua peserta kelas intensif mendapat beasiswa",
              "Sebagian peserta kelas intensif mendapat beasiswa",
              "Tidak dapat disimpulkan apakah ada peserta kelas intensif yang mendapat beasiswa",
              "Tidak ada peserta kelas intensif yang mendapat beasiswa",
            ],
            answer: 2,
            explanation: "Penerima beasiswa adalah sebagian peserta try out, yang bisa saja bukan peserta kelas intensif. Tidak ada kesimpulan pasti.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Pola 2, 6, 12, 20, 30, … Bilangan berikutnya adalah…",
            options: ["40", "42", "44", "36"],
            answer: 1,
            explanation: "Selisihnya 4, 6, 8, 10, lalu 12: 30 + 12 = 42. Bisa juga dilihat sebagai n × (n + 1).",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Pernyataan yang, bila benar, membuat kesimpulan sebuah argumen kurang meyakinkan disebut pernyataan … (satu kata)",
            accept: ["pelemah", "melemahkan", "yang melemahkan"],
            explanation: "Soal penguat-pelemah meminta Anda mencari fakta yang mendukung atau membantah hubungan antara premis dan kesimpulan.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Silogisme",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih silogisme: menarik kesimpulan pasti dari dua pernyataan.

## Pola dasar

~~~text
Semua A adalah B.
Semua B adalah C.
Jadi, semua A adalah C.
~~~

## Gunakan diagram

Gambar lingkaran untuk setiap kelompok. "Semua A adalah B" berarti lingkaran A berada di dalam B. "Sebagian" berarti lingkaran beririsan, tetapi kita tidak tahu seberapa besar.

## Contoh

> Semua siswa kelas XII mengikuti try out. Sebagian peserta try out mengikuti kelas malam.

Apakah sebagian siswa kelas XII pasti mengikuti kelas malam? **Tidak pasti**: peserta kelas malam bisa saja seluruhnya dari peserta try out yang bukan kelas XII. Diagram menunjukkan irisan yang belum tentu menyentuh lingkaran kelas XII.

## Jebakan umum

Kesimpulan yang terasa masuk akal di dunia nyata belum tentu **pasti** menurut pernyataan soal. Nilai hanya dari informasi yang diberikan.

## Ringkasan

- "Semua" berarti di dalam; "sebagian" berarti beririsan.
- Gambar diagram untuk memeriksa kesimpulan.
- Kesimpulan harus pasti menurut premis, bukan sekadar masuk akal.`,
        },
        {
          title: "Pola Bilangan",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas cara cepat menemukan pola barisan bilangan.

## Urutan pemeriksaan

1. **Selisih** antarsuku. Bila selisihnya tetap, barisan aritmetika.
2. **Selisih tingkat dua**: bila selisihnya berubah teratur (4, 6, 8, …).
3. **Rasio**: bila tiap suku dikali bilangan yang sama.
4. **Dua barisan berselang-seling**: suku ganjil dan genap punya pola sendiri.

## Contoh 1

~~~text
3, 7, 13, 21, 31, ...
selisih: 4, 6, 8, 10  -> berikutnya 12
jawaban: 31 + 12 = 43
~~~

## Contoh 2 (berselang-seling)

~~~text
2, 10, 4, 20, 8, 40, ...
suku ganjil: 2, 4, 8   (×2)
suku genap: 10, 20, 40 (×2)
berikutnya (suku ganjil): 16
~~~

## Ringkasan

- Periksa selisih, selisih tingkat dua, lalu rasio.
- Curigai dua barisan berselang-seling bila pola tidak terlihat.
- Tulis selisih di bawah barisan agar pola tampak.`,
        },
        {
          title: "Analisis Argumen",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih soal penguat dan pelemah argumen, yang sering muncul dalam Penalaran Umum.

## Bagian argumen

- **Premis**: fakta atau data yang diberikan.
- **Kesimpulan**: pendapat yang ditarik dari premis.
- **Asumsi**: hubungan yang tidak tertulis tetapi diperlukan agar kesimpulan masuk akal.

## Contoh

> Sejak kantin sekolah menjual buah, jumlah siswa yang sakit turun 20%. Jadi, makan buah membuat siswa lebih sehat.

Asumsinya: penurunan siswa sakit disebabkan buah, bukan hal lain.

- **Pelemah**: "Pada tahun yang sama, sekolah memasang wastafel cuci tangan di setiap kelas." (ada penyebab lain)
- **Penguat**: "Siswa yang rutin membeli buah lebih jarang izin sakit dibanding yang tidak." (hubungan langsung)

## Strategi

Temukan asumsinya dulu. Pelemah menyerang asumsi; penguat mendukungnya. Pilihan yang hanya mengulang premis biasanya bukan jawaban.

## Ringkasan

- Pisahkan premis, kesimpulan, dan asumsi.
- Pelemah menawarkan penyebab lain atau membantah hubungan.
- Penguat menegaskan hubungan premis–kesimpulan.`,
        },
      ],
    },
    {
      title: "Pemahaman Bacaan",
      quizzes: [
        q("kuis-pemahaman-bacaan-tps", "Kuis: Pemahaman Bacaan", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Soal menanyakan ide pokok paragraf kedua. Langkah paling efisien adalah…",
            options: [
              "Membaca seluruh teks dua kali",
              "Membaca kalimat pertama dan terakhir paragraf kedua, lalu memeriksa pilihan",
              "Langsung menebak",
              "Membaca paragraf terakhir",
            ],
            answer: 1,
            explanation: "Kalimat utama biasanya di awal atau akhir paragraf; mulai dari sana lalu cocokkan dengan pilihan.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: '"Kebijakan itu menuai polemik di kalangan orang tua murid." Makna polemik dalam konteks ini adalah…',
            options: ["Pujian", "Perdebatan", "Keuntungan", "Kebingungan kecil"],
            answer: 1,
            explanation: 'Polemik berarti perdebatan atau silang pendapat; konteks "di kalangan orang tua" mendukungnya.',
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Kesimpulan yang tidak tertulis tetapi dapat ditarik dari petunjuk dalam teks disebut …",
            accept: ["inferensi", "simpulan tersirat"],
            explanation: "Inferensi harus bisa ditunjukkan dasarnya di dalam teks.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Ide Pokok",
          durationMinutes: 10,
          bodyMd: `Bab ini melatih cara cepat menemukan ide pokok paragraf dalam soal bacaan SNBT.

## Langkah cepat

1. Baca kalimat **pertama** dan **terakhir** paragraf.
2. Tanyakan: kalimat mana yang dijelaskan oleh kalimat lain?
3. Cocokkan dengan pilihan; buang pilihan yang terlalu sempit (hanya rincian) atau terlalu luas (melebihi isi paragraf).

## Contoh

> Banyak sekolah di daerah terpencil kekurangan guru matematika. Sebagian guru mengajar tiga mata pelajaran sekaligus. Di beberapa sekolah, pelajaran matematika bahkan diajar oleh guru olahraga.

Pilihan "guru olahraga mengajar matematika" terlalu sempit (rincian). Pilihan "mutu pendidikan Indonesia rendah" terlalu luas. Ide pokoknya: **sekolah di daerah terpencil kekurangan guru matematika**.

## Ringkasan

- Mulai dari kalimat pertama dan terakhir.
- Ide pokok dijelaskan oleh kalimat lain.
- Buang pilihan yang terlalu sempit atau terlalu luas.`,
        },
        {
          title: "Makna Kata",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas soal makna kata dalam konteks, yang sering menjebak karena kata bisa bermakna ganda.

## Baca kalimatnya, bukan hanya katanya

Kata *bunga* dalam "bunga pinjaman naik" berbeda dengan "bunga mawar". Soal selalu menanyakan makna **dalam konteks kalimat**.

## Teknik substitusi

Ganti kata yang ditanyakan dengan setiap pilihan, lalu baca ulang kalimatnya. Pilihan yang membuat kalimat tetap bermakna sama adalah jawabannya.

## Contoh

> Pemerintah daerah *menggenjot* produksi jagung untuk memenuhi kebutuhan pakan ternak.

Pilihan: (A) mengurangi, (B) meningkatkan, (C) mengawasi, (D) mengimpor. Diganti satu per satu, hanya (B) yang sesuai dengan "untuk memenuhi kebutuhan". Jawaban: **meningkatkan**.

## Ringkasan

- Makna kata ditentukan konteks kalimat.
- Substitusikan setiap pilihan ke kalimat.
- Perhatikan petunjuk tujuan dan sebab-akibat di sekitar kata.`,
        },
        {
          title: "Simpulan Bacaan",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas soal simpulan: memilih pernyataan yang paling didukung seluruh teks.

## Ciri simpulan yang benar

- Didukung oleh beberapa bagian teks, bukan satu kalimat saja.
- Tidak menambahkan informasi di luar teks.
- Tidak terlalu kuat: kata "selalu", "pasti", "semua" sering menjadi tanda pilihan yang berlebihan.

## Contoh

> Penelitian di tiga kota menemukan siswa yang tidur kurang dari tujuh jam mendapat nilai ujian lebih rendah. Namun, siswa tersebut juga lebih banyak bekerja paruh waktu.

- "Kurang tidur menyebabkan nilai rendah" → terlalu kuat; ada faktor lain (kerja paruh waktu).
- "Waktu tidur berkaitan dengan nilai ujian, tetapi faktor lain juga mungkin berpengaruh" → **paling didukung**.

## Ringkasan

- Simpulan didukung keseluruhan teks.
- Waspadai kata mutlak dan hubungan sebab-akibat yang dipaksakan.
- Jangan menambahkan pengetahuan di luar teks.`,
        },
      ],
    },
    {
      title: "Kuantitatif",
      quizzes: [
        q("kuis-kuantitatif", "Kuis: Kuantitatif", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Harga sebuah tas Rp200.000 didiskon 25%, lalu didiskon lagi 10% dari harga setelah diskon pertama. Harga akhirnya…",
            options: ["Rp130.000", "Rp135.000", "Rp140.000", "Rp150.000"],
            answer: 1,
            explanation: "200.000 × 0,75 = 150.000; 150.000 × 0,9 = 135.000. Diskon bertingkat tidak sama dengan diskon 35%.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Perbandingan uang Ani dan Budi 3 : 5. Jumlah uang mereka Rp240.000. Uang Budi adalah…",
            options: ["Rp90.000", "Rp120.000", "Rp150.000", "Rp180.000"],
            answer: 2,
            explanation: "Total bagian 8; satu bagian Rp30.000; Budi 5 bagian = Rp150.000.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Sebuah barang dibeli Rp80.000 dan dijual Rp100.000. Persentase untungnya adalah … persen",
            accept: ["25", "25%"],
            explanation: "Untung Rp20.000 dari harga beli Rp80.000 = 25%. Persentase untung dihitung dari harga beli.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Perbandingan",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas soal perbandingan senilai, berbalik nilai, dan pembagian dengan perbandingan.

## Pembagian dengan perbandingan

~~~text
Uang A : B = 3 : 5, jumlah Rp240.000
total bagian = 3 + 5 = 8
satu bagian  = 240.000 / 8 = 30.000
A = 3 × 30.000 = 90.000;  B = 5 × 30.000 = 150.000
~~~

## Senilai dan berbalik nilai

- **Senilai**: satu naik, yang lain naik (jumlah barang dan harga total).
- **Berbalik nilai**: satu naik, yang lain turun (jumlah pekerja dan lama pekerjaan).

~~~text
6 pekerja menyelesaikan rumah dalam 20 hari.
Berapa hari bila 8 pekerja?  6 × 20 = 8 × x  ->  x = 15 hari
~~~

## Ringkasan

- Pembagian: jumlahkan bagian, cari nilai satu bagian.
- Senilai: bandingkan lurus; berbalik nilai: hasil kali tetap.
- Tentukan jenis perbandingan sebelum menghitung.`,
        },
        {
          title: "Aritmetika Sosial",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas untung-rugi, diskon, dan bunga sederhana yang sering muncul dalam soal kontekstual.

## Untung dan rugi

~~~text
untung = harga jual − harga beli
% untung = untung / harga beli × 100%
~~~

## Diskon bertingkat

Diskon 25% lalu 10% **bukan** diskon 35%:

~~~text
200.000 × 0,75 = 150.000
150.000 × 0,90 = 135.000   (total potongan 32,5%)
~~~

## Bunga tunggal

~~~text
bunga = modal × persen per tahun × lama (tahun)
Rp2.000.000 × 6% × 1,5 = Rp180.000
~~~

## Contoh kontekstual

Tarif ojek daring: Rp10.000 untuk 4 km pertama, lalu Rp2.500 per km. Perjalanan 9 km: 10.000 + 5 × 2.500 = **Rp22.500**.

## Ringkasan

- Persen untung dihitung dari harga beli.
- Diskon bertingkat dikalikan berurutan.
- Ubah soal cerita menjadi rumus langkah demi langkah.`,
        },
        {
          title: "Latihan Campuran",
          durationMinutes: 25,
          bodyMd: `Bab penutup ini berisi strategi mengerjakan paket soal campuran dengan batas waktu, seperti di hari ujian.

## Strategi dua putaran

1. **Putaran pertama**: kerjakan soal yang langsung Anda pahami. Soal yang butuh lebih dari satu setengah menit ditandai dan dilewati.
2. **Putaran kedua**: kembali ke soal bertanda, eliminasi pilihan yang jelas salah, lalu pilih jawaban terbaik.
3. Sisakan waktu untuk memastikan tidak ada soal kosong; tidak ada pengurangan nilai untuk jawaban salah.

## Contoh pembagian waktu (20 soal)

~~~text
Putaran 1 : 20 menit (rata-rata 1 menit per soal yang mudah)
Putaran 2 : 8 menit untuk soal bertanda
Cek akhir : 2 menit
~~~

## Setelah latihan

Untuk setiap soal yang salah, tentukan penyebabnya: konsep, hitungan, atau waktu. Tulis di buku kesalahan (bab Menyusun Jadwal Belajar), lalu kerjakan ulang soal itu tiga hari kemudian tanpa melihat pembahasan.

## Ringkasan

- Kerjakan dua putaran: yang mudah dulu, lalu yang ditandai.
- Jangan ada soal kosong.
- Analisis setiap kesalahan dan ulangi soalnya beberapa hari kemudian.`,
        },
      ],
    },
  ],
};
