/**
 * Turns a visitor's Indonesian question into search groups: words are normalised, stopwords
 * dropped, and each remaining word expanded with its synonyms (one group = one idea, matched by any
 * of its words). Pure, so the same groups reach PGlite and PostgreSQL.
 */

/** Question words and fillers that say nothing about the content asked for. */
export const STOPWORDS = new Set(
  (
    "yang untuk apa apakah bagaimana gimana cara saya aku kami kita anda kamu ini itu di ke dari dan atau dengan ada adalah bisa " +
    "mau ingin pengen jadi cocok kapan berapa siapa mana dimana manakah yg dong ya nya kah tentang pada akan sudah belum tidak " +
    "juga saja aja lebih sangat the a an is of to in for what how tolong mohon info informasi halo hai terima kasih buat " +
    "boleh tahu tau bagi oleh sebagai agar supaya seperti kalau jika apabila bila punya harus perlu butuh apa-apa sih kok nah " +
    "ada-kah adakah gak nggak enggak kah lah pun para semua setiap tiap sama masih lagi banyak sedang telah dapat bisakah " +
    "berapakah kapankah siapakah dimanakah kenapa mengapa sebutkan jelaskan beri berikan rekomendasi rekomendasikan sarankan saran " +
    "bikin belajar ikut mengikuti minta meminta kalau dong deh gitu"
  ).split(/\s+/),
);

/**
 * Synonym groups for common terms. A word in a group stands for the whole group. Multi-word
 * entries are phrases ("tatap muka").
 */
export const SYNONYM_GROUPS: string[][] = [
  ["biaya", "harga", "tarif", "bayar", "membayar", "ongkos", "price", "rp", "mahal", "murah", "paket"],
  ["gratis", "free", "cuma-cuma", "tanpa biaya"],
  ["daftar", "pendaftaran", "mendaftar", "registrasi", "register", "gabung", "bergabung"],
  ["tutup", "ditutup", "penutupan", "batas", "terakhir", "deadline"],
  ["mulai", "dimulai", "memulai", "start"],
  ["jadwal", "waktu", "tanggal", "schedule"],
  ["pemula", "dasar", "awal", "nol", "beginner", "basic"],
  ["mahir", "lanjutan", "advanced", "lanjut"],
  ["developer", "pengembang", "programmer", "engineer"],
  ["coding", "koding", "ngoding", "pemrograman", "programming", "program komputer"],
  ["web", "website", "situs", "frontend", "front-end"],
  ["backend", "back-end", "server", "api"],
  ["mobile", "android", "ios", "aplikasi ponsel", "flutter", "hp", "ponsel", "handphone"],
  ["online", "daring", "virtual", "zoom"],
  ["offline", "luring", "tatap muka", "onsite"],
  ["sertifikat", "sertifikasi", "certificate"],
  ["beasiswa", "scholarship"],
  ["cicil", "cicilan", "angsuran", "kredit"],
  ["kelas", "class", "bootcamp", "pelatihan", "training"],
  ["kursus", "course", "belajar mandiri"],
  ["mentor", "pengajar", "instruktur", "tutor", "pembimbing"],
  ["lowongan", "karier", "karir", "career", "kerja", "pekerjaan"],
  ["lomba", "kompetisi", "competition", "liga"],
  ["acara", "event", "webinar", "seminar"],
  ["perusahaan", "korporasi", "corporate", "kantor", "karyawan"],
  ["pemerintah", "instansi", "asn", "government"],
  ["privasi", "privacy", "data pribadi"],
  ["refund", "pengembalian dana", "uang kembali", "batal", "pembatalan", "membatalkan"],
  ["devops", "docker", "container", "ci", "cd", "pipeline", "deploy", "kubernetes"],
  ["konsultasi", "janji temu", "appointment", "diskusi"],
  ["sekolah", "smk", "sma", "siswa"],
  ["data", "analisis", "analitik", "analyst"],
  ["desain", "design", "ui", "ux"],
  ["kopi", "coffee", "barista"],
  ["las", "pengelasan", "welding"],
  ["otomotif", "bengkel", "mesin", "kendaraan"],
  ["listrik", "kelistrikan", "instalasi"],
  ["masak", "memasak", "boga", "kuliner", "dapur"],
  ["hotel", "perhotelan", "front office"],
  ["jaringan", "network", "komputer"],
  ["keamanan", "security", "aman"],
  ["uji", "testing", "test", "pengujian", "qa"],
];

const SYN_INDEX = new Map<string, string[]>();
for (const g of SYNONYM_GROUPS) for (const w of g) if (!SYN_INDEX.has(w)) SYN_INDEX.set(w, g);

/** One idea of the question: its words (any matches) and how it was written. */
export interface TQueryGroup {
  word: string;
  alternatives: string[];
}

export const MAX_QUERY_GROUPS = 10;

/** Lower case, accents off, anything but letters, digits and hyphens becomes a space. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, " ")
    .replace(/(^|\s)-+|-+(\s|$)/g, " ")
    .trim();
}

/** "biayanya" → "biaya", "bisakah" → "bisa": the clitics -nya, -kah, -lah, -pun carry no topic. */
export function withoutClitic(word: string): string {
  const m = /^(.{3,}?)(nya|kah|lah|pun)$/.exec(word);
  return m && !SYN_INDEX.has(word) ? m[1]! : word;
}

/** The question's search groups (deduplicated, at most MAX_QUERY_GROUPS), phrases first. */
export function queryGroups(question: string): TQueryGroup[] {
  const words = normalise(question).split(/\s+/).filter(Boolean);
  const groups: TQueryGroup[] = [];
  const seen = new Set<string[] | string>();
  for (let i = 0; i < words.length; i++) {
    const two = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : "";
    let word = words[i]!;
    let syn = two ? SYN_INDEX.get(two) : undefined;
    if (syn) {
      word = two;
      i++;
    } else {
      word = withoutClitic(word);
      if (STOPWORDS.has(word) || word.length < 2) continue;
      syn = SYN_INDEX.get(word);
    }
    const key = syn ?? word;
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push({ word, alternatives: syn ? [...syn] : [word] });
    if (groups.length >= MAX_QUERY_GROUPS) break;
  }
  return groups;
}

/** A group as `to_tsquery` text: `(a | b | (tatap <-> muka))`, optionally restricted to a weight. Only [a-z0-9] reach it. */
export function groupTsQuery(g: TQueryGroup, weight?: "A"): string {
  const parts = g.alternatives
    .map((alt) =>
      alt
        .split(/[\s-]+/)
        .map((w) => w.replace(/[^a-z0-9]/g, ""))
        .filter(Boolean)
        .map((w) => (weight ? `${w}:${weight}` : w))
        .join(" <-> "),
    )
    .filter(Boolean);
  return parts.length > 1 ? `(${parts.map((p) => (p.includes("<->") ? `(${p})` : p)).join(" | ")})` : (parts[0] ?? "");
}
