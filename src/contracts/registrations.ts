import { z } from "zod";

/**
 * Inbound forms (issue 14): one schema per form, shared by the page actions and the API.
 * Messages are full Indonesian sentences shown next to the field.
 */
export const SUBMISSION_KINDS = ["demo", "contact", "appointment", "talent_hiring", "school", "team", "liga_smk", "event", "sponsor", "coder"] as const;
export type TSubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_STATUSES = ["baru", "dihubungi", "selesai", "ditolak"] as const;
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const KIND_LABEL: Record<TSubmissionKind, string> = {
  demo: "Permintaan demo",
  contact: "Pesan kontak",
  appointment: "Janji temu",
  talent_hiring: "Rekrut talenta",
  school: "Pendaftaran sekolah",
  team: "Pendaftaran tim",
  liga_smk: "Pendaftaran Liga SMK",
  event: "Pendaftaran event",
  sponsor: "Minat sponsor",
  coder: "Pendaftaran coder",
};
export const STATUS_LABEL: Record<TSubmissionStatus, string> = { baru: "Baru", dihubungi: "Dihubungi", selesai: "Selesai", ditolak: "Ditolak" };

const req = (label: string) => `${label} wajib diisi.`;

export const ZFormEmail = z
  .string({ message: req("Email") })
  .trim()
  .min(1, req("Email"))
  .max(200, "Email maksimal 200 karakter.")
  .pipe(z.email({ message: "Format email tidak valid, contoh: nama@sekolah.sch.id." }))
  .transform((v) => v.toLowerCase());
export const ZPersonName = z
  .string({ message: req("Nama") })
  .trim()
  .min(2, "Nama minimal 2 karakter.")
  .max(100, "Nama maksimal 100 karakter.");
export const ZPhone = z
  .string({ message: req("Nomor telepon") })
  .trim()
  .min(1, req("Nomor telepon"))
  .regex(/^\+?[0-9 ()-]{8,20}$/, "Nomor telepon tidak valid, contoh: 0812-3456-7890.")
  .max(20, "Nomor telepon maksimal 20 karakter.");
const ZOptionalPhone = z
  .string()
  .trim()
  .max(20, "Nomor telepon maksimal 20 karakter.")
  .refine((v) => v === "" || /^\+?[0-9 ()-]{8,20}$/.test(v), "Nomor telepon tidak valid, contoh: 0812-3456-7890.")
  .optional()
  .default("");
const ZOrg = (label = "Nama instansi", required = false) =>
  required
    ? z
        .string({ message: req(label) })
        .trim()
        .min(2, `${label} minimal 2 karakter.`)
        .max(150, `${label} maksimal 150 karakter.`)
    : z.string().trim().max(150, `${label} maksimal 150 karakter.`).optional().default("");
const ZMessage = (required: boolean, label = "Pesan") =>
  required
    ? z
        .string({ message: req(label) })
        .trim()
        .min(10, `${label} minimal 10 karakter.`)
        .max(2000, `${label} maksimal 2.000 karakter.`)
    : z.string().trim().max(2000, `${label} maksimal 2.000 karakter.`).optional().default("");

/** Hidden fields every form carries: the idempotency key and the honeypot (must stay empty). */
export const ZFormMeta = {
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, "Formulir kedaluwarsa, muat ulang halaman.")
    .optional(),
  website: z.string().max(200).optional().default(""),
};

export const DEMO_PRODUCTS = ["LMS", "Aksara", "Pelatihan Korporasi", "Program Sekolah", "Lainnya"] as const;

/** Short demo request (home and /Pricing): only the e-mail, like `GET v0/cms/app/request-demo?email`. */
export const ZDemoShort = z.object({ email: ZFormEmail, ...ZFormMeta });
/** The full demo request form. */
export const ZDemoRequest = z.object({
  email: ZFormEmail,
  name: ZPersonName.optional(),
  organization: ZOrg("Nama instansi"),
  phone: ZOptionalPhone,
  product: z.enum(DEMO_PRODUCTS, { message: "Pilih produk yang ingin Anda lihat." }).optional(),
  message: ZMessage(false, "Catatan"),
  ...ZFormMeta,
});
export type TDemoRequest = z.infer<typeof ZDemoRequest>;

export const CONTACT_TOPICS = ["Konsultasi program", "Kerja sama", "Kelas & pendaftaran", "Lainnya"] as const;
export const ZContact = z.object({
  name: ZPersonName,
  email: ZFormEmail,
  phone: ZOptionalPhone,
  organization: ZOrg(),
  topic: z.enum(CONTACT_TOPICS, { message: "Pilih topik pesan." }),
  message: ZMessage(true),
  ...ZFormMeta,
});
export type TContact = z.infer<typeof ZContact>;

