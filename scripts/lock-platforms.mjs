#!/usr/bin/env node
// Adds the other platforms' optional native packages (@rollup/rollup-darwin-arm64,
// @tailwindcss/oxide-win32-x64-msvc, …) that npm left out of package-lock.json, so that `npm ci`
// accepts the lock file on any machine.
//
// Why: this machine's registry proxy answers 404 for packages built for other platforms, so
// `npm install` silently drops them from the lock file, and `npm ci` then refuses the lock
// ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). Run `npm run lock:platforms` after
// every `npm install` that changes package-lock.json.
//
// Each added entry carries what npm writes for such a package on a normal machine and that
// matters to the installer: version (from the parent's optionalDependencies), `optional`, the
// parent's `dev`/`peer` flags, and `os`/`cpu`/`libc` derived from the package name. No
// resolved/integrity: this project's npm config omits registry URLs from the lock, and npm
// resolves `name@version` from the registry when the package is ever installed.
//
// Usage: node scripts/lock-platforms.mjs [--check] [path/to/package-lock.json]
//   --check: change nothing; exit 1 if entries are missing.
import { readFileSync, writeFileSync } from "node:fs";

const args = process.argv.slice(2);
const check = args.includes("--check");
const file = args.find((a) => !a.startsWith("--")) ?? "package-lock.json";

const OS = new Set(["aix", "android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "openharmony", "sunos", "win32"]);
const CPU = new Set(["arm", "arm64", "ia32", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "x64", "wasm32"]);

/** `os`/`cpu`/`libc` of a platform package, read from its name; null if it is not one. */
export function platformOf(name) {
  const base = name.slice(name.lastIndexOf("/") + 1);
  const parts = base.split("-");
  const os = parts.filter((p) => OS.has(p));
  const cpu = parts.filter((p) => CPU.has(p));
  if (cpu.length !== 1 || os.length > 1) return null;
  if (os.length === 0 && cpu[0] !== "wasm32") return null;
  const out = { cpu };
  if (os.length) out.os = os;
  if (os[0] === "linux") {
    if (parts.some((p) => p.startsWith("gnu"))) out.libc = ["glibc"];
    else if (parts.some((p) => p.startsWith("musl"))) out.libc = ["musl"];
  }
  return out;
}

/** Where `name` resolves from the package at `location` (node's lookup through node_modules). */
function resolves(packages, location, name) {
  let dir = location;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (!dir) return false;
    const i = dir.lastIndexOf("/node_modules/");
    dir = i < 0 ? "" : dir.slice(0, i);
  }
}

const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
const added = [];
const skipped = [];

for (const [location, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolves(packages, location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
      skipped.push(`${name}@${version} (from ${location || "the root"})`);
      continue;
    }
    // Hoisted to the top like npm does; nested under the parent when the top holds another version.
    const top = `node_modules/${name}`;
    const at = packages[top] ? `${location}/node_modules/${name}` : top;
    const entry = { version, cpu: platform.cpu };
    if (pkg.dev) entry.dev = true;
    if (platform.libc) entry.libc = platform.libc;
    entry.optional = true;
    if (platform.os) entry.os = platform.os;
    if (pkg.peer) entry.peer = true;
    packages[at] = entry;
    added.push(`${at}@${version}`);
  }
}

for (const s of skipped) console.warn(`lock-platforms: not a platform package I can describe, left out: ${s}`);

if (check) {
  if (added.length) {
    console.error(`lock-platforms: ${added.length} platform package(s) missing from ${file}:\n  ${added.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`lock-platforms: ${file} lists every platform package.`);
} else if (added.length) {
  // npm orders the entries by location (the root "" first).
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lock-platforms: added ${added.length} platform package(s) to ${file}:\n  ${added.join("\n  ")}`);
} else {
  console.log(`lock-platforms: ${file} already lists every platform package.`);
}
