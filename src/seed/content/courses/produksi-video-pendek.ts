import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Premium course of the creative and media tenants: short videos made with a phone. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "produksi-video-pendek",
  title: "Produksi Video Pendek",
  summary: "Membuat video pendek yang kuat ceritanya dengan peralatan sederhana.",
  premium: true,
  price: 199000,
  level: "menengah",
  modules: [
    {
      title: "Praproduksi",
      quizzes: [
        q("kuis-praproduksi", "Kuis: Praproduksi", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Bagian terpenting naskah video pendek 30 detik adalah…",
            options: ["Ucapan terima kasih", "Tiga detik pertama yang menahan penonton", "Logo di awal selama 5 detik", "Daftar kru"],
            answer: 1,
            explanation:
              "Penonton memutuskan lanjut atau menggulir dalam beberapa detik pertama; buka dengan masalah, pertanyaan, atau gambar yang mengejutkan.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Fungsi utama storyboard adalah…",
            options: ["Menggantikan naskah", "Merencanakan gambar per adegan sebelum syuting", "Memilih musik", "Menulis caption"],
            answer: 1,
            explanation: "Storyboard memvisualkan urutan gambar sehingga syuting lebih cepat dan tidak ada gambar yang terlupa.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Daftar semua gambar yang harus direkam, lengkap dengan jenis bidikannya, disebut shot …",
            accept: ["list", "shotlist"],
            explanation: "Shot list menjadi daftar periksa di lokasi syuting.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Ide dan Naskah",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan cara mengubah ide menjadi naskah video 30–60 detik dengan struktur yang jelas.

## Struktur tiga bagian

1. **Pembuka (0–3 detik)**: masalah, pertanyaan, atau gambar yang membuat penasaran.
2. **Isi (3–50 detik)**: satu pesan, ditunjukkan, bukan hanya diceritakan.
3. **Penutup (5–7 detik)**: ajakan yang jelas.

## Contoh naskah (UMKM keripik)

~~~text
[0-3]   Close-up tangan mematahkan keripik, bunyi "krek".
        Teks: "Kenapa keripik ini tetap renyah 2 minggu?"
[3-20]  Bu Sari mengiris singkong tipis, menjemur, menggoreng dua kali.
        VO: "Digoreng dua kali, dikemas langsung saat dingin."
[20-27] Kemasan ditutup dengan sealer.
[27-30] Teks: "Pesan lewat tautan di bio."
~~~

## Ringkasan

- Satu video, satu pesan.
- Pembuka 3 detik menentukan apakah video ditonton.
- Tunjukkan proses atau bukti, tutup dengan ajakan jelas.`,
        },
        {
          title: "Storyboard",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas storyboard sederhana: sketsa kotak-kotak yang merencanakan setiap gambar.

## Isi setiap kotak

- Sketsa kasar gambar (orang lidi pun cukup).
- Jenis bidikan: wide, medium, close-up.
- Durasi dan teks atau suara yang menyertainya.

## Contoh (tiga kotak pertama video keripik)

| No | Gambar | Bidikan | Durasi | Suara/teks |
| --- | --- | --- | --- | --- |
| 1 | Tangan mematahkan keripik | Close-up | 3 dtk | Bunyi "krek", teks pertanyaan |
| 2 | Bu Sari mengiris singkong | Medium | 4 dtk | VO pembuka |
| 3 | Irisan dijemur | Wide | 3 dtk | VO proses |

## Manfaat

Storyboard memperlihatkan kekurangan sebelum syuting: misalnya tidak ada gambar wajah pemilik usaha, padahal penonton percaya pada orang, bukan hanya produk.

## Ringkasan

- Satu kotak per gambar: sketsa, bidikan, durasi, suara.
- Variasikan wide, medium, dan close-up.
- Temukan gambar yang kurang sebelum hari syuting.`,
        },
        {
          title: "Daftar Gambar",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas shot list: daftar periksa semua gambar yang harus direkam di lokasi.

## Dari storyboard ke shot list

Kelompokkan gambar berdasarkan **lokasi** dan **cahaya**, bukan urutan cerita. Semua gambar dapur direkam sekaligus, lalu semua gambar di halaman jemur.

## Contoh

~~~text
Lokasi: dapur (pagi, cahaya jendela)
[ ] 2  Medium  Bu Sari mengiris singkong
[ ] 5  Close   Minyak menggelegak, keripik masuk
[ ] 6  Close   Keripik diangkat dengan serok
Lokasi: halaman (siang)
[ ] 3  Wide    Irisan dijemur di tampah
[ ] 4  Close   Tekstur irisan kering
Cadangan (B-roll)
[ ] Tangan mengemas, wajah Bu Sari tersenyum, papan nama usaha
~~~

## Tips

Rekam setiap gambar minimal dua kali dan tambah 3 detik di awal dan akhir agar mudah dipotong.

## Ringkasan

- Kelompokkan gambar per lokasi dan cahaya.
- Centang setiap gambar saat selesai.
- Rekam cadangan (B-roll) dan beri jeda di awal-akhir.`,
        },
      ],
    },
    {
      title: "Produksi",
      quizzes: [
        q("kuis-produksi-video", "Kuis: Produksi", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Untuk video vertikal di media sosial, ponsel dipegang…",
            options: ["Horizontal", "Vertikal (9:16)", "Miring 45°", "Terbalik"],
            answer: 1,
            explanation: "Platform video pendek menampilkan 9:16 penuh layar; rekam vertikal sejak awal.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Cahaya paling mudah untuk wawancara di dalam ruangan adalah…",
            options: ["Lampu neon di belakang subjek", "Jendela di samping atau di depan subjek", "Lampu kilat", "Cahaya layar laptop"],
            answer: 1,
            explanation: "Cahaya jendela dari samping atau depan lembut dan gratis; jendela di belakang membuat wajah gelap.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Mikrofon kecil yang dijepit di baju narasumber disebut mikrofon …",
            accept: ["clip-on", "clip on", "lavalier", "klip"],
            explanation: "Mikrofon clip-on (lavalier) dekat dengan mulut sehingga suara jelas dan kebisingan berkurang.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Kamera Ponsel",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas pengaturan kamera ponsel untuk video yang tajam dan stabil.

## Sebelum merekam

- Bersihkan lensa.
- Rekam **vertikal 9:16** untuk Reels/TikTok/Shorts, 1080p 30 fps sudah cukup.
- Kunci fokus dan eksposur: tekan lama pada subjek di layar.
- Aktifkan mode pesawat agar tidak ada panggilan masuk.

## Stabil

Pegang ponsel dengan dua tangan, siku menempel badan, atau gunakan tripod murah. Untuk gerakan, berjalan pelan dengan lutut sedikit ditekuk.

## Contoh

Video pertama peserta goyang karena direkam sambil berjalan cepat dengan satu tangan. Dengan tripod mini di meja dan zoom digital dihindari (bergerak mendekat, bukan memperbesar), gambar menjadi tajam dan stabil.

## Ringkasan

- Lensa bersih, rekam vertikal, kunci fokus dan eksposur.
- Stabil dengan dua tangan atau tripod.
- Dekati subjek, jangan memakai zoom digital.`,
        },
        {
          title: "Cahaya Alami",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara memanfaatkan cahaya matahari dan jendela tanpa lampu tambahan.

## Aturan dasar

- **Jendela di samping atau di depan** subjek, jangan di belakang (wajah akan gelap).
- Hindari matahari siang langsung: bayangan keras di wajah. Pilih teduh atau pagi/sore.
- Matikan lampu ruangan yang warnanya berbeda agar warna kulit tidak aneh.

## Pemantul murah

Karton putih atau styrofoam di sisi berlawanan jendela memantulkan cahaya ke sisi wajah yang gelap.

## Contoh

Wawancara pemilik kedai direkam dengan jendela di belakangnya; wajahnya gelap. Kursi diputar 90° sehingga jendela di samping, karton putih dipasang di sisi lain, dan wajah tampak jelas tanpa lampu tambahan.

## Ringkasan

- Cahaya dari samping atau depan, bukan dari belakang.
- Pilih cahaya lembut: teduh, pagi, atau sore.
- Gunakan pemantul putih untuk mengisi bayangan.`,
        },
        {
          title: "Merekam Suara",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara merekam suara yang jelas, karena penonton lebih memaafkan gambar biasa daripada suara buruk.

## Pilihan mikrofon

- **Clip-on (lavalier)** berkabel atau nirkabel: dijepit 15–20 cm di bawah dagu.
- Tanpa mikrofon: dekatkan ponsel (maksimal satu lengan) dan rekam di ruangan kecil berperabot lunak.

## Mengurangi gangguan

- Matikan kipas angin dan AC sebentar saat merekam.
- Hindari ruangan kosong bergema; kain, kasur, dan lemari meredam gema.
- Rekam 10 detik "suara ruangan" tanpa bicara untuk membantu penyuntingan.

## Contoh

Wawancara di teras dekat jalan raya tidak terpakai karena suara motor. Diulang di ruang tamu dengan mikrofon clip-on seharga kurang dari Rp100.000, hasilnya jernih.

## Ringkasan

- Dekatkan mikrofon ke mulut; clip-on adalah investasi termurah.
- Matikan sumber bising dan pilih ruangan tidak bergema.
- Rekam suara ruangan untuk penyuntingan.`,
        },
      ],
    },
    {
      title: "Pascaproduksi",
      quizzes: [
        q("kuis-pascaproduksi", "Kuis: Pascaproduksi", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: 'Potongan "jump cut" pada video bicara berguna untuk…',
            options: ["Memperlambat tempo", "Membuang jeda dan kata berulang agar tempo cepat", "Menambah efek 3D", "Mengganti musik"],
            answer: 1,
            explanation: "Jump cut membuang bagian kosong sehingga video pendek terasa padat.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Volume musik latar saat ada suara bicara sebaiknya…",
            options: ["Sama keras dengan suara", "Jauh lebih pelan dari suara bicara", "Lebih keras dari suara", "Dimatikan sama sekali selalu"],
            answer: 1,
            explanation: "Suara bicara adalah informasi utama; musik mendukung tanpa menenggelamkannya.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Teks yang menuliskan ucapan di layar agar video bisa dipahami tanpa suara disebut …",
            accept: ["subtitle", "takarir", "caption", "teks terjemahan"],
            explanation: "Banyak orang menonton tanpa suara; subtitle (takarir) membuat pesan tetap sampai.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Memotong Gambar",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas penyuntingan dasar di aplikasi ponsel (misalnya CapCut atau VN): memotong, menyusun, dan menjaga tempo.

## Langkah

1. Masukkan semua klip sesuai urutan naskah.
2. Potong awal dan akhir setiap klip; buang jeda, "eee", dan kalimat yang diulang (**jump cut**).
3. Ganti gambar setiap 2–4 detik untuk video 30 detik agar tetap hidup.
4. Sisipkan B-roll untuk menutupi potongan di tengah kalimat.

## Contoh

Wawancara mentah 2 menit dipadatkan menjadi 35 detik: jeda dan pengulangan dibuang, lalu tiga potongan ditutup dengan B-roll tangan mengemas produk.

## Ringkasan

- Susun sesuai naskah, buang jeda dan pengulangan.
- Ganti gambar setiap beberapa detik.
- Tutupi potongan kalimat dengan B-roll.`,
        },
        {
          title: "Warna",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas koreksi warna sederhana agar semua klip tampak serasi dan warna produk tetap jujur.

## Urutan

1. **Eksposur**: terang cukup, bagian putih tidak terbakar.
2. **White balance/suhu**: putih terlihat putih, tidak kebiruan atau kekuningan.
3. **Kontras dan saturasi**: naikkan sedikit; hindari warna berlebihan.
4. **Samakan** antarklip: salin pengaturan klip pertama ke klip lain dari lokasi yang sama.

## Warna produk harus jujur

Untuk video jualan, warna produk di layar harus sama dengan aslinya. Filter yang mengubah warna kain batik atau kue akan memicu keluhan pembeli.

## Contoh

Klip dapur kekuningan karena lampu, klip halaman kebiruan. Setelah suhu warna disesuaikan, kedua klip tampak seperti direkam di hari yang sama.

## Ringkasan

- Koreksi eksposur, suhu warna, lalu kontras dan saturasi.
- Samakan pengaturan antarklip satu lokasi.
- Jaga warna produk tetap sesuai aslinya.`,
        },
        {
          title: "Musik dan Teks",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas musik latar, teks di layar, dan subtitle.

## Musik

- Gunakan musik dari pustaka bebas royalti aplikasi atau platform untuk menghindari klaim hak cipta.
- Saat ada suara bicara, turunkan musik jauh di bawah suara (sekitar 20–25% volume).
- Potong pergantian gambar mengikuti ketukan musik agar terasa rapi.

## Teks dan subtitle

- Subtitle untuk setiap ucapan: banyak penonton menonton tanpa suara.
- Maksimal dua baris, huruf sans serif tebal dengan bayangan atau latar agar terbaca di atas gambar apa pun.
- Jauhkan teks dari tepi bawah dan kanan layar yang tertutup tombol aplikasi.

## Contoh

Setelah subtitle ditambahkan, video tips menyeduh kopi ditonton rata-rata 8 detik lebih lama, karena penonton di tempat umum tetap bisa mengikuti isinya.

## Ringkasan

- Musik bebas royalti, jauh lebih pelan dari suara.
- Subtitle untuk semua ucapan, maksimal dua baris.
- Hindari area layar yang tertutup tombol aplikasi.`,
        },
      ],
    },
    {
      title: "Distribusi",
      quizzes: [
        q("kuis-distribusi-video", "Kuis: Distribusi", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Metrik yang paling menunjukkan apakah isi video menarik adalah…",
            options: ["Jumlah pengikut akun", "Rata-rata durasi tonton dan persentase ditonton sampai habis", "Jumlah tagar", "Ukuran berkas"],
            answer: 1,
            explanation: "Durasi tonton dan retensi menunjukkan apakah penonton bertahan; pengikut tidak mengukur satu video.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Thumbnail yang baik untuk video di YouTube umumnya…",
            options: ["Penuh teks kecil", "Satu wajah atau objek jelas dan teks pendek yang besar", "Gambar buram dari tengah video", "Logo saja"],
            answer: 1,
            explanation: "Thumbnail dilihat kecil di layar ponsel; satu fokus dan teks besar lebih mudah ditangkap.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Rasio layar untuk Reels, TikTok, dan Shorts adalah 9 : …",
            accept: ["16"],
            explanation: "9:16 vertikal, 1080 × 1920 px.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Format Platform",
          durationMinutes: 10,
          bodyMd: `Bab ini merangkum format video untuk platform yang paling banyak dipakai.

| Platform | Rasio | Durasi yang umum | Catatan |
| --- | --- | --- | --- |
| Reels / TikTok / Shorts | 9:16 (1080 × 1920) | 15–60 detik | Teks jauh dari tepi bawah dan kanan |
| Feed Instagram | 4:5 (1080 × 1350) | 15–60 detik | Tampil lebih besar dari persegi |
| YouTube | 16:9 (1920 × 1080) | 3–10 menit | Thumbnail dan judul sangat menentukan |
| WhatsApp Status | 9:16 | hingga 60 detik per bagian | Cocok untuk pelanggan yang sudah kenal |

## Satu produksi, beberapa versi

Rekam vertikal dengan ruang kosong di atas dan bawah subjek, sehingga bisa dipotong menjadi 4:5 untuk feed tanpa kehilangan bagian penting.

## Ringkasan

- Sesuaikan rasio dan durasi dengan platform.
- Rekam dengan ruang cadangan agar bisa diekspor ke beberapa format.
- Perhatikan area layar yang tertutup antarmuka aplikasi.`,
        },
        {
          title: "Judul dan Thumbnail",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas judul, caption, dan thumbnail yang membuat orang memilih menonton.

## Judul dan caption

- Sebut manfaat atau pertanyaan: *"3 kesalahan menyeduh kopi di rumah"*.
- Kata kunci di depan; banyak platform memotong judul yang panjang.
- Jujur: judul yang menjanjikan hal yang tidak ada di video membuat penonton pergi dan menurunkan jangkauan.

## Thumbnail

- Satu fokus: wajah dengan ekspresi jelas atau produk close-up.
- Teks 2–4 kata, besar, kontras tinggi.
- Cek tampilannya di ukuran kecil seperti di layar ponsel.

## Contoh

Thumbnail awal memuat foto kedai dari jauh dan kalimat panjang. Versi baru: close-up tangan menuang kopi dan teks "SALAH GILING?" Rasio klik naik dari 2,1% menjadi 4,6%.

## Ringkasan

- Judul jelas, kata kunci di depan, dan jujur.
- Thumbnail: satu fokus, teks pendek besar.
- Uji tampilan di ukuran layar ponsel.`,
        },
        {
          title: "Membaca Analitik",
          durationMinutes: 15,
          bodyMd: `Bab penutup ini mengajarkan cara membaca analitik video untuk memperbaiki video berikutnya.

## Tiga angka utama

1. **Jangkauan/tayangan**: berapa orang yang melihat.
2. **Retensi**: grafik berapa persen penonton bertahan di setiap detik.
3. **Aksi**: simpan, bagikan, klik tautan, atau pesan masuk.

## Membaca grafik retensi

- Turun tajam di detik 1–3: pembuka kurang kuat.
- Turun di tengah: ada bagian yang bertele-tele; potong di video berikutnya.
- Naik di satu titik: penonton mengulang bagian itu; buat video yang membahasnya lebih dalam.

## Contoh

Video resep keripik ditonton 4.200 kali; retensi anjlok di detik 12 saat narator menjelaskan sejarah usaha. Video berikutnya memindahkan cerita itu ke akhir; rata-rata durasi tonton naik dari 11 menjadi 19 detik, dan pesan pemesanan bertambah.

## Ringkasan

- Pantau jangkauan, retensi, dan aksi.
- Grafik retensi menunjukkan bagian yang perlu dipotong atau dikembangkan.
- Ubah satu hal per video dan bandingkan hasilnya.`,
        },
      ],
    },
  ],
};
