// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

// Everything the React Router build may bundle: app/ and the layers under src/ it imports.
const SOURCES = ["app", "src", "vite.config.ts", "vite", "react-router.config.ts", "package-lock.json"];
const BUILD_DIR = process.env.BUILD_DIR || "build";
const STAMP = `${BUILD_DIR}/server/index.js`;

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(path)) max = Math.max(max, newest(join(path, e)));
  return max;
}

// React and React Router pick their production builds from NODE_ENV: set it before they load.
process.env.NODE_ENV ||= "production";
let unregister = register();

// A bad setting stops here, before any build work, with one line naming the variable.
const { loadConfig, ConfigError } = await import("../src/config.ts");
let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
// An unusable PGlite directory (not writable, locked by a running server, damaged) too, before
// the build check and before the application loads; the server repeats the checks when it opens it.
if (!config.DATABASE_URL) {
  const { preflightDataDir, DataDirError } = await import("../src/db/data-dir.ts");
  try {
    preflightDataDir(resolve(config.DATA_DIR));
  } catch (err) {
    if (!(err instanceof DataDirError)) throw err;
    console.error(`Gagal memulai server: ${err.message}`);
    process.exit(1);
  }
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newest));
if (!built || sources > built) {
  console.log(built ? "Sumber berubah sejak build terakhir: membangun ulang…" : "Build belum ada: membangun aplikasi (sekali saja)…");
  const r = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
  if (r.status !== 0) {
    console.error("Build gagal: lihat pesan di atas.");
    process.exit(r.status ?? 1);
  }
}

// The server build is plain JavaScript: load it before tsx sees it (the server's own import of it
// then gets this module). Through tsx's loader its one dynamic import() was rewritten, with an
// inline source map of ~6 MB, and the rewritten text, the map and Node's parsed copy of it stayed
// in the heap for the life of the process (~28 MB; docs/decisions/037).
// A cluster's primary (`--workers N`, N > 1) serves nothing and does not load it.
const workersArg = process.argv.indexOf("--workers");
if (!(cluster.isPrimary && workersArg > 0 && Number(process.argv[workersArg + 1]) > 1)) {
  unregister();
  await import(pathToFileURL(resolve(STAMP)).href);
  unregister = register();
}

await import("../src/server/cli.ts");
