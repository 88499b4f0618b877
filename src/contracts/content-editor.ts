import { z } from "zod";

/**
 * The content editor of the dashboard (issue 17): every content kind is described once here by its
 * fields. The same description builds the form's Zod schema (Indonesian messages), the edit form
 * (`app/routes/dashboard/content-edit.tsx`) and the list (`content-list.tsx`); the domain
 * (`src/domain/content/editor.ts`) maps parsed values to the table's columns.
 */

export type TFieldKind =
  /** One line of text. */
  | "text"
  /** Plain text over several lines. */
  | "textarea"
  /** Rich text: HTML, sanitised on save and on read. */
  | "html"
  /** A link: https://… or a path of this site (/files/…, /media/…). */
  | "url"
  /** A whole number. */
  | "number"
  /** Date and time in Asia/Jakarta (`datetime-local`). */
  | "datetime"
  /** A date (`date`), stored at 00:00 Asia/Jakarta. */
  | "date"
  | "select"
  | "checkbox"
  /** Comma-separated words → text[]. */
  | "tags"
  /** One item per line → text[]. */
  | "lines"
  /** Repeated rows of sub-fields (event speakers, portfolio images, …) → JSON array. */
  | "rows";

export interface TFieldDef {
  name: string;
  label: string;
  kind: TFieldKind;
  required?: boolean;
  hint?: string;
  max?: number;
  /** Fixed choices of a select. */
  options?: readonly { value: string; label: string }[];
  /** Choices read from the tenant's data at run time. */
  optionsFrom?: "categories" | "careers";
  /** Sub-fields of a `rows` field (no nested rows). */
  columns?: readonly TFieldDef[];
  /** Shown only on create (a key that cannot change afterwards). */
  createOnly?: boolean;
  /** A `url` field that names an image or audio file: the editor offers the media library's picker. */
  media?: "image" | "audio";
  /** The field that takes the chosen image's alt text (galleries). */
  altField?: string;
}

export const CONTENT_KINDS = ["artikel", "kategori", "podcast", "video", "galeri", "portofolio", "fitur", "acara", "karier", "lowongan"] as const;
export type TContentKind = (typeof CONTENT_KINDS)[number];

export const POST_STATUSES = ["draft", "published", "scheduled"] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];
export const STATUS_LABEL: Record<TPostStatus, string> = { draft: "Draf", published: "Terbit", scheduled: "Terjadwal" };

export interface TContentKindDef {
  kind: TContentKind;
  /** The list's path under /Dashboard/Konten ("Artikel", "Artikel/Kategori"); edit forms at `<path>/<id>` and `<path>/baru`. */
  path: string;
  /** Plural label (menu, heading) and the singular noun used in sentences. */
  label: string;
  noun: string;
  hint: string;
  fields: readonly TFieldDef[];
  /** Has a published flag (bulk publish / unpublish, status filter). */
  publishable: boolean;
  /** Has a publish time: a published row with a future time is scheduled. */
  schedulable: boolean;
}

const MAX_TEXT = 200;
const MAX_LONG = 2000;
const MAX_HTML = 100_000;

const kindOptions = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

const slugField: TFieldDef = {
  name: "slug",
  label: "Slug",
  kind: "text",
  max: 120,
  hint: "Huruf kecil, angka dan tanda hubung (contoh: belajar-react). Kosongkan untuk dibuat dari judul.",
};

