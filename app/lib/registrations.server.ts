import { createHash } from "node:crypto";
import { data } from "react-router";
import { AppError, fieldErrorsOf, isStorageUnavailable, STORAGE_UNAVAILABLE_MESSAGE } from "../../src/kernel/errors.ts";
import type { TSubmitMeta, TSubmitSite } from "../../src/domain/registrations/submissions.ts";
import { formFailure } from "./form.server.ts";
import { requestOf, type TRouterContext } from "./request-context.server.ts";

/** Shared plumbing of the inbound-form actions (issue 14). */
export function formSite(context: TRouterContext): TSubmitSite {
  const { tenant, origin } = requestOf(context);
  return { tenantId: tenant.id, name: tenant.name, origin, contactEmail: tenant.contact?.email };
}

/**
 * The idempotency key, the honeypot and the client address of a submission. With JavaScript the
 * form carries a random key made in the browser; without it (or from a cached page) the key is
 * derived from what was sent, per 10-minute window, so pressing "Kirim" twice or resending the
 * POST still writes one row.
 */
export function formMeta(context: TRouterContext, kind: string, value: { idempotencyKey?: string; website?: string }, formData: FormData): TSubmitMeta {
  let key = value.idempotencyKey;
  if (!key) {
    const h = createHash("sha256").update(kind);
    for (const [k, v] of formData) if (typeof v === "string" && k !== "idempotencyKey" && k !== "website") h.update(`\u0000${k}=${v.trim().toLowerCase()}`);
    key = `auto-${h.digest("base64url").slice(0, 32)}-${Math.floor(Date.now() / 600_000)}`;
  }
  return { idempotencyKey: key, website: value.website, clientKey: requestOf(context).clientKey ?? "unknown" };
}

/** A domain refusal (taken slot, rate limit, school already registered) as the form's error reply. */
export function failureReply(formData: FormData, err: unknown) {
  // Storage that takes no writes: the form stays filled in, says nothing was saved, 503.
  if (isStorageUnavailable(err)) return formFailure(formData, { formError: STORAGE_UNAVAILABLE_MESSAGE, status: 503 });
  if (!(err instanceof AppError)) throw err;
  const fields = fieldErrorsOf(err);
  const status = err.status;
  const headers: HeadersInit | undefined =
    err.code === "RATE_LIMITED" ? { "Retry-After": String((err.details as { retryAfterSeconds?: number })?.retryAfterSeconds ?? 60) } : undefined;
  const reply = formFailure(formData, fields ? { fields, status } : { formError: err.message, status });
  return headers ? data(reply.data, { status, headers }) : reply;
}

/** Pages with forms show fresh data (free slots, seats): never kept by the page cache or a CDN. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;
