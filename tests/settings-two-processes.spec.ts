import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, signInCookie } from "./factories/index.ts";
import { createTestDb, type TTestDb } from "./helpers/db.ts";
import type { TTestApp } from "./helpers/app.ts";
import { COLOUR_KEYS } from "../src/contracts/settings-form.ts";
import { THEME_DEFAULTS } from "../src/domain/tenants/theme.ts";

/**
 * A site-settings save in the dashboard of one server process reaches the other process at once
 * (issue 17): both run the production entry on one PostgreSQL database with the page cache on;
 * process B has the home page cached with the old title and colour; an admin saves a new title and
 * primary colour through process A's dashboard form (a real form post); B serves the new values
 * within a second (tenant version bump + NOTIFY, src/server/tenant-changes.ts), and another
 * tenant's page on B is untouched. PostgreSQL only (a PGlite data directory admits one process).
 *
 * The form post passes the same-origin checks the way a browser's does: each process renders for
 * the tenant's configured origin, locally `http://<layout>.localhost:<PORT>` with the listening port
 * (src/domain/tenants/public-urls.ts `tenantOrigin`), and React Router refuses an action whose
 * Origin differs from it (400). So Host and Origin name `sekolahbeta.localhost:<port of A>`.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const TENANT = { id: "sekolahbeta", layout: "sekolahbeta" };
const OTHER = "umptn";

let db: TTestDb;
type TProc = { child: ChildProcess; base: string; port: number; log: string[] };
const servers: TProc[] = [];

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

/** A request to process `p` for `layout`'s host (fetch does not send a custom Host). */
function call(
  p: Pick<TProc, "base" | "port">,
  path: string,
  opts: { layout?: string; method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const host = `${opts.layout ?? TENANT.layout}.localhost:${p.port}`;
  return new Promise((ok, fail) => {
    const req = httpRequest(`${p.base}${path}`, { method: opts.method ?? "GET", headers: { host, ...opts.headers } }, (res) => {
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

async function startProcess(databaseUrl: string): Promise<TProc> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "local",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PAGE_CACHE: "on",
      LOG_LEVEL: "warn",
      // The origin check compares against the listening port: no public port may override it.
      PUBLIC_PORT: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => log.push(String(d)));
  child.stderr!.on("data", (d) => log.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${log.join("")}`);
    try {
      if ((await call({ base, port }, "/api/v1/authorizer/version")).status === 200) return { child, base, port, log };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${log.join("")}`);
}

const primaryOf = (html: string) => html.match(/--clr-primary:(#[0-9a-fA-F]{6})/)?.[1];
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDb();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = "/" + db.label.slice("postgres:".length);
  // One after the other: both would otherwise race to migrate an already migrated database.
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
  it("serves the new title and primary colour from the other process within 1 s, and leaves another tenant alone", async () => {
    const [a, b] = servers as [TProc, TProc];
    // The factories only need the database (the servers are separate processes).
    const t = { db } as unknown as TTestApp;
    const admin = await makeUser(t, TENANT, { role: "admin", name: "Admin Dua Proses" });
    const cookie = await signInCookie(t, TENANT, admin);

    // B has both tenants' home pages (and the tenants) cached.
    const cached = await call(b, "/");
    expect(cached.status).toBe(200);
    const oldColour = primaryOf(cached.body);
    expect(oldColour, "the home page declares its primary colour").toBeDefined();
    const other = await call(b, "/", { layout: OTHER });
    expect(other.status).toBe(200);
    const otherColour = primaryOf(other.body);
    const otherTitle = titleOf(other.body);
    expect(otherColour).toBeDefined();

    const nextColour = oldColour!.toUpperCase() === "#7A1FA2" ? "#1FA27A" : "#7A1FA2";
    const nextTitle = `Sekolah Beta ${Date.now().toString(36)}`;
    expect(cached.body).not.toContain(nextTitle);

    const form = await call(a, "/Dashboard/Pengaturan", { headers: { cookie } });
    expect(form.status, form.body.slice(0, 300)).toBe(200);
    const version = form.body.match(/name="version" value="(\d+)"/)![1]!;
    const body = new URLSearchParams({
      version,
      title: nextTitle,
      logoDark: "/brand/sekolahbeta/logo-dark.svg",
      logoLight: "/brand/sekolahbeta/logo-light.svg",
      favicon: "/brand/sekolahbeta/favicon.svg",
      "css.ft_primary": "Raleway",
      "css.ft_secondary": "Inter",
      ...Object.fromEntries(COLOUR_KEYS.map((k) => [`css.${k}`, THEME_DEFAULTS[k]])),
      "css.clr_primary": nextColour,
      "meta.robot_index": "on",
      "meta.robot_follow": "on",
    });
    // A browser on A's page sends its origin: the tenant's local origin with A's port.
    const saved = await call(a, "/Dashboard/Pengaturan", {
      method: "POST",
      body: body.toString(),
      headers: { cookie, origin: `http://${TENANT.layout}.localhost:${a.port}`, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status, saved.body.slice(0, 300)).toBe(200);
    expect(saved.body).toContain("Pengaturan disimpan");

    const t0 = Date.now();
    let page = await call(b, "/");
    while (!(page.body.includes(`--clr-primary:${nextColour}`) && page.body.includes(nextTitle)) && Date.now() - t0 < 1_000) {
      await new Promise((r) => setTimeout(r, 20));
      page = await call(b, "/");
    }
    const latency = Date.now() - t0;
    expect(page.status).toBe(200);
    expect(page.body, `process B still served the old colour after ${latency} ms`).toContain(`--clr-primary:${nextColour}`);
    expect(page.body, `process B still served the old title after ${latency} ms`).toContain(nextTitle);
    expect(latency).toBeLessThan(1_000);
    console.log(`title and primary colour saved through process A served by process B after ${latency} ms`);

    // The other tenant on B: same colour and title as before the save.
    const otherAfter = await call(b, "/", { layout: OTHER });
    expect(otherAfter.status).toBe(200);
    expect(primaryOf(otherAfter.body)).toBe(otherColour);
    expect(titleOf(otherAfter.body)).toBe(otherTitle);
    expect(otherAfter.body).not.toContain(nextTitle);
  }, 60_000);
});
