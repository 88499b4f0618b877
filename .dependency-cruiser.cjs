/**
 * The layer rule (CONTRIBUTING.md, docs/architecture.md): a module imports only from its own
 * layer or the layers below it, and no import cycle exists.
 *
 *   kernel < contracts < db < domain < platform < seed < (api | app) < server
 *
 * `api` and `app` are side by side: neither imports the other; the API reaches the database only
 * through the domain. Specs and unit tests (`*.spec.ts`, `*.test.ts`) and `tests/`, `scripts/` are
 * outside the layers. scripts/lint-layers.ts adds what this tool cannot see: a file under src/ or
 * app/ in no layer, and `import()` of a computed name.
 */
const LAYERS = [
  ["kernel", "^src/(kernel/|config\\.ts$)"],
  ["contracts", "^src/contracts/"],
  ["db", "^src/db/"],
  ["domain", "^src/domain/"],
  ["platform", "^src/platform/"],
  ["seed", "^src/seed/"],
  ["api", "^src/api/"],
  ["app", "^app/"],
  ["server", "^src/server/"],
];
const PEERS = { api: ["app"], app: ["api"] };
const TESTS = "\\.(spec|test)\\.tsx?$";
/** Files under src/ and app/ that are in no layer (scripts/lint-layers.ts fails on any). */
const UNLAYERED = `^(src|app)/`;

const layerRules = LAYERS.map(([name, path], i) => {
  const above = LAYERS.slice(i + 1)
    .map(([n]) => n)
    .filter((n) => !(name === "api" && n === "app"));
  const forbidden = [...new Set([...above, ...(PEERS[name] ?? [])])];
  return forbidden.length === 0
    ? null
    : {
        name: `layer-${name}`,
        comment: `${name} may not import ${forbidden.join(", ")} (imports point down: kernel < contracts < db < domain < platform < seed < api|app < server)`,
        severity: "error",
        from: { path, pathNot: TESTS },
        to: { path: LAYERS.filter(([n]) => forbidden.includes(n)).map(([, p]) => p) },
      };
}).filter(Boolean);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "no-unlayered",
      comment: "Every file under src/ and app/ belongs to a layer; one outside them would be a free hop between layers.",
      severity: "error",
      from: {},
      to: { path: UNLAYERED, pathNot: [...LAYERS.map(([, p]) => p), TESTS] },
    },
    {
      name: "api-db-through-domain",
      comment: "The API reaches the database only through the domain (a domain function, not a table or the client).",
      severity: "error",
      from: { path: "^src/api/", pathNot: TESTS },
      to: { path: "^src/db/" },
    },
    {
      name: "no-circular",
      comment: "Import cycles make load order and layering unclear; move the shared part down a layer.",
      severity: "error",
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { pathNot: TESTS } },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing package.",
      severity: "error",
      from: { path: "^(src|app)/" },
      to: { couldNotResolve: true, pathNot: "\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Only the build output at the top (build/, build-*/) and generated types: no folder is left
    // out anywhere else because of its name.
    exclude: { path: "(^|/)node_modules/|^(build[^/]*|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
