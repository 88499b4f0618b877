import type { Route } from "./+types/class-list";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ClassListView } from "../../components/catalog/ClassListView.tsx";
import { requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches, pagedTitle } from "../../seo/meta.ts";
import { loadClassList } from "./catalog.server.ts";

export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  return { ...(await loadClassList(url, context)), title: entry.title, lead: entry.lead };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const page = data.result.page.current_page;
  return buildMeta(siteFromMatches(matches), {
    title: pagedTitle(data.title, page),
    description: data.lead,
    path: page > 1 ? `${data.path}?page=${page}` : data.path,
  });
}

export default function ClassList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} lead={loaderData.lead} />
      <ClassListView data={loaderData} />
    </>
  );
}