export const CONTENT_KIND_DEFS: Record<TContentKind, TContentKindDef> = {
  artikel: {
    kind: "artikel",
    path: "Artikel",
    label: "Artikel",
    noun: "artikel",
    hint: "Artikel, blog dan berita: draf, terbit atau terjadwal.",
    publishable: true,
    schedulable: true,
    fields: [
      { name: "title", label: "Judul", kind: "text", required: true, max: MAX_TEXT },
      slugField,
      { name: "kind", label: "Jenis", kind: "select", required: true, options: kindOptions({ article: "Artikel", blog: "Blog", news: "Berita" }) },
      { name: "categorySlug", label: "Kategori", kind: "select", required: true, optionsFrom: "categories" },
      { name: "summary", label: "Ringkasan", kind: "textarea", max: 500 },
      { name: "content", label: "Isi artikel", kind: "html", required: true, max: MAX_HTML, hint: "HTML sederhana: <p>, <h2>, <ul>, <a>, <img>, <strong>." },
      { name: "cover", label: "Gambar sampul", kind: "url", media: "image", hint: "Tautan gambar (https://… atau /files/…)." },
      { name: "author", label: "Penulis", kind: "text", max: 120 },
      { name: "tags", label: "Tag", kind: "tags", hint: "Pisahkan dengan koma." },
    ],
  },
  kategori: {
    kind: "kategori",
    path: "Artikel/Kategori",
    label: "Kategori",
    noun: "kategori",
    hint: "Kategori artikel dan podcast.",
    publishable: false,
    schedulable: false,
    fields: [
      { name: "name", label: "Nama", kind: "text", required: true, max: 120 },
      { ...slugField, createOnly: true, hint: "Tidak dapat diubah setelah dibuat. Kosongkan untuk dibuat dari nama." },
      { name: "description", label: "Deskripsi", kind: "textarea", max: MAX_LONG },
    ],
  },
  podcast: {
    kind: "podcast",
    path: "Podcast",
    label: "Podcast",
    noun: "episode",
    hint: "Episode podcast dengan rekaman yang diputar di halaman episode.",
    publishable: true,
    schedulable: true,
    fields: [
      { name: "title", label: "Judul episode", kind: "text", required: true, max: MAX_TEXT },
      slugField,
      { name: "episode", label: "Nomor episode", kind: "number", required: true },
      { name: "categorySlug", label: "Kategori", kind: "select", required: true, optionsFrom: "categories" },
      {
        name: "audioUrl",
        label: "Rekaman audio",
        kind: "url",
        media: "audio",
        hint: "Tautan berkas audio (MP3, OGG, M4A): https://… atau hasil unggahan /files/…. Kosongkan bila rekaman belum siap.",
      },
      { name: "durationSec", label: "Durasi (detik)", kind: "number" },
      { name: "summary", label: "Ringkasan", kind: "textarea", max: 500 },
      { name: "description", label: "Deskripsi", kind: "html", max: MAX_HTML },
      { name: "cover", label: "Gambar sampul", kind: "url", media: "image" },
      { name: "host", label: "Pembawa acara", kind: "text", max: 120 },
      { name: "guests", label: "Narasumber", kind: "tags", hint: "Pisahkan dengan koma." },
    ],
  },
  video: {
    kind: "video",
    path: "Video",
    label: "Video",
    noun: "video",
    hint: "Video YouTube atau Vimeo yang diputar di halaman Video.",
    publishable: true,
    schedulable: true,
    fields: [
      { name: "title", label: "Judul", kind: "text", required: true, max: MAX_TEXT },
      {
        name: "link",
        label: "Tautan YouTube atau Vimeo",
        kind: "url",
        hint: "Contoh: https://www.youtube.com/watch?v=… atau https://vimeo.com/123456.",
      },
      { name: "videoUrl", label: "Berkas video situs ini", kind: "url", hint: "Opsional: /files/….mp4 atau .webm; diputar langsung bila diisi." },
      { name: "thumbnail", label: "Gambar pratinjau", kind: "url", media: "image", required: true },
      { name: "summary", label: "Ringkasan", kind: "textarea", max: 500 },
      { name: "durationSec", label: "Durasi (detik)", kind: "number" },
      { name: "topics", label: "Topik", kind: "tags", hint: "Pisahkan dengan koma." },
    ],
  },
  galeri: {
    kind: "galeri",
    path: "Galeri",
    label: "Galeri",
    noun: "foto",
    hint: "Foto dokumentasi kegiatan.",
    publishable: true,
    schedulable: false,
    fields: [
      { name: "title", label: "Judul", kind: "text", required: true, max: MAX_TEXT },
      { name: "image", label: "Gambar", kind: "url", media: "image", altField: "caption", required: true },
      { name: "caption", label: "Keterangan (teks alternatif)", kind: "textarea", required: true, max: 500 },
      { name: "album", label: "Album", kind: "text", max: 120 },
      { name: "takenAt", label: "Tanggal diambil", kind: "date", required: true },
    ],
  },
  portofolio: {
    kind: "portofolio",
    path: "Portofolio",
    label: "Portofolio",
    noun: "studi kasus",
    hint: "Studi kasus program dengan batch, gambar dan foto.",
    publishable: true,
    schedulable: false,
    fields: [
      { name: "title", label: "Judul", kind: "text", required: true, max: MAX_TEXT },
      { ...slugField, createOnly: true, hint: "Tidak dapat diubah setelah dibuat. Kosongkan untuk dibuat dari judul." },
      { name: "kind", label: "Jenis program", kind: "text", required: true, max: 120, hint: "Contoh: CSR Program, Capacity Building Programs." },
      { name: "date", label: "Tanggal", kind: "date", required: true },
      { name: "clientName", label: "Nama klien", kind: "text", max: 200 },
      { name: "projectLink", label: "Tautan proyek", kind: "url" },
      { name: "summary", label: "Ringkasan", kind: "textarea", max: 500 },
      { name: "description", label: "Deskripsi", kind: "html", max: MAX_HTML },
      { name: "cover", label: "Gambar sampul", kind: "url", media: "image" },
      { name: "videoLink", label: "Tautan video", kind: "url" },
      { name: "videoThumbnail", label: "Gambar pratinjau video", kind: "url", media: "image" },
      {
        name: "batchs",
        label: "Batch",
        kind: "rows",
        columns: [
          { name: "label", label: "Nama batch", kind: "text", required: true, max: 120 },
          { name: "date", label: "Tanggal", kind: "date", required: true },
        ],
      },
      {
        name: "images",
        label: "Gambar",
        kind: "rows",
        columns: [
          { name: "link", label: "Tautan gambar", kind: "url", media: "image", required: true },
          { name: "name", label: "Nama", kind: "text", required: true, max: 200 },
        ],
      },
      {
        name: "photos",
        label: "Foto",
        kind: "rows",
        columns: [
          { name: "link", label: "Tautan foto", kind: "url", media: "image", required: true },
          { name: "name", label: "Nama", kind: "text", required: true, max: 200 },
        ],
      },
    ],
  },
  fitur: {
    kind: "fitur",
    path: "Fitur",
    label: "Fitur",
    noun: "fitur",
    hint: "Fitur LMS, Aksara dan layanan.",
    publishable: true,
    schedulable: false,
    fields: [
      { name: "title", label: "Judul", kind: "text", required: true, max: MAX_TEXT },
      {
        name: "product",
        label: "Produk",
        kind: "select",
        required: true,
        createOnly: true,
        options: kindOptions({ lms: "LMS", aksara: "Aksara", services: "Layanan" }),
      },
      { ...slugField, createOnly: true, hint: "Tidak dapat diubah setelah dibuat. Kosongkan untuk dibuat dari judul." },
      { name: "key", label: "Kunci", kind: "text", max: 60, hint: "Kosongkan untuk memakai slug." },
      { name: "icon", label: "Ikon", kind: "text", max: 40 },
      { name: "description", label: "Deskripsi", kind: "textarea", required: true, max: MAX_LONG },
      { name: "image", label: "Gambar", kind: "url", media: "image" },
      { name: "listFeatures", label: "Daftar kemampuan", kind: "lines", hint: "Satu kemampuan per baris." },
      {
        name: "benefits",
        label: "Manfaat",
        kind: "rows",
        columns: [
          { name: "title", label: "Judul", kind: "text", required: true, max: 120 },
          { name: "icon", label: "Ikon", kind: "text", max: 40 },
          { name: "desc", label: "Penjelasan", kind: "text", max: 500 },
        ],
      },
      { name: "position", label: "Urutan", kind: "number" },
    ],
  },
  acara: {
    kind: "acara",
    path: "Acara",
    label: "Acara",
    noun: "acara",
    hint: "Event dengan pembicara, kegiatan dan paket sponsor.",
    publishable: true,
    schedulable: false,
    fields: [
      { name: "title", label: "Judul", kind: "text", required: true, max: MAX_TEXT },
      slugField,
      { name: "kind", label: "Jenis", kind: "select", required: true, options: kindOptions({ event: "Event", program: "Program event" }) },
      { name: "startsAt", label: "Mulai", kind: "datetime", required: true },
      { name: "endsAt", label: "Selesai", kind: "datetime", required: true },
      { name: "mode", label: "Bentuk", kind: "select", required: true, options: kindOptions({ offline: "Luring", online: "Daring", hybrid: "Hibrida" }) },
      { name: "location", label: "Lokasi", kind: "text", max: 200 },
      { name: "registrationUrl", label: "Tautan pendaftaran luar", kind: "url" },
      { name: "summary", label: "Ringkasan", kind: "textarea", max: 500 },
      { name: "description", label: "Deskripsi", kind: "html", max: MAX_HTML },
      { name: "cover", label: "Gambar sampul", kind: "url", media: "image" },
      {
        name: "speakers",
        label: "Pembicara",
        kind: "rows",
        columns: [
          { name: "name", label: "Nama", kind: "text", required: true, max: 120 },
          { name: "image", label: "Foto", kind: "url", media: "image" },
          { name: "short_bio", label: "Bio singkat", kind: "text", max: 300 },
          { name: "linkedIn", label: "LinkedIn", kind: "url" },
          { name: "isConfirmed", label: "Sudah konfirmasi", kind: "checkbox" },
        ],
      },
      {
        name: "activities",
        label: "Kegiatan",
        kind: "rows",
        columns: [
          { name: "name", label: "Nama", kind: "text", required: true, max: 120 },
          { name: "image", label: "Gambar", kind: "url", media: "image" },
          { name: "description", label: "Penjelasan", kind: "text", max: 500 },
        ],
      },
      {
        name: "sponsorTiers",
        label: "Paket sponsor",
        kind: "rows",
        columns: [
          { name: "name", label: "Nama paket", kind: "text", required: true, max: 120 },
          { name: "slot", label: "Slot", kind: "text", max: 60 },
          { name: "price", label: "Harga (Rp)", kind: "number", hint: "Kosongkan bila seluruh biaya acara." },
          { name: "benefits", label: "Manfaat (pisahkan dengan ;)", kind: "text", max: 1000 },
        ],
      },
    ],
  },
  karier: {
    kind: "karier",
    path: "Karier",
    label: "Karier",
    noun: "karier",
    hint: "Organisasi atau divisi yang membuka lowongan.",
    publishable: true,
    schedulable: false,
    fields: [
      { name: "name", label: "Nama", kind: "text", required: true, max: MAX_TEXT },
      slugField,
      { name: "summary", label: "Ringkasan", kind: "textarea", max: 500 },
      { name: "description", label: "Deskripsi", kind: "html", max: MAX_HTML },
      { name: "logo", label: "Logo", kind: "url", media: "image" },
      { name: "location", label: "Lokasi", kind: "text", max: 200 },
      { name: "website", label: "Situs web", kind: "url" },
    ],
  },
  lowongan: {
    kind: "lowongan",
    path: "Karier/Lowongan",
    label: "Lowongan",
    noun: "lowongan",
    hint: "Lowongan kerja per karier.",
    publishable: true,
    schedulable: true,
    fields: [
      { name: "title", label: "Judul", kind: "text", required: true, max: MAX_TEXT },
      slugField,
      { name: "careerId", label: "Karier", kind: "select", required: true, optionsFrom: "careers" },
      { name: "employment", label: "Jenis pekerjaan", kind: "text", max: 60 },
      { name: "location", label: "Lokasi", kind: "text", max: 200 },
      { name: "salaryMin", label: "Gaji minimal (Rp)", kind: "number" },
      { name: "salaryMax", label: "Gaji maksimal (Rp)", kind: "number" },
      { name: "closesAt", label: "Ditutup", kind: "datetime" },
      { name: "description", label: "Deskripsi", kind: "html", max: MAX_HTML },
      { name: "requirements", label: "Persyaratan", kind: "lines", hint: "Satu persyaratan per baris." },
    ],
  },
};

