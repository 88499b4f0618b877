/**
 * The DISC personality test of the book landing page: 24 forced-choice questions. Each question
 * offers four statements, one per dimension (Dominance, Influence, Steadiness, Conscientiousness);
 * the reader picks the one "paling sesuai" (most like me) and the one "paling tidak sesuai" (least
 * like me). A dimension scores (times picked as most) − (times picked as least), so each score lies
 * in −24…24 and the four add up to 0. Pure code: it runs on the server and in the browser alike.
 */

export const DISC_DIMS = ["D", "I", "S", "C"] as const;
export type TDiscDim = (typeof DISC_DIMS)[number];

export interface TDiscStatement {
  dim: TDiscDim;
  text: string;
}

export interface TDiscQuestion {
  /** 1-based question number, also the form field prefix (`q7_most`). */
  no: number;
  /** Four statements, one per dimension, in the order shown (option 1…4). */
  statements: readonly [TDiscStatement, TDiscStatement, TDiscStatement, TDiscStatement];
}

const q = (no: number, ...s: [TDiscDim, string][]): TDiscQuestion => ({
  no,
  statements: s.map(([dim, text]) => ({ dim, text })) as unknown as TDiscQuestion["statements"],
});

/** Written for this product (Indonesian). The dimension order varies per question. */
export const DISC_QUESTIONS: readonly TDiscQuestion[] = [
  q(
    1,
    ["D", "Saya suka mengambil keputusan dengan cepat."],
    ["I", "Saya mudah akrab dengan orang baru."],
    ["S", "Saya sabar menunggu giliran."],
    ["C", "Saya teliti memeriksa setiap detail."],
  ),
  q(
    2,
    ["I", "Saya senang menjadi pusat perhatian."],
    ["C", "Saya mengikuti aturan dengan cermat."],
    ["D", "Saya berani menghadapi tantangan besar."],
    ["S", "Saya menjaga suasana tetap tenang."],
  ),
  q(
    3,
    ["S", "Saya pendengar yang baik bagi teman."],
    ["D", "Saya terdorong untuk selalu menang."],
    ["C", "Saya menyukai pekerjaan yang rapi dan terukur."],
    ["I", "Saya pandai menyemangati orang lain."],
  ),
  q(
    4,
    ["C", "Saya menimbang data sebelum memutuskan."],
    ["S", "Saya setia pada tim dan kebiasaan yang baik."],
    ["I", "Saya suka bercerita dan bercanda."],
    ["D", "Saya langsung mengatakan apa yang saya mau."],
  ),
  q(
    5,
    ["D", "Saya suka memimpin kelompok."],
    ["C", "Saya menghindari kesalahan sekecil apa pun."],
    ["I", "Saya optimis hampir dalam segala hal."],
    ["S", "Saya lebih suka perubahan yang perlahan."],
  ),
  q(
    6,
    ["I", "Saya mudah meyakinkan orang lain."],
    ["S", "Saya suka membantu tanpa diminta."],
    ["D", "Saya tidak takut mengambil risiko."],
    ["C", "Saya bekerja sesuai rencana yang tersusun."],
  ),
  q(
    7,
    ["S", "Saya tenang saat orang lain panik."],
    ["I", "Saya penuh semangat dan ekspresif."],
    ["C", "Saya suka menganalisis masalah sampai tuntas."],
    ["D", "Saya tegas dalam bersikap."],
  ),
  q(
    8,
    ["C", "Saya menjaga mutu pekerjaan di atas kecepatan."],
    ["D", "Saya fokus pada hasil akhir."],
    ["S", "Saya menghargai keharmonisan dalam kelompok."],
    ["I", "Saya senang bertemu banyak orang."],
  ),
  q(
    9,
    ["D", "Saya suka bersaing."],
    ["I", "Saya spontan dan suka hal baru yang seru."],
    ["C", "Saya berhati-hati dan penuh pertimbangan."],
    ["S", "Saya dapat diandalkan dan konsisten."],
  ),
  q(
    10,
    ["I", "Saya suka bekerja sambil berdiskusi."],
    ["D", "Saya mandiri dan tidak suka diatur."],
    ["S", "Saya mudah memaafkan."],
    ["C", "Saya memeriksa ulang sebelum menyerahkan pekerjaan."],
  ),
  q(
    11,
    ["S", "Saya menyelesaikan tugas sampai tuntas, sedikit demi sedikit."],
    ["C", "Saya suka instruksi yang jelas dan lengkap."],
    ["D", "Saya cepat bertindak saat ada masalah."],
    ["I", "Saya membuat suasana menjadi ceria."],
  ),
  q(
    12,
    ["C", "Saya logis dan objektif."],
    ["I", "Saya hangat dan ramah."],
    ["S", "Saya rendah hati dan tidak suka menonjol."],
    ["D", "Saya percaya diri dengan pendapat saya."],
  ),
  q(
    13,
    ["D", "Saya menetapkan target yang tinggi."],
    ["S", "Saya sabar mengajari orang lain."],
    ["I", "Saya suka tampil di depan umum."],
    ["C", "Saya menyukai ketepatan dan keakuratan."],
  ),
  q(
    14,
    ["I", "Saya punya banyak teman dari berbagai kalangan."],
    ["C", "Saya perlu fakta sebelum percaya."],
    ["D", "Saya suka mengendalikan situasi."],
    ["S", "Saya nyaman dengan rutinitas."],
  ),
  q(
    15,
    ["S", "Saya mendukung keputusan bersama."],
    ["D", "Saya tidak sabar dengan proses yang lambat."],
    ["C", "Saya merencanakan segala sesuatu jauh hari."],
    ["I", "Saya senang memberi pujian."],
  ),
  q(
    16,
    ["C", "Saya menyimpan catatan dengan tertib."],
    ["S", "Saya menghindari konflik."],
    ["D", "Saya berterus terang walau tidak enak didengar."],
    ["I", "Saya mudah bergaul di acara apa pun."],
  ),
  q(
    17,
    ["D", "Saya terus maju meski ada hambatan."],
    ["I", "Saya suka mengajak orang ikut serta."],
    ["C", "Saya kritis terhadap ide baru."],
    ["S", "Saya peduli pada perasaan orang lain."],
  ),
  q(
    18,
    ["I", "Saya antusias saat memulai proyek baru."],
    ["S", "Saya tekun mengerjakan tugas yang sama berulang kali."],
    ["C", "Saya mematuhi standar dan prosedur."],
    ["D", "Saya berani menentang pendapat mayoritas."],
  ),
  q(
    19,
    ["S", "Saya suka suasana yang stabil dan aman."],
    ["C", "Saya cermat menghitung untung dan rugi."],
    ["I", "Saya gampang bersemangat."],
    ["D", "Saya suka mengambil alih saat keadaan kacau."],
  ),
  q(
    20,
    ["C", "Saya memilih bekerja dengan tenang dan fokus."],
    ["D", "Saya ingin hasil yang cepat dan nyata."],
    ["I", "Saya pandai mencairkan suasana."],
    ["S", "Saya menjadi penengah saat ada perselisihan."],
  ),
  q(
    21,
    ["D", "Saya yakin bisa mengubah keadaan."],
    ["C", "Saya suka mempelajari sesuatu secara mendalam."],
    ["S", "Saya menepati janji kepada orang lain."],
    ["I", "Saya senang berbagi ide di depan banyak orang."],
  ),
  q(
    22,
    ["I", "Saya memotivasi tim dengan energi positif."],
    ["D", "Saya suka tantangan yang sulit."],
    ["C", "Saya menjaga kualitas sampai ke hal terkecil."],
    ["S", "Saya membantu teman dengan sabar."],
  ),
  q(
    23,
    ["S", "Saya lebih suka mendengarkan daripada berbicara."],
    ["I", "Saya suka mencoba pengalaman yang menyenangkan."],
    ["D", "Saya memutuskan tanpa ragu."],
    ["C", "Saya mengikuti langkah kerja secara sistematis."],
  ),
  q(
    24,
    ["C", "Saya menilai sesuatu berdasarkan bukti."],
    ["S", "Saya setia dan bisa dipercaya."],
    ["D", "Saya berorientasi pada tujuan."],
    ["I", "Saya mudah membuat orang tertawa."],
  ),
];

