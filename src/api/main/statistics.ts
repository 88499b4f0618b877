import type { Context, MiddlewareHandler } from "hono";
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
import { publishedCounterNames } from "../../domain/statistics/published.ts";
import { narrowScope, scopeKey, viewerScope } from "../../domain/statistics/scopes.ts";
import { can } from "../../domain/identity/permissions.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import { SESSION_COOKIE } from "../../domain/identity/cookies.ts";
import type { TServices } from "../../platform/services.ts";
import { APP_TOKEN_HEADER } from "../identity/app-token-guard.ts";
import { cachedOk, type TCachedAnswer } from "../cached.ts";
import { ok } from "../envelope.ts";
import { activePageSchema, createApiRouter, createRoute, envelope, errors, failure, z, type TApiEnv } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";
import { LMS_ID_HEADER } from "./lms-id.ts";

const tags = ["Main API: statistik"];
const int = () => z.number().int();

/** Spec §6: statistics and extension calls send an app token (and the lms id header). */
const requireAppToken: MiddlewareHandler<TApiEnv> = async (c, next) => {
  if (!c.get("appToken" as never)) throw new AppError("UNAUTHENTICATED", `Panggilan statistik wajib mengirim token aplikasi (header ${APP_TOKEN_HEADER}).`);
  await next();
};

/**
 * Finding 6 of the security review: the app token is handed to every visitor, so it proves
 * nothing about who calls. Every figure besides the published counters also needs a signed-in
 * member with `statistics.view` (the dashboard's permission; session cookie or
 * `Authorization: Bearer <access token>`), and answers for that member's scope: `viewerScope`,
 * the function the dashboard uses (lead_program: their programmes, lead_region: their
 * provinces, other roles with the permission: the whole tenant). 401 without a sign-in, 403
 * for a role without the permission.
 */
const requireStaff: MiddlewareHandler<TApiEnv> = async (c, next) => {
  const ctx = tenantCtx(c);
  const viewer = await viewerOf(ctx, c.req.raw);
  if (!viewer) {
    throw new AppError(
      "UNAUTHENTICATED",
      "Statistik ini hanya untuk staf: masuk terlebih dahulu (sesi situs, atau header Authorization: Bearer <access token>) selain token aplikasi.",
    );
  }
  if (!can(viewer.role, "statistics.view")) throw new AppError("FORBIDDEN", "Anda tidak memiliki akses ke statistik situs ini.");
  c.set("statScope" as never, (await viewerScope(ctx, viewer)) as never);
  // A staff answer is for this member's scope: never kept by a browser or shared cache.
  c.header("Cache-Control", "private, no-store");
  await next();
};

/** The signed-in member's scope (set by `requireStaff`). */
const baseScope = (c: Context): TStatScope => c.get("statScope" as never) as TStatScope;

/** The scope a request asks for (`programIds`, `provinceIds`) inside the member's own; asking beyond it is a 403. */
function scopeOf(c: Context, q: { programIds?: number[]; provinceIds?: string[] }): TStatScope {
  const { scope, outside } = narrowScope(baseScope(c), q);
  if (outside.length) throw new AppError("FORBIDDEN", `Di luar cakupan statistik Anda: ${outside.join(", ")}.`);
  return scope;
}

/** Programme ids a scope reads by (a province scope reads no programme: the dashboard shows it none). */
const programIdsOf = (scope: TStatScope): number[] | undefined => (scope.kind === "program" ? scope.ids : scope.kind === "province" ? [] : undefined);

/** OpenAPI: the staff calls need the app token and a member's session cookie or bearer token. */
const staffSecurity: Record<string, string[]>[] = [
  { appToken: [], bearerAuth: [] },
  { appToken: [], sessionCookie: [] },
];
const staffErrors = {
  401: failure("Tanpa token aplikasi, atau belum masuk: kirim cookie sesi situs atau Authorization: Bearer <access token> staf"),
  403: failure("Peran tanpa izin statistics.view, filter di luar cakupan peran (programme/provinsi), atau X-Lms-Id situs lain"),
};

