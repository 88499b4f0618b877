import type { Route } from "./+types/marketing";
import { read } from "../../lib/cached-read.server.ts";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { CardGrid, Container, SectionTitle } from "../../components/content/ContentUI.tsx";
import { Sections } from "../../components/content/Sections.tsx";
import { getPage, listFeatures, MARKETING_PAGE_KEYS, type TFeature, type TFeatureProduct } from "../../lib/content.server.ts";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { organizationLd } from "../../seo/json-ld.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { DemoRequestSection } from "../../components/forms/DemoRequest.tsx";

/** Features shown under a marketing page (the LMS and Aksara landing pages list their features). */
const PAGE_FEATURES: Partial<Record<string, TFeatureProduct>> = { lms: "lms", aksara: "aksara", "training-services": "services" };

/** Marketing pages: ordered sections stored per tenant (content_pages), one generic renderer. */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const key = entry.id;
  if (!(MARKETING_PAGE_KEYS as readonly string[]).includes(key)) notFound();
  const host = url.host;
  const [page, features] = await Promise.all([
    read(context, getPage, key, host),
    PAGE_FEATURES[key] ? read(context, listFeatures, PAGE_FEATURES[key]) : Promise.resolve([] as TFeature[]),
  ]);
  return {
    key,
    path: url.pathname,
    title: page?.title ?? entry.title,
    lead: page?.lead || entry.lead,
    sections: page?.sections ?? [],
    updatedAt: page?.updatedAt ?? null,
    features,
    robots: key.startsWith("payment-") ? "noindex, follow" : undefined,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  return contentMeta(site, {
    title: data.title,
    description: data.lead,
    path: data.path,
    robots: data.robots,
    jsonLd:
      data.key === "about"
        ? organizationLd(site)
        : { "@type": "WebPage", name: data.title, description: data.lead, url: site.origin + data.path, inLanguage: site.language },
  });
}

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const { title, lead, sections, features } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      {sections.length ? <Sections sections={sections} /> : null}
      {loaderData.key === "pricing" ? (
        <DemoRequestSection
          title="Belum yakin paket mana yang cocok?"
          lead="Minta demo gratis: tim kami menunjukkan cara kerjanya dan membantu memilih paket."
        />
      ) : null}
      {features.length ? (
        <section className="py-12" aria-labelledby="fitur">
          <Container>
            <SectionTitle id="fitur">Fitur</SectionTitle>
            <div className="mt-6">
              <CardGrid
                items={features.map((f) => ({
                  url: f.url,
                  title: f.title,
                  summary: f.description,
                  cover: f.image,
                  meta: `${f.listFeatures.length} kemampuan`,
                }))}
              />
            </div>
          </Container>
        </section>
      ) : null}
      {!sections.length && !features.length ? (
        <Container>
          <EmptyState title={`Belum ada konten untuk ${title.toLowerCase()}`} action={{ to: "/", label: "Kembali ke beranda" }}>
            <p>Tim kami sedang menyiapkan halaman ini. Silakan kunjungi lagi nanti.</p>
          </EmptyState>
        </Container>
      ) : null}
    </>
  );
}
