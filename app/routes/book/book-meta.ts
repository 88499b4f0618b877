import type { MetaDescriptor } from "react-router";
import { contentMeta } from "../../seo/content-meta.ts";
import { bookJsonLd } from "../../seo/json-ld.ts";
import type { TSite } from "../../site.ts";
import type { TBookPageData } from "./book.server.ts";

/** Title, description and Book structured data of the book page, and the tenant's public anonymous key (DECISIONS.md). */
export function bookMeta(site: TSite | undefined, data: TBookPageData): MetaDescriptor[] {
  const { book } = data;
  const tags = contentMeta(site, {
    title: `${book.title} — buku karya ${book.author}`,
    description: book.subtitle,
    path: data.path,
    author: book.author,
    jsonLd: site ? bookJsonLd(book, site.origin + data.path, data.reviews) : undefined,
  });
  if (data.receipt) {
    const i = tags.findIndex((t) => "name" in t && t.name === "robots");
    if (i >= 0) tags[i] = { name: "robots", content: "noindex, nofollow" };
    else tags.push({ name: "robots", content: "noindex, nofollow" });
  }
  return [...tags, { name: "tunas-anon-key", content: data.anonKey }];
}
