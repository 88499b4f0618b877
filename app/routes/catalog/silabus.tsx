import { Form } from "react-router";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/silabus";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { SyllabusView } from "../../components/catalog/SyllabusView.tsx";
import { requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getProgramSyllabus, listAllPrograms } from "../../../src/domain/catalog/programs.ts";

/** `/Silabus`: the syllabus of one programme at a time, chosen with `?program=`. */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const programs = await read(context, listAllPrograms);
  const wanted = url.searchParams.get("program");
  const chosen = programs.find((p) => p.slug === wanted) ?? programs[0];
  const syllabus = chosen ? await read(context, getProgramSyllabus, { id: chosen.id }) : null;
  return { programs: programs.map((p) => ({ slug: p.slug, name: p.name })), syllabus, title: entry.title, lead: entry.lead };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: data.title, description: data.lead, path: "/Silabus" });
}

export default function Silabus({ loaderData }: Route.ComponentProps) {
  const { programs, syllabus, title, lead } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        {syllabus ? (
          <>
            <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Pilih program">
              <label className="flex-1">
                <span className="mb-1 block text-xs font-semibold text-slate-600">Program</span>
                <select name="program" defaultValue={syllabus.program.slug} className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm">
                  {programs.map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="h-11 rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary hover:opacity-90">
                Tampilkan
              </button>
            </Form>
            <h2 className="mt-8 text-2xl font-extrabold text-dark">{syllabus.program.name}</h2>
            <p className="mt-1 text-slate-600">{syllabus.program.summary}</p>
            <div className="mt-6">
              <SyllabusView s={syllabus} />
            </div>
          </>
        ) : (
          <EmptyState title="Silabus belum tersedia">
            <p>Belum ada program aktif.</p>
          </EmptyState>
        )}
      </div>
    </>
  );
}
