import { OpenAPIHono, createRoute, z, type Hook } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import "../kernel/zod-locale.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import type { TTenantCtx } from "../domain/scope.ts";
import { fieldErrors, nulPath } from "./envelope.ts";

export { createRoute, z };

/** What every API router sees: the tenant the request's host resolved to (null for an unknown host). */
export type TApiEnv = { Variables: { tenant: TTenant | null; tenantCtx: TTenantCtx | null } };

// ---- Envelope schemas ---------------------------------------------------------------------------

/** The spec's success envelope `{ status: true, message, data }` around `data`. */
export function envelopeSchema<S extends z.ZodType>(data: S) {
  return z.object({ status: z.literal(true), message: z.string(), data });
}

/** The error envelope: `{ status: false, message, data }` (`data.fields` names invalid inputs). */
export const ZFailure = z
  .object({
    status: z.literal(false),
    message: z.string().openapi({ example: 'Parameter "page" tidak valid: harus berupa angka' }),
    data: z.union([z.object({ fields: z.record(z.string(), z.string()).optional() }).catchall(z.unknown()), z.null()]),
  })
  .openapi("Failure");

/** A JSON response whose body is the success envelope around `data`. */
export function envelope<S extends z.ZodType>(data: S, description = "Berhasil") {
  return { description, content: { "application/json": { schema: envelopeSchema(data) } } };
}

/** A JSON response with the error envelope. */
export function failure(description: string) {
  return { description, content: { "application/json": { schema: ZFailure } } };
}

/** The usual error answers, by status: `...errors(400, 404)`. */
const ERROR_TEXT = {
  400: "Input tidak valid: message menyebut parameternya, data.fields berisi pesan per parameter",
  401: "Belum masuk atau token tidak berlaku",
  403: "Tidak berizin",
  404: "Tidak ditemukan (termasuk host yang tidak menunjuk situs mana pun)",
  413: "Body terlalu besar",
  415: "Jenis konten tidak didukung (kirim application/json)",
  429: "Terlalu sering; header Retry-After berisi detik tunggu",
} as const;
export function errors<C extends keyof typeof ERROR_TEXT>(...codes: C[]): { [K in C]: ReturnType<typeof failure> } {
  return Object.fromEntries(codes.map((code) => [code, failure(ERROR_TEXT[code])])) as { [K in C]: ReturnType<typeof failure> };
}

/** A JSON request body (required) validated by `schema`. */
export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { "application/json": { schema } } };
}

// ---- List shapes of spec §3 ----------------------------------------------------------------------

/** `data: { items, page: { current_page, last_page }, data_count: { per_page, total_data } }` (active lists). */
export function activePageSchema<S extends z.ZodType>(item: S) {
  return z.object({
    items: z.array(item),
    page: z.object({ current_page: z.number().int(), last_page: z.number().int() }),
    data_count: z.object({ per_page: z.number().int(), total_data: z.number().int() }),
  });
}

/** `data: { items, page, perPage, totalItems, totalPages }` (other lists). */
export function listPageSchema<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), page: z.number().int(), perPage: z.number().int(), totalItems: z.number().int(), totalPages: z.number().int() });
}

// ---- Validation ----------------------------------------------------------------------------------

/**
 * Route middleware: validation failures of this route start with `prefix` (spec §8's
 * "Failed fetch list Career:" calls). Use in `createRoute({ middleware: [failurePrefix("…")] })`.
 */
export function failurePrefix(prefix: string): MiddlewareHandler {
  return async (c, next) => {
    c.set("failurePrefix" as never, prefix as never);
    await next();
  };
}

/**
 * The validation answer of every API route: a 400 envelope naming the first invalid input
 * (`Parameter "page" tidak valid: harus berupa angka`) with every field in `data.fields`. A NUL
 * character anywhere in an input is refused the same way (PostgreSQL cannot store it).
 * `prefix` (or the route's {@link failurePrefix}) is put before the message.
 */
// biome-ignore lint/suspicious/noExplicitAny: one hook serves every route's input and response types.
export function validationHook(prefix = ""): Hook<any, any, any, any> {
  return (result: THookResult, c: Context) => {
    const p = prefix || ((c.get("failurePrefix" as never) as string | undefined) ?? "");
    const lead = p ? `${p} ` : "";
    // On failure `data` is the raw input: a NUL character is named even when another rule also fails.
    const nul = nulPath(result.data);
    if (nul !== null) {
      const field = nul || "_";
      return c.json(
        {
          status: false,
          message: `${lead}Parameter "${field}" tidak valid: tidak boleh berisi karakter NUL.`,
          data: { fields: { [field]: "tidak boleh berisi karakter NUL" } },
        },
        400,
      );
    }
    if (result.success) return undefined;
    const fields = fieldErrors(result.error.issues);
    const [first] = Object.entries(fields);
    const message = first ? `Parameter "${first[0]}" tidak valid: ${first[1]}` : "Permintaan tidak valid.";
    return c.json({ status: false, message: `${lead}${message}`, data: { fields } }, 400);
  };
}
type THookResult = { data?: unknown } & ({ success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } });

/** A router for API routes: `r.openapi(createRoute({...}), handler)`; invalid input answers with {@link validationHook}. */
export function createApiRouter(): OpenAPIHono<TApiEnv> {
  return new OpenAPIHono<TApiEnv>({ defaultHook: validationHook() });
}

/**
 * Route middleware that gives the validators one value per query name: the first of a repeated
 * name, except `multi` names whose values are joined with commas (`programIds=1&programIds=2` →
 * `programIds=1,2`); `aliases` rename spellings clients use (`filter[type]` → `filter.type`).
 */
export function canonicalQuery(aliases: Record<string, string> = {}, multi: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const all = c.req.queries();
    const names = Object.keys(all);
    if (!names.some((k) => k in aliases || all[k]!.length > 1)) return next();
    const out = new URLSearchParams();
    const joined: Record<string, string[]> = {};
    for (const [raw, values] of Object.entries(all)) {
      const key = aliases[raw] ?? raw;
      if (multi.includes(key)) (joined[key] ??= []).push(...values.filter(Boolean));
      else if (!out.has(key)) out.set(key, values[0] ?? "");
    }
    for (const [k, v] of Object.entries(joined)) out.set(k, v.join(","));
    const url = new URL(c.req.url);
    url.search = out.toString();
    c.req.raw = new Request(url, { method: c.req.method, headers: c.req.raw.headers });
    return next();
  };
}

// ---- The document ---------------------------------------------------------------------------------

/** The OpenAPI 3.1 document of every route declared on `app` (and the routers mounted on it). */
export function openApiDocument(app: OpenAPIHono<TApiEnv>, product: string) {
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: `${product} API`,
      version: "1.0.0",
      description:
        "Services API, Main API dan Auth host. Semua respons memakai envelope { status, message, data }. Layanan data eksternal di /rest/v1/{tabel} memakai format PostgREST (tanpa envelope) dan tidak tercantum di sini; lihat docs/external-data-service.md.",
    },
    servers: [{ url: "/api" }],
  });
}

export type TOpenApiDocument = ReturnType<typeof openApiDocument>;
