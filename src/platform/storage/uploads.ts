import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import sharp from "sharp";
import type { TPublicUploadForm } from "../../contracts/registrations.ts";
import type { Db } from "../../db/client.ts";
import { limiterOf } from "../../domain/rate-limit.ts";
import { uploads } from "../../db/schema/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { filesBaseUrl, type TFileStore } from "./index.ts";

/** Uploads (school logo, CV, payment proof): 5 MB at most. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type TUploadKind =
  | "image/jpeg"
  | "image/png"
  | "image/webp"
  | "application/pdf"
  | "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
  | "audio/mpeg"
  | "audio/mp4"
  | "audio/ogg";
export const UPLOAD_TYPES_TEXT = "JPG, PNG, WebP, PDF atau DOCX";

/** What the public upload endpoint takes (school logos, CVs, payment proofs). */
export const DRIVE_UPLOAD_TYPES: readonly TUploadKind[] = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

/** The media library (dashboard): images and audio (podcast recordings). */
export const MEDIA_IMAGE_TYPES: readonly TUploadKind[] = ["image/jpeg", "image/png", "image/webp"];
export const MEDIA_AUDIO_TYPES: readonly TUploadKind[] = ["audio/mpeg", "audio/mp4", "audio/ogg"];
/** Audio files of the media library may be larger than other uploads (a podcast episode). */
export const MEDIA_AUDIO_MAX_BYTES = 30 * 1024 * 1024;

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => Buffer.from(b.subarray(from, to)).toString("latin1");

/** The type of a file from its first bytes (the name and the client's claimed type are ignored). */
export function sniffType(b: Uint8Array): TUploadKind | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "image/webp";
  if (ascii(b, 0, 5) === "%PDF-") return "application/pdf";
  // A DOCX is a ZIP whose entries include word/… (the central directory names them in plain text).
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(b).includes("word/"))
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  // Audio: MP3 with an ID3 tag or a bare MPEG audio frame header, M4A (ISO media with an audio brand), Ogg.
  if (ascii(b, 0, 3) === "ID3" || (b[0] === 0xff && b[1] !== undefined && (b[1] & 0xe6) === 0xe2)) return "audio/mpeg";
  if (ascii(b, 4, 8) === "ftyp" && ["M4A ", "M4B "].includes(ascii(b, 8, 12))) return "audio/mp4";
  if (ascii(b, 0, 4) === "OggS") return "audio/ogg";
  return null;
}

const EXT: Record<TUploadKind, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/ogg": "ogg",
};

