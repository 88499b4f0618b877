import { z } from "zod";
import { CLASS_LEVELS, CLASS_TYPES } from "./catalog-constants.ts";
import { PARAM_PATTERNS } from "./route-params.ts";

/**
 * The catalogue's edit forms in the dashboard (issue 17): classes, programmes, batches, syllabus,
 * mentors, courses, modules and chapters. Each schema parses the submitted FormData (through
 * Conform: empty inputs arrive as `undefined`) into the columns it writes, with Indonesian
 * sentences for every refusal.
 */

const MAX_INT = 2_147_483_647;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .optional()
    .transform((v) => v ?? "");

/** An optional slug: empty means "make one from the name". */
const optionalSlug = z
  .string()
  .trim()
  .regex(PARAM_PATTERNS.slug, "Slug hanya boleh huruf kecil, angka dan tanda hubung (mis. web-dasar).")
  .optional()
  .transform((v) => v ?? "");

/** An image or link: a path on this site ("/media/…") or an http(s) address; empty means "generated". */
const imageRef = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} maksimal 500 karakter.`)
    .refine((v) => /^(https?:\/\/[^\s"'<>]+|\/(?![/\\])[^\s"'<>]*)$/i.test(v), `${label} harus alamat http(s) atau path di situs ini (diawali /).`)
    .optional()
    .transform((v) => v ?? "");

const int = (label: string, min: number, max = MAX_INT) =>
  z.coerce
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(min, `${label} minimal ${min}.`)
    .max(max, `${label} maksimal ${max.toLocaleString("id-ID")}.`);

const optionalInt = (label: string, min: number, fallback: number, max = MAX_INT) =>
  int(label, min, max)
    .optional()
    .transform((v) => v ?? fallback);

/** A checkbox: present ("on") means true. */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** `YYYY-MM-DD` from a date input → midnight in Asia/Jakarta. */
const date = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus tanggal (hh/bb/tttt).`)
    .transform((v, c) => {
      const d = new Date(`${v}T00:00:00+07:00`);
      if (Number.isNaN(d.getTime())) {
        c.addIssue({ code: "custom", message: `${label} bukan tanggal yang valid.` });
        return z.NEVER;
      }
      return d;
    });

/** An optional reference to another row of the tenant (a select with an empty "—" option). */
const optionalRef = (label: string) =>
  z.coerce
    .number({ error: `${label} tidak dikenal.` })
    .int(`${label} tidak dikenal.`)
    .min(1, `${label} tidak dikenal.`)
    .max(MAX_INT, `${label} tidak dikenal.`)
    .optional()
    .transform((v) => v ?? null);

const ref = (label: string) =>
  z.coerce
    .number({ error: `Pilih ${label.toLowerCase()}.` })
    .int(`${label} tidak dikenal.`)
    .min(1, `${label} tidak dikenal.`)
    .max(MAX_INT, `${label} tidak dikenal.`);

/** Several checkboxes with one name → ids. */
const idList = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z.coerce
          .number({ error: `${label} tidak dikenal.` })
          .int(`${label} tidak dikenal.`)
          .min(1, `${label} tidak dikenal.`)
          .max(MAX_INT),
      )
      .max(20, `Pilih paling banyak 20 ${label.toLowerCase()}.`),
  );

function endsAfterStart<T extends { startsAt: Date; endsAt: Date }>(v: T, c: z.RefinementCtx) {
  if (v.endsAt.getTime() < v.startsAt.getTime())
    c.addIssue({ code: "custom", path: ["endsAt"], message: "Tanggal selesai tidak boleh sebelum tanggal mulai." });
}

