import { redirect, useLocation } from "react-router";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/careers";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { Container, DateText, Html, Pager, ShareLinks } from "../../components/content/ContentUI.tsx";
import { DEFAULT_PAGE_SIZE } from "../../../src/contracts/content.ts";
import { formatRupiah, titleSlug } from "../../../src/kernel/format.ts";
import { getCareerBySlug, getJob, listCareers, listJobs, type TJob } from "../../lib/content.server.ts";
import { orNotFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { pageParam } from "./posts-list.tsx";

/** /Career (careers), /Career/{slug} (a career and its jobs), /Event/Careers (all jobs), /Event/Careers/{id}/{slug?} (a job). */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const page = pageParam(url);
  if (entry.id === "career" && !params.slug) {
    const careers = await read(context, listCareers, { page, pageSize: DEFAULT_PAGE_SIZE });
    return { mode: "careers" as const, title: entry.title, lead: entry.lead, path: url.pathname, careers };
  }
  if (entry.id === "career") {
    const career = await orNotFound(read(context, getCareerBySlug, params.slug!, url.host));
    const jobs = await read(context, listJobs, { careerId: career.id, page, pageSize: DEFAULT_PAGE_SIZE });
    return { mode: "career" as const, title: career.name, lead: career.summary, path: career.url, career, jobs };
  }
  if (entry.id === "event-careers") {
    const jobs = await read(context, listJobs, { page, pageSize: DEFAULT_PAGE_SIZE });
    return { mode: "jobs" as const, title: entry.title, lead: entry.lead, path: url.pathname, jobs };
  }
  const job = await orNotFound(read(context, getJob, Number(params.id), url.host));
  if (params.slug && params.slug !== titleSlug(job.title)) throw redirect(job.url, 301);
  return { mode: "job" as const, title: job.title, lead: `${job.career.name} · ${job.employment}`, path: job.url, job };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  if (data.mode !== "job") return contentMeta(site, { title: localTitle(site, data.title), description: data.lead, path: data.path });
  const j = data.job;
  return contentMeta(site, {
    title: `${j.title} — ${j.career.name}`,
    description: `${j.employment}, ${j.location || j.career.name}. ${j.requirements.join(". ")}`,
    path: data.path,
    jsonLd: {
      "@type": "JobPosting",
      title: j.title,
      description: j.description,
      datePosted: j.publishedAt,
      validThrough: j.closesAt ?? undefined,
      employmentType: j.employment,
      hiringOrganization: { "@type": "Organization", name: j.career.name },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: j.location || "Indonesia", addressCountry: "ID" } },
      baseSalary: j.salaryMin
        ? {
            "@type": "MonetaryAmount",
            currency: "IDR",
            value: { "@type": "QuantitativeValue", minValue: j.salaryMin, maxValue: j.salaryMax ?? j.salaryMin, unitText: "MONTH" },
          }
        : undefined,
    },
  });
}

function salary(j: TJob): string {
  if (!j.salaryMin) return "Gaji dirundingkan";
  return j.salaryMax && j.salaryMax !== j.salaryMin
    ? `${formatRupiah(j.salaryMin)} – ${formatRupiah(j.salaryMax)} / bulan`
    : `${formatRupiah(j.salaryMin)} / bulan`;
}

function JobList({ jobs, search }: { jobs: { items: TJob[]; page: number; totalPages: number }; search: string }) {
  if (!jobs.items.length) return <EmptyState title="Belum ada lowongan" action={{ to: "/Career", label: "Lihat semua karier" }} />;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {jobs.items.map((j) => (
          <li key={j.id} className="flex flex-col gap-1 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-heading text-lg font-bold text-dark">
                <a href={j.url} className="hover:text-primary-ink">
                  {j.title}
                </a>
              </h3>
              <p className="text-sm text-slate-600">
                {j.career.name} · {j.employment}
                {j.location ? ` · ${j.location}` : ""}
              </p>
            </div>
            <p className="text-sm font-semibold text-primary-ink">{salary(j)}</p>
          </li>
        ))}
      </ul>
      <Pager page={jobs.page} totalPages={jobs.totalPages} search={search} />
    </>
  );
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const d = loaderData;
  if (d.mode === "careers") {
    return (
      <>
        <PageHeader title={d.title} lead={d.lead} />
        <Container className="py-10">
          {d.careers.items.length ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {d.careers.items.map((c) => (
                <li key={c.id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-6 sm:flex-row">
                  {c.logo ? <img src={c.logo} alt="" className="h-12 w-auto max-w-40 shrink-0 self-start object-contain object-left" loading="lazy" /> : null}
                  <div className="min-w-0">
                    <h2 className="font-heading text-lg font-bold text-dark">
                      <a href={c.url} className="hover:text-primary-ink">
                        {c.name}
                      </a>
                    </h2>
                    <p className="mt-1 text-sm text-slate-600">{c.summary}</p>
                    <p className="mt-2 text-xs font-semibold text-primary-ink">{c.jobCount} lowongan terbuka</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="Belum ada lowongan karier" />
          )}
          <Pager page={d.careers.page} totalPages={d.careers.totalPages} search={location.search} />
        </Container>
      </>
    );
  }
  if (d.mode === "career") {
    return (
      <>
        <PageHeader title={d.career.name} lead={d.career.summary} crumbs={[{ to: "/Career", label: "Karier" }]} />
        <Container className="py-10">
          <Html html={d.career.description} className="max-w-3xl" />
          <h2 className="mt-10 font-heading text-2xl font-extrabold text-dark">Lowongan terbuka</h2>
          <div className="mt-4">
            <JobList jobs={d.jobs} search={location.search} />
          </div>
        </Container>
      </>
    );
  }
  if (d.mode === "jobs") {
    return (
      <>
        <PageHeader title={d.title} lead={d.lead} crumbs={[{ to: "/Event", label: "Event" }]} />
        <Container className="py-10">
          <JobList jobs={d.jobs} search={location.search} />
        </Container>
      </>
    );
  }
  const j = d.job;
  return (
    <>
      <PageHeader title={j.title} lead={d.lead} crumbs={[{ to: "/Event/Careers", label: "Karier di Event" }]} />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <Html html={j.description} />
          <aside className="h-fit rounded-2xl border border-slate-200 p-6 text-sm">
            <dl className="space-y-3">
              <div>
                <dt className="font-semibold text-dark">Perusahaan</dt>
                <dd className="text-slate-600">
                  <a href={`/Career/${j.career.slug}`} className="text-primary-ink underline">
                    {j.career.name}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-dark">Gaji</dt>
                <dd className="text-slate-600">{salary(j)}</dd>
              </div>
              {j.closesAt ? (
                <div>
                  <dt className="font-semibold text-dark">Batas lamaran</dt>
                  <dd className="text-slate-600">
                    <DateText iso={j.closesAt} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </aside>
        </div>
        <ShareLinks url={j.url} title={j.title} />
      </Container>
    </>
  );
}
