import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "react-produksi",
  title: "React untuk Aplikasi Produksi",
  summary: "Membangun aplikasi React yang cepat, teruji dan mudah dirawat untuk kebutuhan industri.",
  premium: true,
  price: 499000,
  level: "mahir",
  modules: [
    {
      title: "Fondasi Komponen",
      chapters: ["Berpikir dalam Komponen", "Props dan Komposisi", "State yang Terkendali"],
    },
    {
      title: "Data dan Routing",
      chapters: ["Routing Bertingkat", "Loader dan Action", "Penanganan Galat"],
    },
    {
      title: "Kinerja",
      chapters: ["Mengukur Render", "Memoisasi yang Tepat", "Code Splitting"],
    },
    {
      title: "Siap Rilis",
      chapters: ["Pengujian Komponen", "Aksesibilitas", "Deploy dan Observabilitas"],
    },
  ],
};