export const APPOINTMENT_TOPICS = ["Demo LMS", "Pelatihan korporasi", "Program sekolah / SMK", "Program pemerintah", "Konsultasi umum"] as const;
export const ZAppointment = z.object({
  topic: z.enum(APPOINTMENT_TOPICS, { message: "Pilih topik konsultasi." }),
  date: z.string({ message: req("Tanggal") }).regex(/^\d{4}-\d{2}-\d{2}$/, "Pilih tanggal konsultasi."),
  slotId: z.coerce
    .number({ message: "Pilih jam konsultasi yang masih tersedia." })
    .int("Pilih jam konsultasi yang masih tersedia.")
    .positive("Pilih jam konsultasi yang masih tersedia.")
    .max(2147483647, "Pilih jam konsultasi yang masih tersedia."),
  name: ZPersonName,
  email: ZFormEmail,
  phone: ZPhone,
  organization: ZOrg(),
  notes: ZMessage(false, "Catatan"),
  ...ZFormMeta,
});
export type TAppointment = z.infer<typeof ZAppointment>;

/**
 * Public forms that take an attachment from a visitor who is not signed in. Such an upload
 * (`POST /api/v1/drive/upload` with `form=<kind>`, or the form's own file field) stays private
 * until the form is sent, and is deleted when it never is.
 */
export const PUBLIC_UPLOAD_FORMS = ["talent_hiring"] as const;
export type TPublicUploadForm = (typeof PUBLIC_UPLOAD_FORMS)[number];
export const ZPublicUploadForm = z.enum(PUBLIC_UPLOAD_FORMS, { message: `form harus salah satu dari: ${PUBLIC_UPLOAD_FORMS.join(", ")}.` });

/** The URL the upload endpoint answered (`…/<id>/<name>`), for a form whose file was sent ahead. */
export const ZAttachmentUrl = z
  .string()
  .trim()
  .max(500, "Alamat lampiran terlalu panjang.")
  .regex(/^$|^(https?:\/\/[^/\s]+)?(\/[^/\s]+)*\/[A-Za-z0-9_-]{8,64}\/[^/\s]+$/, "Lampiran tidak dikenal. Pilih file lagi.")
  .optional()
  .default("");

/** The upload id in an attachment URL (`…/<id>/<name>`), or null. */
export function uploadIdOfUrl(url: string): string | null {
  return url.match(/\/([A-Za-z0-9_-]{8,64})\/[^/\s]+$/)?.[1] ?? null;
}

export const ZTalentHiring = z.object({
  organization: ZOrg("Nama perusahaan", true),
  name: ZPersonName,
  email: ZFormEmail,
  phone: ZPhone,
  roles: z
    .string({ message: req("Posisi yang dicari") })
    .trim()
    .min(3, "Posisi yang dicari minimal 3 karakter.")
    .max(300, "Posisi yang dicari maksimal 300 karakter."),
  headcount: z.coerce
    .number({ message: "Jumlah talenta harus berupa angka." })
    .int("Jumlah talenta harus bilangan bulat.")
    .min(1, "Jumlah talenta minimal 1.")
    .max(500, "Jumlah talenta maksimal 500."),
  message: ZMessage(true, "Kebutuhan"),
  /** A file sent ahead through the upload endpoint (`form=talent_hiring`); the page's own file field is read apart. */
  attachmentUrl: ZAttachmentUrl,
  ...ZFormMeta,
});
export type TTalentHiring = z.infer<typeof ZTalentHiring>;

export const ZRegionCode = z
  .string({ message: "Pilih provinsi." })
  .trim()
  .regex(/^\d{2}$/, "Pilih provinsi.");
export const ZCityCode = z
  .string({ message: "Pilih kabupaten/kota." })
  .trim()
  .regex(/^\d{2}\.\d{2}$/, "Pilih kabupaten/kota.");
/** A school's NPSN: 8 digits, or left empty. */
const ZNpsn = z
  .string()
  .trim()
  .max(8, "NPSN terdiri dari 8 angka.")
  .refine((v) => v === "" || /^\d{8}$/.test(v), "NPSN terdiri dari 8 angka.")
  .optional()
  .default("");
