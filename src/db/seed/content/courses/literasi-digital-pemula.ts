import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "literasi-digital-pemula",
  title: "Literasi Digital untuk Pemula",
  summary: "Bekal aman dan cakap berinternet untuk kerja dan kehidupan sehari-hari.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Cakap Digital",
      chapters: ["Perangkat dan Internet", "Mencari Informasi", "Berkomunikasi Daring"],
    },
    {
      title: "Aman Digital",
      chapters: ["Kata Sandi yang Kuat", "Verifikasi Dua Langkah", "Mengenali Penipuan"],
    },
    {
      title: "Etika Digital",
      chapters: ["Jejak Digital", "Hak Cipta", "Berkomentar dengan Santun"],
    },
    {
      title: "Budaya Digital",
      chapters: ["Cek Fakta", "Privasi Data", "Rencana Belajar Lanjutan"],
    },
  ],
};
