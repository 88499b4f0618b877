import type { TChapterSeed, TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Free beginner course of the coding tenants: JavaScript from variables to async code. */

const APA_ITU_JS: TChapterSeed = {
  title: "Apa itu JavaScript",
  durationMinutes: 10,
  bodyMd: `Bab ini menjelaskan apa yang dikerjakan JavaScript di sebuah halaman web, di mana ia dijalankan, dan apa bedanya dengan HTML dan CSS.

## Tiga lapis halaman web

Setiap halaman yang Anda buka terdiri atas tiga lapis:

- **HTML** menyusun isi: judul, paragraf, tombol, formulir.
- **CSS** mengatur tampilan: warna, ukuran huruf, tata letak.
- **JavaScript** membuat halaman bereaksi: menghitung total belanja, memeriksa formulir sebelum dikirim, memuat data baru tanpa memuat ulang halaman.

## Contoh: tombol yang menghitung

~~~html
<button id="tambah">Tambah ke keranjang</button>
<p>Jumlah barang: <span id="jumlah">0</span></p>
<script>
  let jumlah = 0;
  document.querySelector("#tambah").addEventListener("click", () => {
    jumlah = jumlah + 1;
    document.querySelector("#jumlah").textContent = jumlah;
  });
</script>
~~~

HTML menyediakan tombol dan teks, sedangkan JavaScript mendengarkan klik dan mengubah angka di halaman. Tanpa JavaScript, angka itu hanya bisa berubah bila server mengirim halaman baru.

## Di mana JavaScript berjalan

Kode di atas dijalankan oleh **mesin JavaScript di browser** pengunjung (V8 di Chrome dan Edge, SpiderMonkey di Firefox). JavaScript juga bisa berjalan di server lewat **Node.js**; di kursus ini kita fokus pada browser.

> [!NOTE]
> JavaScript tidak ada hubungannya dengan bahasa Java. Namanya dipilih pada 1995 karena Java sedang populer.

## Ringkasan

- HTML untuk isi, CSS untuk tampilan, JavaScript untuk perilaku.
- JavaScript halaman web berjalan di browser pengunjung; Node.js menjalankannya di server.
- Contoh paling sederhana: mendengarkan klik lalu mengubah isi halaman.`,
};

const EDITOR: TChapterSeed = {
  title: "Menyiapkan Editor dan Browser",
  durationMinutes: 15,
  bodyMd: `Di bab ini Anda menyiapkan dua alat kerja: editor kode untuk menulis berkas dan konsol browser untuk mencoba kode serta membaca pesan galat.

## Memasang Visual Studio Code

1. Unduh VS Code dari code.visualstudio.com dan pasang seperti aplikasi biasa.
2. Buat folder \`belajar-js\`, lalu buka lewat menu **File → Open Folder**.
3. Buat berkas \`index.html\` dan \`script.js\` di folder itu.

## Menghubungkan HTML dan JavaScript

~~~html
<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <title>Belajar JS</title>
  </head>
  <body>
    <h1>Halo!</h1>
    <script src="script.js"></script>
  </body>
</html>
~~~

~~~js
// script.js
console.log("script.js berhasil dimuat");
~~~

Buka \`index.html\` di browser (klik dua kali berkasnya), lalu buka **DevTools** dengan F12 dan pilih tab **Console**. Anda akan melihat teks \`script.js berhasil dimuat\`.

> [!TIP]
> Tag \`<script>\` diletakkan di akhir \`<body>\` agar elemen HTML sudah ada saat kode dijalankan.

## Membaca pesan galat

Ubah \`console.log\` menjadi \`console.lg\` lalu muat ulang halaman. Konsol menampilkan:

~~~text
Uncaught TypeError: console.lg is not a function  script.js:2
~~~

Pesan galat memberi tahu **apa** yang salah dan **di baris mana**. Membiasakan diri membacanya adalah keterampilan terpenting minggu pertama.

## Ringkasan

- VS Code untuk menulis berkas, DevTools (F12) untuk menjalankan dan memeriksa kode.
- \`<script src="script.js">\` di akhir \`<body>\` menghubungkan JavaScript ke halaman.
- Pesan galat menyebut jenis kesalahan, berkas, dan nomor baris.`,
};

const VARIABEL: TChapterSeed = {
  title: "Variabel dan Tipe Data",
  durationMinutes: 15,
  bodyMd: `Bab ini mengajarkan cara menyimpan nilai dengan \`let\` dan \`const\`, serta mengenali tipe data dasar JavaScript.

## let dan const

~~~js
const namaToko = "Warung Bu Sri"; // tidak akan diganti
let stok = 24;                    // akan berubah
stok = stok - 3;
console.log(namaToko, stok);      // Warung Bu Sri 21
~~~

Gunakan \`const\` secara bawaan, dan \`let\` hanya untuk nilai yang memang berubah. Mengubah \`const\` menghasilkan galat \`TypeError: Assignment to constant variable\`.

## Tipe data dasar

| Tipe | Contoh | Dipakai untuk |
| --- | --- | --- |
| string | \`"Semarang"\` | teks |
| number | \`12500\`, \`0.5\` | angka bulat dan pecahan |
| boolean | \`true\`, \`false\` | ya/tidak |
| undefined | \`let x;\` | belum diberi nilai |
| null | \`null\` | sengaja dikosongkan |

Periksa tipe sebuah nilai dengan \`typeof\`:

~~~js
typeof "12";   // "string"
typeof 12;     // "number"
typeof true;   // "boolean"
~~~

## Kasus umum: angka dari formulir

Nilai dari kolom input **selalu string**. \`"12" + 3\` menghasilkan \`"123"\`, bukan \`15\`. Ubah dulu dengan \`Number()\`:

~~~js
const dariInput = "12";
console.log(Number(dariInput) + 3); // 15
~~~

## Ringkasan

- \`const\` untuk nilai tetap, \`let\` untuk nilai yang berubah; hindari \`var\`.
- Tipe dasar: string, number, boolean, undefined, null.
- Isi formulir berupa string; ubah dengan \`Number()\` sebelum dihitung.`,
};

const OPERATOR: TChapterSeed = {
  title: "Operator dan Ekspresi",
  durationMinutes: 15,
  bodyMd: `Bab ini membahas operator aritmetika, perbandingan, dan logika, serta cara menggabungkannya menjadi ekspresi yang menghasilkan satu nilai.

## Aritmetika

~~~js
const harga = 15000;
const jumlah = 3;
const subtotal = harga * jumlah;     // 45000
const diskon = subtotal * 0.1;       // 4500
const total = subtotal - diskon;     // 40500
const sisaBagi = 17 % 5;             // 2 (modulo)
~~~

## Perbandingan: selalu pakai ===

\`===\` membandingkan nilai **dan** tipe; \`==\` mengubah tipe diam-diam dan sering mengejutkan.

~~~js
5 === 5;     // true
"5" === 5;   // false
"5" == 5;    // true  ← alasan kita menghindari ==
total >= 40000; // true
~~~

## Logika: &&, || dan !

~~~js
const member = true;
const belanjaBesar = total > 100000;
const gratisOngkir = member && belanjaBesar; // false: keduanya harus benar
const dapatPromo = member || belanjaBesar;   // true: salah satu cukup
const bukanMember = !member;                 // false
~~~

## Urutan pengerjaan

Perkalian dan pembagian dikerjakan sebelum penjumlahan. \`2 + 3 * 4\` bernilai \`14\`; pakai tanda kurung bila maksudnya \`(2 + 3) * 4 = 20\`. Tanda kurung juga membuat ekspresi lebih mudah dibaca orang lain.

## Ringkasan

- Aritmetika: \`+ - * / %\`.
- Bandingkan dengan \`===\` dan \`!==\`, bukan \`==\`.
- \`&&\` butuh semua benar, \`||\` cukup salah satu, \`!\` membalik nilai.
- Gunakan tanda kurung untuk memperjelas urutan.`,
};

const PERCABANGAN: TChapterSeed = {
  title: "Percabangan",
  durationMinutes: 15,
  bodyMd: `Bab ini mengajarkan cara program memilih jalan dengan \`if\`, \`else if\`, \`else\`, dan operator ternary.

## if, else if, else

Contoh: menentukan predikat nilai ujian.

~~~js
function predikat(nilai) {
  if (nilai >= 85) {
    return "A";
  } else if (nilai >= 70) {
    return "B";
  } else if (nilai >= 55) {
    return "C";
  } else {
    return "D";
  }
}

console.log(predikat(90)); // A
console.log(predikat(72)); // B
console.log(predikat(40)); // D
~~~

Kondisi diperiksa dari atas ke bawah dan berhenti di kondisi pertama yang benar. Karena itu urutannya penting: bila \`nilai >= 55\` ditulis paling atas, nilai 90 akan mendapat "C".

## Ternary untuk pilihan singkat

~~~js
const stok = 0;
const label = stok > 0 ? "Tersedia" : "Habis";
~~~

Pakai ternary hanya untuk dua pilihan sederhana; untuk lebih dari itu, \`if\` lebih mudah dibaca.

## Nilai truthy dan falsy

\`if\` juga menerima nilai yang bukan boolean. Nilai \`0\`, \`""\`, \`null\`, \`undefined\`, dan \`NaN\` dianggap salah (*falsy*); selain itu dianggap benar.

~~~js
const nama = "";
if (!nama) console.log("Nama wajib diisi.");
~~~

## Ringkasan

- \`if / else if / else\` memeriksa kondisi berurutan dan berhenti di yang pertama benar.
- Urutkan kondisi dari yang paling ketat.
- Ternary \`kondisi ? a : b\` untuk dua pilihan singkat.
- \`0\`, \`""\`, \`null\`, \`undefined\`, \`NaN\` bernilai falsy.`,
};

const FUNGSI: TChapterSeed = {
  title: "Fungsi",
  durationMinutes: 15,
  bodyMd: `Bab ini membahas cara menulis fungsi yang bisa dipakai ulang: parameter, nilai bawaan, nilai kembali, dan fungsi panah.

## Satu tugas, satu fungsi

~~~js
function hitungOngkir(beratKg, tarifPerKg = 9000) {
  const berat = Math.ceil(beratKg); // dibulatkan ke atas
  return berat * tarifPerKg;
}

hitungOngkir(1.2);        // 18000
hitungOngkir(3, 12000);   // 36000
~~~

- \`beratKg\` dan \`tarifPerKg\` adalah **parameter**; \`tarifPerKg\` punya **nilai bawaan** 9000.
- \`return\` mengirim hasil ke pemanggil dan menghentikan fungsi.

## Fungsi panah

Bentuk singkat yang sering dipakai untuk fungsi kecil:

~~~js
const pajak = (harga) => harga * 0.11;
const formatRupiah = (n) => "Rp " + n.toLocaleString("id-ID");

formatRupiah(pajak(100000)); // "Rp 11.000"
~~~

Bila tubuh fungsi hanya satu ekspresi, \`return\` dan kurung kurawal boleh dihilangkan.

## Cakupan (scope)

Variabel yang dibuat di dalam fungsi tidak terlihat dari luar:

~~~js
function contoh() {
  const rahasia = 42;
}
console.log(rahasia); // ReferenceError: rahasia is not defined
~~~

Ini melindungi fungsi dari saling menimpa variabel.

## Ringkasan

- Fungsi membungkus satu tugas agar bisa dipakai ulang dan diuji.
- Parameter boleh punya nilai bawaan; \`return\` mengembalikan hasil.
- Fungsi panah \`(x) => ...\` cocok untuk fungsi pendek.
- Variabel di dalam fungsi hanya hidup di dalam fungsi itu.`,
};

const ARRAY_OBJECT: TChapterSeed = {
  title: "Array dan Object",
  durationMinutes: 20,
  bodyMd: `Bab ini mengajarkan dua cara menyimpan banyak nilai: **array** untuk daftar berurutan dan **object** untuk data dengan nama-nama properti.

## Array

~~~js
const kota = ["Semarang", "Malang", "Bandung"];
kota[0];            // "Semarang" (indeks mulai dari 0)
kota.length;        // 3
kota.push("Medan"); // menambah di akhir
kota.includes("Malang"); // true
~~~

## Object

~~~js
const siswa = {
  nama: "Dimas",
  kelas: "XI RPL 2",
  nilai: [80, 92, 75],
};

siswa.nama;          // "Dimas"
siswa.kelas = "XII RPL 2";
siswa.email = "dimas@example.com"; // menambah properti
~~~

## Daftar object: bentuk data paling umum

Data dari server hampir selalu berupa array berisi object:

~~~js
const produk = [
  { nama: "Kopi Gayo 250 g", harga: 85000, stok: 4 },
  { nama: "Teh Melati", harga: 18000, stok: 0 },
  { nama: "Gula Aren", harga: 32000, stok: 12 },
];

const tersedia = produk.filter((p) => p.stok > 0);
const namaSaja = tersedia.map((p) => p.nama);
const nilaiStok = produk.reduce((total, p) => total + p.harga * p.stok, 0);

console.log(namaSaja);  // ["Kopi Gayo 250 g", "Gula Aren"]
console.log(nilaiStok); // 724000
~~~

- \`filter\` menyaring, \`map\` mengubah setiap elemen, \`reduce\` meringkas menjadi satu nilai.
- Ketiganya tidak mengubah array asal.

## Ringkasan

- Array untuk daftar berurutan, diakses dengan indeks mulai 0.
- Object untuk data bernama, diakses dengan \`objek.properti\`.
- \`filter\`, \`map\`, dan \`reduce\` mengolah array of object tanpa perulangan manual.`,
};

const PERULANGAN: TChapterSeed = {
  title: "Perulangan",
  durationMinutes: 15,
  bodyMd: `Bab ini membahas cara mengulang pekerjaan dengan \`for...of\`, \`for\` klasik, dan \`while\`, serta kapan memilih masing-masing.

## for...of untuk setiap elemen

~~~js
const nilai = [78, 90, 65, 84];
let jumlah = 0;
for (const n of nilai) {
  jumlah += n;
}
console.log(jumlah / nilai.length); // 79.25
~~~

## for klasik bila butuh indeks

~~~js
const antrean = ["Ani", "Budi", "Citra"];
for (let i = 0; i < antrean.length; i++) {
  console.log(\`Nomor \${i + 1}: \${antrean[i]}\`);
}
// Nomor 1: Ani
// Nomor 2: Budi
// Nomor 3: Citra
~~~

## while bila jumlah ulangan belum diketahui

Contoh: menabung Rp50.000 per minggu sampai mencapai Rp1.000.000.

~~~js
let tabungan = 0;
let minggu = 0;
while (tabungan < 1000000) {
  tabungan += 50000;
  minggu++;
}
console.log(minggu); // 20
~~~

> [!WARNING]
> Pastikan kondisi \`while\` suatu saat menjadi salah. Bila lupa menambah \`tabungan\`, perulangan tidak pernah berhenti dan tab browser membeku.

## break dan continue

\`break\` menghentikan perulangan; \`continue\` melompat ke putaran berikutnya.

~~~js
for (const n of nilai) {
  if (n < 70) continue; // lewati yang belum tuntas
  console.log("Tuntas:", n);
}
~~~

## Ringkasan

- \`for...of\` untuk setiap elemen, \`for\` klasik bila perlu indeks, \`while\` bila jumlah ulangan tergantung kondisi.
- Pastikan perulangan punya jalan keluar.
- \`break\` berhenti, \`continue\` melompati satu putaran.`,
};

const CALLBACK_PROMISE: TChapterSeed = {
  title: "Callback dan Promise",
  durationMinutes: 20,
  bodyMd: `Bab ini menjelaskan mengapa sebagian pekerjaan JavaScript tidak selesai seketika, dan bagaimana callback serta Promise menangani hasil yang datang belakangan.

## Pekerjaan yang menunggu

Mengambil data dari server butuh waktu. JavaScript tidak berhenti menunggu; ia melanjutkan baris berikutnya dan menangani hasilnya nanti.

~~~js
console.log("1. mulai");
setTimeout(() => console.log("2. dua detik kemudian"), 2000);
console.log("3. selesai dijadwalkan");
// Urutan cetak: 1, 3, 2
~~~

Fungsi yang diberikan kepada \`setTimeout\` disebut **callback**: dipanggil kembali ketika waktunya tiba.

## Promise

Promise adalah object yang mewakili hasil di masa depan: bisa **terpenuhi** (*fulfilled*) atau **gagal** (*rejected*).

~~~js
fetch("https://api.example.com/produk")
  .then((res) => {
    if (!res.ok) throw new Error("Server menjawab " + res.status);
    return res.json();
  })
  .then((produk) => console.log(produk.length, "produk"))
  .catch((err) => console.error("Gagal memuat:", err.message));
~~~

- \`then\` menerima hasil langkah sebelumnya.
- Galat di langkah mana pun langsung melompat ke \`catch\`.

## Mengapa tidak callback saja?

Callback bersarang untuk banyak langkah berurutan membuat kode menjorok ke kanan dan sulit ditangani galatnya. Rantai \`then\` tetap rata dan punya satu tempat penanganan galat.

## Ringkasan

- Pekerjaan seperti timer dan permintaan jaringan selesai belakangan; JavaScript tidak menunggu.
- Callback adalah fungsi yang dipanggil saat hasilnya siap.
- Promise merangkai langkah dengan \`then\` dan menangani galat dengan satu \`catch\`.`,
};

const ASYNC_AWAIT: TChapterSeed = {
  title: "Async dan Await",
  durationMinutes: 20,
  bodyMd: `Bab ini menulis ulang kode Promise dengan \`async\` dan \`await\`, sehingga kode asinkron terbaca seperti kode biasa dari atas ke bawah.

## Dari then ke await

~~~js
async function muatProduk() {
  try {
    const res = await fetch("https://api.example.com/produk");
    if (!res.ok) throw new Error("Server menjawab " + res.status);
    const produk = await res.json();
    console.log(produk.length, "produk");
  } catch (err) {
    console.error("Gagal memuat:", err.message);
  }
}
~~~

- \`await\` hanya boleh dipakai di dalam fungsi \`async\` (atau di tingkat atas modul).
- \`await\` menunggu Promise selesai lalu memberikan hasilnya.
- Galat ditangani dengan \`try...catch\` biasa.

## Jangan menunggu satu per satu bila tidak perlu

Dua permintaan yang tidak saling bergantung bisa berjalan bersamaan:

~~~js
const [kota, cuaca] = await Promise.all([
  fetch("/api/kota").then((r) => r.json()),
  fetch("/api/cuaca").then((r) => r.json()),
]);
~~~

Bila masing-masing butuh satu detik, \`Promise.all\` selesai dalam sekitar satu detik, bukan dua.

## Fungsi async selalu mengembalikan Promise

~~~js
async function ambilAngka() {
  return 7;
}
ambilAngka().then((n) => console.log(n)); // 7
~~~

## Ringkasan

- \`async\` menandai fungsi asinkron; \`await\` menunggu sebuah Promise.
- Tangani galat dengan \`try...catch\`.
- \`Promise.all\` menjalankan beberapa permintaan sekaligus.
- Fungsi \`async\` selalu mengembalikan Promise.`,
};

const PROYEK_CUACA: TChapterSeed = {
  title: "Proyek Mini: Cuaca Hari Ini",
  durationMinutes: 30,
  bodyMd: `Di bab penutup ini Anda menggabungkan semua materi: formulir, fungsi, percabangan, dan \`async/await\` untuk membangun halaman cuaca yang mengambil data dari API publik Open-Meteo (gratis, tanpa kunci API).

## 1. Halaman

~~~html
<form id="form-cuaca">
  <label for="kota">Kota</label>
  <select id="kota">
    <option value="-6.99,110.42">Semarang</option>
    <option value="-7.98,112.63">Malang</option>
    <option value="-6.91,107.61">Bandung</option>
  </select>
  <button>Lihat cuaca</button>
</form>
<p id="hasil" aria-live="polite"></p>
~~~

## 2. Mengambil data

~~~js
async function ambilCuaca(lat, lon) {
  const url = \`https://api.open-meteo.com/v1/forecast?latitude=\${lat}&longitude=\${lon}&current=temperature_2m,precipitation\`;
  const res = await fetch(url);
  if (!res.ok) throw new Error("Layanan cuaca tidak menjawab.");
  const data = await res.json();
  return data.current; // { temperature_2m: 29.4, precipitation: 0.2, ... }
}
~~~

## 3. Menampilkan hasil

~~~js
function saran(cuaca) {
  if (cuaca.precipitation > 0) return "Bawa payung.";
  if (cuaca.temperature_2m >= 32) return "Panas, minum air yang cukup.";
  return "Cuaca bersahabat.";
}

document.querySelector("#form-cuaca").addEventListener("submit", async (e) => {
  e.preventDefault();
  const hasil = document.querySelector("#hasil");
  const [lat, lon] = document.querySelector("#kota").value.split(",");
  hasil.textContent = "Memuat…";
  try {
    const c = await ambilCuaca(lat, lon);
    hasil.textContent = \`\${c.temperature_2m} °C. \${saran(c)}\`;
  } catch (err) {
    hasil.textContent = err.message;
  }
});
~~~

## 4. Kembangkan sendiri

- Tambahkan kota Anda sendiri (cari koordinatnya di peta).
- Tampilkan prakiraan tiga hari dengan parameter \`daily\`.
- Simpan kota pilihan terakhir di \`localStorage\`.

## Ringkasan

- \`preventDefault()\` mencegah formulir memuat ulang halaman.
- Pisahkan pengambilan data (\`ambilCuaca\`) dari logika tampilan (\`saran\`) agar mudah diuji.
- Selalu tampilkan status memuat dan pesan galat yang bisa dipahami pengguna.`,
};

/** The learning contract sample (written with the course format): first program and a coding exercise. */
const JS_FIRST_PROGRAM: TChapterSeed = {
  title: "Program Pertama",
  durationMinutes: 15,
  bodyMd: [
    "Di bab ini Anda menulis program JavaScript pertama: sebuah fungsi yang menerima nama dan mengembalikan kalimat sapaan, lalu mencobanya di konsol browser.",
    "",
    "## Fungsi yang mengembalikan nilai",
    "",
    "Fungsi dibuat dengan kata kunci `function`, diberi nama, dan menerima *parameter*. Kata kunci `return` mengirim hasilnya kembali ke pemanggil.",
    "",
    "```js",
    "function sapa(nama) {",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the lesson teaches template literals, so its Markdown quotes JavaScript source
    "  return `Halo, ${nama}!`;",
    "}",
    "",
    'console.log(sapa("Sari")); // Halo, Sari!',
    "```",
    "",
    "> [!TIP]",
    "> Buka konsol dengan F12 (atau Cmd+Option+J di macOS), tempel kode di atas, lalu tekan Enter.",
    "",
    "## Template literal",
    "",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the lesson teaches template literals, so its Markdown quotes JavaScript source
    "Tanda kutip terbalik (`` ` ``) membuat *template literal*: bagian `${…}` diganti dengan nilai ekspresinya. Ini lebih mudah dibaca daripada menyambung string dengan `+`.",
    "",
    "> [!WARNING]",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the lesson teaches template literals, so its Markdown quotes JavaScript source
    "> `'Halo, ${nama}!'` dengan tanda kutip biasa tidak mengganti apa pun: hasilnya tetap teks `${nama}`.",
    "",
    "## Ringkasan",
    "",
    "- `function nama(parameter) { … }` membuat fungsi.",
    "- `return` mengirim hasil ke pemanggil.",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the lesson teaches template literals, so its Markdown quotes JavaScript source
    "- Template literal menyisipkan nilai dengan `${…}`.",
  ].join("\n"),
  exercise: {
    slug: "fungsi-sapa",
    title: "Latihan: fungsi sapa",
    promptMd: 'Tulis fungsi `sapa(nama)` yang mengembalikan teks `Halo, <nama>!`. Contoh: `sapa("Budi")` menghasilkan `Halo, Budi!`.',
    language: "javascript",
    starter: "function sapa(nama) {\n  // tulis kode Anda di sini\n}\n",
    checks: [
      { name: "Ada fungsi bernama sapa.", test: 'return typeof sapa === "function";' },
      { name: 'sapa("Budi") menghasilkan "Halo, Budi!".', test: 'return sapa("Budi") === "Halo, Budi!";' },
      { name: 'sapa("Sari") menghasilkan "Halo, Sari!".', test: 'return sapa("Sari") === "Halo, Sari!";' },
    ],
  },
};

/** Sample of the learning contract: a module quiz with both question kinds. */
const JS_INTRO_QUIZ: TQuizSeed = {
  slug: "kuis-mengenal-javascript",
  title: "Kuis: Mengenal JavaScript",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Di mana kode JavaScript di sebuah halaman web dijalankan?",
      options: ["Di server basis data", "Di browser pengunjung", "Di printer", "Hanya di editor kode"],
      answer: 1,
      explanation: "JavaScript di halaman web dijalankan oleh mesin JavaScript di browser pengunjung.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Kata kunci apa yang mengirim hasil sebuah fungsi kembali ke pemanggil?",
      options: ["send", "output", "return", "console.log"],
      answer: 2,
      explanation: "`return` mengakhiri fungsi dan mengirim nilainya ke pemanggil; `console.log` hanya mencetak ke konsol.",
    },
    {
      kind: "short_answer",
      id: "q3",
      prompt: "Tombol apa yang biasanya membuka alat pengembang (DevTools) di browser desktop?",
      accept: ["F12", "f 12"],
      explanation: "F12 membuka DevTools di Chrome, Edge dan Firefox; di macOS gunakan Cmd+Option+I.",
    },
  ],
};

