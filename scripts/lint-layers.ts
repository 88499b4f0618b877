// The half of the layer check that dependency-cruiser cannot see (`npm run lint:deps` runs both):
// every file under src/ and app/ belongs to a layer, and no module loads another by a computed
// name (`import(variable)`), which no tool can follow, outside the allow-list below.
//   tsx scripts/lint-layers.ts [root]
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** Files that may `import()` a computed name, each with the reason. */
export const COMPUTED_IMPORT_ALLOWED: Record<string, string> = {
  "src/server/main.ts": "loads the production build's server entry from BUILD_DIR, which exists only after `npm run build`",
};

const CODE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/** The layer paths (and the test pattern) of the dependency-cruiser config's `no-unlayered` rule. */
export function layerPatterns(root: string): RegExp[] {
  const config = createRequire(join(root, "package.json"))(join(root, ".dependency-cruiser.cjs")) as {
    forbidden: { name: string; to: { pathNot?: string[] } }[];
  };
  const rule = config.forbidden.find((r) => r.name === "no-unlayered");
  if (!rule?.to.pathNot) throw new Error(".dependency-cruiser.cjs: rule no-unlayered with to.pathNot (the layers) not found");
  return rule.to.pathNot.map((p) => new RegExp(p));
}

function walk(root: string, dir: string, out: string[]): void {
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (e.name !== "node_modules" && !e.name.startsWith(".")) walk(root, path, out);
    } else if (CODE.test(e.name) && !e.name.endsWith(".d.ts")) out.push(path);
  }
}

/** Source files under src/ and app/, as repository paths with forward slashes. */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  for (const top of ["src", "app"]) {
    try {
      walk(root, top, out);
    } catch {
      // no such folder
    }
  }
  return out.map((p) => p.split(sep).join("/")).sort();
}

/** Lines (1-based) where `import()` takes anything but a string literal. */
export function computedImports(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (!arg || !(ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) {
        lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** Every problem, as `path:line: sentence`. */
export function lintLayers(root: string): string[] {
  const layers = layerPatterns(root);
  const problems: string[] = [];
  for (const file of sourceFiles(root)) {
    if (!layers.some((re) => re.test(file)))
      problems.push(`${file}:1: belongs to no layer (kernel < contracts < db < domain < platform < seed < api|app < server): move it into one`);
    if (COMPUTED_IMPORT_ALLOWED[file]) continue;
    for (const line of computedImports(file, readFileSync(join(root, file), "utf8")))
      problems.push(
        `${file}:${line}: import() of a computed name: import a string literal, or add the file to COMPUTED_IMPORT_ALLOWED in scripts/lint-layers.ts with the reason`,
      );
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url));
  const problems = lintLayers(root);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`\n${problems.length} layer problem(s) (CONTRIBUTING.md "Layout and layers").`);
    process.exit(1);
  }
  console.log(`✔ every file under src/ and app/ is in a layer; no computed import() (${relative(process.cwd(), root) || "."})`);
}
