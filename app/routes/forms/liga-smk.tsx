import { Link, data } from "react-router";
import type { Route } from "./+types/liga-smk";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { countLigaTeams, currentSeason } from "../../../src/domain/registrations/teams.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { NUMBER_ID } from "../../../src/kernel/format.ts";

/** /Liga-Smk: the competition (timeline, rules, prizes) with the live registered-team counter. */
export async function loader({ context }: Route.LoaderArgs) {
  const season = currentSeason();
  const teams = await countLigaTeams(requestOf(context).tenantCtx, season);
  // The counter is live: kept by shared caches for a short while only.
  return data({ season, teams }, { headers: { "Cache-Control": "no-store" } });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches, data: d }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, {
    title: `Liga SMK ${d?.season ?? ""}`.trim(),
    description: "Kompetisi teknologi antar-SMK se-Indonesia: daftarkan tim sekolah Anda, 3–5 siswa dengan satu guru pendamping.",
    path: "/Liga-Smk",
  });
}

const TIMELINE = [
  { when: "Februari – April", what: "Pendaftaran tim", text: "Sekolah mendaftarkan satu tim berisi 3–5 siswa dan satu guru pendamping." },
  { when: "Mei", what: "Bootcamp daring", text: "Materi pemrograman web, desain produk, dan presentasi untuk semua tim." },
  { when: "Juni – Juli", what: "Babak penyisihan", text: "Tim mengerjakan studi kasus dari mitra industri dan mengumpulkan prototipe." },
  { when: "Agustus", what: "Final & demo day", text: "10 tim terbaik mempresentasikan karyanya di hadapan juri industri." },
];
const RULES = [
  "Satu sekolah hanya boleh mendaftarkan satu tim per musim.",
  "Tim terdiri dari 3–5 siswa SMK aktif dan satu guru pendamping.",
  "Karya harus dibuat selama kompetisi oleh anggota tim sendiri.",
  "Keputusan juri bersifat final dan tidak dapat diganggu gugat.",
];
const PRIZES = [
  { rank: "Juara 1", prize: "Rp 15.000.000", extra: "Magang di mitra industri + trofi" },
  { rank: "Juara 2", prize: "Rp 10.000.000", extra: "Beasiswa kelas + trofi" },
  { rank: "Juara 3", prize: "Rp 5.000.000", extra: "Beasiswa kelas + trofi" },
];

export default function LigaSmk({ loaderData }: Route.ComponentProps) {
  const { season, teams } = loaderData;
  return (
    <>
      <PageHeader
        title={`Liga SMK ${season}`}
        lead="Kompetisi teknologi antar-SMK se-Indonesia. Bentuk tim, pecahkan studi kasus dari industri, dan tunjukkan karya terbaik sekolahmu."
      />
      <Container className="py-10">
        <div className="grid items-center gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[auto_1fr_auto] sm:p-8">
          <p className="text-center sm:text-left">
            <span className="block text-5xl font-extrabold text-primary-ink" aria-live="polite">
              {NUMBER_ID.format(teams)}
            </span>
            <span className="text-sm font-semibold text-slate-600">tim sudah terdaftar</span>
          </p>
          <p className="text-slate-700">
            Pendaftaran musim {season} dibuka. Setiap sekolah dapat mendaftarkan satu tim beranggotakan 3–5 siswa dengan satu guru pendamping.
          </p>
          <Link to="/Liga-Smk/Register" className="inline-flex justify-center rounded-full bg-primary px-6 py-3 font-semibold text-on-primary hover:opacity-90">
            Daftarkan tim
          </Link>
        </div>

        <section aria-labelledby="linimasa" className="mt-12">
          <h2 id="linimasa" className="text-2xl font-extrabold text-dark">
            Linimasa
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-4">
            {TIMELINE.map((t, i) => (
              <li key={t.what} className="rounded-2xl border border-slate-200 p-5">
                <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">{i + 1}</span>
                <p className="mt-3 text-sm font-semibold text-primary-ink">{t.when}</p>
                <h3 className="mt-1 font-bold text-dark">{t.what}</h3>
                <p className="mt-1 text-sm text-slate-600">{t.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="peraturan">
            <h2 id="peraturan" className="text-2xl font-extrabold text-dark">
              Peraturan
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {RULES.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="hadiah">
            <h2 id="hadiah" className="text-2xl font-extrabold text-dark">
              Hadiah
            </h2>
            <ul className="mt-4 grid gap-3">
              {PRIZES.map((p) => (
                <li key={p.rank} className="flex items-center justify-between gap-4 rounded-2xl bg-slate-50 p-4">
                  <span className="font-bold text-dark">{p.rank}</span>
                  <span className="text-right">
                    <span className="block font-extrabold text-primary-ink">{p.prize}</span>
                    <span className="text-sm text-slate-600">{p.extra}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
