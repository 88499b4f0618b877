import { redirect } from "react-router";
import { Breadcrumbs } from "../../components/PageHeader.tsx";
import { GridList, Section } from "../../components/Section.tsx";
import { SiteImage } from "../../components/SiteImage.tsx";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/program-detail";
import { SmartLink } from "../../components/SmartLink.tsx";
import { ClassCard } from "../../components/catalog/Cards.tsx";
import { toClassCard } from "../../components/catalog/class-card-data.ts";
import { formatDate } from "../../components/catalog/format.ts";
import { JsonLd } from "../../components/catalog/JsonLd.tsx";
import { programJsonLd } from "../../seo/json-ld.ts";
import { Pagination } from "../../components/catalog/Pagination.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getProgram, listProgramSchools } from "../../../src/domain/catalog/programs.ts";
import { pageParam, pageSite } from "./catalog.server.ts";

/**
 * `/Program/{slug}` and `/Program/{id}/{slug}`: the identifier is the 2nd segment (spec §2).
 * With an id, a wrong slug is decorative and redirects (301) to the canonical address.
 */
export async function loader({ context, params, url, pattern }: Route.LoaderArgs) {
  requireEntry({ pattern, params });
  const p = await read(context, getProgram, "id" in params && params.id ? { id: Number(params.id) } : { slug: params.slug });
  if (!p) notFound("Program tidak ditemukan");
  if ("id" in params && params.id && params.slug !== p.slug) throw redirect(`/Program/${p.id}/${p.slug}${url.search}`, 301);
  const schools = await read(context, listProgramSchools, p.id, { page: pageParam(url) });
  return { p: { ...p, classes: p.classes.map(toClassCard) }, schools, query: url.search, ...pageSite(context) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: data.p.name, description: data.p.summary, image: data.p.logo, path: `/Program/${data.p.slug}` });
}

export default function ProgramDetail({ loaderData }: Route.ComponentProps) {
  const { p, schools, query, origin, provider } = loaderData;
  return (
    <>
      <JsonLd data={programJsonLd(p, origin, provider)} />
      <div className="relative overflow-hidden bg-gradient-to-br from-primary to-hero-end text-on-primary">
        <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:py-16">
          <div className="lg:col-span-2">
            <Breadcrumbs crumbs={[{ to: "/Program", label: "Program" }]} current={p.name} />
            <span className="mt-4 inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">{p.kind}</span>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{p.name}</h1>
            <p className="mt-3 max-w-2xl text-base text-on-primary sm:text-lg">{p.summary}</p>
            <p className="mt-4 text-sm text-on-primary">
              {formatDate(p.startsAt)} – {formatDate(p.endsAt)} · {p.classCount} kelas · {p.schoolCount} sekolah mitra
            </p>
            <SmartLink
              to={`/Curriculum/${p.slug}`}
              className="mt-6 inline-flex rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-primary-ink shadow hover:bg-slate-50"
            >
              Lihat kurikulum
            </SmartLink>
          </div>
          <SiteImage
            src={p.logo}
            alt={`Logo program ${p.name}`}
            width={320}
            height={200}
            className="hidden w-full rounded-2xl shadow-2xl ring-1 ring-white/30 lg:block"
          />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Section id="tentang" title="Tentang program">
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{p.description}</p>
        </Section>
        <Section id="kelas-program" title="Kelas dalam program ini" className="mt-12">
          {p.classes.length ? (
            <GridList items={p.classes} keyOf={(c) => c.id}>
              {(c) => <ClassCard c={c} />}
            </GridList>
          ) : (
            <p className="mt-3 text-slate-600">Kelas untuk program ini sedang disiapkan.</p>
          )}
        </Section>
        {schools.totalItems ? (
          <Section id="sekolah" title="Sekolah mitra" className="mt-12">
            <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {schools.items.map((s) => (
                <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <p className="font-semibold text-dark">{s.name}</p>
                  <p className="text-sm text-slate-500">
                    {s.city}, {s.province} · {s.students} siswa
                  </p>
                </li>
              ))}
            </ul>
            <Pagination page={schools.page} lastPage={schools.totalPages} search={query} label="Halaman sekolah mitra" />
          </Section>
        ) : null}
      </div>
    </>
  );
}
