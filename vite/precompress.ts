import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; woff2, images and media are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|map|html|txt|xml|webmanifest|wasm)$/i;

export interface TPrecompressReport {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* walk(path);
    else if (e.isFile()) yield path;
  }
}

/** Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside one file, each only if smaller than the file. */
export async function precompressFile(path: string): Promise<{ bytes: number; br: number | null; gz: number | null }> {
  const src = await readFile(path);
  const [b, g] = await Promise.all([
    brotli(src, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: /\.wasm$/i.test(path) ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: src.length,
      },
    }),
    gz(src, { level: 9 }),
  ]);
  const keep = async (out: Buffer, ext: string): Promise<number | null> => {
    // A compressed copy no smaller than the original is useless: none is served (and a stale one goes).
    if (out.length >= src.length) {
      await rm(path + ext, { force: true });
      return null;
    }
    await writeFile(path + ext, out);
    return out.length;
  };
  const [br, gzBytes] = await Promise.all([keep(b, ".br"), keep(g, ".gz")]);
  return { bytes: src.length, br, gz: gzBytes };
}

/** Precompresses every compressible file under `dir` (recursively), a few files at a time. */
export async function precompressDir(dir: string): Promise<TPrecompressReport> {
  const report: TPrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const queue: string[] = [];
  for await (const path of walk(dir)) if (COMPRESSIBLE.test(path)) queue.push(path);
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const r = await precompressFile(path);
      report.files++;
      report.bytes += r.bytes;
      report.brBytes += r.br ?? r.bytes;
      report.gzBytes += r.gz ?? r.bytes;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return report;
}

/**
 * Writes brotli and gzip copies beside the browser's JS/CSS/SVG/JSON files (served by
 * src/server/static-assets.ts). It runs when the server build closes: React Router builds the
 * client first and the server last, and the server build is what writes the route manifest
 * (`assets/manifest-<hash>.js`) and moves server-only assets into the client directory. So every
 * way of building (`react-router build`, `npm run build`, `npm start`'s build, `npm test`'s build)
 * ends with a complete, compressed client directory. ADR: docs/decisions/035-static-assets-precompressed-at-build-time-served-with.md.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "tunas:precompress-assets",
    apply: "build",
    configResolved(c) {
      config = c;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const consumer = this.environment?.config.consumer ?? (config.build.ssr ? "server" : "client");
        if (consumer !== "server") return;
        // React Router's plugin context names the build directory; otherwise the client build sits beside the server's.
        const rr = (config as unknown as { __reactRouterPluginContext?: { reactRouterConfig?: { buildDirectory?: string } } }).__reactRouterPluginContext;
        const buildDir = rr?.reactRouterConfig?.buildDirectory;
        const clientDir = buildDir ? resolve(config.root, buildDir, "client") : resolve(config.root, config.build.outDir, "../client");
        if (!(await stat(clientDir).catch(() => null))?.isDirectory()) return;
        const started = performance.now();
        const r = await precompressDir(clientDir);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
        config.logger.info(
          `precompressed ${r.files} files in ${Math.round(performance.now() - started)} ms: ${kb(r.bytes)} → brotli ${kb(r.brBytes)}, gzip ${kb(r.gzBytes)}`,
        );
      },
    },
  };
}
