import { CLASS_LEVELS, CLASS_TYPES, LEVEL_LABEL, TYPE_LABEL } from "../../src/contracts/catalog-constants.ts";
import { PROGRAM_KINDS } from "../../src/contracts/catalog-admin.ts";

/**
 * The catalogue's dashboard sections (`/Dashboard/Katalog/<Segment>`) and the fields of their edit
 * forms. Shared by the list and edit modules (app/routes/dashboard/catalog/) and their loaders.
 */
export type TCatalogKey = "class" | "program" | "batch" | "syllabus" | "mentor" | "course" | "school" | "webinar" | "competence";

export const CATALOG_SECTIONS = {
  class: { section: "dashboard-catalog-classes", segment: "Kelas", title: "Kelas", noun: "kelas", newLabel: "Tambah kelas", entity: "kelas" },
  program: { section: "dashboard-catalog-programs", segment: "Program", title: "Program", noun: "program", newLabel: "Tambah program", entity: "program" },
  batch: { section: "dashboard-catalog-batches", segment: "Batch", title: "Batch", noun: "batch", newLabel: "Tambah batch", entity: "batch" },
  syllabus: {
    section: "dashboard-catalog-syllabus",
    segment: "Silabus",
    title: "Silabus",
    noun: "materi silabus",
    newLabel: "Tambah materi",
    entity: "silabus",
  },
  course: { section: "dashboard-catalog-courses", segment: "Kursus", title: "Kursus", noun: "kursus", newLabel: "Tambah kursus", entity: "kursus" },
  mentor: { section: "dashboard-catalog-mentors", segment: "Mentor", title: "Mentor", noun: "mentor", newLabel: "Tambah mentor", entity: "mentor" },
  school: { section: "dashboard-catalog-schools", segment: "Sekolah", title: "Sekolah", noun: "sekolah", newLabel: "Tambah sekolah", entity: "sekolah" },
  webinar: { section: "dashboard-catalog-webinars", segment: "Webinar", title: "Webinar", noun: "webinar", newLabel: "Tambah webinar", entity: "webinar" },
  competence: {
    section: "dashboard-catalog-competences",
    segment: "Kompetensi",
    title: "Kompetensi",
    noun: "kompetensi",
    newLabel: "Tambah kompetensi",
    entity: "kompetensi",
  },
} as const satisfies Record<TCatalogKey, { section: string; segment: string; title: string; noun: string; newLabel: string; entity: string }>;

export type TCatalogSectionId = (typeof CATALOG_SECTIONS)[TCatalogKey]["section"];

export function catalogListPath(key: TCatalogKey): string {
  return `/Dashboard/Katalog/${CATALOG_SECTIONS[key].segment}`;
}

export function catalogEditPath(key: TCatalogKey, id: number | "baru"): string {
  return `${catalogListPath(key)}/${id}`;
}

export function chapterEditPath(id: number): string {
  return `/Dashboard/Katalog/Kursus/Bab/${id}`;
}

export type TOptionSource = "programs" | "classes" | "mentors";

export interface TCatalogField {
  name: string;
  label: string;
  kind: "text" | "textarea" | "number" | "date" | "datetime" | "checkbox" | "select" | "checkboxes";
  hint?: string;
  required?: boolean;
  /** Static choices, or a list read from the tenant's catalogue. */
  options?: readonly { value: string; label: string }[] | TOptionSource;
  /** Fields a mentor (own classes and courses only) cannot change. */
  managerOnly?: boolean;
  /** An image URL field: the form offers the media library's picker beside it. */
  media?: "image";
}

const levels = CLASS_LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] ?? l }));
const types = CLASS_TYPES.map((l) => ({ value: l, label: TYPE_LABEL[l] ?? l }));
const kinds = PROGRAM_KINDS.map((k) => ({ value: k, label: k }));

const image = (name: string, label: string): TCatalogField => ({
  name,
  label,
  kind: "text",
  media: "image",
  hint: "Alamat gambar (https://…, /files/… atau /media/…). Kosongkan untuk gambar otomatis.",
});
const slug: TCatalogField = { name: "slug", label: "Slug (alamat)", kind: "text", hint: "Huruf kecil dan tanda hubung. Kosongkan untuk dibuat dari nama." };
const published: TCatalogField = { name: "isActive", label: "Terbit (tampil di situs)", kind: "checkbox", managerOnly: true };
const position: TCatalogField = { name: "position", label: "Urutan tampil", kind: "number", hint: "Angka kecil tampil lebih dulu." };

