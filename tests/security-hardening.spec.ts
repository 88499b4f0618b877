import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_TOKEN_LIMIT, SIGNUP_LIMIT } from "../src/domain/rate-limit.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";
import { loadRender } from "./helpers/render.ts";

let t: TTestApp;
beforeAll(async () => {
  // The limits below are per client address: each test's X-Forwarded-For is one client behind one trusted proxy.
  t = await createTestApp({ render: await loadRender(), trustProxy: "1" });
});
afterAll(() => t?.close());

const HOST = "sekolahbeta.localhost:3000";
const json = (body: unknown, ip: string): RequestInit => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", "x-forwarded-for": ip },
});

/** Strings that must never reach a browser: key names, hash formats, session tokens. */
const SECRET_PATTERNS = [
  /APP_KEY/,
  /ADMIN_API_KEY/,
  /SERVER_KEY/,
  /DATABASE_URL/,
  /passwordHash/,
  /password_hash/,
  /\$argon2/,
  /\$scrypt\$/,
  /tokenHash/,
  /appSecret/,
];

describe(`security hardening on ${process.env.TEST_DB}`, () => {
  it("limits coder sign-ups per address with a 429 envelope and Retry-After", async () => {
    const ip = "10.66.0.1";
    const stamp = Date.now();
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) {
      const res = await t.req(
        HOST,
        "/api/v1/auth/signup/coder",
        json({ name: "Coder Banyak", email: `coder${i}-${stamp}@contoh.test`, password: "kata-sandi-aman" }, ip),
      );
      expect(res.status).toBe(202);
    }
    const over = await t.req(
      HOST,
      "/api/v1/auth/signup/coder",
      json({ name: "Coder Banyak", email: `lebih-${stamp}@contoh.test`, password: "kata-sandi-aman" }, ip),
    );
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await over.json()).toMatchObject({ status: false, message: expect.stringContaining("Terlalu banyak pendaftaran") });
    // Another address is not affected.
    expect(
      (
        await t.req(
          HOST,
          "/api/v1/auth/signup/coder",
          json({ name: "Coder Lain", email: `lain-${stamp}@contoh.test`, password: "kata-sandi-aman" }, "10.66.0.2"),
        )
      ).status,
    ).toBe(202);
  });

  it("limits app-token generation attempts per address", async () => {
    const ip = "10.66.1.1";
    let last = 0;
    for (let i = 0; i <= APP_TOKEN_LIMIT.max; i++)
      last = (await t.req(HOST, "/api/v1/authorizer/token/generate", json({ id: "tebak", secret: `rahasia-${i}` }, ip))).status;
    expect(last).toBe(429);
  });

  it("answers a page form post that is not a form, too large or holds NUL with a 400 page before the action runs", async () => {
    const u = await signedIn(t, "sekolahbeta");
    const headers = { cookie: `tunas_session=${u.token}`, origin: `http://${HOST}` };
    for (const [type, body] of [
      ["application/json", '{"intent":"profile"}'],
      ["multipart/form-data; boundary=b", "--b\r\nrusak"],
      ["application/x-www-form-urlencoded", "intent=profile&name=a%00b"],
      ["application/x-www-form-urlencoded", "intent=profile&name=" + "a".repeat(70 * 1024)],
    ] as const) {
      const res = await t.req(HOST, "/Dashboard/Profil", { method: "POST", body, headers: { ...headers, "content-type": type } });
      expect(res.status, type).toBe(400);
      expect(await res.text()).toContain("Permintaan tidak valid");
    }
    const okRes = await t.req(HOST, "/Dashboard/Profil", {
      method: "POST",
      body: "intent=profile&name=Nama+Aman&photoUrl=",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(okRes.status).toBe(200);
    expect(await okRes.text()).toContain("Profil disimpan.");
  });

  it("sets the session cookie HttpOnly and SameSite, and Secure outside local development", async () => {
    const prod = await createTestApp({ appEnv: "production" });
    try {
      const res = await prod.req("sekolahbeta.tunas.id", "/api/v1/authorizer/token/issue", { method: "POST" });
      for (const c of res.headers.getSetCookie()) expect(c).toMatch(/; Secure/);
      const u = await signedIn(t, "sekolahbeta");
      const out = await t.req(HOST, "/api/v1/auth/logout", { method: "POST", headers: { authorization: `Bearer ${u.token}` } });
      expect(out.headers.get("set-cookie")).toMatch(/tunas_session=;.*SameSite=Lax; HttpOnly/);
    } finally {
      await prod.close();
    }
  });

  it("puts no secret, hash or session token into rendered pages", async () => {
    const u = await signedIn(t, "sekolahbeta");
    for (const [path, cookie] of [
      ["/", ""],
      ["/Class", ""],
      ["/Blog", ""],
      ["/Login", ""],
      ["/Dashboard", `tunas_session=${u.token}`],
      ["/Dashboard/Profil", `tunas_session=${u.token}`],
    ] as const) {
      const res = await t.req(HOST, path, { headers: cookie ? { cookie } : {} });
      const html = await res.text();
      for (const p of SECRET_PATTERNS) expect(html, `${path} ${p}`).not.toMatch(p);
      expect(html, `${path} session token`).not.toContain(u.token);
    }
  });

  it("ships no server key names or hash formats in the client bundle", () => {
    const dir = resolve(process.env.BUILD_DIR ?? "build", "client");
    expect(existsSync(dir)).toBe(true);
    const files: string[] = [];
    const walk = (d: string) => {
      for (const f of readdirSync(d)) {
        const p = join(d, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(js|css|html|json)$/.test(f)) files.push(p);
      }
    };
    walk(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = readFileSync(f, "utf8");
      for (const p of SECRET_PATTERNS) expect(text, `${f} ${p}`).not.toMatch(p);
    }
  });
});
