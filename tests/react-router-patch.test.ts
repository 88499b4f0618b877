// The route-matching patch in patches/ (docs/decisions/069) changes how many branches React Router
// tries, never which one matches. React Router's development build is left as published, so the
// same routes and URLs go through both builds' static handlers (which match with precomputed
// branches, the patched path) and must give the same matches and params.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type * as RR from "react-router";
import { ROUTE_TABLE, type TRouteEntry } from "../app/route-table.ts";

const rrDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const load = async (build: string) => (await import(pathToFileURL(join(rrDir, "dist", build, "index.mjs")).href)) as typeof RR;
const patched = await load("production");
const published = await load("development");

/**
 * The route tree app/routes.ts builds from the table: one root, the dashboard's pathless layout, a
 * catch-all. Ours is case-sensitive; the case-insensitive variant checks the patch's case folding.
 */
function routeTree(caseSensitive: boolean): RR.RouteObject[] {
  const children: RR.RouteObject[] = [];
  const layouts = new Map<string, RR.RouteObject[]>();
  for (const e of ROUTE_TABLE as readonly TRouteEntry[]) {
    const route = { id: e.id, path: e.path, caseSensitive };
    if (!e.layout) {
      children.push(route);
      continue;
    }
    let group = layouts.get(e.layout);
    if (!group) {
      layouts.set(e.layout, (group = []));
      children.push({ id: e.layout, children: group });
    }
    group.push(route);
  }
  children.push({ id: "not-found", path: "*" });
  return [{ id: "root", path: "", children }];
}

/** Some URLs for a route path: its params filled in, optional segments with and without. */
function samplePaths(path: string): string[] {
  const filled = (keepOptional: boolean) =>
    path
      .split("/")
      .filter((seg) => keepOptional || !seg.endsWith("?"))
      .map((seg) => (seg === "*" ? "a/b" : seg.startsWith(":") ? "X-1" : seg.replace(/\?$/, "")))
      .join("/") || "/";
  return [...new Set([filled(true), filled(false)])];
}

const PATHS = ROUTE_TABLE.flatMap((e) => samplePaths(e.path)).flatMap((p) => [
  p,
  p.toLowerCase(), // the table is case-sensitive: these fall through to the catch-all
  p.toUpperCase(),
  `${p}/`,
  `/${p}`,
  `${p}/extra`,
  encodeURI(`${p}/é ü`),
]);
const EDGE_PATHS = [
  ...["/", "//", "", "/%2F", "/%ZZ", "/*", "/:id", "/Class%2FWEB-01", "/Dashboard/../Class", "/.", "/.."],
  // Characters whose case folding differs between toUpperCase/toLowerCase and a RegExp's `i` flag.
  ...["/%C5%BF", "/%E2%84%AA", "/%C4%B1", "/%C4%B0", "/%C3%9F", "/cla%C5%BFs", "/%E2%84%AAelas", "/Bl%C4%B1og", "/ABOUT", "/about"],
];

const VARIANTS = [
  { name: "case-sensitive, as ours", caseSensitive: true, basename: "" },
  { name: "case-insensitive", caseSensitive: false, basename: "" },
  { name: "case-insensitive, under a basename", caseSensitive: false, basename: "/Base" },
] as const;
type TVariant = (typeof VARIANTS)[number];
const handlers = new Map(
  VARIANTS.flatMap((v) =>
    [patched, published].map((rr) => [
      `${v.name}|${rr === patched}`,
      rr.createStaticHandler(routeTree(v.caseSensitive), { basename: v.basename || undefined }),
    ]),
  ),
);

async function matched(rr: typeof RR, variant: TVariant, path: string) {
  const handler = handlers.get(`${variant.name}|${rr === patched}`)!;
  const context = await handler.query(new Request(`http://tenant.test${variant.basename}${path}`));
  if (context instanceof Response) return { status: context.status };
  return { status: context.statusCode, matches: context.matches.map((m) => [m.route.id, m.pathname, m.params]) };
}

describe("React Router route-matching patch", () => {
  it("is applied to the production build the app bundles, and only there", () => {
    const holdsPatch = (build: string) =>
      readdirSync(join(rrDir, "dist", build))
        .filter((f) => f.endsWith(".mjs"))
        .some((f) => readFileSync(join(rrDir, "dist", build, f), "utf8").includes("function branchesForFirstSegment("));
    expect(holdsPatch("production")).toBe(true);
    expect(holdsPatch("development")).toBe(false);
  });

  it.each(VARIANTS)(`matches ${PATHS.length} URLs from the route table exactly as React Router as published ($name)`, async (variant) => {
    for (const path of PATHS) expect(await matched(patched, variant, path), path).toEqual(await matched(published, variant, path));
  });

  it.each(VARIANTS)("matches odd URLs (encoded slashes, bad escapes, case folding, dot segments) as published ($name)", async (variant) => {
    vi.spyOn(console, "warn").mockImplementation(() => {}); // React Router warns about "/%ZZ"
    for (const path of EDGE_PATHS) expect(await matched(patched, variant, path), path).toEqual(await matched(published, variant, path));
  });

  it("still finds dynamic first segments, optional segments and splats", async () => {
    const routes: RR.RouteObject[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "static", path: "/Docs/intro" },
          { id: "lang", path: "/:lang/Docs/intro" },
          { id: "optional", path: "/en?/About" },
          { id: "splat", path: "/files/*" },
          { id: "rest", path: "*" },
        ],
      },
    ];
    for (const [path, id] of [
      ["/Docs/intro", "static"],
      ["/id/Docs/intro", "lang"],
      ["/About", "optional"],
      ["/en/About", "optional"],
      ["/EN/about", "optional"],
      ["/files/a/b", "splat"],
      ["/elsewhere", "rest"],
    ] as const) {
      const context = await patched.createStaticHandler(routes).query(new Request(`http://tenant.test${path}`));
      expect(context instanceof Response ? null : context.matches.at(-1)?.route.id, path).toBe(id);
    }
  });
});
