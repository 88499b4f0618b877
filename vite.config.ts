import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { LoggingFunction, RollupLog } from "rollup";
import { defineConfig } from "vite";
import { precompressAssets } from "./vite/precompress.ts";

// `TUNAS_RR_DIR` points the build at another copy of react-router: the benchmark's references build
// against an unpatched copy (scripts/react-router-pristine.ts, docs/decisions/069).
const rrDir = process.env.TUNAS_RR_DIR ?? dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

// `TUNAS_RR_STOCK=1` builds the benchmark's reference (`npm run bench -- --stock`): React Router's
// default streaming entry without our cached shell markup, to measure what our render path saves.
const STOCK = process.env.TUNAS_RR_STOCK === "1";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  define: { __TUNAS_RR_STOCK__: JSON.stringify(STOCK) },
  build: { assetsInlineLimit: 0 },
  // react-router's package exports always resolve to its development build; production builds
  // use its production build instead (smaller client bundle, faster server render). The server
  // bundle carries its own copy, and the Node server takes createRequestHandler from it.
  resolve:
    command === "build"
      ? {
          alias: [
            { find: /^react-router\/dom$/, replacement: join(rrDir, "dist/production/dom-export.mjs") },
            { find: /^react-router$/, replacement: join(rrDir, "dist/production/index.mjs") },
          ],
        }
      : undefined,
  ssr: command === "build" ? { noExternal: ["react-router"] } : undefined,
  // Our own modules (app/, src/) do nothing when imported except define things, and CSS is the
  // only import kept for its effect. Telling Rollup so lets the browser build drop a module that
  // a route imports only for its loader or action: without it, a route whose loader used
  // app/lib/page-route.ts shipped the route table, the admin-list contract and Zod (~30 KB gzip).
  environments: {
    // The server bundle: how its modules split into chunks costs no visitor anything.
    ssr: { build: { rollupOptions: { onwarn: quietServerBuildWarnings } } },
    client: {
      build: {
        // terser (two compress passes) instead of esbuild: ~3.3 KB gzip less per page, ~10 s more
        // per build (docs/decisions/029).
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        // The statistics dashboard's chunk (charts, ~150 KB gzip) loads on that dashboard page only.
        chunkSizeWarningLimit: 600,
        rollupOptions: {
          onwarn: quietBuildWarnings,
          treeshake: { moduleSideEffects: (id: string) => !isOwnModule(id) || /\.css(\?|$)/.test(id) },
          output: { manualChunks: alwaysLoadedChunks },
        },
      },
    },
  },
}));

/**
 * Build output a newcomer would take for an error, though nothing is wrong: a resource route (a CSV
 * export, the caption file) has no browser code, so its client chunk is empty; zod's sources carry
 * esbuild-style `@__PURE__` comments that Rollup drops. Everything else is still printed.
 */
function quietBuildWarnings(warning: RollupLog, warn: LoggingFunction): void {
  if (warning.code === "EMPTY_BUNDLE") return;
  // React Router's "use client" marks (Vite drops them quietly unless a config has its own onwarn).
  if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.id?.includes(`${sep}node_modules${sep}`)) return;
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes(`${sep}node_modules${sep}zod${sep}`)) return;
  warn(warning);
}

function quietServerBuildWarnings(warning: RollupLog, warn: LoggingFunction): void {
  if (warning.plugin === "vite:reporter" && warning.message?.includes("dynamic import will not move module into another chunk")) return;
  quietBuildWarnings(warning, warn);
}

const ROOT = dirname(fileURLToPath(import.meta.url));
const ALWAYS_FROM = [join(ROOT, "app", "root.tsx"), join(ROOT, "app", "entry.client.tsx")];

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
const alwaysLoadedByBuild = new WeakMap<ModuleGraph["getModuleInfo"], Set<string>>();

/** The modules the browser entry and the root route import statically, directly or not. */
function alwaysLoadedModules(graph: ModuleGraph): Set<string> {
  let found = alwaysLoadedByBuild.get(graph.getModuleInfo);
  if (found) return found;
  found = new Set();
  const queue = ALWAYS_FROM.filter((entry) => graph.getModuleInfo(entry));
  while (queue.length) {
    const next = queue.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  alwaysLoadedByBuild.set(graph.getModuleInfo, found);
  return found;
}

/**
 * Every page loads the browser entry and the root route, and with them everything they import
 * statically. Rollup splits that code into one chunk per set of importers (React DOM, React
 * Router, the JSX runtime, and sub-kilobyte app modules such as SmartLink, the error screens and
 * the chunk-reload guard). Grouping it into two chunks, the framework (node_modules, unchanged by
 * our own deploys) and our shell, costs no bytes, since every page loads all of it, and takes
 * six requests off every first visit (docs/decisions/029).
 */
function alwaysLoadedChunks(id: string, graph: ModuleGraph): string | undefined {
  if (!alwaysLoadedModules(graph).has(id) || ALWAYS_FROM.includes(id) || id.startsWith("\0") || /\.css(\?|$)/.test(id)) return undefined;
  return id.includes(`${sep}node_modules${sep}`) ? "framework" : "shell";
}
const isOwnModule = (id: string) => id.startsWith(join(ROOT, "app") + sep) || id.startsWith(join(ROOT, "src") + sep);