/** The dashboard path of a kind's list. */
export const contentListPath = (def: TContentKindDef) => `/Dashboard/Konten/${def.path}`;

/** The kind whose list is `pathname`, or whose edit form (`…/<id>`, `…/baru`, `…/<id>/Pratinjau`) it is. */
export function contentKindOfPath(pathname: string): { def: TContentKindDef; rest: string[] } | null {
  const path = pathname.replace(/^\/Dashboard\/Konten\/?/, "").replace(/\/$/, "");
  let best: TContentKindDef | null = null;
  for (const d of Object.values(CONTENT_KIND_DEFS))
    if ((path === d.path || path.startsWith(`${d.path}/`)) && (!best || d.path.length > best.path.length)) best = d;
  if (!best) return null;
  const rest = path.slice(best.path.length).split("/").filter(Boolean);
  return { def: best, rest };
}

/** The status fields added to a publishable kind's form. */
export function statusFields(def: TContentKindDef): TFieldDef[] {
  if (!def.publishable) return [];
  const statuses = def.schedulable ? POST_STATUSES : (["draft", "published"] as const);
  const out: TFieldDef[] = [
    { name: "status", label: "Status", kind: "select", required: true, options: statuses.map((s) => ({ value: s, label: STATUS_LABEL[s] })) },
  ];
  if (def.schedulable)
    out.push({
      name: "publishedAt",
      label: "Waktu terbit (WIB)",
      kind: "datetime",
      hint: "Wajib untuk status Terjadwal. Kosongkan saat menerbitkan untuk memakai waktu sekarang.",
    });
  return out;
}

