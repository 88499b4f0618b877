import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Premium course of the digital-skills tenants: turning sales data into decisions with a spreadsheet. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

/** The running example of the course: a small shop's sales table. */
const TABEL = `| tanggal | cabang | produk | jumlah | harga_satuan |
| --- | --- | --- | --- | --- |
| 2025-01-03 | Semarang | Kopi Susu 1 L | 4 | 65000 |
| 2025-01-03 | Solo | Kopi Hitam 250 g | 2 | 48000 |
| 2025-01-04 | Semarang | Kopi Hitam 250 g | 6 | 48000 |`;

export const COURSE: TCourseSeed = {
  slug: "analisis-data-spreadsheet",
  title: "Analisis Data dengan Spreadsheet",
  summary: "Mengolah data menjadi keputusan dengan rumus, pivot table dan dashboard.",
  premium: true,
  price: 149000,
  level: "menengah",
  modules: [
    {
      title: "Menyiapkan Data",
      quizzes: [
        q("kuis-menyiapkan-data", "Kuis: Menyiapkan Data", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Tabel penjualan menaruh setiap bulan di kolom terpisah (Jan, Feb, Mar). Masalahnya adalah…",
            options: [
              "Tidak ada masalah",
              "Satu variabel (bulan) tersebar di banyak kolom sehingga sulit diringkas",
              "Terlalu sedikit kolom",
              "Tanggal harus di baris pertama",
            ],
            answer: 1,
            explanation: "Tabel yang rapi punya satu kolom per variabel. Bulan sebaiknya menjadi satu kolom tanggal, satu baris per transaksi.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Fungsi mana yang menghapus spasi berlebih di awal dan akhir teks?",
            options: ["CLEAN", "TRIM", "PROPER", "LEN"],
            answer: 1,
            explanation: "TRIM menghapus spasi di awal, akhir, dan spasi ganda di tengah teks.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Fitur yang membatasi isian sel hanya dari daftar pilihan disebut … data",
            accept: ["validasi", "validasi data", "data validation"],
            explanation: "Validasi data mencegah salah ketik sejak awal, misalnya nama cabang yang ditulis berbeda-beda.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Struktur Tabel",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan bentuk tabel yang siap dianalisis: satu baris per kejadian, satu kolom per variabel. Sepanjang kursus kita memakai data penjualan sebuah toko kopi dengan dua cabang.

## Aturan tabel yang rapi

1. **Satu baris = satu transaksi** (atau satu pengamatan).
2. **Satu kolom = satu variabel**, dengan judul singkat tanpa spasi ganda.
3. **Satu sel = satu nilai**; jangan menulis "4 botol" di kolom angka.
4. Tanpa baris kosong dan sel gabungan (*merge*) di tengah data.

## Contoh tabel yang siap dipakai

${TABEL}

## Contoh yang perlu dibenahi

Laporan yang menaruh Januari, Februari, Maret di kolom terpisah memang mudah dibaca manusia, tetapi sulit diringkas per cabang atau per produk. Ubah menjadi kolom \`tanggal\` dengan satu baris per transaksi.

> [!TIP]
> Ubah rentang data menjadi **Tabel** (Ctrl+T di Excel, atau *Format → Ubah menjadi tabel* di Google Sheets) agar rumus dan pivot table ikut melebar saat baris bertambah.

## Ringkasan

- Satu baris per transaksi, satu kolom per variabel, satu nilai per sel.
- Hindari sel gabungan dan baris kosong.
- Format rentang sebagai Tabel agar data mudah bertambah.`,
        },
        {
          title: "Membersihkan Data",
          durationMinutes: 20,
          bodyMd: `Bab ini membahas masalah data yang paling sering ditemui dan rumus untuk membereskannya, tanpa mengubah data asli.

## Masalah umum

- Nama cabang ditulis berbeda: \`Semarang\`, \`semarang \`, \`SMG\`.
- Angka tersimpan sebagai teks: \`"65.000"\`.
- Tanggal berformat campur: \`03/01/2025\` dan \`2025-01-03\`.
- Baris ganda karena data diimpor dua kali.

## Rumus pembersih

~~~text
=TRIM(B2)                          "semarang " -> "semarang"
=PROPER(TRIM(B2))                  -> "Semarang"
=VALUE(SUBSTITUTE(E2;".";""))      "65.000" -> 65000
=IF(B2="SMG";"Semarang";B2)        menyeragamkan singkatan
~~~

Tanda pemisah argumen adalah \`;\` pada pengaturan bahasa Indonesia dan \`,\` pada pengaturan bahasa Inggris.

## Menghapus baris ganda

Pilih tabel, lalu **Data → Hapus duplikat**. Centang semua kolom agar hanya baris yang benar-benar sama yang terhapus.

## Contoh

Laporan Januari menunjukkan penjualan cabang Semarang Rp18,2 juta. Setelah \`SMG\` dan \`semarang \` diseragamkan, totalnya ternyata Rp23,9 juta: sepertiga transaksi sebelumnya terhitung sebagai cabang lain.

## Ringkasan

- Salin data mentah ke lembar baru; bersihkan di salinannya.
- TRIM, PROPER, VALUE, SUBSTITUTE dan IF menyelesaikan sebagian besar masalah.
- Hapus duplikat dengan memeriksa semua kolom.`,
        },
        {
          title: "Validasi Data",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan cara mencegah data kotor sejak diketik, dengan validasi data dan daftar pilihan.

## Daftar pilihan

1. Buat lembar \`Referensi\` berisi daftar cabang: Semarang, Solo.
2. Pilih kolom \`cabang\` di tabel penjualan.
3. **Data → Validasi data → Daftar dari rentang**, arahkan ke daftar cabang.
4. Pilih **Tolak input** bila isian tidak ada di daftar.

Sejak itu, staf hanya bisa memilih nama cabang yang ada, sehingga \`SMG\` tidak akan muncul lagi.

## Batas angka dan tanggal

- Kolom \`jumlah\`: bilangan bulat antara 1 dan 100.
- Kolom \`tanggal\`: tanggal di tahun berjalan.

Tambahkan pesan bantuan, misalnya *"Isi jumlah botol terjual, tanpa satuan."*

## Contoh

Sebelum validasi, dari 600 baris per bulan rata-rata 40 baris harus dibetulkan manual. Setelah validasi dipasang, angka itu turun menjadi 3 baris, semuanya salah tanggal.

## Ringkasan

- Validasi data mencegah kesalahan lebih murah daripada membersihkannya.
- Gunakan daftar dari lembar referensi untuk nama dan kategori.
- Batasi angka dan tanggal, dan beri pesan bantuan yang jelas.`,
        },
      ],
    },
    {
      title: "Rumus",
      quizzes: [
        q("kuis-rumus", "Kuis: Rumus", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Rumus mana yang menjumlahkan kolom E hanya untuk baris cabang Semarang?",
            options: ["=SUM(E:E)", '=SUMIF(B:B;"Semarang";E:E)', '=COUNTIF(B:B;"Semarang")', '=IF(B2="Semarang";E2)'],
            answer: 1,
            explanation: "SUMIF(rentang_syarat; syarat; rentang_jumlah) menjumlahkan nilai yang barisnya memenuhi syarat.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: 'XLOOKUP tidak menemukan kode produk. Apa yang ditampilkan bila argumen keempat diisi "Tidak ada"?',
            options: ["#N/A", "0", "Tidak ada", "Kosong"],
            answer: 2,
            explanation: "Argumen keempat XLOOKUP adalah nilai bila tidak ditemukan, sehingga #N/A tidak muncul.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Fungsi apa yang mengambil nomor bulan (1–12) dari sebuah tanggal?",
            accept: ["MONTH", "BULAN", "=MONTH"],
            explanation: "MONTH(tanggal) mengembalikan 1 sampai 12; YEAR dan DAY bekerja dengan cara yang sama.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Fungsi Logika",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas IF, IFS, AND dan OR untuk memberi label pada data secara otomatis.

## IF sederhana

Tandai transaksi besar (nilai di atas Rp300.000):

~~~text
=IF(F2>300000;"Besar";"Biasa")
~~~

dengan \`F2 = D2*E2\` (jumlah × harga satuan).

## Beberapa kategori dengan IFS

~~~text
=IFS(F2>=500000;"A"; F2>=200000;"B"; TRUE;"C")
~~~

Seperti percabangan, kondisi diperiksa dari atas dan berhenti di yang pertama benar. \`TRUE\` di akhir menangkap semua sisanya.

## AND dan OR

Beri bonus bila transaksi di cabang Solo **dan** nilainya di atas Rp300.000:

~~~text
=IF(AND(B2="Solo";F2>300000);"Bonus";"")
~~~

## Contoh

Dengan kolom kategori A/B/C, pemilik toko melihat bahwa 15% transaksi (kategori A) menyumbang 52% pendapatan. Pelanggan kategori A diberi kartu anggota.

## Ringkasan

- IF untuk dua kemungkinan, IFS untuk beberapa kategori berurutan.
- AND butuh semua syarat benar, OR cukup satu.
- Kolom label memudahkan ringkasan di bab pivot table.`,
        },
        {
          title: "Pencarian Data",
          durationMinutes: 20,
          bodyMd: `Bab ini mengajarkan XLOOKUP (dan VLOOKUP untuk spreadsheet lama) untuk mengambil data dari tabel lain.

## Kasus

Tabel penjualan hanya memuat nama produk. Harga pokok (HPP) ada di lembar \`Produk\`:

| produk | hpp |
| --- | --- |
| Kopi Susu 1 L | 38000 |
| Kopi Hitam 250 g | 27000 |

## XLOOKUP

~~~text
=XLOOKUP(C2; Produk!A:A; Produk!B:B; "Tidak ada")
~~~

- Argumen 1: yang dicari (nama produk di baris ini).
- Argumen 2: kolom tempat mencari.
- Argumen 3: kolom yang diambil nilainya.
- Argumen 4: tampilan bila tidak ditemukan.

## VLOOKUP

Di spreadsheet lama: \`=VLOOKUP(C2; Produk!A:B; 2; FALSE)\`. Argumen \`FALSE\` wajib agar hanya mencari yang sama persis.

## Laba per transaksi

~~~text
=D2*(E2 - XLOOKUP(C2; Produk!A:A; Produk!B:B; 0))
~~~

## Contoh

Setelah kolom laba ditambahkan, terlihat bahwa Kopi Hitam 250 g laku lebih banyak, tetapi Kopi Susu 1 L menyumbang laba lebih besar per transaksi.

## Ringkasan

- XLOOKUP mengambil nilai dari tabel lain berdasarkan kunci.
- Selalu isi nilai bila tidak ditemukan; pada VLOOKUP pakai FALSE.
- Gabungkan dengan rumus lain untuk menghitung laba.`,
        },
        {
          title: "Fungsi Tanggal",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas fungsi tanggal untuk meringkas penjualan per bulan, per minggu, dan per hari dalam seminggu.

## Mengambil bagian tanggal

~~~text
=YEAR(A2)        2025
=MONTH(A2)       1
=TEXT(A2;"mmm")  "Jan"
=WEEKDAY(A2;2)   1 = Senin ... 7 = Minggu
=TEXT(A2;"dddd") nama hari sesuai bahasa spreadsheet
~~~

## Menghitung selisih

\`=B2-A2\` menghasilkan jumlah hari antara dua tanggal. \`=NETWORKDAYS(A2;B2)\` hanya menghitung hari kerja.

## Contoh

Dengan kolom \`hari\` dari \`TEXT(A2;"dddd")\`, ringkasan menunjukkan penjualan Sabtu dua kali lipat hari Senin di cabang Solo. Pemilik menambah satu barista pada Sabtu.

> [!WARNING]
> Tanggal yang tersimpan sebagai teks tidak bisa dihitung. Bila \`=MONTH(A2)\` menghasilkan galat, bersihkan dulu formatnya (bab Membersihkan Data).

## Ringkasan

- YEAR, MONTH, WEEKDAY dan TEXT memecah tanggal menjadi bagian yang bisa diringkas.
- Pengurangan tanggal menghasilkan jumlah hari.
- Pastikan tanggal bertipe tanggal, bukan teks.`,
        },
      ],
    },
    {
      title: "Meringkas",
      quizzes: [
        q("kuis-meringkas", "Kuis: Meringkas", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Untuk melihat total penjualan per cabang per bulan, cabang sebaiknya diletakkan di … dan bulan di …",
            options: ["Nilai; Filter", "Baris; Kolom", "Filter; Nilai", "Kolom; Nilai"],
            answer: 1,
            explanation: "Satu kategori di baris dan satu di kolom membentuk tabel silang; angka yang dijumlahkan masuk ke Nilai.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Grafik apa yang paling tepat untuk tren penjualan bulanan selama setahun?",
            options: ["Pai", "Garis", "Donat", "Radar"],
            answer: 1,
            explanation: "Grafik garis menunjukkan perubahan dari waktu ke waktu dengan jelas.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Tombol filter visual yang terhubung ke pivot table disebut …",
            accept: ["slicer", "pemotong"],
            explanation: "Slicer memfilter pivot table (dan grafiknya) dengan satu klik, cocok untuk dashboard.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Pivot Table",
          durationMinutes: 20,
          bodyMd: `Bab ini mengajarkan pivot table untuk meringkas ribuan baris menjadi satu tabel jawaban dalam hitungan detik.

## Membuat pivot table

1. Klik di dalam tabel penjualan.
2. **Sisipkan → Tabel pivot**, letakkan di lembar baru.
3. Seret \`cabang\` ke **Baris**, \`bulan\` ke **Kolom**, dan \`nilai\` ke **Nilai** (Jumlah).

## Hasil

| cabang | Jan | Feb | Mar |
| --- | --- | --- | --- |
| Semarang | 23,9 jt | 21,4 jt | 26,1 jt |
| Solo | 14,2 jt | 15,8 jt | 17,5 jt |

## Pertanyaan yang bisa dijawab

- Produk apa yang paling laku di setiap cabang? (\`produk\` di Baris, \`cabang\` di Kolom, \`jumlah\` di Nilai)
- Berapa rata-rata nilai transaksi? (ubah ringkasan Nilai dari Jumlah menjadi Rata-rata)

## Contoh

Pivot table menunjukkan Solo tumbuh 23% dari Januari ke Maret, sementara Semarang naik-turun. Pemilik memutuskan membuka jam pagi lebih awal di Solo lebih dulu.

## Ringkasan

- Pivot table meringkas data tanpa rumus.
- Baris dan Kolom untuk kategori, Nilai untuk angka yang diringkas.
- Ubah cara ringkas (jumlah, rata-rata, hitung) sesuai pertanyaan.`,
        },
        {
          title: "Filter dan Slicer",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas cara menyaring data dan pivot table, termasuk slicer yang membuat laporan interaktif.

## Filter biasa

Klik ikon filter di judul kolom, lalu pilih nilai yang ingin ditampilkan. Cocok untuk melihat data mentah, misalnya semua transaksi Kopi Susu 1 L di Solo.

## Filter di pivot table

Seret \`produk\` ke area **Filter** pivot table, lalu pilih satu produk. Ringkasan berubah mengikuti pilihan.

## Slicer

1. Klik pivot table.
2. **Sisipkan → Slicer**, pilih kolom \`cabang\`.
3. Tombol-tombol cabang muncul; satu klik menyaring pivot table dan grafik yang terhubung.

Slicer lebih mudah dipakai manajer daripada menu filter, dan menunjukkan dengan jelas filter apa yang sedang aktif.

## Contoh

Kepala cabang Solo membuka dashboard, mengeklik slicer "Solo", dan langsung melihat produknya sendiri tanpa meminta laporan terpisah.

## Ringkasan

- Filter untuk menelusuri data mentah.
- Area Filter pivot table untuk ringkasan per kategori.
- Slicer membuat laporan interaktif dan jelas bagi pembaca.`,
        },
        {
          title: "Grafik",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas cara memilih grafik yang tepat dan membuatnya jujur serta mudah dibaca.

## Memilih jenis grafik

| Pertanyaan | Grafik |
| --- | --- |
| Bagaimana perubahan dari waktu ke waktu? | Garis |
| Mana yang paling besar? | Batang, diurutkan |
| Berapa bagian dari keseluruhan? (2–4 bagian) | Batang bertumpuk |

## Tiga aturan

1. Sumbu grafik batang dimulai dari nol.
2. Judul menyampaikan temuan: *"Penjualan Solo naik 23% dalam tiga bulan"*, bukan *"Grafik penjualan"*.
3. Kurangi hiasan: tanpa efek 3D, tanpa warna berlebihan; satu warna penegas untuk data yang dibahas.

## Contoh

Grafik pai dengan tujuh produk sulit dibandingkan. Grafik batang yang diurutkan dari terbesar langsung menunjukkan bahwa dua produk teratas menyumbang 70% penjualan.

## Ringkasan

- Garis untuk waktu, batang untuk perbandingan.
- Mulai dari nol, beri judul berupa temuan, kurangi hiasan.
- Urutkan batang agar perbandingan langsung terlihat.`,
        },
      ],
    },
    {
      title: "Dashboard",
      quizzes: [
        q("kuis-dashboard", "Kuis: Dashboard", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Angka apa yang sebaiknya paling atas di dashboard penjualan pemilik toko?",
            options: [
              "Semua kolom data mentah",
              "Beberapa indikator utama, misalnya total penjualan dan perubahan dari bulan lalu",
              "Logo perusahaan besar",
              "Daftar rumus",
            ],
            answer: 1,
            explanation: "Pembaca dashboard harus menangkap kondisi utama dalam lima detik; rincian di bawahnya.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Cara paling aman membagikan dashboard ke kepala cabang agar data tidak berubah tanpa sengaja adalah…",
            options: ["Memberi akses edit", "Memberi akses lihat saja atau mengekspor PDF", "Mengirim kata sandi akun", "Menyalin ke grup"],
            answer: 1,
            explanation: "Akses lihat (atau PDF berkala) mencegah perubahan rumus dan data oleh pembaca.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Ukuran utama yang dipantau untuk menilai kinerja disebut KPI. Kepanjangan KPI adalah Key Performance …",
            accept: ["Indicator", "Indicators"],
            explanation: "Key Performance Indicator: beberapa angka kunci yang menunjukkan apakah tujuan tercapai.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Merancang Dashboard",
          durationMinutes: 20,
          bodyMd: `Bab ini mengajarkan cara merancang dashboard satu halaman yang menjawab pertanyaan pembacanya.

## Mulai dari pembaca

Tanyakan kepada pemilik toko: keputusan apa yang diambil setiap minggu? Jawabannya menentukan isi dashboard, misalnya: *berapa stok yang harus dipesan* dan *cabang mana yang perlu perhatian*.

## Tata letak

~~~text
+-----------------------------------------------+
| Total penjualan | Perubahan vs bulan lalu | Laba |   <- indikator utama (KPI)
+-----------------------------------------------+
| Tren bulanan (garis)   | Penjualan per cabang   |
+-----------------------------------------------+
| 5 produk terlaris (batang) | Slicer: cabang     |
+-----------------------------------------------+
~~~

- Angka terpenting di kiri atas; mata pembaca mulai dari sana.
- Semua grafik mengambil data dari pivot table yang sama agar konsisten.
- Slicer mengatur seluruh halaman.

## Contoh

Dashboard pertama toko kopi memuat 14 grafik dan tidak pernah dibuka. Versi kedua hanya berisi tiga KPI dan tiga grafik; kini dibuka setiap Senin pagi sebelum pemesanan bahan.

## Ringkasan

- Rancang dari keputusan yang diambil pembaca.
- Indikator utama di atas, rincian di bawah, satu halaman.
- Lebih sedikit grafik yang dipakai lebih baik daripada banyak yang diabaikan.`,
        },
        {
          title: "Membagikan Laporan",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara membagikan dashboard dan laporan agar aman, mutakhir, dan mudah dibaca.

## Pilihan berbagi

| Cara | Cocok untuk | Catatan |
| --- | --- | --- |
| Tautan akses lihat | Tim internal | Data selalu terbaru; nonaktifkan "siapa pun yang memiliki tautan" |
| PDF berkala | Atasan, mitra luar | Tidak bisa diubah; kirim dengan tanggal di nama berkas |
| Akses edit | Rekan pengolah data | Batasi pada satu atau dua orang |

## Sebelum membagikan

1. Sembunyikan lembar data mentah yang memuat data pribadi pelanggan.
2. Kunci (protect) lembar rumus agar tidak terhapus.
3. Tulis catatan singkat: sumber data, periode, tanggal pembaruan.

## Contoh email pengantar

~~~text
Subjek: Dashboard penjualan Maret 2025

Penjualan Maret Rp43,6 juta (+9% dari Februari). Solo tumbuh
paling cepat; stok Kopi Susu 1 L di Semarang menipis.
Dashboard (akses lihat): [tautan]. Data per 31 Maret, 21.00 WIB.
~~~

## Ringkasan

- Akses lihat untuk tim, PDF untuk pihak luar, akses edit sangat terbatas.
- Lindungi data pribadi dan rumus sebelum membagikan.
- Sertakan ringkasan temuan, sumber, dan tanggal pembaruan.`,
        },
        {
          title: "Studi Kasus Penjualan",
          durationMinutes: 30,
          bodyMd: `Bab penutup ini menggabungkan semua langkah kursus pada satu studi kasus: toko kopi dua cabang yang ingin memutuskan produk mana yang dipromosikan bulan depan.

## 1. Pertanyaan

*"Produk apa yang sebaiknya dipromosikan di setiap cabang bulan depan agar laba naik?"*

## 2. Menyiapkan data

Gabungkan transaksi Januari–Maret (1.812 baris), seragamkan nama cabang, ubah harga teks menjadi angka, hapus 27 baris ganda.

## 3. Rumus

Tambahkan kolom \`nilai = jumlah × harga_satuan\`, \`hpp\` dengan XLOOKUP dari lembar Produk, dan \`laba = nilai − jumlah × hpp\`.

## 4. Ringkasan

Pivot table: \`produk\` di Baris, \`cabang\` di Kolom, \`laba\` di Nilai.

| produk | Semarang | Solo |
| --- | --- | --- |
| Kopi Susu 1 L | 9,8 jt | 4,1 jt |
| Kopi Hitam 250 g | 5,2 jt | 6,9 jt |
| Gula Aren Cair | 1,1 jt | 0,4 jt |

## 5. Kesimpulan

- Semarang: laba terbesar dari Kopi Susu 1 L → pertahankan, promosikan paket dua botol.
- Solo: Kopi Hitam 250 g paling menguntungkan → promosikan untuk pelanggan kantor.

## 6. Dashboard

Tiga KPI (penjualan, laba, perubahan), grafik laba per produk dengan slicer cabang, dan catatan keputusan di bawahnya.

## Ringkasan

- Mulai dari pertanyaan, lalu bersihkan, hitung, ringkas, dan sajikan.
- Laba, bukan hanya penjualan, yang menentukan promosi.
- Tutup analisis dengan keputusan yang jelas per cabang.`,
        },
      ],
    },
  ],
};
