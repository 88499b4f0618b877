import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "dasar-desain-grafis",
  title: "Dasar Desain Grafis",
  summary: "Prinsip desain yang membuat karya terlihat rapi, jelas dan menarik.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Prinsip",
      chapters: ["Keseimbangan", "Kontras", "Hierarki Visual"],
    },
    {
      title: "Tipografi",
      chapters: ["Jenis Huruf", "Memasangkan Huruf", "Keterbacaan"],
    },
    {
      title: "Warna",
      chapters: ["Roda Warna", "Palet Merek", "Aksesibilitas Warna"],
    },
    {
      title: "Proyek",
      chapters: ["Poster Acara", "Konten Instagram", "Menyusun Portofolio"],
    },
  ],
};
