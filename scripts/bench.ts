// `npm run bench [-- --duration 10 --paths /,/Class --tenants sekolahbeta,smkcoding]`
// Starts the production server (page cache on, and a second one with it off) and a plain
// node:http baseline that returns a fixed string of the same size, loads each with autocannon
// and prints requests/s, p50/p99 latency, server CPU per request and the ratio to the baseline.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const DURATION = Number(arg("duration", "8"));
const CONNECTIONS = Number(arg("connections", "32"));
const PATHS = arg("paths", "/").split(",");
const TENANTS = arg("tenants", "sekolahbeta,smkcoding").split(",");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CLK_TCK = 100;
/** `--postgres [url]`: run the servers on a fresh PostgreSQL database instead of PGlite. */
const PG_ADMIN = process.argv.includes("--postgres")
  ? (() => {
      const v = process.argv[process.argv.indexOf("--postgres") + 1];
      return v && v.startsWith("postgres") ? v : "postgres://postgres@127.0.0.1:5432/postgres";
    })()
  : null;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
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
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
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

function startBaseline(port: number, size: number): ChildProcess {
  const code = `const b=Buffer.alloc(${size},120);require("node:http").createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-length":b.length});s.end(b)}).listen(${port},"127.0.0.1")`;
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
}

async function load(name: string, pid: number, url: string, host?: string, extra: Record<string, string> = {}): Promise<TRow> {
  const headers = host ? { host, ...extra } : undefined;
  // warm-up
  await autocannon({ url, connections: 4, duration: 1, headers });
  const before = cpuMs(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const used = cpuMs(pid) - before;
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUs: Math.round((used * 1000) / Math.max(1, r.requests.total)),
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

async function clientJsKb(base: string, host: string, path: string): Promise<number> {
  const html = await (await fetch(base + path, { headers: { host } })).text();
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
 * (its default streaming entry, its code unpatched; build-stock/, TUNAS_RR_STOCK=1), so the
 * uncached rows can be compared with what stock React Router costs for the same pages.
 */
const STOCK = process.argv.includes("--stock");
const STOCK_DIR = "build-stock";
if (STOCK) {
  console.log(`bench: building the stock React Router reference into ${STOCK_DIR}/ …`);
  const r = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    env: { ...process.env, BUILD_DIR: STOCK_DIR, TUNAS_RR_STOCK: "1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error("stock build failed");
}

const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const cachedPort = 3401;
const uncachedPort = 3402;
const basePort = 3403;
const cached = startServer(cachedPort, { PAGE_CACHE: "on" });
// With one PostgreSQL database, let the first server migrate and seed before the second starts.
if (databaseUrl) await waitFor(`http://127.0.0.1:${cachedPort}/readyz`);
const uncached = startServer(uncachedPort, { PAGE_CACHE: "off" });
const stockPort = 3404;
if (databaseUrl && STOCK) await waitFor(`http://127.0.0.1:${uncachedPort}/readyz`);
const stock = STOCK ? startServer(stockPort, { PAGE_CACHE: "off", BUILD_DIR: STOCK_DIR, TUNAS_RR_STOCK: "1" }) : null;
const children = [cached, uncached, ...(stock ? [stock] : [])];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("exit", stop);
try {
  await waitFor(`http://127.0.0.1:${cachedPort}/readyz`);
  await waitFor(`http://127.0.0.1:${uncachedPort}/readyz`);
  if (stock) await waitFor(`http://127.0.0.1:${stockPort}/readyz`);
  const firstHost = `${TENANTS[0]}.localhost`;
  const page = await (await fetch(`http://127.0.0.1:${cachedPort}${PATHS[0]}`, { headers: { host: firstHost } })).text();
  const baseline = startBaseline(basePort, Buffer.byteLength(page));
  children.push(baseline);
  await waitFor(`http://127.0.0.1:${basePort}/`);

  const rows: TRow[] = [];
  rows.push(await load(`baseline node:http (${Buffer.byteLength(page)} B)`, baseline.pid!, `http://127.0.0.1:${basePort}/`));
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
    // What a browser gets (it always sends Accept-Encoding): brotli from the cache, compressed per render.
    const t = TENANTS[0]!;
    rows.push(await load(`${t} ${path} (page cache, br)`, cached.pid!, `http://127.0.0.1:${cachedPort}${path}`, `${t}.localhost`, BROWSER));
    rows.push(await load(`${t} ${path} (uncached render, br)`, uncached.pid!, `http://127.0.0.1:${uncachedPort}${path}`, `${t}.localhost`, BROWSER));
  }
  const base = rows[0]!.rps;
  console.log(`\nbench: ${DURATION}s per target, ${CONNECTIONS} connections, node ${process.version}, ${BUILD_DIR}/, database ${databaseUrl ? "PostgreSQL" : "PGlite"}`);
  console.log("target".padEnd(48) + "req/s".padStart(9) + "p50 ms".padStart(8) + "p99 ms".padStart(8) + "CPU µs/req".padStart(12) + "× base".padStart(8) + "  errors");
  for (const r of rows) {
    console.log(
      r.name.padEnd(48) +
        String(r.rps).padStart(9) +
        String(r.p50).padStart(8) +
        String(r.p99).padStart(8) +
        String(r.cpuUs).padStart(12) +
        (r.rps / base).toFixed(2).padStart(8) +
        `  ${r.errors + r.non2xx}`,
    );
  }
  if (stock) {
    for (const path of PATHS) {
      for (const t of TENANTS) {
        const ours = rows.find((r) => r.name === `${t} ${path} (uncached render)`)!;
        const ref = rows.find((r) => r.name === `${t} ${path} (uncached, stock React Router)`)!;
        console.log(`${t} ${path}: uncached render ${ours.cpuUs} µs/req vs stock React Router ${ref.cpuUs} µs/req → ${(ref.cpuUs / ours.cpuUs).toFixed(2)}× less CPU`);
      }
    }
  }
  for (const path of PATHS) console.log(`client JS for ${path} (gzip): ${await clientJsKb(`http://127.0.0.1:${cachedPort}`, firstHost, path)} KB`);
  const mem = readFileSync(`/proc/${cached.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  if (mem) console.log(`server RSS after load: ${Math.round(Number(mem[1]) / 1024)} MB`);
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 500));
  await dropDatabase().catch(() => {});
}
process.exit(0);