export const DISC_QUESTION_COUNT = DISC_QUESTIONS.length;

/** One answer: the chosen options (1…4) of a question. */
export interface TDiscChoice {
  most: number;
  least: number;
}

export type TDiscScores = Record<TDiscDim, number>;

export interface TDiscResult {
  scores: TDiscScores;
  /** Strongest dimension (ties broken by the count of "most" picks, then D, I, S, C). */
  primary: TDiscDim;
  /** Second strongest. */
  secondary: TDiscDim;
  /** Primary + secondary, e.g. "DI". */
  profile: string;
}

/** Field names of one question in the form. */
export const discField = (no: number, kind: "most" | "least") => `q${no}_${kind}`;

export type TDiscValidation = { ok: true; choices: TDiscChoice[] } | { ok: false; errors: Record<string, string> };

/**
 * Checks raw form values (`q1_most` … `q24_least`, each "1"…"4"): every question answered both
 * ways, and "paling sesuai" differs from "paling tidak sesuai". Errors are keyed by field name,
 * in Indonesian.
 */
export function validateDiscAnswers(raw: Record<string, unknown>): TDiscValidation {
  const errors: Record<string, string> = {};
  const choices: TDiscChoice[] = [];
  for (const question of DISC_QUESTIONS) {
    const most = option(raw[discField(question.no, "most")]);
    const least = option(raw[discField(question.no, "least")]);
    if (most === null) errors[discField(question.no, "most")] = `Soal ${question.no}: pilih pernyataan yang paling sesuai dengan Anda.`;
    if (least === null) errors[discField(question.no, "least")] = `Soal ${question.no}: pilih pernyataan yang paling tidak sesuai dengan Anda.`;
    if (most !== null && least !== null && most === least)
      errors[discField(question.no, "least")] = `Soal ${question.no}: pilihan "paling sesuai" dan "paling tidak sesuai" harus berbeda.`;
    choices.push({ most: most ?? 0, least: least ?? 0 });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, choices };
}

