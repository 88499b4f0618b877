import type { TMarketingPage, TSection } from "../contracts/content.ts";
import type { TEventActivity, TEventSpeaker, TFeatureBenefit, TMediaLink, TSponsorTier } from "../db/schema/content.ts";

/** Demo copy for portfolio, events, careers, features, media and marketing pages (per tenant). */
export interface TSeedCtx {
  name: string;
  city: string;
  family: "brand" | "academy" | "foundation" | "aksara";
  lang: "id" | "en";
  /** the tenant's layout, for links and media names */
  layout: string;
}

const L = (c: TSeedCtx, id: string, en: string) => (c.lang === "en" ? en : id);
const img = (kind: "cover" | "photo" | "avatar" | "logo", name: string) => `/media/${kind}/${name}.svg`;
const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

// ---- Portfolio (spec §3: six fixed slugs, kinds, 2020–2024) ---------------------------------------

export interface TPortfolioSeed {
  slug: string;
  title: string;
  kind: string;
  date: string;
  clientName: string;
  summary: string;
  description: string;
  projectLink: string | null;
  batchs: { label: string; date: string }[] | null;
  video: { link: string; thumbnail: string } | null;
  images: TMediaLink[];
  photos: TMediaLink[];
  cover: string;
}

export function portfolioSeeds(c: TSeedCtx): TPortfolioSeed[] {
  const mk = (
    slug: string,
    title: string,
    kind: string,
    date: string,
    clientName: string,
    summary: string,
    body: string[],
    batchs: { label: string; date: string }[] | null,
    projectLink: string | null = null,
  ): TPortfolioSeed => ({
    slug,
    title,
    kind,
    date,
    clientName,
    summary,
    description: body.map((b) => (b.startsWith("<") ? b : `<p>${b}</p>`)).join("\n"),
    projectLink,
    batchs,
    video: { link: `/Video`, thumbnail: img("cover", `${slug}-video`) },
    images: [1, 2, 3].map((i) => ({ link: img("photo", `${slug}-${i}`), name: L(c, `Dokumentasi ${title} ${i}`, `${title} documentation ${i}`) })),
    photos: [1, 2].map((i) => ({ link: img("photo", `${slug}-kegiatan-${i}`), name: L(c, `Kegiatan peserta ${i}`, `Participants at work ${i}`) })),
    cover: img("cover", slug),
  });
  return [
    mk(
      "farcapital",
      "FarCapital EmpowerEdge Training",
      "EmpowerEdge Training Program",
      "2023-08-14T02:00:00Z",
      "PT FarCapital Indonesia",
      L(
        c,
        "Pelatihan literasi keuangan digital dan analisis data untuk 80 karyawan FarCapital selama enam minggu.",
        "Six weeks of digital finance literacy and data analysis training for 80 FarCapital employees.",
      ),
      [
        L(
          c,
          "FarCapital meminta program peningkatan kompetensi bagi tim operasional yang mulai memakai dasbor data dalam pekerjaan sehari-hari.",
          "FarCapital asked for an upskilling programme for operations staff who had started using data dashboards every day.",
        ),
        L(
          c,
          "Kami merancang kurikulum EmpowerEdge: spreadsheet lanjutan, visualisasi data, dan studi kasus dari data perusahaan yang sudah dianonimkan.",
          "We designed the EmpowerEdge curriculum: advanced spreadsheets, data visualisation and case studies on anonymised company data.",
        ),
        L(
          c,
          "<ul><li>80 peserta, 94% menyelesaikan program</li><li>Rata-rata nilai pascates naik 38 poin</li><li>12 dasbor internal dibangun peserta</li></ul>",
          "<ul><li>80 participants, 94% completion</li><li>Average post-test score up 38 points</li><li>12 internal dashboards built by participants</li></ul>",
        ),
      ],
      [
        { label: L(c, "Angkatan 1", "Batch 1"), date: "2023-08-14" },
        { label: L(c, "Angkatan 2", "Batch 2"), date: "2023-10-02" },
      ],
    ),
    mk(
      "pesilat-1",
      "Pesilat Angkatan 1",
      "CSR Program",
      "2021-03-08T02:00:00Z",
      "Yayasan Pesilat Nusantara",
      L(
        c,
        "Program CSR pelatihan vokasi bagi 150 lulusan SMK di Jawa Tengah dengan penyaluran kerja ke industri mitra.",
        "A CSR vocational programme for 150 vocational-school graduates in Central Java, with job placement at partner companies.",
      ),
      [
        L(
          c,
          "Pesilat lahir dari keprihatinan atas tingginya pengangguran lulusan SMK. Angkatan pertama berfokus pada teknisi jaringan dan administrasi perkantoran digital.",
          "Pesilat was born from concern about high unemployment among vocational graduates. The first batch focused on network technicians and digital office administration.",
        ),
        L(
          c,
          "Peserta belajar tiga bulan di balai latihan, lalu magang dua bulan di industri mitra.",
          "Participants trained for three months, then interned for two months with partner companies.",
        ),
        L(
          c,
          "<ul><li>150 peserta dari 22 SMK</li><li>71% bekerja dalam enam bulan</li></ul>",
          "<ul><li>150 participants from 22 schools</li><li>71% employed within six months</li></ul>",
        ),
      ],
      [{ label: L(c, "Gelombang 1", "Wave 1"), date: "2021-03-08" }],
    ),
    mk(
      "jabar-digital-academy-1",
      "Jabar Digital Academy 2020",
      "Capacity Building Programs",
      "2020-09-21T02:00:00Z",
      "Pemerintah Provinsi Jawa Barat",
      L(
        c,
        "Peningkatan kapasitas digital bagi 1.000 aparatur dan warga Jawa Barat di masa pandemi, sepenuhnya daring.",
        "Digital capacity building for 1,000 civil servants and residents of West Java during the pandemic, fully online.",
      ),
      [
        L(
          c,
          "Saat pandemi memaksa layanan publik berpindah ke ranah daring, Pemerintah Provinsi Jawa Barat membutuhkan pelatihan cepat dan terukur.",
          "When the pandemic pushed public services online, the West Java provincial government needed fast, measurable training.",
        ),
        L(
          c,
          "Kami menyelenggarakan kelas daring dengan modul administrasi digital, keamanan data, dan layanan publik berbasis aplikasi.",
          "We ran online classes on digital administration, data security and app-based public services.",
        ),
      ],
      [
        { label: L(c, "Batch September", "September batch"), date: "2020-09-21" },
        { label: L(c, "Batch November", "November batch"), date: "2020-11-16" },
      ],
      "https://digitalacademy.jabarprov.go.id",
    ),
    mk(
      "jongkreatif-academy",
      "Jong Kreatif Academy",
      "CSR Program",
      "2022-06-13T02:00:00Z",
      "Jong Kreatif",
      L(
        c,
        "Akademi ekonomi kreatif untuk 200 pemuda Surabaya: desain grafis, produksi konten, dan pemasaran digital.",
        "A creative-economy academy for 200 young people in Surabaya: graphic design, content production and digital marketing.",
      ),
      [
        L(
          c,
          "Jong Kreatif Academy menggabungkan kelas teknis dengan pendampingan usaha, sehingga peserta bisa langsung menawarkan jasa kreatif.",
          "Jong Kreatif Academy combined technical classes with business mentoring so participants could sell creative services right away.",
        ),
        L(c, "Proyek akhir peserta berupa kampanye digital untuk UMKM setempat.", "Final projects were digital campaigns for local small businesses."),
      ],
      null,
    ),
    mk(
      "sekolahbeta-intensive",
      "Sekolah Beta Intensive Bootcamp",
      "EmpowerEdge Training Program",
      "2022-11-07T02:00:00Z",
      "Sekolah Beta",
      L(
        c,
        "Bootcamp pemrograman web 12 minggu dengan kurikulum berbasis proyek dan mentor praktisi.",
        "A 12-week web programming bootcamp with a project-based curriculum and practitioner mentors.",
      ),
      [
        L(
          c,
          "Bootcamp intensif ini menyiapkan peserta tanpa latar belakang IT menjadi junior web developer.",
          "This intensive bootcamp prepared people with no IT background to become junior web developers.",
        ),
        L(
          c,
          "<ul><li>3 angkatan, 96 lulusan</li><li>64% bekerja sebagai developer dalam empat bulan</li></ul>",
          "<ul><li>3 cohorts, 96 graduates</li><li>64% working as developers within four months</li></ul>",
        ),
      ],
      [
        { label: L(c, "Angkatan 1", "Cohort 1"), date: "2022-11-07" },
        { label: L(c, "Angkatan 2", "Cohort 2"), date: "2023-03-06" },
        { label: L(c, "Angkatan 3", "Cohort 3"), date: "2023-07-03" },
      ],
    ),
    mk(
      "jabar-digital-academy-2",
      "Jabar Digital Academy 2024",
      "Capacity Building Programs",
      "2024-05-20T02:00:00Z",
      "Pemerintah Provinsi Jawa Barat",
      L(
        c,
        "Lanjutan program kapasitas digital Jawa Barat dengan fokus analisis data kebijakan dan kecerdasan buatan terapan.",
        "The follow-up West Java capacity programme focused on policy data analysis and applied AI.",
      ),
      [
        L(
          c,
          "Empat tahun setelah program pertama, fokus bergeser dari adaptasi ke pemanfaatan data untuk perencanaan.",
          "Four years after the first programme, the focus shifted from adapting to using data for planning.",
        ),
        L(
          c,
          "Peserta dari 27 kabupaten/kota membangun dasbor indikator pembangunan daerahnya masing-masing.",
          "Participants from 27 regencies and cities built development-indicator dashboards for their own regions.",
        ),
      ],
      [{ label: L(c, "Batch Mei", "May batch"), date: "2024-05-20" }],
      "https://digitalacademy.jabarprov.go.id",
    ),
  ];
}

