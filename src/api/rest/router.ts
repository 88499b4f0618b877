import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { limiterOf, type WindowLimiter } from "../../domain/rate-limit.ts";
import { RestError } from "../../domain/external-data/errors.ts";
import { insertRowCount, runRestDelete, runRestInsert, runRestRead, runRestUpdate, type TRestResult } from "../../domain/external-data/execute.ts";
import { resolveRestKey, type TRestKey } from "../../domain/external-data/keys.ts";
import { parseRestQuery } from "../../domain/external-data/query.ts";
import type { TTenantCtx } from "../../domain/scope.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import { isStorageUnavailable } from "../../kernel/errors.ts";
import { clientIp } from "../../platform/client-address.ts";
import type { TServices } from "../../platform/services.ts";

/**
 * The external data service at `/rest/v1/{table}` (spec §7): a PostgREST-compatible subset, so the
 * standard client (`@supabase/postgrest-js`, `supabase-js`) works against it unchanged. It speaks
 * PostgREST's wire format — JSON rows, `Content-Range`, `{ code, details, hint, message }` errors —
 * not the `/api` envelope. The host names the tenant; the key (`apikey` header or `Authorization:
 * Bearer`) must be one of that tenant's keys; the database enforces what the key may do.
 */
export const REST_BODY_LIMIT = 1024 * 1024;

/**
 * Units per minute: per anonymous key and client address (the key is public), per service key.
 * Every request costs one unit and every row a POST inserts beyond the first one more, so a bulk
 * insert of N rows costs N (the anonymous key inserts one row per request).
 */
export const REST_RATE_LIMITS = { anonPerMinute: 120, servicePerMinute: 600 } as const;

type TEnv = { Variables: { tenant: TTenant | null; tenantCtx: TTenantCtx | null; requestId: string } };

function keyOf(c: Context): string | null {
  const auth = c.req.header("authorization");
  const bearer = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, "").trim() : null;
  return bearer || c.req.header("apikey")?.trim() || new URL(c.req.url).searchParams.get("apikey") || null;
}

function send(c: Context, r: TRestResult): Response {
  const headers = new Headers(r.headers);
  if (r.body === undefined) return new Response(null, { status: r.status, headers });
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(c.req.method === "HEAD" ? null : JSON.stringify(r.body), { status: r.status, headers });
}

function sendError(e: RestError): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", ...e.headers });
  if (e.status === 401) headers.set("WWW-Authenticate", 'Bearer realm="tunas", error="invalid_token"');
  return new Response(JSON.stringify(e.body), { status: e.status, headers });
}

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type");
  if (type && !/^application\/(json|vnd\.pgrst\.object\+json)\s*(;|$)/i.test(type)) {
    throw new RestError(415, "PGRST107", `Jenis konten ${type.slice(0, 60)} tidak didukung.`, null, "Kirim body sebagai application/json.");
  }
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > REST_BODY_LIMIT) throw new RestError(413, "PGRST102", "Body permintaan terlalu besar (maksimal 1 MB).");
  const text = await c.req.text();
  if (Buffer.byteLength(text) > REST_BODY_LIMIT) throw new RestError(413, "PGRST102", "Body permintaan terlalu besar (maksimal 1 MB).");
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, "PGRST102", "Body bukan JSON yang valid.", text.length === 0 ? "Body kosong." : null);
  }
}

function limiterFor(services: TServices, kind: TRestKey["kind"]): { limiter: WindowLimiter; max: number } {
  const limits = services.restRateLimits ?? REST_RATE_LIMITS;
  const max = kind === "anon" ? limits.anonPerMinute : limits.servicePerMinute;
  return { limiter: limiterOf(services.database.db, `rest-${kind}`, { max, windowMs: 60_000 }), max };
}

