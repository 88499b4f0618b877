// `npm run bench [-- --duration 10 --paths /,/Class --tenants sekolahbeta,smkcoding --port-base 3401 --stock]`
// Starts the production server (page cache on, and a second one with it off) and a plain
// node:http baseline that returns the first page's exact bytes, loads each with autocannon
// and prints requests/s, p50/p99 latency, server CPU per request and the ratio to the baseline.
// Signed-in pages (the demo learner's /Dashboard and a chapter of a course they are enrolled in)
// are loaded too, with a session made through the real sign-in flow.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { holdsPatch, pristineReactRouter } from "./react-router-pristine.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-runtime.ts";

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const DURATION = Number(arg("duration", "8"));
const CONNECTIONS = Number(arg("connections", "32"));
const PATHS = arg("paths", "/").split(",");
const TENANTS = arg("tenants", "sekolahbeta,smkcoding").split(",");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/**
 * Ports used: base (page cache), +1 (uncached), +2 (node:http baseline), +3 (stock reference), +4 (ASCII-filler baseline),
 * +5 and +6 (200-connection baselines), +7 (uncached on unpatched React Router).
 */
const PORT_BASE = Number(arg("port-base", "3401"));
/** The demo learner (README): enrolled in the first premium course of each demo tenant. */
const LEARNER = { email: "peserta@contoh.id", password: "tunas-demo-123" };
const CLK_TCK = 100;
/** `--postgres [url]`: run the servers on a fresh PostgreSQL database instead of PGlite. */
const PG_ADMIN = process.argv.includes("--postgres")
  ? (() => {
      const v = process.argv[process.argv.indexOf("--postgres") + 1];
      return v?.startsWith("postgres") ? v : "postgres://postgres@127.0.0.1:5432/postgres";
    })()
  : null;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

