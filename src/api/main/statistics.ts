import type { MiddlewareHandler } from "hono";
import { LANDING_COUNTERS, ZCounterFilter, ZRangeQuery } from "../../contracts/statistics.ts";
import { ZId } from "../../contracts/catalog.ts";
import { AppError } from "../../kernel/errors.ts";
import {
  COUNTER_NAMES,
  EVENT_SERIES_TYPES,
  getBatchStat,
  getCounters,
  getLigaStandings,
  getProgramStats,
  getProvinceStats,
  getSeries,
  listActiveBatchStats,
  listLigaSeasons,
  SERIES_TYPES,
  type TStatScope,
} from "../../domain/statistics/read.ts";
import { STATISTICS_EXTENSIONS } from "../../domain/statistics/extensions.ts";
import type { TServices } from "../../platform/services.ts";
import { APP_TOKEN_HEADER } from "../identity/app-token-guard.ts";
import { cachedOk } from "../cached.ts";
import { ok } from "../envelope.ts";
import { activePageSchema, createApiRouter, createRoute, envelope, errors, z, type TApiEnv } from "../openapi.ts";
import { tenantCtx } from "../tenant.ts";
import { LMS_ID_HEADER } from "./lms-id.ts";

const tags = ["Main API: statistik"];
const int = () => z.number().int();

/** Spec §6: statistics and extension calls send an app token (and the lms id header). */
const requireAppToken: MiddlewareHandler<TApiEnv> = async (c, next) => {
  if (!c.get("appToken" as never)) throw new AppError("UNAUTHENTICATED", `Panggilan statistik wajib mengirim token aplikasi (header ${APP_TOKEN_HEADER}).`);
  await next();
};

const headers = z.object({
  [LMS_ID_HEADER.toLowerCase()]: z.string().optional().openapi({ description: "Nama layout tenant; tenant lain → 403", example: "sekolahbeta" }),
  apptoken: z.string().optional().openapi({ description: "Token aplikasi (wajib)" }),
});

const ZPoint = z.object({ date: z.string(), value: int() }).openapi("StatisticPoint");
const ZChart = z
  .object({ type: z.string(), period: z.enum(["day", "week"]), from: z.string(), to: z.string(), total: int(), items: z.array(ZPoint) })
  .openapi("StatisticChart");
const ZProvince = z
  .object({ id: z.string(), name: z.string(), schools: int(), students: int(), teams: int(), registrants: int(), programs: int() })
  .openapi("StatisticProvince");
const ZProgramStat = z
  .object({
    id: int(),
    name: z.string(),
    slug: z.string(),
    isActive: z.boolean(),
    registrants: int(),
    enrolments: int(),
    students: int(),
    alumni: int(),
    schools: int(),
    batchesActive: int(),
    completion: int(),
  })
  .openapi("StatisticProgram");
const ZBatchStat = z
  .object({
    id: int(),
    name: z.string(),
    number: int(),
    className: z.string(),
    classCode: z.string(),
    programId: int().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    quota: int(),
    enrolled: int(),
    registrants: int(),
  })
  .openapi("StatisticBatch");
/** One integer per counter name (each optional: a filter asks for some). */
const counterObject = (names: readonly string[], name: string) => z.object(Object.fromEntries(names.map((n) => [n, int().optional()]))).openapi(name);
const EXTRA = ["teams", "registrants", "batches_active", "enrolments", "completions", "payments"] as const;
const ZCounters = counterObject(COUNTER_NAMES, "StatisticCounterValues");
const ZExtraCounters = counterObject(EXTRA, "StatisticExtraCounters");
const ZLandingCounters = counterObject(LANDING_COUNTERS, "StatisticLandingCounters");

/** `statistic/chart/{type}`: a series name in kebab case (DECISIONS: `type` is lowercase kebab). */
const CHART_TYPES = [...SERIES_TYPES, ...EVENT_SERIES_TYPES].map((t) => t.replace(/_/g, "-"));
const ZChartType = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "harus huruf kecil dengan tanda hubung")
  .max(80)
  .refine(
    (t) => CHART_TYPES.includes(t) || /^event-[a-z][a-z0-9-]*$/.test(t),
    `jenis grafik tidak dikenal. Pilihan: ${CHART_TYPES.join(", ")} atau event-<nama>`,
  );

/** The series key behind a chart type: `page-load` → `event:page_load`, `registrants` → `registrants`. */
export function seriesKey(type: string): string {
  const snake = type.replace(/-/g, "_");
  if ((SERIES_TYPES as readonly string[]).includes(snake)) return snake;
  if ((EVENT_SERIES_TYPES as readonly string[]).includes(snake)) return `event:${snake}`;
  return `event:${snake.replace(/^event_/, "")}`;
}

