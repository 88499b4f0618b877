import type { Route } from "./+types/course-list";
import { read } from "../../lib/cached-read.server.ts";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { SmartLink } from "../../components/SmartLink.tsx";
import { CourseCard } from "../../components/catalog/Cards.tsx";
import { Pagination } from "../../components/catalog/Pagination.tsx";
import { requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { listCourses } from "../../../src/domain/catalog/courses.ts";
import { pageParam } from "./catalog.server.ts";

/** `/Courses` (free self-paced courses) and `/Courses/@Premium`. */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const premium = entry.id === "courses-premium";
  const courses = await read(context, listCourses, { premium, page: pageParam(url) });
  return { courses, premium, query: url.search, path: url.pathname, title: entry.title, lead: entry.lead };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), { title: data.title, description: data.lead, path: data.path });
}

export default function CourseList({ loaderData }: Route.ComponentProps) {
  const { courses, premium, query, title, lead } = loaderData;
  const tab = (active: boolean) =>
    `rounded-full px-5 py-2 text-sm font-semibold ${active ? "bg-primary text-on-primary shadow" : "text-slate-600 hover:text-primary-ink"}`;
  return (
    <>
      <PageHeader title={title} lead={lead} crumbs={premium ? [{ to: "/Courses", label: "Kursus" }] : []} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <nav aria-label="Jenis kursus" className="inline-flex rounded-full border border-slate-200 bg-slate-50 p-1">
          <SmartLink to="/Courses" className={tab(!premium)} aria-current={!premium ? "page" : undefined}>
            Gratis
          </SmartLink>
          <SmartLink to="/Courses/@Premium" className={tab(premium)} aria-current={premium ? "page" : undefined}>
            Premium
          </SmartLink>
        </nav>
        {courses.items.length ? (
          <>
            <h2 className="sr-only">Daftar kursus</h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.items.map((c) => (
                <li key={c.id}>
                  <CourseCard c={c} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyState title="Belum ada kursus">
            <p>Kursus baru akan segera hadir.</p>
          </EmptyState>
        )}
        <Pagination page={courses.page} lastPage={courses.totalPages} search={query} label="Halaman kursus" />
      </div>
    </>
  );
}
