import { html, mentor, topic, type TTenantContent } from "../types.ts";

/** Jong Kreatif: creative-economy academy for young people in Surabaya. */
export const JONGKREATIF: TTenantContent = {
  audience: "pemuda kreatif Surabaya",
  programs: [
    { name: "Akademi Kreator Muda", kind: "Vokasi", summary: "Tiga bulan menjadi kreator konten profesional dengan klien UMKM sungguhan.", description: "Peserta bekerja dalam tim kecil untuk satu UMKM di Surabaya: riset merek, produksi konten sebulan penuh, dan laporan hasil kampanye." },
    { name: "Kampung Kreatif Surabaya", kind: "Pemerintah", summary: "Pelatihan desain dan foto produk untuk pelaku usaha di kampung-kampung tematik Surabaya.", description: "Diselenggarakan bersama pemerintah kota di balai RW, dengan peralatan yang dibawa tim Jong Kreatif." },
  ],
  competences: ["Desain", "Video dan Foto", "Pemasaran Kreatif"],
  topics: [
    topic("DKV", "Desain Grafis untuk Konten", 0, "Prinsip desain; Tipografi; Warna dan komposisi; Template konten", "Mendesain unggahan media sosial yang rapi dan mudah dibaca: hierarki, tipografi, palet merek, dan template yang bisa dipakai ulang klien."),
    topic("VID", "Video Pendek Vertikal", 0, "Menulis naskah 30 detik; Pengambilan gambar dengan ponsel; Penyuntingan di ponsel; Hook tiga detik pertama", "Video vertikal 30–60 detik yang ditonton sampai habis: naskah dengan pembuka kuat, gambar stabil dari ponsel, dan penyuntingan cepat."),
    topic("FOT", "Fotografi Produk UMKM", 1, "Cahaya jendela; Komposisi dan latar; Penyuntingan foto; Katalog marketplace", "Memotret produk kampung kreatif, dari kerupuk sampai batik, dengan cahaya jendela dan latar sederhana sehingga layak tampil di marketplace."),
    topic("BRD", "Branding UMKM", 1, "Cerita merek; Logo dan identitas; Kemasan; Suara merek di media sosial", "Membantu usaha kecil punya identitas yang mudah diingat: cerita merek, logo sederhana, kemasan, dan gaya bahasa di media sosial."),
    topic("KNT", "Strategi Konten dan Analitik", 0, "Riset audiens; Kalender konten; Kolaborasi kreator; Membaca insight", "Merencanakan konten sebulan dan membaca insight Instagram serta TikTok untuk memutuskan apa yang dibuat bulan berikutnya."),
  ],
  mentors: [
    mentor("Gilang Ramadhan", "Art Director", "Studio Nusa", ["Desain Grafis", "Branding", "Tipografi"], ["DKV", "BRD"], "Gilang memimpin tim desain di studio kreatif Surabaya dan telah merancang identitas untuk puluhan UMKM Jawa Timur."),
    mentor("Anisa Rahma", "Video Producer", "Narasi", ["Produksi Video", "Naskah", "Penyuntingan"], ["VID"], "Anisa memproduksi video pendek untuk media digital nasional. Ia mengajarkan cara membuat video yang kuat dengan ponsel saja."),
    mentor("Kevin Santoso", "Fotografer Komersial", "Lensa Studio", ["Fotografi Produk", "Pencahayaan", "Retouch"], ["FOT"], "Kevin memotret katalog untuk brand lokal dan sering mengajar di balai RW kampung kreatif dengan lampu seadanya."),
    mentor("Tiara Paramita", "Content Strategist", "IDN Media", ["Konten", "Media Sosial", "Analitik"], ["KNT"], "Tiara menyusun strategi konten untuk akun dengan jutaan pengikut dan menilai proyek akhir peserta Akademi Kreator Muda."),
  ],
  courses: [
    { slug: "dasar-desain-grafis", mentor: "Gilang Ramadhan" },
    { slug: "produksi-video-pendek", mentor: "Anisa Rahma" },
  ],
  posts: [
    {
      kind: "article", slug: "foto-produk-dengan-cahaya-jendela", title: "Foto Produk Bagus dengan Cahaya Jendela dan Kertas Putih",
      summary: "Tidak perlu studio. Jendela, kertas karton putih dan ponsel sudah cukup untuk foto katalog yang layak.",
      author: "Kevin Santoso", category: "teknologi", tags: ["fotografi", "umkm"], date: "2025-02-24T02:00:00Z",
      html: html(
        "Letakkan meja di samping jendela yang tidak terkena matahari langsung. Cahaya dari samping memberi bayangan lembut yang memperlihatkan tekstur produk.",
        "Pasang karton putih di sisi berlawanan jendela sebagai pemantul agar bayangan tidak terlalu gelap. Untuk latar, tekuk karton besar dari dinding ke meja sehingga tidak ada garis sudut.",
        "Matikan lampu ruangan agar warna tidak bercampur, ketuk layar untuk mengunci fokus, dan turunkan sedikit kecerahan agar warna putih tidak terbakar.",
      ),
    },
    {
      kind: "news", slug: "akademi-kreator-muda-angkatan-tiga", title: "Akademi Kreator Muda Angkatan 3 Dampingi 24 UMKM Surabaya",
      summary: "Tim peserta memproduksi lebih dari 600 konten; rata-rata jangkauan akun UMKM naik empat kali lipat.",
      author: "Tim Jong Kreatif", category: "kabar-program", tags: ["akademi", "umkm"], date: "2025-03-10T02:00:00Z",
      html: html(
        "Selama tiga bulan, 72 peserta dalam 24 tim mendampingi UMKM di kampung tematik Surabaya, mulai dari Kampung Kue Rungkut sampai Kampung Batik Jetis.",
        "Lebih dari 600 konten diproduksi, dan rata-rata jangkauan akun UMKM naik empat kali lipat dibanding bulan sebelum pendampingan.",
      ),
    },
  ],
  events: [
    {
      kind: "event", slug: "pasar-kreatif-jong-2027", title: "Pasar Kreatif Jong 2027",
      summary: "Pameran karya peserta, lokakarya foto produk, dan pasar UMKM kampung kreatif Surabaya.",
      description: html("Dua hari pameran dan pasar di Surabaya: karya desain, video dan foto peserta, lokakarya singkat untuk umum, serta booth UMKM yang didampingi Akademi Kreator Muda."),
      startsAt: "2027-09-04T02:00:00Z", endsAt: "2027-09-05T12:00:00Z", location: "Balai Pemuda, Surabaya", mode: "offline",
      speakers: [["Gilang Ramadhan", "Art director dan mentor branding.", true], ["Tiara Paramita", "Content strategist.", false]],
      activities: [["Lokakarya Foto Produk", "Satu jam memotret produk dengan ponsel."], ["Pasar UMKM", "Produk kampung kreatif yang didampingi peserta."]],
      sponsors: true,
    },
  ],
};

