// `npm run bench:load [-- --duration 60 --connections 200 --postgres [url] --port 3460]`
//
// Mixed load against the production server for `duration` seconds with `connections` concurrent
// connections in total, split over four kinds of traffic that run at the same time:
//   - anonymous pages on six tenants (/, /Class, /Blog-ish lists: the usual first views),
//   - signed-in pages (the demo learner's /Dashboard and /Dashboard/Kelas),
//   - public API lists,
//   - writes (demo requests through the registration API and click logs), each from its own client
//     address and e-mail so the request limits do not refuse them.
// PGlite runs one server process; with --postgres the server runs as two processes
// (`--workers 2`) on a fresh PostgreSQL database. Prints req/s, p50/p99 latency, errors and non-2xx
// per kind, and the server's RSS before and after.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-runtime.ts";
import { eq } from "drizzle-orm";
import { openPglite, openPostgres, type Database } from "../src/db/client.ts";
import { sessions, users } from "../src/db/schema/index.ts";
import { randomToken, sha256 } from "../src/domain/identity/crypto.ts";
import { SESSION_COOKIE } from "../src/domain/identity/cookies.ts";
import { SESSION_TTL_SECONDS } from "../src/domain/identity/sessions.ts";

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith("--") ? process.argv[i + 1]! : def;
};
const DURATION = Number(arg("duration", "60"));
const CONNECTIONS = Number(arg("connections", "200"));
const PORT = Number(arg("port", "3460"));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PG_ADMIN = process.argv.includes("--postgres") ? arg("postgres", "postgres://postgres@127.0.0.1:5432/postgres") : null;
const TENANTS = ["sekolahbeta", "smkcoding", "pesilat", "jda", "aksara", "tunas"];
const LEARNER_EMAIL = "peserta@contoh.id";
const SIGNED_IN_TENANT = "sekolahbeta";

function rssKb(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** RSS of the server, with the workers of a --workers primary. */
function rssMb(pid: number): number {
  let children: number[] = [];
  try {
    children = execFileSync("ps", ["--ppid", String(pid), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((l) => Number(l.trim()))
      .filter(Boolean);
  } catch {
    /* no children: ps exits 1 */
  }
  return Math.round([pid, ...children].reduce((kb, p) => kb + rssKb(p), 0) / 1024);
}

async function waitUp(base: string): Promise<void> {
  // A first start builds (when the build is stale) and seeds a fresh database: allow minutes.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${base} did not start`);
}

function start(env: Record<string, string>, workers: number): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs", ...(workers > 1 ? ["--workers", String(workers)] : [])], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", BUILD_DIR, TRUST_PROXY: "127.0.0.1", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

/** A session of the demo learner on the signed-in tenant, written the way the site's sign-in writes it. */
async function learnerCookie(db: Database): Promise<string> {
  const [u] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, LEARNER_EMAIL)).limit(1);
  if (!u) throw new Error(`bench:load: no demo learner ${LEARNER_EMAIL} in the seed`);
  const token = randomToken();
  await db.db
    .insert(sessions)
    .values({ tenantId: SIGNED_IN_TENANT, tokenHash: sha256(token), userId: u.id, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) });
  return `${SESSION_COOKIE}=${token}`;
}

// Another server on the port would be measured instead of ours.
try {
  await fetch(`http://127.0.0.1:${PORT}/healthz`);
  console.error(`bench:load: port ${PORT} is in use; choose another with --port`);
  process.exit(1);
} catch {
  /* free */
}
// Whatever happens, no server is left running.
process.on("exit", () => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
});

let dataDir = "";
let databaseUrl = "";
let dropDb = async () => {};
let server: ChildProcess;
let cookie: string;
const base = `http://127.0.0.1:${PORT}`;