/** Every field of a kind's form, its status fields last. */
export function formFields(def: TContentKindDef): TFieldDef[] {
  return [...def.fields, ...statusFields(def)];
}

// ---------------------------------------------------------------------------------------------
// Parsing: the form's Zod schema, built from the field definitions.

const SLUG = /^(?=.{1,120}$)[a-z0-9]+(-[a-z0-9]+)*$/;
/** https://… (or http://) or a path of this site; never javascript:, data: or protocol-relative. */
const SAFE_URL = /^(https?:\/\/[^\s<>"']+|\/(?!\/)[^\s<>"']*)$/i;
const JAKARTA_OFFSET = "+07:00";

/** `2026-11-26T10:00` (Asia/Jakarta) → Date, or null when it is not one. */
export function parseJakartaDateTime(v: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2})?)?$/.exec(v.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2] ?? "00:00"}:00${JAKARTA_OFFSET}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Date → `2026-11-26T10:00` in Asia/Jakarta (the value of a `datetime-local` input). */
export function toJakartaInput(d: Date | null | undefined, kind: "datetime" | "date" = "datetime"): string {
  if (!d) return "";
  const s = new Date(d.getTime() + 7 * 3_600_000).toISOString();
  return kind === "date" ? s.slice(0, 10) : s.slice(0, 16);
}

