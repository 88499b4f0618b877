import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computedImports, lintLayers } from "../scripts/lint-layers.ts";

// `npm run lint:deps` on a small repository with this repository's rules: clean, then with each of
// the four holes the layer check used to let through planted in it.
const root = fileURLToPath(new URL("..", import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const CLEAN: Record<string, string> = {
  "src/kernel/a.ts": "export const a = 1;\n",
  "src/db/t.ts": "export const t = 1;\n",
  "src/domain/b.ts": 'import { a } from "../kernel/a.ts";\nimport { t } from "../db/t.ts";\nexport const b = a + t;\n',
  "src/api/x.ts": 'import { b } from "../domain/b.ts";\nexport const x = b;\n',
  "src/server/s.ts": 'import { x } from "../api/x.ts";\nexport const s = x;\n',
  "app/page.ts": 'import { b } from "../src/domain/b.ts";\nexport const page = () => import("./lazy.ts").then(() => b);\n',
  "app/lazy.ts": "export const lazy = 1;\n",
};

function repo(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "lint-layers-"));
  dirs.push(dir);
  copyFileSync(join(root, ".dependency-cruiser.cjs"), join(dir, ".dependency-cruiser.cjs"));
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler", allowImportingTsExtensions: true, noEmit: true } }),
  );
  for (const [path, text] of Object.entries({ ...CLEAN, ...extra })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** What `npm run lint:deps` does: dependency-cruiser, then scripts/lint-layers.ts. */
function lint(dir: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"), "src", "app", "--config", ".dependency-cruiser.cjs"],
      {
        cwd: dir,
      },
    );
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      const layers = lintLayers(dir);
      resolve({ ok: code === 0 && layers.length === 0, output: `${output}\n${layers.join("\n")}` });
    });
  });
}

const CASES = {
  clean: {},
  build: { "src/domain/buildings/c.ts": 'import { s } from "../../server/s.ts";\nexport const c = s;\n' },
  hop: {
    "src/helpers.ts": 'export { s } from "./server/s.ts";\n',
    "src/domain/d.ts": 'import { s } from "../helpers.ts";\nexport const d = s;\n',
  },
  computed: { "src/domain/e.ts": 'const name = "../server/s.ts";\nexport const load = () => import(name);\n' },
  apiDb: { "src/api/y.ts": 'import { t } from "../db/t.ts";\nexport const y = t;\n' },
} satisfies Record<string, Record<string, string>>;
const results = {} as Record<keyof typeof CASES, { ok: boolean; output: string }>;
beforeAll(async () => {
  const names = Object.keys(CASES) as (keyof typeof CASES)[];
  const done = await Promise.all(names.map((n) => lint(repo(CASES[n]))));
  names.forEach((n, i) => (results[n] = done[i]!));
}, 180_000);

describe("the layer check", () => {
  it("passes a repository that keeps the rules", () => {
    expect(results.clean.output).not.toMatch(/error|belongs to no layer|computed name/);
    expect(results.clean.ok).toBe(true);
  });

  it("fails on an upward import in a folder whose name starts with build", () => {
    expect(results.build.ok).toBe(false);
    expect(results.build.output).toMatch(/layer-domain.*src\/domain\/buildings\/c\.ts/s);
  });

  it("fails on a file outside every layer used as a free hop", () => {
    expect(results.hop.ok).toBe(false);
    expect(results.hop.output).toMatch(/no-unlayered/);
    expect(results.hop.output).toMatch(/src\/helpers\.ts:1: belongs to no layer/);
  });

  it("fails on import() of a computed name", () => {
    expect(results.computed.ok).toBe(false);
    expect(results.computed.output).toMatch(/src\/domain\/e\.ts:2: import\(\) of a computed name/);
    expect(computedImports("x.ts", "import(`./a.ts`); import('./b.ts'); const s = \"import(x)\";")).toEqual([]);
  });

  it("fails when the API reaches the database without the domain", () => {
    expect(results.apiDb.ok).toBe(false);
    expect(results.apiDb.output).toMatch(/api-db-through-domain/);
  });
});
