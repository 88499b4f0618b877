import { describe, expect, it } from "vitest";
import { matchRoutes } from "react-router";
import { buildPath, paramsAreValid, ROUTE_TABLE, RouteParamError, type TRouteEntry } from "./route-table.ts";
import { classKeyKind, matchesParam, newsKeyKind } from "../src/contracts/route-params.ts";

const TABLE_ROUTES = ROUTE_TABLE.map((e) => ({ id: e.id, path: e.path, caseSensitive: true }));

/** The table entry a URL matches, ranked as React Router ranks the routes built from the table. */
function matchEntry(pathname: string): { entry: TRouteEntry; params: Record<string, string | undefined> } | null {
  const leaf = matchRoutes(TABLE_ROUTES, pathname)?.at(-1);
  const entry = leaf && ROUTE_TABLE.find((e) => e.id === leaf.route.id);
  return leaf && entry ? { entry, params: leaf.params } : null;
}

const SPEC_STATIC =
  "/, /About, /Aksara, /BelajarBersama, /Berita, /Blog, /CallbackAuth, /CallbackPayment, /Campus, /Class, /Clients, /Collaboration, /Corporates, /Courses, /Curriculum, /Event, /Gallery, /Government, /Leaderboards, /Liga-Smk, /Lms, /Login, /Make-Appointment, /Mentor, /Metamorfosa, /Network, /News, /Pesilat, /Podcast, /Pricing, /Privacy-Policy, /Program, /Register, /Silabus, /Talent-Hiring, /Terms-And-Conditions, /Training-Services, /Video, /Welcome, /Courses/@Premium, /Event/Careers, /Event/Program, /Liga-Smk/Register, /Payment-Status/Error, /Payment-Status/Success, /Training-Services/Syllabus".split(
    ", ",
  );

describe("route table", () => {
  it("holds every static route of the spec", () => {
    const paths = new Set(ROUTE_TABLE.map((r) => r.path));
    for (const p of SPEC_STATIC) expect(paths, p).toContain(p);
  });

  it("matches every static path to its own entry", () => {
    for (const p of SPEC_STATIC) expect(matchEntry(p)?.entry.path, p).toBe(p);
  });

  it("is case-sensitive: /about is not /About", () => {
    expect(matchEntry("/about")).toBeNull();
    expect(matchEntry("/class")).toBeNull();
    expect(matchEntry("/About")?.entry.id).toBe("about");
  });

  it.each([
    ["/Aksara/Features/coding-studio", "aksara-feature"],
    ["/Class/Competence/web-dasar", "class-competence"],
    ["/Courses/@Premium/react-lanjut", "course-premium"],
    ["/Lms/Features/online-quiz", "lms-feature"],
    ["/Pesilat/Class", "pesilat-class"],
    ["/Pesilat/Class/PSL-01", "pesilat-class"],
    ["/Courses/@Premium/react/module/dasar/chapter/intro", "course-premium-chapter"],
    ["/Courses/@Premium/react/module/chapter/intro", "course-premium-chapter"],
    ["/Berita/Detail", "berita-detail"],
    ["/Berita/Detail/12/judul-berita", "berita-detail"],
    ["/Event/Careers/5", "event-career-detail"],
    ["/Event/Careers/5/frontend-engineer", "event-career-detail"],
    ["/Event/Program/5/bootcamp", "event-program-detail"],
    ["/Articles/teknologi", "article"],
    ["/Career", "career"],
    ["/Career/engineering", "career"],
    ["/Class/WEB-01", "class-detail"],
    ["/Class/kelas-web-dasar", "class-detail"],
    ["/Courses/react-dasar", "course"],
    ["/Curriculum/program-web", "curriculum-program"],
    ["/Event/tech-fest-2025", "event-detail"],
    ["/Features/coding-studio", "feature"],
    ["/News/kabar-baru", "news-detail"],
    ["/News/42", "news-detail"],
    ["/News/42/judul", "news-id-detail"],
    ["/Overview", "overview"],
    ["/Overview/WEB-01", "overview"],
    ["/Program/vokasi-digital", "program-detail"],
    ["/Program/3/vokasi-digital", "program-id-detail"],
    ["/Services", "services"],
    ["/Services/corporate-training", "services"],
    ["/Courses/react/module/dasar/chapter/intro", "course-chapter"],
    ["/Courses/react/module/chapter/intro", "course-chapter"],
    ["/Articles/Detail", "article-detail"],
    ["/Articles/teknologi/Detail/7/judul", "article-detail"],
    ["/Blog/7", "blog-detail"],
    ["/Blog/7/judul-artikel", "blog-detail"],
    ["/Podcast/3/episode-satu", "podcast-detail"],
    ["/Portfolio", "portfolio"],
    ["/Portfolio/csr-program/farcapital", "portfolio"],
  ])("%s → %s", (path, id) => {
    const m = matchEntry(path);
    expect(m?.entry.id).toBe(id);
    expect(paramsAreValid(m!.entry, m!.params)).toBe(true);
  });

  it.each([
    "/Blog/abc",
    "/Blog/0",
    "/Blog/12345678901",
    "/Class/Web-01",
    "/Program/Vokasi",
    "/Event/Careers/x",
    "/Courses/React",
    "/Pesilat/Class/psl-01",
    "/News/Kabar_Baru",
    "/Portfolio/CSR/x",
  ])("rejects a parameter that breaks its pattern: %s", (path) => {
    const m = matchEntry(path);
    expect(m === null || !paramsAreValid(m.entry, m.params)).toBe(true);
  });

  it("has no two entries with the same path or id", () => {
    expect(new Set(ROUTE_TABLE.map((r) => r.path)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((r) => r.id)).size).toBe(ROUTE_TABLE.length);
  });

  it("matches the same way as React Router's own matcher", () => {
    const routes = ROUTE_TABLE.map((e) => ({ id: e.id, path: e.path, caseSensitive: true }));
    expect(matchRoutes(routes, "/Class/Competence/x")?.[0]?.route.id).toBe("class-competence");
  });
});

