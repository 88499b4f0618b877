import { redirect } from "react-router";
import { Section } from "../../components/Section.tsx";
import { cachedRead, read } from "../../lib/cached-read.server.ts";
import type { Route } from "./+types/post-detail";
import { PageHeader } from "../../components/PageHeader.tsx";
import { CardGrid, Container, DateText, Html, ShareLinks } from "../../components/content/ContentUI.tsx";
import { titleSlug } from "../../../src/kernel/format.ts";
import { newsKeyKind } from "../../../src/contracts/route-params.ts";
import { getPostById, getPostBySlug, postDescription, postUrl, relatedPosts, type TPost } from "../../lib/content.server.ts";
import { orNotFound, requireEntry } from "../../lib/page-route.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { articleLd } from "../../seo/json-ld.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { SiteImage } from "../../components/SiteImage.tsx";
import { requestOf } from "../../lib/request-context.server.ts";

/** Where this route shows a post, with the readable title tail (the canonical form of this URL shape). */
function routeUrl(routeId: string, post: TPost): string {
  const tail = titleSlug(post.title);
  switch (routeId) {
    case "article-detail":
      return `/Articles/${post.category.slug}/Detail/${post.id}/${tail}`;
    case "berita-detail":
      return `/Berita/Detail/${post.id}/${tail}`;
    default:
      return postUrl(post);
  }
}

/**
 * Post detail for /Blog/{id}/{title?}, /Articles/{slug?}/Detail/{id?}/{title?}, /News/{id|slug},
 * /News/{id}/{title} and /Berita/Detail/{id?}/{title?}. A wrong title tail or category answers 301 to
 * the canonical URL of the same shape; a post of the other kind moves to its own section.
 */
export async function loader({ context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const ctx = requestOf(context).tenantCtx;
  const host = url.host;
  let post: TPost;
  if (entry.id === "news-detail") {
    const key = params.newsKey!;
    post = await orNotFound(newsKeyKind(key) === "id" ? read(context, getPostById, Number(key), host) : read(context, getPostBySlug, key, ["news"], host));
  } else {
    if (!params.id) {
      if (entry.id === "berita-detail") throw redirect("/Berita", 302);
      throw redirect(params.slug ? `/Articles/${params.slug}` : "/Blog", 302);
    }
    post = await orNotFound(read(context, getPostById, Number(params.id), host));
  }
  const isNews = post.kind === "news";
  const newsRoute = entry.id === "news-detail" || entry.id === "news-id-detail" || entry.id === "berita-detail";
  if (isNews !== newsRoute) throw redirect(postUrl(post), 301);
  const wanted = routeUrl(entry.id, post);
  const byId = entry.id !== "news-detail" || newsKeyKind(params.newsKey!) === "id";
  if (byId && url.pathname !== wanted && (params.title || params.slug || entry.id === "news-id-detail")) throw redirect(wanted + url.search, 301);
  const related = await cachedRead(context, `relatedPosts:${post.id}:3`, () => relatedPosts(ctx, post, 3));
  return {
    post,
    related,
    description: postDescription(post),
    canonical: postUrl(post),
    section: isNews ? { to: "/News", label: "Berita" } : { to: "/Blog", label: "Blog" },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!data || !site) return [];
  const { post, description } = data;
  return contentMeta(site, {
    title: post.title,
    description,
    image: post.cover,
    path: data.canonical,
    type: "article",
    keywords: [...post.tags, post.category.name].join(", "),
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    author: post.author || undefined,
    section: post.category.name,
    jsonLd: articleLd(site, {
      title: post.title,
      description,
      image: post.cover,
      url: data.canonical,
      published: post.publishedAt,
      modified: post.updatedAt,
      author: post.author,
      type: post.kind === "news" ? "NewsArticle" : post.kind === "blog" ? "BlogPosting" : "Article",
    }),
  });
}

export default function PostDetail({ loaderData, matches }: Route.ComponentProps) {
  const { post, related, section, canonical } = loaderData;
  const site = siteFromMatches(matches);
  return (
    <>
      <PageHeader
        title={post.title}
        crumbs={[section, { to: `/Articles/${post.category.slug}`, label: post.category.name }].slice(0, post.kind === "news" ? 1 : 2)}
      />
      <Container className="py-10">
        <article className="mx-auto max-w-3xl">
          <p className="text-sm text-slate-500">
            <DateText iso={post.publishedAt} lang={site?.language} /> · <span>{post.readingMinutes} menit baca</span>
            {post.author ? <> · oleh {post.author}</> : null}
          </p>
          <SiteImage src={post.cover} alt="" width={1200} height={630} className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover" />
          {post.summary ? <p className="mt-6 text-lg font-medium text-slate-700">{post.summary}</p> : null}
          <Html html={post.content} className="mt-2" />
          {post.tags.length ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tag">
              {post.tags.map((t) => (
                <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-600">
                  #{t}
                </li>
              ))}
            </ul>
          ) : null}
          <ShareLinks url={(site?.origin ?? "") + canonical} title={post.title} />
        </article>
        {related.length ? (
          <Section id="terkait" title={post.kind === "news" ? "Berita terkait" : "Artikel terkait"} className="mt-16">
            <div className="mt-6">
              <CardGrid
                items={related.map((p) => ({
                  url: p.url,
                  title: p.title,
                  summary: p.summary,
                  cover: p.cover,
                  badge: p.category.name,
                  meta: (
                    <>
                      <DateText iso={p.publishedAt} /> · {p.readingMinutes} menit baca
                    </>
                  ),
                }))}
              />
            </div>
          </Section>
        ) : null}
      </Container>
    </>
  );
}
