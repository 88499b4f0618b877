import type { TSiteSetting } from "../contracts/site-setting.ts";

export interface TTenantSeed {
  layout: string;
  name: string;
  tagline: string;
  description: string;
  primary: string;
  secondary: string;
  language?: "id" | "en";
  email?: string;
  phone?: string;
  city?: string;
}

/** All 32 layouts of spec §1, `{product}` already replaced by the product name. */
export function tenantSeeds(product: string): TTenantSeed[] {
  const P = product.charAt(0).toUpperCase() + product.slice(1);
  return [
    { layout: product, name: P, tagline: "Tumbuh bersama talenta digital Indonesia", description: `${P} menghadirkan program pelatihan vokasi, korporasi dan pemerintah yang terukur untuk talenta digital Indonesia.`, primary: "#2096C4", secondary: "#2F80ED", city: "Yogyakarta" },
    { layout: "sekolahbeta", name: "Sekolah Beta", tagline: "Belajar coding intensif, siap kerja", description: "Sekolah Beta adalah bootcamp pemrograman intensif dengan mentor praktisi dan kurikulum berbasis proyek.", primary: "#1E6FD9", secondary: "#F2A900", city: "Yogyakarta" },
    { layout: "umptn", name: "UMPTN Siap", tagline: "Persiapan masuk perguruan tinggi negeri", description: "Latihan soal, try out dan kelas intensif untuk menembus seleksi masuk perguruan tinggi negeri.", primary: "#C0392B", secondary: "#2C3E50", city: "Bandung" },
    { layout: "smkcoding", name: "SMK Coding", tagline: "Siswa SMK jago ngoding", description: "Program belajar pemrograman untuk siswa dan guru SMK di seluruh Indonesia, dari dasar hingga siap industri.", primary: "#0F9D58", secondary: "#F4B400", city: "Malang" },
    { layout: "demo", name: `${P} Demo`, tagline: "Situs contoh untuk mencoba semua fitur", description: `Situs demo ${P}: jelajahi kelas, program, artikel dan event tanpa perlu mendaftar.`, primary: "#2096C4", secondary: "#2F80ED", city: "Yogyakarta" },
    { layout: "pesilat", name: "Pesilat", tagline: "Pelatihan vokasi siap kerja untuk generasi muda", description: "Pesilat adalah program pelatihan vokasi berbasis kompetensi yang menyiapkan lulusan SMK untuk dunia kerja.", primary: "#B8860B", secondary: "#7A1F1F", city: "Semarang" },
    { layout: "jda", name: "Jabar Digital Academy", tagline: "Akademi digital untuk warga Jawa Barat", description: "Jabar Digital Academy membekali warga Jawa Barat dengan keterampilan digital yang dibutuhkan industri.", primary: "#1B8A5A", secondary: "#0B4F6C", city: "Bandung" },
    { layout: "dev.bharabas", name: "Bharabas (Pengembang)", tagline: "Situs pengembang", description: "Tenant pengembang untuk menguji tata letak bawaan.", primary: "#2096C4", secondary: "#2F80ED", city: "Yogyakarta" },
    { layout: "jongkreatif", name: "Jong Kreatif", tagline: "Akademi kreatif untuk pemuda Indonesia", description: "Jong Kreatif Academy melatih pemuda Indonesia di bidang desain, konten dan ekonomi kreatif.", primary: "#E4572E", secondary: "#29335C", city: "Surabaya" },
    { layout: "komodo", name: "Komodo Academy", tagline: "Talenta digital dari timur Indonesia", description: "Komodo Academy menghadirkan pelatihan digital untuk pemuda Nusa Tenggara Timur dan sekitarnya.", primary: "#2E7D32", secondary: "#8D6E63", city: "Labuan Bajo" },
    { layout: "jambore", name: "Jambore Digital", tagline: "Perkemahan belajar teknologi nasional", description: "Jambore Digital mempertemukan pelajar dari berbagai daerah untuk belajar teknologi bersama.", primary: "#6A4C93", secondary: "#FF924C", city: "Jakarta" },
    { layout: "bootquiz", name: "BootQuiz", tagline: "Kuis seru untuk mengasah logika", description: "BootQuiz adalah platform kuis dan latihan logika pemrograman yang menyenangkan.", primary: "#FF6B35", secondary: "#004E89", city: "Yogyakarta" },
    { layout: "akselerasi", name: "Akselerasi Talenta", tagline: "Percepat karier digital Anda", description: "Program akselerasi karier untuk lulusan baru dan profesional yang ingin beralih ke bidang teknologi.", primary: "#D7263D", secondary: "#1B998B", city: "Jakarta" },
    { layout: "staging-pesilat", name: "Pesilat (Staging)", tagline: "Pelatihan vokasi siap kerja untuk generasi muda", description: "Lingkungan staging program pelatihan vokasi Pesilat.", primary: "#B8860B", secondary: "#7A1F1F", city: "Semarang" },
    { layout: "radya", name: "Radya Academy", tagline: "Pelatihan kepemimpinan dan digital", description: "Radya Academy menyelenggarakan pelatihan kepemimpinan dan transformasi digital bagi organisasi.", primary: "#3D5A80", secondary: "#EE6C4D", city: "Solo" },
    { layout: "sfi", name: "SFI Learning", tagline: "Kompetensi keuangan untuk semua", description: "SFI Learning menyediakan kelas literasi keuangan dan akuntansi praktis untuk UMKM dan profesional.", primary: "#005F73", secondary: "#CA6702", city: "Jakarta" },
    { layout: "ica", name: "ICA Academy", tagline: "Sertifikasi kompetensi kreatif", description: "ICA Academy menyiapkan peserta untuk sertifikasi kompetensi di bidang industri kreatif.", primary: "#9B2226", secondary: "#005F73", city: "Bali" },
    { layout: `${product}fun`, name: `${P} Fun`, tagline: "Belajar sambil bermain", description: `${P} Fun menghadirkan kelas singkat yang seru untuk anak dan remaja.`, primary: "#F15BB5", secondary: "#00BBF9", city: "Yogyakarta" },
    { layout: "alkamedia", name: "Alkamedia", tagline: "Kelas media dan jurnalistik digital", description: "Alkamedia melatih jurnalis muda dan pembuat konten dengan praktik media digital yang bertanggung jawab.", primary: "#264653", secondary: "#E76F51", city: "Medan" },
    { layout: "sekolahkopi", name: "Sekolah Kopi", tagline: "Dari biji hingga cangkir", description: "Sekolah Kopi mengajarkan seni meracik kopi, pengolahan pascapanen dan bisnis kedai kopi.", primary: "#6F4E37", secondary: "#C8A27C", city: "Temanggung" },
    { layout: `business-${product}`, name: `${P} Business`, tagline: "Solusi pelatihan untuk perusahaan", description: `${P} Business merancang program pengembangan SDM dan transformasi digital untuk korporasi.`, primary: "#1D3557", secondary: "#E63946", city: "Jakarta" },
    { layout: "asean-foundation", name: "ASEAN Foundation Digital Programme", tagline: "Digital skills for ASEAN youth", description: "A regional programme that equips young people across ASEAN with practical digital skills.", primary: "#0033A0", secondary: "#FFCD00", language: "en", city: "Jakarta" },
    { layout: "foundation", name: `${P} Foundation`, tagline: "Pendidikan untuk semua", description: `${P} Foundation mendukung akses pendidikan teknologi bagi pelajar dari keluarga prasejahtera.`, primary: "#2A9D8F", secondary: "#264653", city: "Yogyakarta" },
    { layout: "pujapramudya", name: "Puja Pramudya", tagline: "Berbagi ilmu, menumbuhkan harapan", description: "Situs resmi Puja Pramudya: program beasiswa, kelas dan inisiatif sosial untuk generasi muda.", primary: "#8338EC", secondary: "#FF006E", city: "Jakarta" },
    { layout: "aibersamapuja", name: "AI Bersama Puja", tagline: "Belajar kecerdasan buatan bersama", description: "Kelas pengenalan kecerdasan buatan untuk pelajar, guru dan pelaku UMKM.", primary: "#3A0CA3", secondary: "#4CC9F0", city: "Jakarta" },
    { layout: "aksara", name: "Aksara", tagline: "Platform literasi dan belajar mandiri", description: "Aksara adalah platform literasi digital dengan fitur membaca, menulis dan kuis untuk sekolah.", primary: "#B5179E", secondary: "#560BAD", city: "Yogyakarta" },
    { layout: "inovasiuntukbangsa", name: "Inovasi untuk Bangsa", tagline: "Gagasan muda untuk Indonesia", description: "Program inkubasi inovasi sosial dan teknologi yang digerakkan oleh pemuda Indonesia.", primary: "#E63946", secondary: "#1D3557", city: "Jakarta" },
    { layout: "belajarbersamapuja", name: "Belajar Bersama Puja", tagline: "Festival belajar untuk semua", description: "Festival belajar gratis bersama Puja Pramudya dengan kelas-kelas praktis dari para mentor.", primary: "#FB8500", secondary: "#023047", city: "Jakarta" },
    { layout: "wujudbersamapuja", name: "Wujud Bersama Puja", tagline: "Mewujudkan mimpi bersama", description: "Program pendampingan usaha dan karier untuk mewujudkan mimpi generasi muda.", primary: "#06D6A0", secondary: "#118AB2", city: "Jakarta" },
    { layout: "beasiswabersamapuja", name: "Beasiswa Bersama Puja", tagline: "Beasiswa untuk pelajar berprestasi", description: "Program beasiswa pendidikan dan pelatihan bagi pelajar berprestasi dari seluruh Indonesia.", primary: "#118AB2", secondary: "#EF476F", city: "Jakarta" },
    { layout: "bharabas", name: "Bharabas", tagline: "", description: "Situs ini sengaja tidak menampilkan konten.", primary: "#2096C4", secondary: "#2F80ED", city: "Yogyakarta" },
    { layout: "diaksara", name: "Di Aksara", tagline: "Ruang belajar literasi keluarga", description: "Di Aksara adalah ruang belajar literasi untuk keluarga dengan bacaan dan kegiatan pilihan.", primary: "#7209B7", secondary: "#F72585", city: "Yogyakarta" },
  ];
}

export function settingFor(seed: TTenantSeed, product: string): TSiteSetting {
  const base = `/brand/${encodeURIComponent(seed.layout)}`;
  return {
    title: seed.name,
    logoDark: `${base}/logo-dark.svg`,
    logoLight: `${base}/logo-light.svg`,
    favicon: `${base}/favicon.svg`,
    layout: seed.layout,
    isMaintenance: false,
    css: {
      ft_primary: "Raleway",
      ft_secondary: "Inter",
      clr_primary: seed.primary,
      clr_secondary: seed.secondary,
    },
    meta: {
      name: seed.name,
      description: seed.description,
      keywords: `${seed.name}, pelatihan, kelas online, ${product}, belajar`,
      type: "website",
      image: `${base}/og.svg`,
      card: "summary_large_image",
      site_name: seed.name,
      robot_index: true,
      robot_follow: true,
    },
  };
}

export function hostsFor(layout: string, product: string): string[] {
  if (layout === product) return [`${product}.id`, `www.${product}.id`, `staging.${product}.id`, `dev.${product}.id`];
  const safe = layout.replace(/\./g, "-");
  return [`${safe}.${product}.id`];
}
