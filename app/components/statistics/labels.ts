/** Indonesian labels of the counters. */
export const COUNTER_LABEL: Record<string, string> = {
  students: "Peserta",
  alumni: "Alumni",
  mentors: "Mentor",
  programs: "Program",
  schools: "Sekolah",
  schools_active: "Sekolah aktif",
  schools_alumni: "Sekolah alumni",
  cities: "Kota/kabupaten",
  cities_active: "Kota aktif",
  cities_alumni: "Kota alumni",
  teams: "Tim",
  registrants: "Pendaftar",
  batches_active: "Angkatan aktif",
  enrolments: "Pendaftaran kelas & kursus",
  completions: "Kursus selesai",
  payments: "Pembayaran lunas",
};

/** One table of the dashboard: shown on the page, as a chart's accessible alternative, and as CSV. */
export interface TStatTable {
  id: string;
  title: string;
  columns: { key: string; label: string; numeric?: boolean }[];
  rows: Record<string, string | number>[];
}
