// An unpatched copy of react-router for the benchmark's references (`npm run bench -- --stock`):
// node_modules/react-router with this repository's patch (patches/, applied by `npm install`)
// reversed, so "stock React Router" and the patch's A/B measure React Router as published.
// Builds use it through `TUNAS_RR_DIR` (vite.config.ts). docs/decisions/069.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";

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
  const patchDir = join(root, "patches");
  if (existsSync(patchDir)) {
    const cli = createRequire(join(root, "package.json")).resolve("patch-package/index.js");
    const r = spawnSync(process.execPath, [cli, "--reverse", "--patch-dir", relative(base, patchDir)], { cwd: base, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`react-router-pristine: reversing the patches failed\n${r.stdout}${r.stderr}`);
  }
  const version = (JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as { version: string }).version;
  console.log(`bench: unpatched react-router ${version} in ${relative(root, copy)}/`);
  return copy;
}