/** ICA Academy: preparation for creative-industry competency certification (BNSP), Bali. */
export const ICA: TTenantContent = {
  audience: "pekerja kreatif yang menyiapkan sertifikasi",
  programs: [
    { name: "Sertifikasi Desainer Grafis Muda", kind: "Vokasi", summary: "Persiapan uji kompetensi skema desainer grafis muda berlisensi BNSP.", description: "Peserta menyusun portofolio sesuai unit kompetensi, berlatih uji praktik dengan waktu terbatas, dan simulasi wawancara asesor." },
    { name: "Sertifikasi Videografer", kind: "Vokasi", summary: "Persiapan uji kompetensi videografer: pra produksi, produksi dan pasca produksi.", description: "Latihan mengikuti daftar unit kompetensi SKKNI videografi, dengan studi kasus video promosi pariwisata Bali." },
  ],
  competences: ["Desain Grafis", "Videografi", "Portofolio Kompetensi"],
  topics: [
    topic("SDG", "Uji Kompetensi Desainer Grafis Muda", 0, "Unit kompetensi SKKNI desain grafis; Menyusun portofolio bukti; Uji praktik berwaktu; Wawancara asesor", "Memetakan karya Anda ke unit kompetensi SKKNI desain grafis, melengkapi bukti yang kurang, dan berlatih uji praktik empat jam seperti di TUK."),
    topic("SVD", "Uji Kompetensi Videografer", 1, "Pra produksi dan storyboard; Pengambilan gambar dan audio; Penyuntingan; Serah terima berkas", "Menyiapkan uji kompetensi videografer dengan proyek video promosi desa wisata: storyboard, produksi, penyuntingan dan serah terima berkas sesuai standar."),
    topic("TPG", "Tipografi dan Layout Editorial", 0, "Grid editorial; Hierarki tipografi; Desain majalah dan brosur; Persiapan cetak", "Tata letak brosur dan majalah yang sering menjadi tugas uji praktik: grid, hierarki huruf, dan persiapan berkas cetak dengan bleed dan CMYK."),
    topic("PRT", "Portofolio dan Presentasi Karya", 0, "Memilih karya; Menulis studi kasus; Presentasi di depan asesor; Portofolio daring", "Menyusun portofolio yang meyakinkan asesor dan klien: memilih karya, menulis proses di balik desain, dan mempresentasikannya dalam sepuluh menit."),
    topic("FTW", "Fotografi Pariwisata", 1, "Cahaya golden hour; Komposisi lanskap dan manusia; Izin dan etika memotret; Penyuntingan warna", "Memotret destinasi dan budaya Bali dengan hormat: komposisi, cahaya pagi dan sore, izin memotret upacara, dan penyuntingan warna yang alami."),
  ],
  mentors: [
    mentor("Made Wirawan", "Asesor Kompetensi Desain Grafis", "LSP Desain Komunikasi Visual", ["SKKNI Desain Grafis", "Tipografi", "Portofolio"], ["SDG", "TPG", "PRT"], "Made telah menguji lebih dari 400 peserta sertifikasi desain grafis. Ia membantu peserta memahami apa yang sebenarnya dicari asesor."),
    mentor("Komang Ayu Lestari", "Videografer Pariwisata", "Bali Visual Works", ["Videografi", "Penyuntingan", "Storyboard"], ["SVD"], "Komang memproduksi video promosi untuk desa wisata dan hotel di Bali, dan membimbing peserta menyiapkan uji kompetensi videografer."),
    mentor("Putu Gede Arsana", "Fotografer", "Lepas", ["Fotografi Pariwisata", "Fotografi Budaya", "Penyuntingan"], ["FTW"], "Putu mendokumentasikan upacara adat Bali selama lima belas tahun dan mengajarkan etika memotret budaya."),
  ],
  courses: [{ slug: "dasar-desain-grafis", mentor: "Made Wirawan" }],
  posts: [
    {
      kind: "article", slug: "apa-yang-dicari-asesor-sertifikasi-desain", title: "Apa yang Dicari Asesor Saat Uji Kompetensi Desain Grafis",
      summary: "Karya yang indah belum tentu lulus. Asesor menilai bukti bahwa Anda menguasai setiap unit kompetensi.",
      author: "Made Wirawan", category: "karier", tags: ["sertifikasi", "bnsp", "desain grafis"], date: "2025-02-03T02:00:00Z",
      html: html(
        "Uji kompetensi bukan lomba desain. Asesor memeriksa apakah ada bukti untuk setiap unit kompetensi yang Anda ajukan: brief yang dipahami, sketsa alternatif, alasan memilih huruf dan warna, serta berkas akhir yang siap cetak.",
        "Karena itu, simpan proses kerja Anda: sketsa, versi yang ditolak klien, dan catatan revisi. Bagi asesor, proses adalah bukti yang paling sulit dipalsukan.",
        "Saat wawancara, jelaskan keputusan dengan bahasa sederhana: mengapa warna ini, untuk siapa, dan apa yang berubah setelah masukan klien.",
      ),
    },
    {
      kind: "news", slug: "tuk-ica-academy-denpasar", title: "ICA Academy Resmi Menjadi Tempat Uji Kompetensi di Denpasar",
      summary: "Peserta skema desain grafis dan videografi kini dapat mengikuti uji kompetensi di studio ICA Academy.",
      author: "Tim ICA Academy", category: "kabar-program", tags: ["tuk", "sertifikasi"], date: "2025-03-10T02:00:00Z",
      html: html("Studio ICA Academy di Denpasar telah diverifikasi sebagai Tempat Uji Kompetensi untuk skema desainer grafis muda dan videografer. Jadwal uji pertama dibuka pada bulan Mei dengan kuota 30 peserta per skema."),
    },
  ],
  events: [
    {
      kind: "event", slug: "klinik-portofolio-kreatif-bali-2027", title: "Klinik Portofolio Kreatif Bali 2027",
      summary: "Review portofolio satu lawan satu bersama asesor dan art director, plus simulasi wawancara uji kompetensi.",
      description: html("Bawa portofolio Anda, cetak atau di laptop. Setiap peserta mendapat 20 menit bersama asesor atau art director, dan dapat mengikuti simulasi wawancara uji kompetensi."),
      startsAt: "2027-06-19T02:00:00Z", endsAt: "2027-06-19T09:00:00Z", location: "Studio ICA Academy, Denpasar", mode: "offline",
      speakers: [["Made Wirawan", "Asesor kompetensi desain grafis.", true], ["Komang Ayu Lestari", "Videografer pariwisata.", true]],
      activities: [["Review Portofolio", "Sesi 20 menit per peserta."], ["Simulasi Wawancara Asesor", "Latihan menjelaskan karya."]],
    },
  ],
};

