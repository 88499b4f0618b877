import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TTestDb } from "./helpers/db.ts";
import { hostFetch } from "./helpers/http.ts";

/**
 * Two real server processes (`src/server/cli.ts`, the production entry) on one PostgreSQL
 * database, as behind a load balancer without sticky sessions:
 *   - a settings change made through one is served by the other within 1 s (LISTEN/NOTIFY,
 *     src/server/tenant-changes.ts), although the other had the old value cached;
 *   - a request limit counts hits on both;
 *   - the mail outbox is delivered once, with both dispatchers running.
 * PostgreSQL only: a PGlite data directory admits one process (tests/data-dir.spec.ts).
 */
const onPostgres = process.env.TEST_DB === "postgres";
const HOST = "sekolahbeta.localhost";
const ADMIN_KEY = "kunci-operator-uji-dua-proses";

let db: TTestDb;
let smtp: SMTPServer;
const delivered = new Map<string, number>();
const servers: { child: ChildProcess; base: string; log: string[] }[] = [];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

async function startProcess(databaseUrl: string, smtpPort: number): Promise<{ child: ChildProcess; base: string; log: string[] }> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      ADMIN_API_KEY: ADMIN_KEY,
      TRUST_PROXY: "127.0.0.1",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_INTERVAL_MS: "200",
      PAGE_CACHE: "on",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => log.push(String(d)));
  child.stderr!.on("data", (d) => log.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${log.join("")}`);
    try {
      if ((await hostFetch(`${base}/api/v1/authorizer/version`, HOST)).ok) return { child, base, log };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${log.join("")}`);
}

/** GET with a Host header (fetch does not send a custom Host). */
function get(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = httpRequest(`${base}${path}`, { headers: { host: HOST } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

async function title(base: string): Promise<string> {
  const r = await get(base, "/api/v0/cms/app/settings");
  expect(r.status).toBe(200);
  return (JSON.parse(r.body) as { data: { title: string } }).data.title;
}

function signup(base: string, email: string, ip: string): Promise<Response> {
  return fetch(`${base}/api/v1/auth/signup/coder`, {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ name: "Peserta Uji", email, password: "kata-sandi-kuat-123" }),
  });
}

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDb();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      stream.resume();
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) delivered.set(r.address, (delivered.get(r.address) ?? 0) + 1);
        done();
      });
    },
  });
  // A killed or stopped server drops its SMTP connection mid-session: not an error of the test.
  smtp.on("error", () => {});
  await new Promise<void>((ok) => smtp.listen(0, "127.0.0.1", ok));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = "/" + db.label.slice("postgres:".length);
  // One after the other: both would otherwise race to migrate an already migrated database.
  servers.push(await startProcess(url.toString(), smtpPort));
  servers.push(await startProcess(url.toString(), smtpPort));
}, 200_000);

afterAll(async () => {
  for (const s of servers) {
    s.child.kill("SIGTERM");
    await new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once("exit", r)));
  }
  smtp?.close();
  await db?.drop();
});

describe.skipIf(!onPostgres)("two server processes on one PostgreSQL", () => {
  it("serves a settings change made through one process from the other within 1 s", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const before = await title(b.base); // now cached in process B, page too
    expect(before).not.toBe("");
    expect((await get(b.base, "/")).body).toContain(before);
    const next = `Sekolah Beta ${Date.now().toString(36)}`;
    const put = await fetch(`${a.base}/api/sekolahbeta/cms/app/setting/title`, {
      method: "PUT",
      headers: { host: HOST, "content-type": "application/json", authorization: `Bearer ${ADMIN_KEY}` },
      body: JSON.stringify({ value: next }),
    });
    expect(put.status).toBe(200);
    const t0 = Date.now();
    let seen = await title(b.base);
    while (seen !== next && Date.now() - t0 < 1_000) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await title(b.base);
    }
    const latency = Date.now() - t0;
    expect(seen, `process B still served "${seen}" after ${latency} ms`).toBe(next);
    expect(latency).toBeLessThan(1_000);
    console.log(`settings change through process A served by process B after ${latency} ms`);
    // The anonymous page, cached by B before the change, shows the new title too.
    const page = await get(b.base, "/");
    expect(page.status).toBe(200);
    expect(page.body).toContain(next);
  });

  it("counts a request limit over both processes", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    // The sign-up limit is 10 per hour per client address: 5 through each process, then one more.
    for (let i = 0; i < 10; i++) statuses.push((await signup(i % 2 ? b.base : a.base, `batas-${i}@contoh.test`, ip)).status);
    expect(statuses.every((s) => s === 202)).toBe(true);
    const eleventh = await signup(b.base, "batas-10@contoh.test", ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("delivers each outbox mail once with both dispatchers running", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const emails = Array.from({ length: 12 }, (_, i) => `sekali-${i}@contoh.test`);
    const res = await Promise.all(emails.map((e, i) => signup(i % 2 ? b.base : a.base, e, `198.51.100.${i + 1}`)));
    expect(res.map((r) => r.status)).toEqual(emails.map(() => 202));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && emails.some((e) => !delivered.has(e))) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_000)); // a second delivery would arrive now
    expect(emails.map((e) => delivered.get(e) ?? 0)).toEqual(emails.map(() => 1));
  });
});