const QUIZ_DASAR_BAHASA: TQuizSeed = {
  slug: "kuis-dasar-bahasa",
  title: "Kuis: Dasar Bahasa",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: 'Apa hasil dari `"12" + 3` di JavaScript?',
      options: ["15", '"123"', "NaN", "Galat TypeError"],
      answer: 1,
      explanation: 'Bila salah satu operand `+` adalah string, JavaScript menyambung teks, sehingga hasilnya string "123". Ubah dulu dengan Number().',
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Operator mana yang membandingkan nilai sekaligus tipenya?",
      options: ["=", "==", "===", "=>"],
      answer: 2,
      explanation: '`===` tidak mengubah tipe sebelum membandingkan, sehingga "5" === 5 bernilai false.',
    },
    {
      kind: "multiple_choice",
      id: "q3",
      prompt: "Fungsi predikat memeriksa `nilai >= 55` paling atas, lalu `>= 70`, lalu `>= 85`. Berapa predikat untuk nilai 90?",
      options: ["A", "B", "C", "D"],
      answer: 2,
      explanation: "Kondisi diperiksa dari atas dan berhenti di yang pertama benar: 90 >= 55 sudah benar, jadi hasilnya C. Urutkan dari kondisi paling ketat.",
    },
    {
      kind: "short_answer",
      id: "q4",
      prompt: "Kata kunci apa yang dipakai untuk variabel yang nilainya tidak akan diganti?",
      accept: ["const"],
      explanation: "`const` mencegah variabel diberi nilai baru; pakai `let` bila nilainya memang berubah.",
    },
  ],
};

