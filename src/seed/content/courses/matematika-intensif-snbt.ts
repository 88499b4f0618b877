import type { TChapterSeed, TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/**
 * UMPTN Siap's premium course: the mathematics of SNBT (Pengetahuan Kuantitatif and Penalaran
 * Matematika) — algebra, geometry, statistics and probability, then timed practice sets.
 * Maths is written in plain text and Unicode (x², √, ≤, a/b); calculations sit in text blocks.
 */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

// ---- Aljabar ---------------------------------------------------------------------------------

const PERSAMAAN_LINEAR: TChapterSeed = {
  title: "Persamaan Linear",
  durationMinutes: 20,
  bodyMd: `Bab ini membahas persamaan dan pertidaksamaan linear serta sistem persamaan linear dua variabel (SPLDV). Bentuk inilah yang paling sering tersembunyi di balik soal cerita Pengetahuan Kuantitatif dan Penalaran Matematika: harga barang, umur, upah, dan campuran.

## Dari cerita ke persamaan

1. Tentukan besaran yang belum diketahui dan beri nama variabel yang mudah diingat, misalnya b untuk harga buku dan p untuk harga pulpen.
2. Terjemahkan setiap kalimat informasi menjadi satu persamaan.
3. Selesaikan dengan **eliminasi** (menjumlahkan atau mengurangkan dua persamaan) atau **substitusi** (mengganti satu variabel dengan bentuk variabel lain).
4. Baca ulang pertanyaannya. Yang diminta sering bukan x atau y, melainkan x + y, 2x − y, atau total harga.

## Pertidaksamaan linear

Pertidaksamaan diselesaikan seperti persamaan, dengan satu aturan tambahan: bila kedua ruas dikali atau dibagi bilangan **negatif**, tanda ketidaksamaan dibalik.

~~~text
−2x + 5 ≤ 11
    −2x ≤ 6
      x ≥ −3      (dibagi −2, tanda ≤ menjadi ≥)
~~~

Cek dengan satu nilai: x = 0 memenuhi x ≥ −3, dan −2(0) + 5 = 5 ≤ 11 ✓.

## Contoh 1: eliminasi

> Harga 2 buku dan 3 pulpen Rp19.000, sedangkan harga 3 buku dan 1 pulpen Rp18.000. Berapa harga 1 buku dan 1 pulpen?

Misalkan b = harga satu buku dan p = harga satu pulpen, **dalam ribu rupiah** agar angkanya kecil.

~~~text
2b + 3p = 19   (×3)   6b + 9p = 57
3b +  p = 18   (×2)   6b + 2p = 36
                      ------------ −
                           7p = 21
                            p = 3
3b + 3 = 18  →  3b = 15  →  b = 5
~~~

Cek ke persamaan pertama: 2 × 5 + 3 × 3 = 19 ✓. Harga 1 buku dan 1 pulpen: 5 + 3 = 8 ribu, yaitu **Rp8.000**.

## Contoh 2: soal umur

> Umur ayah sekarang 4 kali umur anaknya. Lima tahun lagi, umur ayah 3 kali umur anaknya. Berapa jumlah umur mereka sekarang?

Misalkan umur anak sekarang n tahun, maka umur ayah 4n tahun. Lima tahun lagi **keduanya** bertambah 5 tahun:

~~~text
4n + 5 = 3(n + 5)
4n + 5 = 3n + 15
     n = 10
~~~

Anak berumur 10 tahun dan ayah 40 tahun. Cek: lima tahun lagi 45 = 3 × 15 ✓. Jumlah umur sekarang **50 tahun**.

## Contoh 3: yang ditanya x + y

> Jika x + 2y = 11 dan 2x + y = 13, nilai x + y adalah …

Tidak perlu mencari x dan y satu per satu. Jumlahkan kedua persamaan:

~~~text
(x + 2y) + (2x + y) = 11 + 13
           3x + 3y = 24
             x + y = 8
~~~

Jawaban: **8**. Bila dicari satu per satu hasilnya x = 5 dan y = 3, tetapi itu butuh dua langkah lagi.

> [!TIP]
> Sebelum mengeliminasi, lihat bentuk yang ditanyakan. Bila koefisiennya "bersilang" seperti di Contoh 3, menjumlahkan atau mengurangkan persamaan sering langsung memberi jawabannya.

## Jebakan umum

- Lupa membalik tanda pertidaksamaan saat membagi dengan bilangan negatif.
- Menjawab nilai x padahal yang ditanya x + y atau total harga.
- Dalam soal umur, hanya menambah umur satu orang; waktu berjalan sama untuk semua orang.
- Mencampur satuan: sebagian dalam rupiah, sebagian dalam ribu rupiah.

## Ringkasan

- Beri nama variabel, ubah setiap kalimat menjadi persamaan, lalu eliminasi atau substitusi.
- Pertidaksamaan: tanda dibalik bila dikali atau dibagi bilangan negatif.
- Cek jawaban ke persamaan awal dan pastikan menjawab yang ditanyakan.`,
};

const PERSAMAAN_KUADRAT: TChapterSeed = {
  title: "Persamaan Kuadrat",
  durationMinutes: 20,
  bodyMd: `Bab ini membahas persamaan kuadrat ax² + bx + c = 0: cara mencari akarnya, diskriminan untuk menentukan jenis akar, dan rumus jumlah serta hasil kali akar yang membuat banyak soal SNBT selesai tanpa mencari akarnya.

## Tiga cara mencari akar

1. **Faktorisasi**: cari dua bilangan yang hasil kalinya c dan jumlahnya b (untuk a = 1).
2. **Rumus abc**: x = (−b ± √D) / (2a), dengan D = b² − 4ac.
3. **Melengkapkan kuadrat**: jarang dibutuhkan di SNBT, tetapi menjadi dasar rumus abc.

## Diskriminan D = b² − 4ac

| Nilai D | Jenis akar |
| --- | --- |
| D > 0 | dua akar real berbeda |
| D = 0 | dua akar real kembar (sama) |
| D < 0 | tidak punya akar real |

## Jumlah dan hasil kali akar

Bila x₁ dan x₂ akar-akar ax² + bx + c = 0, maka:

~~~text
x₁ + x₂ = −b/a
x₁ · x₂ =  c/a
x₁² + x₂² = (x₁ + x₂)² − 2x₁x₂
~~~

## Contoh 1: faktorisasi

> Tentukan himpunan penyelesaian x² − 5x + 6 = 0.

Cari dua bilangan dengan hasil kali 6 dan jumlah −5: yaitu −2 dan −3.

~~~text
x² − 5x + 6 = 0
(x − 2)(x − 3) = 0
x = 2  atau  x = 3
~~~

Cek: 2² − 5(2) + 6 = 4 − 10 + 6 = 0 ✓. Himpunan penyelesaian **{2, 3}**.

## Contoh 2: tanpa mencari akar

> Akar-akar persamaan 2x² − 6x + 1 = 0 adalah p dan q. Nilai p² + q² adalah …

Akarnya bilangan irasional, jadi lebih cepat memakai jumlah dan hasil kali akar:

~~~text
p + q = −b/a = −(−6)/2 = 3
p · q =  c/a = 1/2
p² + q² = (p + q)² − 2pq
        = 3² − 2 · (1/2)
        = 9 − 1 = 8
~~~

Jawaban: **8**.

## Contoh 3: soal cerita

> Sebuah papan berbentuk persegi panjang luasnya 48 cm². Panjangnya 2 cm lebih dari lebarnya. Berapa kelilingnya?

Misalkan lebar = x cm, maka panjang = (x + 2) cm.

~~~text
x(x + 2) = 48
x² + 2x − 48 = 0
(x + 8)(x − 6) = 0
x = −8 (ditolak, panjang tidak negatif)  atau  x = 6
~~~

Lebar 6 cm, panjang 8 cm (cek: 6 × 8 = 48 ✓). Keliling = 2(8 + 6) = **28 cm**.

## Contoh 4: diskriminan

> Agar x² + kx + 9 = 0 mempunyai dua akar kembar, nilai k adalah …

Akar kembar berarti D = 0:

~~~text
D = k² − 4(1)(9) = k² − 36 = 0
k² = 36  →  k = 6  atau  k = −6
~~~

Jawaban: **k = ±6**. Untuk k = 6 persamaannya (x + 3)² = 0 dengan akar kembar −3.

## Jebakan umum

- Membagi kedua ruas dengan x. Pada x² = 3x, membagi dengan x menghilangkan akar x = 0; yang benar x² − 3x = 0, x(x − 3) = 0, sehingga x = 0 atau x = 3.
- Salah tanda: jumlah akar adalah **−b/a**, bukan b/a.
- Lupa menolak akar yang tidak masuk akal dalam soal cerita (panjang atau banyak barang negatif).
- Menulis √(a + b) = √a + √b; ini salah, misalnya √(9 + 16) = 5, bukan 7.

## Ringkasan

- Coba faktorisasi dulu; bila sulit, pakai rumus abc.
- D = b² − 4ac menentukan jenis akar: positif, nol, atau negatif.
- x₁ + x₂ = −b/a dan x₁x₂ = c/a menyelesaikan soal bentuk simetris tanpa mencari akar.`,
};

const FUNGSI: TChapterSeed = {
  title: "Fungsi",
  durationMinutes: 25,
  bodyMd: `Bab ini membahas notasi fungsi, fungsi komposisi, fungsi invers, dan fungsi kuadrat untuk mencari nilai maksimum atau minimum, yang sering muncul dalam soal keuntungan dan luas.

## Notasi dan komposisi

f(x) = 2x + 3 berarti "kalikan 2 lalu tambah 3". Komposisi (f ∘ g)(x) = f(g(x)): kerjakan **g dulu**, hasilnya dimasukkan ke f. Urutan penting: umumnya (f ∘ g)(x) ≠ (g ∘ f)(x).

## Fungsi invers

Invers f⁻¹ membalik kerja f: bila f(a) = b, maka f⁻¹(b) = a. Cara mencarinya: tulis y = f(x), nyatakan x dalam y, lalu tukar nama variabelnya.

## Fungsi kuadrat f(x) = ax² + bx + c

- a > 0: grafik terbuka ke atas, punya nilai **minimum**.
- a < 0: grafik terbuka ke bawah, punya nilai **maksimum**.
- Titik puncak di x = −b/(2a); nilai ekstremnya f(−b/(2a)).

## Contoh 1: komposisi

> Diketahui f(x) = 2x + 3 dan g(x) = x² − 1. Tentukan (f ∘ g)(2) dan (g ∘ f)(2).

~~~text
(f ∘ g)(2) = f(g(2)) = f(2² − 1) = f(3) = 2(3) + 3 = 9
(g ∘ f)(2) = g(f(2)) = g(2(2) + 3) = g(7) = 7² − 1 = 48
~~~

Hasilnya **9** dan **48**: urutan komposisi mengubah jawaban.

## Contoh 2: invers

> Jika f(x) = 3x − 6, nilai f⁻¹(9) adalah …

~~~text
y = 3x − 6
3x = y + 6
x = (y + 6)/3     jadi  f⁻¹(x) = (x + 6)/3
f⁻¹(9) = (9 + 6)/3 = 5
~~~

Cek: f(5) = 3(5) − 6 = 9 ✓. Jawaban: **5**. Untuk satu nilai saja, cukup selesaikan 3x − 6 = 9.

## Contoh 3: f(x + 1) diketahui

> Jika f(x + 1) = 2x + 5, nilai f(4) adalah …

Cari x yang membuat x + 1 = 4, yaitu x = 3, lalu masukkan ke ruas kanan: f(4) = 2(3) + 5 = **11**.

Bila rumus f(x) yang diminta, misalkan t = x + 1 sehingga x = t − 1:

~~~text
f(t) = 2(t − 1) + 5 = 2t + 3   →   f(x) = 2x + 3
cek: f(4) = 2(4) + 3 = 11 ✓
~~~

## Contoh 4: keuntungan maksimum

> Keuntungan harian sebuah usaha keripik (dalam ribu rupiah) dari produksi x kg adalah U(x) = −2x² + 40x − 50. Berapa produksi yang memberi keuntungan maksimum, dan berapa keuntungannya?

Karena a = −2 < 0, grafik terbuka ke bawah dan punya titik maksimum.

~~~text
x = −b/(2a) = −40/(2 · (−2)) = 10
U(10) = −2(10²) + 40(10) − 50
      = −200 + 400 − 50 = 150
~~~

Produksi **10 kg** memberi keuntungan maksimum **Rp150.000** per hari.

## Jebakan umum

- Membalik urutan komposisi: (f ∘ g)(x) berarti g dikerjakan lebih dulu.
- Menganggap f⁻¹(x) sama dengan 1/f(x). Keduanya berbeda: f⁻¹ membalik kerja fungsi, bukan membalik pecahan.
- Pada f(x + 1) = 2x + 5, langsung mengganti x dengan 4 sehingga mendapat 13; yang benar x + 1 = 4.
- Menjawab x puncak padahal yang ditanya nilai maksimumnya, atau sebaliknya.

## Ringkasan

- (f ∘ g)(x) = f(g(x)): kerjakan fungsi yang paling dekat dengan x lebih dulu.
- Invers: tulis y = f(x), nyatakan x dalam y; untuk satu nilai cukup selesaikan f(x) = nilai itu.
- Fungsi kuadrat mencapai maksimum (a < 0) atau minimum (a > 0) di x = −b/(2a).`,
};

const KUIS_ALJABAR = q("kuis-aljabar", "Kuis: Aljabar", [
  {
    kind: "multiple_choice",
    id: "q1",
    prompt: "Jika 3x + 2y = 16 dan x − y = 2, nilai x · y adalah…",
    options: ["6", "8", "10", "12"],
    answer: 1,
    explanation: "Dari x − y = 2, x = y + 2. Substitusi: 3(y + 2) + 2y = 16, 5y = 10, y = 2 dan x = 4. Jadi x · y = 8.",
  },
  {
    kind: "multiple_choice",
    id: "q2",
    prompt: "Akar-akar persamaan x² − 7x + 10 = 0 adalah p dan q. Nilai p² + q² adalah…",
    options: ["49", "39", "29", "69"],
    answer: 2,
    explanation: "p + q = 7 dan pq = 10, jadi p² + q² = (p + q)² − 2pq = 49 − 20 = 29. Cek: akarnya 2 dan 5, dan 4 + 25 = 29.",
  },
  {
    kind: "multiple_choice",
    id: "q3",
    prompt: "Diketahui f(x) = x² − 2x dan g(x) = x + 3. Nilai (f ∘ g)(1) adalah…",
    options: ["2", "6", "16", "8"],
    answer: 3,
    explanation: "g dikerjakan dulu: g(1) = 4, lalu f(4) = 16 − 8 = 8. Jawaban 2 adalah (g ∘ f)(1), urutan yang terbalik.",
  },
  {
    kind: "multiple_choice",
    id: "q4",
    prompt: "Persamaan x² − 6x + k = 0 mempunyai dua akar real berbeda bila…",
    options: ["k > 9", "k = 9", "k < 9", "k ≤ −9"],
    answer: 2,
    explanation: "Dua akar real berbeda berarti D > 0: 36 − 4k > 0, sehingga k < 9. Untuk k = 9 akarnya kembar.",
  },
  {
    kind: "short_answer",
    id: "q5",
    prompt: "Keuntungan sebuah kantin (dalam ribu rupiah) dari penjualan x porsi dinyatakan U(x) = −x² + 20x + 25. Keuntungan maksimumnya … ribu rupiah.",
    accept: ["125", "125 ribu", "125 ribu rupiah", "Rp125.000"],
    explanation: "a = −1 < 0, jadi maksimum di x = −20/(2 · (−1)) = 10. U(10) = −100 + 200 + 25 = 125 ribu rupiah.",
  },
]);

// ---- Geometri --------------------------------------------------------------------------------

const BANGUN_DATAR: TChapterSeed = {
  title: "Bangun Datar",
  durationMinutes: 20,
  bodyMd: `Bab ini membahas luas dan keliling bangun datar, teorema Pythagoras, dan kesebangunan. Soal SNBT jarang meminta rumus mentah; biasanya bangun digabung, diarsir, atau disajikan dalam konteks seperti taman dan bayangan.

## Rumus yang harus hafal

| Bangun | Luas | Keliling |
| --- | --- | --- |
| Persegi sisi s | s² | 4s |
| Persegi panjang p × l | p × l | 2(p + l) |
| Segitiga | ½ × alas × tinggi | jumlah ketiga sisi |
| Jajargenjang | alas × tinggi | jumlah keempat sisi |
| Trapesium | ½ × (jumlah sisi sejajar) × tinggi | jumlah keempat sisi |
| Lingkaran jari-jari r | πr² | 2πr |

Kecuali soal menentukan lain, pakai π = 22/7 bila jari-jari atau diameter kelipatan 7, dan π = 3,14 untuk bilangan lain.

## Pythagoras dan tripel

Pada segitiga siku-siku dengan sisi miring c: a² + b² = c². Tripel yang sering muncul: **3-4-5, 5-12-13, 8-15-17, 7-24-25**, beserta kelipatannya (6-8-10, 9-12-15).

## Kesebangunan

Dua bangun sebangun bila sudut-sudutnya sama besar dan sisi-sisi yang bersesuaian sebanding. Bila perbandingan panjangnya k, perbandingan luasnya **k²**.

## Contoh 1: trapesium siku-siku

> Sebuah trapesium siku-siku mempunyai sisi sejajar 10 cm dan 16 cm serta tinggi 8 cm. Tentukan luas dan kelilingnya.

Tarik garis tinggi dari ujung sisi atas. Terbentuk segitiga siku-siku dengan alas 16 − 10 = 6 cm dan tinggi 8 cm.

~~~text
Luas      = ½ × (10 + 16) × 8 = 104 cm²
Sisi miring = √(6² + 8²) = √100 = 10 cm
Keliling  = 10 + 16 + 8 + 10 = 44 cm
~~~

Jawaban: luas **104 cm²**, keliling **44 cm**.

## Contoh 2: daerah diarsir

> Sebuah lingkaran menyinggung keempat sisi persegi bersisi 14 cm. Daerah di dalam persegi tetapi di luar lingkaran diarsir. Berapa luas daerah yang diarsir?

Lingkaran menyinggung keempat sisi, jadi diameternya sama dengan sisi persegi: r = 7 cm.

~~~text
Luas persegi   = 14 × 14 = 196 cm²
Luas lingkaran = 22/7 × 7 × 7 = 154 cm²
Luas arsiran   = 196 − 154 = 42 cm²
~~~

Jawaban: **42 cm²**.

## Contoh 3: bayangan

> Pada sore hari, tiang setinggi 2 m mempunyai bayangan 1,5 m. Pada saat yang sama, bayangan sebuah pohon 6 m. Berapa tinggi pohon?

Sinar matahari membentuk dua segitiga siku-siku yang sebangun, sehingga tinggi : bayangan sama untuk keduanya.

~~~text
tinggi pohon / 6 = 2 / 1,5
tinggi pohon = 6 × 2 / 1,5 = 8 m
~~~

Jawaban: **8 m**.

## Jebakan umum

- Tertukar rumus lingkaran: keliling 2πr, luas πr². Perhatikan juga apakah soal memberi jari-jari atau diameter.
- Menganggap luas ikut berlipat k kali saat sisi diperbesar k kali; yang benar luas berlipat k².
- Memakai sisi miring trapesium atau jajargenjang sebagai tinggi.
- Satuan campur: 1 m² = 10.000 cm², bukan 100 cm².

## Ringkasan

- Pecah bangun gabungan menjadi bangun sederhana; arsiran = bangun besar − bangun kecil.
- Hafalkan tripel Pythagoras untuk menghemat waktu.
- Sebangun: sisi sebanding dengan faktor k, luas dengan faktor k².`,
};

const BANGUN_RUANG: TChapterSeed = {
  title: "Bangun Ruang",
  durationMinutes: 20,
  bodyMd: `Bab ini membahas volume dan luas permukaan bangun ruang, diagonal ruang balok, serta soal kenaikan air yang sering muncul di SNBT.

## Rumus volume dan luas permukaan

| Bangun | Volume | Luas permukaan |
| --- | --- | --- |
| Kubus rusuk s | s³ | 6s² |
| Balok p × l × t | p × l × t | 2(pl + pt + lt) |
| Prisma | luas alas × tinggi | 2 × luas alas + luas selimut |
| Limas | ⅓ × luas alas × tinggi | luas alas + luas sisi tegak |
| Tabung | πr²t | 2πr(r + t) |
| Kerucut | ⅓πr²t | πr(r + s), s = √(r² + t²) |
| Bola | (4/3)πr³ | 4πr² |

Ingat satuan: 1 liter = 1 dm³ = 1.000 cm³, dan 1 m³ = 1.000 liter.

## Diagonal ruang balok

Diagonal ruang balok p × l × t panjangnya √(p² + l² + t²).

## Contoh 1: kenaikan air

> Akuarium berbentuk balok berukuran 60 cm × 40 cm × 50 cm berisi air setinggi 30 cm. Setelah sebuah batu dimasukkan dan tenggelam seluruhnya, tinggi air menjadi 33 cm. Berapa volume batu?

Volume batu sama dengan volume air yang "terdorong naik": balok dengan alas akuarium dan tinggi kenaikan air.

~~~text
kenaikan air = 33 − 30 = 3 cm
volume batu  = 60 × 40 × 3 = 7.200 cm³ = 7,2 liter
~~~

Jawaban: **7.200 cm³** atau 7,2 liter. Tinggi akuarium (50 cm) hanya pengecoh selama air tidak tumpah.

## Contoh 2: tabung

> Sebuah kaleng berbentuk tabung berjari-jari 7 cm dan tinggi 10 cm. Tentukan volume dan luas permukaannya.

~~~text
Volume = πr²t = 22/7 × 7 × 7 × 10 = 1.540 cm³
Luas   = 2πr(r + t) = 2 × 22/7 × 7 × (7 + 10)
       = 44 × 17 = 748 cm²
~~~

Jawaban: volume **1.540 cm³**, luas permukaan **748 cm²**.

## Contoh 3: diagonal ruang

> Sebuah kotak berukuran 3 cm × 4 cm × 12 cm. Berapa panjang tongkat terpanjang yang dapat dimasukkan ke dalam kotak itu?

Tongkat terpanjang terletak di diagonal ruang.

~~~text
d = √(3² + 4² + 12²) = √(9 + 16 + 144) = √169 = 13 cm
~~~

Jawaban: **13 cm**. Perhatikan pola tripel: diagonal alas √(3² + 4²) = 5, lalu √(5² + 12²) = 13.

## Skala pada bangun ruang

Bila semua rusuk diperbesar k kali, luas permukaan menjadi k² kali dan volume menjadi **k³ kali**. Kubus yang rusuknya dua kali lipat mempunyai volume 8 kali semula.

## Jebakan umum

- Lupa faktor ⅓ pada kerucut dan limas.
- Luas permukaan tabung tanpa tutup adalah πr² + 2πrt, bukan 2πr(r + t).
- Memakai tinggi kerucut t sebagai garis pelukis s pada rumus luas.
- Satuan: cm³ ke liter dibagi 1.000, bukan 100.

## Ringkasan

- Volume prisma dan tabung: luas alas × tinggi; limas dan kerucut: sepertiganya.
- Benda yang tenggelam menaikkan air sebesar volumenya sendiri.
- Diagonal ruang balok √(p² + l² + t²); rusuk k kali berarti volume k³ kali.`,
};

const TRANSFORMASI: TChapterSeed = {
  title: "Transformasi",
  durationMinutes: 20,
  bodyMd: `Bab ini membahas translasi, refleksi, rotasi, dan dilatasi pada bidang koordinat, termasuk cara mencari bayangan sebuah garis.

## Tabel bayangan titik (x, y)

| Transformasi | Bayangan |
| --- | --- |
| Translasi oleh (a, b) | (x + a, y + b) |
| Refleksi terhadap sumbu x | (x, −y) |
| Refleksi terhadap sumbu y | (−x, y) |
| Refleksi terhadap garis y = x | (y, x) |
| Refleksi terhadap garis y = −x | (−y, −x) |
| Refleksi terhadap titik O(0, 0) | (−x, −y) |
| Rotasi 90° berlawanan arah jarum jam, pusat O | (−y, x) |
| Rotasi 180°, pusat O | (−x, −y) |
| Rotasi 90° searah jarum jam, pusat O | (y, −x) |
| Dilatasi faktor k, pusat O | (kx, ky) |

Sudut rotasi positif berarti berlawanan arah jarum jam.

## Contoh 1: dua transformasi berurutan

> Titik A(3, −2) ditranslasi oleh (−1, 4), lalu dicerminkan terhadap sumbu y. Tentukan bayangan akhirnya.

~~~text
translasi (−1, 4):   (3 − 1, −2 + 4) = (2, 2)
cermin sumbu y:      (2, 2) → (−2, 2)
~~~

Jawaban: **(−2, 2)**. Bila urutannya dibalik, hasilnya (−4, 2), jadi urutan transformasi harus diikuti.

## Contoh 2: rotasi lalu dilatasi

> Titik P(4, 1) dirotasi 90° berlawanan arah jarum jam dengan pusat O, kemudian didilatasi dengan faktor 2 berpusat di O. Tentukan bayangannya.

~~~text
rotasi 90°:   (x, y) → (−y, x):   (4, 1) → (−1, 4)
dilatasi 2:   (−1, 4) → (−2, 8)
~~~

Jawaban: **(−2, 8)**.

## Contoh 3: bayangan garis

> Tentukan bayangan garis y = 2x + 1 bila dicerminkan terhadap sumbu x.

Titik (x, y) pada garis berpindah ke (x', y') = (x, −y). Nyatakan titik asal dengan titik bayangan: x = x' dan y = −y'. Substitusikan ke persamaan garis:

~~~text
−y' = 2x' + 1
 y' = −2x' − 1
~~~

Bayangannya **y = −2x − 1**. Cek dengan satu titik: (1, 3) ada di garis asal; bayangannya (1, −3), dan −2(1) − 1 = −3 ✓.

## Contoh 4: luas setelah dilatasi

> Segitiga dengan luas 6 satuan luas didilatasi dengan faktor −3 berpusat di O. Berapa luas bayangannya?

Dilatasi mengalikan setiap panjang dengan |k| = 3, jadi luas dikali k² = 9: 6 × 9 = **54 satuan luas**. Tanda negatif hanya membuat bayangan berada di seberang pusat; luasnya tetap positif.

## Jebakan umum

- Tertukar arah rotasi: 90° (positif) berlawanan arah jarum jam, −90° searah jarum jam.
- Mengerjakan transformasi tidak sesuai urutan soal.
- Pada bayangan garis, langsung mengganti y dengan −y tanpa menuliskan hubungan x, y dengan x', y', sehingga tanda mudah tertukar pada transformasi lain.
- Lupa bahwa dilatasi faktor k mengalikan luas dengan k², bukan k.

## Ringkasan

- Gunakan tabel bayangan dan kerjakan transformasi berurutan satu per satu.
- Bayangan kurva: nyatakan x dan y dengan x' dan y', substitusikan, lalu hapus tanda aksen.
- Translasi, refleksi, dan rotasi tidak mengubah luas; dilatasi faktor k mengalikan luas dengan k².`,
};

const KUIS_GEOMETRI = q("kuis-geometri", "Kuis: Geometri", [
  {
    kind: "multiple_choice",
    id: "q1",
    prompt: "Sisi-sisi siku-siku sebuah segitiga siku-siku panjangnya 9 cm dan 12 cm. Keliling segitiga itu adalah…",
    options: ["30 cm", "36 cm", "42 cm", "54 cm"],
    answer: 1,
    explanation: "Sisi miring √(9² + 12²) = √225 = 15 cm (kelipatan tripel 3-4-5). Keliling 9 + 12 + 15 = 36 cm.",
  },
  {
    kind: "multiple_choice",
    id: "q2",
    prompt: "Volume tabung berjari-jari 7 cm dan tinggi 12 cm adalah… (π = 22/7)",
    options: ["924 cm³", "1.232 cm³", "1.848 cm³", "3.696 cm³"],
    answer: 2,
    explanation: "V = πr²t = 22/7 × 49 × 12 = 154 × 12 = 1.848 cm³.",
  },
  {
    kind: "multiple_choice",
    id: "q3",
    prompt: "Titik P(2, −5) dicerminkan terhadap garis y = x, lalu ditranslasi oleh (3, 1). Bayangan akhirnya adalah…",
    options: ["(5, −4)", "(−4, 5)", "(−2, 3)", "(2, −3)"],
    answer: 2,
    explanation: "Cermin y = x menukar koordinat: (−5, 2). Translasi (3, 1): (−5 + 3, 2 + 1) = (−2, 3). Pilihan (−4, 5) didapat bila urutannya dibalik.",
  },
  {
    kind: "multiple_choice",
    id: "q4",
    prompt: "Setiap rusuk sebuah kubus diperpanjang menjadi 3 kali semula. Volumenya menjadi … kali semula.",
    options: ["9", "27", "3", "81"],
    answer: 1,
    explanation: "Volume kubus s³, jadi (3s)³ = 27s³. Luas permukaannya menjadi 9 kali.",
  },
  {
    kind: "short_answer",
    id: "q5",
    prompt: "Panjang diagonal ruang balok berukuran 6 cm × 8 cm × 24 cm adalah … cm.",
    accept: ["26", "26 cm"],
    explanation: "√(6² + 8² + 24²) = √(36 + 64 + 576) = √676 = 26 cm. Diagonal alasnya 10 cm, lalu √(10² + 24²) = 26.",
  },
]);

// ---- Statistika dan Peluang ------------------------------------------------------------------

const UKURAN_PEMUSATAN: TChapterSeed = {
  title: "Ukuran Pemusatan",
  durationMinutes: 20,
  bodyMd: `Bab ini membahas rata-rata (mean), median, dan modus, termasuk rata-rata gabungan dan perubahan rata-rata bila data ditambah, dikurangi, atau diubah.

## Tiga ukuran pemusatan

- **Rata-rata** = jumlah semua data / banyak data.
- **Median** = nilai tengah setelah data **diurutkan**. Untuk n genap, median adalah rata-rata dua nilai tengah.
- **Modus** = nilai yang paling sering muncul; bisa lebih dari satu.

Kunci soal rata-rata adalah **jumlah data**: jumlah = rata-rata × banyak data. Hampir semua soal menambah atau mengeluarkan data selesai dengan mengubah rata-rata menjadi jumlah.

## Contoh 1: mean, median, modus

> Nilai kuis delapan siswa: 8, 5, 10, 7, 4, 8, 6, 8. Tentukan rata-rata, median, dan modusnya.

~~~text
urutkan : 4, 5, 6, 7, 8, 8, 8, 10
jumlah  : 4 + 5 + 6 + 7 + 8 + 8 + 8 + 10 = 56
rata-rata = 56 / 8 = 7
median  = (7 + 8) / 2 = 7,5   (data ke-4 dan ke-5)
modus   = 8                   (muncul 3 kali)
~~~

Jawaban: rata-rata **7**, median **7,5**, modus **8**.

## Contoh 2: data bertambah

> Rata-rata nilai 30 siswa adalah 70. Setelah 2 siswa baru ikut ujian susulan, rata-rata 32 siswa menjadi 71. Berapa rata-rata nilai kedua siswa baru?

~~~text
jumlah 30 siswa = 30 × 70 = 2.100
jumlah 32 siswa = 32 × 71 = 2.272
jumlah 2 siswa baru = 2.272 − 2.100 = 172
rata-rata 2 siswa baru = 172 / 2 = 86
~~~

Jawaban: **86**.

## Contoh 3: rata-rata gabungan

> Kelas A terdiri atas 20 siswa dengan rata-rata 75, kelas B terdiri atas 30 siswa dengan rata-rata 80. Berapa rata-rata gabungannya?

~~~text
rata-rata gabungan = (20 × 75 + 30 × 80) / (20 + 30)
                   = (1.500 + 2.400) / 50
                   = 3.900 / 50 = 78
~~~

Jawaban: **78**, bukan (75 + 80)/2 = 77,5. Kelas B lebih banyak siswanya, sehingga rata-rata gabungan lebih dekat ke 80.

## Data yang diubah

Bila setiap data dikali a lalu ditambah b:

- rata-rata, median, dan modus ikut dikali a lalu ditambah b;
- jangkauan (data terbesar − data terkecil) hanya dikali a; penambahan b tidak mengubahnya.

Contoh: data dengan rata-rata 60 dan jangkauan 20, setiap nilainya dikali 2 lalu ditambah 5. Rata-rata baru 2 × 60 + 5 = 125; jangkauan baru 2 × 20 = 40.

## Jebakan umum

- Mencari median tanpa mengurutkan data.
- Merata-ratakan dua rata-rata begitu saja padahal banyak datanya berbeda.
- Mengira menambah konstanta pada setiap data mengubah jangkauan.
- Untuk n genap, mengambil satu nilai tengah saja.

## Ringkasan

- Ubah rata-rata menjadi jumlah: jumlah = rata-rata × banyak data.
- Rata-rata gabungan ditimbang dengan banyak data tiap kelompok.
- Data dikali a dan ditambah b: ukuran pemusatan ikut berubah, jangkauan hanya dikali a.`,
};

const PELUANG: TChapterSeed = {
  title: "Peluang",
  durationMinutes: 25,
  bodyMd: `Bab ini membahas kaidah pencacahan (aturan perkalian, permutasi, kombinasi) dan peluang suatu kejadian, termasuk trik komplemen untuk soal "paling sedikit satu".

## Kaidah pencacahan

- **Aturan perkalian**: bila langkah pertama punya m cara dan langkah kedua n cara, seluruhnya m × n cara.
- **Permutasi** (urutan penting): P(n, r) = n! / (n − r)!. Contoh: memilih ketua, sekretaris, dan bendahara.
- **Kombinasi** (urutan tidak penting): C(n, r) = n! / (r! (n − r)!). Contoh: memilih 3 wakil kelas tanpa jabatan.

Dari 6 siswa, banyak cara memilih ketua, sekretaris, dan bendahara adalah P(6, 3) = 6 × 5 × 4 = 120, sedangkan banyak cara memilih 3 wakil tanpa jabatan adalah C(6, 3) = 120 / 3! = 20.

## Peluang

~~~text
P(A) = n(A) / n(S)         0 ≤ P(A) ≤ 1
P(bukan A) = 1 − P(A)
~~~

n(S) adalah banyak semua hasil yang mungkin dan sama-sama mungkin terjadi; n(A) banyak hasil yang termasuk kejadian A.

## Contoh 1: dua dadu

> Dua dadu dilempar bersamaan. Berapa peluang jumlah mata dadu 7? Berapa peluang jumlahnya paling sedikit 10?

Ada 6 × 6 = 36 pasangan hasil.

~~~text
jumlah 7  : (1,6) (2,5) (3,4) (4,3) (5,2) (6,1)  → 6 hasil
P(jumlah 7) = 6/36 = 1/6

jumlah ≥ 10: (4,6) (6,4) (5,5)   → jumlah 10
             (5,6) (6,5)         → jumlah 11
             (6,6)               → jumlah 12
P(jumlah ≥ 10) = 6/36 = 1/6
~~~

Jawaban: keduanya **1/6**. Pasangan (4,6) dan (6,4) dihitung dua kali karena dadunya berbeda.

## Contoh 2: mengambil bola sekaligus

> Sebuah kotak berisi 5 bola merah dan 3 bola biru. Diambil 2 bola sekaligus secara acak. Tentukan peluang terambil keduanya merah, dan peluang terambil dua bola berbeda warna.

Mengambil sekaligus berarti urutan tidak penting: gunakan kombinasi.

~~~text
n(S) = C(8, 2) = 28
keduanya merah : C(5, 2) = 10          → P = 10/28 = 5/14
berbeda warna  : C(5, 1) × C(3, 1) = 15 → P = 15/28
cek: keduanya biru C(3, 2) = 3; 10 + 15 + 3 = 28 ✓
~~~

Jawaban: **5/14** dan **15/28**.

## Contoh 3: komplemen

> Tiga koin dilempar bersamaan. Berapa peluang muncul paling sedikit satu gambar?

Menghitung "paling sedikit satu" langsung berarti menjumlahkan kasus satu, dua, dan tiga gambar. Lebih cepat lewat kebalikannya: tidak ada gambar sama sekali, yaitu ketiganya angka.

~~~text
n(S) = 2 × 2 × 2 = 8
P(tidak ada gambar) = 1/8
P(paling sedikit satu gambar) = 1 − 1/8 = 7/8
~~~

Jawaban: **7/8**.

## Jebakan umum

- Memakai permutasi padahal urutan tidak penting, atau sebaliknya. Tanyakan: apakah menukar dua orang menghasilkan susunan berbeda?
- Menyamakan "diambil sekaligus" dengan "diambil satu per satu dengan pengembalian". Dengan pengembalian, peluang dua merah adalah (5/8)² = 25/64, bukan 5/14.
- Menghitung (4,6) dan (6,4) sebagai satu hasil pada dua dadu.
- Soal "paling sedikit" atau "minimal satu" dikerjakan kasus demi kasus; komplemen hampir selalu lebih cepat.

## Ringkasan

- Urutan penting: permutasi; urutan tidak penting: kombinasi.
- P(A) = n(A)/n(S), dengan hasil-hasil di S sama-sama mungkin.
- "Paling sedikit satu" = 1 − P(tidak ada sama sekali).`,
};

const MEMBACA_DIAGRAM: TChapterSeed = {
  title: "Membaca Diagram",
  durationMinutes: 20,
  bodyMd: `Bab ini melatih membaca tabel, diagram batang, dan diagram lingkaran, lalu menilai pernyataan tentang data. Soal Penalaran Matematika sering memberi satu stimulus data dengan beberapa pertanyaan sekaligus.

## Yang harus dicek setiap kali

1. Judul dan satuan: ribu, juta, persen, atau eksemplar?
2. Skala sumbu: sumbu yang tidak dimulai dari nol membuat selisih kecil tampak besar.
3. Apakah yang ditanya perubahan **mutlak** (selisih) atau **relatif** (persen)?

~~~text
perubahan persen = (nilai baru − nilai lama) / nilai lama × 100%
~~~

## Contoh 1: diagram batang

> Penjualan buku sebuah toko (eksemplar) pada Januari–Mei:

~~~text
Jan  ████████          80
Feb  ██████████       100
Mar  █████████         90
Apr  ████████████     120
Mei  ███████████████▋ 156
~~~

> Pada bulan apa kenaikan penjualan terbesar dibanding bulan sebelumnya, dalam eksemplar dan dalam persen?

~~~text
Jan → Feb : +20  →  20/80  = 25%
Feb → Mar : −10  → −10/100 = −10%
Mar → Apr : +30  →  30/90  ≈ 33,3%
Apr → Mei : +36  →  36/120 = 30%
~~~

Kenaikan terbesar dalam eksemplar terjadi pada **Mei** (+36), tetapi kenaikan terbesar dalam persen terjadi pada **April** (≈ 33,3%). Pilihan jawaban biasanya memuat keduanya, jadi baca pertanyaan dengan teliti. Rata-rata penjualan lima bulan itu 546/5 = 109,2 eksemplar.

## Contoh 2: diagram lingkaran

> Pengeluaran bulanan sebuah keluarga Rp6.000.000 digambarkan dengan diagram lingkaran: makan 40%, transportasi 15%, pendidikan 90°, lain-lain 10%, dan sisanya tabungan. Berapa rupiah tabungan per bulan, dan berapa derajat juring makan?

~~~text
pendidikan = 90°/360° = 25%
tabungan   = 100% − 40% − 15% − 25% − 10% = 10%
           = 10% × 6.000.000 = Rp600.000
juring makan = 40% × 360° = 144°
~~~

Jawaban: tabungan **Rp600.000**, juring makan **144°**.

## Contoh 3: menilai pernyataan

> Data peserta dan siswa yang lolos seleksi dari tiga sekolah:
>
> | Sekolah | Peserta | Lolos |
> | --- | --- | --- |
> | A | 200 | 50 |
> | B | 120 | 36 |
> | C | 80 | 28 |
>
> Tentukan benar atau salah setiap pernyataan berikut.

~~~text
persentase lolos: A = 50/200 = 25%
                  B = 36/120 = 30%
                  C = 28/80  = 35%
gabungan: (50 + 36 + 28)/(200 + 120 + 80) = 114/400 = 28,5%
~~~

1. Sekolah A meloloskan siswa paling banyak. **Benar** (50 siswa).
2. Persentase kelulusan sekolah A paling tinggi. **Salah**; justru paling rendah (25%).
3. Persentase lolos ketiga sekolah digabung adalah 28,5%. **Benar**.
4. Persentase gabungan sama dengan rata-rata persentase ketiga sekolah, yaitu 30%. **Salah**; persentase gabungan ditimbang dengan banyak peserta, sehingga hasilnya 28,5%.

## Jebakan umum

- Menyamakan jumlah terbanyak dengan persentase tertinggi.
- Merata-ratakan persen dari kelompok yang ukurannya berbeda.
- Tertukar "naik 10 persen" dengan "naik 10 poin persen": dari 20% ke 30% adalah naik 10 poin persen, tetapi naik 50%.
- Memilih pernyataan yang mungkin benar, padahal soal meminta yang **pasti** benar menurut data.

## Ringkasan

- Cek judul, satuan, dan skala sebelum membaca angka.
- Bedakan perubahan mutlak dan perubahan persen.
- Persentase gabungan dihitung dari total, bukan dari rata-rata persen.`,
};

const KUIS_STATISTIKA = q("kuis-statistika-dan-peluang", "Kuis: Statistika dan Peluang", [
  {
    kind: "multiple_choice",
    id: "q1",
    prompt: "Rata-rata 8 bilangan adalah 15. Setelah satu bilangan dikeluarkan, rata-rata 7 bilangan sisanya 14. Bilangan yang dikeluarkan adalah…",
    options: ["14", "16", "22", "29"],
    answer: 2,
    explanation: "Jumlah 8 bilangan 8 × 15 = 120; jumlah 7 bilangan 7 × 14 = 98. Bilangan yang dikeluarkan 120 − 98 = 22.",
  },
  {
    kind: "multiple_choice",
    id: "q2",
    prompt: "Kelas A (25 siswa) mempunyai rata-rata 72 dan kelas B (15 siswa) rata-rata 80. Rata-rata gabungan kedua kelas adalah…",
    options: ["76", "75", "74", "76,5"],
    answer: 1,
    explanation: "(25 × 72 + 15 × 80) / 40 = (1.800 + 1.200) / 40 = 75. Jawaban 76 adalah rata-rata biasa dari 72 dan 80 yang mengabaikan banyak siswa.",
  },
  {
    kind: "multiple_choice",
    id: "q3",
    prompt: "Dua dadu dilempar bersamaan. Peluang jumlah mata dadu 5 adalah…",
    options: ["1/9", "1/6", "5/36", "1/12"],
    answer: 0,
    explanation: "Pasangan berjumlah 5: (1,4), (2,3), (3,2), (4,1), yaitu 4 dari 36 hasil. Peluangnya 4/36 = 1/9.",
  },
  {
    kind: "multiple_choice",
    id: "q4",
    prompt: "Sebuah kotak berisi 4 bola merah dan 6 bola putih. Diambil 2 bola sekaligus secara acak. Peluang terambil keduanya putih adalah…",
    options: ["9/25", "2/15", "3/5", "1/3"],
    answer: 3,
    explanation: "C(6, 2) / C(10, 2) = 15/45 = 1/3. Jawaban 9/25 = (6/10)² berlaku bila bola dikembalikan sebelum pengambilan kedua.",
  },
  {
    kind: "short_answer",
    id: "q5",
    prompt: "Penjualan sebuah toko naik dari 120 unit menjadi 150 unit. Kenaikannya … persen.",
    accept: ["25", "25%", "25 persen"],
    explanation: "Kenaikan 30 unit dibagi nilai lama 120 = 0,25 = 25%. Persen perubahan selalu dibagi nilai lama.",
  },
]);

// ---- Simulasi --------------------------------------------------------------------------------

const PAKET_SOAL_1: TChapterSeed = {
  title: "Paket Soal 1",
  durationMinutes: 30,
  bodyMd: `Bab ini berisi paket soal bergaya Penalaran Matematika: dua stimulus (teks atau tabel) yang masing-masing diikuti beberapa soal, ditambah satu soal statistika. Kerjakan keenam soal dalam **15 menit** dengan kertas coret, lalu cocokkan dengan pembahasan di setiap soal.

## Stimulus 1: koperasi sekolah

> Koperasi sekolah menjual paket alat tulis berikut. Harga satuan buku dan pulpen sama, baik dibeli dalam paket maupun satuan.
>
> | Paket | Isi | Harga |
> | --- | --- | --- |
> | A | 3 buku dan 2 pulpen | Rp19.000 |
> | B | 2 buku dan 4 pulpen | Rp18.000 |

### Soal 1

Berapa harga satu buku?

**Pembahasan.** Dalam ribu rupiah: 3b + 2p = 19 dan 2b + 4p = 18. Persamaan kedua dibagi 2 menjadi b + 2p = 9, lalu kurangkan dari persamaan pertama:

~~~text
(3b + 2p) − (b + 2p) = 19 − 9
                  2b = 10
                   b = 5   →   p = (9 − 5)/2 = 2
~~~

Harga satu buku **Rp5.000** (dan satu pulpen Rp2.000). Cek paket A: 15 + 4 = 19 ✓.

### Soal 2

Budi membawa Rp50.000 dan harus membeli paling sedikit 3 pulpen. Berapa buku paling banyak yang dapat ia beli?

**Pembahasan.** Agar buku sebanyak mungkin, pulpen dibeli seminimal mungkin, yaitu 3 pulpen = Rp6.000. Sisa uang Rp44.000; 44.000 / 5.000 = 8,8, jadi paling banyak **8 buku** (Rp40.000). Banyak buku harus bilangan bulat, sehingga dibulatkan ke bawah, bukan ke atas.

### Soal 3

Koperasi memberi diskon 10% untuk pembelian paling sedikit 5 paket A. Berapa yang dibayar untuk 5 paket A?

**Pembahasan.**

~~~text
harga normal = 5 × 19.000 = 95.000
diskon 10%   = 9.500
dibayar      = 95.000 − 9.500 = 85.500
~~~

Jawaban: **Rp85.500**.

## Stimulus 2: taman sekolah

> Taman sekolah berbentuk persegi panjang berukuran 20 m × 12 m. Di sepanjang tepi bagian dalam taman dibuat jalan selebar 2 m yang mengelilingi taman. Bagian dalam yang tersisa ditanami rumput, kecuali sebuah kolam berbentuk lingkaran berdiameter 7 m.

### Soal 4

Jalan dilapisi paving dengan biaya Rp85.000 per m². Berapa biaya paving seluruhnya?

**Pembahasan.** Jalan ada di kedua sisi, sehingga panjang dan lebar bagian dalam masing-masing berkurang 2 × 2 = 4 m.

~~~text
bagian dalam = (20 − 4) × (12 − 4) = 16 × 8 = 128 m²
luas jalan   = 20 × 12 − 128 = 240 − 128 = 112 m²
biaya        = 112 × 85.000 = 9.520.000
~~~

Jawaban: **Rp9.520.000**. Jebakan: mengurangi panjang dan lebar hanya 2 m, sehingga mendapat 240 − 18 × 10 = 60 m².

### Soal 5

Berapa luas bagian yang ditanami rumput?

**Pembahasan.** Jari-jari kolam 3,5 m.

~~~text
luas kolam = 22/7 × 3,5 × 3,5 = 38,5 m²
luas rumput = 128 − 38,5 = 89,5 m²
~~~

Jawaban: **89,5 m²**.

## Soal 6: statistika

Nilai lima siswa adalah 60, 70, 75, 85, dan x, dengan x ≥ 75. Rata-rata kelima nilai itu 76. Tentukan x dan median data.

**Pembahasan.**

~~~text
jumlah = 5 × 76 = 380
x = 380 − (60 + 70 + 75 + 85) = 380 − 290 = 90
urutan: 60, 70, 75, 85, 90   →   median = 75
~~~

Jawaban: x = **90**, median **75**. Syarat x ≥ 75 memastikan 75 tetap di tengah; tanpa syarat itu median harus dicek ulang setelah x ditemukan.

## Setelah mengerjakan

Hitung jawaban benar dan waktu yang Anda pakai. Bila lebih dari 15 menit, tandai soal yang paling lama dan catat di bagian mana waktunya habis: memahami stimulus, menyusun persamaan, atau menghitung.

## Ringkasan

- Satu stimulus dipakai untuk beberapa soal: baca tabel atau teksnya sekali dengan teliti, lalu catat besaran pentingnya.
- Banyak benda dibulatkan ke bawah; periksa syarat seperti "paling sedikit" dan "sekaligus".
- Pada bangun dengan jalan di tepi, lebar jalan mengurangi dua sisi.`,
};

const PAKET_SOAL_2: TChapterSeed = {
  title: "Paket Soal 2",
  durationMinutes: 30,
  bodyMd: `Bab ini berisi paket soal bergaya Pengetahuan Kuantitatif dengan tiga bentuk khas SNBT: membandingkan kuantitas P dan Q, kecukupan data, dan pilihan ganda kompleks, ditambah soal isian. Kerjakan ketujuh soal dalam **10 menit**, lalu baca pembahasannya.

## Bentuk 1: membandingkan kuantitas P dan Q

Pilihan jawabannya selalu: (A) P > Q, (B) P < Q, (C) P = Q, (D) informasi yang diberikan tidak cukup untuk memutuskan salah satu dari tiga pilihan di atas.

### Soal 1

P = 2¹⁰ dan Q = 10³.

**Pembahasan.** 2¹⁰ = 1.024 dan 10³ = 1.000, jadi **P > Q** (A).

### Soal 2

x bilangan real positif. P = x dan Q = x².

**Pembahasan.** Uji beberapa nilai x, termasuk pecahan:

~~~text
x = 1/2 :  P = 1/2,  Q = 1/4   →  P > Q
x = 1   :  P = 1,    Q = 1     →  P = Q
x = 2   :  P = 2,    Q = 4     →  P < Q
~~~

Hubungannya bergantung pada x, jadi jawabannya (D) **informasi tidak cukup**. Menguji x = 2 saja akan membuat Anda memilih P < Q.

## Bentuk 2: kecukupan data

Pilihan jawabannya: (A) pernyataan (1) saja cukup, tetapi (2) saja tidak cukup; (B) pernyataan (2) saja cukup, tetapi (1) saja tidak cukup; (C) dua pernyataan bersama-sama cukup, tetapi satu pernyataan saja tidak cukup; (D) pernyataan (1) saja cukup dan pernyataan (2) saja cukup; (E) pernyataan (1) dan (2) tidak cukup. Anda tidak perlu menghitung jawabannya, cukup memastikan jawaban itu **bisa** ditentukan.

### Soal 3

Berapakah luas persegi panjang PQRS?

- (1) Keliling PQRS 28 cm.
- (2) Panjang diagonal PQRS 10 cm.

**Pembahasan.** Misalkan panjang p dan lebar l. Pernyataan (1) saja memberi p + l = 14, tetapi luasnya bisa 13 × 1 atau 7 × 7: tidak cukup. Pernyataan (2) saja memberi p² + l² = 100, tetapi luasnya bisa 8 × 6 = 48 atau √50 × √50 = 50: tidak cukup. Bersama-sama:

~~~text
(p + l)² = p² + 2pl + l²
     196 = 100 + 2pl
      pl = 48
~~~

Luasnya pasti 48 cm² (dengan p = 8 dan l = 6). Jawaban **(C)**.

### Soal 4

n bilangan bulat. Apakah n genap?

- (1) 3n genap.
- (2) n + 4 genap.

**Pembahasan.** (1) Bila n ganjil, 3n ganjil; jadi 3n genap memaksa n genap: cukup. (2) n + 4 genap berarti n = (n + 4) − 4 selisih dua bilangan genap, jadi genap: cukup. Jawaban **(D)**, masing-masing pernyataan saja cukup.

## Bentuk 3: pilihan ganda kompleks

### Soal 5

Diketahui f(x) = x² − 4x + 3. Tentukan benar atau salah setiap pernyataan.

1. Grafik f memotong sumbu x di x = 1 dan x = 3.
2. Nilai minimum f adalah −1.
3. f(0) = 3.
4. f(x) < 0 untuk semua x > 1.

**Pembahasan.**

~~~text
x² − 4x + 3 = (x − 1)(x − 3) = 0  →  x = 1 atau 3
puncak: x = −(−4)/(2 · 1) = 2,  f(2) = 4 − 8 + 3 = −1
f(0) = 3
f(4) = 16 − 16 + 3 = 3 > 0
~~~

Pernyataan 1, 2, dan 3 **benar**; pernyataan 4 **salah** karena f(x) < 0 hanya untuk 1 < x < 3, misalnya f(4) = 3. Pada pilihan ganda kompleks setiap pernyataan harus diperiksa sendiri; pernyataan 4 tampak benar bila Anda hanya mencoba x = 2, tetapi satu nilai x = 4 sudah cukup untuk membantahnya.

## Bentuk 4: isian singkat

### Soal 6

Suku ke-3 sebuah barisan aritmetika adalah 11 dan suku ke-7 adalah 23. Suku ke-20 barisan itu adalah …

**Pembahasan.** Rumus suku ke-n: Uₙ = a + (n − 1)b.

~~~text
U₇ − U₃ = 4b = 23 − 11 = 12  →  b = 3
a = U₃ − 2b = 11 − 6 = 5
U₂₀ = 5 + 19 × 3 = 62
~~~

Jawaban: **62**.

### Soal 7

Dari 5 siswa laki-laki dan 4 siswa perempuan dipilih 3 orang secara acak untuk menjadi panitia. Peluang terpilih tepat 2 perempuan adalah …

**Pembahasan.**

~~~text
n(S) = C(9, 3) = 84
n(A) = C(4, 2) × C(5, 1) = 6 × 5 = 30
P(A) = 30/84 = 5/14
~~~

Jawaban: **5/14**.

## Ringkasan

- Membandingkan P dan Q: bila ada variabel, uji nilai pecahan, nol, negatif (bila diizinkan), dan bilangan besar sebelum memilih.
- Kecukupan data: yang dinilai apakah jawabannya bisa ditentukan secara tunggal, bukan berapa hasilnya.
- Pilihan ganda kompleks: setiap pernyataan dicek sendiri-sendiri; satu contoh penyangkal cukup untuk menyatakan salah.`,
};

const EVALUASI_SKOR: TChapterSeed = {
  title: "Evaluasi Skor",
  durationMinutes: 20,
  bodyMd: `Bab ini mengajarkan cara membaca hasil try out matematika: menghitung akurasi dan waktu per topik, menggolongkan penyebab kesalahan, lalu menyusun rencana latihan minggu berikutnya.

## Tentang skor SNBT

Skor SNBT dihitung dengan *Item Response Theory* (IRT): soal yang jarang dijawab benar oleh peserta lain bernilai lebih tinggi, dan jawaban salah tidak mengurangi nilai. Akibatnya, skor try out tidak bisa diubah langsung menjadi perkiraan skor SNBT. Yang bisa Anda kendalikan adalah **akurasi** dan **kecepatan** per topik, jadi dua hal itulah yang diukur.

Jumlah soal dan waktu tiap subtes dapat berubah dari tahun ke tahun; periksa ketentuan tahun Anda di laman resmi SNPMB dan sesuaikan target waktu per soal.

## Langkah 1: tabel akurasi dan waktu

Contoh hasil try out 20 soal Pengetahuan Kuantitatif dengan batas 20 menit:

| Topik | Soal | Benar | Akurasi | Waktu total | Waktu per soal |
| --- | --- | --- | --- | --- | --- |
| Aljabar | 8 | 6 | 75% | 8 menit | 1,0 menit |
| Geometri | 5 | 2 | 40% | 7 menit | 1,4 menit |
| Statistika dan Peluang | 7 | 4 | ≈ 57% | 5 menit | ≈ 0,7 menit |
| **Jumlah** | **20** | **12** | **60%** | **20 menit** | **1,0 menit** |

~~~text
akurasi = benar / soal × 100%
geometri: 2/5 = 40%      statistika: 4/7 ≈ 57%
waktu per soal geometri = 7 / 5 = 1,4 menit
~~~

Geometri paling rendah akurasinya **dan** paling lama dikerjakan: jelas menjadi prioritas. Statistika dikerjakan paling cepat tetapi akurasinya hanya 57%, tanda terburu-buru atau salah membaca soal.

## Langkah 2: golongkan setiap kesalahan

| Jenis | Contoh | Obat |
| --- | --- | --- |
| Konsep | Tidak tahu rumus volume kerucut | Ulangi bab terkait, lalu 10 soal topik itu |
| Hitung | 22/7 × 49 ditulis 144, seharusnya 154 | Tulis langkah di kertas coret, cek dengan cara lain |
| Membaca soal | Menjawab x padahal ditanya x + y | Garis bawahi yang ditanyakan sebelum menghitung |
| Waktu | Tiga soal terakhir tidak sempat dibaca | Latihan dua putaran dengan batas waktu |

Misalnya dari 8 soal yang salah di try out di atas: 3 konsep (semuanya geometri), 3 membaca soal (2 di statistika), dan 2 hitung. Tiga kesalahan geometri bisa diatasi dengan mengulang bab Bangun Datar dan Bangun Ruang; kesalahan membaca soal diatasi dengan kebiasaan menggarisbawahi pertanyaan.

## Langkah 3: rencana minggu berikutnya

1. Dua sesi untuk topik dengan akurasi terendah (di contoh: geometri), masing-masing 15 soal tanpa batas waktu, fokus pada ketepatan.
2. Satu sesi untuk topik yang cepat tetapi kurang teliti (statistika): 15 soal dengan aturan menggarisbawahi pertanyaan.
3. Satu paket soal campuran dengan batas waktu di akhir minggu.
4. Kerjakan ulang semua soal yang salah tiga hari kemudian tanpa melihat pembahasan.

## Contoh perbandingan dua try out

| Try out | Benar | Soal kosong | Waktu habis di soal |
| --- | --- | --- | --- |
| Pekan 1 | 12 dari 20 | 3 | ke-17 |
| Pekan 3 | 15 dari 20 | 0 | tidak habis |

Kenaikan 3 soal benar datang dari dua sumber: tidak ada lagi soal kosong (jawaban salah tidak mengurangi nilai, jadi soal kosong selalu rugi) dan akurasi geometri naik setelah latihan terarah.

## Jebakan umum

- Hanya melihat skor total tanpa memecahnya per topik.
- Membaca pembahasan tanpa mengerjakan ulang soalnya sendiri.
- Mengosongkan soal yang ragu, padahal tidak ada pengurangan nilai.
- Menambah jumlah latihan di topik yang sudah kuat karena terasa menyenangkan.

## Ringkasan

- Ukur akurasi dan waktu per topik setelah setiap try out.
- Golongkan kesalahan menjadi konsep, hitung, membaca soal, atau waktu, lalu pilih obat yang sesuai.
- Rencanakan latihan dari topik terlemah dan jangan biarkan ada soal kosong.`,
};

const KUIS_SIMULASI = q("kuis-simulasi", "Kuis: Simulasi", [
  {
    kind: "multiple_choice",
    id: "q1",
    prompt: "x bilangan bulat positif yang memenuhi 2x − 3 < 7. P = nilai x terbesar yang mungkin, Q = 4. Hubungan P dan Q yang benar adalah…",
    options: ["P > Q", "P < Q", "P = Q", "Informasi yang diberikan tidak cukup untuk memutuskan"],
    answer: 2,
    explanation: "2x − 3 < 7 berarti 2x < 10, x < 5. Bilangan bulat positif terbesar yang memenuhi adalah 4, jadi P = 4 = Q.",
  },
  {
    kind: "multiple_choice",
    id: "q2",
    prompt: "Berapakah nilai x? (1) x² = 9. (2) x > 0.",
    options: [
      "Pernyataan (1) saja cukup, tetapi (2) saja tidak cukup",
      "Pernyataan (2) saja cukup, tetapi (1) saja tidak cukup",
      "Dua pernyataan bersama-sama cukup, tetapi satu pernyataan saja tidak cukup",
      "Pernyataan (1) saja cukup dan pernyataan (2) saja cukup",
      "Pernyataan (1) dan (2) tidak cukup",
    ],
    answer: 2,
    explanation: "(1) saja memberi x = 3 atau x = −3; (2) saja tidak memberi nilai tertentu. Bersama-sama hanya x = 3 yang memenuhi.",
  },
  {
    kind: "multiple_choice",
    id: "q3",
    prompt:
      "Tarif parkir Rp3.000 untuk jam pertama dan Rp2.000 untuk setiap jam berikutnya; bagian dari satu jam dihitung satu jam. Tarif parkir selama 4 jam 20 menit adalah…",
    options: ["Rp9.000", "Rp11.000", "Rp13.000", "Rp10.000"],
    answer: 1,
    explanation: "4 jam 20 menit dihitung 5 jam: jam pertama Rp3.000 ditambah 4 × Rp2.000 = Rp11.000. Rp9.000 didapat bila 20 menit terakhir diabaikan.",
  },
  {
    kind: "multiple_choice",
    id: "q4",
    prompt:
      "Andi bersepeda dari rumah ke sekolah dengan kecepatan 12 km/jam dan pulang melalui jalan yang sama dengan kecepatan 20 km/jam. Kecepatan rata-rata pergi-pulang adalah…",
    options: ["15 km/jam", "16 km/jam", "14 km/jam", "17 km/jam"],
    answer: 0,
    explanation: "Misalkan jaraknya 60 km: pergi 5 jam, pulang 3 jam. Kecepatan rata-rata = 120 km / 8 jam = 15 km/jam, bukan (12 + 20)/2 = 16.",
  },
  {
    kind: "short_answer",
    id: "q5",
    prompt:
      "Sebuah pekerjaan direncanakan selesai dalam 12 hari oleh 10 pekerja. Setelah 4 hari, 6 pekerja lagi bergabung dan kecepatan kerja setiap orang sama. Pekerjaan selesai … hari setelah dimulai.",
    accept: ["9", "9 hari"],
    explanation:
      "Seluruh pekerjaan 10 × 12 = 120 orang-hari. Setelah 4 hari tersisa 120 − 40 = 80 orang-hari, dikerjakan 16 orang dalam 80/16 = 5 hari. Total 4 + 5 = 9 hari.",
  },
]);

export const COURSE: TCourseSeed = {
  slug: "matematika-intensif-snbt",
  title: "Matematika Intensif SNBT",
  summary: "Pembahasan mendalam Penalaran Matematika dan Pengetahuan Kuantitatif SNBT, dengan contoh soal bertingkat dan pembahasan langkah demi langkah.",
  description:
    "Kursus ini membahas matematika yang diujikan dalam SNBT, yaitu subtes Pengetahuan Kuantitatif dan Penalaran Matematika. Empat modul (Aljabar, Geometri, Statistika dan Peluang, serta Simulasi) berisi 12 bab: penjelasan konsep, contoh soal bergaya SNBT dengan pembahasan langkah demi langkah, dan jebakan yang sering membuat peserta salah. Setiap modul ditutup kuis, dan modul Simulasi berisi dua paket soal berwaktu serta cara mengevaluasi hasil try out.",
  premium: true,
  price: 299000,
  level: "menengah",
  modules: [
    { title: "Aljabar", quizzes: [KUIS_ALJABAR], chapters: [PERSAMAAN_LINEAR, PERSAMAAN_KUADRAT, FUNGSI] },
    { title: "Geometri", quizzes: [KUIS_GEOMETRI], chapters: [BANGUN_DATAR, BANGUN_RUANG, TRANSFORMASI] },
    { title: "Statistika dan Peluang", quizzes: [KUIS_STATISTIKA], chapters: [UKURAN_PEMUSATAN, PELUANG, MEMBACA_DIAGRAM] },
    { title: "Simulasi", quizzes: [KUIS_SIMULASI], chapters: [PAKET_SOAL_1, PAKET_SOAL_2, EVALUASI_SKOR] },
  ],
};
