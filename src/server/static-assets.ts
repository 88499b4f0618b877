import { readFile, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";

/**
 * `/assets/*`: the build's fingerprinted files, with the brotli/gzip copies the build wrote beside
 * them (vite/precompress.ts) chosen by Accept-Encoding. Every file name carries its content hash,
 * so responses are cacheable for a year (`immutable`); an ETag per representation answers the
 * rare revalidation with a 304. Contents are kept in memory after the first request (the whole
 * client build is ≈ 1.5 MB with its compressed copies). ADR: docs/decisions/035-static-assets-precompressed-at-build-time-served-with.md.
 */

type TEncoding = "br" | "gzip";
type TVariant = { path: string; size: number; etag: string; body?: Uint8Array<ArrayBuffer> };
type TAsset = { type: string; identity: TVariant; br?: TVariant; gzip?: TVariant };

const SUFFIX: Record<TEncoding, string> = { br: ".br", gzip: ".gz" };
/** Hashed file names are plain: letters, digits, `-`, `_`, `.`; no dot-first segment, no `%`, no `\`. */
const SAFE_PATH = /^\/assets(?:\/(?!\.)[A-Za-z0-9_\-.]+)+$/;
/** Direct requests for the compressed copies are refused: each is a representation of its original. */
const COMPRESSED_COPY = /\.(?:br|gz)$/i;
/** Memory kept for file contents; past it, files are read from disk per request. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

async function variant(path: string): Promise<TVariant | undefined> {
  const st = await stat(path).catch(() => null);
  if (!st?.isFile()) return undefined;
  return { path, size: st.size, etag: `${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}` };
}

/**
 * The encoding to send among the copies we hold, by the client's q-values (`q=0` refuses; the
 * highest q wins, brotli on a tie; `*` stands for any encoding not named); null → identity.
 */
export function chooseEncoding(acceptEncoding: string | undefined, have: Record<TEncoding, boolean>): TEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (Number.isFinite(weight)) q.set(name, weight);
  }
  let best: TEncoding | null = null;
  let bestQ = 0;
  for (const name of ["br", "gzip"] as const) {
    const weight = q.get(name) ?? q.get("*") ?? 0;
    if (have[name] && weight > bestQ) {
      best = name;
      bestQ = weight;
    }
  }
  return best;
}

/** True when an If-None-Match header lists `etag` (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/** The handler for `/assets/*` under `clientDir` (the build's `client` directory); `undefined` → not ours, 404 it. */
export function staticAssets(clientDir: string) {
  const assetsDir = resolve(clientDir, "assets");
  const known = new Map<string, TAsset>();
  let cachedBytes = 0;

  async function lookup(urlPath: string): Promise<TAsset | undefined> {
    const hit = known.get(urlPath);
    if (hit) return hit;
    const file = join(assetsDir, urlPath.slice("/assets/".length));
    // Belt and braces: SAFE_PATH already keeps the path inside the directory.
    if (!file.startsWith(assetsDir + sep)) return undefined;
    const identity = await variant(file);
    if (!identity) return undefined;
    const [br, gzip] = await Promise.all([variant(file + SUFFIX.br), variant(file + SUFFIX.gzip)]);
    const asset: TAsset = { type: getMimeType(file) ?? "application/octet-stream", identity, br, gzip };
    known.set(urlPath, asset);
    return asset;
  }

  async function body(v: TVariant): Promise<Uint8Array<ArrayBuffer>> {
    if (v.body) return v.body;
    const data = new Uint8Array(await readFile(v.path));
    if (cachedBytes + data.byteLength <= MAX_CACHED_BYTES) {
      v.body = data;
      cachedBytes += data.byteLength;
    }
    return data;
  }

  return async (c: Context): Promise<Response | undefined> => {
    // The raw path: percent-escapes are refused, not decoded (no hashed name needs one).
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("://") + 3);
    const q = url.search(/[?#]/);
    const urlPath = url.slice(start, q > start ? q : undefined);
    if (!SAFE_PATH.test(urlPath) || COMPRESSED_COPY.test(urlPath)) return undefined;
    const asset = await lookup(urlPath);
    if (!asset) return undefined;

    const compressible = asset.br !== undefined || asset.gzip !== undefined;
    const encoding = compressible ? chooseEncoding(c.req.header("accept-encoding"), { br: !!asset.br, gzip: !!asset.gzip }) : null;
    const v = (encoding && asset[encoding]) || asset.identity;
    const etag = `"${asset.identity.etag}${encoding ? `-${encoding}` : ""}"`;

    const headers = new Headers({ "Content-Type": asset.type, "Cache-Control": ASSET_CACHE_CONTROL, ETag: etag });
    if (compressible) headers.set("Vary", "Accept-Encoding");
    if (encoding) headers.set("Content-Encoding", encoding);

    const inm = c.req.header("if-none-match");
    if (inm && etagMatches(inm, etag)) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(v.size));
    if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
    return new Response(await body(v), { status: 200, headers });
  };
}