export const ZClassForm = z
  .object({
    name: text("Nama kelas", 160),
    code: z
      .string({ error: "Kode kelas wajib diisi." })
      .trim()
      .toUpperCase()
      .regex(PARAM_PATTERNS.code, "Kode kelas hanya huruf besar, angka dan tanda hubung, minimal satu huruf (mis. WEB-01)."),
    slug: optionalSlug,
    description: text("Deskripsi", 5000),
    logo: imageRef("Logo"),
    level: z.enum(CLASS_LEVELS, { error: "Pilih tingkat kelas." }),
    type: z.enum(CLASS_TYPES, { error: "Pilih jenis kelas." }),
    programId: optionalRef("Program"),
    comingSoon: checkbox,
    onRegistration: checkbox,
    started: checkbox,
    ended: checkbox,
    schedule: text("Jadwal", 200),
    location: text("Lokasi", 200),
    startsAt: date("Tanggal mulai"),
    endsAt: date("Tanggal selesai"),
    price: optionalInt("Harga", 0, 0, 1_000_000_000),
    quota: int("Kuota", 1, 100_000),
    mentorIds: idList("Mentor"),
    isActive: checkbox,
    position: optionalInt("Urutan", 0, 0, 100_000),
  })
  .superRefine(endsAfterStart);
export type TClassForm = z.output<typeof ZClassForm>;

export const PROGRAM_KINDS = ["Vokasi", "Korporasi", "Pemerintah", "CSR", "Sekolah", "Umum"] as const;

export const ZProgramForm = z
  .object({
    name: text("Nama program", 160),
    slug: optionalSlug,
    summary: text("Ringkasan", 300),
    description: text("Deskripsi", 5000),
    logo: imageRef("Logo"),
    kind: z.enum(PROGRAM_KINDS, { error: "Pilih sasaran program." }),
    level: z.enum(CLASS_LEVELS, { error: "Pilih tingkat program." }),
    startsAt: date("Tanggal mulai"),
    endsAt: date("Tanggal selesai"),
    isActive: checkbox,
    position: optionalInt("Urutan", 0, 0, 100_000),
  })
  .superRefine(endsAfterStart);
export type TProgramForm = z.output<typeof ZProgramForm>;

export const ZBatchForm = z
  .object({
    classId: ref("Kelas"),
    number: int("Nomor batch", 1, 10_000),
    name: text("Nama batch", 160),
    startsAt: date("Tanggal mulai"),
    endsAt: date("Tanggal selesai"),
    registrationEndsAt: date("Batas pendaftaran"),
    quota: int("Kuota", 1, 100_000),
    isActive: checkbox,
  })
  .superRefine(endsAfterStart);
export type TBatchForm = z.output<typeof ZBatchForm>;

export const ZSyllabusForm = z.object({
  classId: ref("Kelas"),
  position: int("Urutan", 1, 1000),
  title: text("Judul materi", 200),
  description: text("Deskripsi", 2000),
  hours: int("Jumlah jam", 0, 1000),
});
export type TSyllabusForm = z.output<typeof ZSyllabusForm>;

export const ZMentorForm = z.object({
  name: text("Nama mentor", 120),
  slug: optionalSlug,
  role: text("Jabatan", 120),
  company: text("Perusahaan", 120),
  bio: text("Bio", 3000),
  photo: imageRef("Foto"),
  /** Comma-separated in the form. */
  expertise: optionalText("Keahlian", 500).transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 20),
  ),
  isActive: checkbox,
  position: optionalInt("Urutan", 0, 0, 100_000),
});
export type TMentorForm = z.output<typeof ZMentorForm>;

export const ZCourseForm = z.object({
  title: text("Judul kursus", 160),
  slug: optionalSlug,
  summary: text("Ringkasan", 300),
  description: text("Deskripsi", 5000),
  cover: imageRef("Sampul"),
  level: z.enum(CLASS_LEVELS, { error: "Pilih tingkat kursus." }),
  mentorId: optionalRef("Mentor"),
  isPremium: checkbox,
  price: optionalInt("Harga", 0, 0, 1_000_000_000),
  isActive: checkbox,
  position: optionalInt("Urutan", 0, 0, 100_000),
});
export type TCourseForm = z.output<typeof ZCourseForm>;

export const ZSchoolForm = z.object({
  programId: ref("Program"),
  name: text("Nama sekolah", 160),
  city: text("Kota", 120),
  province: text("Provinsi", 120),
  students: optionalInt("Jumlah siswa", 0, 0, 1_000_000),
});
export type TSchoolForm = z.output<typeof ZSchoolForm>;

