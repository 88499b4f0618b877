import { describe, expect, it } from "vitest";
import type { TSite } from "../site.ts";
import { contentMeta, localTitle } from "./content-meta.ts";
import { articleLd } from "./json-ld.ts";
import { truncateWords, withSiteName } from "./meta.ts";

const site = (language: "id" | "en" = "id"): TSite => ({
  id: "sekolahbeta",
  layout: "sekolahbeta",
  family: "academy",
  name: "Sekolah Beta",
  title: "Sekolah Beta",
  tagline: "",
  imageDefault: "",
  description: "Bootcamp pemrograman intensif.",
  language,
  logoDark: "/brand/sekolahbeta/logo-dark.svg",
  logoLight: "",
  favicon: "",
  themeCss: "",
  primary: "#1E6FD9",
  isMaintenance: false,
  contact: {},
  meta: { robots: "index, follow", siteName: "Sekolah Beta", keywords: "sekolah beta, kelas" },
  host: "sekolahbeta.localhost",
  origin: "http://sekolahbeta.localhost",
});
const get = (tags: ReturnType<typeof contentMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string> | undefined;

describe("content SEO", () => {
  it("cuts a description fallback to 20 words with an ellipsis", () => {
    const long = Array.from({ length: 30 }, (_, i) => `kata${i}`).join(" ");
    const tags = contentMeta(site(), { title: "Judul", description: long, path: "/Blog/1/judul" });
    const d = get(tags, "name", "description")!.content!;
    expect(d.split(" ")).toHaveLength(20);
    expect(d.endsWith("…")).toBe(true);
    expect(truncateWords("<p>dua kata</p>")).toBe("dua kata");
  });

  it("adds the site name suffix unless told not to, and keeps the default robots", () => {
    const tags = contentMeta(site(), { title: "Blog", description: "x", path: "/Blog" });
    expect(get(tags, "title", "Blog | Sekolah Beta")).toBeDefined();
    expect(get(tags, "name", "robots")!.content).toBe("index, follow");
    const bare = contentMeta(site(), { title: "Blog", description: "x", path: "/Blog", suffix: false, robots: "noindex, follow" });
    expect(get(bare, "title", "Blog")).toBeDefined();
    expect(get(bare, "name", "robots")!.content).toBe("noindex, follow");
    expect(withSiteName("Sekolah Beta", "Sekolah Beta")).toBe("Sekolah Beta");
  });

  it("emits canonical url, og, twitter, itemprop, keywords, article times and JSON-LD", () => {
    const tags = contentMeta(site(), {
      title: "Artikel",
      description: "Ringkasan.",
      path: "/Blog/3/artikel",
      image: "/media/cover/a.svg",
      type: "article",
      keywords: "git, tim",
      publishedTime: "2025-01-01T02:00:00.000Z",
      author: "Andi",
      jsonLd: articleLd(site(), {
        title: "Artikel",
        description: "Ringkasan.",
        url: "/Blog/3/artikel",
        published: "2025-01-01T02:00:00.000Z",
        image: "/media/cover/a.svg",
      }),
    });
    expect(get(tags, "rel", "canonical")!.href).toBe("http://sekolahbeta.localhost/Blog/3/artikel");
    expect(get(tags, "property", "og:image")!.content).toBe("http://sekolahbeta.localhost/media/cover/a.svg");
    expect(get(tags, "property", "og:type")!.content).toBe("article");
    expect(get(tags, "name", "twitter:title")!.content).toBe("Artikel | Sekolah Beta");
    expect(get(tags, "itemProp", "name")!.content).toBe("Artikel | Sekolah Beta");
    expect(get(tags, "name", "keywords")!.content).toBe("git, tim");
    expect(get(tags, "property", "article:published_time")!.content).toBe("2025-01-01T02:00:00.000Z");
    const ld = tags.find((t) => "script:ld+json" in t) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toMatchObject({ "@context": "https://schema.org", "@type": "Article", headline: "Artikel", inLanguage: "id" });
  });

  it("speaks English on English sites", () => {
    expect(localTitle(site("en"), "Berita")).toBe("News");
    expect(localTitle(site("id"), "Berita")).toBe("Berita");
    const tags = contentMeta(site("en"), { title: "Events", description: "x", path: "/Event" });
    expect(get(tags, "property", "og:locale")!.content).toBe("en_US");
  });
});