// ---- Events ---------------------------------------------------------------------------------------

/** Spec §9 sponsorship tiers, exactly. */
export function sponsorTiers(c: TSeedCtx): TSponsorTier[] {
  return [
    {
      name: "Title Sponsor",
      slot: L(c, "Eksklusif, 1 slot", "Exclusive, 1 slot"),
      price: null,
      priceNote: L(c, "Seluruh biaya acara", "Full event cost"),
      exclusive: true,
      benefits: [
        L(c, "Nama acara menyertakan merek Anda", "Event name carries your brand"),
        L(c, "Sesi keynote 30 menit", "30-minute keynote slot"),
        L(c, "Logo terbesar di semua materi", "Largest logo on all materials"),
        L(c, "Akses data peserta yang menyetujui", "Access to consenting attendee data"),
      ],
    },
    {
      name: "Platinum",
      slot: L(c, "2-3 slot", "2-3 slots"),
      price: 50_000_000,
      benefits: [
        L(c, "Booth utama di area pameran", "Main booth in the exhibition area"),
        L(c, "Sesi talkshow 15 menit", "15-minute talk-show slot"),
        L(c, "Logo besar di panggung dan situs", "Large logo on stage and website"),
      ],
    },
    {
      name: "Gold",
      slot: L(c, "4-5 slot", "4-5 slots"),
      price: 25_000_000,
      benefits: [
        L(c, "Booth standar", "Standard booth"),
        L(c, "Logo di panggung dan situs", "Logo on stage and website"),
        L(c, "Sebutan di media sosial", "Social-media mention"),
      ],
    },
    {
      name: "Silver",
      slot: L(c, "Slot terbuka", "Open slots"),
      price: 10_000_000,
      benefits: [L(c, "Logo di situs acara", "Logo on the event website"), L(c, "Materi promosi di tas peserta", "Flyer in attendee bags")],
    },
  ];
}

function speakers(_c: TSeedCtx, names: [string, string, boolean, boolean][]): TEventSpeaker[] {
  return names.map(([name, bio, confirmed, li], i) => ({
    id: i + 1,
    image: img("avatar", slugOf(name)),
    name,
    short_bio: bio,
    isConfirmed: confirmed,
    ...(li ? { linkedIn: `https://www.linkedin.com/in/${slugOf(name)}` } : {}),
  }));
}

export interface TEventSeed {
  kind: "event" | "program";
  slug: string;
  title: string;
  summary: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: string;
  mode: "online" | "offline" | "hybrid";
  speakers: TEventSpeaker[];
  activities: TEventActivity[];
  sponsorTiers: TSponsorTier[];
  cover: string;
}

export function eventSeeds(c: TSeedCtx): TEventSeed[] {
  const act = (name: string, description: string): TEventActivity => ({ image: img("photo", slugOf(name)), name, description });
  return [
    {
      kind: "event",
      slug: "festival-talenta-digital-2027",
      title: L(c, `Festival Talenta Digital ${c.name} 2027`, `${c.name} Digital Talent Festival 2027`),
      summary: L(
        c,
        "Dua hari lokakarya, talkshow, bursa kerja, dan kompetisi untuk talenta digital muda.",
        "Two days of workshops, talk shows, a job fair and competitions for young digital talent.",
      ),
      description: `<p>${L(c, `Festival tahunan ${c.name} mempertemukan peserta, alumni, mentor, dan mitra industri di ${c.city}. Tahun ini kami menghadirkan jalur khusus kecerdasan buatan terapan dan bursa kerja dengan lebih dari 30 perusahaan.`, `The annual ${c.name} festival brings learners, alumni, mentors and industry partners together in ${c.city}. This year features an applied-AI track and a job fair with more than 30 companies.`)}</p><p>${L(c, "Masuk gratis dengan pendaftaran; kursi lokakarya terbatas.", "Entry is free with registration; workshop seats are limited.")}</p>`,
      startsAt: "2027-08-14T01:00:00Z",
      endsAt: "2027-08-15T10:00:00Z",
      location: L(c, `Gedung Serbaguna, ${c.city}`, `Convention Hall, ${c.city}`),
      mode: "hybrid",
      speakers: speakers(c, [
        ["Laras Kusuma", L(c, "Dosen ilmu komputer dan peneliti pendidikan AI.", "Computer science lecturer and AI-in-education researcher."), true, true],
        ["Hendra Wijaya", L(c, "Engineering manager di perusahaan logistik nasional.", "Engineering manager at a national logistics company."), true, true],
        [
          "Maya Anggraini",
          L(c, "Alumni yang kini memimpin tim data di startup agritek.", "Alumna now leading a data team at an agritech start-up."),
          false,
          false,
        ],
      ]),
      activities: [
        act(
          L(c, "Lokakarya AI Terapan", "Applied AI Workshop"),
          L(c, "Membangun asisten sederhana untuk UMKM dalam tiga jam.", "Build a simple assistant for a small business in three hours."),
        ),
        act(L(c, "Bursa Kerja", "Job Fair"), L(c, "Bertemu langsung perekrut dari lebih dari 30 perusahaan.", "Meet recruiters from more than 30 companies.")),
        act(
          L(c, "Kompetisi Hackathon", "Hackathon"),
          L(c, "24 jam membangun solusi untuk tantangan layanan publik.", "24 hours building solutions for public-service challenges."),
        ),
      ],
      sponsorTiers: sponsorTiers(c),
      cover: img("cover", "festival-talenta-digital-2027"),
    },
    {
      kind: "event",
      slug: "webinar-karier-teknologi",
      title: L(c, "Webinar: Peta Karier Teknologi untuk Lulusan Baru", "Webinar: Tech Career Map for New Graduates"),
      summary: L(
        c,
        "Mengenal peran-peran di industri teknologi dan keterampilan yang dicari perekrut.",
        "Roles in the tech industry and the skills recruiters look for.",
      ),
      description: `<p>${L(c, "Webinar daring dua jam bersama praktisi rekrutmen dan alumni. Sesi tanya jawab terbuka untuk semua peserta.", "A two-hour online webinar with recruiters and alumni, with an open Q&A.")}</p>`,
      startsAt: "2025-02-22T06:00:00Z",
      endsAt: "2025-02-22T08:00:00Z",
      location: L(c, "Daring (Zoom)", "Online (Zoom)"),
      mode: "online",
      speakers: speakers(c, [["Rizky Pratama", L(c, "Kepala program dan mentor karier.", "Head of programme and career mentor."), true, true]]),
      activities: [act(L(c, "Sesi Tanya Jawab", "Q&A Session"), L(c, "Tanyakan langsung kepada perekrut.", "Ask recruiters directly."))],
      sponsorTiers: [],
      cover: img("cover", "webinar-karier-teknologi"),
    },
    {
      kind: "program",
      slug: "kelas-singkat-desain-ui",
      title: L(c, "Kelas Singkat Desain UI di Festival", "UI Design Short Course at the Festival"),
      summary: L(c, "Program satu hari: dari sketsa ke prototipe interaktif.", "A one-day programme: from sketch to interactive prototype."),
      description: `<p>${L(c, "Program pendamping festival untuk peserta yang ingin mencoba desain antarmuka. Bawa laptop; perangkat lunak gratis.", "A festival side programme for people who want to try interface design. Bring a laptop; free software is used.")}</p>`,
      startsAt: "2027-08-14T02:00:00Z",
      endsAt: "2027-08-14T09:00:00Z",
      location: L(c, `Ruang Lokakarya 2, ${c.city}`, `Workshop Room 2, ${c.city}`),
      mode: "offline",
      speakers: speakers(c, [["Dewi Lestari", L(c, "Desainer produk dan mentor UI/UX.", "Product designer and UI/UX mentor."), true, false]]),
      activities: [act(L(c, "Sketsa Cepat", "Rapid Sketching"), L(c, "Latihan menggambar alur layar.", "Practice drawing screen flows."))],
      sponsorTiers: [],
      cover: img("cover", "kelas-singkat-desain-ui"),
    },
    {
      kind: "program",
      slug: "klinik-cv-dan-linkedin",
      title: L(c, "Klinik CV dan LinkedIn", "CV and LinkedIn Clinic"),
      summary: L(
        c,
        "Konsultasi satu lawan satu untuk memperbaiki CV dan profil profesional.",
        "One-to-one advice to improve your CV and professional profile.",
      ),
      description: `<p>${L(c, "Setiap peserta mendapat 20 menit bersama praktisi HR. Daftar di meja informasi pada hari acara.", "Each participant gets 20 minutes with an HR practitioner. Sign up at the information desk on the day.")}</p>`,
      startsAt: "2027-08-15T02:00:00Z",
      endsAt: "2027-08-15T08:00:00Z",
      location: L(c, `Area Karier, ${c.city}`, `Career Zone, ${c.city}`),
      mode: "offline",
      speakers: [],
      activities: [],
      sponsorTiers: [],
      cover: img("cover", "klinik-cv-dan-linkedin"),
    },
  ];
}

