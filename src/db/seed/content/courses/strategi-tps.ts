import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "strategi-tps",
  title: "Strategi Menjawab TPS",
  summary: "Teknik cepat dan tepat menjawab soal Tes Potensi Skolastik.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Mengenal TPS",
      chapters: ["Struktur Soal TPS", "Cara Penilaian", "Menyusun Jadwal Belajar"],
    },
    {
      title: "Penalaran Umum",
      chapters: ["Silogisme", "Pola Bilangan", "Analisis Argumen"],
    },
    {
      title: "Pemahaman Bacaan",
      chapters: ["Ide Pokok", "Makna Kata", "Simpulan Bacaan"],
    },
    {
      title: "Kuantitatif",
      chapters: ["Perbandingan", "Aritmetika Sosial", "Latihan Campuran"],
    },
  ],
};
