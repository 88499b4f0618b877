import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { mailOutbox } from "../src/db/schema/index.ts";
import { startServer, type TStarted } from "../src/server/main.ts";

// Host-header attacks against the real server (node:http listener, page-cache fast path, account
// host) on its own PGlite directory. What is checked does not depend on the database, so it runs in
// the PGlite project only.
const pglite = process.env.TEST_DB === "pglite";
const dir = mkdtempSync(join(tmpdir(), "tunas-hosthdr-"));
let s: TStarted;
let port = 0;
beforeAll(async () => {
  if (!pglite) return;
  s = await startServer(
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "silent",
      NODE_ENV: "production",
      PAGE_CACHE: "on",
      BUILD_DIR: process.env.BUILD_DIR,
    }),
  );
  port = Number(new URL(s.url).port);
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface TRaw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP/1.1 request: any Host header, any request target (absolute-form included). */
function raw(target: string, host: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<TRaw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: opts.method ?? "GET",
        path: target,
        headers: { host, "accept-encoding": "identity", ...opts.headers },
        setHost: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

const EVIL = ["evil.example", ":6666"];
/** Fails when the attacker's authority appears anywhere in the status line's headers or the body. */
function expectClean(res: TRaw, what: string) {
  const text = JSON.stringify(res.headers) + "\n" + res.body;
  for (const e of EVIL) expect(text.includes(e), `${what} carries ${e}`).toBe(false);
}

/** One tenant of every page family, with pages of each kind and the route data files. */
const FAMILIES: Record<string, string> = { brand: "tunas", academy: "sekolahbeta", foundation: "asean-foundation", aksara: "aksara", empty: "bharabas" };
const PATHS = ["/", "/Class", "/Blog", "/Event", "/Blog.data", "/_root.data", "/sitemap.xml", "/robots.txt", "/rss.xml", "/Login"];

describe.skipIf(!pglite)("Host header attacks", () => {
  it.each(Object.entries(FAMILIES))("leave %s pages and the shared cache untouched (%s)", async (_family, layout) => {
    const host = `${layout}.localhost:${port}`;
    for (const path of PATHS) {
      const target = `${path}${path.includes("?") ? "&" : "?"}hh=${layout}`;
      const clean = await raw(target, host);
      const attacks: [string, Promise<TRaw>][] = [
        ["foreign port", raw(target, `${layout}.localhost:6666`)],
        ["foreign host", raw(target, "evil.example")],
        ["X-Forwarded-Host", raw(target, host, { headers: { "x-forwarded-host": "evil.example:6666", "x-forwarded-proto": "https" } })],
        ["absolute-form target", raw(`http://evil.example:6666${target}`, host)],
      ];
      for (const [name, p] of attacks) {
        const res = await p;
        expectClean(res, `${layout} ${path} (${name})`);
        if (name === "absolute-form target") expect(res.status, `${path} absolute-form`).toBe(400);
      }
      // The page a normal visitor gets afterwards (from the cache when cacheable) is byte-identical.
      const after = await raw(target, host);
      expect(after.status).toBe(clean.status);
      expect(after.body, `${layout} ${path} after the attacks`).toBe(clean.body);
    }
  });

  it("renders a page first requested with a foreign port with the configured origin, and caches that", async () => {
    const target = "/Class?z=1";
    const poisoned = await raw(target, "sekolahbeta.localhost:6666");
    expect(poisoned.status).toBe(200);
    expect(poisoned.body).toContain(`rel="canonical" href="http://sekolahbeta.localhost:${port}/Class"`);
    const normal = await raw(target, `sekolahbeta.localhost:${port}`);
    expect(normal.headers["x-cache"]).toBe("HIT");
    expect(normal.body).toBe(poisoned.body);
    expectClean(normal, "cached /Class");
  });

  it("answers an absolute-form target naming another authority with 400, and serves one naming the same", async () => {
    const bad = await raw("http://evil.example:6666/Class?z=2", `sekolahbeta.localhost:${port}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Permintaan tidak valid");
    const same = await raw(`http://sekolahbeta.localhost:${port}/Class?z=3`, `sekolahbeta.localhost:${port}`);
    expect(same.status).toBe(200);
  });

  it("never serves the account host's pages on a look-alike akun. host", async () => {
    for (const host of ["akun.evil.example", `akun.evil.example:${port}`, "akun.sekolahbeta.localhost"]) {
      const res = await raw("/lupa-sandi", host);
      expect(res.status, host).toBe(404);
      expect(String(res.headers["set-cookie"] ?? "")).not.toContain("akun_csrf");
      expect(res.body).not.toContain('action="/lupa-sandi"');
    }
  });

  it("puts the configured account origin in password-reset mail, whatever Host the form came through", async () => {
    // Start the flow as a visitor of sekolahbeta would: /Login hands over to the account host.
    const start = await raw("/Login", `sekolahbeta.localhost:${port}`);
    expect(start.status).toBe(302);
    const loc = new URL(String(start.headers.location));
    expect(loc.origin).toBe(`http://akun.localhost:${port}`);
    expect(loc.searchParams.get("redirect")).toBe(`http://sekolahbeta.localhost:${port}`);

    // Through a foreign port the return address stays the configured one; through another of the
    // tenant's own addresses (the demo tenant on demo.localhost) it is that address.
    const foreign = new URL(String((await raw("/Login", "sekolahbeta.localhost:6666")).headers.location));
    expect(foreign.searchParams.get("redirect")).toBe(`http://sekolahbeta.localhost:${port}`);
    const demo = new URL(String((await raw("/Login", `demo.localhost:${port}`)).headers.location));
    expect(demo.searchParams.get("redirect")).toBe(`http://demo.localhost:${port}`);

    // The attacker reaches the real account host through a foreign port (or a proxy that keeps it).
    const evilHost = "akun.localhost:6666";
    const form = await raw(`/lupa-sandi${loc.search}`, evilHost);
    expect(form.status).toBe(200);
    const csrf = /akun_csrf=([^;]+)/.exec(String(form.headers["set-cookie"]))![1]!;
    const fields = new URLSearchParams({
      redirect: loc.searchParams.get("redirect")!,
      tenant: "sekolahbeta",
      code: loc.searchParams.get("code")!,
      token: loc.searchParams.get("token")!,
      _csrf: csrf,
      email: "mentor@contoh.id",
    });
    const sent = await raw("/lupa-sandi", evilHost, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `akun_csrf=${csrf}`,
        origin: `http://${evilHost}`,
        "x-forwarded-host": "evil.example",
      },
      body: fields.toString(),
    });
    expect(sent.status).toBe(200);
    const [mail] = await s.services.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.toAddress).toBe("mentor@contoh.id");
    expect(mail!.link.startsWith(`http://akun.localhost:${port}/atur-ulang-sandi?`)).toBe(true);
    for (const e of EVIL) {
      expect(mail!.link).not.toContain(e);
      expect(mail!.bodyText).not.toContain(e);
    }
    // A return address on the tenant's hostname with another port is refused outright.
    const other = new URLSearchParams(loc.search);
    other.set("redirect", "http://sekolahbeta.localhost:6666");
    const refused = await raw(`/masuk?${other}`, `akun.localhost:${port}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Alamat tujuan setelah masuk tidak diizinkan");
  });
});