export const CATALOG_FIELDS: Record<TCatalogKey, TCatalogField[]> = {
  class: [
    { name: "name", label: "Nama kelas", kind: "text", required: true },
    { name: "code", label: "Kode kelas", kind: "text", required: true, hint: "Huruf besar, angka dan tanda hubung, mis. WEB-01." },
    slug,
    { name: "description", label: "Deskripsi", kind: "textarea", required: true },
    { name: "programId", label: "Program", kind: "select", options: "programs" },
    { name: "level", label: "Tingkat", kind: "select", options: levels, required: true },
    { name: "type", label: "Jenis", kind: "select", options: types, required: true },
    { name: "comingSoon", label: "Akan Datang", kind: "checkbox", hint: "Status kelas: lencana mengikuti status pertama yang dicentang." },
    { name: "onRegistration", label: "Pendaftaran Dibuka", kind: "checkbox" },
    { name: "started", label: "Sedang Berlangsung", kind: "checkbox" },
    { name: "ended", label: "Telah Selesai", kind: "checkbox" },
    { name: "schedule", label: "Jadwal", kind: "text", required: true, hint: "Mis. Sabtu–Minggu, 09.00–12.00 WIB." },
    { name: "location", label: "Lokasi", kind: "text", required: true },
    { name: "startsAt", label: "Tanggal mulai", kind: "date", required: true },
    { name: "endsAt", label: "Tanggal selesai", kind: "date", required: true },
    { name: "price", label: "Harga (Rp)", kind: "number", hint: "0 untuk kelas gratis." },
    { name: "quota", label: "Kuota peserta", kind: "number", required: true },
    { name: "mentorIds", label: "Mentor", kind: "checkboxes", options: "mentors" },
    image("logo", "Logo"),
    published,
    position,
  ],
  program: [
    { name: "name", label: "Nama program", kind: "text", required: true },
    slug,
    { name: "summary", label: "Ringkasan", kind: "textarea", required: true },
    { name: "description", label: "Deskripsi", kind: "textarea", required: true },
    { name: "kind", label: "Sasaran", kind: "select", options: kinds, required: true },
    { name: "level", label: "Tingkat", kind: "select", options: levels, required: true },
    { name: "startsAt", label: "Tanggal mulai", kind: "date", required: true },
    { name: "endsAt", label: "Tanggal selesai", kind: "date", required: true },
    image("logo", "Logo"),
    published,
    position,
  ],
  batch: [
    { name: "classId", label: "Kelas", kind: "select", options: "classes", required: true },
    { name: "number", label: "Nomor batch", kind: "number", required: true },
    { name: "name", label: "Nama batch", kind: "text", required: true },
    { name: "startsAt", label: "Tanggal mulai", kind: "date", required: true },
    { name: "endsAt", label: "Tanggal selesai", kind: "date", required: true },
    { name: "registrationEndsAt", label: "Batas pendaftaran", kind: "date", required: true },
    { name: "quota", label: "Kuota", kind: "number", required: true },
    { name: "isActive", label: "Terbit (tampil di situs)", kind: "checkbox" },
  ],
  syllabus: [
    { name: "classId", label: "Kelas", kind: "select", options: "classes", required: true },
    { name: "position", label: "Urutan", kind: "number", required: true },
    { name: "title", label: "Judul materi", kind: "text", required: true },
    { name: "description", label: "Deskripsi", kind: "textarea", required: true },
    { name: "hours", label: "Jumlah jam", kind: "number", required: true },
  ],
  mentor: [
    { name: "name", label: "Nama mentor", kind: "text", required: true },
    slug,
    { name: "role", label: "Jabatan", kind: "text", required: true },
    { name: "company", label: "Perusahaan", kind: "text", required: true },
    { name: "bio", label: "Bio", kind: "textarea", required: true },
    { name: "expertise", label: "Keahlian", kind: "text", hint: "Pisahkan dengan koma, mis. React, Node.js." },
    image("photo", "Foto"),
    published,
    position,
  ],
  course: [
    { name: "title", label: "Judul kursus", kind: "text", required: true },
    slug,
    { name: "summary", label: "Ringkasan", kind: "textarea", required: true },
    { name: "description", label: "Deskripsi", kind: "textarea", required: true },
    { name: "level", label: "Tingkat", kind: "select", options: levels, required: true },
    { name: "mentorId", label: "Mentor", kind: "select", options: "mentors" },
    { name: "isPremium", label: "Kursus premium (berbayar)", kind: "checkbox", managerOnly: true },
    { name: "price", label: "Harga (Rp)", kind: "number", hint: "Hanya untuk kursus premium.", managerOnly: true },
    image("cover", "Sampul"),
    published,
    position,
  ],
  school: [
    { name: "name", label: "Nama sekolah", kind: "text", required: true },
    { name: "programId", label: "Program", kind: "select", options: "programs", required: true, hint: "Sekolah tampil di halaman program ini." },
    { name: "city", label: "Kota", kind: "text", required: true },
    { name: "province", label: "Provinsi", kind: "text", required: true },
    { name: "students", label: "Jumlah siswa", kind: "number", hint: "Siswa yang ikut program." },
  ],
  webinar: [
    { name: "title", label: "Judul webinar", kind: "text", required: true },
    slug,
    { name: "summary", label: "Ringkasan", kind: "textarea", required: true },
    { name: "speaker", label: "Pembicara", kind: "text", required: true },
    { name: "programId", label: "Program", kind: "select", options: "programs" },
    { name: "startsAt", label: "Waktu mulai (WIB)", kind: "datetime", required: true },
    { name: "durationMinutes", label: "Durasi (menit)", kind: "number", required: true },
    { name: "link", label: "Tautan webinar", kind: "text", required: true, hint: "Alamat ruang webinar atau pendaftarannya (https://…)." },
  ],
  competence: [
    { name: "name", label: "Nama kompetensi", kind: "text", required: true },
    slug,
    { name: "description", label: "Deskripsi", kind: "textarea", required: true },
  ],
};
