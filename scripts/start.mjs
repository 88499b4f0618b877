// `npm start`: builds when the build is missing or older than the sources, then serves.
//
// The server runs as plain JavaScript: `<BUILD_DIR>/server/index.js` (React Router's build of app/)
// and `<BUILD_DIR>/server/cli.js` (the server's own code, scripts/build-server.mjs). No TypeScript
// loader is registered in this process (docs/decisions/068).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, serverBundlePath } from "./build-server.mjs";

// Everything the builds may bundle: app/ and the layers under src/ it imports.
const SOURCES = ["app", "src", "vite.config.ts", "vite", "react-router.config.ts", "package-lock.json", "patches"];
const BUILD_DIR = process.env.BUILD_DIR || "build";
const STAMP = `${BUILD_DIR}/server/index.js`;
const BUNDLE = serverBundlePath(BUILD_DIR);

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(path)) max = Math.max(max, newest(join(path, e)));
  return max;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

// React and React Router pick their production builds from NODE_ENV: set it before they load.
process.env.NODE_ENV ||= "production";

// The server bundle takes esbuild a fraction of a second: it is made first, so that a bad setting or
// data directory is reported before the (slower) React Router build.
const sources = Math.max(...SOURCES.map(newest), builtAt("scripts/build-server.mjs"));
if (builtAt(BUNDLE) < sources) await buildServer(BUILD_DIR);
const server = await import(pathToFileURL(BUNDLE).href);

// A bad setting stops here, before any build work, with one line naming the variable.
let config;
try {
  config = server.loadConfig();
} catch (err) {
  if (!(err instanceof server.ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
// An unusable PGlite directory (not writable, locked by a running server, damaged) too, before
// the build check; the server repeats the checks when it opens it.
if (!config.DATABASE_URL) {
  try {
    server.preflightDataDir(resolve(config.DATA_DIR));
  } catch (err) {
    if (!(err instanceof server.DataDirError)) throw err;
    console.error(`Gagal memulai server: ${err.message}`);
    process.exit(1);
  }
}

const built = builtAt(STAMP);
if (!built || sources > built) {
  console.log(built ? "Sumber berubah sejak build terakhir: membangun ulang…" : "Build belum ada: membangun aplikasi (sekali saja)…");
  const r = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
  if (r.status !== 0) {
    console.error("Build gagal: lihat pesan di atas.");
    process.exit(r.status ?? 1);
  }
}

await server.runFromCli();
