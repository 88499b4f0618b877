import type { TQuizSeed } from "../../../contracts/learning.ts";
import type { TCourseSeed } from "../../seeder.ts";

/** Premium course of the coding tenants: React for production apps (React 19, React Router 7). */

const q = (slug: string, title: string, questions: TQuizSeed["questions"]): TQuizSeed => ({ slug, title, passMark: 70, questions });

export const COURSE: TCourseSeed = {
  slug: "react-produksi",
  title: "React untuk Aplikasi Produksi",
  summary: "Membangun aplikasi React yang cepat, teruji dan mudah dirawat untuk kebutuhan industri.",
  premium: true,
  price: 499000,
  level: "mahir",
  modules: [
    {
      title: "Fondasi Komponen",
      quizzes: [
        q("kuis-fondasi-komponen", "Kuis: Fondasi Komponen", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Di mana state `query` pencarian sebaiknya disimpan bila daftar hasil dan kotak pencarian sama-sama membutuhkannya?",
            options: ["Di kotak pencarian", "Di daftar hasil", "Di induk terdekat keduanya", "Di variabel global"],
            answer: 2,
            explanation: "Angkat state ke induk terdekat yang membutuhkannya, lalu turunkan lewat props.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Mengapa `items.push(x); setItems(items)` tidak memicu render ulang?",
            options: [
              "push lambat",
              "Array yang sama (referensi sama) dikirim, React menganggap tidak berubah",
              "setItems hanya menerima angka",
              "React tidak mendukung array",
            ],
            answer: 1,
            explanation: "React membandingkan referensi. Buat array baru: setItems([...items, x]).",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Prop khusus apa yang berisi elemen yang ditulis di antara tag pembuka dan penutup sebuah komponen?",
            accept: ["children", "props.children"],
            explanation: "`children` memungkinkan komposisi: <Kartu><Judul /></Kartu>.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Berpikir dalam Komponen",
          durationMinutes: 15,
          bodyMd: `Bab ini melatih cara memecah sebuah halaman menjadi komponen dengan satu tanggung jawab masing-masing, sebelum menulis kode.

## Dari desain ke pohon komponen

Ambil halaman daftar kelas: kotak pencarian, filter, daftar kartu kelas, dan paginasi. Gambar kotak di sekeliling setiap bagian yang punya satu tugas:

~~~text
HalamanKelas
├── FormFilter
│   ├── KotakCari
│   └── PilihanLevel
├── DaftarKelas
│   └── KartuKelas (× n)
└── Paginasi
~~~

## Aturan praktis

- Satu komponen, satu alasan untuk berubah.
- Nama komponen menjelaskan **apa** yang ditampilkan, bukan **di mana** (\`KartuKelas\`, bukan \`KotakKiri\`).
- Data mengalir dari atas ke bawah lewat props.

## Contoh

~~~tsx
function KartuKelas({ nama, level, harga }: { nama: string; level: string; harga: number }) {
  return (
    <article>
      <h3>{nama}</h3>
      <p>{level}</p>
      <p>{harga === 0 ? "Gratis" : \`Rp \${harga.toLocaleString("id-ID")}\`}</p>
    </article>
  );
}
~~~

\`KartuKelas\` tidak tahu dari mana datanya; ia hanya menampilkan. Karena itu ia mudah diuji dan dipakai ulang di halaman beranda.

## Ringkasan

- Gambar pohon komponen dari desain sebelum menulis kode.
- Satu komponen, satu tanggung jawab, nama yang menjelaskan isinya.
- Komponen tampilan menerima data lewat props dan tidak mengambil data sendiri.`,
        },
        {
          title: "Props dan Komposisi",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas props sebagai kontrak komponen dan komposisi dengan \`children\` sebagai pengganti props yang menumpuk.

## Props sebagai kontrak

Dengan TypeScript, tipe props adalah dokumentasi yang diperiksa kompiler:

~~~tsx
type TombolProps = {
  varian?: "utama" | "garis";
  onClick: () => void;
  children: React.ReactNode;
};

function Tombol({ varian = "utama", onClick, children }: TombolProps) {
  return (
    <button className={varian === "utama" ? "btn-utama" : "btn-garis"} onClick={onClick}>
      {children}
    </button>
  );
}
~~~

## Komposisi daripada props bertumpuk

Komponen \`Kartu\` dengan props \`judul\`, \`subjudul\`, \`ikon\`, \`tombol\`, \`footer\`… cepat menjadi sulit dirawat. Dengan \`children\`, pemakai menyusun isinya sendiri:

~~~tsx
<Kartu>
  <Kartu.Judul>Pemrograman Web</Kartu.Judul>
  <p>Kelas 12 pertemuan.</p>
  <Tombol onClick={daftar}>Daftar</Tombol>
</Kartu>
~~~

## Menghindari prop drilling

Bila sebuah prop diteruskan melewati tiga komponen yang tidak memakainya, pertimbangkan komposisi (oper elemen jadi, bukan datanya) sebelum meraih Context.

## Ringkasan

- Tipe props adalah kontrak komponen.
- \`children\` membuat komponen fleksibel tanpa props yang menumpuk.
- Komposisi sering menyelesaikan prop drilling tanpa Context.`,
        },
        {
          title: "State yang Terkendali",
          durationMinutes: 20,
          bodyMd: `Bab ini membahas di mana state disimpan, mengapa state harus diperlakukan sebagai nilai yang tidak diubah langsung, dan kapan \`useReducer\` lebih tepat daripada banyak \`useState\`.

## Angkat state secukupnya

State disimpan di komponen induk terdekat yang membutuhkannya. Nilai yang bisa dihitung dari state lain **bukan** state:

~~~tsx
const [items, setItems] = useState<Item[]>([]);
const total = items.reduce((n, i) => n + i.harga * i.jumlah, 0); // turunan, bukan state
~~~

## Jangan mengubah state secara langsung

~~~tsx
// Salah: referensi array sama, React tidak merender ulang
items.push(baru);
setItems(items);

// Benar: array baru
setItems([...items, baru]);
~~~

## useReducer untuk aturan yang saling terkait

Keranjang belanja punya beberapa aksi yang mengubah state yang sama. Reducer mengumpulkan aturannya di satu fungsi murni yang mudah diuji:

~~~ts
type Aksi = { type: "tambah"; id: string; harga: number } | { type: "hapus"; id: string };

function keranjangReducer(state: Item[], aksi: Aksi): Item[] {
  switch (aksi.type) {
    case "tambah": {
      const ada = state.find((i) => i.id === aksi.id);
      return ada
        ? state.map((i) => (i.id === aksi.id ? { ...i, jumlah: i.jumlah + 1 } : i))
        : [...state, { id: aksi.id, harga: aksi.harga, jumlah: 1 }];
    }
    case "hapus":
      return state.filter((i) => i.id !== aksi.id);
  }
}
~~~

Kerjakan latihan di bawah bab ini untuk menulis reducer serupa.

## Ringkasan

- Simpan state di induk terdekat; hitung nilai turunan saat render.
- Selalu buat objek atau array baru saat memperbarui state.
- \`useReducer\` cocok bila beberapa aksi mengubah state yang sama.`,
          exercise: {
            slug: "reducer-keranjang",
            title: "Latihan: reducer keranjang",
            promptMd:
              'Tulis fungsi `keranjang(state, aksi)` tanpa mengubah `state` asli. Aksi `{ type: "tambah", id }` menambah item baru dengan `jumlah: 1` atau menaikkan `jumlah` bila `id` sudah ada; aksi `{ type: "hapus", id }` membuang item itu.',
            language: "javascript",
            starter: "function keranjang(state, aksi) {\n  // kembalikan array baru\n}\n",
            checks: [
              {
                name: "Menambah item baru dengan jumlah 1.",
                test: 'const r = keranjang([], { type: "tambah", id: "a" }); return r.length === 1 && r[0].id === "a" && r[0].jumlah === 1;',
              },
              {
                name: "Menaikkan jumlah item yang sudah ada.",
                test: 'const r = keranjang([{ id: "a", jumlah: 1 }], { type: "tambah", id: "a" }); return r.length === 1 && r[0].jumlah === 2;',
              },
              {
                name: "Menghapus item.",
                test: 'const r = keranjang([{ id: "a", jumlah: 1 }, { id: "b", jumlah: 3 }], { type: "hapus", id: "a" }); return r.length === 1 && r[0].id === "b";',
              },
              {
                name: "Tidak mengubah state asli.",
                test: 'const s = [{ id: "a", jumlah: 1 }]; const r = keranjang(s, { type: "tambah", id: "a" }); return r !== s && s[0].jumlah === 1;',
              },
            ],
          },
        },
      ],
    },
    {
      title: "Data dan Routing",
      quizzes: [
        q("kuis-data-dan-routing", "Kuis: Data dan Routing", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Komponen apa yang menampilkan rute anak di dalam layout induk pada React Router?",
            options: ["<Link>", "<Outlet>", "<Form>", "<Suspense>"],
            answer: 1,
            explanation: "<Outlet> adalah tempat rute anak dirender di dalam layout.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: 'Keuntungan utama <Form method="post"> dengan action dibanding onSubmit + fetch adalah…',
            options: ["Lebih sedikit CSS", "Tetap bekerja tanpa JavaScript dan loader dimuat ulang otomatis", "Tidak perlu validasi", "Lebih cepat di server"],
            answer: 1,
            explanation: "Formulir biasa bisa dikirim tanpa JavaScript, dan setelah action selesai React Router memuat ulang data halaman.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Ekspor rute yang menampilkan galat dari loader atau komponen rute itu bernama …",
            accept: ["ErrorBoundary"],
            explanation: "ErrorBoundary rute menangkap galat loader, action dan render, sehingga bagian lain aplikasi tetap tampil.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Routing Bertingkat",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas rute bertingkat di React Router 7: layout yang dipakai bersama dan \`Outlet\` untuk rute anak.

## Struktur rute

~~~ts
// app/routes.ts
import { type RouteConfig, layout, route, index } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  layout("routes/dashboard/layout.tsx", [
    route("Dashboard", "routes/dashboard/index.tsx"),
    route("Dashboard/Kelas", "routes/dashboard/kelas.tsx"),
  ]),
] satisfies RouteConfig;
~~~

## Layout dengan Outlet

~~~tsx
import { NavLink, Outlet } from "react-router";

export default function DashboardLayout() {
  return (
    <div className="grid md:grid-cols-[14rem_1fr]">
      <nav aria-label="Dasbor">
        <NavLink to="/Dashboard" end>Ringkasan</NavLink>
        <NavLink to="/Dashboard/Kelas">Kelas Saya</NavLink>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
~~~

Menu samping tidak dirender ulang saat berpindah antarhalaman dasbor; hanya isi \`Outlet\` yang berganti. \`NavLink\` memberi tanda halaman aktif (\`aria-current="page"\`) secara otomatis.

## Ringkasan

- Layout membungkus beberapa rute yang berbagi tampilan.
- \`<Outlet />\` adalah tempat rute anak ditampilkan.
- \`NavLink\` menandai tautan aktif untuk pengguna dan pembaca layar.`,
        },
        {
          title: "Loader dan Action",
          durationMinutes: 20,
          bodyMd: `Bab ini membahas cara memuat data dengan \`loader\` dan mengubah data dengan \`action\`, sehingga formulir tetap bekerja tanpa JavaScript.

## Loader: data sebelum render

~~~tsx
export async function loader({ params }: Route.LoaderArgs) {
  const kelas = await db.kelas.cari(params.slug);
  if (!kelas) throw new Response("Kelas tidak ditemukan", { status: 404 });
  return { kelas };
}

export default function Kelas({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.kelas.nama}</h1>;
}
~~~

Tidak ada \`useEffect\` untuk mengambil data, tidak ada status memuat yang berkedip.

## Action: perubahan lewat formulir

~~~tsx
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  if (!email.includes("@")) return { galat: "Email tidak valid." };
  await daftarkan(email);
  return redirect("/Terima-Kasih");
}

export default function Daftar({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <input name="email" type="email" aria-invalid={!!actionData?.galat} />
      {actionData?.galat && <p role="alert">{actionData.galat}</p>}
      <button disabled={navigation.state === "submitting"}>Daftar</button>
    </Form>
  );
}
~~~

Tanpa JavaScript, formulir dikirim seperti biasa; dengan JavaScript, React Router mengirimnya di latar dan menampilkan status mengirim.

## Ringkasan

- \`loader\` memuat data di server sebelum halaman dirender.
- \`action\` menangani \`<Form method="post">\` dan dapat mengembalikan galat atau redirect.
- \`useNavigation\` memberi status mengirim untuk tombol.`,
        },
        {
          title: "Penanganan Galat",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas \`ErrorBoundary\` rute, membedakan galat yang diharapkan (404, validasi) dari galat tak terduga, dan pesan yang membantu pengguna.

## Galat yang diharapkan

Lempar \`Response\` dengan status yang tepat dari loader:

~~~ts
if (!kelas) throw new Response("Kelas tidak ditemukan", { status: 404 });
~~~

## ErrorBoundary per rute

~~~tsx
import { isRouteErrorResponse, useRouteError } from "react-router";

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <p>Kelas ini tidak ada atau sudah ditutup. <a href="/Class">Lihat kelas lain</a>.</p>;
  }
  return <p>Maaf, terjadi kesalahan. Coba muat ulang halaman.</p>;
}
~~~

Galat di satu rute hanya mengganti bagian rute itu; layout dan navigasi tetap tampil sehingga pengguna bisa melanjutkan.

## Jangan bocorkan detail

Pesan untuk pengguna tidak memuat jejak tumpukan (*stack trace*) atau isi query. Catat detailnya di log server, tampilkan kalimat yang membantu di layar.

## Ringkasan

- Galat yang diharapkan dilempar sebagai \`Response\` berstatus.
- \`ErrorBoundary\` rute menjaga sisa aplikasi tetap bisa dipakai.
- Detail teknis ke log, kalimat yang membantu ke pengguna.`,
        },
      ],
    },
    {
      title: "Kinerja",
      quizzes: [
        q("kuis-kinerja", "Kuis: Kinerja", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Langkah pertama sebelum menambah useMemo adalah…",
            options: ["Membungkus semua komponen dengan memo", "Mengukur dengan React DevTools Profiler", "Menghapus state", "Menulis ulang dengan class"],
            answer: 1,
            explanation: "Ukur dulu. Optimasi tanpa pengukuran sering menambah kerumitan tanpa hasil.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Mengapa `memo(KartuKelas)` tetap merender ulang bila induk mengirim `onPilih={() => pilih(id)}`?",
            options: ["memo rusak", "Fungsi baru dibuat di setiap render sehingga props berbeda", "Karena id berupa angka", "Karena komponennya kecil"],
            answer: 1,
            explanation: "Fungsi panah di JSX adalah referensi baru tiap render; stabilkan dengan useCallback bila memang perlu.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Fungsi React untuk memuat komponen secara terpisah (code splitting) bernama …",
            accept: ["lazy", "React.lazy"],
            explanation: "React.lazy(() => import(...)) bersama Suspense memuat kode komponen hanya saat dibutuhkan.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Mengukur Render",
          durationMinutes: 15,
          bodyMd: `Bab ini mengajarkan cara menemukan render yang lambat dengan React DevTools Profiler sebelum mengoptimasi apa pun.

## Merekam profil

1. Pasang ekstensi React Developer Tools.
2. Buka tab **Profiler**, tekan rekam, lakukan interaksi yang terasa lambat (misalnya mengetik di kotak cari), lalu hentikan.
3. Lihat **flamegraph**: batang lebar adalah komponen yang lama dirender.

## Membaca hasil

Aktifkan *"Record why each component rendered"*. Untuk setiap komponen, Profiler menyebut alasannya: props berubah, state berubah, atau induk dirender ulang.

## Contoh

Mengetik di kotak cari terasa tersendat. Profiler menunjukkan 200 \`KartuKelas\` dirender ulang di setiap ketukan, masing-masing 1,5 ms, total 300 ms. Alasannya: induk dirender ulang karena state \`query\` disimpan di \`HalamanKelas\`. Itulah target optimasi di bab berikutnya, bukan komponen lain.

## Ukur juga di perangkat lambat

Di DevTools Chrome, tab **Performance**, pilih *CPU: 4× slowdown*. Banyak pengguna Indonesia memakai ponsel kelas menengah; yang terasa cepat di laptop bisa tersendat di sana.

## Ringkasan

- Ukur dengan Profiler sebelum mengoptimasi.
- Cari komponen yang lebar di flamegraph dan baca alasan render-nya.
- Uji dengan perlambatan CPU untuk mewakili ponsel pengguna.`,
        },
        {
          title: "Memoisasi yang Tepat",
          durationMinutes: 20,
          bodyMd: `Bab ini membahas \`memo\`, \`useMemo\` dan \`useCallback\`: kapan membantu dan kapan hanya menambah kerumitan.

## Kasus dari bab sebelumnya

200 kartu dirender ulang setiap ketukan. Dua perbaikan:

~~~tsx
const KartuKelas = memo(function KartuKelas({ kelas, onPilih }: Props) {
  return <button onClick={() => onPilih(kelas.id)}>{kelas.nama}</button>;
});

function DaftarKelas({ kelas, query }: { kelas: Kelas[]; query: string }) {
  const hasil = useMemo(
    () => kelas.filter((k) => k.nama.toLowerCase().includes(query.toLowerCase())),
    [kelas, query],
  );
  const onPilih = useCallback((id: number) => navigate(\`/Class/\${id}\`), [navigate]);
  return hasil.map((k) => <KartuKelas key={k.id} kelas={k} onPilih={onPilih} />);
}
~~~

- \`memo\` melewati render bila props sama.
- \`useCallback\` menjaga referensi \`onPilih\` tetap, sehingga \`memo\` berguna.
- \`useMemo\` menyimpan hasil penyaringan selama \`kelas\` dan \`query\` tidak berubah.

## Kapan tidak perlu

Komponen kecil yang murah dirender tidak perlu \`memo\`. Setiap memoisasi punya biaya: perbandingan props dan kode yang lebih sulit dibaca. React Compiler dapat melakukan memoisasi otomatis; periksa apakah proyek Anda sudah memakainya sebelum menulis manual.

## Hasil

Setelah perbaikan, satu ketukan merender 12 kartu yang berubah, total 18 ms.

## Ringkasan

- Memoisasi hanya setelah pengukuran menunjukkan masalah.
- \`memo\` butuh props yang stabil; stabilkan fungsi dengan \`useCallback\`.
- \`useMemo\` untuk perhitungan mahal yang bergantung pada input tertentu.`,
        },
        {
          title: "Code Splitting",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas cara memecah bundel JavaScript agar halaman pertama cepat dimuat, terutama di koneksi seluler.

## Pemecahan per rute

React Router 7 dalam mode framework sudah memecah kode per rute: pengunjung halaman beranda tidak mengunduh kode dasbor admin.

## Komponen berat dengan lazy

Grafik statistik memakai pustaka besar tetapi hanya dibuka sebagian pengguna:

~~~tsx
import { lazy, Suspense } from "react";

const GrafikStatistik = lazy(() => import("../../../db/seed/content/courses/GrafikStatistik.tsx"));

export function PanelStatistik() {
  return (
    <Suspense fallback={<p>Memuat grafik…</p>}>
      <GrafikStatistik />
    </Suspense>
  );
}
~~~

## Memeriksa hasil

Jalankan build produksi dan lihat ukuran berkas per chunk. Vite memberi peringatan untuk chunk di atas 500 kB. Di tab **Network** DevTools, pastikan chunk grafik baru diunduh saat panel dibuka.

## Contoh

Bundel awal halaman kelas turun dari 610 kB menjadi 240 kB setelah pustaka grafik dipisah. Di koneksi 3G yang disimulasikan, halaman siap dipakai 2,1 detik lebih cepat.

## Ringkasan

- Pemecahan per rute sudah otomatis di React Router mode framework.
- \`lazy\` + \`Suspense\` untuk komponen berat yang jarang dipakai.
- Ukur ukuran chunk dan periksa kapan diunduh di tab Network.`,
        },
      ],
    },
    {
      title: "Siap Rilis",
      quizzes: [
        q("kuis-siap-rilis", "Kuis: Siap Rilis", [
          {
            kind: "multiple_choice",
            id: "q1",
            prompt: "Query Testing Library mana yang paling dianjurkan untuk menemukan tombol?",
            options: ["getByTestId", "container.querySelector", 'getByRole("button", { name: ... })', "getByClassName"],
            answer: 2,
            explanation: "getByRole mencari seperti pengguna dan pembaca layar menemukan elemen, sekaligus menguji aksesibilitasnya.",
          },
          {
            kind: "multiple_choice",
            id: "q2",
            prompt: "Ikon tombol tutup tanpa teks sebaiknya diberi…",
            options: ["title saja", 'aria-label="Tutup"', "warna merah", 'tabindex="-1"'],
            answer: 1,
            explanation: "aria-label memberi nama yang dibacakan pembaca layar untuk tombol tanpa teks.",
          },
          {
            kind: "short_answer",
            id: "q3",
            prompt: "Endpoint yang dipakai load balancer untuk memeriksa apakah server siap menerima lalu lintas biasanya dinamai /healthz atau /…",
            accept: ["readyz", "ready", "readiness"],
            explanation: "Endpoint kesiapan (readyz) menjawab 200 hanya bila server dan basis datanya siap.",
          },
        ]),
      ],
      chapters: [
        {
          title: "Pengujian Komponen",
          durationMinutes: 20,
          bodyMd: `Bab ini membahas pengujian komponen dengan Vitest dan Testing Library: menguji perilaku yang dilihat pengguna, bukan detail implementasi.

## Tes pertama

~~~tsx
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Penghitung } from "../../../db/seed/content/courses/Penghitung.tsx";

it("menambah angka saat tombol diklik", async () => {
  render(<Penghitung />);
  await userEvent.click(screen.getByRole("button", { name: "Tambah" }));
  expect(screen.getByText("Jumlah: 1")).toBeTruthy();
});
~~~

## Prinsip

- Cari elemen dengan **role** dan **nama** yang terlihat (\`getByRole\`, \`getByLabelText\`), bukan class CSS.
- Uji hasil yang dilihat pengguna, bukan state internal.
- Hindari snapshot besar; tes gagal karena perubahan kecil yang tidak relevan.

## Apa yang diuji di mana

| Tingkat | Alat | Contoh |
| --- | --- | --- |
| Fungsi murni | Vitest | reducer keranjang |
| Komponen | Vitest + Testing Library | formulir menampilkan pesan galat |
| Alur pengguna | Playwright | daftar kelas sampai pembayaran |

## Ringkasan

- Uji perilaku yang terlihat pengguna dengan query berbasis role.
- Fungsi murni diuji langsung, komponen dengan Testing Library, alur dengan Playwright.
- Hindari snapshot dan detail implementasi.`,
        },
        {
          title: "Aksesibilitas",
          durationMinutes: 15,
          bodyMd: `Bab ini membahas praktik aksesibilitas yang paling berdampak di aplikasi React: HTML semantik, nama yang bisa dibaca, fokus, dan formulir.

## HTML semantik lebih dulu

~~~tsx
// Kurang baik
<div onClick={simpan}>Simpan</div>

// Baik: bisa difokus, ditekan dengan Enter/Spasi, dibacakan sebagai tombol
<button type="button" onClick={simpan}>Simpan</button>
~~~

## Formulir yang bisa dipahami

~~~tsx
<label htmlFor="email">Email</label>
<input id="email" name="email" type="email" aria-invalid={!!galat} aria-describedby="email-galat" />
{galat && <p id="email-galat">{galat}</p>}
~~~

Pesan galat dihubungkan ke kolomnya, dan fokus dipindahkan ke kolom pertama yang salah setelah formulir dikirim.

## Fokus saat konten berubah

Saat dialog dibuka, fokus pindah ke dalam dialog; saat ditutup dengan Escape, fokus kembali ke tombol pembuka.

## Memeriksa

- Navigasikan seluruh halaman dengan keyboard saja.
- Jalankan axe (ekstensi atau di tes Playwright) dan perbaiki pelanggaran serius.
- Periksa kontras warna teks minimal 4,5 : 1.

## Ringkasan

- Pakai elemen HTML yang sesuai sebelum menambah ARIA.
- Label, \`aria-invalid\` dan \`aria-describedby\` membuat formulir bisa dipahami.
- Kelola fokus pada dialog dan uji dengan keyboard serta axe.`,
        },
        {
          title: "Deploy dan Observabilitas",
          durationMinutes: 20,
          bodyMd: `Bab penutup ini membahas membawa aplikasi ke produksi: build, pemeriksaan kesiapan, log terstruktur, dan memantau galat setelah rilis.

## Build dan jalankan

~~~bash
npm ci
npm run build
NODE_ENV=production node build/server/index.js
~~~

Jalankan tes dan build di CI pada setiap pull request; hanya commit yang lolos yang boleh di-deploy.

## Endpoint kesehatan

~~~ts
app.get("/readyz", async (c) => {
  await db.execute(sql\`select 1\`);
  return c.text("ok");
});
~~~

Load balancer mengirim lalu lintas hanya ke instance yang menjawab 200.

## Log terstruktur

~~~json
{"time":"2025-03-10T02:15:04Z","level":"error","msg":"pembayaran gagal","orderId":1842,"status":502}
~~~

Log JSON bisa dicari dan dihitung: berapa pembayaran gagal dalam satu jam terakhir? Jangan pernah mencatat kata sandi, token, atau data kartu.

## Setelah rilis

Pantau tingkat galat dan waktu respons selama satu jam pertama. Siapkan cara kembali ke versi sebelumnya (*rollback*) dalam satu perintah.

## Ringkasan

- CI menjalankan tes dan build sebelum deploy.
- \`/readyz\` memberi tahu load balancer bahwa server siap.
- Log JSON tanpa data rahasia, pantau galat setelah rilis, siapkan rollback.`,
        },
      ],
    },
  ],
};
