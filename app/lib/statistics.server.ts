import type { z } from "zod";
import type { TTenantCtx } from "../../src/domain/scope.ts";
import type { TRole } from "../../src/domain/identity/roles.ts";
import { can } from "../../src/domain/identity/permissions.ts";
import { ZRangeQuery } from "../../src/contracts/statistics.ts";
import {
  COUNTER_NAMES,
  getCounters,
  getLigaStandings,
  getProgramStats,
  getProvinceStats,
  getSeries,
  listActiveBatchStats,
  listLigaSeasons,
  type TStatScope,
} from "../../src/domain/statistics/read.ts";
import { listLigaTeamScores } from "../../src/domain/statistics/liga.ts";
import { listScopedStaff } from "../../src/domain/statistics/scopes.ts";
import { viewerScope } from "../../src/domain/statistics/scopes.ts";
import { listProvinceCodes } from "../../src/domain/statistics/provinces.ts";
import { listAllPrograms } from "../../src/domain/catalog/programs.ts";
import { COUNTER_LABEL, type TStatTable } from "../components/statistics/labels.ts";
import { isoDayLabel } from "../../src/kernel/format.ts";

export { COUNTER_LABEL, type TStatTable };

/** The dashboard's URL filters: `?dari=2026-01-01&sampai=2026-01-31&periode=minggu&program=1,2&musim=2026`. */
export function parseStatFilters(url: URL): { ok: true; value: z.infer<typeof ZRangeQuery>; season: number | null } | { ok: false; message: string } {
  const p = url.searchParams;
  const period = p.get("periode") === "minggu" ? "week" : "day";
  const parsed = ZRangeQuery.safeParse({
    from: p.get("dari") || undefined,
    to: p.get("sampai") || undefined,
    period,
    programIds:
      p
        .getAll("program")
        .flatMap((v) => v.split(","))
        .filter(Boolean)
        .join(",") || undefined,
  });
  const seasonRaw = p.get("musim");
  const season = seasonRaw && /^\d{4}$/.test(seasonRaw) ? Number(seasonRaw) : null;
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const field = i?.path[0] === "from" ? "Tanggal mulai" : i?.path[0] === "to" ? "Tanggal akhir" : i?.path[0] === "programIds" ? "Program" : "Filter";
    return { ok: false, message: `${field} tidak valid: ${i?.message ?? "periksa kembali"}.` };
  }
  return { ok: true, value: parsed.data, season };
}

export const SERIES = [
  { key: "registrants", label: "Pendaftar" },
  { key: "enrolments", label: "Pendaftaran kelas & kursus" },
  { key: "completions", label: "Kursus selesai" },
  { key: "signups", label: "Akun peserta baru" },
  { key: "event:page_load", label: "Kunjungan halaman" },
] as const;

