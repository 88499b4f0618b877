import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";
import { loadRender } from "./helpers/render.ts";
import { DASHBOARD_SECTIONS } from "../app/lib/dashboard-sections.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const HOST = "sekolahbeta.localhost:3000";
const STUDENT = 4;
const ADMIN = 1;
const WRITER = 6;
const form = (cookie: string, body: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(body).toString(),
  headers: { cookie, origin: `http://${HOST}`, "content-type": "application/x-www-form-urlencoded" },
});

/** The links of the dashboard's menu, in order. */
function menu(html: string): string[] {
  const start = html.indexOf('data-testid="dashboard-sidebar"');
  const nav = html.slice(start, html.indexOf("</nav>", start));
  return [...nav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
}

describe(`dashboard layout and sections on ${process.env.TEST_DB}`, () => {
  it("sends a signed-out visitor to sign-in once, remembering the section", async () => {
    const res = await t.req(HOST, "/Dashboard/Kelas");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/Login");
    expect(res.headers.get("set-cookie")).toMatch(/tunas_next=%2FDashboard%2FKelas/);
  });

  it("shows each role its own sections, with the heading and title from dashboard-sections", async () => {
    const student = await signedIn(t, "sekolahbeta", STUDENT);
    const admin = await signedIn(t, "sekolahbeta", ADMIN);
    const sHtml = await (await t.req(HOST, "/Dashboard", { headers: { cookie: `tunas_session=${student.token}` } })).text();
    const aRes = await t.req(HOST, "/Dashboard/Profil", { headers: { cookie: `tunas_session=${admin.token}` } });
    const aHtml = await aRes.text();
    const label = (id: string) => DASHBOARD_SECTIONS.find((s) => s.id === id)!.label;
    expect(menu(sHtml)).toEqual(["dashboard", "dashboard-profile", "dashboard-classes", "dashboard-payments", "dashboard-certificates"].map(label));
    expect(menu(aHtml)).toEqual(expect.arrayContaining(["dashboard-content", "dashboard-members", "dashboard-statistics"].map(label)));
    expect(aHtml).toMatch(/<h1[^>]*>Profil<\/h1>/);
    expect(aHtml).toContain("<title>Profil — Dasbor");
    expect(aRes.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a section the role may not open with a 403 inside the dashboard frame", async () => {
    const student = await signedIn(t, "sekolahbeta", STUDENT);
    for (const path of ["/Dashboard/Peserta", "/Dashboard/Konten", "/Dashboard/Payout"]) {
      const res = await t.req(HOST, path, { headers: { cookie: `tunas_session=${student.token}` } });
      expect(res.status, path).toBe(403);
      const html = await res.text();
      expect(html).toContain("Anda tidak memiliki akses ke halaman ini.");
      expect(html).toContain('data-testid="dashboard-sidebar"');
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    // The action checks too: a student cannot enrol anyone by posting to the section.
    const post = await t.req(HOST, "/Dashboard/Peserta", form(`tunas_session=${student.token}`, { email: "a@contoh.id", courseSlug: "react" }));
    expect(post.status).toBe(403);
  });

  it("answers invalid profile input with 400, a sentence per field and the typed values", async () => {
    const u = await signedIn(t, "sekolahbeta", STUDENT);
    const cookie = `tunas_session=${u.token}`;
    const res = await t.req(HOST, "/Dashboard/Profil", form(cookie, { intent: "profile", name: "A", photoUrl: "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Nama minimal 2 karakter.");
    expect(html).toContain("URL foto harus diawali https:// atau /files/.");
    // The typed values are back in their fields, the first invalid field has focus without JavaScript.
    expect(html).toMatch(/<input[^>]*id="profil-name"[^>]*>/);
    const name = html.match(/<input[^>]*id="profil-name"[^>]*>/)![0];
    expect(name).toContain('value="A"');
    expect(name).toContain('aria-invalid="true"');
    expect(name).toContain('aria-describedby="profil-name-error"');
    expect(name).toMatch(/autofocus/i);
    expect(html).toContain('id="profil-name-error"');
    // Nothing was written.
    const again = await (await t.req(HOST, "/Dashboard/Profil", { headers: { cookie } })).text();
    expect(again).toContain(`Pengguna`);
    expect(again).not.toContain('value="A"');
  });

  it("asks for every password field by its own name, and keeps no password in the page", async () => {
    const u = await signedIn(t, "sekolahbeta", STUDENT);
    const cookie = `tunas_session=${u.token}`;
    const empty = await t.req(HOST, "/Dashboard/Profil", form(cookie, { intent: "password" }));
    expect(empty.status).toBe(400);
    const html = await empty.text();
    for (const m of ["Kata sandi saat ini wajib diisi.", "Kata sandi baru wajib diisi.", "Ulangi kata sandi baru wajib diisi."]) expect(html).toContain(m);
    const wrong = await t.req(
      HOST,
      "/Dashboard/Profil",
      form(cookie, { intent: "password", currentPassword: "salah-sekali", password: "kata-sandi-baru", confirmPassword: "kata-sandi-baru" }),
    );
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Kata sandi saat ini salah.");
    expect(wrongHtml).not.toContain("kata-sandi-baru");
    const mismatch = await t.req(
      HOST,
      "/Dashboard/Profil",
      form(cookie, { intent: "password", currentPassword: "kata-sandi-kuat", password: "kata-sandi-baru", confirmPassword: "kata-sandi-lain" }),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Kata sandi tidak sama.");
    const ok = await t.req(
      HOST,
      "/Dashboard/Profil",
      form(cookie, { intent: "password", currentPassword: "kata-sandi-kuat", password: "kata-sandi-baru", confirmPassword: "kata-sandi-baru" }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Kata sandi diperbarui.");
  });

  it("checks the enrol form and the page editor with 400s and field errors", async () => {
    const admin = await signedIn(t, "sekolahbeta", ADMIN);
    const cookie = `tunas_session=${admin.token}`;
    const bad = await t.req(HOST, "/Dashboard/Peserta", form(cookie, { email: "bukan-email", courseSlug: "Kursus Besar" }));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Format email tidak valid");
    expect(html).toContain("Slug kursus hanya berisi huruf kecil");
    expect(html).toContain('value="bukan-email"');
    const unknown = await t.req(HOST, "/Dashboard/Peserta", form(cookie, { email: "tidak-ada@contoh.test", courseSlug: "react-lanjut" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Email ini belum terdaftar di situs ini");

    const writer = await signedIn(t, "sekolahbeta", WRITER);
    const wcookie = `tunas_session=${writer.token}`;
    const list = await (await t.req(HOST, "/Dashboard/Konten", { headers: { cookie: wcookie } })).text();
    const key = list.match(/\/Dashboard\/Konten\?halaman=([a-z-]+)/)?.[1];
    expect(key).toBeTruthy();
    const emptyTitle = await t.req(HOST, `/Dashboard/Konten?halaman=${key}`, form(wcookie, { key: key!, title: "" }));
    expect(emptyTitle.status).toBe(400);
    const eHtml = await emptyTitle.text();
    expect(eHtml).toContain("Teks ini wajib diisi.");
    expect(eHtml).toMatch(/<input[^>]*id="halaman-title"[^>]*aria-invalid="true"/);
  });

  it("marks a chapter and refuses a forged one with 400", async () => {
    const u = await signedIn(t, "sekolahbeta", STUDENT);
    const cookie = `tunas_session=${u.token}`;
    const forged = await t.req(HOST, "/Dashboard/Kelas", form(cookie, { courseSlug: "../x", chapterSlug: "bab", done: "1" }));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Bab ini tidak dapat ditandai.");
  });

  it("signs out, ends the session and says so on the page it lands on", async () => {
    const u = await signedIn(t, "sekolahbeta", STUDENT);
    const res = await t.req(HOST, "/Dashboard/Keluar", form(`tunas_session=${u.token}`, { intent: "logout" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?keluar=1");
    expect(res.headers.get("set-cookie")).toMatch(/tunas_session=;/);
    const after = await t.req(HOST, "/Dashboard", { headers: { cookie: `tunas_session=${u.token}` } });
    expect(after.status).toBe(302);
    const home = await (await t.req(HOST, "/?keluar=1")).text();
    expect(home).toContain("Anda telah keluar.");
    expect(await (await t.req(HOST, "/")).text()).not.toContain("Anda telah keluar.");
  });

  it("refuses a sign-out post with neither Origin nor Referer (403), like every other form, and keeps the session", async () => {
    const u = await signedIn(t, "sekolahbeta", STUDENT);
    const cookie = `tunas_session=${u.token}`;
    const bare = { method: "POST", body: "intent=logout", headers: { cookie, "content-type": "application/x-www-form-urlencoded" } };
    const res = await t.req(HOST, "/Dashboard/Keluar", bare);
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie") ?? "").not.toMatch(/tunas_session=;/);
    const foreign = await t.req(HOST, "/Dashboard/Keluar", { ...bare, headers: { ...bare.headers, referer: "http://situs-lain.test/x" } });
    expect(foreign.status).toBe(403);
    expect((await t.req(HOST, "/Dashboard", { headers: { cookie } })).status).toBe(200);
    // Same rule as a profile change: that one answers 403 too.
    expect((await t.req(HOST, "/Dashboard/Profil", { ...bare, body: "intent=profile&name=Nama+Baru&photoUrl=" })).status).toBe(403);
  });

  it("takes a form post from another of the tenant's own hosts, and refuses one from a foreign site", async () => {
    const u = await signedIn(t, "demo", STUDENT);
    const post = (origin: string) =>
      t.req("demo.localhost:3000", "/Dashboard/Profil", {
        method: "POST",
        body: "intent=profile&name=Nama+Alias&photoUrl=",
        headers: { cookie: `tunas_session=${u.token}`, origin, "content-type": "application/x-www-form-urlencoded" },
      });
    const own = await post("http://demo.localhost:3000");
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Profil disimpan.");
    const foreign = await post("http://situs-lain.test");
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).not.toContain("Profil disimpan.");
  });
});