// ---- Careers and jobs ----------------------------------------------------------------------------

export function careerSeeds(c: TSeedCtx) {
  return [
    {
      slug: "tim-internal",
      name: L(c, `Tim ${c.name}`, `${c.name} Team`),
      summary: L(
        c,
        "Bergabunglah dengan tim yang membangun pengalaman belajar bagi ribuan talenta muda.",
        "Join the team that builds learning experiences for thousands of young people.",
      ),
      description: `<p>${L(c, `Kami tim kecil di ${c.city} yang bekerja lintas fungsi: kurikulum, teknologi, dan kemitraan. Kami menghargai rasa ingin tahu, komunikasi yang jelas, dan keberpihakan pada peserta.`, `We are a small cross-functional team in ${c.city}: curriculum, technology and partnerships. We value curiosity, clear communication and care for learners.`)}</p>`,
      location: c.city,
      jobs: [
        {
          title: L(c, "Mentor Pemrograman Web", "Web Programming Mentor"),
          employment: L(c, "Paruh waktu", "Part-time"),
          salaryMin: 4_000_000,
          salaryMax: 6_000_000,
          requirements: [
            L(c, "Dua tahun pengalaman sebagai web developer", "Two years as a web developer"),
            L(c, "Sabar dan senang menjelaskan", "Patient and enjoys explaining"),
          ],
        },
        {
          title: L(c, "Staf Kemitraan Program", "Programme Partnerships Officer"),
          employment: L(c, "Penuh waktu", "Full-time"),
          salaryMin: 6_500_000,
          salaryMax: 9_000_000,
          requirements: [
            L(c, "Pengalaman mengelola hubungan dengan mitra", "Experience managing partner relationships"),
            L(c, "Mampu menulis proposal", "Able to write proposals"),
          ],
        },
      ],
    },
    {
      slug: "mitra-industri",
      name: L(c, "Mitra Industri Bursa Kerja", "Job Fair Industry Partners"),
      summary: L(c, "Lowongan dari perusahaan mitra yang merekrut alumni kami.", "Openings from partner companies that hire our alumni."),
      description: `<p>${L(c, "Lowongan ini dikurasi dari mitra industri dan terbuka untuk alumni maupun umum.", "These openings are curated from industry partners and open to alumni and the public.")}</p>`,
      location: "Indonesia",
      jobs: [
        {
          title: L(c, "Junior Frontend Developer", "Junior Frontend Developer"),
          employment: L(c, "Penuh waktu", "Full-time"),
          salaryMin: 7_000_000,
          salaryMax: 10_000_000,
          requirements: ["HTML, CSS, JavaScript", L(c, "Portofolio minimal dua proyek", "Portfolio with at least two projects")],
        },
        {
          title: L(c, "Analis Data Magang", "Data Analyst Intern"),
          employment: L(c, "Magang", "Internship"),
          salaryMin: 3_000_000,
          salaryMax: 3_500_000,
          requirements: [L(c, "Menguasai spreadsheet", "Strong spreadsheet skills"), L(c, "Dasar SQL atau Python", "Basic SQL or Python")],
        },
        {
          title: L(c, "QA Engineer", "QA Engineer"),
          employment: L(c, "Penuh waktu", "Full-time"),
          salaryMin: 8_000_000,
          salaryMax: 12_000_000,
          requirements: [
            L(c, "Menulis skenario uji", "Writes test scenarios"),
            L(c, "Pengalaman uji otomatis menjadi nilai tambah", "Automated testing is a plus"),
          ],
        },
      ],
    },
  ];
}

// ---- Features (LMS, Aksara, services) -----------------------------------------------------------

export interface TFeatureSeed {
  product: "lms" | "aksara" | "services";
  slug: string;
  key: string;
  icon: string;
  title: string;
  description: string;
  listFeatures: string[];
  benefits: TFeatureBenefit[];
}

/** Spec §9: coding studio supports 12 programming languages. */
export const CODING_STUDIO_LANGUAGES = ["Python", "JavaScript", "TypeScript", "Java", "C", "C++", "C#", "Go", "PHP", "Ruby", "Kotlin", "Dart"];

export function featureSeeds(c: TSeedCtx): TFeatureSeed[] {
  const b = (title: string, icon: string, desc: string): TFeatureBenefit => ({ title, icon, desc });
  return [
    {
      product: "lms",
      slug: "coding-studio",
      key: "codingStudio",
      icon: "class",
      title: "Coding Studio",
      description: L(
        c,
        "Ruang menulis dan menjalankan kode langsung di peramban, dengan penilaian otomatis untuk setiap latihan. Mendukung 12 bahasa pemrograman.",
        "Write and run code in the browser with automatic grading for every exercise. Supports 12 programming languages.",
      ),
      listFeatures: CODING_STUDIO_LANGUAGES,
      benefits: [
        b(
          L(c, "Tanpa instalasi", "No installation"),
          "school",
          L(c, "Siswa cukup membuka peramban, cocok untuk laboratorium sekolah.", "Students only need a browser, ideal for school labs."),
        ),
        b(L(c, "Penilaian otomatis", "Automatic grading"), "chart", L(c, "Guru menghemat waktu memeriksa tugas.", "Teachers save time marking assignments.")),
        b(
          L(c, "Umpan balik instan", "Instant feedback"),
          "book",
          L(c, "Pesan galat dijelaskan dalam bahasa yang mudah dipahami.", "Error messages explained in plain language."),
        ),
      ],
    },
    {
      product: "lms",
      slug: "online-quiz",
      key: "onlineQuiz",
      icon: "book",
      title: L(c, "Kuis Daring", "Online Quiz"),
      description: L(
        c,
        "Buat kuis pilihan ganda, isian, dan menjodohkan dengan bank soal, acak soal, serta laporan nilai per siswa.",
        "Create multiple-choice, fill-in and matching quizzes with a question bank, shuffling and per-student reports.",
      ),
      listFeatures: [
        L(c, "Bank soal", "Question bank"),
        L(c, "Acak soal dan jawaban", "Shuffled questions and answers"),
        L(c, "Batas waktu", "Time limits"),
        L(c, "Laporan nilai", "Score reports"),
        L(c, "Ekspor ke spreadsheet", "Spreadsheet export"),
      ],
      benefits: [
        b(L(c, "Ujian lebih adil", "Fairer tests"), "users", L(c, "Soal diacak untuk setiap siswa.", "Questions are shuffled for every student.")),
        b(
          L(c, "Analisis butir soal", "Item analysis"),
          "chart",
          L(c, "Ketahui soal yang terlalu mudah atau terlalu sulit.", "See which questions are too easy or too hard."),
        ),
      ],
    },
    {
      product: "aksara",
      slug: "pojok-baca",
      key: "readingCorner",
      icon: "book",
      title: L(c, "Pojok Baca", "Reading Corner"),
      description: L(
        c,
        "Perpustakaan digital berjenjang dengan bacaan sesuai tingkat kemampuan siswa.",
        "A levelled digital library with books matched to each reader.",
      ),
      listFeatures: [L(c, "Bacaan berjenjang", "Levelled readers"), L(c, "Catatan baca", "Reading log"), L(c, "Mode luring", "Offline mode")],
      benefits: [
        b(
          L(c, "Minat baca tumbuh", "Readers grow"),
          "heart",
          L(c, "Siswa membaca bacaan yang sesuai, bukan yang terlalu sulit.", "Students read at the right level, not above it."),
        ),
      ],
    },
    {
      product: "aksara",
      slug: "ruang-menulis",
      key: "writingRoom",
      icon: "news",
      title: L(c, "Ruang Menulis", "Writing Room"),
      description: L(
        c,
        "Tempat siswa menulis cerita dan esai, lalu mendapat masukan dari guru dan teman sekelas.",
        "Where students write stories and essays and get feedback from teachers and classmates.",
      ),
      listFeatures: [L(c, "Komentar guru", "Teacher comments"), L(c, "Ulasan teman sebaya", "Peer review"), L(c, "Portofolio tulisan", "Writing portfolio")],
      benefits: [
        b(
          L(c, "Menulis jadi kebiasaan", "Writing becomes a habit"),
          "book",
          L(c, "Tantangan menulis mingguan menjaga semangat.", "Weekly writing challenges keep students going."),
        ),
      ],
    },
    {
      product: "aksara",
      slug: "kuis-literasi",
      key: "literacyQuiz",
      icon: "chart",
      title: L(c, "Kuis Literasi", "Literacy Quiz"),
      description: L(
        c,
        "Kuis pemahaman bacaan yang mengukur kemampuan literasi sesuai asesmen nasional.",
        "Reading-comprehension quizzes aligned with the national literacy assessment.",
      ),
      listFeatures: [L(c, "Soal HOTS", "Higher-order questions"), L(c, "Laporan per kelas", "Class reports")],
      benefits: [
        b(L(c, "Siap asesmen", "Assessment-ready"), "chart", L(c, "Guru tahu kompetensi mana yang perlu dilatih.", "Teachers see which skills need practice.")),
      ],
    },
    {
      product: "services",
      slug: "pelatihan-korporasi",
      key: "corporateTraining",
      icon: "building",
      title: L(c, "Pelatihan Korporasi", "Corporate Training"),
      description: L(
        c,
        "Program pengembangan SDM yang dirancang dari kebutuhan kompetensi perusahaan Anda.",
        "Staff development programmes designed around your company's competency needs.",
      ),
      listFeatures: [
        L(c, "Analisis kebutuhan pelatihan", "Training needs analysis"),
        L(c, "Kurikulum khusus", "Custom curriculum"),
        L(c, "Laporan dampak", "Impact report"),
      ],
      benefits: [b(L(c, "Terukur", "Measurable"), "chart", L(c, "Pra-tes dan pascates untuk setiap modul.", "Pre- and post-tests for every module."))],
    },
    {
      product: "services",
      slug: "peningkatan-kapasitas-pemerintah",
      key: "govCapacity",
      icon: "gov",
      title: L(c, "Peningkatan Kapasitas Pemerintah", "Government Capacity Building"),
      description: L(
        c,
        "Pelatihan digital untuk aparatur sipil negara dan pemerintah desa, daring maupun tatap muka.",
        "Digital training for civil servants and village governments, online or in person.",
      ),
      listFeatures: [
        L(c, "Sesuai standar kompetensi ASN", "Aligned with civil-service competencies"),
        L(c, "Pelaksanaan serentak di banyak daerah", "Delivered across many regions at once"),
      ],
      benefits: [b(L(c, "Skala besar", "At scale"), "users", L(c, "Ribuan peserta dalam satu program.", "Thousands of participants in one programme."))],
    },
    {
      product: "services",
      slug: "program-csr-pendidikan",
      key: "csrEducation",
      icon: "heart",
      title: L(c, "Program CSR Pendidikan", "Education CSR Programmes"),
      description: L(
        c,
        "Kami merancang dan menjalankan program CSR pendidikan dari seleksi peserta sampai penyaluran kerja.",
        "We design and run education CSR programmes from participant selection to job placement.",
      ),
      listFeatures: [
        L(c, "Seleksi peserta", "Participant selection"),
        L(c, "Pelatihan dan mentoring", "Training and mentoring"),
        L(c, "Penyaluran kerja", "Job placement"),
      ],
      benefits: [
        b(L(c, "Dampak nyata", "Real impact"), "heart", L(c, "Laporan dampak sosial untuk pemangku kepentingan.", "Social-impact reporting for stakeholders.")),
      ],
    },
  ];
}

