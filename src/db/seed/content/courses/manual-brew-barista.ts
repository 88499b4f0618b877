import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "manual-brew-barista",
  title: "Manual Brew untuk Barista",
  summary: "Resep, teknik dan kalibrasi seduh manual yang dipakai barista profesional.",
  premium: true,
  price: 250000,
  level: "menengah",
  modules: [
    {
      title: "Persiapan",
      chapters: ["Alat Seduh", "Gilingan yang Tepat", "Air untuk Kopi"],
    },
    {
      title: "Teknik V60",
      chapters: ["Blooming", "Pola Tuang", "Waktu Seduh"],
    },
    {
      title: "Alat Lainnya",
      chapters: ["Kalita Wave", "Chemex", "AeroPress"],
    },
    {
      title: "Kalibrasi",
      chapters: ["Membaca Rasa", "Mengubah Resep", "Resep Signature"],
    },
  ],
};