const ZSchoolName = z
  .string({ message: req("Nama sekolah") })
  .trim()
  .min(3, "Nama sekolah minimal 3 karakter.")
  .max(150, "Nama sekolah maksimal 150 karakter.");

export const ZStudent = z.object({
  name: z
    .string({ message: req("Nama siswa") })
    .trim()
    .min(2, "Nama siswa minimal 2 karakter.")
    .max(100, "Nama siswa maksimal 100 karakter."),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Format email siswa tidak valid.")
    .optional()
    .default(""),
  grade: z.string().trim().max(40, "Kelas maksimal 40 karakter.").optional().default(""),
});

/** Student rows left blank on the form (rows 4 and 5 are optional) are not students. */
function dropEmptyRows(v: unknown): unknown {
  if (!Array.isArray(v)) return v ?? [];
  return v.filter(
    (row) => row && typeof row === "object" && Object.values(row as Record<string, unknown>).some((x) => x !== undefined && x !== null && x !== ""),
  );
}

/** Liga SMK: a school, its region, the mentor teacher and 3–5 students. */
// Fields in the order of the form (app/routes/forms/liga-smk-register.tsx): the first error is the first field to fix.
export const ZLigaSmkRegistration = z.object({
  schoolName: ZSchoolName,
  npsn: ZNpsn,
  teamName: z
    .string({ message: req("Nama tim") })
    .trim()
    .min(3, "Nama tim minimal 3 karakter.")
    .max(60, "Nama tim maksimal 60 karakter."),
  provinceId: ZRegionCode,
  cityId: ZCityCode,
  mentorName: ZPersonName,
  mentorEmail: ZFormEmail,
  mentorPhone: ZPhone,
  students: z.preprocess(
    dropEmptyRows,
    z.array(ZStudent, { message: "Isi data minimal 3 siswa." }).min(3, "Tim terdiri dari minimal 3 siswa.").max(5, "Tim terdiri dari maksimal 5 siswa."),
  ),
  agree: z.literal(["on", "true", true], { message: "Setujui peraturan Liga SMK untuk mendaftar." }),
  ...ZFormMeta,
});
export type TLigaSmkRegistration = z.infer<typeof ZLigaSmkRegistration>;

export const SCHOOL_LEVELS = ["SMK", "SMA", "SMP", "MA", "Lainnya"] as const;

/** `POST v1/school/register`. */
export const ZSchoolRegistration = z.object({
  name: ZSchoolName,
  npsn: ZNpsn,
  level: z.enum(SCHOOL_LEVELS, { message: "Pilih jenjang sekolah." }).optional().default("SMK"),
  provinceId: ZRegionCode,
  cityId: ZCityCode,
  address: z.string().trim().max(300, "Alamat maksimal 300 karakter.").optional().default(""),
  contactName: ZPersonName,
  email: ZFormEmail,
  phone: ZPhone,
  programId: z.coerce.number().int().positive().max(2147483647).optional(),
  logoUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/files\/|^$/, "Logo harus berkas yang diunggah lewat drive upload.")
    .optional()
    .default(""),
  ...ZFormMeta,
});
export type TSchoolRegistration = z.infer<typeof ZSchoolRegistration>;

/** `POST v1/team/register` (anonymous; `v1/auth/team/register` takes the same body signed in). */
export const ZTeamRegistration = z.object({
  name: z
    .string({ message: req("Nama tim") })
    .trim()
    .min(3, "Nama tim minimal 3 karakter.")
    .max(60, "Nama tim maksimal 60 karakter."),
  schoolId: z.coerce.number({ message: "schoolId harus berupa angka." }).int().positive().max(2147483647),
  mentorName: ZPersonName,
  mentorEmail: ZFormEmail,
  mentorPhone: ZPhone,
  members: z.array(ZStudent, { message: "Isi anggota tim." }).min(1, "Tim minimal 1 anggota.").max(10, "Tim maksimal 10 anggota."),
  ...ZFormMeta,
});
export type TTeamRegistration = z.infer<typeof ZTeamRegistration>;

export const ZEventRsvp = z.object({
  name: ZPersonName,
  email: ZFormEmail,
  phone: ZOptionalPhone,
  organization: ZOrg("Instansi/sekolah"),
  ...ZFormMeta,
});
export type TEventRsvp = z.infer<typeof ZEventRsvp>;

export const ZSponsorEnquiry = z.object({
  organization: ZOrg("Nama perusahaan", true),
  name: ZPersonName,
  email: ZFormEmail,
  phone: ZPhone,
  tier: z.string({ message: "Pilih paket sponsor." }).trim().min(2, "Pilih paket sponsor.").max(60),
  message: ZMessage(false, "Catatan"),
  ...ZFormMeta,
});
export type TSponsorEnquiry = z.infer<typeof ZSponsorEnquiry>;

