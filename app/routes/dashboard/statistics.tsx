import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/statistics";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { EmptyState } from "../../components/PageHeader.tsx";
import { AppForm, ErrorIcon, SubmitButton, TextField, inputClass, invalidInputClass, useAppForm, useFormReply } from "../../components/form/index.ts";
import { ProgramChart, SeriesChart } from "../../components/statistics/StatCharts.tsx";
import { ProvinceMap } from "../../components/statistics/ProvinceMap.tsx";
import { withContentKeys } from "../../lib/content-keys.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { loadStatistics } from "../../lib/statistics.server.ts";
import { COUNTER_LABEL, type TStatTable } from "../../components/statistics/labels.ts";
import { AppError, fieldErrorsOf } from "../../../src/kernel/errors.ts";
import { findUserByEmail, membershipKind } from "../../../src/domain/identity/accounts.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { ZLigaScore, saveLigaScore } from "../../../src/domain/statistics/liga.ts";
import { recomputeTenant } from "../../../src/domain/statistics/refresh.ts";
import { assignScope, removeScope } from "../../../src/domain/statistics/scopes.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { NUMBER_ID } from "../../../src/kernel/format.ts";

/**
 * /Dashboard/Statistik (issue 18): counters, charts with a table beside each, a province map,
 * active batches and Liga SMK standings, for the viewer's scope (lead_program: their programmes,
 * lead_region: their provinces, admin/superadmin and other staff: the whole site). Filters live in
 * the URL (`?dari&sampai&periode&program&musim`) so a view can be shared; every table downloads
 * as CSV. Admins also enter Liga SMK scores and assign programmes/provinces to the leads.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-statistics");
  const ctx = requestOf(args.context).tenantCtx;
  try {
    return await loadStatistics(ctx, viewer, args.url);
  } catch (err) {
    // Spec §8: a statistics failure is logged as FAILED TO REQUEST DATA.
    requestOf(args.context).services.logger.error("FAILED TO REQUEST DATA", { section: "statistics", err });
    throw err;
  }
}

const ZScopeForm = z.object({
  email: z.string({ message: "Email wajib diisi." }).trim().toLowerCase().email("Email tidak valid."),
  value: z.string({ message: "Pilih program atau provinsi." }).regex(/^(p:\d{1,9}|r:\d{2})$/, "Pilih program atau provinsi."),
});

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-statistics");
  const ctx = requestOf(args.context).tenantCtx;
  const formData = await args.request.formData().catch(() => new FormData());
  const intent = String(formData.get("intent") ?? "");
  try {
    requirePermission(viewer, "statistics.manage");
    if (intent === "score") {
      const f = await parseForm(formData, ZLigaScore);
      if (!f.ok) return f.reply;
      try {
        const r = await saveLigaScore(ctx, f.value, viewer.userId);
        await recomputeTenant(ctx.db, ctx.tenantId);
        await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
        return formSuccess(
          `Skor ${r.teamName} babak ${f.value.round} ${r.created ? "disimpan" : "diperbarui"}: ${f.value.score.toLocaleString("id-ID")}.`,
          "score",
        );
      } catch (err) {
        if (err instanceof AppError && (err.code === "NOT_FOUND" || err.code === "INVALID_INPUT")) {
          return formFailure(formData, { fields: fieldErrorsOf(err) ?? undefined, formError: err.message });
        }
        throw err;
      }
    }
    if (intent === "scope") {
      const f = await parseForm(formData, ZScopeForm);
      if (!f.ok) return f.reply;
      const user = await findUserByEmail(ctx.db, f.value.email);
      const kind = user ? await membershipKind(ctx, user.id) : null;
      const wants = f.value.value.startsWith("p:") ? 7 : 9;
      if (!user || kind === null) return formFailure(formData, { fields: { email: "Email ini belum terdaftar di situs ini." } });
      if (kind !== wants) {
        return formFailure(formData, {
          fields: {
            email:
              wants === 7
                ? "Akun ini bukan Koordinator Program; program hanya untuk peran itu."
                : "Akun ini bukan Koordinator Wilayah; provinsi hanya untuk peran itu.",
          },
        });
      }
      const created = await assignScope(ctx, user.id, wants === 7 ? "program" : "province", f.value.value.slice(2));
      return formSuccess(created ? `Cakupan ditambahkan untuk ${user.name}.` : `${user.name} sudah memiliki cakupan itu.`, "scope");
    }
    if (intent === "scope-remove") {
      const userId = String(formData.get("userId") ?? "");
      const kind = String(formData.get("kind") ?? "");
      const value = String(formData.get("value") ?? "");
      if (!userId || !["program", "province"].includes(kind) || !value) return formFailure(formData, { formError: "Cakupan tidak valid." });
      await removeScope(ctx, userId, kind, value);
      return formSuccess("Cakupan dihapus.", "scope");
    }
    return formFailure(formData, { formError: "Tindakan tidak dikenal." });
  } catch (err) {
    throw asRouteError(err, args.request);
  }
}

function exportHref(table: string, f: { from: string; to: string; period: string; programIds: number[]; season: number }) {
  const q = new URLSearchParams({ tabel: table, dari: f.from, sampai: f.to, periode: f.period === "week" ? "minggu" : "hari", musim: String(f.season) });
  if (f.programIds.length) q.set("program", f.programIds.join(","));
  return `/Dashboard/Statistik/Ekspor?${q}`;
}

function DataTable({ table, href, open = false }: { table: TStatTable; href: string; open?: boolean }) {
  const body = (
    <div className="overflow-x-auto rounded-xl border border-slate-200" role="region" aria-label={table.title} tabIndex={0}>
      <table className="min-w-full text-sm" data-testid={`table-${table.id}`}>
        <caption className="sr-only">{table.title}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={`whitespace-nowrap px-3 py-2 font-semibold ${c.numeric ? "text-right" : ""}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.length ? (
            withContentKeys(table.rows, (r) => table.columns.map((c) => String(r[c.key])).join("\u0001")).map(({ key: rowKey, item: r }) => (
              <tr key={rowKey}>
                {table.columns.map((c) => (
                  <td key={c.key} className={`whitespace-nowrap px-3 py-2 ${c.numeric ? "text-right tabular-nums" : ""}`}>
                    {typeof r[c.key] === "number" ? NUMBER_ID.format(r[c.key] as number) : r[c.key]}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={table.columns.length} className="px-3 py-6 text-center text-slate-500">
                Belum ada data untuk filter ini.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
  const csv = (
    <a href={href} download className="text-sm font-semibold text-primary-ink hover:underline" data-testid={`csv-${table.id}`}>
      Unduh CSV
    </a>
  );
  return open ? (
    <div className="space-y-2">
      {body}
      <div className="text-right">{csv}</div>
    </div>
  ) : (
    <details className="group mt-3">
      <summary className="flex cursor-pointer items-center justify-between gap-3 text-sm font-semibold text-slate-700">
        <span>Tabel data ({table.rows.length} baris)</span>
      </summary>
      <div className="mt-2 space-y-2">
        {body}
        <div className="text-right">{csv}</div>
      </div>
    </details>
  );
}

export default function DashboardStatistics({ loaderData: d }: Route.ComponentProps) {
  const nav = useNavigation();
  const busy = nav.state === "loading" && nav.location?.pathname === "/Dashboard/Statistik";
  const table = (id: string) => d.tables.find((t) => t.id === id);
  const f = d.filters;
  const counters = Object.entries(d.counters);
  if (d.unassigned) {
    return (
      <EmptyState title="Belum ada cakupan statistik">
        <p>
          {d.role === "lead_program" ? "Belum ada program yang ditugaskan kepada Anda." : "Belum ada provinsi yang ditugaskan kepada Anda."} Minta admin situs
          menambahkan cakupan Anda di halaman Statistik.
        </p>
      </EmptyState>
    );
  }
  return (
    <div className={`min-w-0 space-y-6 ${busy ? "opacity-60 transition-opacity" : ""}`} aria-busy={busy}>
      <Card title="Filter">
        <p className="-mt-2 mb-4 text-sm text-slate-600" data-testid="stat-scope">
          Cakupan: <strong>{d.scopeLabel}</strong>
        </p>
        {d.filterError ? (
          <p role="alert" className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <ErrorIcon /> {d.filterError} Menampilkan 30 hari terakhir.
          </p>
        ) : null}
        <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end" data-testid="stat-filters">
          <label className="block text-sm font-semibold text-dark">
            Dari
            <input type="date" name="dari" defaultValue={f.from} className={`${inputClass} mt-1`} />
          </label>
          <label className="block text-sm font-semibold text-dark">
            Sampai
            <input type="date" name="sampai" defaultValue={f.to} className={`${inputClass} mt-1`} />
          </label>
          <label className="block text-sm font-semibold text-dark">
            Periode
            <select name="periode" defaultValue={f.period === "week" ? "minggu" : "hari"} className={`${inputClass} mt-1`}>
              <option value="hari">Per hari</option>
              <option value="minggu">Per minggu</option>
            </select>
          </label>
          {d.seasons.length ? (
            <label className="block text-sm font-semibold text-dark">
              Musim Liga SMK
              <select name="musim" defaultValue={String(f.season)} className={`${inputClass} mt-1`}>
                {d.seasons.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {d.programChoices.length > 1 ? (
            <fieldset className="sm:col-span-2 lg:col-span-4">
              <legend className="text-sm font-semibold text-dark">Program</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {d.programChoices.map((p) => (
                  <label key={p.id} className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm">
                    <input type="checkbox" name="program" value={p.id} defaultChecked={f.programIds.includes(p.id)} />
                    {p.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
            <button type="submit" className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-on-primary hover:opacity-90">
              Terapkan
            </button>
            <Link to="/Dashboard/Statistik" className="rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              Atur ulang
            </Link>
          </div>
        </Form>
      </Card>

      <section aria-labelledby="stat-counters">
        <h2 id="stat-counters" className="sr-only">
          Penghitung
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" data-testid="stat-counters">
          {counters.map(([k, v]) => (
            <div key={k} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-xs font-medium text-slate-500">{COUNTER_LABEL[k] ?? k}</dt>
              <dd className="mt-1 font-heading text-2xl font-extrabold text-dark tabular-nums" data-counter={k}>
                {NUMBER_ID.format(v)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-right">
          <a href={exportHref("ringkasan", f)} download className="text-sm font-semibold text-primary-ink hover:underline" data-testid="csv-ringkasan">
            Unduh ringkasan (CSV)
          </a>
        </p>
      </section>

      <Card title={`Tren ${f.period === "week" ? "mingguan" : "harian"}`}>
        <SeriesChart
          data={d.chart}
          series={d.series}
          label={`Grafik pendaftar, pendaftaran, kursus selesai, akun baru dan kunjungan dari ${f.from} sampai ${f.to}`}
        />
        {table("grafik") ? <DataTable table={table("grafik")!} href={exportHref("grafik", f)} /> : null}
      </Card>

      {d.programs.length ? (
        <Card title="Program">
          <ProgramChart data={d.programs} label="Grafik pendaftar, peserta dan alumni per program" />
          <DataTable table={table("program")!} href={exportHref("program", f)} />
        </Card>
      ) : null}

      <Card title="Sebaran provinsi">
        <div className="space-y-6">
          <div className="mx-auto max-w-4xl">
            <ProvinceMap data={d.provinces} metricLabel="Siswa, pendaftar dan tim" />
          </div>
          <DataTable table={table("provinsi")!} href={exportHref("provinsi", f)} open />
        </div>
      </Card>

      {table("angkatan") ? (
        <Card title="Angkatan aktif">
          <DataTable table={table("angkatan")!} href={exportHref("angkatan", f)} open />
        </Card>
      ) : null}

      {table("liga-tim") ? (
        <Card title={`Liga SMK ${f.season}`}>
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 font-semibold text-dark">Tim</h3>
              <DataTable table={table("liga-tim")!} href={exportHref("liga-tim", f)} open />
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 font-semibold text-dark">Provinsi</h3>
              <DataTable table={table("liga-provinsi")!} href={exportHref("liga-provinsi", f)} open />
            </div>
          </div>
        </Card>
      ) : null}

      {d.canManage && d.scoreSheet ? <ScoreEntry sheet={d.scoreSheet} season={f.season} /> : null}
      {d.canManage ? <ScopeForm staff={d.staff} programs={d.programChoices} provinces={d.provinceChoices} /> : null}
    </div>
  );
}

function ScoreEntry({
  sheet,
  season,
}: {
  sheet: { teams: { teamId: number; teamName: string; schoolName: string; rounds: (number | null)[]; total: number }[]; rounds: number };
  season: number;
}) {
  const reply = useFormReply("score");
  const { form, fields } = useAppForm<{ season: string; teamId: string; round: string; score: string }>({
    id: "skor",
    result: reply.result,
    defaultValue: { season: String(season), round: "1" },
  });
  const teamError = fields.teamId.errors?.[0];
  return (
    <Card title={`Input skor Liga SMK ${season}`}>
      {reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <AppForm form={form} result={reply.result} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start" data-testid="score-form">
        <input type="hidden" name="intent" value="score" />
        <input type="hidden" name="season" value={season} />
        <div>
          <label htmlFor="skor-teamId" className="block text-sm font-semibold text-dark">
            Tim
          </label>
          <select
            id="skor-teamId"
            name="teamId"
            defaultValue={String((reply.result?.initialValue as Record<string, string> | undefined)?.teamId ?? "")}
            aria-invalid={teamError ? true : undefined}
            aria-describedby={teamError ? "skor-teamId-error" : undefined}
            className={teamError ? invalidInputClass : inputClass}
          >
            <option value="">Pilih tim…</option>
            {sheet.teams.map((t) => (
              <option key={t.teamId} value={t.teamId}>
                {t.teamName}
                {t.schoolName ? ` — ${t.schoolName}` : ""}
              </option>
            ))}
          </select>
          {teamError ? (
            <p id="skor-teamId-error" className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
              <ErrorIcon />
              <span>{teamError}</span>
            </p>
          ) : null}
        </div>
        <TextField field={fields.round} label="Babak" type="number" inputMode="numeric" min={1} max={20} required />
        <TextField field={fields.score} label="Skor" type="number" inputMode="numeric" min={0} required />
        <SubmitButton className="lg:mt-6" pendingLabel="Menyimpan…">
          Simpan skor
        </SubmitButton>
      </AppForm>
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200" role="region" aria-label="Skor per babak" tabIndex={0}>
        <table className="min-w-full text-sm" data-testid="score-sheet">
          <caption className="sr-only">Skor per babak</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Tim
              </th>
              {Array.from({ length: sheet.rounds }, (_, i) => i + 1).map((round) => (
                <th key={round} scope="col" className="px-3 py-2 text-right">
                  Babak {round}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sheet.teams.map((t) => (
              <tr key={t.teamId}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                  {t.teamName}
                </th>
                {t.rounds.map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cell's position is its round number, its identity in the sheet
                  <td key={i} className="px-3 py-2 text-right tabular-nums">
                    {s === null ? "—" : NUMBER_ID.format(s)}
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{NUMBER_ID.format(t.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function ScopeForm({
  staff,
  programs,
  provinces,
}: {
  staff: { userId: string; name: string; email: string; role: string; values: string[] }[];
  programs: { id: number; name: string }[];
  provinces: { id: string; name: string }[];
}) {
  const reply = useFormReply("scope");
  const { form, fields } = useAppForm<{ email: string; value: string }>({ id: "cakupan", result: reply.result });
  const label = (role: string, v: string) =>
    role === "lead_program" ? (programs.find((p) => String(p.id) === v)?.name ?? `Program ${v}`) : (provinces.find((p) => p.id === v)?.name ?? v);
  const valueError = fields.value.errors?.[0];
  return (
    <Card title="Cakupan koordinator">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Koordinator Program melihat statistik program yang ditugaskan; Koordinator Wilayah melihat provinsinya.
      </p>
      {reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <AppForm form={form} result={reply.result} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start" data-testid="scope-form">
        <input type="hidden" name="intent" value="scope" />
        <TextField field={fields.email} label="Email koordinator" type="email" required autoComplete="off" />
        <div>
          <label htmlFor="cakupan-value" className="block text-sm font-semibold text-dark">
            Program atau provinsi
          </label>
          <select
            id="cakupan-value"
            name="value"
            defaultValue=""
            aria-invalid={valueError ? true : undefined}
            className={valueError ? invalidInputClass : inputClass}
          >
            <option value="">Pilih…</option>
            <optgroup label="Program">
              {programs.map((p) => (
                <option key={p.id} value={`p:${p.id}`}>
                  {p.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Provinsi">
              {provinces.map((p) => (
                <option key={p.id} value={`r:${p.id}`}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          </select>
          {valueError ? <p className="mt-1 text-sm font-medium text-red-700">{valueError}</p> : null}
        </div>
        <SubmitButton className="sm:mt-6">Tambah</SubmitButton>
      </AppForm>
      {staff.length ? (
        <ul className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="scope-list">
          {staff.map((s) => (
            <li key={s.userId} className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm">
              <span className="font-semibold text-dark">{s.name}</span>
              <span className="text-slate-500">{s.role === "lead_program" ? "Koordinator Program" : "Koordinator Wilayah"}</span>
              {s.values.length ? (
                s.values.map((v) => (
                  <Form key={v} method="post" className="inline">
                    <input type="hidden" name="intent" value="scope-remove" />
                    <input type="hidden" name="userId" value={s.userId} />
                    <input type="hidden" name="kind" value={s.role === "lead_program" ? "program" : "province"} />
                    <input type="hidden" name="value" value={v} />
                    <button
                      type="submit"
                      className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700 hover:bg-red-50 hover:text-red-700"
                      aria-label={`Hapus ${label(s.role, v)} dari ${s.name}`}
                    >
                      {label(s.role, v)} ✕
                    </button>
                  </Form>
                ))
              ) : (
                <span className="text-slate-500">belum ada cakupan</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">Belum ada anggota dengan peran Koordinator Program atau Koordinator Wilayah.</p>
      )}
    </Card>
  );
}
