import type { TRestKeyKind } from "./keys.ts";

/**
 * An error of the external data service in PostgREST's shape (`{ code, details, hint, message }`)
 * with PostgREST's status codes, so the standard client reads it as it reads PostgREST's own.
 * Codes: PGRST1xx request errors, PGRST2xx schema errors, PGRST3xx keys, else a SQLSTATE.
 */
export class RestError extends Error {
  override name = "RestError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Extra response headers (Retry-After, Content-Range of a 416). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A request PostgREST could not parse (400 PGRST100). */
export function parseError(message: string, details: string | null = null, hint: string | null = null): RestError {
  return new RestError(400, "PGRST100", message, details, hint);
}

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, "42703", `Kolom ${table}.${column} tidak ada.`, null, `Kolom yang tersedia dapat dilihat di dokumentasi layanan data.`);
}

/** The SQLSTATE of a driver error, looking through wrappers (Drizzle's query error keeps the driver's as `cause`). */
function sqlState(err: unknown): { code: string; constraint?: string; column?: string } | null {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, column } = e as { code?: unknown; constraint?: unknown; column?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === "string" ? constraint : undefined, column: typeof column === "string" ? column : undefined };
    }
  }
  return null;
}

/** Constraint names say which rule a row broke; tell it without the table's internal name. */
function constraintHint(constraint: string | undefined): string | null {
  if (!constraint) return null;
  const known: Record<string, string> = {
    name_len: "Panjang nama di luar batas.",
    comment_len: "Ulasan harus 1 sampai 2000 karakter.",
    rating_range: "Penilaian harus 1 sampai 5.",
    status_valid: "Status tidak dikenal.",
    message_len: "Panjang pesan di luar batas.",
    occupation_len: "Pekerjaan maksimal 120 karakter.",
    email_len: "Email maksimal 200 karakter.",
    answers_shape: "Jawaban harus berupa larik berisi paling banyak 24 butir.",
    scores_range: "Skor harus -24 sampai 24.",
    profile_valid: "Profil harus satu atau dua huruf D, I, S, C.",
    amount_range: "Nominal donasi harus Rp 10.000 sampai Rp 100.000.000.",
    order_uq: "Nomor pesanan sudah dipakai.",
  };
  const rule = Object.keys(known).find((k) => constraint.endsWith(`_${k}`));
  return rule ? known[rule]! : null;
}

/**
 * A database refusal as PostgREST reports it: privilege and row-level security denials are 401
 * for the anonymous key and 403 for the service key (42501); broken rules 400; duplicates 409.
 * Null when the error is not the request's fault (the caller lets it become a 5xx/503).
 */
export function restErrorFromDb(err: unknown, kind: TRestKeyKind, table: string): RestError | null {
  const s = sqlState(err);
  if (!s) return null;
  const hint = constraintHint(s.constraint);
  switch (s.code) {
    case "42501":
      return new RestError(
        kind === "anon" ? 401 : 403,
        "42501",
        `Izin ditolak untuk tabel ${table}.`,
        null,
        kind === "anon" ? "Kunci anonim hanya boleh menambah baris dan membaca baris publik; ubah dan hapus memerlukan kunci layanan." : null,
      );
    case "23514":
      return new RestError(
        400,
        "23514",
        `Baris baru melanggar aturan tabel ${table}.`,
        s.constraint ? `Aturan: ${s.constraint.replace(/^ext_/, "")}` : null,
        hint,
      );
    case "23502":
      return new RestError(400, "23502", `Kolom ${s.column ?? ""} wajib diisi.`.replace("  ", " "), null, null);
    case "23505":
      return new RestError(409, "23505", `Data ganda: baris seperti ini sudah ada di tabel ${table}.`, null, hint);
    case "23503":
      return new RestError(409, "23503", `Baris merujuk data yang tidak ada.`, null, null);
    case "21000":
      return new RestError(400, "21000", "Perubahan dan penghapusan memerlukan setidaknya satu filter.", null, "Tambahkan filter, misalnya id=eq.1.");
    case "42703":
      return new RestError(400, "42703", `Kolom tidak ada di tabel ${table}.`, null, null);
    default:
      // Data exceptions (class 22): a value that is not of the column's type or out of its range.
      if (s.code.startsWith("22")) return new RestError(400, s.code, `Nilai tidak valid untuk tabel ${table}.`, null, null);
      return null;
  }
}
