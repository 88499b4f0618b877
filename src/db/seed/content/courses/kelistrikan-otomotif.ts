import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "kelistrikan-otomotif",
  title: "Kelistrikan Otomotif",
  summary: "Memahami dan memperbaiki sistem kelistrikan kendaraan ringan secara sistematis.",
  premium: true,
  price: 350000,
  level: "menengah",
  modules: [
    {
      title: "Dasar Kelistrikan",
      chapters: ["Arus, Tegangan dan Hambatan", "Membaca Diagram", "Multimeter"],
    },
    {
      title: "Sistem Pengisian",
      chapters: ["Aki", "Alternator", "Regulator"],
    },
    {
      title: "Sistem Starter dan Pengapian",
      chapters: ["Motor Starter", "Pengapian Elektronik", "Pemeriksaan Busi"],
    },
    {
      title: "Diagnosis",
      chapters: ["Scanner OBD-II", "Membaca Kode Kerusakan", "Studi Kasus Bengkel"],
    },
  ],
};