/** Everything the statistics section shows for a viewer, scoped by role (issue 18). */
export async function loadStatistics(ctx: TTenantCtx, viewer: { userId: string; role: TRole }, url: URL) {
  const role = viewer.role;
  const baseScope = await viewerScope(ctx, viewer);
  const f = parseStatFilters(url);
  const filters = f.ok ? f.value : ZRangeQuery.parse({});
  const filterError = f.ok ? null : f.message;
  const allPrograms = await listAllPrograms(ctx);
  // The programmes this viewer may filter by: their own for a lead_program, all otherwise (none for lead_region).
  const programChoices =
    baseScope.kind === "program" ? allPrograms.filter((p) => baseScope.ids.includes(p.id)) : baseScope.kind === "province" ? [] : allPrograms;
  const chosen = (filters.programIds ?? []).filter((id) => programChoices.some((p) => p.id === id));
  const scope: TStatScope = chosen.length ? { kind: "program", ids: chosen } : baseScope;
  const programIds = scope.kind === "program" ? scope.ids : undefined;
  const provinceIds = scope.kind === "province" ? scope.ids : undefined;

  const [counters, extra, seriesValues, programs, provinces, batches, seasons, provinceNames] = await Promise.all([
    getCounters(ctx, COUNTER_NAMES, scope),
    getCounters(ctx, ["teams", "registrants", "batches_active", "enrolments", "completions"], scope),
    Promise.all(
      SERIES.map((s) =>
        getSeries(
          ctx,
          { type: s.key, period: filters.period, from: filters.from, to: filters.to },
          s.key.startsWith("event:") && scope.kind !== "tenant" ? scope : scope,
        ),
      ),
    ),
    scope.kind === "province" ? Promise.resolve([]) : getProgramStats(ctx, programIds),
    getProvinceStats(ctx, provinceIds),
    scope.kind === "province" ? Promise.resolve(null) : listActiveBatchStats(ctx, { pageSize: 50, programIds }),
    listLigaSeasons(ctx),
    listProvinceCodes(),
  ]);
  const season = f.ok && f.season && seasons.includes(f.season) ? f.season : (seasons[0] ?? new Date().getFullYear());
  const liga = seasons.length ? await getLigaStandings(ctx, season) : { teams: [], provinces: [] };
  const ligaTeams = provinceIds ? liga.teams.filter((t) => provinceIds.includes(t.provinceId)) : liga.teams;
  const canManage = can(role, "statistics.manage");
  const [scoreSheet, staff] = await Promise.all([canManage && seasons.length ? listLigaTeamScores(ctx, season) : null, canManage ? listScopedStaff(ctx) : []]);

  const chart = seriesValues[0]!.map((p, i) => ({ date: p.date, ...Object.fromEntries(SERIES.map((s, j) => [s.key, seriesValues[j]![i]!.value])) }));
  const fmtDay = (d: string) => isoDayLabel(d, "shortYear");

  const tables: TStatTable[] = [
    {
      id: "ringkasan",
      title: "Ringkasan",
      columns: [
        { key: "name", label: "Penghitung" },
        { key: "value", label: "Jumlah", numeric: true },
      ],
      rows: [...Object.entries(counters), ...Object.entries(extra)].map(([k, v]) => ({ name: COUNTER_LABEL[k] ?? k, value: v })),
    },
    {
      id: "grafik",
      title: filters.period === "week" ? "Per minggu" : "Per hari",
      columns: [
        { key: "date", label: filters.period === "week" ? "Minggu mulai" : "Tanggal" },
        ...SERIES.map((s) => ({ key: s.key, label: s.label, numeric: true })),
      ],
      rows: chart.map((r) => ({ ...r, date: fmtDay(r.date) })),
    },
  ];
  if (programs.length)
    tables.push({
      id: "program",
      title: "Per program",
      columns: [
        { key: "name", label: "Program" },
        { key: "registrants", label: "Pendaftar", numeric: true },
        { key: "students", label: "Peserta", numeric: true },
        { key: "alumni", label: "Alumni", numeric: true },
        { key: "completion", label: "Kelulusan (%)", numeric: true },
        { key: "schools", label: "Sekolah", numeric: true },
        { key: "batchesActive", label: "Angkatan aktif", numeric: true },
      ],
      rows: programs.map((p) => ({
        name: p.name,
        registrants: p.registrants,
        students: p.students,
        alumni: p.alumni,
        completion: p.completion,
        schools: p.schools,
        batchesActive: p.batchesActive,
      })),
    });
  tables.push({
    id: "provinsi",
    title: "Per provinsi",
    columns: [
      { key: "name", label: "Provinsi" },
      { key: "schools", label: "Sekolah", numeric: true },
      { key: "students", label: "Siswa/peserta", numeric: true },
      { key: "teams", label: "Tim", numeric: true },
      { key: "registrants", label: "Pendaftar", numeric: true },
    ],
    rows: provinces
      .filter((p) => provinceIds || p.schools + p.students + p.teams + p.registrants > 0)
      .sort((a, b) => b.students - a.students || a.name.localeCompare(b.name))
      .map((p) => ({ id: p.id, name: p.name, schools: p.schools, students: p.students, teams: p.teams, registrants: p.registrants })),
  });
  if (batches)
    tables.push({
      id: "angkatan",
      title: "Angkatan aktif",
      columns: [
        { key: "className", label: "Kelas" },
        { key: "name", label: "Angkatan" },
        { key: "startsAt", label: "Mulai" },
        { key: "registrants", label: "Pendaftar", numeric: true },
        { key: "enrolled", label: "Terisi", numeric: true },
        { key: "quota", label: "Kuota", numeric: true },
      ],
      rows: batches.items.map((b) => ({
        className: b.className,
        name: b.name,
        startsAt: fmtDay(b.startsAt.slice(0, 10)),
        registrants: b.registrants,
        enrolled: b.enrolled,
        quota: b.quota,
      })),
    });
  if (seasons.length) {
    tables.push({
      id: "liga-tim",
      title: `Liga SMK ${season}: tim`,
      columns: [
        { key: "rank", label: "Peringkat", numeric: true },
        { key: "teamName", label: "Tim" },
        { key: "schoolName", label: "Sekolah" },
        { key: "provinceName", label: "Provinsi" },
        { key: "rounds", label: "Babak dinilai", numeric: true },
        { key: "total", label: "Skor", numeric: true },
      ],
      rows: ligaTeams.map((t) => ({
        rank: t.rank,
        teamName: t.teamName,
        schoolName: t.schoolName,
        provinceName: t.provinceName,
        rounds: t.rounds,
        total: t.total,
      })),
    });
    tables.push({
      id: "liga-provinsi",
      title: `Liga SMK ${season}: provinsi`,
      columns: [
        { key: "rank", label: "Peringkat", numeric: true },
        { key: "provinceName", label: "Provinsi" },
        { key: "teams", label: "Tim", numeric: true },
        { key: "total", label: "Skor", numeric: true },
      ],
      rows: (provinceIds ? liga.provinces.filter((p) => provinceIds.includes(p.provinceId)) : liga.provinces).map((p) => ({ ...p })),
    });
  }

  const scopeLabel =
    scope.kind === "tenant"
      ? "Seluruh situs"
      : scope.kind === "program"
        ? `Program: ${
            allPrograms
              .filter((p) => scope.ids.includes(p.id))
              .map((p) => p.name)
              .join(", ") || "—"
          }`
        : `Wilayah: ${
            provinceNames
              .filter((p) => scope.ids.includes(p.id))
              .map((p) => p.name)
              .join(", ") || "—"
          }`;

  return {
    role,
    scopeKind: scope.kind,
    scopeLabel,
    /** A lead without an assignment sees nothing until an admin assigns programmes or provinces. */
    unassigned: (baseScope.kind === "program" || baseScope.kind === "province") && baseScope.ids.length === 0,
    filters: { from: filters.from, to: filters.to, period: filters.period, programIds: chosen, season },
    filterError,
    counters,
    extra,
    chart,
    series: SERIES.map((s) => ({ key: s.key, label: s.label })),
    programs: programs.map((p) => ({ id: p.id, name: p.name, registrants: p.registrants, students: p.students, alumni: p.alumni, completion: p.completion })),
    provinces: provinces.map((p) => ({ id: p.id, name: p.name, value: p.students + p.registrants + p.teams, schools: p.schools, students: p.students })),
    programChoices: programChoices.map((p) => ({ id: p.id, name: p.name })),
    provinceChoices: provinceNames,
    seasons,
    tables,
    canManage,
    scoreSheet,
    staff,
  };
}

/** RFC 4180 CSV with a header row; cells that look like formulas are prefixed with ' (CSV injection). */
export function tableCsv(t: TStatTable): string {
  const cell = (v: unknown) => {
    let s = String(v ?? "");
    if (/^[=+\-@\t\r]/.test(s) && typeof v === "string") s = `'${s}`;
    return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [t.columns.map((c) => cell(c.label)).join(","), ...t.rows.map((r) => t.columns.map((c) => cell(r[c.key])).join(","))];
  return lines.join("\r\n") + "\r\n";
}
