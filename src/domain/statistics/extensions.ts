/**
 * `ce/extensions` (spec §7; fields not shown): the statistics modules a client may show, with the
 * dashboard or public page that holds each.
 */
export const STATISTICS_EXTENSIONS = [
  { key: "counters", name: "Penghitung", description: "Peserta, alumni, mentor, sekolah, kota dan program.", enabled: true, path: "/Dashboard/Statistik" },
  {
    key: "charts",
    name: "Grafik",
    description: "Pendaftar, peserta baru, kelulusan dan event per hari atau minggu.",
    enabled: true,
    path: "/Dashboard/Statistik",
  },
  { key: "provinces", name: "Peta provinsi", description: "Sekolah, siswa dan tim per provinsi.", enabled: true, path: "/Dashboard/Statistik" },
  {
    key: "batches",
    name: "Angkatan aktif",
    description: "Angkatan yang berjalan atau akan datang dengan pendaftarnya.",
    enabled: true,
    path: "/Dashboard/Statistik",
  },
  {
    key: "leaderboards",
    name: "Papan peringkat",
    description: "Liga SMK per tim dan provinsi, peserta menurut kemajuan kursus.",
    enabled: true,
    path: "/Leaderboards",
  },
] as const;