const QUIZ_FUNGSI_KOLEKSI: TQuizSeed = {
  slug: "kuis-fungsi-dan-koleksi",
  title: "Kuis: Fungsi dan Koleksi",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Method array mana yang menghasilkan array baru berisi elemen yang memenuhi syarat?",
      options: ["map", "filter", "reduce", "push"],
      answer: 1,
      explanation: "`filter` menyaring elemen; `map` mengubah setiap elemen; `reduce` meringkas menjadi satu nilai.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Berapa `hitungOngkir(1.2)` bila fungsinya `Math.ceil(beratKg) * 9000`?",
      options: ["10800", "9000", "18000", "12000"],
      answer: 2,
      explanation: "Math.ceil(1.2) adalah 2, dan 2 × 9000 = 18000.",
    },
    {
      kind: "multiple_choice",
      id: "q3",
      prompt: "Perulangan mana yang paling tepat bila jumlah ulangan baru diketahui saat program berjalan, seperti menabung sampai target tercapai?",
      options: ["for...of", "while", "for dengan indeks", "Tidak bisa dengan perulangan"],
      answer: 1,
      explanation: "`while` berulang selama kondisinya benar, sehingga cocok ketika jumlah putaran tergantung keadaan.",
    },
    {
      kind: "short_answer",
      id: "q4",
      prompt: "Indeks berapa yang dimiliki elemen pertama sebuah array?",
      accept: ["0", "nol"],
      explanation: "Indeks array JavaScript dimulai dari 0, sehingga elemen terakhir ada di indeks length - 1.",
    },
  ],
};