if (PG_ADMIN) {
  const name = `tunas_load_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_ADMIN);
  u.pathname = "/" + name;
  databaseUrl = u.toString();
  dropDb = async () => {
    const a = new pg.Client({ connectionString: PG_ADMIN });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  server = start({ DATABASE_URL: databaseUrl }, 2);
  await waitUp(base);
  const db = await openPostgres(databaseUrl, 1);
  cookie = await learnerCookie(db);
  await db.close();
} else {
  dataDir = mkdtempSync(join(tmpdir(), "tunas-load-"));
  // First start seeds the directory; the session is written while no server holds it.
  server = start({ DATA_DIR: dataDir, DATABASE_URL: "" }, 1);
  await waitUp(base);
  await stop(server);
  const db = await openPglite(dataDir);
  cookie = await learnerCookie(db);
  await db.close();
  server = start({ DATA_DIR: dataDir, DATABASE_URL: "" }, 1);
  await waitUp(base);
}

let seq = 0;
const nextIp = () => {
  const n = ++seq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
type TReq = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (r: Record<string, unknown>) => Record<string, unknown>;
};
const kinds: { name: string; share: number; requests: TReq[] }[] = [
  {
    name: "anonymous pages (6 tenants)",
    share: 0.6,
    requests: TENANTS.flatMap((t) => ["/", "/Class", "/Courses"].map((path) => ({ path, headers: { host: `${t}.localhost`, "accept-encoding": "br" } }))),
  },
  {
    name: "signed-in pages",
    share: 0.15,
    requests: ["/Dashboard", "/Dashboard/Kelas"].map((path) => ({ path, headers: { host: `${SIGNED_IN_TENANT}.localhost`, cookie, "accept-encoding": "br" } })),
  },
  {
    name: "API lists",
    share: 0.15,
    requests: TENANTS.slice(0, 3).flatMap((t) =>
      ["/api/v1/class/active", "/api/v1/post/article/list"].map((path) => ({ path, headers: { host: `${t}.localhost` } })),
    ),
  },
  {
    name: "writes (demo requests, click logs)",
    share: 0.1,
    requests: [
      {
        path: "/api/v0/cms/app/request-demo",
        headers: { host: "smkcoding.localhost" },
        setupRequest: (r) => {
          const n = ++seq;
          return { ...r, path: `/api/v0/cms/app/request-demo?email=beban-${n}@contoh.id`, headers: { ...(r.headers as object), "x-forwarded-for": nextIp() } };
        },
      },
      {
        method: "POST",
        path: "/api/v1/logger/log/click",
        headers: { host: "sekolahbeta.localhost", "content-type": "application/json" },
        setupRequest: (r) => ({
          ...r,
          headers: { ...(r.headers as object), "x-forwarded-for": nextIp() },
          body: JSON.stringify({
            from: "http://sekolahbeta.localhost/",
            to: `https://contoh.test/beban/${++seq}`,
            type: "external",
            timestamp: new Date().toISOString(),
          }),
        }),
      },
    ],
  },
];

// Warm-up: every request once, so the first second is not all cold renders.
for (const k of kinds) await autocannon({ url: base, connections: 2, amount: k.requests.length * 2, requests: k.requests as never });

const pid = server.pid!;
const rssBefore = rssMb(pid);
const results = await Promise.all(
  kinds.map((k) =>
    autocannon({ url: base, connections: Math.max(1, Math.round(CONNECTIONS * k.share)), duration: DURATION, requests: k.requests as never, timeout: 10 }).then(
      (r) => ({ k, r }),
    ),
  ),
);
const rssAfter = rssMb(pid);
await stop(server);
await dropDb();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const label = PG_ADMIN ? "PostgreSQL, 2 processes (--workers 2)" : "PGlite, 1 process";
console.log(`\nbench:load — ${label}, ${CONNECTIONS} connections, ${DURATION} s`);
console.log(
  "kind".padEnd(38) + "conn".padStart(6) + "req/s".padStart(9) + "p50 ms".padStart(9) + "p99 ms".padStart(9) + "errors".padStart(8) + "non-2xx".padStart(9),
);
let totalRps = 0;
let totalErrors = 0;
for (const { k, r } of results) {
  totalRps += r.requests.average;
  totalErrors += r.errors + r.timeouts;
  console.log(
    k.name.padEnd(38) +
      String(Math.max(1, Math.round(CONNECTIONS * k.share))).padStart(6) +
      String(Math.round(r.requests.average)).padStart(9) +
      String(r.latency.p50).padStart(9) +
      String(r.latency.p99).padStart(9) +
      String(r.errors + r.timeouts).padStart(8) +
      String(r.non2xx).padStart(9),
  );
}
console.log(`total ${Math.round(totalRps)} req/s, ${totalErrors} errors; server RSS ${rssBefore} MB before, ${rssAfter} MB after`);
