import type { Route } from "./+types/overview";
import { GridList, Section } from "../../components/Section.tsx";
import { read } from "../../lib/cached-read.server.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ClassCard, ProgramCard } from "../../components/catalog/Cards.tsx";
import { toClassCard } from "../../components/catalog/class-card-data.ts";
import { ClassDetailView } from "../../components/catalog/ClassDetailView.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getClassByKey, listActiveClasses } from "../../../src/domain/catalog/classes.ts";
import { listActivePrograms } from "../../../src/domain/catalog/programs.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { pageSite } from "./catalog.server.ts";

/** `/Overview/{code?}`: one class's overview by code (2nd segment), or the catalogue at a glance. */
export async function loader({ context, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  if (params.code) {
    const c = await read(context, getClassByKey, { code: params.code });
    if (!c) notFound("Kelas tidak ditemukan");
    return { kind: "class" as const, c, ...pageSite(context) };
  }
  const [open, programs] = await Promise.all([
    read(context, listActiveClasses, { state: "onRegistration", pageSize: 6 }),
    read(context, listActivePrograms, { pageSize: 3 }),
  ]);
  return {
    kind: "all" as const,
    open: { ...open, items: open.items.map(toClassCard) },
    programs,
    title: entry.title,
    lead: entry.lead,
    name: requestOf(context).tenant.name,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const site = siteFromMatches(matches);
  if (data.kind === "class")
    return buildMeta(site, { title: `Ringkasan ${data.c.name}`, description: data.c.description, image: data.c.logo, path: `/Overview/${data.c.code}` });
  return buildMeta(site, { title: data.title, description: data.lead, path: "/Overview" });
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "class") {
    const { c, origin, provider } = loaderData;
    return <ClassDetailView c={c} origin={origin} path={`/Overview/${c.code}`} provider={provider} crumbs={[{ to: "/Overview", label: "Ringkasan" }]} />;
  }
  const { open, programs, title, lead, name } = loaderData;
  const stats: [string, number][] = [
    ["kelas membuka pendaftaran", open.data_count.total_data],
    ["program aktif", programs.data_count.total_data],
  ];
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2">
          {stats.map(([label, n]) => (
            <li key={label} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-4xl font-extrabold text-primary-ink">{n}</p>
              <p className="mt-1 text-slate-600">
                {label} di {name}
              </p>
            </li>
          ))}
        </ul>
        <Section id="ov-open" title="Pendaftaran dibuka" link={{ to: "/Class?state=onRegistration", label: "Lihat semua →" }} className="mt-12">
          <GridList items={open.items} keyOf={(c) => c.id}>
            {(c) => <ClassCard c={c} href={`/Overview/${c.code}`} />}
          </GridList>
        </Section>
        <Section id="ov-programs" title="Program unggulan" link={{ to: "/Program", label: "Semua program →" }} className="mt-12">
          <GridList items={programs.items} keyOf={(p) => p.id}>
            {(p) => <ProgramCard p={p} />}
          </GridList>
        </Section>
      </div>
    </>
  );
}
