import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/leaderboards";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { replyErrors, replyFor } from "../../components/form/index.ts";
import { withContentKeys } from "../../lib/content-keys.ts";
import { cachedRead } from "../../lib/cached-read.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError, getViewer } from "../../lib/identity.server.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { getLearnerStandings, getLigaStandings, listLigaSeasons } from "../../../src/domain/statistics/read.ts";
import { getLeaderboardConsent, setLeaderboardConsent } from "../../../src/domain/statistics/liga.ts";
import { recomputeTenant } from "../../../src/domain/statistics/refresh.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { NUMBER_ID } from "../../../src/kernel/format.ts";

/**
 * /Leaderboards (issue 18): live standings from the statistics summaries: Liga SMK teams and
 * provinces by score for a season (`?musim=2026`), and learners by course progress, whose names
 * are shown only when they agreed (a signed-in learner sets that here). Anonymous views come from
 * the page cache, dropped when a score is entered, so the first view is fast.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const seasonRaw = url.searchParams.get("musim");
  const public_ = await cachedRead(context, `leaderboards:${seasonRaw ?? ""}`, async () => {
    const ctx = requestOf(context).tenantCtx;
    const seasons = await listLigaSeasons(ctx);
    const asked = seasonRaw && /^\d{4}$/.test(seasonRaw) ? Number(seasonRaw) : null;
    const season = asked && seasons.includes(asked) ? asked : (seasons[0] ?? null);
    const liga = season ? await getLigaStandings(ctx, season, 50) : { teams: [], provinces: [] };
    return { seasons, season, liga };
  });
  const viewer = await getViewer(request, context);
  const ctx = requestOf(context).tenantCtx;
  const learners = await getLearnerStandings(ctx, { limit: 20, viewerId: viewer?.userId });
  const consent = viewer ? await getLeaderboardConsent(ctx, viewer.userId) : null;
  return { ...public_, learners, signedIn: !!viewer, consent };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, {
    title: "Papan Peringkat",
    description: data?.season
      ? `Peringkat tim dan provinsi Liga SMK ${data.season} serta peserta menurut kemajuan kursus.`
      : "Peringkat peserta menurut kemajuan kursus.",
    path: "/Leaderboards",
  });
}

const ZConsent = z.object({ show: z.enum(["0", "1"], { message: "Pilihan tidak valid." }) });

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request, context);
    const formData = await request.formData().catch(() => new FormData());
    if (!viewer) return formFailure(formData, { formError: "Silakan masuk terlebih dahulu untuk mengatur nama Anda di papan peringkat.", status: 401 });
    const f = await parseForm(formData, ZConsent);
    if (!f.ok) return f.reply;
    const ctx = requestOf(context).tenantCtx;
    await setLeaderboardConsent(ctx, viewer.userId, f.value.show === "1");
    await recomputeTenant(ctx.db, ctx.tenantId);
    return formSuccess(f.value.show === "1" ? "Nama Anda kini tampil di papan peringkat." : "Nama Anda kini disembunyikan dari papan peringkat.");
  } catch (err) {
    throw asRouteError(err, request);
  }
}

function Medal({ rank }: { rank: number }) {
  const c =
    rank === 1
      ? "bg-amber-400 text-amber-950"
      : rank === 2
        ? "bg-slate-300 text-slate-900"
        : rank === 3
          ? "bg-orange-300 text-orange-950"
          : "bg-slate-100 text-slate-700";
  return <span className={`inline-grid h-8 w-8 place-items-center rounded-full text-sm font-bold ${c}`}>{rank}</span>;
}

function Board({
  id,
  title,
  caption,
  head,
  rows,
  empty,
}: {
  id: string;
  title: string;
  caption: string;
  head: string[];
  rows: React.ReactNode[][];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-heading text-xl font-extrabold text-dark">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{caption}</p>
      <div className="mt-4 overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
        <table className="min-w-full text-sm" data-testid={id}>
          <caption className="sr-only">{caption}</caption>
          <thead className="text-left text-slate-500">
            <tr>
              {head.map((h, i) => (
                <th key={h} scope="col" className={`px-2 py-2 font-semibold ${i >= head.length - 1 ? "text-right" : ""}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length ? (
              withContentKeys(rows, (r) => r.join("\u0001")).map(({ key: rowKey, item: r }) => (
                <tr key={rowKey}>
                  {withContentKeys(r).map(({ key: cellKey, item: cell, index: j }) => (
                    <td key={cellKey} className={`px-2 py-2.5 ${j >= r.length - 1 ? "text-right font-semibold tabular-nums" : ""}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={head.length} className="px-2 py-6 text-center text-slate-500">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function Leaderboards({ loaderData: d, actionData }: Route.ComponentProps) {
  const nav = useNavigation();
  const reply = replyFor(actionData);
  const refused = replyErrors(reply.result);
  const ok = reply.ok ?? null;
  const err = refused.formError ?? Object.values(refused.fields)[0] ?? null;
  return (
    <>
      <PageHeader
        title="Papan Peringkat"
        lead={
          d.season
            ? `Liga SMK ${d.season} dan peserta kursus, diperbarui langsung dari data.`
            : "Peserta kursus menurut kemajuan belajar, diperbarui langsung dari data."
        }
      />
      <Container className="space-y-8 py-10">
        {d.seasons.length > 1 ? (
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <label className="text-sm font-semibold text-dark">
              Musim
              <select name="musim" defaultValue={String(d.season)} className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2">
                {d.seasons.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-on-primary">
              Tampilkan
            </button>
          </Form>
        ) : null}
        {d.season ? (
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <Board
              id="liga-tim"
              title={`Liga SMK ${d.season}: tim`}
              caption="Jumlah skor semua babak yang sudah dinilai."
              head={["#", "Tim", "Provinsi", "Skor"]}
              rows={d.liga.teams.map((t) => [
                <Medal key="r" rank={t.rank} />,
                <span key="n">
                  <span className="block font-semibold text-dark">{t.teamName}</span>
                  <span className="block text-xs text-slate-500">{t.schoolName}</span>
                </span>,
                t.provinceName,
                NUMBER_ID.format(t.total),
              ])}
              empty="Belum ada tim terdaftar musim ini."
            />
            <Board
              id="liga-provinsi"
              title="Provinsi"
              caption="Jumlah skor tim dari setiap provinsi."
              head={["#", "Provinsi", "Tim", "Skor"]}
              rows={d.liga.provinces.map((p) => [<Medal key="r" rank={p.rank} />, p.provinceName, NUMBER_ID.format(p.teams), NUMBER_ID.format(p.total)])}
              empty="Belum ada skor."
            />
          </div>
        ) : (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
            Belum ada musim Liga SMK di situs ini.{" "}
            <Link to="/Liga-Smk" className="font-semibold text-primary-ink hover:underline">
              Tentang Liga SMK
            </Link>
          </p>
        )}
        <Board
          id="peserta"
          title="Peserta: kemajuan kursus"
          caption="Persentase bab selesai dari kursus yang diikuti. Nama hanya tampil bila peserta mengizinkan."
          head={["#", "Peserta", "Bab selesai", "Kemajuan"]}
          rows={d.learners.map((l) => [
            <Medal key="r" rank={l.rank} />,
            <span key="n" className={l.isViewer ? "font-semibold text-primary-ink" : ""}>
              {l.name ?? "Peserta anonim"}
              {l.isViewer ? " (Anda)" : ""}
            </span>,
            NUMBER_ID.format(l.chaptersDone),
            `${l.percent}%`,
          ])}
          empty="Belum ada peserta yang menyelesaikan bab."
        />
        {d.signedIn ? (
          <Form method="post" className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5">
            <input type="hidden" name="show" value={d.consent ? "0" : "1"} />
            <p className="text-sm text-slate-700">
              {d.consent ? "Nama Anda tampil di papan peringkat." : "Nama Anda belum tampil di papan peringkat (tampil sebagai Peserta anonim)."}
            </p>
            <button
              type="submit"
              disabled={nav.state === "submitting"}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
            >
              {nav.state === "submitting" ? "Menyimpan…" : d.consent ? "Sembunyikan nama saya" : "Tampilkan nama saya"}
            </button>
            {ok ? (
              <p role="status" className="basis-full text-sm text-green-800">
                {ok}
              </p>
            ) : null}
            {err ? (
              <p role="alert" className="basis-full text-sm text-red-700">
                {err}
              </p>
            ) : null}
          </Form>
        ) : (
          <p className="text-sm text-slate-600">
            Peserta?{" "}
            <Link to="/Login" className="font-semibold text-primary-ink hover:underline">
              Masuk
            </Link>{" "}
            untuk menampilkan nama Anda di papan peringkat.
          </p>
        )}
      </Container>
    </>
  );
}
