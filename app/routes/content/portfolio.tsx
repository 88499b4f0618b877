import { Link, redirect } from "react-router";
import { Section } from "../../components/Section.tsx";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/portfolio";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { CardGrid, Container, DateText, Html, ShareLinks } from "../../components/content/ContentUI.tsx";
import { getPortfolio, listPortfolios, type TPortfolio } from "../../lib/content.server.ts";
import { notFound, orNotFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { SiteImage } from "../../components/SiteImage.tsx";

/** /Portfolio (all), /Portfolio/{type} (one kind), /Portfolio/{type}/{title} (a case study by slug). */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  if (params.title) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(params.title)) notFound();
    const item: TPortfolio = await orNotFound(read(context, getPortfolio, params.title, url.host));
    if (params.type !== item.kindSlug) throw redirect(item.url, 301);
    return { mode: "detail" as const, item, path: item.url };
  }
  const all = await read(context, listPortfolios);
  const kinds = [...new Map(all.map((p) => [p.kindSlug, p.kind])).entries()].map(([slug, name]) => ({ slug, name }));
  // The list shows cards: leave the case studies' full text out of the page data.
  const items = (params.type ? all.filter((p) => p.kindSlug === params.type) : all).map((p) => ({
    url: p.url,
    title: p.title,
    summary: p.summary,
    cover: p.cover,
    kind: p.kind,
    clientName: p.clientName,
    date: p.date,
  }));
  if (params.type && !items.length) notFound("Jenis portofolio tidak ditemukan");
  const kindName = kinds.find((k) => k.slug === params.type)?.name;
  return {
    mode: "list" as const,
    title: kindName ? `Portofolio: ${kindName}` : entry.title,
    lead: entry.lead,
    path: url.pathname,
    items,
    kinds,
    active: params.type ?? null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  if (data.mode === "list") return contentMeta(site, { title: localTitle(site, data.title), description: data.lead, path: data.path });
  const p = data.item;
  return contentMeta(site, {
    title: p.title,
    description: p.summary,
    image: p.cover,
    path: data.path,
    type: "article",
    keywords: [p.kind, p.clientName, "portofolio", "studi kasus"].join(", "),
    jsonLd: {
      "@type": "CreativeWork",
      name: p.title,
      abstract: p.summary,
      image: site.origin + p.cover,
      dateCreated: p.date,
      genre: p.kind,
      sourceOrganization: { "@type": "Organization", name: p.clientName },
      url: site.origin + p.url,
    },
  });
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === "list") {
    const { title, lead, items, kinds, active } = loaderData;
    const years = items.map((p) => new Date(p.date).getUTCFullYear());
    return (
      <>
        <PageHeader title={title} lead={lead} crumbs={active ? [{ to: "/Portfolio", label: "Portofolio" }] : []} />
        <Container className="py-10">
          <nav aria-label="Jenis program" className="flex flex-wrap gap-2">
            <Link
              to="/Portfolio"
              aria-current={active ? undefined : "page"}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "border border-slate-300 text-slate-700" : "bg-primary text-on-primary"}`}
            >
              Semua
            </Link>
            {kinds.map((k) => (
              <Link
                key={k.slug}
                to={`/Portfolio/${k.slug}`}
                aria-current={active === k.slug ? "page" : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ${active === k.slug ? "bg-primary text-on-primary" : "border border-slate-300 text-slate-700"}`}
              >
                {k.name}
              </Link>
            ))}
          </nav>
          {items.length ? (
            <>
              <p className="mt-6 text-sm text-slate-500">
                {items.length} program, {Math.min(...years)}–{Math.max(...years)}
              </p>
              <div className="mt-4">
                <CardGrid
                  items={items.map((p) => ({
                    url: p.url,
                    title: p.title,
                    summary: p.summary,
                    cover: p.cover,
                    badge: p.kind,
                    meta: (
                      <>
                        {p.clientName} · <DateText iso={p.date} />
                      </>
                    ),
                  }))}
                />
              </div>
            </>
          ) : (
            <EmptyState title="Belum ada portofolio" />
          )}
        </Container>
      </>
    );
  }
  const p = loaderData.item;
  return (
    <>
      <PageHeader
        title={p.title}
        lead={p.summary}
        crumbs={[
          { to: "/Portfolio", label: "Portofolio" },
          { to: `/Portfolio/${p.kindSlug}`, label: p.kind },
        ]}
      />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <SiteImage src={p.cover} alt="" width={1200} height={630} className="aspect-[1200/630] w-full rounded-2xl object-cover" />
            <Html html={p.description} className="mt-4" />
          </div>
          <aside className="h-fit rounded-2xl border border-slate-200 p-6">
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-dark">Klien</dt>
                <dd className="text-slate-600">{p.clientName}</dd>
              </div>
              <div>
                <dt className="font-semibold text-dark">Jenis program</dt>
                <dd className="text-slate-600">{p.kind}</dd>
              </div>
              <div>
                <dt className="font-semibold text-dark">Mulai</dt>
                <dd className="text-slate-600">
                  <DateText iso={p.date} />
                </dd>
              </div>
              {p.batchs?.length ? (
                <div>
                  <dt className="font-semibold text-dark">Angkatan</dt>
                  <dd>
                    <ul className="text-slate-600">
                      {p.batchs.map((b) => (
                        <li key={b.label}>
                          {b.label}: <DateText iso={`${b.date}T00:00:00+07:00`} />
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
              {p.projectLink ? (
                <div>
                  <dt className="font-semibold text-dark">Situs proyek</dt>
                  <dd>
                    <a href={p.projectLink} target="_blank" rel="noopener noreferrer" className="text-primary-ink underline">
                      Kunjungi situs proyek
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </aside>
        </div>
        {p.images.length || p.photos.length ? (
          <Section id="dokumentasi" title="Dokumentasi" className="mt-14">
            <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
              {[...p.images, ...p.photos].map((m) => (
                <li key={m.link}>
                  <figure>
                    <img src={m.link} alt={m.name} className="aspect-[4/3] w-full rounded-xl object-cover" loading="lazy" />
                    <figcaption className="mt-1 text-xs text-slate-500">{m.name}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <ShareLinks url={p.url} title={p.title} />
      </Container>
    </>
  );
}