function fieldSchema(f: TFieldDef): z.ZodType {
  const req = `${f.label} wajib diisi.`;
  const str = (max: number) => z.string({ error: req }).trim().max(max, `${f.label} maksimal ${max} karakter.`);
  const optional = (s: z.ZodType) => (f.required ? s : s.optional());
  switch (f.kind) {
    case "text":
    case "textarea":
      return f.name === "slug"
        ? z.string().trim().regex(SLUG, "Slug hanya boleh huruf kecil, angka dan tanda hubung (contoh: belajar-react).").optional()
        : optional(f.required ? str(f.max ?? MAX_TEXT).min(1, req) : str(f.max ?? MAX_TEXT));
    case "html":
      return optional(f.required ? str(f.max ?? MAX_HTML).min(1, req) : str(f.max ?? MAX_HTML));
    case "url":
      return optional(str(1000).regex(SAFE_URL, `${f.label} harus berupa tautan https://… atau alamat di situs ini (/…).`));
    case "number":
      return optional(
        z.coerce
          .number({ error: `${f.label} harus berupa angka.` })
          .int(`${f.label} harus bilangan bulat.`)
          .min(0, `${f.label} tidak boleh negatif.`)
          .max(2_000_000_000, `${f.label} terlalu besar.`),
      );
    case "datetime":
    case "date":
      return optional(
        z.string({ error: req }).transform((v, c) => {
          const d = parseJakartaDateTime(v);
          if (!d) {
            c.addIssue({ code: "custom", message: `${f.label} bukan tanggal yang valid.` });
            return z.NEVER;
          }
          return d;
        }),
      );
    case "select": {
      if (f.optionsFrom === "careers") return z.coerce.number({ error: req }).int(req).min(1, req);
      const values = (f.options ?? []).map((o) => o.value);
      return f.options
        ? z.enum(values as [string, ...string[]], { error: `Pilih ${f.label.toLowerCase()} dari daftar.` })
        : z.string({ error: req }).regex(SLUG, `Pilih ${f.label.toLowerCase()} dari daftar.`);
    }
    case "checkbox":
      return z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
    case "tags":
      return z
        .string()
        .max(1000, `${f.label} maksimal 1000 karakter.`)
        .optional()
        .transform((v) =>
          (v ?? "")
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 30),
        );
    case "lines":
      return z
        .string()
        .max(5000, `${f.label} maksimal 5000 karakter.`)
        .optional()
        .transform((v) =>
          (v ?? "")
            .split(/\r?\n/)
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 50),
        );
    case "rows": {
      const shape: Record<string, z.ZodType> = {};
      for (const c of f.columns ?? []) shape[c.name] = fieldSchema(c);
      const checkboxes = new Set((f.columns ?? []).filter((c) => c.kind === "checkbox").map((c) => c.name));
      // Blank rows (the empty ones the form offers for adding) are dropped before validation.
      return z.preprocess(
        (v) =>
          Array.isArray(v)
            ? v
                .filter(
                  (row) =>
                    row && typeof row === "object" && Object.entries(row).some(([k, x]) => !checkboxes.has(k) && typeof x === "string" && x.trim() !== ""),
                )
                .map((row) => Object.fromEntries(Object.entries(row as object).map(([k, x]) => [k, typeof x === "string" && x.trim() === "" ? undefined : x])))
            : [],
        z.array(z.object(shape)).max(50, `${f.label} paling banyak 50 baris.`),
      );
    }
  }
}

