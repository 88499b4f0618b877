import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
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
 * data to a match never share it.
 *
 * It also hands the document's loader data to entry.server as the encoded text instead of a
 * stream: React Router encoded it through a ReadableStream, a TextEncoder, a 5 s timer and an
 * abort listener per request, only for entry.server to read it back into a string. Data with a
 * deferred promise still goes through the original stream. The build fails if a pattern is not found (a React Router
 * upgrade then needs this file looked at again). ADR: docs/decisions/platform.md.
 */
const FAST_ENCODER = join(dirname(fileURLToPath(import.meta.url)), "../src/server/turbo-encode.ts");

const PATCHES: { name: string; find: RegExp; replace: string; prepend?: string }[] = [
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
  {
    name: "turbo-stream encode: the whole text at once when nothing is deferred",
    find: /function encode\(input, options\) \{\n  const \{ onComplete, plugins, postPlugins, signal \} = options \?\? \{\};\n  const encoder = \{\n    deferred: \{\},\n    index: 0,\n    indices: \/\* @__PURE__ \*\/ new Map\(\),\n    stringified: \[\],\n    plugins,\n    postPlugins,\n    signal\n  \};/,
    replace: `async function __tunasEncodeText(input, options) {
  const fast = __tunasFastEncode(input);
  if (fast !== null) return fast;
  const { plugins, postPlugins, signal } = options;
  const encoder = { deferred: {}, index: 0, indices: new Map(), stringified: [], plugins, postPlugins, signal };
  const id = await flatten.call(encoder, input);
  if (Array.isArray(id)) throw new Error("This should never happen");
  if (Object.keys(encoder.deferred).length) return null;
  return id < 0 ? id + "\\n" : "[" + encoder.stringified.join(",") + "]\\n";
}
$&
  if (options && options.__tunasText) return __tunasEncodeText(input, options);`,
    // Plain data (all our loaders return) is written by our own encoder: src/server/turbo-encode.ts.
    prepend: `import { encodePlainTurbo as __tunasFastEncode } from ${JSON.stringify(FAST_ENCODER)};\n`,
  },
  {
    name: "document handoff: encoded text instead of a stream",
    find: /function encodeViaTurboStream\(data2, requestSignal, streamTimeout, serverMode\) \{[\s\S]*?return encode\(data2, \{\n    signal: controller\.signal,\n    onComplete: cleanupCallbacks,\n    (plugins: \[[\s\S]*?\n    \],\n    postPlugins: \[[\s\S]*?\n    \])\n  \}\);\n\}/,
    replace: `$&
async function __tunasHandoff(data2, requestSignal, streamTimeout, serverMode) {
  let text = await encode(data2, {
    __tunasText: true,
    $1
  });
  if (text === null) return encodeViaTurboStream(data2, requestSignal, streamTimeout, serverMode);
  return {
    __tunasText: text,
    cancel: () => Promise.resolve(),
    getReader() {
      let sent = false;
      return {
        read() {
          if (sent) return Promise.resolve({ done: true, value: void 0 });
          sent = true;
          return Promise.resolve({ done: false, value: new TextEncoder().encode(text) });
        },
        releaseLock() {},
        cancel: () => Promise.resolve(),
        closed: Promise.resolve(),
      };
    },
  };
}`,
  },
  {
    name: "renderHtml: handoff text for the document",
    find: /serverHandoffStream: encodeViaTurboStream\(\n(\s*)state,/,
    replace: "serverHandoffStream: await __tunasHandoff(\n$1state,",
  },
  {
    name: "renderHtml: handoff text for the error document",
    find: /serverHandoffStream: encodeViaTurboStream\(\n(\s*)state2,/,
    replace: "serverHandoffStream: await __tunasHandoff(\n$1state2,",
  },
  {
    name: "turbo-stream: the clock read only when it may yield",
    find: /const now = getNow\(\);\n    if \(\+\+i % 6e3 === 0 && now - lastYieldTime >= TIME_LIMIT_MS\) \{/,
    replace: "if (++i % 6e3 === 0 && getNow() - lastYieldTime >= TIME_LIMIT_MS) {",
  },
  {
    // process.env is read through a C++ accessor: ~3 µs per read, three reads per page. The flag
    // is set by React Router's build when it prerenders or builds SPA mode, which we never do
    // (react-router.config.ts: ssr on, no prerender), so the server reads it once.
    name: "getBuildTimeHeader: the build-request flag read once",
    find: /function getBuildTimeHeader\(request, headerName\) \{\n  if \(typeof process !== "undefined"\) \{\n    try \{\n      if \(process\.env\.hasOwnProperty\("IS_RR_BUILD_REQUEST"\) && process\.env\.IS_RR_BUILD_REQUEST === "yes"\) \{/,
    replace: `var __tunasBuildRequest = typeof process !== "undefined" && process.env.IS_RR_BUILD_REQUEST === "yes";
function getBuildTimeHeader(request, headerName) {
  if (typeof process !== "undefined") {
    try {
      if (__tunasBuildRequest) {`,
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
        out = (p.prepend ?? "") + out.replace(p.find, p.replace);
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
