// The server's own code (src/, and the app/ components the account host renders) as one ES module,
// `<BUILD_DIR>/server/cli.js`, so `npm start` runs plain JavaScript: no TypeScript loader in the
// server process. tsx's loader runs its hooks on a thread with a V8 isolate of its own, which stayed
// for the life of the process (~36 MB of RSS); see docs/decisions/068.
//
// Packages stay external (resolved from node_modules at run time). A module that finds files next
// to itself (`new URL("./migrations", import.meta.url)`) gets its own source file's URL, written
// relative to the bundle, so the paths hold wherever the checkout lives.
import { readFile, rename, writeFile, mkdir } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { build } from "esbuild";

const ROOT = resolve(import.meta.dirname, "..");
export const SERVER_ENTRY = "src/server/start-entry.ts";

/** Path of the server bundle for a build directory. */
export function serverBundlePath(buildDir) {
  return resolve(ROOT, buildDir, "server", "cli.js");
}

/** Builds the bundle; the file appears whole (written aside, then renamed), so a starting process never reads half of it. */
export async function buildServer(buildDir) {
  const outfile = serverBundlePath(buildDir);
  const outDir = dirname(outfile);
  const ownUrl = {
    name: "own-import-meta-url",
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = await readFile(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const rel = relative(outDir, args.path).split(sep).join("/");
        return {
          contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        };
      });
    },
  };
  const result = await build({
    entryPoints: [resolve(ROOT, SERVER_ENTRY)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    // Read only under --enable-source-maps: kept beside the bundle, never in the server's heap.
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "none",
    outfile,
    write: false,
    logLevel: "warning",
    plugins: [ownUrl],
  });
  await mkdir(outDir, { recursive: true });
  // The map first, so the bundle never points at a missing one.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith(".js")) - Number(b.path.endsWith(".js")));
  for (const f of files) {
    const tmp = `${f.path}.${process.pid}.tmp`;
    await writeFile(tmp, f.contents);
    await rename(tmp, f.path);
  }
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = await buildServer(process.env.BUILD_DIR || "build");
  console.log(`server bundle: ${relative(ROOT, out)}`);
}
