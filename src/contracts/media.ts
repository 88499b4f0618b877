import { z } from "zod";

/**
 * The media library's forms (dashboard "Media", issue 17): an upload carries a title and, for an
 * image, the alt text a screen reader reads; an edit changes both under optimistic concurrency.
 */

export const MEDIA_KINDS = ["image", "audio"] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_KIND_LABEL: Record<TMediaKind, string> = { image: "Gambar", audio: "Audio" };

/** What the library takes (the upload path sniffs the type from the bytes and enforces the sizes). */
export const MEDIA_TYPES_TEXT = "gambar JPG, PNG atau WebP (maksimal 5 MB) atau audio MP3, M4A atau OGG (maksimal 30 MB)";

export const ALT_REQUIRED_MESSAGE = "Teks alternatif wajib diisi untuk gambar: jelaskan isi gambar untuk pembaca layar.";

const ZTitle = z.string().trim().max(150, "Judul maksimal 150 karakter.").default("");
const ZAlt = z.string().trim().max(300, "Teks alternatif maksimal 300 karakter.").default("");

/** The text fields of an upload (the file is read separately; alt is checked once the type is known). */
export const ZMediaUploadForm = z.object({
  intent: z.literal("upload"),
  title: ZTitle,
  altText: ZAlt,
});
export type TMediaUploadForm = z.output<typeof ZMediaUploadForm>;

export const ZMediaEditForm = z.object({
  intent: z.literal("edit"),
  id: z.coerce.number({ error: "Media tidak dikenal." }).int("Media tidak dikenal.").min(1, "Media tidak dikenal.").max(2_147_483_647, "Media tidak dikenal."),
  version: z.coerce
    .number({ error: "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda." })
    .int()
    .min(1, "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda."),
  title: z.string({ error: "Judul wajib diisi." }).trim().min(1, "Judul wajib diisi.").max(150, "Judul maksimal 150 karakter."),
  altText: ZAlt,
});
export type TMediaEditForm = z.output<typeof ZMediaEditForm>;

/** A media URL a form field may hold: a file of this site (`/files/…`) or an https address. */
export const ZMediaUrl = z
  .string()
  .trim()
  .max(500, "URL media terlalu panjang.")
  .refine(
    (v) => v === "" || /^https:\/\/[^\s"'<>]+$/.test(v) || /^\/files\/[A-Za-z0-9_-]{8,64}\/[^\s"'<>/]+$/.test(v),
    "URL media harus diawali https:// atau /files/.",
  );
