import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "produksi-video-pendek",
  title: "Produksi Video Pendek",
  summary: "Membuat video pendek yang kuat ceritanya dengan peralatan sederhana.",
  premium: true,
  price: 199000,
  level: "menengah",
  modules: [
    {
      title: "Praproduksi",
      chapters: ["Ide dan Naskah", "Storyboard", "Daftar Gambar"],
    },
    {
      title: "Produksi",
      chapters: ["Kamera Ponsel", "Cahaya Alami", "Merekam Suara"],
    },
    {
      title: "Pascaproduksi",
      chapters: ["Memotong Gambar", "Warna", "Musik dan Teks"],
    },
    {
      title: "Distribusi",
      chapters: ["Format Platform", "Judul dan Thumbnail", "Membaca Analitik"],
    },
  ],
};
