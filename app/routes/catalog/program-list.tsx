import { Form } from "react-router";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/program-list";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { ProgramCard } from "../../components/catalog/Cards.tsx";
import { Pagination } from "../../components/catalog/Pagination.tsx";
import { requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches, pagedTitle } from "../../seo/meta.ts";
import { listActivePrograms } from "../../../src/domain/catalog/programs.ts";
import { pageParam } from "./catalog.server.ts";

export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const result = await read(context, listActivePrograms, { page: pageParam(url), search: search || undefined });
  return { result, search, query: url.search, title: entry.title, lead: entry.lead };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const page = data.result.page.current_page;
  return buildMeta(siteFromMatches(matches), {
    title: pagedTitle(data.title, page),
    description: data.lead,
    path: page > 1 ? `/Program?page=${page}` : "/Program",
  });
}

export default function ProgramList({ loaderData }: Route.ComponentProps) {
  const { result, search, query, title, lead } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Form method="get" role="search" aria-label="Cari program" className="flex max-w-xl gap-2">
          <input
            type="search"
            name="search"
            defaultValue={search}
            maxLength={100}
            aria-label="Cari program"
            placeholder="Cari program, mis. beasiswa"
            className="h-11 flex-1 rounded-xl border border-slate-300 px-3 text-sm focus:border-primary focus:outline-none"
          />
          <button type="submit" className="h-11 rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary hover:opacity-90">
            Cari
          </button>
        </Form>
        <p className="mt-6 text-sm text-slate-600">{result.data_count.total_data} program</p>
        {result.items.length ? (
          <>
            <h2 className="sr-only">Daftar program</h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.items.map((p) => (
                <li key={p.id}>
                  <ProgramCard p={p} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyState title="Program tidak ditemukan" action={search ? { to: "/Program", label: "Lihat semua program" } : undefined}>
            <p>{search ? "Coba kata kunci lain." : "Belum ada program aktif saat ini."}</p>
          </EmptyState>
        )}
        <Pagination page={result.page.current_page} lastPage={result.page.last_page} search={query} label="Halaman daftar program" />
      </div>
    </>
  );
}
