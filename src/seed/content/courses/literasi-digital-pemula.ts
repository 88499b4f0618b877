import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Free course carried by many digital-skills tenants: the four pillars of digital literacy. */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "literasi-digital-pemula",
  title: "Literasi Digital untuk Pemula",
  summary: "Bekal aman dan cakap berinternet untuk kerja dan kehidupan sehari-hari.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Cakap Digital",
      quizzes: [
        q("kuis-cakap-digital", "Kuis: Cakap Digital", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Kata kunci mana yang paling tepat untuk mencari jadwal pelayanan KTP di Dukcapil Kota Bandung?",
            options: ["KTP", "jadwal pelayanan KTP Dukcapil Kota Bandung", "cara hidup sehat", "Bandung"],
            answer: 1,
            explanation: "Kata kunci yang spesifik (apa, lembaga, lokasi) langsung mengarahkan ke halaman yang dicari.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Situs mana yang paling mungkin resmi milik pemerintah?",
            options: ["dukcapil-bandung.blogspot.com", "disdukcapil.bandung.go.id", "info-ktp-online.xyz", "dukcapil.bandung.co"],
            answer: 1,
            explanation: "Domain .go.id hanya diberikan kepada instansi pemerintah Indonesia.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Kolom email yang membuat alamat penerima tidak terlihat oleh penerima lain disebut …",
            accept: ["BCC", "Bcc", "blind carbon copy"],
            explanation: "BCC (blind carbon copy) menyembunyikan alamat penerima satu sama lain, cocok untuk email ke banyak orang.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Perangkat dan Internet",
          durationMinutes: 10,
          bodyMd: `Bab ini mengenalkan cara kerja internet secara sederhana dan cara merawat perangkat agar tetap aman dipakai.

## Internet dalam satu kalimat

Internet adalah jaringan yang menghubungkan perangkat di seluruh dunia. Saat Anda membuka sebuah situs, ponsel Anda meminta halaman kepada komputer lain (server), lalu server mengirimkan halaman itu kembali.

## Tiga kebiasaan merawat perangkat

1. **Perbarui sistem dan aplikasi.** Pembaruan menutup celah keamanan yang sudah diketahui penjahat.
2. **Pasang aplikasi hanya dari toko resmi** (Play Store, App Store). Berkas APK dari pesan berantai adalah cara umum pencurian data.
3. **Kunci layar** dengan PIN, pola yang tidak mudah ditebak, atau sidik jari.

## Contoh

Pak Darto menerima pesan WhatsApp berisi berkas \`Undangan_Pernikahan.apk\`. Undangan sungguhan berupa gambar atau PDF, bukan aplikasi. Berkas APK semacam ini dapat membaca SMS, termasuk kode OTP bank. Pak Darto menghapusnya tanpa membuka.

## Ringkasan

- Internet menghubungkan perangkat Anda dengan server di tempat lain.
- Perbarui perangkat, pasang aplikasi dari toko resmi, dan kunci layar.
- Jangan pernah memasang berkas APK kiriman orang.`,
        },
        {
          title: "Mencari Informasi",
          durationMinutes: 10,
          bodyMd: `Bab ini melatih cara mencari informasi di mesin pencari dengan kata kunci yang tepat dan menilai hasilnya.

## Kata kunci yang spesifik

Bandingkan:

- \`beasiswa\` → jutaan hasil umum.
- \`beasiswa S1 2025 keluarga prasejahtera Jawa Tengah\` → hasil yang relevan.

## Trik pencarian

~~~text
"kartu prakerja"          mencari frasa persis
site:go.id bansos         hanya dari situs pemerintah
harga cabai -resep        membuang hasil yang memuat kata "resep"
~~~

## Menilai hasil

Lihat **alamat situs** sebelum mengeklik. Situs instansi pemerintah berakhiran \`.go.id\`, perguruan tinggi \`.ac.id\`. Hasil bertanda "Sponsor" atau "Iklan" adalah iklan berbayar, bukan selalu sumber terbaik.

## Contoh

Sari mencari jadwal pelayanan KTP. Hasil teratas adalah iklan jasa pengurusan berbayar. Dengan \`site:go.id jadwal pelayanan KTP Kota Bandung\`, ia menemukan halaman resmi Disdukcapil yang memuat jadwal dan syarat gratis.

## Ringkasan

- Gunakan kata kunci yang spesifik: apa, siapa, di mana, kapan.
- Tanda kutip, \`site:\` dan tanda minus mempersempit hasil.
- Periksa alamat situs dan bedakan iklan dari sumber resmi.`,
        },
        {
          title: "Berkomunikasi Daring",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara berkomunikasi yang jelas dan pantas lewat email, pesan singkat, dan rapat daring.

## Email kerja yang jelas

~~~text
Subjek: Pengiriman laporan penjualan Februari 2025

Yth. Ibu Ratna,

Terlampir laporan penjualan Februari 2025 (PDF, 2 halaman).
Penjualan naik 12% dibanding Januari; rinciannya ada di halaman 2.

Mohon konfirmasi bila ada yang perlu diperbaiki sebelum Jumat.

Salam,
Dimas
~~~

- Subjek menjelaskan isi.
- Paragraf pertama langsung menyampaikan maksud.
- Sebutkan lampiran dan tenggat yang diminta.

## Grup percakapan

Sebelum mengirim ke grup, tanyakan: apakah semua anggota perlu membaca ini? Balasan pribadi sebaiknya dikirim langsung ke orangnya.

## Rapat daring

Matikan mikrofon saat tidak bicara, nyalakan kamera bila diminta, dan gunakan fitur angkat tangan untuk bertanya.

## Ringkasan

- Email: subjek jelas, maksud di awal, sebut lampiran dan tenggat.
- Pilih antara grup dan pesan pribadi dengan sadar.
- Di rapat daring, jaga mikrofon dan gunakan angkat tangan.`,
        },
      ],
    },
    {
      title: "Aman Digital",
      quizzes: [
        q("kuis-aman-digital", "Kuis: Aman Digital", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Kata sandi mana yang paling kuat?",
            options: ["Budi1990", "P@ssw0rd", "kopi tubruk pagi hari di teras", "12345678"],
            answer: 2,
            explanation: "Kalimat sandi yang panjang jauh lebih sulit ditebak daripada kata pendek yang diberi simbol.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: 'Petugas bank menelepon dan meminta kode OTP untuk "memblokir transaksi mencurigakan". Anda sebaiknya…',
            options: [
              "Memberikan kode agar cepat diblokir",
              "Menolak dan menelepon nomor resmi di balik kartu",
              "Memberikan separuh kode",
              "Mengirim foto KTP",
            ],
            answer: 1,
            explanation: "Bank tidak pernah meminta OTP. Siapa pun yang memegang OTP dapat masuk ke akun Anda.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Penipuan yang memancing korban mengisi data di situs palsu disebut …",
            accept: ["phishing", "fishing", "pengelabuan"],
            explanation: "Phishing memakai pesan dan situs tiruan untuk mencuri kata sandi atau data kartu.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Kata Sandi yang Kuat",
          durationMinutes: 10,
          bodyMd: `Bab ini mengajarkan cara membuat kata sandi yang sulit ditebak namun mudah diingat, dan mengapa satu kata sandi tidak boleh dipakai di banyak akun.

## Panjang lebih penting daripada rumit

Penjahat mencoba jutaan tebakan dari daftar kata sandi yang pernah bocor. \`Jakarta2024!\` ada di daftar itu. Kalimat sandi seperti \`kopi tubruk pagi hari di teras\` jauh lebih panjang dan tidak ada di daftar mana pun.

## Satu akun, satu kata sandi

Bila situs belanja kecil bocor, penjahat mencoba email dan kata sandi yang sama di email, media sosial, dan aplikasi bank Anda.

## Contoh

Rina memakai kata sandi yang sama untuk toko daring dan emailnya. Toko itu diretas; dua hari kemudian emailnya dipakai untuk mengatur ulang kata sandi Instagram-nya. Kata sandi berbeda di setiap akun akan menghentikan serangan di langkah pertama.

## Pengelola kata sandi

Aplikasi pengelola kata sandi (misalnya Bitwarden yang gratis) menyimpan kata sandi acak untuk setiap akun. Anda cukup mengingat satu kalimat sandi utama.

## Ringkasan

- Gunakan kalimat sandi yang panjang.
- Jangan memakai kata sandi yang sama di lebih dari satu akun.
- Pengelola kata sandi membuat kata sandi unik menjadi praktis.`,
        },
        {
          title: "Verifikasi Dua Langkah",
          durationMinutes: 10,
          bodyMd: `Bab ini menjelaskan verifikasi dua langkah dan cara mengaktifkannya di WhatsApp dan email.

## Mengapa perlu

Dengan verifikasi dua langkah, masuk ke akun membutuhkan kata sandi **dan** sesuatu yang Anda pegang, biasanya kode dari ponsel. Kata sandi yang bocor saja tidak cukup untuk membobol akun.

## Mengaktifkan di WhatsApp

1. Buka **Setelan → Akun → Verifikasi dua langkah**.
2. Pilih **Aktifkan** dan buat PIN enam angka.
3. Tambahkan alamat email untuk memulihkan PIN bila lupa.

Sejak itu, siapa pun yang mencoba memasang WhatsApp Anda di ponsel lain harus memasukkan PIN tersebut.

## Mengaktifkan di Gmail

Buka **Akun Google → Keamanan → Verifikasi 2 Langkah**, ikuti petunjuknya, dan simpan **kode cadangan** di tempat aman yang tidak di ponsel.

> [!WARNING]
> Kode verifikasi hanya untuk Anda. Tidak ada petugas resmi yang berhak memintanya.

## Ringkasan

- Verifikasi dua langkah menggabungkan kata sandi dengan kode dari ponsel.
- Aktifkan di WhatsApp (PIN) dan email utama.
- Simpan kode cadangan dan jangan bagikan kode kepada siapa pun.`,
        },
        {
          title: "Mengenali Penipuan",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih Anda mengenali penipuan daring yang paling sering terjadi di Indonesia dan langkah yang perlu diambil.

## Pola yang selalu sama

1. **Mendesak**: "Akun Anda diblokir dalam 1 jam."
2. **Meminta rahasia**: OTP, PIN, kata sandi, foto KTP dengan wajah.
3. **Tautan yang aneh**: \`bri-promo-hadiah.xyz\`, bukan alamat resmi.
4. **Hadiah yang terlalu indah**: undian yang tidak pernah Anda ikuti.

## Contoh kasus

> "Selamat! Nomor Anda memenangkan Rp25.000.000 dari program ulang tahun bank. Klik tautan berikut dan masukkan nomor kartu serta OTP untuk pencairan hari ini."

Empat tanda muncul sekaligus: mendesak ("hari ini"), meminta rahasia (OTP), tautan tidak resmi, dan hadiah yang tidak pernah diikuti.

## Bila sudah terlanjur

- Segera hubungi call center resmi bank dan minta pemblokiran.
- Ganti kata sandi akun yang terkait.
- Laporkan nomor penipu lewat situs **aduannomor.id** dan laporkan konten ke platformnya.

## Ringkasan

- Waspadai pesan yang mendesak, meminta rahasia, bertautan aneh, atau menjanjikan hadiah.
- Buka aplikasi atau situs resmi sendiri, jangan lewat tautan pesan.
- Bila terlanjur, blokir lewat call center resmi dan laporkan.`,
        },
      ],
    },
    {
      title: "Etika Digital",
      quizzes: [
        q("kuis-etika-digital", "Kuis: Etika Digital", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Jejak digital adalah…",
            options: [
              "Riwayat yang hilang setelah ponsel dimatikan",
              "Semua data yang tertinggal dari aktivitas daring kita",
              "Sidik jari di layar ponsel",
              "Nama pengguna saja",
            ],
            answer: 1,
            explanation: "Unggahan, komentar, pencarian dan foto yang ditandai teman menjadi jejak yang bisa ditemukan bertahun-tahun kemudian.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Anda ingin memakai foto dari situs orang lain untuk poster acara. Yang benar adalah…",
            options: [
              "Pakai saja karena ada di internet",
              "Minta izin atau gunakan foto berlisensi bebas dengan mencantumkan sumber",
              "Potong watermark-nya",
              "Ubah warnanya sedikit",
            ],
            answer: 1,
            explanation: "Karya di internet tetap dilindungi hak cipta. Izin atau lisensi terbuka (misalnya Creative Commons) adalah jalan yang sah.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Undang-undang yang mengatur informasi dan transaksi elektronik di Indonesia disingkat UU …",
            accept: ["ITE", "UU ITE"],
            explanation: "UU ITE mengatur, antara lain, penyebaran informasi bohong dan pencemaran nama baik melalui media elektronik.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Jejak Digital",
          durationMinutes: 10,
          bodyMd: `Bab ini menjelaskan jejak digital, mengapa ia sulit dihapus, dan cara mengelolanya.

## Yang termasuk jejak digital

- Unggahan, komentar, dan pesan di grup.
- Foto yang diunggah orang lain dan menandai Anda.
- Riwayat pencarian dan lokasi yang direkam aplikasi.

Sesuatu yang dihapus pun bisa sudah disimpan orang lain lewat tangkapan layar.

## Contoh

Andi melamar kerja sebagai staf administrasi. Perekrut mencari namanya dan menemukan komentar kasar yang ia tulis lima tahun lalu di kolom komentar berita. Komentar itu tidak terkait pekerjaannya, tetapi membentuk kesan pertama.

## Mengelola jejak

1. Cari nama Anda sendiri di mesin pencari sekali setahun.
2. Atur siapa yang boleh menandai Anda di foto.
3. Sebelum mengunggah, tanyakan: apakah saya nyaman bila atasan, guru, atau keluarga membacanya lima tahun lagi?

## Ringkasan

- Jejak digital mencakup semua yang tertinggal dari aktivitas daring, termasuk unggahan orang lain.
- Yang sudah dihapus bisa tetap beredar lewat tangkapan layar.
- Periksa nama sendiri secara berkala dan pikirkan dampak jangka panjang sebelum mengunggah.`,
        },
        {
          title: "Hak Cipta",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas hak cipta atas karya di internet dan cara memakai karya orang lain secara sah.

## Ada di internet bukan berarti bebas dipakai

Foto, musik, video, dan tulisan otomatis dilindungi hak cipta sejak dibuat (UU No. 28 Tahun 2014). Memakai karya orang lain untuk kepentingan komersial tanpa izin dapat digugat.

## Cara yang sah

- **Minta izin** kepada pembuatnya, sebaiknya tertulis.
- **Gunakan karya berlisensi terbuka**, misalnya Creative Commons, dan ikuti syaratnya (biasanya mencantumkan nama pembuat).
- **Gunakan bank foto gratis** yang mengizinkan pemakaian komersial, dan baca ketentuannya.

## Contoh

Toko kue Bu Nani memakai lagu populer sebagai latar video promosi di media sosial. Videonya diturunkan platform karena klaim hak cipta. Pilihan yang aman: musik dari pustaka audio bebas royalti yang disediakan platform itu sendiri.

## Ringkasan

- Karya di internet dilindungi hak cipta sejak dibuat.
- Minta izin, pakai lisensi terbuka, atau sumber bebas royalti.
- Cantumkan nama pembuat sesuai syarat lisensinya.`,
        },
        {
          title: "Berkomentar dengan Santun",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas cara menyampaikan pendapat di ruang daring tanpa menyakiti orang lain dan tanpa melanggar hukum.

## Pendapat boleh, menyerang jangan

Kritik terhadap kebijakan, produk, atau gagasan sah disampaikan. Yang melanggar etika, dan bisa melanggar UU ITE, adalah menghina pribadi, menyebarkan tuduhan tanpa bukti, atau menyebarkan data pribadi orang lain.

## Contoh

Ulasan yang kurang santun:

> "Pelayannya bodoh dan pemiliknya penipu!"

Ulasan yang santun dan tetap jelas:

> "Pesanan saya datang 50 menit setelah dipesan dan salah menu. Saya berharap ada konfirmasi pesanan sebelum dimasak."

Ulasan kedua lebih berguna bagi pemilik usaha dan pembaca lain, serta tidak menyerang pribadi siapa pun.

## Sebelum menekan kirim

1. Apakah ini benar dan bisa saya buktikan?
2. Apakah ini bermanfaat?
3. Apakah saya mau mengatakannya langsung di depan orangnya?

## Ringkasan

- Kritik gagasan atau layanan, bukan pribadi.
- Tuduhan tanpa bukti dan penyebaran data pribadi dapat melanggar hukum.
- Periksa benar, bermanfaat, dan pantas sebelum mengirim.`,
        },
      ],
    },
    {
      title: "Budaya Digital",
      quizzes: [
        q("kuis-budaya-digital", "Kuis: Budaya Digital", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: 'Foto banjir beredar dengan keterangan "kota kita pagi ini". Cara tercepat memeriksa apakah foto itu lama adalah…',
            options: ["Bertanya di grup", "Pencarian gambar terbalik (Google Lens)", "Melihat jumlah suka", "Menunggu besok"],
            answer: 1,
            explanation: "Pencarian gambar terbalik menemukan kapan dan di mana foto itu pertama kali muncul.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Aplikasi senter meminta izin membaca kontak dan SMS. Sebaiknya…",
            options: ["Izinkan semua", "Tolak, karena senter tidak membutuhkannya", "Izinkan SMS saja", "Matikan ponsel"],
            answer: 1,
            explanation: "Izin harus sesuai fungsi aplikasi. Senter tidak membutuhkan kontak dan SMS.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Undang-undang tahun 2022 yang melindungi data pribadi warga Indonesia disingkat UU …",
            accept: ["PDP", "UU PDP"],
            explanation: "UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi (PDP) mengatur hak pemilik data dan kewajiban pengelola data.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Cek Fakta",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan langkah memeriksa kebenaran informasi sebelum mempercayai atau membagikannya.

## Tiga langkah cepat

1. **Baca sampai habis**, bukan hanya judulnya. Judul sering dibuat lebih heboh dari isinya.
2. **Cari sumber asli.** Siapa yang pertama kali menyampaikan? Lembaga resmi atau akun tanpa nama?
3. **Bandingkan.** Apakah media lain yang kredibel memberitakan hal yang sama?

## Memeriksa foto dan video

Gunakan pencarian gambar terbalik (Google Lens) untuk melihat kapan foto pertama kali muncul. Banyak hoaks memakai foto lama dengan keterangan baru.

## Contoh

Pesan berantai: *"Mulai besok, pembayaran listrik di minimarket dihentikan!"* Di situs resmi PLN dan akun media sosial resminya tidak ada pengumuman itu. Situs cek fakta seperti **cekfakta.com** dan **turnbackhoax.id** sudah memberi label hoaks pada pesan serupa.

## Ringkasan

- Baca utuh, cari sumber asli, dan bandingkan dengan sumber lain.
- Periksa foto dengan pencarian gambar terbalik.
- Bila ragu, jangan bagikan.`,
        },
        {
          title: "Privasi Data",
          durationMinutes: 10,
          bodyMd: `Bab ini membahas data pribadi yang perlu dilindungi dan cara mengatur izin aplikasi serta privasi akun.

## Data pribadi yang paling sering disalahgunakan

- Nomor KTP (NIK) dan foto KTP, terutama swafoto sambil memegang KTP.
- Nomor telepon dan alamat rumah.
- Tanggal lahir dan nama ibu kandung (sering dipakai sebagai pertanyaan keamanan bank).

Data ini dipakai untuk pinjaman daring ilegal atas nama Anda.

## Izin aplikasi

Buka **Setelan → Aplikasi → Izin** dan periksa: apakah aplikasi kalkulator perlu akses kontak? Apakah gim perlu lokasi? Cabut izin yang tidak sesuai fungsi aplikasi.

## Contoh

Dewi mengikuti kuis "Nama kamu di zaman kerajaan" yang meminta tanggal lahir dan nama ibu. Dua data itu adalah jawaban pertanyaan keamanan di banyak layanan. Kuis semacam ini sebaiknya dilewati.

## Hak Anda

UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi memberi Anda hak meminta salinan, perbaikan, atau penghapusan data dari pihak yang menyimpannya.

## Ringkasan

- Lindungi NIK, foto KTP, tanggal lahir dan nama ibu kandung.
- Cabut izin aplikasi yang tidak sesuai fungsinya.
- UU PDP memberi hak atas data pribadi Anda.`,
        },
        {
          title: "Rencana Belajar Lanjutan",
          durationMinutes: 10,
          bodyMd: `Bab penutup ini membantu Anda menyusun rencana belajar digital berikutnya berdasarkan tujuan pribadi.

## Tentukan tujuan

Pilih satu yang paling dekat dengan kebutuhan Anda:

- **Bekerja di kantor** → spreadsheet dan dokumen kolaboratif.
- **Berjualan** → foto produk, marketplace, dan pembukuan sederhana.
- **Pindah karier ke teknologi** → analisis data atau pemrograman web.

## Susun rencana empat minggu

| Minggu | Kegiatan | Hasil |
| --- | --- | --- |
| 1 | Ikuti satu kursus dasar sesuai tujuan | Catatan materi |
| 2 | Latihan dengan data atau produk Anda sendiri | Satu hasil latihan |
| 3 | Minta masukan dari teman atau mentor | Daftar perbaikan |
| 4 | Perbaiki dan bagikan hasilnya | Satu karya yang bisa ditunjukkan |

## Contoh

Yanti ingin membantu usaha keripik ibunya. Tujuannya: berjualan daring. Minggu pertama ia belajar foto produk, minggu kedua memotret 10 produk, minggu ketiga meminta masukan di kelas, dan minggu keempat membuka toko di marketplace.

## Ringkasan

- Pilih satu tujuan yang nyata.
- Susun rencana empat minggu yang berakhir dengan satu hasil.
- Minta masukan sebelum menganggap hasilnya selesai.`,
        },
      ],
    },
  ],
};