// ---- Gallery and video ---------------------------------------------------------------------------

export function gallerySeeds(c: TSeedCtx) {
  const items: [string, string, string][] = [
    [
      L(c, "Sesi praktik kelompok", "Group practice session"),
      L(c, "Peserta menyelesaikan tantangan pemrograman dalam kelompok kecil.", "Participants solve a coding challenge in small groups."),
      L(c, "Kelas", "Classes"),
    ],
    [
      L(c, "Mentoring satu lawan satu", "One-to-one mentoring"),
      L(c, "Mentor meninjau proyek akhir peserta.", "A mentor reviews a participant's final project."),
      L(c, "Kelas", "Classes"),
    ],
    [
      L(c, "Wisuda angkatan kelima", "Fifth cohort graduation"),
      L(c, "Lulusan berfoto bersama mitra industri.", "Graduates with industry partners."),
      L(c, "Acara", "Events"),
    ],
    [
      L(c, "Presentasi proyek akhir", "Final project demo"),
      L(c, "Tim memaparkan aplikasi pencatatan stok UMKM.", "A team presents a small-business stock app."),
      L(c, "Acara", "Events"),
    ],
    [
      L(c, "Kunjungan industri", "Industry visit"),
      L(c, "Peserta berkunjung ke kantor mitra teknologi.", "Participants visit a technology partner."),
      L(c, "Kegiatan", "Activities"),
    ],
    [L(c, "Lokakarya desain", "Design workshop"), L(c, "Latihan membuat prototipe dengan kertas.", "Paper prototyping practice."), L(c, "Kelas", "Classes")],
    [L(c, "Hackathon 24 jam", "24-hour hackathon"), L(c, "Suasana malam hari hackathon.", "The hackathon at night."), L(c, "Acara", "Events")],
    [
      L(c, "Pelatihan guru", "Teacher training"),
      L(c, "Guru SMK belajar memakai kelas digital.", "Vocational teachers learn the digital classroom."),
      L(c, "Kegiatan", "Activities"),
    ],
  ];
  return items.map(([title, caption, album], i) => ({
    title,
    caption,
    album,
    image: img("photo", `galeri-${i + 1}`),
    takenAt: new Date(Date.UTC(2024, 11 - i, 10, 3)).toISOString(),
  }));
}

export function videoSeeds(c: TSeedCtx) {
  return [
    {
      title: L(c, `Profil ${c.name}`, `About ${c.name}`),
      summary: L(c, "Cuplikan singkat: kenali program, mentor, dan alumni kami.", "A short clip introducing our programme, mentors and alumni."),
      durationSec: 190,
      topics: [L(c, "Profil", "Profile")],
    },
    {
      title: L(c, "Cuplikan Webinar Peta Karier Teknologi", "Webinar highlight: Tech Career Map"),
      summary: L(c, "Cuplikan pembuka webinar bersama praktisi rekrutmen.", "The opening of the webinar with recruiters."),
      durationSec: 6840,
      topics: [L(c, "Karier", "Careers")],
    },
    {
      title: L(c, "Tutorial: Git untuk Pemula", "Tutorial: Git for beginners"),
      summary: L(c, "Cuplikan tutorial: repositori, commit, dan branch pertama.", "Tutorial clip: your first repository, commit and branch."),
      durationSec: 1260,
      topics: [L(c, "Teknologi", "Technology")],
    },
    {
      title: L(c, "Cerita Alumni: Sari, QA Engineer", "Alumni story: Sari, QA engineer"),
      summary: L(c, "Cuplikan cerita Sari, dari kasir menjadi QA engineer.", "A clip of Sari's story, from cashier to QA engineer."),
      durationSec: 420,
      topics: [L(c, "Alumni", "Alumni")],
    },
  ].map((v, i) => ({ ...v, thumbnail: img("cover", `video-${i + 1}`), publishedAt: new Date(Date.UTC(2025, 2 - i, 5, 3)).toISOString() }));
}

// ---- Marketing pages -----------------------------------------------------------------------------

type TPage = TMarketingPage & { key: string };

