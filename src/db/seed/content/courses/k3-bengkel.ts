import type { TCourseSeed } from "../../catalog-data.ts";

export const COURSE: TCourseSeed = {
  slug: "k3-bengkel",
  title: "Keselamatan Kerja (K3) di Bengkel",
  summary: "Prinsip K3 yang wajib dikuasai sebelum bekerja di bengkel dan industri.",
  premium: false,
  price: 0,
  level: "pemula",
  modules: [
    {
      title: "Dasar K3",
      chapters: ["Mengapa K3 Penting", "Regulasi K3 di Indonesia", "Budaya Kerja Aman"],
    },
    {
      title: "Alat Pelindung Diri",
      chapters: ["Jenis APD", "Memilih APD yang Tepat", "Merawat APD"],
    },
    {
      title: "Bahaya di Bengkel",
      chapters: ["Bahaya Mekanik", "Bahaya Listrik", "Bahan Kimia dan Kebakaran"],
    },
    {
      title: "Tanggap Darurat",
      chapters: ["Pertolongan Pertama", "Evakuasi", "Pelaporan Kecelakaan"],
    },
  ],
};