export function safeFileName(name: string, type: TUploadKind): string {
  const base = name
    .normalize("NFKD")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "berkas"}.${EXT[type]}`;
}

/** Images are decoded and encoded again (EXIF, GPS and other metadata dropped; orientation applied). */
async function reencode(bytes: Uint8Array, type: TUploadKind): Promise<{ bytes: Uint8Array; width: number | null; height: number | null }> {
  if (!type.startsWith("image/")) return { bytes, width: null, height: null };
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    const out = type === "image/png" ? img.png() : type === "image/webp" ? img.webp({ quality: 85 }) : img.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new AppError("UNPROCESSABLE", "Gambar tidak dapat dibaca. Unggah ulang file JPG, PNG atau WebP yang utuh.");
  }
}

export interface TStoredUpload {
  id: string;
  url: string;
  name: string;
  size: number;
  type: TUploadKind;
  /** Pixel size of an image after re-encoding (null for other files). */
  width: number | null;
  height: number | null;
}

export interface TUploadRules {
  /** Accepted sniffed types (default: the public endpoint's). */
  types?: readonly TUploadKind[];
  /** How the refusal names the accepted types. */
  typesText?: string;
  /** Largest accepted size per type (default UPLOAD_MAX_BYTES). */
  maxBytes?: (type: TUploadKind) => number;
  /**
   * An attachment of this public form: stored pending (not served at /files/… until the form is
   * sent and claims it, deleted by `sweepUnclaimedUploads` when it never is).
   */
  form?: TPublicUploadForm;
}

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

export async function storeUpload(
  db: Db,
  store: TFileStore,
  tenantId: string,
  file: { name: string; bytes: Uint8Array },
  uploadedBy: string | null,
  rules: TUploadRules = {},
): Promise<TStoredUpload> {
  const types = rules.types ?? DRIVE_UPLOAD_TYPES;
  const limit = (t: TUploadKind | null) => (t && rules.maxBytes ? rules.maxBytes(t) : UPLOAD_MAX_BYTES);
  if (file.bytes.byteLength === 0) throw new AppError("INVALID_INPUT", "File kosong. Pilih file yang akan diunggah.");
  const type = sniffType(file.bytes);
  const max = limit(type && types.includes(type) ? type : null);
  if (file.bytes.byteLength > max) throw new AppError("PAYLOAD_TOO_LARGE", `Ukuran file maksimal ${mb(max)}.`);
  if (!type || !types.includes(type)) throw new AppError("UNPROCESSABLE", `Jenis file tidak didukung. Unggah ${rules.typesText ?? UPLOAD_TYPES_TEXT}.`);
  const { bytes, width, height } = await reencode(file.bytes, type);
  const id = randomBytes(16).toString("base64url");
  const name = safeFileName(file.name, type);
  const storageKey = `${tenantId}/${id}`;
  await store.put(storageKey, bytes, type);
  await db.insert(uploads).values({
    tenantId,
    id,
    storageKey,
    name,
    mimeType: type,
    size: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    uploadedBy,
    // A form attachment waits for its form; anything else is servable at once (the column's default).
    ...(rules.form ? { form: rules.form, claimedAt: null } : {}),
  });
  return { id, url: uploadUrl(id, name), name, size: bytes.byteLength, type, width, height };
}

const uploadUrl = (id: string, name: string) => `${filesBaseUrl()}/${id}/${name}`;
const UPLOAD_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A servable file of this tenant by id, or null (another tenant's id, or a pending form attachment, is the same as none). */
export async function readUpload(db: Db, store: TFileStore, tenantId: string, id: string) {
  if (!UPLOAD_ID.test(id)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id), isNotNull(uploads.claimedAt)))
    .limit(1);
  if (!row) return null;
  const bytes = await store.get(row.storageKey);
  return bytes ? { row, bytes } : null;
}

// ---- Attachments of public forms ------------------------------------------------------------------

/**
 * Attachments sent with public forms (without signing in), per client address across all sites
 * and per day: a company attaching a job description or two, too few to use the store as free
 * file hosting. Pending files are never served and are deleted after `UNCLAIMED_UPLOAD_TTL_MS`.
 */
export const FORM_ATTACHMENT_LIMIT = { max: 10, windowMs: 24 * 60 * 60_000 } as const;
/** A form attachment whose form was not sent within this time is deleted. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/**
 * Stores a visitor's attachment to the public form `form` as a pending upload, after the
 * per-address daily limit (429 with `retryAfterSeconds` past it). The form claims it when sent.
 */
export async function storeFormAttachment(
  db: Db,
  store: TFileStore,
  tenantId: string,
  clientKey: string,
  form: TPublicUploadForm,
  file: { name: string; bytes: Uint8Array },
  uploadedBy: string | null = null,
): Promise<TStoredUpload> {
  const wait = await limiterOf(db, "upload.form", FORM_ATTACHMENT_LIMIT).hit(clientKey);
  if (wait > 0) {
    const hours = Math.max(1, Math.ceil(wait / 3600));
    throw new AppError(
      "RATE_LIMITED",
      `Batas lampiran formulir dari alamat ini tercapai (${FORM_ATTACHMENT_LIMIT.max} file per hari). Coba lagi dalam ${hours} jam.`,
      { retryAfterSeconds: wait, field: "attachment" },
    );
  }
  return storeUpload(db, store, tenantId, file, uploadedBy, { form });
}

/** A pending attachment of `form` on this tenant (id, name and URL), or null: unknown, another form's, already sent, or deleted. */
export async function findPendingAttachment(db: Db, tenantId: string, id: string, form: TPublicUploadForm) {
  if (!UPLOAD_ID.test(id)) return null;
  const [row] = await db
    .select({ id: uploads.id, name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id), eq(uploads.form, form), isNull(uploads.claimedAt)))
    .limit(1);
  return row ? { ...row, url: uploadUrl(row.id, row.name) } : null;
}

/** Deletes a pending attachment at once (its form was refused); a claimed file is never touched. */
export async function discardPendingAttachment(db: Db, store: TFileStore, tenantId: string, id: string): Promise<void> {
  const gone = await db
    .delete(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id), isNull(uploads.claimedAt)))
    .returning({ storageKey: uploads.storageKey });
  for (const g of gone) await store.delete(g.storageKey);
}

/**
 * Deletes form attachments whose form was never sent, older than `olderThanMs` (all tenants):
 * the row first (so a form sent at that moment finds it gone and says so, instead of claiming a
 * file without bytes), then the bytes. Several processes may run it: each row goes to one.
 */
export async function sweepUnclaimedUploads(db: Db, store: TFileStore, olderThanMs = UNCLAIMED_UPLOAD_TTL_MS, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, new Date(now - olderThanMs))))
    .returning({ storageKey: uploads.storageKey });
  for (const g of gone) await store.delete(g.storageKey);
  return gone.length;
}
