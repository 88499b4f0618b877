// An unpatched copy of react-router for the benchmark's references (`npm run bench -- --stock`):
// node_modules/react-router with this repository's react-router patch (patches/, applied by
// `npm install`) reversed, so "stock React Router" and the patch's A/B measure React Router as
// published. Builds use it through `TUNAS_RR_DIR` (vite.config.ts). docs/decisions/069.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";

/** What the patch adds to React Router's production build; a build that contains it is patched. */
export const PATCH_MARKER = "function branchesForFirstSegment(";

/** True when a built bundle (or a file of React Router's) carries the route-matching patch. */
export const holdsPatch = (file: string) => readFileSync(file, "utf8").includes(PATCH_MARKER);

/** Makes the copy (again) and returns its directory, to be passed as TUNAS_RR_DIR. */
export function pristineReactRouter(root = resolve(".")): string {
  const installed = join(root, "node_modules", "react-router");
  // Inside node_modules, so that the copy resolves react, cookie and set-cookie-parser as the original does.
  const base = join(root, "node_modules", ".cache", "react-router-pristine");
  const copy = join(base, "node_modules", "react-router");
  rmSync(base, { recursive: true, force: true });
  mkdirSync(join(base, "node_modules"), { recursive: true });
  cpSync(installed, copy, { recursive: true });
  writeFileSync(join(base, "package.json"), JSON.stringify({ name: "react-router-pristine", private: true }));
  // Only react-router's patches: the copy holds no other package to reverse a patch in.
  const patches = join(base, "patches");
  mkdirSync(patches);
  let found = 0;
  const ours = existsSync(join(root, "patches")) ? readdirSync(join(root, "patches"), { withFileTypes: true }) : [];
  for (const f of ours.filter((e) => e.isFile() && e.name.startsWith("react-router+"))) {
    copyFileSync(join(root, "patches", f.name), join(patches, f.name));
    found++;
  }
  if (found) {
    const cli = createRequire(join(root, "package.json")).resolve("patch-package/index.js");
    const r = spawnSync(process.execPath, [cli, "--reverse", "--error-on-fail", "--patch-dir", "patches"], { cwd: base, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`react-router-pristine: reversing the patch failed\n${r.stdout}${r.stderr}`);
  }
  const production = join(copy, "dist", "production");
  if (readdirSync(production).some((f) => f.endsWith(".mjs") && holdsPatch(join(production, f))))
    throw new Error("react-router-pristine: the copy still carries the route-matching patch");
  const version = (JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as { version: string }).version;
  console.log(`bench: unpatched react-router ${version} in ${relative(root, copy)}/`);
  return copy;
}
