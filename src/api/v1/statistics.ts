import type { Context, MiddlewareHandler } from "hono";
import { ZCounterFilter } from "../../contracts/statistics.ts";
import { AppError } from "../../kernel/errors.ts";
import { getCounters } from "../../domain/statistics/read.ts";
import { recordEvent, ZStatRecord } from "../../domain/statistics/record.ts";
import type { TServices } from "../../platform/services.ts";
import { clientIp } from "../../platform/client-address.ts";
import { WindowLimiter } from "../../db/rate-limit.ts";
import { cachedOk } from "../cached.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, jsonBody, z, type TApiEnv } from "../openapi.ts";
import { tenantCtx } from "../tenant.ts";

export const STAT_RECORD_MAX_BYTES = 8 * 1024;

const tags = ["Statistik"];
const ZCounters = z.record(z.string(), z.number().int()).openapi("StatisticCounters", { example: { students: 1250, schools: 42 } });

/**
 * Services API statistics (spec §7): `POST v1/statistics/record` stores one event (rolled up by
 * the statistics worker), `GET v1/statistics/counter?filter=students,schools` answers one integer
 * per counter asked for (all ten of spec §3 without a filter), from the summaries, cached per
 * tenant version. Spec §8: a counter failure answers status false, data null, the error as message.
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
      path: "/v1/statistics/counter",
      summary: `Penghitung: filter=${"alumni,cities,cities_active,cities_alumni,schools,schools_active,schools_alumni,students,mentors,programs"} (dipisah koma; kosong = semua)`,
      tags,
      request: { query: ZCounterFilter },
      responses: { 200: envelope(ZCounters), ...errors(400, 404) },
    }),
    async (c) => {
      const { filter } = c.req.valid("query");
      return cachedOk(c, services, `v1/statistics/counter:${filter.join(",")}`, async () => ({
        data: await getCounters(tenantCtx(c), filter),
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
