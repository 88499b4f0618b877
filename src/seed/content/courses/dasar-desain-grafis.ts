import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Free course of the creative tenants: design principles, type, colour and three small projects. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "dasar-desain-grafis",
  title: "Dasar Desain Grafis",
  summary: "Prinsip desain yang membuat karya terlihat rapi, jelas dan menarik.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Prinsip",
      quizzes: [
        q("kuis-prinsip-desain", "Kuis: Prinsip Desain", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Poster lomba: judul, tanggal dan hadiah semuanya berukuran sama besar. Prinsip apa yang paling dilanggar?",
            options: ["Keseimbangan", "Hierarki visual", "Warna", "Kesatuan"],
            answer: 1,
            explanation: "Tanpa perbedaan ukuran dan bobot, mata tidak tahu harus mulai dari mana; itulah hierarki visual.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Teks abu-abu muda di atas latar putih sulit dibaca karena…",
            options: ["Kontrasnya rendah", "Hurufnya serif", "Terlalu simetris", "Terlalu banyak ruang kosong"],
            answer: 0,
            explanation: "Kontras yang rendah membuat teks sulit dibedakan dari latarnya.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Ruang kosong di sekitar elemen desain disebut white … (satu kata)",
            accept: ["space", "whitespace"],
            explanation: "White space memberi napas dan membantu mata memisahkan kelompok informasi.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Keseimbangan",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas keseimbangan visual: bagaimana "berat" elemen disebar agar desain terasa stabil.

## Simetris dan asimetris

- **Simetris**: sisi kiri dan kanan mirip. Terasa formal dan tenang, cocok untuk undangan atau sertifikat.
- **Asimetris**: elemen berbeda ukuran diimbangi posisi. Terasa dinamis, cocok untuk poster dan konten media sosial.

## Apa yang membuat elemen terasa berat

Ukuran besar, warna gelap atau mencolok, dan foto wajah terasa lebih berat daripada teks kecil berwarna terang.

## Contoh

Poster bazar UMKM: foto produk besar di kiri terasa berat. Diimbangi di kanan dengan judul tebal dan blok tanggal berwarna, ditambah ruang kosong yang cukup. Tanpa judul tebal itu, poster terasa "jatuh" ke kiri.

## Latihan

Ambil satu desain media sosial yang Anda suka. Tandai tiga elemen terberat dan perhatikan bagaimana desainer mengimbanginya.

## Ringkasan

- Keseimbangan simetris terasa formal; asimetris terasa dinamis.
- Ukuran, warna gelap dan foto menambah berat visual.
- Imbangi elemen berat dengan posisi, elemen lain, atau ruang kosong.`,
        },
        {
          title: "Kontras",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas kontras: perbedaan yang membuat elemen penting terlihat dan teks mudah dibaca.

## Jenis kontras

- **Ukuran**: judul jauh lebih besar dari isi.
- **Bobot**: tebal dan tipis.
- **Warna dan terang-gelap**: teks gelap di latar terang, atau sebaliknya.
- **Bentuk**: satu lingkaran di antara kotak-kotak langsung menarik mata.

## Kontras untuk keterbacaan

Teks di atas foto sering sulit dibaca. Solusinya: beri lapisan gelap transparan di atas foto, atau letakkan teks di bidang warna polos.

## Contoh

Unggahan promo diskon: "DISKON 30%" ditulis tebal ukuran besar berwarna kuning di latar biru tua, sementara syarat dan ketentuan kecil berwarna putih. Mata langsung menangkap diskonnya, lalu membaca rinciannya.

> [!TIP]
> Ubah desain ke hitam-putih (grayscale). Bila elemen penting tidak lagi menonjol, kontras terang-gelapnya kurang.

## Ringkasan

- Kontras dibuat dari ukuran, bobot, warna, dan bentuk.
- Teks di atas foto butuh lapisan gelap atau bidang polos.
- Uji dengan tampilan hitam-putih.`,
        },
        {
          title: "Hierarki Visual",
          durationMinutes: 10,
          bodyMd: `Bab ini mengajarkan cara mengatur urutan baca sehingga pembaca menangkap informasi terpenting lebih dulu.

## Tiga tingkat

1. **Utama**: yang harus terbaca dalam tiga detik (judul acara, nama produk).
2. **Pendukung**: tanggal, tempat, harga.
3. **Rincian**: syarat, kontak, logo sponsor.

Bedakan tingkat dengan ukuran, bobot, warna, dan jarak.

## Contoh

Poster seminar sebelum diperbaiki: judul, nama pembicara, tanggal, dan lima logo sponsor berukuran hampir sama. Setelah diperbaiki:

- Judul 3× lebih besar dari teks lain.
- Tanggal dan tempat dalam satu blok berwarna.
- Logo sponsor dikecilkan dan dijajarkan di bagian bawah.

Pembaca kini tahu "apa" dan "kapan" sebelum melihat hal lain.

## Uji sipit

Sipitkan mata atau lihat desain dari jauh. Elemen yang masih terbaca haruslah elemen utama.

## Ringkasan

- Susun informasi menjadi utama, pendukung, dan rincian.
- Bedakan dengan ukuran, bobot, warna, dan jarak.
- Uji dengan melihat desain dari jauh.`,
        },
      ],
    },
    {
      title: "Tipografi",
      quizzes: [
        q("kuis-tipografi", "Kuis: Tipografi", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Berapa jenis huruf (typeface) yang umumnya cukup untuk satu poster?",
            options: ["Satu sampai dua", "Empat", "Enam", "Sebanyak mungkin"],
            answer: 0,
            explanation: "Satu atau dua typeface dengan beberapa ketebalan menjaga desain tetap rapi.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Teks isi di unggahan media sosial yang dilihat di ponsel sebaiknya…",
            options: ["Semua huruf kapital", "Huruf sambung dekoratif", "Huruf sans serif yang cukup besar", "Ukuran sekecil mungkin"],
            answer: 2,
            explanation: "Sans serif berukuran cukup lebih mudah dibaca di layar kecil; kapital semua dan huruf dekoratif memperlambat membaca.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Jarak antarbaris teks disebut … (istilah tipografi)",
            accept: ["leading", "line height", "spasi baris"],
            explanation: "Leading atau line height sekitar 1,4–1,6 kali ukuran huruf membuat paragraf nyaman dibaca.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Jenis Huruf",
          durationMinutes: 10,
          bodyMd: `Bab ini mengenalkan kelompok huruf dan kesan yang dibawa masing-masing.

## Kelompok utama

| Kelompok | Ciri | Kesan | Contoh pemakaian |
| --- | --- | --- | --- |
| Serif | Ada kait di ujung huruf | Klasik, tepercaya | Undangan, buku, media berita |
| Sans serif | Tanpa kait | Modern, bersih | Aplikasi, media sosial, papan petunjuk |
| Script | Seperti tulisan tangan | Personal, elegan | Nama pada undangan, logo kue |
| Display | Dekoratif, unik | Mencolok | Judul besar saja |

## Contoh

Logo toko kue rumahan memakai script untuk nama toko agar terasa hangat, tetapi menu dan harga memakai sans serif agar mudah dibaca. Bila menu juga memakai script, pelanggan kesulitan membaca harga.

## Sumber huruf gratis

Google Fonts menyediakan huruf dengan lisensi bebas untuk komersial, misalnya Inter, Poppins, Lora, dan Plus Jakarta Sans.

## Ringkasan

- Serif terasa klasik, sans serif modern, script personal, display mencolok.
- Huruf dekoratif hanya untuk judul, bukan teks panjang.
- Pakai huruf berlisensi bebas, misalnya dari Google Fonts.`,
        },
        {
          title: "Memasangkan Huruf",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara memadukan dua huruf agar serasi dan tetap punya kontras.

## Aturan sederhana

- Pakai **paling banyak dua** typeface.
- Pasangkan yang **berbeda jelas**: serif untuk judul + sans serif untuk isi, atau sebaliknya.
- Atau pakai **satu** keluarga huruf dengan beberapa ketebalan (Regular, SemiBold, Bold).

## Pasangan yang aman

| Judul | Isi |
| --- | --- |
| Lora Bold | Inter Regular |
| Poppins SemiBold | Poppins Regular |
| Playfair Display | Source Sans 3 |

## Contoh

Brosur pelatihan memakai empat huruf: satu untuk judul, satu untuk subjudul, satu untuk isi, dan satu untuk kutipan. Hasilnya terasa ramai. Setelah diganti menjadi Poppins (tebal untuk judul, reguler untuk isi) dan satu aksen Lora miring untuk kutipan, brosur tampak satu kesatuan.

## Ringkasan

- Maksimal dua typeface per desain.
- Pasangkan yang berbeda jelas, atau gunakan satu keluarga dengan beberapa ketebalan.
- Catat pasangan huruf merek agar dipakai konsisten.`,
        },
        {
          title: "Keterbacaan",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas ukuran, jarak, dan panjang baris yang membuat teks nyaman dibaca, terutama di layar ponsel.

## Ukuran dan jarak

- Teks isi di desain media sosial 1080 px: minimal sekitar 28–32 px.
- Jarak antarbaris (leading) 1,4–1,6 kali ukuran huruf.
- Panjang baris ideal 45–75 karakter; lebih panjang dari itu melelahkan mata.

## Hindari

- Semua huruf kapital untuk kalimat panjang.
- Teks rata kiri-kanan (justify) di kolom sempit: muncul celah lebar di antara kata.
- Teks di atas bagian foto yang ramai.

## Contoh

Infografik kesehatan memuat paragraf 90 karakter per baris, ukuran 20 px, kapital semua. Setelah dipecah menjadi tiga poin pendek, ukuran 30 px, huruf biasa, dan leading 1,5, waktu baca di ponsel terasa separuhnya.

## Ringkasan

- Ukuran cukup besar, leading 1,4–1,6, panjang baris 45–75 karakter.
- Hindari kapital semua, justify di kolom sempit, dan teks di atas foto ramai.
- Pecah paragraf panjang menjadi poin.`,
        },
      ],
    },
    {
      title: "Warna",
      quizzes: [
        q("kuis-warna", "Kuis: Warna", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Warna yang letaknya berseberangan di roda warna (misalnya biru dan oranye) disebut…",
            options: ["Analog", "Komplementer", "Monokromatik", "Netral"],
            answer: 1,
            explanation: "Warna komplementer memberi kontras paling kuat; cocok untuk elemen yang harus menonjol.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Rasio kontras minimal untuk teks isi menurut WCAG AA adalah…",
            options: ["1,5 : 1", "3 : 1", "4,5 : 1", "10 : 1"],
            answer: 2,
            explanation: "Teks isi butuh minimal 4,5 : 1; teks besar (judul) minimal 3 : 1.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Aturan proporsi warna 60-30-… (angka terakhir)",
            accept: ["10"],
            explanation: "60% warna dominan, 30% warna pendukung, 10% warna aksen.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Roda Warna",
          durationMinutes: 10,
          bodyMd: `Bab ini mengenalkan roda warna dan skema warna dasar untuk memilih kombinasi yang serasi.

## Skema warna

- **Monokromatik**: satu warna dengan beberapa tingkat terang-gelap. Tenang, mudah serasi.
- **Analog**: warna bersebelahan (hijau, hijau-biru, biru). Harmonis, terasa alami.
- **Komplementer**: warna berseberangan (biru dan oranye). Kontras kuat, untuk elemen yang harus menonjol.

## Aturan 60-30-10

- 60% warna dominan (latar),
- 30% warna pendukung (bidang, ilustrasi),
- 10% warna aksen (tombol, harga, ajakan bertindak).

## Contoh

Unggahan promo kopi: 60% krem (latar), 30% cokelat tua (foto dan judul), 10% oranye untuk label "Promo hari ini". Oranye adalah komplementer dari biru-hijau, tetapi di sini dipakai sebagai aksen hangat yang kontras dengan krem dan cokelat.

## Ringkasan

- Monokromatik tenang, analog harmonis, komplementer kontras.
- Gunakan proporsi 60-30-10.
- Simpan warna paling mencolok untuk satu elemen terpenting.`,
        },
        {
          title: "Palet Merek",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara menyusun palet warna merek yang konsisten dan mudah dipakai ulang.

## Isi palet merek

- 1 warna **utama** (identitas),
- 1–2 warna **pendukung**,
- 1 warna **aksen**,
- warna **netral** (putih, abu-abu, hitam) untuk teks dan latar.

Catat setiap warna dengan kode HEX, misalnya \`#6F4E37\`, agar sama di semua desain dan percetakan.

## Contoh

Kedai kopi menyusun palet: utama \`#6F4E37\` (cokelat kopi), pendukung \`#C8A27C\` (krem susu), aksen \`#E76F51\` (oranye bata), netral \`#F8F5F0\` dan \`#212529\`. Semua konten media sosial, menu, dan kemasan memakai lima warna ini sehingga merek mudah dikenali di linimasa.

## Di mana menyimpan

Buat satu halaman panduan merek berisi logo, palet dengan kode HEX, dan pasangan huruf. Bagikan kepada siapa pun yang membuat desain untuk merek itu.

## Ringkasan

- Palet merek: utama, pendukung, aksen, netral.
- Catat kode HEX agar warna konsisten.
- Satukan palet, logo, dan huruf dalam panduan merek singkat.`,
        },
        {
          title: "Aksesibilitas Warna",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara memastikan desain tetap terbaca oleh semua orang, termasuk yang memiliki buta warna atau penglihatan rendah.

## Kontras teks

Standar WCAG AA: rasio kontras minimal **4,5 : 1** untuk teks isi dan **3 : 1** untuk teks besar. Periksa dengan alat pemeriksa kontras daring (masukkan kode HEX teks dan latar).

## Jangan hanya mengandalkan warna

Sekitar 1 dari 12 laki-laki memiliki buta warna merah-hijau. Grafik yang hanya membedakan "naik" (hijau) dan "turun" (merah) tidak terbaca bagi mereka. Tambahkan tanda lain: panah, label, atau pola.

## Contoh

Tombol "Daftar" berwarna kuning muda \`#FFE066\` dengan teks putih: rasio kontrasnya sekitar 1,3 : 1, hampir tidak terbaca. Mengganti teks menjadi hitam \`#212529\` menaikkan rasio menjadi sekitar 14 : 1.

## Ringkasan

- Teks isi minimal 4,5 : 1, teks besar minimal 3 : 1.
- Jangan menyampaikan makna hanya dengan warna.
- Periksa kontras setiap kali memilih kombinasi teks dan latar.`,
        },
      ],
    },
    {
      title: "Proyek",
      quizzes: [
        q("kuis-proyek-desain", "Kuis: Proyek Desain", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Ukuran umum unggahan feed Instagram berbentuk persegi adalah…",
            options: ["800 × 600 px", "1080 × 1080 px", "1920 × 1080 px", "A4"],
            answer: 1,
            explanation: "1080 × 1080 px untuk persegi; 1080 × 1350 px untuk potret 4:5.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Dalam portofolio, yang paling membantu perekrut memahami karya Anda adalah…",
            options: [
              "Sebanyak mungkin karya tanpa penjelasan",
              "Beberapa karya terbaik dengan cerita masalah, proses dan hasil",
              "Hanya logo",
              "Daftar perangkat lunak",
            ],
            answer: 1,
            explanation: "Perekrut ingin melihat cara berpikir: masalah klien, proses, dan alasan di balik keputusan desain.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Area tambahan di tepi desain cetak yang akan dipotong disebut …",
            accept: ["bleed"],
            explanation: "Bleed (biasanya 3 mm) mencegah garis putih di tepi hasil cetak setelah dipotong.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Poster Acara",
          durationMinutes: 20,
          bodyMd: `Bab ini memandu Anda membuat poster acara dari brief sampai berkas siap cetak, memakai semua prinsip modul sebelumnya.

## Brief

*Bazar UMKM Kampung Kreatif, Sabtu 14 Juni, 09.00–15.00 WIB, Balai RW 05. Gratis. 30 stan makanan dan kerajinan.*

## Langkah

1. **Hierarki**: utama "Bazar UMKM Kampung Kreatif"; pendukung tanggal, jam, tempat; rincian "30 stan", "gratis", logo penyelenggara.
2. **Sketsa** tiga tata letak kasar di kertas sebelum membuka aplikasi.
3. **Grid**: margin 5% di setiap sisi; semua elemen mengikuti tepi yang sama.
4. **Huruf**: satu sans serif tebal untuk judul, reguler untuk informasi.
5. **Warna**: palet 60-30-10 dengan aksen untuk blok tanggal.

## Berkas cetak

Ukuran A3 (297 × 420 mm), **bleed 3 mm**, mode warna CMYK, resolusi 300 dpi, ekspor PDF. Untuk versi media sosial, ekspor terpisah ukuran 1080 × 1350 px.

## Ringkasan

- Mulai dari hierarki informasi dan sketsa kasar.
- Pakai grid, maksimal dua huruf, dan palet 60-30-10.
- Siapkan berkas cetak dengan bleed dan CMYK, serta versi digital terpisah.`,
        },
        {
          title: "Konten Instagram",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas cara merancang konten Instagram yang konsisten: ukuran, template, dan carousel yang dibaca sampai habis.

## Ukuran

- Feed persegi: 1080 × 1080 px.
- Feed potret: 1080 × 1350 px (lebih banyak ruang di linimasa).
- Story dan Reels: 1080 × 1920 px; jauhkan teks 250 px dari atas dan bawah agar tidak tertutup tampilan aplikasi.

## Template

Buat 3–4 template dengan palet dan huruf merek: kutipan, promo, tips, dan pengumuman. Konsistensi membuat akun mudah dikenali.

## Carousel yang dibaca sampai habis

1. **Slide 1**: janji yang jelas ("5 cara menyeduh kopi tanpa alat mahal").
2. **Slide 2–6**: satu poin per slide, teks singkat.
3. **Slide terakhir**: ajakan (simpan, bagikan, kunjungi toko).

## Contoh

Akun toko kerajinan beralih dari foto acak ke empat template tetap. Dalam dua bulan, carousel tips merawat anyaman menjadi unggahan yang paling banyak disimpan.

## Ringkasan

- Gunakan ukuran yang sesuai dan area aman untuk story.
- Template tetap menjaga konsistensi merek.
- Carousel: janji di slide pertama, satu poin per slide, ajakan di akhir.`,
        },
        {
          title: "Menyusun Portofolio",
          durationMinutes: 15,
          bodyMd: `Bab penutup ini membantu Anda menyusun portofolio desain yang meyakinkan klien, perekrut, atau asesor sertifikasi.

## Pilih sedikit, ceritakan dengan baik

Tampilkan 5–8 karya terbaik, bukan semuanya. Untuk setiap karya, tulis:

1. **Masalah**: siapa kliennya, apa yang dibutuhkan.
2. **Proses**: sketsa, alternatif, dan masukan yang mengubah desain.
3. **Hasil**: desain akhir dan dampaknya bila ada.

## Contoh

> **Poster Bazar UMKM Kampung Kreatif.** Panitia ingin pengunjung dari luar kampung. Tiga sketsa diuji ke lima warga; versi dengan blok tanggal berwarna paling cepat dipahami. Poster dicetak 50 lembar dan diunggah di empat akun komunitas; bazar dikunjungi sekitar 1.200 orang.

## Format

- PDF 10–15 halaman untuk dikirim lewat email.
- Versi daring (Behance, Dribbble, atau situs pribadi) untuk dibagikan tautannya.
- Pastikan berkas terbuka dengan cepat di ponsel.

## Ringkasan

- 5–8 karya terbaik lebih kuat daripada semua karya.
- Setiap karya diceritakan sebagai masalah, proses, hasil.
- Siapkan versi PDF dan daring yang ringan dibuka di ponsel.`,
        },
      ],
    },
  ],
};
