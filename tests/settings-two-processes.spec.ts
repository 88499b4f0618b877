import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TTestDb } from "./helpers/db.ts";
import { COLOUR_KEYS } from "../src/contracts/settings-form.ts";
import { sessions } from "../src/db/schema/identity.ts";
import { createAccount, setMembershipKind } from "../src/domain/identity/accounts.ts";
import { randomToken, sha256 } from "../src/domain/identity/crypto.ts";
import { SESSION_TTL_SECONDS } from "../src/domain/identity/sessions.ts";
import { THEME_DEFAULTS } from "../src/domain/tenants/theme.ts";
import { SESSION_COOKIE } from "../src/platform/services.ts";

/**
 * A site-settings save in the dashboard of one server process reaches the other process at once
 * (issue 17): both run the production entry on one PostgreSQL database with the page cache on;
 * process B has the home page cached in the old colour; an admin saves a new primary colour
 * through process A; B serves the new colour within a second (tenant version bump + NOTIFY,
 * src/server/tenant-changes.ts). PostgreSQL only (a PGlite data directory admits one process).
 */
const onPostgres = process.env.TEST_DB === "postgres";
const HOST = "sekolahbeta.localhost";

let db: TTestDb;
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

/** A request with a Host header (fetch does not send a custom Host). */
function call(
  base: string,
  path: string,
  opts: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = httpRequest(`${base}${path}`, { method: opts.method ?? "GET", headers: { host: HOST, ...opts.headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

async function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; base: string; log: string[] }> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, PAGE_CACHE: "on", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => log.push(String(d)));
  child.stderr!.on("data", (d) => log.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${log.join("")}`);
    try {
      if ((await call(base, "/api/v1/authorizer/version")).status === 200) return { child, base, log };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${log.join("")}`);
}

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDb();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = "/" + db.label.slice("postgres:".length);
  servers.push(await startProcess(url.toString()));
  servers.push(await startProcess(url.toString()));
}, 360_000);

afterAll(async () => {
  for (const s of servers) {
    s.child.kill("SIGTERM");
    await new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once("exit", r)));
  }
  await db?.drop();
});

describe.skipIf(!onPostgres)("site settings saved in the dashboard, on two server processes", () => {
  it("serves the new primary colour from the other process within 1 s", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const user = await createAccount(db.db, { name: "Admin Dua Proses", email: `dua-proses-${Date.now()}@contoh.test`, password: "kata-sandi-kuat-123" });
    await setMembershipKind({ db: db.db, tenantId: "sekolahbeta" }, user.id, 1);
    const token = randomToken();
    await db.db
      .insert(sessions)
      .values({ tenantId: "sekolahbeta", tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) });
    const cookie = `${SESSION_COOKIE}=${token}`;

    const cached = await call(b.base, "/"); // B now has the page (and the tenant) cached
    expect(cached.status).toBe(200);
    const old = cached.body.match(/--clr-primary:(#[0-9a-fA-F]{6})/)![1]!;
    const next = old.toUpperCase() === "#7A1FA2" ? "#1FA27A" : "#7A1FA2";

    const form = await call(a.base, "/Dashboard/Pengaturan", { headers: { cookie } });
    expect(form.status).toBe(200);
    const version = form.body.match(/name="version" value="(\d+)"/)![1]!;
    const body = new URLSearchParams({
      version,
      title: "Sekolah Beta",
      logoDark: "/brand/sekolahbeta/logo-dark.svg",
      logoLight: "/brand/sekolahbeta/logo-light.svg",
      favicon: "/brand/sekolahbeta/favicon.svg",
      "css.ft_primary": "Raleway",
      "css.ft_secondary": "Inter",
      ...Object.fromEntries(COLOUR_KEYS.map((k) => [`css.${k}`, THEME_DEFAULTS[k]])),
      "css.clr_primary": next,
      "meta.robot_index": "on",
      "meta.robot_follow": "on",
    });
    const saved = await call(a.base, "/Dashboard/Pengaturan", {
      method: "POST",
      body: body.toString(),
      headers: { cookie, origin: `http://${HOST}`, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status, saved.body.slice(0, 300)).toBe(200);
    expect(saved.body).toContain("Pengaturan disimpan");

    const t0 = Date.now();
    let page = await call(b.base, "/");
    while (!page.body.includes(`--clr-primary:${next}`) && Date.now() - t0 < 1_000) {
      await new Promise((r) => setTimeout(r, 20));
      page = await call(b.base, "/");
    }
    const latency = Date.now() - t0;
    expect(page.body, `process B still served the old colour after ${latency} ms`).toContain(`--clr-primary:${next}`);
    expect(latency).toBeLessThan(1_000);
    console.log(`primary colour saved through process A served by process B after ${latency} ms`);
  }, 60_000);
});
