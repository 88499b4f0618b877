import { useLocation } from "react-router";
import { read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/posts-list";
import { EmptyState, PageHeader } from "../../components/PageHeader.tsx";
import { CardGrid, Container, DateText, Pager, SearchBar } from "../../components/content/ContentUI.tsx";
import { DEFAULT_PAGE_SIZE } from "../../../src/contracts/content.ts";
import { getCategory, getPage, listCategories, listPosts, type TPostKind } from "../../lib/content.server.ts";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta, localTitle } from "../../seo/content-meta.ts";
import { siteFromMatches, pagedTitle } from "../../seo/meta.ts";

/** A page number from the query string; anything odd is page 1 (the list never fails on it). */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** /Blog, /News, /Berita and /Articles/{category}: published posts, 6 a page, search and category in the URL. */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  let category = url.searchParams.get("kategori") ?? undefined;
  if (category && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(category)) category = undefined;
  const kinds: TPostKind[] = entry.id === "blog" || entry.id === "article" ? ["article", "blog"] : ["news"];
  let title: string = entry.title;
  let lead: string = entry.lead;
  if (entry.id === "article") {
    const cat = await read(context, getCategory, params.slug!);
    if (!cat) notFound("Kategori tidak ditemukan");
    category = cat.slug;
    title = `Artikel: ${cat.name}`;
    lead = cat.description || lead;
  }
  const [setting, list, categories] = await Promise.all([
    entry.id === "blog" ? read(context, getPage, "blog") : Promise.resolve(null),
    read(context, listPosts, { kinds, page: pageParam(url), pageSize: DEFAULT_PAGE_SIZE, search: q || undefined, categorySlug: category }),
    read(context, listCategories, { page: 1, pageSize: 50 }),
  ]);
  if (setting) {
    title = setting.title;
    lead = setting.lead || lead;
  }
  return {
    id: entry.id,
    title,
    lead,
    cover: setting?.cover || undefined,
    path: url.pathname,
    q,
    category,
    list,
    categories: entry.id === "article" ? [] : categories.items.filter((c) => c.postCount > 0).map((c) => ({ slug: c.slug, name: c.name })),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  const filtered = data.q || data.list.page > 1 || (data.category && data.id !== "article");
  return contentMeta(site, {
    title: pagedTitle(localTitle(site, data.title), data.list.page),
    description: data.lead,
    path: data.path,
    image: data.cover,
    // Search results and deeper pages are for visitors, not for the index.
    robots: filtered ? "noindex, follow" : undefined,
    jsonLd: {
      "@type": "CollectionPage",
      name: data.title,
      url: site.origin + data.path,
      hasPart: data.list.items.map((p) => ({ "@type": "Article", headline: p.title, url: site.origin + p.url })),
    },
  });
}

export default function PostsList({ loaderData }: Route.ComponentProps) {
  const { title, lead, list, q, category, categories, id } = loaderData;
  const location = useLocation();
  const crumbs = id === "article" ? [{ to: "/Blog", label: "Blog" }] : [];
  return (
    <>
      <PageHeader title={title} lead={lead} crumbs={crumbs} />
      <Container className="py-10">
        <SearchBar q={q} category={category} categories={categories} placeholder={id === "blog" || id === "article" ? "Cari artikel…" : "Cari berita…"} />
        {list.items.length ? (
          <>
            <p className="mt-6 text-sm text-slate-500" aria-live="polite">
              {list.totalItems} tulisan{q ? ` untuk “${q}”` : ""}
            </p>
            <div className="mt-4">
              <CardGrid
                items={list.items.map((p) => ({
                  url: p.url,
                  title: p.title,
                  summary: p.summary,
                  cover: p.cover,
                  badge: p.category.name,
                  meta: (
                    <>
                      <DateText iso={p.publishedAt} /> · {p.readingMinutes} menit baca{p.author ? ` · ${p.author}` : ""}
                    </>
                  ),
                }))}
              />
            </div>
            <Pager page={list.page} totalPages={list.totalPages} search={location.search} />
          </>
        ) : (
          <EmptyState
            title={q ? `Tidak ada hasil untuk “${q}”` : list.page > 1 ? "Halaman ini kosong" : "Belum ada tulisan"}
            action={{ to: location.pathname, label: q || list.page > 1 ? "Lihat semua tulisan" : "Muat ulang" }}
          >
            <p>{q ? "Coba kata kunci lain atau hapus filter kategori." : "Tulisan baru akan tampil di sini begitu diterbitkan."}</p>
          </EmptyState>
        )}
      </Container>
    </>
  );
}