/** The Zod schema of a kind's edit form: its fields, the status fields and the hidden `version`. */
export function contentFormSchema(def: TContentKindDef, mode: "create" | "update") {
  const shape: Record<string, z.ZodType> = {};
  for (const f of formFields(def)) {
    if (f.createOnly && mode === "update") continue;
    shape[f.name] = fieldSchema(f);
  }
  const base = z.object(shape);
  return base.superRefine((v: Record<string, unknown>, c) => {
    if (!def.publishable) return;
    const at = v.publishedAt as Date | undefined;
    if (v.status === "scheduled") {
      if (!at) c.addIssue({ code: "custom", path: ["publishedAt"], message: "Isi waktu terbit untuk status Terjadwal." });
      else if (at.getTime() <= Date.now()) c.addIssue({ code: "custom", path: ["publishedAt"], message: "Waktu terbit terjadwal harus di masa depan." });
    }
    if (v.status === "published" && at && at.getTime() > Date.now() + 60_000)
      c.addIssue({ code: "custom", path: ["publishedAt"], message: "Waktu terbit ada di masa depan: pilih status Terjadwal, atau kosongkan waktunya." });
    if (def.kind === "acara" && v.startsAt instanceof Date && v.endsAt instanceof Date && v.endsAt < v.startsAt)
      c.addIssue({ code: "custom", path: ["endsAt"], message: "Waktu selesai tidak boleh sebelum waktu mulai." });
    if (def.kind === "lowongan" && typeof v.salaryMin === "number" && typeof v.salaryMax === "number" && v.salaryMax < v.salaryMin)
      c.addIssue({ code: "custom", path: ["salaryMax"], message: "Gaji maksimal tidak boleh lebih kecil dari gaji minimal." });
  });
}

export type TContentFormValue = Record<string, unknown>;

/** Flat form values (`speakers[0].name`) from nested ones, for the inputs' default values. */
export function flattenValues(v: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) flattenValues(x, `${prefix}[${i}]`, out);
  } else if (v && typeof v === "object" && !(v instanceof Date)) {
    for (const [k, x] of Object.entries(v)) flattenValues(x, prefix ? `${prefix}.${k}` : k, out);
  } else if (v !== undefined && v !== null && prefix) {
    out[prefix] = typeof v === "boolean" ? (v ? "on" : "") : String(v);
  }
  return out;
}
