import type { Context, MiddlewareHandler } from "hono";
import { LANDING_COUNTERS, ZCounterFilter } from "../../contracts/statistics.ts";
import { AppError } from "../../kernel/errors.ts";
import { getCounters } from "../../domain/statistics/read.ts";
import { publishedCounterNames } from "../../domain/statistics/published.ts";
import { recordEvent, ZStatRecord } from "../../domain/statistics/record.ts";
import type { TServices } from "../../platform/services.ts";
import { clientIp } from "../../platform/client-address.ts";
import { WindowLimiter } from "../../domain/rate-limit.ts";
import { cachedOk } from "../cached.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, failure, jsonBody, z, type TApiEnv } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

export const STAT_RECORD_MAX_BYTES = 8 * 1024;

const tags = ["Statistik"];
const ZCounters = z.record(z.string(), z.number().int()).openapi("StatisticCounters", { example: { students: 1250, schools: 42 } });
const ZPublicCounters = z
  .object(Object.fromEntries(LANDING_COUNTERS.map((n) => [n, z.number().int().optional()])))
  .openapi("StatisticPublicCounters", { example: { students: 1250, alumni: 310, mentors: 24, schools: 42, cities: 17, programs: 5 } });

/**
 * Services API statistics (spec §7): `POST v1/statistics/record` stores one event (rolled up by
 * the statistics worker; anyone may record, as the spec's site does), `GET v1/statistics/public`
 * and `GET v1/statistics/counter?filter=students,schools` answer the counters the tenant
 * publishes (its home page's band, `publishedCounterNames`) and nothing else: anyone sees those on
 * the home page. The other counters are staff figures (`GET main/statistic/counter`, signed in).
 * Answers come from the summaries, cached per tenant version. Spec §8: a counter failure answers
 * status false, data null, the error as message.
 */
export function statisticsV1Router(services: TServices) {
  const r = createApiRouter();
  const limiter = new WindowLimiter(services.database.db, "api.statistics-record", 600, 60_000);

  const guard: MiddlewareHandler<TApiEnv> = async (c, next) => {
    const wait = await limiter.hit(clientIp(c, services.trustProxy));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new AppError("RATE_LIMITED", `Terlalu banyak event dalam waktu singkat. Coba lagi dalam ${wait} detik.`);
    }
    const raw = await c.req.text();
    if (raw.length > STAT_RECORD_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Event terlalu besar (maksimal 8 KB).");
    await next();
  };

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/statistics/record",
      summary: "Catat satu event statistik (dengan program, angkatan, provinsi, kota atau sekolah bila ada)",
      tags,
      middleware: [guard] as const,
      request: { body: jsonBody(ZStatRecord) },
      responses: { 201: envelope(z.null(), "Tersimpan"), ...errors(400, 404, 413, 415, 429) },
    }),
    async (c) => {
      await recordEvent(tenantCtx(c), c.req.valid("json"));
      return ok(c, null, "Event statistik disimpan.", 201);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/statistics/public",
      summary: "Penghitung yang diterbitkan situs (pita angka di beranda: students, alumni, mentors, schools, cities, programs); tanpa token",
      tags,
      security: [],
      responses: { 200: envelope(ZPublicCounters, "Penghitung yang diterbitkan (kosong bila situs tidak menerbitkan penghitung)"), ...errors(404) },
    }),
    async (c) => {
      const names = publishedCounterNames(requireTenant(c), services.product);
      return cachedOk(c, services, "v1/statistics/public", async () => ({
        data: await getCounters(tenantCtx(c), names),
        message: "Berhasil mengambil penghitung yang diterbitkan.",
      }));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/statistics/counter",
      summary: `Penghitung yang diterbitkan situs: filter=${LANDING_COUNTERS.join(",")} (dipisah koma; kosong = semua yang diterbitkan). Penghitung lain (cities_active, cities_alumni, schools_active, schools_alumni) → 403: hanya staf lewat main/statistic/counter`,
      tags,
      security: [{}, { appToken: [] }] as Record<string, string[]>[],
      request: { query: ZCounterFilter },
      responses: {
        200: envelope(ZCounters),
        ...errors(400, 404),
        403: failure("Penghitung yang tidak diterbitkan situs ini (status false, data null)"),
      },
    }),
    async (c) => {
      const { filter } = c.req.valid("query");
      const published = publishedCounterNames(requireTenant(c), services.product);
      // No filter: every published counter (ZCounterFilter fills in all ten names for an empty one).
      const names = c.req.query("filter")?.trim() ? filter : [...published];
      const hidden = names.filter((n) => !(published as readonly string[]).includes(n));
      if (hidden.length) {
        throw new AppError(
          "FORBIDDEN",
          `Gagal mengambil penghitung: ${hidden.join(", ")} tidak diterbitkan situs ini (hanya staf, lewat main/statistic/counter).`,
        );
      }
      return cachedOk(c, services, `v1/statistics/counter:${names.join(",")}`, async () => ({
        data: await getCounters(tenantCtx(c), names),
        message: "Berhasil mengambil penghitung.",
      }));
    },
    // Spec §8: a counter failure is status false, data null, the error as message.
    ((result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, c: Context) => {
      if (result.success) return undefined;
      const issue = result.error?.issues[0];
      return c.json(
        {
          status: false,
          message: `Gagal mengambil penghitung: parameter "${issue?.path.join(".") || "filter"}" tidak valid: ${issue?.message ?? "tidak valid"}`,
          data: null,
        },
        400,
      );
    }) as never,
  );
  return r;
}