function rssMb(pid: number): number {
  const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

type THttp = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request with any Host header (fetch does not send the Host it is given). */
function http(port: number, method: string, host: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<THttp> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, method, path, headers: { host, ...headers, ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const unescapeHtml = (v: string) => v.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]!);

/**
 * A session cookie for the demo learner on `tenant`, through the real sign-in flow: the tenant's
 * /Login, the account host's form (CSRF cookie and hidden fields), the redirects back to the tenant.
 */
async function signIn(port: number, tenant: string): Promise<string> {
  const jars = new Map<string, Map<string, string>>();
  const jar = (host: string) => {
    let j = jars.get(host);
    if (!j) {
      j = new Map();
      jars.set(host, j);
    }
    return j;
  };
  const cookieOf = (host: string) => [...jar(host)].map(([k, v]) => `${k}=${v}`).join("; ");
  const go = async (url: URL, method = "GET", headers: Record<string, string> = {}, body?: string): Promise<{ res: THttp; url: URL }> => {
    for (let hops = 0; hops < 10; hops++) {
      const cookie = cookieOf(url.host);
      const res = await http(port, method, url.host, url.pathname + url.search, { ...headers, ...(cookie ? { cookie } : {}) }, body);
      for (const c of (res.headers["set-cookie"] as string[] | undefined) ?? []) {
        const pair = c.split(";")[0]!;
        jar(url.host).set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
      }
      const loc = res.headers.location as string | undefined;
      if (res.status < 300 || res.status >= 400 || !loc) return { res, url };
      url = new URL(loc, url);
      [method, headers, body] = ["GET", {}, undefined];
    }
    throw new Error("sign-in: too many redirects");
  };
  const form = await go(new URL(`http://${tenant}.localhost:${port}/Login`));
  const fields = new URLSearchParams();
  for (const m of form.res.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) fields.set(m[1]!, unescapeHtml(m[2]!));
  fields.set("email", LEARNER.email);
  fields.set("password", LEARNER.password);
  const done = await go(
    new URL("/masuk", form.url),
    "POST",
    { "content-type": "application/x-www-form-urlencoded", origin: form.url.origin },
    fields.toString(),
  );
  if (done.url.pathname !== "/Dashboard" || done.res.status !== 200)
    throw new Error(`bench: sign-in on ${tenant} ended at ${done.url.href} (${done.res.status})`);
  return cookieOf(done.url.host);
}

/** A chapter of the learner's first course, found by following the links of /Dashboard/Kelas. */
async function enrolledChapter(port: number, host: string, cookie: string): Promise<string> {
  const links = (html: string, re: RegExp) => [...html.matchAll(/href="([^"#]+)"/g)].map((m) => unescapeHtml(m[1]!)).filter((h) => re.test(h));
  const mine = await http(port, "GET", host, "/Dashboard/Kelas", { cookie });
  const course = links(mine.body, /^\/Courses\/[^/]+(\/[^/]+)?$/)[0];
  if (!course) throw new Error("bench: the demo learner has no course on /Dashboard/Kelas");
  const chapter = links((await http(port, "GET", host, course, { cookie })).body, /\/chapter\//)[0];
  if (!chapter) throw new Error(`bench: no chapter link on ${course}`);
  return chapter;
}

async function waitFor(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(url, { headers });
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

function startServer(port: number, extra: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(join(tmpdir(), "tunas-bench-")),
      BUILD_DIR,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extra,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/**
 * A plain node:http server that answers every request with `body` (its bytes are read from a file).
 * The baseline serves the page's own bytes: autocannon decodes each body into a string, and a body
 * with any non-ASCII character (`©`, `…`, `–`) costs it about twice an all-ASCII one of the same
 * size, so an ASCII filler would measure the load generator's decoding as much as the server.
 */
function startBaseline(port: number, body: Buffer): ChildProcess {
  const file = join(mkdtempSync(join(tmpdir(), "tunas-bench-")), "body");
  writeFileSync(file, body);
  const code = `const b=require("node:fs").readFileSync(${JSON.stringify(file)});require("node:http").createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-length":b.length});s.end(b)}).listen(${port},"127.0.0.1")`;
  return spawn(process.execPath, ["-e", code], { stdio: "ignore" });
}

interface TRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
  errors: number;
  non2xx: number;
  /** Server RSS before and after the row's load (200-connection rows). */
  rss?: [number, number];
  /** The req/s of the baseline this row is compared with, when not the table's first row. */
  base?: number;
}

/** One table line: name, req/s, p50, p99, CPU per request and the ratio to `base` req/s. */
function tableRow(r: TRow, base: number): string {
  return (
    r.name.padEnd(48) +
    String(r.rps).padStart(9) +
    String(r.p50).padStart(8) +
    String(r.p99).padStart(8) +
    String(r.cpuUs).padStart(12) +
    (r.rps / (r.base ?? base)).toFixed(2).padStart(8)
  );
}

async function load(
  name: string,
  pid: number,
  url: string,
  host?: string,
  extra: Record<string, string> = {},
  opts: { connections?: number; bust?: boolean } = {},
): Promise<TRow> {
  const headers = host ? { host, ...extra } : undefined;
  // `bust`: a query parameter with a new value on every request (`/Class?bust=N`), as a cache buster would send.
  let n = 0;
  const path = new URL(url).pathname;
  const requests: autocannon.Request[] | undefined = opts.bust ? [{ setupRequest: (req) => ({ ...req, path: `${path}?bust=${n++}` }) }] : undefined;
  // warm-up
  await autocannon({ url, connections: 4, duration: 1, headers, requests });
  const rssBefore = rssMb(pid);
  const before = cpuMs(pid);
  const r = await autocannon({ url, connections: opts.connections ?? CONNECTIONS, duration: DURATION, headers, requests });
  const used = cpuMs(pid) - before;
  return {
    rss: opts.connections ? [rssBefore, rssMb(pid)] : undefined,
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUs: Math.round((used * 1000) / Math.max(1, r.requests.total)),
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

async function clientJsKb(port: number, host: string, path: string, cookie?: string): Promise<number> {
  const html = (await http(port, "GET", host, path, cookie ? { cookie } : {})).body;
  const srcs = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\("([^"]+)"\)/g)) srcs.add(m[1]!);
  let total = 0;
  for (const s of srcs) {
    const file = join(BUILD_DIR, "client", s);
    total += existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  }
  return Math.round(total / 102.4) / 10;
}

if (PG_ADMIN) {
  const name = `tunas_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_ADMIN);
  u.pathname = "/" + name;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    const a = new pg.Client({ connectionString: PG_ADMIN });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
}

/**
 * `--stock`: a third server runs the same app and server on React Router's stock render path
 * (its default streaming entry, no cached shell markup, React Router as published, without our
 * patch; `${BUILD_DIR}-stock/`, TUNAS_RR_STOCK=1), so the uncached rows can be compared with what
 * stock React Router costs for the same pages. A fourth server runs our build on the unpatched
 * React Router (`${BUILD_DIR}-unpatched/`): the A/B of the patch in patches/ (docs/decisions/069).
 */
const STOCK = process.argv.includes("--stock");
const STOCK_DIR = `${BUILD_DIR}-stock`;
const UNPATCHED_DIR = `${BUILD_DIR}-unpatched`;
const TUNAS_RR_DIR = STOCK ? pristineReactRouter() : "";
if (STOCK) {
  for (const [dir, extra] of [
    [STOCK_DIR, { TUNAS_RR_STOCK: "1" }],
    [UNPATCHED_DIR, {}],
  ] as const) {
    console.log(`bench: building ${dir === STOCK_DIR ? "the stock React Router reference" : "the app on unpatched React Router"} into ${dir}/ …`);
    const r = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
      env: { ...process.env, ...extra, BUILD_DIR: dir, TUNAS_RR_DIR, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (r.status !== 0) throw new Error(`build of ${dir} failed`);
  }
  // The A/B means something only if the measured build carries the patch and the references do not.
  const bundle = (dir: string) => join(dir, "server", "index.js");
  if (!existsSync(bundle(BUILD_DIR)) || !holdsPatch(bundle(BUILD_DIR)))
    throw new Error(`${BUILD_DIR}/ was not built with the patched React Router: run \`npm install\` (it applies patches/) and \`npm run build\``);
  for (const dir of [STOCK_DIR, UNPATCHED_DIR]) if (holdsPatch(bundle(dir))) throw new Error(`${dir}/ carries the React Router patch`);
}

const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const cachedPort = PORT_BASE;
const uncachedPort = PORT_BASE + 1;
const basePort = PORT_BASE + 2;
const cached = startServer(cachedPort, { PAGE_CACHE: "on" });
// With one PostgreSQL database, let the first server migrate and seed before the second starts.
if (databaseUrl) await waitFor(`http://127.0.0.1:${cachedPort}/readyz`);
const uncached = startServer(uncachedPort, { PAGE_CACHE: "off" });
const stockPort = PORT_BASE + 3;
if (databaseUrl && STOCK) await waitFor(`http://127.0.0.1:${uncachedPort}/readyz`);
// TUNAS_RR_DIR too, so that a rebuild by scripts/start.mjs would also use the unpatched copy.
const stock = STOCK ? startServer(stockPort, { PAGE_CACHE: "off", BUILD_DIR: STOCK_DIR, TUNAS_RR_STOCK: "1", TUNAS_RR_DIR }) : null;
const unpatchedPort = PORT_BASE + 7;
if (databaseUrl && STOCK) await waitFor(`http://127.0.0.1:${stockPort}/readyz`);
const unpatched = STOCK ? startServer(unpatchedPort, { PAGE_CACHE: "off", BUILD_DIR: UNPATCHED_DIR, TUNAS_RR_DIR }) : null;
const children = [cached, uncached, ...(stock ? [stock] : []), ...(unpatched ? [unpatched] : [])];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("exit", stop);
try {
  await waitFor(`http://127.0.0.1:${cachedPort}/readyz`);
  await waitFor(`http://127.0.0.1:${uncachedPort}/readyz`);
  if (stock) await waitFor(`http://127.0.0.1:${stockPort}/readyz`);
  if (unpatched) await waitFor(`http://127.0.0.1:${unpatchedPort}/readyz`);
  const firstHost = `${TENANTS[0]}.localhost`;
  const servers = [
    { name: "page cache", pid: cached.pid! },
    { name: "uncached", pid: uncached.pid! },
    ...(stock ? [{ name: "stock", pid: stock.pid! }] : []),
    ...(unpatched ? [{ name: "unpatched", pid: unpatched.pid! }] : []),
  ];
  const rssStart = servers.map((s) => `${s.name} ${rssMb(s.pid)} MB`).join(", ");
  const page = Buffer.from((await http(cachedPort, "GET", firstHost, PATHS[0]!)).body, "utf8");
  const baseline = startBaseline(basePort, page);
  // For reference only: the same size of ASCII filler (the baseline before 2026-11-27).
  const filler = startBaseline(PORT_BASE + 4, Buffer.alloc(page.length, "x"));
  children.push(baseline, filler);
  await waitFor(`http://127.0.0.1:${basePort}/`);
  await waitFor(`http://127.0.0.1:${PORT_BASE + 4}/`);

  const rows: TRow[] = [];
  rows.push(await load(`baseline node:http (the page's ${page.length} B)`, baseline.pid!, `http://127.0.0.1:${basePort}/`));
  rows.push(await load(`  reference: ASCII filler, same size`, filler.pid!, `http://127.0.0.1:${PORT_BASE + 4}/`));
  for (const path of PATHS) {
    for (const t of TENANTS) {
      rows.push(await load(`${t} ${path} (page cache)`, cached.pid!, `http://127.0.0.1:${cachedPort}${path}`, `${t}.localhost`));
    }
    for (const t of TENANTS) {
      rows.push(await load(`${t} ${path} (uncached render)`, uncached.pid!, `http://127.0.0.1:${uncachedPort}${path}`, `${t}.localhost`));
    }
    if (stock) {
      for (const t of TENANTS) {
        rows.push(await load(`${t} ${path} (uncached, stock React Router)`, stock.pid!, `http://127.0.0.1:${stockPort}${path}`, `${t}.localhost`));
      }
    }
    if (unpatched) {
      for (const t of TENANTS) {
        rows.push(await load(`${t} ${path} (uncached, unpatched RR)`, unpatched.pid!, `http://127.0.0.1:${unpatchedPort}${path}`, `${t}.localhost`));
      }
    }
    // What a browser gets (it always sends Accept-Encoding): brotli from the cache, compressed per render.
    const t = TENANTS[0]!;
    rows.push(await load(`${t} ${path} (page cache, br)`, cached.pid!, `http://127.0.0.1:${cachedPort}${path}`, `${t}.localhost`, BROWSER));
    rows.push(await load(`${t} ${path} (uncached render, br)`, uncached.pid!, `http://127.0.0.1:${uncachedPort}${path}`, `${t}.localhost`, BROWSER));
  }
  // Signed-in pages (never from the page cache): the demo learner on the first tenant.
  const learnerOn = async (port: number) => {
    const cookie = await signIn(port, TENANTS[0]!);
    return { cookie, pages: ["/Dashboard", await enrolledChapter(port, firstHost, cookie)] };
  };
  const ours = await learnerOn(uncachedPort);
  const ref = stock ? await learnerOn(stockPort) : null;
  const refUnpatched = unpatched ? await learnerOn(unpatchedPort) : null;
  const signedInPaths = ours.pages;
  for (const [i, path] of signedInPaths.entries()) {
    const label = i === 0 ? path : "chapter";
    rows.push(
      await load(`${TENANTS[0]} ${label} (signed in, render)`, uncached.pid!, `http://127.0.0.1:${uncachedPort}${path}`, firstHost, { cookie: ours.cookie }),
    );
    if (ref)
      rows.push(
        await load(`${TENANTS[0]} ${label} (signed in, stock React Router)`, stock!.pid!, `http://127.0.0.1:${stockPort}${ref.pages[i]}`, firstHost, {
          cookie: ref.cookie,
        }),
      );
    if (refUnpatched)
      rows.push(
        await load(
          `${TENANTS[0]} ${label} (signed in, unpatched RR)`,
          unpatched!.pid!,
          `http://127.0.0.1:${unpatchedPort}${refUnpatched.pages[i]}`,
          firstHost,
          {
            cookie: refUnpatched.cookie,
          },
        ),
      );
  }
  // 200 connections: API lists and a cache-busting query string, each against a node:http baseline
  // at the same load that serves the same bytes (the API answer, or the /Class page).
  const WIDE = 200;
  const wide: TRow[] = [];
  const apiBody = Buffer.from((await http(cachedPort, "GET", firstHost, "/api/v1/class/active")).body, "utf8");
  const classBody = Buffer.from((await http(cachedPort, "GET", firstHost, "/Class")).body, "utf8");
  const wideBase = { api: PORT_BASE + 5, page: PORT_BASE + 6 };
  const apiBaseline = startBaseline(wideBase.api, apiBody);
  const pageBaseline = startBaseline(wideBase.page, classBody);
  children.push(apiBaseline, pageBaseline);
  await waitFor(`http://127.0.0.1:${wideBase.api}/`);
  await waitFor(`http://127.0.0.1:${wideBase.page}/`);
  const apiBase = await load(
    `baseline node:http, the API answer (${apiBody.length} B)`,
    apiBaseline.pid!,
    `http://127.0.0.1:${wideBase.api}/`,
    undefined,
    {},
    { connections: WIDE },
  );
  wide.push(apiBase);
  for (const t of TENANTS) {
    wide.push({
      ...(await load(
        `${t} /api/v1/class/active (${WIDE} conn)`,
        cached.pid!,
        `http://127.0.0.1:${cachedPort}/api/v1/class/active`,
        `${t}.localhost`,
        {},
        { connections: WIDE },
      )),
      base: apiBase.rps,
    });
  }
  wide.push({
    ...(await load(
      `${TENANTS[0]} /api/v1/post/article/list (${WIDE} conn)`,
      cached.pid!,
      `http://127.0.0.1:${cachedPort}/api/v1/post/article/list`,
      firstHost,
      {},
      { connections: WIDE },
    )),
    base: apiBase.rps,
  });
  const pageBase = await load(
    `baseline node:http, the /Class page (${classBody.length} B)`,
    pageBaseline.pid!,
    `http://127.0.0.1:${wideBase.page}/`,
    undefined,
    {},
    { connections: WIDE },
  );
  wide.push({ ...pageBase, base: pageBase.rps });
  for (const t of TENANTS) {
    wide.push({
      ...(await load(
        `${t} /Class?bust=N (page cache, ${WIDE} conn)`,
        cached.pid!,
        `http://127.0.0.1:${cachedPort}/Class`,
        `${t}.localhost`,
        {},
        { connections: WIDE, bust: true },
      )),
      base: pageBase.rps,
    });
  }
  wide.push({
    ...(await load(
      `${TENANTS[0]} /Class (page cache, ${WIDE} conn)`,
      cached.pid!,
      `http://127.0.0.1:${cachedPort}/Class`,
      firstHost,
      {},
      { connections: WIDE },
    )),
    base: pageBase.rps,
  });
  const base = rows[0]!.rps;
  console.log(
    `\nbench: ${DURATION}s per target, ${CONNECTIONS} connections, node ${process.version}, ${BUILD_DIR}/, database ${databaseUrl ? "PostgreSQL" : "PGlite"}`,
  );
  console.log(`chapter: ${signedInPaths[1]}`);
  console.log(
    "target".padEnd(48) + "req/s".padStart(9) + "p50 ms".padStart(8) + "p99 ms".padStart(8) + "CPU µs/req".padStart(12) + "× base".padStart(8) + "  errors",
  );
  for (const r of rows) console.log(tableRow(r, base) + `  ${r.errors + r.non2xx}`);
  if (stock) {
    for (const path of PATHS) {
      for (const t of TENANTS) {
        const ours = rows.find((r) => r.name === `${t} ${path} (uncached render)`)!;
        const ref = rows.find((r) => r.name === `${t} ${path} (uncached, stock React Router)`)!;
        console.log(
          `${t} ${path}: uncached render ${ours.cpuUs} µs/req vs stock React Router ${ref.cpuUs} µs/req → ${(ref.cpuUs / ours.cpuUs).toFixed(2)}× less CPU`,
        );
      }
    }
    for (const label of ["/Dashboard", "chapter"]) {
      const o = rows.find((r) => r.name === `${TENANTS[0]} ${label} (signed in, render)`)!;
      const r = rows.find((r) => r.name === `${TENANTS[0]} ${label} (signed in, stock React Router)`)!;
      console.log(`${TENANTS[0]} ${label} signed in: ${o.cpuUs} µs/req vs stock React Router ${r.cpuUs} µs/req → ${(r.cpuUs / o.cpuUs).toFixed(2)}× less CPU`);
    }
    // The patch's A/B: the same build, the same pages, React Router with and without patches/.
    const pairs = [
      ...PATHS.flatMap((path) => TENANTS.map((t) => [`${t} ${path}`, `${t} ${path} (uncached render)`, `${t} ${path} (uncached, unpatched RR)`])),
      ...["/Dashboard", "chapter"].map((label) => [
        `${TENANTS[0]} ${label} signed in`,
        `${TENANTS[0]} ${label} (signed in, render)`,
        `${TENANTS[0]} ${label} (signed in, unpatched RR)`,
      ]),
    ];
    for (const [title, withName, withoutName] of pairs) {
      const w = rows.find((r) => r.name === withName)!;
      const wo = rows.find((r) => r.name === withoutName)!;
      const saved = 100 * (1 - w.cpuUs / wo.cpuUs);
      console.log(
        `React Router patch A/B, ${title}: ${w.cpuUs} µs/req patched vs ${wo.cpuUs} µs/req unpatched → ${Math.abs(saved).toFixed(1)} % ${saved >= 0 ? "less" : "more"} CPU`,
      );
    }
  }
  for (const path of PATHS) console.log(`client JS for ${path} (gzip): ${await clientJsKb(cachedPort, firstHost, path)} KB`);
  for (const [i, path] of signedInPaths.entries())
    console.log(`client JS for ${i === 0 ? path : "chapter"}, signed in (gzip): ${await clientJsKb(uncachedPort, firstHost, path, ours.cookie)} KB`);
  console.log(`\n${WIDE} connections (× the ${WIDE}-connection baseline above the row, serving the same bytes; RSS of the server before → after the row)`);
  console.log(
    "target".padEnd(48) +
      "req/s".padStart(9) +
      "p50 ms".padStart(8) +
      "p99 ms".padStart(8) +
      "CPU µs/req".padStart(12) +
      "× base".padStart(8) +
      "  RSS MB".padEnd(14) +
      "errors",
  );
  for (const r of wide) console.log(tableRow(r, wide[0]!.rps) + `  ${r.rss ? `${r.rss[0]} → ${r.rss[1]}` : ""}`.padEnd(14) + `  ${r.errors + r.non2xx}`);
  console.log(`server RSS at start: ${rssStart}`);
  console.log(`server RSS after load: ${servers.map((s) => `${s.name} ${rssMb(s.pid)} MB`).join(", ")}`);
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 500));
  await dropDatabase().catch(() => {});
}
process.exit(0);
