import { describe, expect, it } from "vitest";
import type { TSite } from "../site.ts";
import { buildMeta, pagedTitle, siteFromMatches } from "./meta.ts";

const site: TSite = {
  id: "sekolahbeta",
  layout: "sekolahbeta",
  family: "academy",
  name: "Sekolah Beta",
  title: "Sekolah Beta",
  tagline: "",
  description: "Bootcamp pemrograman intensif.",
  language: "id",
  logoDark: "",
  logoLight: "",
  favicon: "",
  themeCss: "",
  imageDefault: "",
  primary: "#1E6FD9",
  isMaintenance: false,
  contact: {},
  meta: { robots: "noindex, follow", siteName: "Sekolah Beta", image: "/brand/share.png" },
  host: "sekolahbeta.localhost",
  origin: "http://sekolahbeta.localhost",
};
const tag = (tags: ReturnType<typeof buildMeta>, key: string, value: string) =>
  (tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string> | undefined)?.content;
const long = Array.from({ length: 30 }, (_, i) => `kata${i}`).join(" ");

describe("per-route SEO override in buildMeta", () => {
  it("picks the override of the matched route (the last match) from the root data", () => {
    const matches = [
      { id: "root", data: { site, seo: { "class-list": { titleMode: "static", title: "Semua Kelas", siteNameSuffix: false } } } },
      { id: "class-list", data: {} },
    ];
    expect(siteFromMatches(matches)?.seo?.title).toBe("Semua Kelas");
    expect(siteFromMatches([matches[0]!, { id: "program-list", data: {} }])?.seo).toBeUndefined();
  });

  it("without an override keeps today's tags: suffix, 20-word description, site robots", () => {
    const tags = buildMeta(site, { title: "Kelas", description: long, path: "/Class" });
    expect(tag(tags, "property", "og:title")).toBe("Kelas | Sekolah Beta");
    expect(tag(tags, "name", "description")?.split(" ")).toHaveLength(20);
    expect(tag(tags, "name", "robots")).toBe("noindex, follow");
  });

  it("fills a dynamic template with the page's title and lets empty fields fall back", () => {
    const tags = buildMeta(
      { ...site, seo: { titleMode: "dynamic", title: "{title} — Kelas", siteNameSuffix: true, ogImage: "/files/a.png" } },
      { title: "React Dasar", description: long, path: "/Class/react-dasar" },
    );
    expect(tags[0]).toEqual({ title: "React Dasar — Kelas | Sekolah Beta" });
    expect(tag(tags, "name", "description")?.endsWith("…")).toBe(true);
    expect(tag(tags, "property", "og:image")).toBe("http://sekolahbeta.localhost/files/a.png");
    expect(tag(tags, "name", "twitter:image")).toBe("http://sekolahbeta.localhost/files/a.png");
    expect(tag(tags, "itemProp", "image")).toBe("http://sekolahbeta.localhost/brand/share.png");
  });

  it("replaces only the robots part it sets, and the canonical address with og:url", () => {
    const tags = buildMeta(
      { ...site, seo: { titleMode: "static", siteNameSuffix: true, robotFollow: "nofollow", url: "/Kelas-Pilihan", twitterTitle: "Untuk X" } },
      { title: "Kelas", path: "/Class" },
    );
    expect(tag(tags, "name", "robots")).toBe("noindex, nofollow");
    expect(tag(tags, "property", "og:url")).toBe("http://sekolahbeta.localhost/Kelas-Pilihan");
    expect(tag(tags, "name", "twitter:title")).toBe("Untuk X");
    expect(tag(tags, "property", "og:title")).toBe("Kelas | Sekolah Beta");
  });
});

describe("pagedTitle", () => {
  it("names the page from page 2 on", () => {
    expect(pagedTitle("Kelas", 1)).toBe("Kelas");
    expect(pagedTitle("Kelas", 3)).toBe("Kelas — Halaman 3");
  });
});