export function restRouter(services: TServices): Hono<TEnv> {
  const r = new Hono<TEnv>();

  // No cookies are involved and the anonymous key is public: any origin may call, as with PostgREST.
  r.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "HEAD", "POST", "PATCH", "DELETE", "OPTIONS"],
      allowHeaders: [
        "apikey",
        "authorization",
        "content-type",
        "prefer",
        "range",
        "range-unit",
        "accept",
        "accept-profile",
        "content-profile",
        "x-client-info",
        "x-retry-count",
      ],
      exposeHeaders: ["Content-Range", "Preference-Applied", "Retry-After", "Range-Unit"],
      maxAge: 3600,
    }),
  );

  r.onError((err) => {
    if (err instanceof RestError) return sendError(err);
    if (isStorageUnavailable(err)) {
      services.logger.warn("storage unavailable", { path: "/rest/v1", err: String(err) });
      return sendError(
        new RestError(503, "PGRST000", "Penyimpanan data sedang tidak dapat dipakai; coba lagi dalam beberapa saat.", null, null, { "Retry-After": "30" }),
      );
    }
    services.logger.error("rest error", { err });
    return sendError(new RestError(500, "PGRST000", "Terjadi kesalahan pada layanan data."));
  });

  r.all("/:table", async (c) => {
    const method = c.req.method;
    if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method)) {
      throw new RestError(405, "PGRST117", `Metode HTTP ${method} tidak didukung.`, null, "Gunakan GET, HEAD, POST, PATCH atau DELETE.");
    }
    // The host's tenant and its scope, built once by the server (src/api/tenant.ts tenantCtx, with PostgREST's 404).
    const tenant = c.get("tenant");
    const ctx = c.get("tenantCtx");
    if (!tenant || !ctx) throw new RestError(404, "PGRST125", "Situs tidak ditemukan.");
    const presented = keyOf(c);
    if (!presented) throw new RestError(401, "PGRST302", "Kunci API tidak ada.", null, "Kirim kunci di header apikey atau Authorization: Bearer <kunci>.");
    const key = await resolveRestKey(ctx, presented);
    if (!key)
      throw new RestError(
        401,
        "PGRST301",
        "Kunci API tidak valid untuk situs ini.",
        null,
        "Pakai kunci dari situs yang sama (meta tunas-anon-key di halamannya).",
      );
    const { limiter, max } = limiterFor(services, key.kind);
    const budget = key.kind === "anon" ? `${tenant.id} ${key.id} ${clientIp(c, services.trustProxy)}` : `${tenant.id} ${key.id}`;
    const overBudget = (wait: number, rows?: number) =>
      new RestError(
        429,
        "PGRST429",
        "Terlalu banyak permintaan dengan kunci ini; coba lagi sebentar lagi.",
        `Batas ${max} unit per menit: satu unit per permintaan dan per baris yang ditambahkan${rows ? `; permintaan ini ${rows} baris` : ""}.`,
        null,
        { "Retry-After": String(wait) },
      );
    const wait = await limiter.hit(budget);
    if (wait > 0) throw overBudget(wait);
    const url = new URL(c.req.url);
    url.searchParams.delete("apikey");
    const q = parseRestQuery({
      table: c.req.param("table"),
      method,
      search: url.searchParams,
      headers: { accept: c.req.header("accept"), prefer: c.req.header("prefer"), range: c.req.header("range"), rangeUnit: c.req.header("range-unit") },
    });
    let result: TRestResult;
    if (method === "GET" || method === "HEAD") result = await runRestRead(ctx, key, q, method);
    else if (method === "POST") {
      const body = await readJson(c);
      // The request paid one unit; each further row pays one more (refused rows are given back).
      const rows = insertRowCount(key.kind, body);
      if (rows > max) {
        throw new RestError(
          400,
          "PGRST102",
          `Paling banyak ${max} baris sekali kirim dengan kunci ini.`,
          `Batas kunci ini ${max} baris per menit; body berisi ${rows} baris.`,
          "Bagi menjadi beberapa permintaan.",
        );
      }
      const rowWait = rows > 1 ? await limiter.take(budget, rows - 1) : 0;
      if (rowWait > 0) throw overBudget(rowWait, rows);
      result = await runRestInsert(ctx, key, q, body);
    } else if (method === "PATCH") result = await runRestUpdate(ctx, key, q, await readJson(c));
    else result = await runRestDelete(ctx, key, q);
    // Staff changes may change what public pages show (approved reviews, paid donations): drop the
    // tenant's cached pages. Anonymous inserts are pending and change nothing public.
    if (key.kind === "service" && result.written > 0) await services.registry.bumpVersion(tenant.id);
    return send(c, result);
  });

  r.all("*", () => {
    throw new RestError(404, "PGRST125", "Alamat tidak dikenal; gunakan /rest/v1/{tabel}.");
  });
  return r;
}