const QUIZ_ASINKRON: TQuizSeed = {
  slug: "kuis-javascript-asinkron",
  title: "Kuis: JavaScript Asinkron",
  passMark: 70,
  questions: [
    {
      kind: "multiple_choice",
      id: "q1",
      prompt: "Kode: `log(1); setTimeout(() => log(2), 0); log(3);` Urutan cetaknya adalah…",
      options: ["1, 2, 3", "1, 3, 2", "2, 1, 3", "3, 2, 1"],
      answer: 1,
      explanation: "Callback setTimeout dijalankan setelah kode yang sedang berjalan selesai, bahkan dengan jeda 0, sehingga 3 tercetak sebelum 2.",
    },
    {
      kind: "multiple_choice",
      id: "q2",
      prompt: "Di mana `await` boleh dipakai?",
      options: ["Di mana saja", "Hanya di dalam fungsi async atau tingkat atas modul", "Hanya di dalam then", "Hanya di dalam perulangan"],
      answer: 1,
      explanation: "`await` hanya sah di dalam fungsi yang ditandai `async` atau di tingkat atas modul ES.",
    },
    {
      kind: "multiple_choice",
      id: "q3",
      prompt: "Dua permintaan yang tidak saling bergantung paling cepat dijalankan dengan…",
      options: ["await satu per satu", "Promise.all", "setTimeout", "while"],
      answer: 1,
      explanation: "`Promise.all` menjalankan keduanya bersamaan dan selesai saat yang paling lama selesai.",
    },
    {
      kind: "short_answer",
      id: "q4",
      prompt: "Blok apa yang dipakai bersama `try` untuk menangani galat dari `await`?",
      accept: ["catch", "try catch", "try...catch"],
      explanation: "Galat dari Promise yang ditunggu dengan await dilempar seperti galat biasa dan ditangkap oleh `catch`.",
    },
  ],
};

export const COURSE: TCourseSeed = {
  slug: "javascript-dasar",
  title: "JavaScript Dasar",
  summary: "Kursus mandiri untuk memahami JavaScript dari variabel hingga fungsi asinkron.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    { title: "Mengenal JavaScript", chapters: [APA_ITU_JS, EDITOR, JS_FIRST_PROGRAM], quizzes: [JS_INTRO_QUIZ] },
    { title: "Dasar Bahasa", chapters: [VARIABEL, OPERATOR, PERCABANGAN], quizzes: [QUIZ_DASAR_BAHASA] },
    { title: "Fungsi dan Koleksi", chapters: [FUNGSI, ARRAY_OBJECT, PERULANGAN], quizzes: [QUIZ_FUNGSI_KOLEKSI] },
    { title: "JavaScript Asinkron", chapters: [CALLBACK_PROMISE, ASYNC_AWAIT, PROYEK_CUACA], quizzes: [QUIZ_ASINKRON] },
  ],
};
