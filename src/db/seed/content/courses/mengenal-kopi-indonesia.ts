import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "mengenal-kopi-indonesia",
  title: "Mengenal Kopi Indonesia",
  summary: "Perjalanan kopi dari kebun hingga cangkir, beserta ragam kopi nusantara.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Dari Kebun",
      chapters: ["Arabika dan Robusta", "Ketinggian dan Iklim", "Panen Petik Merah"],
    },
    {
      title: "Pascapanen",
      chapters: ["Proses Natural", "Proses Washed", "Proses Honey"],
    },
    {
      title: "Kopi Nusantara",
      chapters: ["Sumatra", "Jawa dan Bali", "Sulawesi hingga Papua"],
    },
    {
      title: "Di Cangkir",
      chapters: ["Menyeduh di Rumah", "Mencicipi dengan Sadar", "Menyimpan Biji Kopi"],
    },
  ],
};