/** Alkamedia: digital journalism and responsible media for young journalists, Medan. */
export const ALKAMEDIA: TTenantContent = {
  audience: "jurnalis muda dan pegiat pers mahasiswa",
  programs: [
    { name: "Jurnalis Muda Sumatra", kind: "CSR", summary: "Pelatihan jurnalisme digital untuk pers mahasiswa dan jurnalis pemula di Sumatra Utara.", description: "Enam pekan kelas dan liputan lapangan di Medan; karya terbaik diterbitkan bersama media mitra." },
    { name: "Cek Fakta untuk Komunitas", kind: "Umum", summary: "Pelatihan verifikasi informasi untuk guru, tokoh agama dan pengelola grup warga.", description: "Peserta belajar memeriksa foto, video dan klaim yang beredar di grup percakapan, lalu menjadi rujukan cek fakta di komunitasnya." },
  ],
  competences: ["Reportase", "Verifikasi", "Produksi Media"],
  topics: [
    topic("JRN", "Dasar Jurnalisme Digital", 0, "Kode etik jurnalistik; Nilai berita; Wawancara; Menulis berita daring", "Dari kode etik hingga berita yang terbit: menentukan nilai berita, wawancara narasumber, dan menulis berita daring yang akurat dan berimbang."),
    topic("CFK", "Verifikasi dan Cek Fakta", 1, "Pencarian gambar terbalik; Geolokasi foto dan video; Menelusuri sumber klaim; Menulis artikel cek fakta", "Teknik memeriksa foto, video dan klaim viral: pencarian gambar terbalik, geolokasi, menelusuri sumber pertama, dan menulis hasil cek fakta."),
    topic("DAT", "Jurnalisme Data", 0, "Mencari data publik; Membersihkan data; Visualisasi; Menulis cerita dari data", "Menemukan cerita di balik anggaran daerah dan data BPS: mengolah tabel, membuat grafik, dan menulisnya menjadi liputan yang mudah dipahami."),
    topic("PDC", "Produksi Podcast Berita", 0, "Konsep acara; Perekaman suara; Penyuntingan audio; Publikasi", "Membuat podcast berita lokal: format episode, merekam wawancara yang jernih, menyunting audio, dan menerbitkannya ke platform podcast."),
    topic("KMN", "Liputan Isu Lingkungan", 0, "Riset isu lingkungan Sumatra; Narasumber dan data; Keselamatan liputan; Menulis features", "Meliput isu lingkungan di Sumatra Utara, dari Danau Toba hingga hutan Batang Toru: riset, data, keselamatan di lapangan, dan tulisan features."),
  ],
  mentors: [
    mentor("Sekar Arum", "Jurnalis Senior", "Tempo", ["Jurnalisme", "Investigasi", "Penulisan"], ["JRN", "KMN"], "Sekar meliput isu lingkungan dan korupsi selama dua belas tahun. Ia mengajar dasar jurnalisme dan membimbing liputan lapangan peserta di Medan."),
    mentor("Rahmat Siregar", "Pemeriksa Fakta", "Cek Fakta Sumut", ["Verifikasi", "OSINT", "Literasi Media"], ["CFK"], "Rahmat memeriksa ratusan klaim viral setiap tahun dan melatih komunitas di Sumatra Utara mengenali hoaks."),
    mentor("Dewi Nasution", "Jurnalis Data", "Lepas", ["Jurnalisme Data", "Spreadsheet", "Visualisasi"], ["DAT"], "Dewi menulis liputan berbasis data tentang anggaran daerah dan layanan publik untuk media nasional."),
    mentor("Fikri Lubis", "Produser Audio", "Radio Komunitas Medan", ["Podcast", "Penyuntingan Audio", "Siaran"], ["PDC"], "Fikri memproduksi podcast berita lokal dan radio komunitas. Ia mengajar perekaman dengan alat sederhana."),
  ],
  courses: [
    { slug: "produksi-video-pendek", mentor: "Sekar Arum" },
    { slug: "literasi-digital-pemula", mentor: "Rahmat Siregar" },
  ],
  posts: [
    {
      kind: "article", slug: "memeriksa-foto-viral-dalam-lima-menit", title: "Memeriksa Foto Viral dalam Lima Menit",
      summary: "Sebagian besar foto menyesatkan adalah foto lama yang diberi keterangan baru. Tiga langkah cepat untuk memeriksanya.",
      author: "Rahmat Siregar", category: "teknologi", tags: ["cek fakta", "foto"], date: "2025-02-12T02:00:00Z",
      html: html(
        "Saat banjir melanda, grup warga di Medan dibanjiri foto jalan terendam. Sebagian adalah foto dari kota lain atau dari tahun-tahun sebelumnya.",
        "<ol><li><strong>Cari gambar terbalik.</strong> Unggah foto ke Google Lens atau TinEye untuk menemukan kapan foto itu pertama kali muncul.</li><li><strong>Perhatikan petunjuk di foto.</strong> Papan nama toko, pelat nomor, dan bahasa di spanduk menunjukkan lokasi.</li><li><strong>Cari sumber pertama.</strong> Siapa yang pertama mengunggah, dan apa keterangannya saat itu?</li></ol>",
        "Bila foto ternyata lama, balas di grup dengan sopan dan sertakan tautan temuan Anda.",
      ),
    },
    {
      kind: "news", slug: "liputan-peserta-jurnalis-muda-terbit", title: "Lima Liputan Peserta Jurnalis Muda Sumatra Terbit di Media Mitra",
      summary: "Liputan tentang air bersih di Belawan dan sekolah di pulau-pulau Danau Toba terbit setelah proses penyuntingan bersama mentor.",
      author: "Redaksi Alkamedia", category: "kabar-program", tags: ["jurnalis muda", "liputan"], date: "2025-03-10T02:00:00Z",
      html: html("Lima liputan karya peserta angkatan kedua diterbitkan media mitra, termasuk liputan tentang akses air bersih di Belawan dan perjalanan guru ke sekolah di pulau-pulau kecil Danau Toba. Setiap naskah melalui tiga putaran penyuntingan bersama mentor."),
    },
  ],
  events: [
    {
      kind: "event", slug: "forum-jurnalis-muda-medan-2027", title: "Forum Jurnalis Muda Medan 2027",
      summary: "Diskusi keselamatan jurnalis, lokakarya cek fakta, dan pameran liputan pers mahasiswa.",
      description: html("Forum tahunan bagi pers mahasiswa dan jurnalis pemula di Sumatra Utara. Sesi pagi membahas keselamatan liputan; sesi siang berisi lokakarya cek fakta dan jurnalisme data."),
      startsAt: "2027-05-08T02:00:00Z", endsAt: "2027-05-08T10:00:00Z", location: "Aula Universitas Sumatera Utara, Medan", mode: "hybrid",
      speakers: [["Sekar Arum", "Jurnalis senior.", true], ["Rahmat Siregar", "Pemeriksa fakta.", true], ["Perwakilan Dewan Pers", "Perlindungan jurnalis.", false]],
      activities: [["Lokakarya Cek Fakta", "Praktik memeriksa foto dan video viral."], ["Pameran Liputan", "Karya pers mahasiswa se-Sumatra Utara."]],
    },
  ],
};