export function pageSeeds(c: TSeedCtx): TPage[] {
  const n = c.name;
  const cta = (title: string, text: string, label: string, href: string): TSection => ({ type: "cta", title, text, action: { label, href } });
  const contact = cta(
    L(c, "Mari berdiskusi", "Let's talk"),
    L(c, "Ceritakan kebutuhan Anda; tim kami akan menghubungi dalam dua hari kerja.", "Tell us what you need; our team will reply within two working days."),
    L(c, "Buat Janji Temu", "Book a meeting"),
    "/Make-Appointment",
  );
  const counters: TSection = {
    type: "counters",
    title: L(c, "Dampak kami dalam angka", "Our impact in numbers"),
    items: [
      { value: "12.400+", label: L(c, "Alumni", "Alumni") },
      { value: "86", label: L(c, "Kota dan kabupaten", "Cities and regencies") },
      { value: "350+", label: L(c, "Sekolah mitra", "Partner schools") },
      { value: "140", label: L(c, "Mentor praktisi", "Practitioner mentors") },
    ],
  };
  const testimonials: TSection = {
    type: "testimonials",
    title: L(c, "Kata mereka", "What people say"),
    items: [
      {
        quote: L(
          c,
          "Materinya langsung terpakai di kantor. Tim kami kini membuat laporan dua kali lebih cepat.",
          "The material was usable at work straight away. Our team now produces reports twice as fast.",
        ),
        name: "Ratna Sari",
        role: L(c, "Manajer SDM, perusahaan ritel", "HR manager, retail company"),
      },
      {
        quote: L(
          c,
          "Mentor sabar dan jadwalnya fleksibel, jadi saya bisa belajar sambil bekerja.",
          "Patient mentors and a flexible schedule, so I could learn while working.",
        ),
        name: "Dimas Haryanto",
        role: L(c, "Alumni, kini web developer", "Alumnus, now a web developer"),
      },
      {
        quote: L(c, "Siswa kami lebih percaya diri saat magang di industri.", "Our students are more confident during industry internships."),
        name: "Ibu Wulandari",
        role: L(c, "Kepala SMK mitra", "Principal, partner vocational school"),
      },
    ],
  };
  const clientLogos: TSection = {
    type: "logos",
    title: L(c, "Dipercaya oleh", "Trusted by"),
    items: [
      "PT FarCapital Indonesia",
      "Pemprov Jawa Barat",
      "Yayasan Pesilat Nusantara",
      "Jong Kreatif",
      "Sekolah Beta",
      "Dinas Pendidikan Kota",
      "Bank Daerah Sejahtera",
      "Koperasi Tani Makmur",
    ].map((name) => ({ name })),
  };
  const faq = (items: [string, string][]): TSection => ({
    type: "faq",
    title: L(c, "Pertanyaan yang sering diajukan", "Frequently asked questions"),
    items: items.map(([q, a]) => ({ q, a })),
  });
  const hero = (title: string, subtitle: string, actions: { label: string; href: string }[] = []): TSection => ({ type: "hero", title, subtitle, actions });
  const features = (title: string, items: [string, string, string][], intro?: string): TSection => ({
    type: "features",
    title,
    ...(intro ? { intro } : {}),
    items: items.map(([t, d, i]) => ({ title: t, desc: d, icon: i as "book" })),
  });
  const richtext = (html: string, title?: string): TSection => ({ type: "richtext", ...(title ? { title } : {}), html });

  const pages: TPage[] = [
    {
      key: "about",
      title: L(c, "Tentang Kami", "About Us"),
      lead: L(c, `Kenali ${n}: siapa kami, apa yang kami kerjakan, dan mengapa.`, `Get to know ${n}: who we are, what we do and why.`),
      cover: "",
      sections: [
        hero(
          L(c, `${n} menumbuhkan talenta digital Indonesia`, `${n} grows digital talent`),
          L(
            c,
            `Sejak 2018 kami merancang program pelatihan yang terukur untuk sekolah, korporasi, dan pemerintah. Kantor kami ada di ${c.city}, peserta kami tersebar di seluruh Indonesia.`,
            `Since 2018 we have designed measurable training programmes for schools, companies and governments. We are based in ${c.city}, with learners across the region.`,
          ),
          [{ label: L(c, "Lihat Portofolio", "See our portfolio"), href: "/Portfolio" }],
        ),
        features(L(c, "Yang kami pegang", "What we stand for"), [
          [
            L(c, "Belajar dari praktik", "Learning by doing"),
            L(c, "Setiap modul berakhir dengan proyek yang menyelesaikan masalah nyata.", "Every module ends with a project that solves a real problem."),
            "class",
          ],
          [
            L(c, "Mentor praktisi", "Practitioner mentors"),
            L(c, "Pengajar kami bekerja di industri yang mereka ajarkan.", "Our mentors work in the industries they teach."),
            "users",
          ],
          [
            L(c, "Dampak terukur", "Measurable impact"),
            L(c, "Kami melaporkan hasil, bukan hanya kehadiran.", "We report outcomes, not just attendance."),
            "chart",
          ],
        ]),
        counters,
        testimonials,
        contact,
      ],
    },
    {
      key: "corporates",
      title: L(c, "Pelatihan Korporasi", "Corporate Training"),
      lead: L(c, "Program pengembangan SDM yang dirancang untuk perusahaan.", "Staff development designed for companies."),
      cover: "",
      sections: [
        hero(
          L(c, "Tingkatkan kompetensi tim Anda", "Upskill your team"),
          L(
            c,
            "Dari literasi data hingga kepemimpinan digital, kurikulum disusun dari analisis kebutuhan perusahaan Anda.",
            "From data literacy to digital leadership, the curriculum starts from your company's needs.",
          ),
          [{ label: L(c, "Konsultasi Gratis", "Free consultation"), href: "/Make-Appointment" }],
        ),
        features(L(c, "Program populer", "Popular programmes"), [
          [
            L(c, "Literasi Data", "Data Literacy"),
            L(c, "Spreadsheet lanjutan, dasbor, dan pengambilan keputusan berbasis data.", "Advanced spreadsheets, dashboards and data-driven decisions."),
            "chart",
          ],
          [
            L(c, "Transformasi Digital", "Digital Transformation"),
            L(c, "Memetakan proses kerja dan memilih alat digital yang tepat.", "Mapping processes and choosing the right digital tools."),
            "building",
          ],
          [
            L(c, "Kepemimpinan Tim Hibrida", "Leading Hybrid Teams"),
            L(c, "Mengelola tim yang bekerja dari kantor dan rumah.", "Managing teams split between office and home."),
            "users",
          ],
        ]),
        clientLogos,
        faq([
          [
            L(c, "Berapa lama program korporasi berlangsung?", "How long do corporate programmes run?"),
            L(c, "Umumnya empat sampai dua belas minggu, menyesuaikan jadwal kerja peserta.", "Usually four to twelve weeks, fitted around work schedules."),
          ],
          [
            L(c, "Apakah bisa dilaksanakan di kantor kami?", "Can it run at our office?"),
            L(c, "Bisa, tatap muka, daring, atau gabungan keduanya.", "Yes: in person, online or blended."),
          ],
        ]),
        contact,
      ],
    },
    {
      key: "government",
      title: L(c, "Program Pemerintah", "Government Programmes"),
      lead: L(c, "Pelatihan peningkatan kapasitas untuk instansi pemerintah.", "Capacity building for government agencies."),
      cover: "",
      sections: [
        hero(
          L(c, "Mitra peningkatan kapasitas aparatur", "Your capacity-building partner"),
          L(
            c,
            "Kami telah melatih ribuan aparatur dan warga bersama pemerintah provinsi dan kabupaten.",
            "We have trained thousands of civil servants and residents with provincial and district governments.",
          ),
        ),
        features(L(c, "Layanan untuk instansi", "Services for agencies"), [
          [
            L(c, "Pelatihan ASN", "Civil-service training"),
            L(c, "Kurikulum selaras standar kompetensi aparatur.", "Curriculum aligned with civil-service competencies."),
            "gov",
          ],
          [
            L(c, "Digitalisasi desa", "Village digitalisation"),
            L(c, "Pendampingan administrasi dan layanan desa digital.", "Support for digital village administration and services."),
            "school",
          ],
          [
            L(c, "Pelaporan dampak", "Impact reporting"),
            L(c, "Data peserta dan hasil belajar siap untuk laporan kinerja.", "Participant and outcome data ready for performance reports."),
            "chart",
          ],
        ]),
        counters,
        contact,
      ],
    },
    {
      key: "collaboration",
      title: L(c, "Kolaborasi", "Collaboration"),
      lead: L(c, "Bangun program pelatihan bersama kami.", "Build a training programme with us."),
      cover: "",
      sections: [
        hero(
          L(c, "Berkolaborasi untuk dampak yang lebih luas", "Collaborate for wider impact"),
          L(
            c,
            "Kami bermitra dengan perusahaan, yayasan, kampus, dan komunitas untuk menjangkau lebih banyak talenta.",
            "We partner with companies, foundations, universities and communities to reach more people.",
          ),
        ),
        {
          type: "steps",
          title: L(c, "Alur kolaborasi", "How collaboration works"),
          items: [
            {
              title: L(c, "Diskusi kebutuhan", "Discovery"),
              desc: L(c, "Kami memahami tujuan dan sasaran peserta.", "We learn your goals and target learners."),
            },
            {
              title: L(c, "Rancangan program", "Programme design"),
              desc: L(c, "Kurikulum, jadwal, dan anggaran disusun bersama.", "Curriculum, schedule and budget, designed together."),
            },
            { title: L(c, "Pelaksanaan", "Delivery"), desc: L(c, "Kelas berjalan dengan pemantauan mingguan.", "Classes run with weekly monitoring.") },
            {
              title: L(c, "Laporan dampak", "Impact report"),
              desc: L(c, "Hasil belajar dan penyaluran kerja dilaporkan.", "Learning and placement outcomes are reported."),
            },
          ],
        },
        contact,
      ],
    },
    {
      key: "clients",
      title: L(c, "Klien Kami", "Our Clients"),
      lead: L(c, "Organisasi yang telah mempercayakan pelatihannya kepada kami.", "Organisations that trust us with their training."),
      cover: "",
      sections: [
        clientLogos,
        testimonials,
        cta(
          L(c, "Lihat studi kasus", "See case studies"),
          L(c, "Pelajari bagaimana program kami dijalankan untuk klien-klien ini.", "See how we ran programmes for these clients."),
          L(c, "Portofolio", "Portfolio"),
          "/Portfolio",
        ),
      ],
    },
    {
      key: "network",
      title: L(c, "Jaringan", "Network"),
      lead: L(c, "Mitra industri, sekolah, dan komunitas kami.", "Our industry, school and community partners."),
      cover: "",
      sections: [
        features(L(c, "Jaringan kami", "Our network"), [
          [
            L(c, "Mitra industri", "Industry partners"),
            L(c, "Lebih dari 120 perusahaan merekrut alumni kami.", "More than 120 companies hire our alumni."),
            "building",
          ],
          [L(c, "Sekolah mitra", "Partner schools"), L(c, "350+ SMK dan SMA di 86 kota dan kabupaten.", "350+ schools in 86 cities and regencies."), "school"],
          [
            L(c, "Komunitas", "Communities"),
            L(c, "Komunitas teknologi lokal tempat alumni saling belajar.", "Local tech communities where alumni keep learning."),
            "users",
          ],
        ]),
        counters,
        contact,
      ],
    },
    {
      key: "campus",
      title: L(c, "Kampus", "Campus"),
      lead: L(c, "Kerja sama pelatihan dengan perguruan tinggi.", "Training partnerships with universities."),
      cover: "",
      sections: [
        hero(
          L(c, "Program kampus siap industri", "Industry-ready campus programmes"),
          L(
            c,
            "Mata kuliah pilihan, sertifikasi kompetensi, dan magang bersertifikat untuk mahasiswa.",
            "Elective courses, competency certification and certified internships for students.",
          ),
        ),
        features(L(c, "Bentuk kerja sama", "Partnership models"), [
          [L(c, "Konversi SKS", "Credit transfer"), L(c, "Kelas kami diakui sebagai mata kuliah pilihan.", "Our classes count as electives."), "book"],
          [
            L(c, "Dosen tamu praktisi", "Guest practitioners"),
            L(c, "Mentor industri mengajar di kelas kampus.", "Industry mentors teach campus classes."),
            "users",
          ],
        ]),
        faq([
          [
            L(c, "Apakah mahasiswa dikenai biaya?", "Do students pay?"),
            L(
              c,
              "Tergantung skema; banyak program didanai mitra sehingga gratis bagi mahasiswa.",
              "It depends; many programmes are partner-funded and free for students.",
            ),
          ],
        ]),
        contact,
      ],
    },
    {
      key: "pricing",
      title: L(c, "Harga", "Pricing"),
      lead: L(c, "Pilihan paket yang sesuai kebutuhan Anda.", "Plans for every need."),
      cover: "",
      sections: [
        {
          type: "pricing",
          title: L(c, "Paket belajar", "Learning plans"),
          plans: [
            {
              name: L(c, "Mandiri", "Self-paced"),
              price: 0,
              period: L(c, "selamanya", "forever"),
              highlight: false,
              features: [
                L(c, "Akses kelas gratis", "Free classes"),
                L(c, "Kuis dan latihan", "Quizzes and exercises"),
                L(c, "Forum diskusi", "Discussion forum"),
              ],
              action: { label: L(c, "Mulai Gratis", "Start free"), href: "/Register" },
            },
            {
              name: L(c, "Intensif", "Intensive"),
              price: 2_500_000,
              period: L(c, "per kelas", "per class"),
              highlight: true,
              features: [
                L(c, "Mentor pendamping", "Personal mentor"),
                L(c, "Proyek akhir direview", "Reviewed final project"),
                L(c, "Sertifikat kompetensi", "Competency certificate"),
              ],
              action: { label: L(c, "Lihat Kelas", "See classes"), href: "/Class" },
            },
            {
              name: L(c, "Institusi", "Institution"),
              price: null,
              period: L(c, "sesuai kebutuhan", "custom"),
              highlight: false,
              features: [
                L(c, "LMS untuk sekolah atau perusahaan", "LMS for schools or companies"),
                L(c, "Laporan per peserta", "Per-learner reports"),
                L(c, "Dukungan prioritas", "Priority support"),
              ],
              action: { label: L(c, "Hubungi Kami", "Contact us"), href: "/Make-Appointment" },
            },
          ],
        },
        faq([
          [
            L(c, "Apakah ada cicilan?", "Can I pay in instalments?"),
            L(c, "Ya, paket intensif dapat dicicil hingga tiga kali.", "Yes, the intensive plan can be paid in up to three instalments."),
          ],
          [
            L(c, "Apakah ada beasiswa?", "Are scholarships available?"),
            L(
              c,
              "Ada kuota beasiswa di setiap angkatan untuk peserta berprestasi dari keluarga prasejahtera.",
              "Each cohort has scholarship places for high-achieving learners from low-income families.",
            ),
          ],
        ]),
      ],
    },
    {
      key: "training-services",
      title: L(c, "Layanan Pelatihan", "Training Services"),
      lead: L(c, "Layanan pelatihan yang dapat disesuaikan untuk organisasi Anda.", "Training services tailored to your organisation."),
      cover: "",
      sections: [
        hero(
          L(c, "Pelatihan yang dirancang untuk organisasi Anda", "Training designed for your organisation"),
          L(
            c,
            "Pilih topik, format, dan jadwal; kami menyiapkan kurikulum, mentor, dan platform belajarnya.",
            "Choose topic, format and schedule; we provide curriculum, mentors and the learning platform.",
          ),
          [{ label: L(c, "Lihat Silabus", "See syllabus"), href: "/Training-Services/Syllabus" }],
        ),
        features(L(c, "Format pelatihan", "Formats"), [
          [L(c, "Tatap muka", "In person"), L(c, "Di kantor Anda atau di pusat pelatihan kami.", "At your office or our training centre."), "building"],
          [
            L(c, "Daring langsung", "Live online"),
            L(c, "Kelas virtual interaktif dengan latihan langsung.", "Interactive virtual classes with hands-on practice."),
            "class",
          ],
          [L(c, "Gabungan", "Blended"), L(c, "Modul mandiri di LMS ditambah sesi mentoring.", "Self-paced LMS modules plus mentoring sessions."), "book"],
        ]),
        clientLogos,
        contact,
      ],
    },
    {
      key: "training-syllabus",
      title: L(c, "Silabus Layanan Pelatihan", "Training Syllabus"),
      lead: L(c, "Silabus layanan pelatihan kami.", "Our training syllabus."),
      cover: "",
      sections: [
        {
          type: "table",
          title: L(c, "Silabus Literasi Data (4 minggu)", "Data Literacy syllabus (4 weeks)"),
          columns: [L(c, "Minggu", "Week"), L(c, "Topik", "Topic"), L(c, "Keluaran", "Output")],
          rows: [
            ["1", L(c, "Dasar spreadsheet dan pembersihan data", "Spreadsheet basics and data cleaning"), L(c, "Data siap analisis", "Analysis-ready data")],
            ["2", L(c, "Tabel pivot dan rumus lanjutan", "Pivot tables and advanced formulas"), L(c, "Ringkasan data", "Data summary")],
            ["3", L(c, "Visualisasi dan dasbor", "Visualisation and dashboards"), L(c, "Dasbor tim", "Team dashboard")],
            ["4", L(c, "Bercerita dengan data", "Data storytelling"), L(c, "Presentasi rekomendasi", "Recommendation deck")],
          ],
        },
        {
          type: "table",
          title: L(c, "Silabus Pemrograman Web Dasar (6 minggu)", "Web Programming Basics syllabus (6 weeks)"),
          columns: [L(c, "Minggu", "Week"), L(c, "Topik", "Topic"), L(c, "Keluaran", "Output")],
          rows: [
            ["1", "HTML & CSS", L(c, "Halaman profil", "Profile page")],
            ["2", L(c, "Tata letak responsif", "Responsive layout"), L(c, "Halaman produk", "Product page")],
            ["3-4", "JavaScript", L(c, "Aplikasi kuis", "Quiz app")],
            ["5-6", L(c, "Proyek akhir", "Final project"), L(c, "Situs UMKM", "Small-business site")],
          ],
        },
        contact,
      ],
    },
    {
      key: "welcome",
      title: L(c, "Selamat Datang", "Welcome"),
      lead: L(c, "Mulai perjalanan belajar Anda di sini.", "Start your learning journey here."),
      cover: "",
      sections: [
        hero(
          L(c, `Selamat datang di ${n}`, `Welcome to ${n}`),
          L(
            c,
            "Tiga langkah untuk memulai: buat akun, pilih kelas, dan ikuti sesi perkenalan.",
            "Three steps to begin: create an account, choose a class and join the orientation.",
          ),
          [
            { label: L(c, "Buat Akun", "Create an account"), href: "/Register" },
            { label: L(c, "Lihat Kelas", "Browse classes"), href: "/Class" },
          ],
        ),
        {
          type: "steps",
          title: L(c, "Langkah pertama", "First steps"),
          items: [
            {
              title: L(c, "Lengkapi profil", "Complete your profile"),
              desc: L(c, "Agar mentor mengenal latar belakang Anda.", "So mentors know your background."),
            },
            {
              title: L(c, "Ikuti orientasi", "Join orientation"),
              desc: L(c, "Sesi daring 30 menit setiap Senin pukul 19.00 WIB.", "A 30-minute online session every Monday at 19:00 WIB."),
            },
            {
              title: L(c, "Kenalan dengan kelompok", "Meet your group"),
              desc: L(c, "Kelompok belajar menjaga semangat sampai lulus.", "Study groups keep you going to graduation."),
            },
          ],
        },
      ],
    },
    {
      key: "metamorfosa",
      title: "Metamorfosa",
      lead: L(c, "Program transformasi karier bagi talenta muda.", "A career transformation programme for young people."),
      cover: "",
      sections: [
        hero(
          L(c, "Metamorfosa: 16 minggu berubah arah karier", "Metamorfosa: 16 weeks to change careers"),
          L(
            c,
            "Program beasiswa penuh bagi pemuda 18–28 tahun yang ingin beralih ke karier digital, dengan uang saku dan penyaluran kerja.",
            "A full scholarship for people aged 18–28 moving into digital careers, with a stipend and job placement.",
          ),
        ),
        {
          type: "steps",
          title: L(c, "Tahapan program", "Programme stages"),
          items: [
            {
              title: L(c, "Kepompong (minggu 1–4)", "Cocoon (weeks 1–4)"),
              desc: L(c, "Dasar logika, komunikasi, dan kebiasaan belajar.", "Logic, communication and study habits."),
            },
            {
              title: L(c, "Tumbuh (minggu 5–12)", "Grow (weeks 5–12)"),
              desc: L(c, "Jalur keahlian: web, data, atau desain.", "Skill track: web, data or design."),
            },
            {
              title: L(c, "Terbang (minggu 13–16)", "Fly (weeks 13–16)"),
              desc: L(c, "Proyek industri dan persiapan kerja.", "Industry project and job preparation."),
            },
          ],
        },
        counters,
        faq([
          [
            L(c, "Siapa yang boleh mendaftar?", "Who can apply?"),
            L(
              c,
              "WNI usia 18–28 tahun, lulusan minimal SMA/SMK, dan berkomitmen penuh waktu.",
              "Citizens aged 18–28 with at least a high-school diploma who can study full-time.",
            ),
          ],
        ]),
      ],
    },
    {
      key: "aksara",
      title: "Aksara",
      lead: L(c, "Platform literasi dan belajar mandiri untuk sekolah.", "A literacy and self-learning platform for schools."),
      cover: "",
      sections: [
        hero(
          L(c, "Aksara: membaca, menulis, dan berpikir kritis", "Aksara: read, write and think critically"),
          L(
            c,
            "Perpustakaan digital berjenjang, ruang menulis, dan kuis literasi dalam satu platform untuk sekolah.",
            "A levelled digital library, writing room and literacy quizzes on one platform for schools.",
          ),
          [{ label: L(c, "Lihat Harga", "See pricing"), href: "/Pricing" }],
        ),
        counters,
        testimonials,
        contact,
      ],
    },
    {
      key: "pesilat",
      title: "Pesilat",
      lead: L(c, "Pelatihan vokasi siap kerja untuk generasi muda.", "Job-ready vocational training for young people."),
      cover: "",
      sections: [
        hero(
          L(c, "Pesilat: Pelatihan Vokasi Siap Kerja", "Pesilat: job-ready vocational training"),
          L(
            c,
            "Pelatihan vokasi berbasis kompetensi bagi lulusan SMK, dari balai latihan hingga penempatan kerja di industri mitra.",
            "Competency-based training for vocational graduates, from training centre to placement with partner companies.",
          ),
          [{ label: L(c, "Lihat Kelas Pesilat", "See Pesilat classes"), href: "/Pesilat/Class" }],
        ),
        features(L(c, "Mengapa Pesilat", "Why Pesilat"), [
          [
            L(c, "Kurikulum industri", "Industry curriculum"),
            L(c, "Disusun bersama perusahaan yang merekrut lulusannya.", "Built with the companies that hire graduates."),
            "building",
          ],
          [L(c, "Magang terjamin", "Guaranteed internship"), L(c, "Setiap peserta magang dua bulan.", "Every participant interns for two months."), "users"],
          [
            L(c, "Sertifikasi", "Certification"),
            L(c, "Uji kompetensi bersama lembaga sertifikasi profesi.", "Competency tests with professional certification bodies."),
            "chart",
          ],
        ]),
        counters,
      ],
    },
    {
      key: "lms",
      title: "LMS",
      lead: L(c, "Sistem manajemen pembelajaran untuk sekolah dan lembaga.", "A learning management system for schools and organisations."),
      cover: "",
      sections: [
        hero(
          L(c, "LMS yang dibuat untuk kelas Indonesia", "An LMS built for real classrooms"),
          L(
            c,
            "Kelas daring, coding studio, kuis, dan laporan nilai; ringan di koneksi lambat.",
            "Online classes, a coding studio, quizzes and grade reports; light on slow connections.",
          ),
          [{ label: L(c, "Jadwalkan Demo", "Book a demo"), href: "/Make-Appointment" }],
        ),
        counters,
        faq([
          [
            L(c, "Apakah LMS bisa dipakai di ponsel?", "Does the LMS work on phones?"),
            L(c, "Bisa, seluruh fitur dirancang untuk layar ponsel dan koneksi lambat.", "Yes, every feature is designed for phones and slow connections."),
          ],
          [
            L(c, "Apakah data sekolah aman?", "Is school data safe?"),
            L(c, "Data disimpan terenkripsi di pusat data di Indonesia.", "Data is stored encrypted in data centres in Indonesia."),
          ],
        ]),
        contact,
      ],
    },
    {
      key: "privacy-policy",
      title: L(c, "Kebijakan Privasi", "Privacy Policy"),
      lead: L(c, "Cara kami mengumpulkan, memakai, dan melindungi data Anda.", "How we collect, use and protect your data."),
      cover: "",
      sections: [
        richtext(
          L(
            c,
            `<p>Kebijakan ini menjelaskan bagaimana ${n} memproses data pribadi sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.</p><h2>Data yang kami kumpulkan</h2><ul><li>Data akun: nama, email, nomor telepon.</li><li>Data belajar: kelas yang diikuti, nilai, dan progres.</li><li>Data teknis: alamat IP dan jenis peramban untuk keamanan.</li></ul><h2>Penggunaan data</h2><p>Data dipakai untuk menyelenggarakan kelas, menerbitkan sertifikat, dan meningkatkan layanan. Kami tidak menjual data pribadi kepada pihak mana pun.</p><h2>Hak Anda</h2><p>Anda dapat meminta salinan, perbaikan, atau penghapusan data dengan menghubungi kami. Permintaan diproses paling lama 14 hari kerja.</p><h2>Kontak</h2><p>Pertanyaan tentang privasi dapat dikirim melalui halaman <a href="/Make-Appointment">kontak</a>.</p>`,
            `<p>This policy explains how ${n} processes personal data.</p><h2>Data we collect</h2><ul><li>Account data: name, email, phone number.</li><li>Learning data: classes, scores and progress.</li><li>Technical data: IP address and browser type for security.</li></ul><h2>How we use data</h2><p>To run classes, issue certificates and improve the service. We never sell personal data.</p><h2>Your rights</h2><p>You may request a copy, correction or deletion of your data; we respond within 14 working days.</p><h2>Contact</h2><p>Send privacy questions through our <a href="/Make-Appointment">contact page</a>.</p>`,
          ),
        ),
      ],
    },
    {
      key: "terms",
      title: L(c, "Syarat dan Ketentuan", "Terms and Conditions"),
      lead: L(c, "Ketentuan penggunaan layanan kami.", "Terms of use of our services."),
      cover: "",
      sections: [
        richtext(
          L(
            c,
            `<h2>1. Akun</h2><p>Anda bertanggung jawab menjaga kerahasiaan akun dan kata sandi. Satu akun hanya untuk satu orang.</p><h2>2. Pembayaran dan pengembalian dana</h2><p>Biaya kelas dibayar sebelum kelas dimulai. Pengembalian dana penuh dapat diminta paling lambat tujuh hari sebelum kelas perdana.</p><h2>3. Materi</h2><p>Materi kelas dilindungi hak cipta dan hanya untuk penggunaan pribadi peserta.</p><h2>4. Perilaku</h2><p>Peserta wajib saling menghormati. Pelecehan dalam bentuk apa pun berakibat penghentian akses tanpa pengembalian dana.</p><h2>5. Perubahan</h2><p>${n} dapat memperbarui ketentuan ini; perubahan penting diumumkan melalui email.</p>`,
            `<h2>1. Accounts</h2><p>You are responsible for keeping your account and password confidential. One account per person.</p><h2>2. Payments and refunds</h2><p>Fees are paid before a class starts. Full refunds may be requested up to seven days before the first session.</p><h2>3. Materials</h2><p>Course materials are copyrighted and for personal use only.</p><h2>4. Conduct</h2><p>Participants must treat each other with respect. Harassment leads to removal without refund.</p><h2>5. Changes</h2><p>${n} may update these terms; important changes are announced by email.</p>`,
          ),
        ),
      ],
    },
    {
      key: "talent-hiring",
      title: L(c, "Rekrut Talenta", "Hire Talent"),
      lead: L(c, "Temukan talenta digital terlatih untuk tim Anda.", "Find trained digital talent for your team."),
      cover: "",
      sections: [
        hero(
          L(c, "Rekrut lulusan yang sudah teruji proyek", "Hire graduates with proven projects"),
          L(
            c,
            "Kami mencocokkan kebutuhan Anda dengan alumni yang portofolionya sudah direview mentor. Gratis untuk mitra.",
            "We match your needs with alumni whose portfolios were reviewed by mentors. Free for partners.",
          ),
          [{ label: L(c, "Ajukan Kebutuhan", "Submit a request"), href: "/Make-Appointment" }],
        ),
        {
          type: "steps",
          title: L(c, "Cara kerja", "How it works"),
          items: [
            { title: L(c, "Kirim kebutuhan", "Share your needs"), desc: L(c, "Peran, keterampilan, dan lokasi kerja.", "Role, skills and location.") },
            {
              title: L(c, "Terima kandidat", "Receive candidates"),
              desc: L(c, "Tiga sampai lima profil dalam satu minggu.", "Three to five profiles within a week."),
            },
            { title: L(c, "Wawancara dan rekrut", "Interview and hire"), desc: L(c, "Kami membantu menjadwalkan wawancara.", "We help schedule interviews.") },
          ],
        },
        counters,
      ],
    },
    {
      key: "leaderboards",
      title: L(c, "Papan Peringkat", "Leaderboards"),
      lead: L(c, "Peringkat peserta dan sekolah dalam kompetisi.", "Participant and school rankings."),
      cover: "",
      sections: [
        {
          type: "table",
          title: L(c, "Peringkat sekolah musim 2025", "School ranking, 2025 season"),
          caption: L(c, "Poin dihitung dari tantangan mingguan dan kompetisi final.", "Points come from weekly challenges and the final."),
          columns: [L(c, "Peringkat", "Rank"), L(c, "Sekolah", "School"), L(c, "Kota", "City"), L(c, "Poin", "Points")],
          rows: [
            ["1", "SMK Negeri 2 Malang", "Malang", "2.840"],
            ["2", "SMK Negeri 1 Cimahi", "Cimahi", "2.715"],
            ["3", "SMK Telkom Purwokerto", "Purwokerto", "2.690"],
            ["4", "SMK Negeri 4 Bandung", "Bandung", "2.410"],
            ["5", "SMK Negeri 1 Denpasar", "Denpasar", "2.355"],
            ["6", "SMK Negeri 7 Semarang", "Semarang", "2.120"],
          ],
        },
        cta(
          L(c, "Ikut kompetisi berikutnya", "Join the next competition"),
          L(c, "Daftarkan tim sekolah Anda di Liga SMK.", "Register your school team for Liga SMK."),
          L(c, "Liga SMK", "Liga SMK"),
          "/Liga-Smk",
        ),
      ],
    },
    {
      key: "liga-smk",
      title: "Liga SMK",
      lead: L(c, "Kompetisi teknologi antar-SMK se-Indonesia.", "A national technology competition for vocational schools."),
      cover: "",
      sections: [
        hero(
          L(c, "Liga SMK 2026", "Liga SMK 2026"),
          L(
            c,
            "Kompetisi tim tiga siswa dan satu guru pendamping: pemrograman, desain, dan jaringan. Babak penyisihan daring, final di Jakarta.",
            "Teams of three students and one teacher compete in programming, design and networking. Online qualifiers, final in Jakarta.",
          ),
          [
            { label: L(c, "Daftar Tim", "Register a team"), href: "/Liga-Smk/Register" },
            { label: L(c, "Papan Peringkat", "Leaderboard"), href: "/Leaderboards" },
          ],
        ),
        {
          type: "steps",
          title: L(c, "Jadwal", "Schedule"),
          items: [
            { title: L(c, "Pendaftaran: Mei–Juni", "Registration: May–June"), desc: L(c, "Gratis untuk semua SMK.", "Free for all schools.") },
            { title: L(c, "Penyisihan: Juli", "Qualifiers: July"), desc: L(c, "Tantangan daring mingguan.", "Weekly online challenges.") },
            { title: L(c, "Final: September", "Final: September"), desc: L(c, "20 tim terbaik bertanding di Jakarta.", "The top 20 teams meet in Jakarta.") },
          ],
        },
        faq([
          [
            L(c, "Berapa biaya pendaftaran?", "What does it cost?"),
            L(c, "Gratis. Biaya perjalanan finalis ditanggung panitia.", "Nothing. Finalists' travel is covered by the organisers."),
          ],
        ]),
      ],
    },
    {
      key: "make-appointment",
      title: L(c, "Buat Janji Temu", "Make an Appointment"),
      lead: L(c, "Jadwalkan konsultasi dengan tim kami.", "Schedule a consultation with our team."),
      cover: "",
      sections: [
        {
          type: "steps",
          title: L(c, "Sebelum konsultasi", "Before the consultation"),
          items: [
            {
              title: L(c, "Siapkan tujuan", "Define your goal"),
              desc: L(c, "Misalnya jumlah peserta dan kompetensi yang ingin dicapai.", "For example the number of learners and target skills."),
            },
            {
              title: L(c, "Pilih waktu", "Pick a time"),
              desc: L(c, "Senin–Jumat, 09.00–16.00 WIB, daring atau di kantor kami.", "Monday–Friday, 09:00–16:00 WIB, online or at our office."),
            },
            {
              title: L(c, "Terima rangkuman", "Get a summary"),
              desc: L(c, "Kami mengirim usulan program dalam tiga hari kerja.", "We send a programme proposal within three working days."),
            },
          ],
        },
        faq([
          [L(c, "Apakah konsultasi berbayar?", "Is the consultation paid?"), L(c, "Tidak, konsultasi pertama gratis.", "No, the first consultation is free.")],
        ]),
      ],
    },
    {
      key: "payment-success",
      title: L(c, "Pembayaran Berhasil", "Payment Successful"),
      lead: L(c, "Terima kasih, pembayaran Anda telah kami terima.", "Thank you, we have received your payment."),
      cover: "",
      sections: [
        {
          type: "steps",
          title: L(c, "Langkah berikutnya", "What happens next"),
          items: [
            {
              title: L(c, "Cek email", "Check your email"),
              desc: L(c, "Bukti pembayaran dan jadwal kelas dikirim ke email Anda.", "Your receipt and class schedule are on their way."),
            },
            { title: L(c, "Gabung grup kelas", "Join the class group"), desc: L(c, "Tautan grup ada di dasbor akun.", "The group link is in your dashboard.") },
          ],
        },
        cta(
          L(c, "Siap belajar", "Ready to learn"),
          L(c, "Jelajahi kelas lainnya sambil menunggu kelas dimulai.", "Browse more classes while you wait."),
          L(c, "Lihat Kelas", "Browse classes"),
          "/Class",
        ),
      ],
    },
    {
      key: "payment-error",
      title: L(c, "Pembayaran Gagal", "Payment Failed"),
      lead: L(c, "Pembayaran Anda belum berhasil diproses.", "Your payment could not be processed."),
      cover: "",
      sections: [
        faq([
          [
            L(c, "Saldo sudah terpotong?", "Was I charged?"),
            L(
              c,
              "Bila saldo terpotong tetapi status gagal, dana kembali otomatis dalam 1×24 jam. Simpan bukti transaksi Anda.",
              "If you were charged but the status shows failed, the money returns automatically within 24 hours. Keep your receipt.",
            ),
          ],
          [
            L(c, "Bagaimana mencoba lagi?", "How do I try again?"),
            L(c, "Buka kembali halaman kelas dan pilih metode pembayaran lain.", "Open the class page again and choose another payment method."),
          ],
        ]),
        cta(
          L(c, "Butuh bantuan?", "Need help?"),
          L(c, "Tim kami siap membantu pada jam kerja.", "Our team can help during working hours."),
          L(c, "Hubungi Kami", "Contact us"),
          "/Make-Appointment",
        ),
      ],
    },
    {
      key: "blog",
      title: L(c, "Blog", "Blog"),
      lead: L(c, `Tulisan, tips, dan cerita belajar dari tim dan mentor ${n}.`, `Writing, tips and learning stories from the ${n} team.`),
      cover: img("cover", "blog"),
      sections: [],
    },
  ];
  return pages;
}
