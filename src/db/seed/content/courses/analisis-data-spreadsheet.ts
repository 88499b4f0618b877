import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "analisis-data-spreadsheet",
  title: "Analisis Data dengan Spreadsheet",
  summary: "Mengolah data menjadi keputusan dengan rumus, pivot table dan dashboard.",
  premium: true,
  price: 149000,
  level: "menengah",
  modules: [
    {
      title: "Menyiapkan Data",
      chapters: ["Struktur Tabel", "Membersihkan Data", "Validasi Data"],
    },
    {
      title: "Rumus",
      chapters: ["Fungsi Logika", "Pencarian Data", "Fungsi Tanggal"],
    },
    {
      title: "Meringkas",
      chapters: ["Pivot Table", "Filter dan Slicer", "Grafik"],
    },
    {
      title: "Dashboard",
      chapters: ["Merancang Dashboard", "Membagikan Laporan", "Studi Kasus Penjualan"],
    },
  ],
};
