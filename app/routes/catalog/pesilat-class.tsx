import type { Route } from "./+types/pesilat-class";
import { read } from "../../lib/cached-read.server.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ClassDetailView } from "../../components/catalog/ClassDetailView.tsx";
import { ClassListView } from "../../components/catalog/ClassListView.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { getClassByKey } from "../../../src/domain/catalog/classes.ts";
import { loadClassList, pageSite } from "./catalog.server.ts";

/** `/Pesilat/Class/{code?}`: the vocational class list, or one class by its code. */
export async function loader({ context, params, url, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  if (params.code) {
    const c = await read(context, getClassByKey, { code: params.code });
    if (!c) notFound("Kelas tidak ditemukan");
    return { kind: "detail" as const, c, path: `/Pesilat/Class/${c.code}`, ...pageSite(context) };
  }
  return { kind: "list" as const, list: await loadClassList(url, context), title: entry.title, lead: entry.lead };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const site = siteFromMatches(matches);
  if (data.kind === "detail") return buildMeta(site, { title: data.c.name, description: data.c.description, image: data.c.logo, path: data.path });
  return buildMeta(site, { title: data.title, description: data.lead, path: data.list.path });
}

export default function PesilatClass({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "detail") {
    const { c, origin, path, provider } = loaderData;
    return <ClassDetailView c={c} origin={origin} path={path} provider={provider} crumbs={[{ to: "/Pesilat/Class", label: "Kelas Pesilat" }]} />;
  }
  return (
    <>
      <PageHeader title={loaderData.title} lead={loaderData.lead} />
      <ClassListView data={loaderData.list} hrefFor={(c) => `/Pesilat/Class/${c.code}`} />
    </>
  );
}
