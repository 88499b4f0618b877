import { redirect } from "react-router";
import { GridList, Section } from "../../components/Section.tsx";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/features";
import { PageHeader } from "../../components/PageHeader.tsx";
import { CardGrid, Container } from "../../components/content/ContentUI.tsx";
import { getFeature, listFeatures, type TFeatureProduct } from "../../lib/content.server.ts";
import { orNotFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { Icon } from "../../components/Icon.tsx";
import type { THomeCard } from "../../layouts/home-sections.ts";
import { SiteImage } from "../../components/SiteImage.tsx";

const PRODUCT: Record<string, TFeatureProduct | undefined> = { "lms-feature": "lms", "aksara-feature": "aksara", services: "services", feature: undefined };
const PARENT: Record<TFeatureProduct, { to: string; label: string }> = {
  lms: { to: "/Lms", label: "LMS" },
  aksara: { to: "/Aksara", label: "Aksara" },
  services: { to: "/Services", label: "Layanan" },
};
const ICONS = new Set(["class", "program", "book", "users", "calendar", "news", "image", "building", "gov", "school", "heart", "chart"]);
const icon = (n: string) => (ICONS.has(n) ? n : "book") as THomeCard["icon"];

/** /Lms/Features/{slug}, /Aksara/Features/{slug}, /Features/{slug} and /Services/{slug?}. */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  if (entry.id === "services" && !params.slug) {
    const items = await read(context, listFeatures, "services");
    return { mode: "list" as const, title: entry.title, lead: entry.lead, path: url.pathname, items };
  }
  const product = PRODUCT[entry.id];
  const feature = await orNotFound(read(context, getFeature, params.slug!, product));
  // /Features/{slug} is a short alias: the product's own URL is canonical.
  if (!product) throw redirect(feature.url, 301);
  const others = (await read(context, listFeatures, product)).filter((f) => f.slug !== feature.slug);
  return { mode: "detail" as const, feature, others, path: feature.url };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  if (data.mode === "list") return contentMeta(site, { title: localTitle(site, data.title), description: data.lead, path: data.path });
  const f = data.feature;
  return contentMeta(site, {
    title: f.title,
    description: f.description,
    image: f.image,
    path: data.path,
    keywords: [f.title, ...f.listFeatures.slice(0, 6)].join(", "),
    jsonLd:
      f.product === "services"
        ? { "@type": "Service", name: f.title, description: f.description, provider: { "@type": "Organization", name: site.meta.siteName } }
        : { "@type": "SoftwareApplication", name: f.title, description: f.description, applicationCategory: "EducationalApplication", operatingSystem: "Web" },
  });
}

export default function Features({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === "list") {
    const { title, lead, items } = loaderData;
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <Container className="py-10">
          <CardGrid
            items={items.map((f) => ({ url: f.url, title: f.title, summary: f.description, cover: f.image, meta: f.listFeatures.slice(0, 3).join(" · ") }))}
          />
        </Container>
      </>
    );
  }
  const { feature: f, others } = loaderData;
  return (
    <>
      <PageHeader title={f.title} lead={f.description} crumbs={[PARENT[f.product]]} />
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-2">
          <SiteImage src={f.image} alt="" width={1200} height={630} className="aspect-[1200/630] w-full rounded-2xl object-cover" />
          <div>
            <h2 className="font-heading text-2xl font-extrabold text-dark">
              {f.slug === "coding-studio" ? `${f.listFeatures.length} bahasa pemrograman` : "Kemampuan"}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {f.listFeatures.map((x) => (
                <li key={x} className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary-ink">
                  {x}
                </li>
              ))}
            </ul>
          </div>
        </div>
        {f.benefits.length ? (
          <Section id="manfaat" title="Manfaat" className="mt-14">
            <GridList items={f.benefits} keyOf={(b) => b.title} itemClassName="rounded-2xl border border-slate-200 p-6">
              {(b) => (
                <>
                  <span className="grid h-11 w-11 place-items-center rounded-xl bg-primary/10 text-primary-ink">
                    <Icon name={icon(b.icon)} />
                  </span>
                  <h3 className="mt-3 font-heading text-lg font-bold text-dark">{b.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{b.desc}</p>
                </>
              )}
            </GridList>
          </Section>
        ) : null}
        {others.length ? (
          <Section id="fitur-lain" title="Fitur lainnya" className="mt-14">
            <div className="mt-6">
              <CardGrid
                items={others.map((o) => ({
                  url: o.url,
                  title: o.title,
                  summary: o.description,
                  cover: o.image,
                  meta: o.listFeatures.slice(0, 3).join(" · "),
                }))}
              />
            </div>
          </Section>
        ) : null}
      </Container>
    </>
  );
}