function scopeOf(q: { programIds?: number[]; provinceIds?: string[] }): TStatScope {
  if (q.programIds?.length) return { kind: "program", ids: q.programIds };
  if (q.provinceIds?.length) return { kind: "province", ids: q.provinceIds };
  return { kind: "tenant" };
}

const ZSeasonQuery = z.object({
  season: z
    .string()
    .regex(/^\d{4}$/, "harus tahun, mis. 2026")
    .transform(Number)
    .optional(),
});

/**
 * Main API statistics (spec §7), read from the summaries the statistics worker keeps
 * (src/domain/statistics/refresh.ts): never a scan of raw events per call. Every call needs the
 * app token; the lms id header is checked for every Main API call by `lmsIdGuard`.
 */
export function statisticsMainRouter(services: TServices) {
  const r = createApiRouter();
  const mw = [requireAppToken];

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistics",
      summary: "Ringkasan statistik tenant: sepuluh penghitung, penghitung tambahan dan statistik per program",
      tags,
      middleware: mw,
      request: { headers },
      responses: {
        200: envelope(z.object({ counters: ZCounters, extra: ZExtraCounters, programs: z.array(ZProgramStat) }).openapi("StatisticOverview")),
        ...errors(401, 403, 404),
      },
    }),
    async (c) =>
      cachedOk(c, services, "main/statistics", async () => {
        const ctx = tenantCtx(c);
        const [counters, extra, programs] = await Promise.all([getCounters(ctx, COUNTER_NAMES), getCounters(ctx, EXTRA), getProgramStats(ctx)]);
        return { data: { counters, extra, programs }, message: "Berhasil mengambil statistik." };
      }),
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/provincies",
      summary: "Statistik per provinsi (38 provinsi, kode Kemendagri): sekolah, siswa, tim, pendaftar, program",
      tags,
      middleware: mw,
      request: { headers },
      responses: { 200: envelope(z.array(ZProvince)), ...errors(401, 403, 404) },
    }),
    async (c) =>
      cachedOk(c, services, "main/statistic/provincies", async () => ({
        data: await getProvinceStats(tenantCtx(c)),
        message: "Berhasil mengambil statistik provinsi.",
      })),
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/provincies/score",
      summary: "Skor Liga SMK per provinsi untuk satu musim (default: musim terbaru)",
      tags,
      middleware: mw,
      request: { headers, query: ZSeasonQuery },
      responses: {
        200: envelope(
          z.object({
            season: int().nullable(),
            seasons: z.array(int()),
            provinces: z.array(z.object({ rank: int(), provinceId: z.string(), provinceName: z.string(), total: int(), teams: int() })),
          }),
        ),
        ...errors(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      return cachedOk(c, services, `main/statistic/provincies/score:${q.season ?? ""}`, async () => {
        const ctx = tenantCtx(c);
        const seasons = await listLigaSeasons(ctx);
        const season = q.season ?? seasons[0] ?? null;
        const provinces = season ? (await getLigaStandings(ctx, season)).provinces : [];
        return { data: { season, seasons, provinces }, message: "Berhasil mengambil skor provinsi." };
      });
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/landing/counter",
      summary: "Penghitung halaman depan: data_count { students, alumni, mentors, schools, cities, programs }",
      tags,
      middleware: mw,
      request: { headers },
      responses: { 200: envelope(z.object({ data_count: ZLandingCounters })), ...errors(401, 403, 404) },
    }),
    async (c) =>
      cachedOk(c, services, "main/statistic/landing/counter", async () => ({
        data: { data_count: await getCounters(tenantCtx(c), LANDING_COUNTERS) },
        message: "Berhasil mengambil penghitung halaman depan.",
      })),
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/counter",
      summary: "Penghitung dengan filter (seperti v1/statistics/counter)",
      tags,
      middleware: mw,
      request: { headers, query: ZCounterFilter },
      responses: { 200: envelope(ZCounters), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { filter } = c.req.valid("query");
      return cachedOk(c, services, `main/statistic/counter:${filter.join(",")}`, async () => ({
        data: await getCounters(tenantCtx(c), filter),
        message: "Berhasil mengambil penghitung.",
      }));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/chart/{type}",
      summary: `Grafik harian/mingguan. type: ${CHART_TYPES.join(", ")} atau event-<nama event>. Query: from, to (YYYY-MM-DD), period=day|week, programIds, provinceIds`,
      tags,
      middleware: mw,
      request: { headers, params: z.object({ type: ZChartType }), query: ZRangeQuery },
      responses: { 200: envelope(ZChart), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      const q = c.req.valid("query");
      return cachedOk(c, services, `main/statistic/chart:${type}:${JSON.stringify(q)}`, async () => {
        const items = await getSeries(tenantCtx(c), { type: seriesKey(type), period: q.period, from: q.from, to: q.to }, scopeOf(q));
        return {
          data: { type, period: q.period, from: q.from, to: q.to, total: items.reduce((a, p) => a + p.value, 0), items },
          message: "Berhasil mengambil grafik.",
        };
      });
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/batchs/active",
      summary: "Angkatan aktif dengan jumlah pendaftar. data: { items, page: { current_page, last_page }, data_count: { per_page, total_data } }",
      tags,
      middleware: mw,
      request: {
        headers,
        query: z.object({
          page: z
            .string()
            .regex(/^\d{1,6}$/, "harus berupa angka")
            .transform(Number)
            .optional(),
          pageSize: z
            .string()
            .regex(/^\d{1,3}$/, "harus berupa angka")
            .transform(Number)
            .optional(),
          programIds: z
            .string()
            .regex(/^\d{1,9}(,\d{1,9})*$/, "harus daftar id angka dipisah koma")
            .transform((s) => s.split(",").map(Number))
            .optional(),
        }),
      },
      responses: { 200: envelope(activePageSchema(ZBatchStat)), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const q = c.req.valid("query");
      return cachedOk(c, services, `main/statistic/batchs/active:${JSON.stringify(q)}`, async () => ({
        data: await listActiveBatchStats(tenantCtx(c), q),
        message: "Berhasil mengambil angkatan aktif.",
      }));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/batchs/active/{id}",
      summary: "Satu angkatan dengan pendaftar per hari",
      tags,
      middleware: mw,
      request: { headers, params: z.object({ id: ZId }) },
      responses: { 200: envelope(ZBatchStat.extend({ chart: z.array(ZPoint) })), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return cachedOk(c, services, `main/statistic/batchs/active/${id}`, async () => {
        const data = await getBatchStat(tenantCtx(c), id);
        if (!data) throw new AppError("NOT_FOUND", "Angkatan tidak ditemukan.");
        return { data, message: "Berhasil mengambil angkatan." };
      });
    },
  );

  const multiChart = (path: string, summary: string, series: readonly string[]) =>
    r.openapi(
      createRoute({
        method: "get",
        path,
        summary,
        tags,
        middleware: mw,
        request: { headers, query: ZRangeQuery },
        responses: {
          200: envelope(
            z.object({
              period: z.enum(["day", "week"]),
              from: z.string(),
              to: z.string(),
              series: z.array(z.string()),
              items: z.array(z.record(z.string(), z.union([z.string(), int()]))),
            }),
          ),
          ...errors(400, 401, 403, 404),
        },
      }),
      async (c) => {
        const q = c.req.valid("query");
        return cachedOk(c, services, `${path}:${JSON.stringify(q)}`, async () => {
          const ctx = tenantCtx(c);
          const all = await Promise.all(series.map((s) => getSeries(ctx, { type: s, period: q.period, from: q.from, to: q.to }, scopeOf(q))));
          const items = all[0]!.map((p, i) => ({ date: p.date, ...Object.fromEntries(series.map((s, j) => [s, all[j]![i]!.value])) }));
          return { data: { period: q.period, from: q.from, to: q.to, series: [...series], items }, message: "Berhasil mengambil grafik." };
        });
      },
    );
  multiChart(
    "/main/statistic/students/chart",
    "Peserta baru per hari/minggu: signups (akun peserta), enrolments (kelas dan kursus), completions (kursus selesai)",
    ["signups", "enrolments", "completions"],
  );
  multiChart(
    "/main/statistic/registrar/chart",
    "Pendaftar per hari/minggu: registrants (total), enrolments, team_members (Liga SMK dan tim), event_registrations",
    ["registrants", "enrolments", "team_members", "event_registrations"],
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/ce/extensions",
      summary: "Ekstensi statistik yang tersedia untuk tenant ini",
      tags,
      middleware: mw,
      request: { headers },
      responses: {
        200: envelope(z.array(z.object({ key: z.string(), name: z.string(), description: z.string(), enabled: z.boolean(), path: z.string() }))),
        ...errors(401, 403, 404),
      },
    }),
    async (c) =>
      ok(
        c,
        STATISTICS_EXTENSIONS.map((e) => ({ ...e })),
        "Berhasil mengambil ekstensi.",
      ),
  );
  return r;
}
