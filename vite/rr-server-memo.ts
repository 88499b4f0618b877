import type { Plugin } from "vite";

/**
 * Server build only: React Router recomputes, on every request, things that depend only on the
 * build — the server route tree (`createServerRoutes` in <ServerRouter>), its data-route
 * conversion (`createStaticRouter`) — and matches the URL against all ~110 route branches two or
 * three times per request. With our route table that was ≈ 0.8 ms of CPU per page render.
 *
 * This plugin memoises those three spots in the bundled copy of react-router (pinned to one exact
 * version in package.json): the route tree per build manifest, the data routes per route tree,
 * and the matches per (branches, pathname) — handed out as fresh objects, so callers that attach
 * data to a match never share it. The build fails if a pattern is not found (a React Router
 * upgrade then needs this file looked at again). ADR: docs/decisions/platform.md.
 */
const PATCHES: { name: string; find: RegExp; replace: string }[] = [
  {
    name: "ServerRouter: server route tree once per manifest",
    find: /let routes = createServerRoutes\(\s*manifest\.routes,\s*routeModules,\s*context\.future,\s*context\.isSpaMode\s*\);/,
    replace: `let routes = __tunasServerRoutes.get(manifest.routes);
  if (!routes) {
    routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
    __tunasServerRoutes.set(manifest.routes, routes);
  }`,
  },
  {
    name: "ServerRouter: cache declaration",
    find: /\nfunction ServerRouter\(\{/,
    replace: `\nvar __tunasServerRoutes = new WeakMap();\nfunction ServerRouter({`,
  },
  {
    name: "createStaticRouter: data routes once per route tree",
    find: /function createStaticRouter\(routes, context, opts = \{\}\) \{\s*let manifest = \{\};\s*let dataRoutes = convertRoutesToDataRoutes\(\s*routes,\s*mapRouteProperties,\s*void 0,\s*manifest\s*\);/,
    replace: `var __tunasStaticRoutes = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let __cached = __tunasStaticRoutes.get(routes);
  if (!__cached) {
    let manifest2 = {};
    __cached = { manifest: manifest2, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest2) };
    __tunasStaticRoutes.set(routes, __cached);
  }
  let manifest = __cached.manifest;
  let dataRoutes = __cached.dataRoutes;`,
  },
  {
    name: "matchRoutesImpl: matches per branches and pathname",
    find: /function matchRoutesImpl\(routes, locationArg, basename, allowPartial, precomputedBranches\) \{/,
    replace: `var __tunasMatches = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  let owner = precomputedBranches ?? routes;
  let pathname = typeof locationArg === "string" ? locationArg : locationArg.pathname || "/";
  let key = (allowPartial ? "1" : "0") + (basename || "/") + "\\u0000" + pathname;
  let byPath = __tunasMatches.get(owner);
  if (!byPath) __tunasMatches.set(owner, (byPath = new Map()));
  let hit = byPath.get(key);
  if (hit === void 0) {
    hit = matchRoutesImplUncached(routes, locationArg, basename, allowPartial, precomputedBranches);
    if (byPath.size >= 1000) byPath.clear();
    byPath.set(key, hit);
  }
  if (!hit) return hit;
  let params = { ...hit[0].params };
  return hit.map((m) => ({ ...m, params }));
}
function matchRoutesImplUncached(routes, locationArg, basename, allowPartial, precomputedBranches) {`,
  },
];

export function rrServerMemo(): Plugin {
  const applied = new Set<string>();
  return {
    name: "tunas-rr-server-memo",
    apply: "build",
    transform(code, id) {
      if (this.environment?.name !== "ssr" || !/react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      let out = code;
      for (const p of PATCHES) {
        if (!p.find.test(out)) continue;
        out = out.replace(p.find, p.replace);
        applied.add(p.name);
      }
      return out === code ? null : { code: out, map: null };
    },
    buildEnd() {
      if (this.environment?.name !== "ssr") return;
      const missing = PATCHES.filter((p) => !applied.has(p.name)).map((p) => p.name);
      if (missing.length) this.error(`rr-server-memo: pattern not found in react-router (${missing.join("; ")})`);
    },
  };
}