/** `YYYY-MM-DDTHH:MM` from a datetime-local input → that minute in Asia/Jakarta. */
const dateTime = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label} harus tanggal dan jam (hh/bb/tttt jj:mm).`)
    .transform((v, c) => {
      const d = new Date(`${v}:00+07:00`);
      if (Number.isNaN(d.getTime())) {
        c.addIssue({ code: "custom", message: `${label} bukan tanggal yang valid.` });
        return z.NEVER;
      }
      return d;
    });

export const ZWebinarForm = z.object({
  title: text("Judul webinar", 200),
  slug: optionalSlug,
  summary: text("Ringkasan", 1000),
  speaker: text("Pembicara", 160),
  programId: optionalRef("Program"),
  startsAt: dateTime("Waktu mulai"),
  durationMinutes: int("Durasi", 10, 1440),
  link: z
    .string({ error: "Tautan webinar wajib diisi." })
    .trim()
    .min(1, "Tautan webinar wajib diisi.")
    .max(500, "Tautan webinar maksimal 500 karakter.")
    .regex(/^https:\/\/[^\s"'<>]+$/i, "Tautan webinar harus alamat yang diawali https://."),
});
export type TWebinarForm = z.output<typeof ZWebinarForm>;

export const ZCompetenceForm = z.object({
  name: text("Nama kompetensi", 120),
  slug: optionalSlug,
  description: text("Deskripsi", 2000),
});
export type TCompetenceForm = z.output<typeof ZCompetenceForm>;

export const ZModuleForm = z.object({
  title: text("Judul modul", 160),
  slug: optionalSlug,
});
export type TModuleForm = z.output<typeof ZModuleForm>;

/** A chapter's video: a YouTube or Vimeo link, or a file on this site (/media/…, /files/… .mp4/.webm). */
const videoRef = z
  .string()
  .trim()
  .max(500, "Tautan video maksimal 500 karakter.")
  .refine(
    (v) =>
      /^https?:\/\/((www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)|(player\.)?vimeo\.com)\/\S+$/i.test(v) ||
      /^\/(?:media|files)\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}\.(webm|mp4)$/.test(v),
    "Video harus tautan YouTube atau Vimeo, atau berkas .mp4/.webm di situs ini.",
  )
  .optional()
  .transform((v) => v || null);

export const CHAPTER_BODY_MAX = 100_000;

export const ZChapterForm = z.object({
  title: text("Judul bab", 200),
  slug: optionalSlug,
  moduleId: ref("Modul"),
  durationMinutes: optionalInt("Durasi", 1, 10, 600),
  /** Premium: locked for readers who have not joined a premium course (not a free preview). */
  isPremium: checkbox,
  videoUrl: videoRef,
  body: z
    .string()
    .max(CHAPTER_BODY_MAX, `Isi bab maksimal ${CHAPTER_BODY_MAX.toLocaleString("id-ID")} karakter.`)
    .optional()
    .transform((v) => v ?? ""),
});
export type TChapterForm = z.output<typeof ZChapterForm>;

/** A new chapter from the course page: title and module; the rest is filled in the chapter editor. */
export const ZNewChapterForm = z.object({
  title: text("Judul bab", 200),
  moduleId: ref("Modul"),
});

/** "Naik" / "Turun" buttons and drag-and-drop both post this. */
export const ZMoveForm = z.object({
  id: ref("Baris"),
  direction: z.enum(["up", "down"], { error: "Arah pindah tidak dikenal." }),
});

/** Drag-and-drop posts the whole new order of a module's chapters (or the course's modules). */
export const ZReorderForm = z.object({
  ids: z.preprocess(
    (v) => (typeof v === "string" ? v.split(",") : v),
    z.array(z.coerce.number().int().min(1).max(MAX_INT)).min(1, "Urutan kosong.").max(500, "Urutan terlalu panjang."),
  ),
});

/** Makes a slug from a name: "Belajar React Dasar!" → "belajar-react-dasar". */
export function slugify(s: string): string {
  const out = s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return out || "baru";
}