function option(v: unknown): number | null {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  return /^[1-4]$/.test(s) ? Number(s) : null;
}

/** Scores valid choices (one per question, in order). Throws on a malformed list: validate first. */
export function scoreDisc(choices: readonly TDiscChoice[]): TDiscResult {
  if (choices.length !== DISC_QUESTIONS.length) throw new Error(`DISC: ${DISC_QUESTIONS.length} jawaban diperlukan, diterima ${choices.length}.`);
  const scores: TDiscScores = { D: 0, I: 0, S: 0, C: 0 };
  const mostCount: TDiscScores = { D: 0, I: 0, S: 0, C: 0 };
  choices.forEach((c, i) => {
    const st = DISC_QUESTIONS[i]!.statements;
    if (c.most < 1 || c.most > 4 || c.least < 1 || c.least > 4 || c.most === c.least) throw new Error(`DISC: jawaban soal ${i + 1} tidak valid.`);
    const m = st[c.most - 1]!.dim;
    const l = st[c.least - 1]!.dim;
    scores[m] += 1;
    mostCount[m] += 1;
    scores[l] -= 1;
  });
  const ranked = [...DISC_DIMS].sort((a, b) => scores[b] - scores[a] || mostCount[b] - mostCount[a] || DISC_DIMS.indexOf(a) - DISC_DIMS.indexOf(b));
  const primary = ranked[0]!;
  const secondary = ranked[1]!;
  return { scores, primary, secondary, profile: `${primary}${secondary}` };
}

/** −24…24 → 0…100 for a bar. */
export function discPercent(score: number): number {
  return Math.round(((score + DISC_QUESTIONS.length) / (2 * DISC_QUESTIONS.length)) * 100);
}

export interface TDiscProfile {
  dim: TDiscDim;
  name: string;
  tagline: string;
  summary: string;
  strengths: string[];
  watch: string[];
  workStyle: string;
}

/** What each dimension means, for the result page (Indonesian). */
export const DISC_PROFILES: Record<TDiscDim, TDiscProfile> = {
  D: {
    dim: "D",
    name: "Dominance (Dominan)",
    tagline: "Pengambil keputusan yang berorientasi hasil",
    summary:
      "Anda terdorong oleh tujuan dan tantangan. Anda cepat memutuskan, berani mengambil risiko, dan nyaman memimpin ketika keadaan menuntut arah yang jelas.",
    strengths: ["Tegas dan cepat bertindak", "Berani menghadapi tantangan", "Fokus pada hasil dan target"],
    watch: ["Bisa terkesan kurang sabar", "Kadang melewatkan perasaan orang lain", "Cenderung ingin mengendalikan semuanya"],
    workStyle: "Berkembang dalam peran yang memberi wewenang, target yang menantang, dan ruang untuk bergerak cepat.",
  },
  I: {
    dim: "I",
    name: "Influence (Intim/Pengaruh)",
    tagline: "Penggerak yang antusias dan mudah bergaul",
    summary: "Anda bersemangat, optimis, dan pandai membangun hubungan. Anda senang berbagi ide, menyemangati orang lain, dan membuat suasana menjadi hidup.",
    strengths: ["Komunikatif dan persuasif", "Membangun jejaring dengan mudah", "Membawa energi positif ke tim"],
    watch: ["Bisa kurang teliti pada detail", "Mudah terdistraksi oleh hal baru", "Terlalu optimis terhadap tenggat"],
    workStyle: "Berkembang dalam peran yang banyak berinteraksi: presentasi, kolaborasi, pelatihan, dan pemasaran.",
  },
  S: {
    dim: "S",
    name: "Steadiness (Stabil)",
    tagline: "Pendukung yang sabar dan dapat diandalkan",
    summary:
      "Anda tenang, setia, dan konsisten. Anda menghargai keharmonisan, pandai mendengarkan, dan menjadi tempat bersandar bagi tim dalam jangka panjang.",
    strengths: ["Sabar dan pendengar yang baik", "Konsisten dan dapat diandalkan", "Menjaga keharmonisan tim"],
    watch: ["Cenderung menghindari konflik", "Kurang nyaman dengan perubahan mendadak", "Sulit berkata tidak"],
    workStyle: "Berkembang dalam lingkungan yang stabil, dengan peran yang jelas dan kerja sama yang erat.",
  },
  C: {
    dim: "C",
    name: "Conscientiousness (Cermat)",
    tagline: "Pemikir analitis yang menjaga mutu",
    summary: "Anda teliti, logis, dan menjunjung standar tinggi. Anda menimbang data sebelum memutuskan dan memastikan setiap pekerjaan tepat dan rapi.",
    strengths: ["Teliti dan akurat", "Analitis dan sistematis", "Menjaga kualitas dan standar"],
    watch: ["Bisa terlalu perfeksionis", "Lambat memutuskan tanpa data lengkap", "Terkesan kaku atau terlalu kritis"],
    workStyle: "Berkembang dalam pekerjaan yang menuntut ketelitian: analisis, riset, keuangan, dan rekayasa.",
  },
};
