import type { TCourseSeed } from "../../seeder.ts";

export const COURSE: TCourseSeed = {
  slug: "matematika-intensif-snbt",
  title: "Matematika Intensif SNBT",
  summary: "Pembahasan mendalam penalaran matematika dengan ratusan latihan soal bertingkat.",
  premium: true,
  price: 299000,
  level: "menengah",
  modules: [
    {
      title: "Aljabar",
      chapters: ["Persamaan Linear", "Persamaan Kuadrat", "Fungsi"],
    },
    {
      title: "Geometri",
      chapters: ["Bangun Datar", "Bangun Ruang", "Transformasi"],
    },
    {
      title: "Statistika",
      chapters: ["Ukuran Pemusatan", "Peluang", "Membaca Diagram"],
    },
    {
      title: "Simulasi",
      chapters: ["Paket Soal 1", "Paket Soal 2", "Evaluasi Skor"],
    },
  ],
};
