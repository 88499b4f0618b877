export type TErrorCode =
  | "INVALID_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNPROCESSABLE"
  | "RATE_LIMITED"
  | "UNAVAILABLE"
  | "INTERNAL";

export const HTTP_STATUS: Record<TErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type with meaning; mapped once to HTTP status and the spec's envelope. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

/**
 * The field errors a domain refusal carries, for the form that sent the input: `details.fields`
 * (`{ slug: "Slug sudah dipakai …" }`), or `details.field` naming the field the error's own
 * message is about (a taken slot). Null for an error that names no field.
 */
export function fieldErrorsOf(err: unknown): Record<string, string> | null {
  if (!(err instanceof AppError) || typeof err.details !== "object" || err.details === null) return null;
  const d = err.details;
  if ("fields" in d && typeof d.fields === "object" && d.fields !== null) {
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(d.fields)) if (typeof message === "string") fields[name] = message;
    return fields;
  }
  if ("field" in d && typeof d.field === "string") return { [d.field]: err.message };
  return null;
}

/** Spec §8: error status comes from statusCode, status or response status, else 500. */
export function errorStatus(err: unknown): number {
  if (err && typeof err === "object") {
    const e = err as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const v of [e.statusCode, e.status, e.response?.status]) {
      if (typeof v === "number" && Number.isInteger(v) && v >= 400 && v <= 599) return v;
    }
  }
  return 500;
}

/** PostgreSQL SQLSTATEs and system errors that mean "the database cannot take this now", not "the request is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(["53100", "53200", "53300", "25006", "57014", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
const UNAVAILABLE_ERRNOS = new Set(["ENOSPC", "EROFS", "EDQUOT", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT"]);

/**
 * Whether `err` (or an error it wraps, e.g. Drizzle's query error around the driver's) says the
 * storage is unavailable: disk full, read-only database or data directory, a statement cancelled
 * by its time limit, the server shutting down or unreachable, no free connection. Such a request is
 * answered 503 with Retry-After; nothing was written (the transaction did not commit).
 */
export function isStorageUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (
      typeof message === "string" &&
      /no space left on device|read-only file system|could not extend file|timeout exceeded when trying to connect/i.test(message)
    )
      return true;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) after a storage failure. */
export const STORAGE_UNAVAILABLE_RETRY_AFTER_S = 30;

/** The answer to a write whose storage is unavailable (see `isStorageUnavailable`): nothing was saved. */
export const STORAGE_UNAVAILABLE_MESSAGE = "Penyimpanan data sedang tidak dapat menerima perubahan. Tidak ada yang tersimpan; coba lagi dalam beberapa saat.";

/** The answer to a read during the same outage: nothing was being saved, so it says so not. */
export const STORAGE_UNAVAILABLE_READ_MESSAGE = "Layanan sedang tidak tersedia untuk sementara. Coba lagi dalam beberapa saat.";

/** The outage sentence for a request: reads (GET/HEAD) and writes are told different things. */
export function storageUnavailableMessage(method: string): string {
  return method === "GET" || method === "HEAD" ? STORAGE_UNAVAILABLE_READ_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE;
}
