/**
 * The layer rule (CONTRIBUTING.md, docs/architecture.md): a module imports only from its own
 * layer or the layers below it, and no import cycle exists.
 *
 *   kernel < contracts < db < domain < platform < seed < (api | app) < server
 *
 * `api` and `app` are side by side: neither imports the other. Specs and unit tests
 * (`*.spec.ts`, `*.test.ts`) and `tests/`, `scripts/` are outside the layers.
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
    exclude: { path: "(^|/)(node_modules|build[^/]*|\\.react-router)/" },
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
