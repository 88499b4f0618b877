import type { Route } from "./+types/curriculum";
import { read } from "../../lib/cached-read.server.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { SmartLink } from "../../components/SmartLink.tsx";
import { SyllabusView } from "../../components/catalog/SyllabusView.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getProgramSyllabus, listAllPrograms } from "../../../src/domain/catalog/programs.ts";

/** `/Curriculum` lists the programmes; `/Curriculum/{program}` shows one programme's curriculum. */
export async function loader({ context, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const programs = await read(context, listAllPrograms);
  const slug = "program" in params ? params.program : undefined;
  if (slug) {
    const syllabus = await read(context, getProgramSyllabus, { slug });
    if (!syllabus) notFound("Kurikulum tidak ditemukan");
    return { programs, syllabus, title: entry.title, lead: entry.lead };
  }
  return { programs, syllabus: null, title: entry.title, lead: entry.lead };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const site = siteFromMatches(matches);
  if (data.syllabus)
    return buildMeta(site, {
      title: `Kurikulum ${data.syllabus.program.name}`,
      description: data.syllabus.program.summary,
      path: `/Curriculum/${data.syllabus.program.slug}`,
    });
  return buildMeta(site, { title: data.title, description: data.lead, path: "/Curriculum" });
}

export default function Curriculum({ loaderData }: Route.ComponentProps) {
  const { programs, syllabus, title, lead } = loaderData;
  return (
    <>
      {syllabus ? (
        <PageHeader title={`Kurikulum ${syllabus.program.name}`} lead={syllabus.program.summary} crumbs={[{ to: "/Curriculum", label: "Kurikulum" }]} />
      ) : (
        <PageHeader title={title} lead={lead} />
      )}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        <nav aria-label="Program" className="lg:col-span-1">
          <h2 className="text-sm font-bold uppercase tracking-wider text-slate-500">Program</h2>
          <ul className="mt-3 space-y-1">
            {programs.map((p) => {
              const current = syllabus?.program.id === p.id;
              return (
                <li key={p.id}>
                  <SmartLink
                    to={`/Curriculum/${p.slug}`}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm ${current ? "bg-primary font-semibold text-on-primary" : "text-slate-700 hover:bg-slate-100 hover:text-primary-ink"}`}
                  >
                    {p.name}
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="lg:col-span-3">
          {syllabus ? (
            <SyllabusView s={syllabus} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {programs.map((p) => (
                <li key={p.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="text-xs font-semibold text-secondary-ink">{p.kind}</p>
                  <h2 className="mt-1 text-lg font-bold text-dark">{p.name}</h2>
                  <p className="mt-2 text-sm text-slate-600">{p.summary}</p>
                  <SmartLink to={`/Curriculum/${p.slug}`} className="mt-3 inline-flex text-sm font-semibold text-primary-ink">
                    Lihat kurikulum ({p.classCount} kelas) →
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
