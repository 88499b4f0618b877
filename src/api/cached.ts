import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { TServices } from "../platform/services.ts";
import { requireTenant } from "./tenant.ts";

/** What a cached public call answers: the envelope's `data` and `message`. */
export interface TCachedAnswer<T = unknown> {
  data: T;
  message: string;
}

const JSON_HEADERS = { "Content-Type": "application/json" };

/**
 * A public, viewer-independent GET answered from the tenant's data cache
 * (src/server/data-cache.ts): the finished `{ status: true, message, data }` body is kept as
 * bytes per tenant version and `key`, so a repeated call neither queries the database nor
 * serialises again. The bytes are what `ok()` sends (`JSON.stringify` of the same envelope, same
 * Content-Type), so the answer is byte-identical to an uncached one; a content change bumps the
 * tenant's version and the next call loads afresh. Build `key` from the parsed, validated input
 * only (never a raw query string, never a viewer or header), so unknown parameters and spellings
 * of one value share an entry. Errors (AppError → 4xx envelope) are thrown as before and not kept.
 */
export async function cachedOk<T>(
  c: Context,
  services: TServices,
  key: string,
  load: () => Promise<TCachedAnswer<T>>,
): Promise<TypedResponse<{ status: true; message: string; data: JSONParsed<T> }, 200, "json">> {
  const tenant = requireTenant(c);
  const bytes = await services.dataCache.read(
    tenant,
    `api:${key}`,
    async () => {
      const { data, message } = await load();
      return new TextEncoder().encode(JSON.stringify({ status: true, message, data }));
    },
    (b) => b.byteLength,
  );
  // The stored bytes are that envelope (typed for the route's response schema).
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, JSON_HEADERS) as unknown as TypedResponse<
    { status: true; message: string; data: JSONParsed<T> },
    200,
    "json"
  >;
}
