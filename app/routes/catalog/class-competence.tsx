import type { Route } from "./+types/class-competence";
import { read } from "../../lib/cached-read.server.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ClassListView } from "../../components/catalog/ClassListView.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getCompetenceBySlug } from "../../../src/domain/catalog/classes.ts";
import { loadClassList } from "./catalog.server.ts";

/** `/Class/Competence/{slug}`: the slug is the 3rd segment when the 2nd is competence (spec §2). */
export async function loader({ context, params, url, pattern }: Route.LoaderArgs) {
  requireEntry({ pattern, params });
  const competence = await read(context, getCompetenceBySlug, params.slug);
  if (!competence) notFound("Kompetensi tidak ditemukan");
  const list = await loadClassList(url, context, { competenceId: competence.id });
  return { ...list, competence };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: `Kelas ${data.competence.name}`, description: data.competence.description, path: data.path });
}

export default function ClassCompetence({ loaderData }: Route.ComponentProps) {
  const { competence } = loaderData;
  return (
    <>
      <PageHeader title={`Kompetensi ${competence.name}`} lead={competence.description} crumbs={[{ to: "/Class", label: "Kelas" }]} />
      <ClassListView data={loaderData} />
    </>
  );
}