const headers = z.object({
  [LMS_ID_HEADER.toLowerCase()]: z.string().optional().openapi({ description: "Nama layout tenant; tenant lain → 403", example: "sekolahbeta" }),
  apptoken: z
    .string()
    .optional()
    .openapi({ description: "Token aplikasi (wajib); angka selain penghitung yang diterbitkan juga butuh sesi atau bearer token staf" }),
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
 * app token; the lms id header is checked for every Main API call by `lmsIdGuard`. The figures
 * also need a staff member (`requireStaff`) and answer for their scope, as the dashboard does;
 * only the published counters (`statistic/landing/counter`) and the extension list need the app
 * token alone (docs/decisions/053-statistics.md).
 */
export function statisticsMainRouter(services: TServices) {
  const r = createApiRouter();
  r.openAPIRegistry.registerComponent("securitySchemes", "appToken", {
    type: "apiKey",
    in: "header",
    name: APP_TOKEN_HEADER,
    description: "Token aplikasi situs (POST v1/authorizer/token/issue); membuktikan aplikasinya, bukan penggunanya",
  });
  r.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "Access token pengguna yang masuk (Authorization: Bearer …)",
  });
  r.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "Sesi situs pengguna yang masuk (cookie)",
  });
  const mw = [requireAppToken];
  const staff = [requireAppToken, requireStaff];

  /**
   * A staff answer, kept in the tenant data cache per scope (`scopeKey`: figures depend on the
   * scope, never on who asks). Not `cachedOk`: that answer is meant for anyone and may be
   * remembered for the URL (src/server/api-answers.ts).
   */
  const scopedOk = async <T>(c: Context, key: string, scope: TStatScope, load: () => Promise<TCachedAnswer<T>>) => {
    const { data, message } = await services.dataCache.read(requireTenant(c), `api-staff:${key}@${scopeKey(scope)}`, load);
    return ok(c, data, message);
  };

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistics",
      summary:
        "Ringkasan statistik: sepuluh penghitung, penghitung tambahan dan statistik per program, untuk cakupan staf yang masuk (koordinator program: programnya; koordinator wilayah: provinsinya, tanpa daftar program)",
      tags,
      middleware: staff,
      security: staffSecurity,
      request: { headers },
      responses: {
        200: envelope(z.object({ counters: ZCounters, extra: ZExtraCounters, programs: z.array(ZProgramStat) }).openapi("StatisticOverview")),
        ...staffErrors,
        ...errors(404),
      },
    }),
    async (c) => {
      const scope = baseScope(c);
      return scopedOk(c, "main/statistics", scope, async () => {
        const ctx = tenantCtx(c);
        const [counters, extra, programs] = await Promise.all([
          getCounters(ctx, COUNTER_NAMES, scope),
          getCounters(ctx, EXTRA, scope),
          scope.kind === "province" ? [] : getProgramStats(ctx, programIdsOf(scope)),
        ]);
        return { data: { counters, extra, programs }, message: "Berhasil mengambil statistik." };
      });
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/provincies",
      summary:
        "Statistik per provinsi (38 provinsi, kode Kemendagri): sekolah, siswa, tim, pendaftar, program. Koordinator wilayah: provinsinya; koordinator program: kosong (angka provinsi tidak dipecah per program)",
      tags,
      middleware: staff,
      security: staffSecurity,
      request: { headers },
      responses: { 200: envelope(z.array(ZProvince)), ...staffErrors, ...errors(404) },
    }),
    async (c) => {
      const scope = baseScope(c);
      return scopedOk(c, "main/statistic/provincies", scope, async () => ({
        data: scope.kind === "program" ? [] : await getProvinceStats(tenantCtx(c), scope.kind === "province" ? scope.ids : undefined),
        message: "Berhasil mengambil statistik provinsi.",
      }));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/provincies/score",
      summary: "Skor Liga SMK per provinsi untuk satu musim (default: musim terbaru); koordinator wilayah: provinsinya",
      tags,
      middleware: staff,
      security: staffSecurity,
      request: { headers, query: ZSeasonQuery },
      responses: {
        200: envelope(
          z.object({
            season: int().nullable(),
            seasons: z.array(int()),
            provinces: z.array(z.object({ rank: int(), provinceId: z.string(), provinceName: z.string(), total: int(), teams: int() })),
          }),
        ),
        ...staffErrors,
        ...errors(400, 404),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const scope = baseScope(c);
      return scopedOk(c, `main/statistic/provincies/score:${q.season ?? ""}`, scope, async () => {
        const ctx = tenantCtx(c);
        const seasons = await listLigaSeasons(ctx);
        const season = q.season ?? seasons[0] ?? null;
        const all = season ? (await getLigaStandings(ctx, season)).provinces : [];
        // As the dashboard: a lead_region sees their provinces' rows (the standings are public on /Leaderboards).
        const provinces = scope.kind === "province" ? all.filter((p) => scope.ids.includes(p.provinceId)) : all;
        return { data: { season, seasons, provinces }, message: "Berhasil mengambil skor provinsi." };
      });
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/landing/counter",
      summary:
        "Penghitung yang diterbitkan situs (pita angka di beranda): data_count { students, alumni, mentors, schools, cities, programs }; cukup token aplikasi. Tanpa token: GET v1/statistics/public",
      tags,
      middleware: mw,
      security: [{ appToken: [] }],
      request: { headers },
      responses: { 200: envelope(z.object({ data_count: ZLandingCounters })), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const names = publishedCounterNames(requireTenant(c), services.product);
      return cachedOk(c, services, "main/statistic/landing/counter", async () => ({
        data: { data_count: await getCounters(tenantCtx(c), names) },
        message: "Berhasil mengambil penghitung halaman depan.",
      }));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/counter",
      summary: "Penghitung dengan filter (seperti v1/statistics/counter, tetapi semua sepuluh penghitung) untuk cakupan staf yang masuk",
      tags,
      middleware: staff,
      security: staffSecurity,
      request: { headers, query: ZCounterFilter },
      responses: { 200: envelope(ZCounters), ...staffErrors, ...errors(400, 404) },
    }),
    async (c) => {
      const { filter } = c.req.valid("query");
      const scope = baseScope(c);
      return scopedOk(c, `main/statistic/counter:${filter.join(",")}`, scope, async () => ({
        data: await getCounters(tenantCtx(c), filter, scope),
        message: "Berhasil mengambil penghitung.",
      }));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/chart/{type}",
      summary: `Grafik harian/mingguan. type: ${CHART_TYPES.join(", ")} atau event-<nama event>. Query: from, to (YYYY-MM-DD), period=day|week, programIds, provinceIds (di dalam cakupan staf; di luar → 403)`,
      tags,
      middleware: staff,
      security: staffSecurity,
      request: { headers, params: z.object({ type: ZChartType }), query: ZRangeQuery },
      responses: { 200: envelope(ZChart), ...staffErrors, ...errors(400, 404) },
    }),
    async (c) => {
      const { type } = c.req.valid("param");
      const q = c.req.valid("query");
      const scope = scopeOf(c, q);
      const range = { period: q.period, from: q.from, to: q.to };
      return scopedOk(c, `main/statistic/chart:${type}:${JSON.stringify(range)}`, scope, async () => {
        const items = await getSeries(tenantCtx(c), { type: seriesKey(type), ...range }, scope);
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
      summary:
        "Angkatan aktif dengan jumlah pendaftar, dalam cakupan staf (koordinator program: angkatan programnya; koordinator wilayah: tidak ada). data: { items, page: { current_page, last_page }, data_count: { per_page, total_data } }",
      tags,
      middleware: staff,
      security: staffSecurity,
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
      responses: { 200: envelope(activePageSchema(ZBatchStat)), ...staffErrors, ...errors(400, 404) },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const scope = scopeOf(c, { programIds: q.programIds });
      const page = { page: q.page, pageSize: q.pageSize };
      return scopedOk(c, `main/statistic/batchs/active:${JSON.stringify(page)}`, scope, async () => ({
        data: await listActiveBatchStats(tenantCtx(c), { ...page, programIds: programIdsOf(scope) }),
        message: "Berhasil mengambil angkatan aktif.",
      }));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/statistic/batchs/active/{id}",
      summary: "Satu angkatan dengan pendaftar per hari (angkatan di luar cakupan staf → 403)",
      tags,
      middleware: staff,
      security: staffSecurity,
      request: { headers, params: z.object({ id: ZId }) },
      responses: { 200: envelope(ZBatchStat.extend({ chart: z.array(ZPoint) })), ...staffErrors, ...errors(400, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const scope = baseScope(c);
      return scopedOk(c, `main/statistic/batchs/active/${id}`, scope, async () => {
        const data = await getBatchStat(tenantCtx(c), id);
        if (!data) throw new AppError("NOT_FOUND", "Angkatan tidak ditemukan.");
        const allowed = programIdsOf(scope);
        if (allowed && !(data.programId !== null && allowed.includes(data.programId))) {
          throw new AppError("FORBIDDEN", "Angkatan ini di luar cakupan statistik Anda.");
        }
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
        middleware: staff,
        security: staffSecurity,
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
          ...staffErrors,
          ...errors(400, 404),
        },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const scope = scopeOf(c, q);
        const range = { period: q.period, from: q.from, to: q.to };
        return scopedOk(c, `${path}:${JSON.stringify(range)}`, scope, async () => {
          const ctx = tenantCtx(c);
          const all = await Promise.all(series.map((s) => getSeries(ctx, { type: s, ...range }, scope)));
          const items = all[0]!.map((p, i) => ({ date: p.date, ...Object.fromEntries(series.map((s, j) => [s, all[j]![i]!.value])) }));
          return { data: { period: q.period, from: q.from, to: q.to, series: [...series], items }, message: "Berhasil mengambil grafik." };
        });
      },
    );
  multiChart(
    "/main/statistic/students/chart",
    "Peserta baru per hari/minggu: signups (akun peserta), enrolments (kelas dan kursus), completions (kursus selesai), dalam cakupan staf",
    ["signups", "enrolments", "completions"],
  );
  multiChart(
    "/main/statistic/registrar/chart",
    "Pendaftar per hari/minggu: registrants (total), enrolments, team_members (Liga SMK dan tim), event_registrations, dalam cakupan staf",
    ["registrants", "enrolments", "team_members", "event_registrations"],
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/main/ce/extensions",
      summary: "Ekstensi statistik yang tersedia untuk tenant ini (daftar tetap, tanpa angka: cukup token aplikasi)",
      tags,
      middleware: mw,
      security: [{ appToken: [] }],
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
