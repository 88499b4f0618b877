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