describe("parameter patterns", () => {
  it("tells a class code from a slug", () => {
    expect(classKeyKind("WEB-01")).toBe("code");
    expect(classKeyKind("SB2024")).toBe("code");
    expect(classKeyKind("kelas-web")).toBe("slug");
    expect(classKeyKind("2024")).toBe("slug");
    expect(classKeyKind("Web-01")).toBeNull();
    expect(classKeyKind("A".repeat(41))).toBeNull();
  });
  it("tells a news id from a slug", () => {
    expect(newsKeyKind("42")).toBe("id");
    expect(newsKeyKind("kabar-42")).toBe("slug");
    expect(newsKeyKind("Kabar")).toBeNull();
  });
  it("bounds lengths", () => {
    expect(matchesParam("slug", "a".repeat(120))).toBe(true);
    expect(matchesParam("slug", "a".repeat(121))).toBe(false);
    expect(matchesParam("id", "9999999999")).toBe(true);
    expect(matchesParam("id", "10000000000")).toBe(false);
    expect(matchesParam("title", "Judul-Artikel-2024")).toBe(true);
    expect(matchesParam("title", "judul artikel")).toBe(false);
  });
});

describe("buildPath", () => {
  it("builds paths with mandatory and optional parameters", () => {
    expect(buildPath("about")).toBe("/About");
    expect(buildPath("blog-detail", { id: 7 })).toBe("/Blog/7");
    expect(buildPath("blog-detail", { id: 7, title: "judul-artikel" })).toBe("/Blog/7/judul-artikel");
    expect(buildPath("course-chapter", { slug: "react", chapterSlug: "intro" })).toBe("/Courses/react/module/chapter/intro");
    expect(buildPath("class-detail", { classKey: "WEB-01" })).toBe("/Class/WEB-01");
    expect(buildPath("portfolio")).toBe("/Portfolio");
  });
  it("refuses a missing mandatory parameter", () => {
    // @ts-expect-error id is mandatory
    expect(() => buildPath("blog-detail", {})).toThrow(RouteParamError);
    // @ts-expect-error chapterSlug is mandatory
    expect(() => buildPath("course-chapter", { slug: "react" })).toThrow(/chapterSlug/);
  });
  it("refuses a value that breaks its pattern", () => {
    expect(() => buildPath("blog-detail", { id: "abc" })).toThrow(RouteParamError);
    expect(() => buildPath("program-detail", { slug: "Bad Slug" })).toThrow(/pola/);
    expect(() => buildPath("pesilat-class", { code: "lower" })).toThrow(RouteParamError);
  });
});
