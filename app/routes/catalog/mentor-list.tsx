import type { Route } from "./+types/mentor-list";
import { read } from "../../lib/cached-read.server.ts";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { MentorCard } from "../../components/catalog/Cards.tsx";
import { Pagination } from "../../components/catalog/Pagination.tsx";
import { requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { listActiveMentors } from "../../../src/domain/catalog/programs.ts";
import { pageParam } from "./catalog.server.ts";

export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const mentors = await read(context, listActiveMentors, { page: pageParam(url) });
  return { mentors, query: url.search, title: entry.title, lead: entry.lead };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: data.title, description: data.lead, path: "/Mentor" });
}

export default function MentorList({ loaderData }: Route.ComponentProps) {
  const { mentors, query, title, lead } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {mentors.items.length ? (
          <>
            <h2 className="sr-only">Daftar mentor</h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {mentors.items.map((m) => (
                <li key={m.id}>
                  <MentorCard m={m} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyState title="Belum ada mentor" />
        )}
        <Pagination page={mentors.page} lastPage={mentors.totalPages} search={query} label="Halaman mentor" />
      </div>
    </>
  );
}
