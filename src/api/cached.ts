import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { TServices } from "../platform/services.ts";
import { pickEncoding } from "../platform/encoding.ts";
import { requireTenant } from "./tenant.ts";

/** What a cached public call answers: the envelope's `data` and `message`. */
export interface TCachedAnswer<T = unknown> {
  data: T;
  message: string;
}

/** The finished envelope as sent, with its compressed forms (none under `COMPRESS_FROM` bytes). */
export interface TCachedBody {
  body: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer> | null;
  gzip: Uint8Array<ArrayBuffer> | null;
}

/** Hono's compress middleware leaves bodies under 1 KB alone; so do we. */
const COMPRESS_FROM = 1024;

/** Copies into a buffer of its own size (zlib's result may sit in a larger pooled slab). */
const own = (b: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(b);

function encodeBody(json: string): TCachedBody {
  const body = new TextEncoder().encode(json);
  if (body.byteLength < COMPRESS_FROM) return { body, br: null, gzip: null };
  // Compressed once per tenant version and key, so a better quality than a one-off response's.
  const br = own(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }));
  const gzip = own(gzipSync(body, { level: 6 }));
  return { body, br, gzip };
}

/**
 * A public, viewer-independent GET answered from the tenant's data cache
 * (src/platform/data-cache.ts): the finished `{ status: true, message, data }` body is kept as
 * bytes per tenant version and `key`, so a repeated call neither queries the database nor
 * serialises again. The bytes are what `ok()` sends (`JSON.stringify` of the same envelope, same
 * Content-Type), so the answer is byte-identical to an uncached one; a content change bumps the
 * tenant's version and the next call loads afresh. Build `key` from the parsed, validated input
 * only (never a raw query string, never a viewer or header), so unknown parameters and spellings
 * of one value share an entry. Errors (AppError → 4xx envelope) are thrown as before and not kept.
 *
 * The entry also keeps the body's brotli and gzip forms, made once when it is loaded: a hit is
 * sent in the encoding the client accepts with no compression work (the compress middleware
 * otherwise gzips every answer through a web stream, ~12 % of the CPU of a cached list call).
 */
export async function cachedOk<T>(
  c: Context,
  services: TServices,
  key: string,
  load: () => Promise<TCachedAnswer<T>>,
): Promise<TypedResponse<{ status: true; message: string; data: JSONParsed<T> }, 200, "json">> {
  const tenant = requireTenant(c);
  const dataKey = `api:${key}`;
  const entry = await services.dataCache.read(
    tenant,
    dataKey,
    async () => {
      const { data, message } = await load();
      return encodeBody(JSON.stringify({ status: true, message, data }));
    },
    (e) => e.body.byteLength + (e.br?.byteLength ?? 0) + (e.gzip?.byteLength ?? 0),
  );
  // The server may answer this URL from the entry next time (src/server/api-answers.ts).
  c.set("cachedAnswerKey" as never, dataKey as never);
  // The stored bytes are that envelope (typed for the route's response schema).
  const encoding = entry.br ? pickEncoding(c.req.header("accept-encoding")) : null;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (entry.br) headers.Vary = "Accept-Encoding";
  let bytes = entry.body;
  if (encoding && c.req.method !== "HEAD") {
    headers["Content-Encoding"] = encoding;
    bytes = encoding === "br" ? entry.br! : entry.gzip!;
  }
  return c.body(bytes, 200, headers) as unknown as TypedResponse<{ status: true; message: string; data: JSONParsed<T> }, 200, "json">;
}
