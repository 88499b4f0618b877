import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/** The production build's client directory (`npm test` builds it; BUILD_DIR picks another). */
const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
const HOST = "sekolahbeta.localhost";

let t: TTestApp;
let server: Server;
let port = 0;
let js = "";
let css = "";
let home = "";

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender(), clientDir });
  // The assets the home page really links to.
  home = await (await t.req(HOST, "/")).text();
  // The largest script every page loads: React DOM and React Router.
  js = /\/assets\/framework-[\w-]+\.js/.exec(home)?.[0] ?? "";
  css = /<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)"/.exec(home)?.[1] ?? "";
  const listener = getRequestListener(t.app.fetch);
  server = createServer(listener);
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => t.req(HOST, path, { method, headers });
const onDisk = (path: string) => readFileSync(join(clientDir, path));

/** A request written byte for byte on a socket: no URL normalisation by a client library. */
function raw(target: string): Promise<{ status: number; text: string }> {
  return new Promise((ok, fail) => {
    const s = connect(port, "127.0.0.1", () => s.end(`GET ${target} HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    s.on("data", (d: Buffer) => chunks.push(d));
    s.on("error", fail);
    s.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      ok({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

describe(`static assets on ${process.env.TEST_DB}`, () => {
  it("finds the framework script and the root stylesheet on the home page", () => {
    expect(js).toMatch(/^\/assets\/framework-/);
    expect(css).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  });

  it("links the stylesheet before the module preloads, so a browser fetches it first", () => {
    const sheet = home.indexOf(`href="${css}"`);
    expect(sheet).toBeGreaterThan(0);
    expect(home.indexOf('rel="modulepreload"')).toBeGreaterThan(sheet);
  });

  it("asks for every module preload at low priority, so the stylesheet is fetched first on a slow link", () => {
    const preloads = [...home.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) expect(link).toMatch(/^<link rel="modulepreload" href="\/assets\/[\w.-]+\.js" fetchpriority="low"\/>$/);
  });

  it("loads the code every page needs as two chunks, the framework and the site shell", () => {
    const preloads = [...home.matchAll(/<link rel="modulepreload" href="\/assets\/([\w.-]+)\.js"/g)].map((m) => m[1]!);
    expect(preloads.filter((name) => /^(framework|shell)-/.test(name))).toHaveLength(2);
    // React DOM and React Router live in the framework chunk, not in chunks of their own.
    const framework = onDisk(js).toString("utf8");
    expect(framework).toContain("hydrateRoot");
    expect(framework).toContain("__reactRouterContext");
    expect(preloads.some((name) => /^(chunk-|jsx-runtime|index-)/.test(name))).toBe(false);
  });

  it("sends the brotli copy to a client that accepts brotli, for JS and CSS", async () => {
    for (const [path, type] of [
      [js, /^text\/javascript/],
      [css, /^text\/css/],
    ] as const) {
      const res = await get(path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("content-type")).toMatch(type);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeLessThan(onDisk(path).length / 2);
      expect(brotliDecompressSync(body).equals(onDisk(path))).toBe(true);
    }
  });

  it("sends gzip to a gzip-only client and to one that refuses brotli with q=0", async () => {
    for (const ae of ["gzip", "br;q=0, gzip;q=0.8", "gzip;q=1, br;q=0.5"]) {
      const res = await get(js, { "Accept-Encoding": ae });
      expect(res.headers.get("content-encoding"), ae).toBe("gzip");
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).equals(onDisk(js))).toBe(true);
    }
  });

  it("sends the file itself when no encoding we hold is accepted", async () => {
    for (const headers of [{}, { "Accept-Encoding": "identity" }, { "Accept-Encoding": "deflate" }, { "Accept-Encoding": "br;q=0, gzip;q=0" }] as Record<
      string,
      string
    >[]) {
      const res = await get(js, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(Buffer.from(await res.arrayBuffer()).equals(onDisk(js))).toBe(true);
    }
  });

  it("answers HEAD with the headers only and a matching ETag with 304", async () => {
    const head = await get(js, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(Number(head.headers.get("content-length"))).toBe(onDisk(`${js}.br`).length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const br = await get(js, { "Accept-Encoding": "br" });
    const gz = await get(js, { "Accept-Encoding": "gzip" });
    const etag = br.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(gz.headers.get("etag")).not.toBe(etag);
    const again = await get(js, { "Accept-Encoding": "br", "If-None-Match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toContain("immutable");
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    // The gzip representation's tag does not validate the brotli one.
    expect((await get(js, { "Accept-Encoding": "br", "If-None-Match": gz.headers.get("etag") ?? "" })).status).toBe(200);
  });

  it("answers 404 for a missing asset and for a direct request of a compressed copy", async () => {
    expect((await get("/assets/entry.client-nothere.js", { "Accept-Encoding": "br" })).status).toBe(404);
    expect((await get(`${js}.br`)).status).toBe(404);
    expect((await get(`${js}.gz`)).status).toBe(404);
  });

  it("never serves a file outside the assets directory", async () => {
    const serverCode = readFileSync(resolve(clientDir, "../server/index.js"), "utf8").slice(0, 200);
    const targets = [
      "/assets/../server/index.js",
      "/assets/../../package.json",
      "/assets/%2e%2e/server/index.js",
      "/assets/%2E%2E/%2E%2E/package.json",
      "/assets/..%2fserver%2findex.js",
      "/assets/..%2f..%2fserver%2findex.js",
      "/assets/..%2f..%2f..%2fpackage.json",
      "/assets/%2e%2e%2f%2e%2e%2fserver%2findex.js",
      "/assets/%2e%2e%2fserver%2findex.js",
      "/assets/..%5cserver%5cindex.js",
      "/assets/..\\server\\index.js",
      "/assets/.%2e/server/index.js",
      "/assets//etc/passwd",
      "/assets/%2fetc%2fpasswd",
      "/assets/.hidden",
    ];
    for (const target of targets) {
      const viaApp = await get(target);
      const answers = [{ status: viaApp.status, text: await viaApp.text() }, await raw(target)];
      // On a socket, Node's HTTP server itself may refuse a malformed target (a backslash) with 400.
      expect(answers[1]!.status === 400 ? target.includes("\\") : true, target).toBe(true);
      for (const res of answers) {
        expect(res.status === 400 && res === answers[1] ? 404 : res.status, target).toBe(404);
        expect(res.text, target).not.toContain(serverCode);
        expect(res.text, target).not.toContain('"name": "tunas"');
        expect(res.text, target).not.toContain("root:x:0:0");
      }
    }
  });
});

describe(`first-screen image on ${process.env.TEST_DB}`, () => {
  it("loads the first class card image of /Class eagerly with high priority and the others lazily", async () => {
    const html = await (await get("/Class")).text();
    const cards = [...html.matchAll(/<img src="\/api\/v1\/catalog\/image\/class\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]).toContain('fetchPriority="high"');
    expect(cards[0]).not.toContain('loading="lazy"');
    for (const img of cards.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toContain("fetchPriority");
    }
  });
});

describe("static assets from a directory with only some compressed copies", () => {
  let dir = "";
  let app: TTestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "assets-spec-"));
    mkdirSync(join(dir, "assets"));
    const text = "export const x = 1;\n".repeat(200);
    writeFileSync(join(dir, "assets/only-gz-abc123.js"), text);
    writeFileSync(join(dir, "assets/only-gz-abc123.js.gz"), gzipSync(text));
    writeFileSync(join(dir, "assets/font-abc123.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
    app = await createTestApp({ clientDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("falls back to gzip when the brotli copy is missing", async () => {
    const res = await app.req(HOST, "/assets/only-gz-abc123.js", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves a file without compressed copies as it is, with its type and without Vary", async () => {
    const res = await app.req(HOST, "/assets/font-abc123.woff2", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-type")).toBe("font/woff2");
    expect(res.headers.get("vary")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await res.arrayBuffer()).byteLength).toBe(7);
  });
});