/** `/Dashboard/Inbox`: the list's filters (a bad value is dropped, not refused) and a status change. */
const ZQueryDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .or(z.literal("").transform(() => undefined));
export const ZInboxQuery = z.object({
  jenis: z
    .enum(SUBMISSION_KINDS)
    .optional()
    .or(z.literal("").transform(() => undefined))
    .catch(undefined),
  status: z
    .enum(SUBMISSION_STATUSES)
    .optional()
    .or(z.literal("").transform(() => undefined))
    .catch(undefined),
  dari: ZQueryDate.catch(undefined),
  sampai: ZQueryDate.catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  halaman: z.coerce.number().int().min(1).max(10000).catch(1).default(1),
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

export const ZStatusChange = z.object({
  id: z.coerce.number({ message: "Kiriman tidak ditemukan." }).int().positive().max(2147483647),
  status: z.enum(SUBMISSION_STATUSES, { message: "Pilih status." }),
  note: z.string().trim().max(1000, "Catatan maksimal 1.000 karakter.").optional().default(""),
});
export type TStatusChange = z.infer<typeof ZStatusChange>;

/** Weekdays as `Date#getUTCDay()` numbers of the WIB date (0 = Minggu). */
export const WEEKDAY_LABEL = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"] as const;
export const SLOT_DURATIONS = [15, 30, 45, 60, 90] as const;
/** Staff open at most this many days and slots in one go. */
export const SLOT_RANGE_MAX_DAYS = 62;
export const SLOT_BATCH_MAX = 400;

const ZClock = (label: string) =>
  z
    .string({ message: `${label} wajib diisi.` })
    .trim()
    .regex(/^([01]\d|2[0-3])[:.][0-5]\d$/, `${label} harus berformat JJ:MM, misalnya 09:00.`)
    .transform((v) => v.replace(".", ":"));
const ZIsoDate = (label: string) =>
  z
    .string({ message: `${label} wajib diisi.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berupa tanggal (TTTT-BB-HH).`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+07:00`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} tidak valid.`);

/**
 * Staff open appointment slots (`/Dashboard/Jadwal`): every `durationMin` from `startTime` up to
 * `endTime` (the last slot ends by then), on the chosen weekdays between `from` and `until` (WIB).
 */
export const ZOpenSlots = z
  .object({
    from: ZIsoDate("Tanggal mulai"),
    until: ZIsoDate("Tanggal selesai"),
    weekdays: z
      .array(z.coerce.number().int().min(0).max(6), { message: "Pilih minimal satu hari." })
      .min(1, "Pilih minimal satu hari.")
      .max(7, "Pilih minimal satu hari."),
    startTime: ZClock("Jam mulai"),
    endTime: ZClock("Jam selesai"),
    durationMin: z.coerce.number({ message: "Pilih durasi." }).refine((v) => (SLOT_DURATIONS as readonly number[]).includes(v), "Pilih durasi dari daftar."),
  })
  .superRefine((v, ctx) => {
    if (v.until < v.from) ctx.addIssue({ code: "custom", path: ["until"], message: "Tanggal selesai tidak boleh sebelum tanggal mulai." });
    else if ((Date.parse(v.until) - Date.parse(v.from)) / 86_400_000 >= SLOT_RANGE_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["until"], message: `Rentang tanggal maksimal ${SLOT_RANGE_MAX_DAYS} hari.` });
    if (v.endTime <= v.startTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: "Jam selesai harus setelah jam mulai." });
  });
export type TOpenSlots = z.infer<typeof ZOpenSlots>;

/** The WIB start times ("YYYY-MM-DDTHH:MM") a slot plan opens, in order. */
export function slotPlan(v: TOpenSlots): { date: string; time: string }[] {
  const out: { date: string; time: string }[] = [];
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const start = toMin(v.startTime);
  const end = toMin(v.endTime);
  for (let d = new Date(`${v.from}T00:00:00Z`); d.toISOString().slice(0, 10) <= v.until; d = new Date(d.getTime() + 86_400_000)) {
    if (!v.weekdays.includes(d.getUTCDay())) continue;
    for (let m = start; m + v.durationMin <= end; m += v.durationMin) {
      out.push({ date: d.toISOString().slice(0, 10), time: `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}` });
    }
  }
  return out;
}
