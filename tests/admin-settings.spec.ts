import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTenant, makeUser, signInCookie, type TTenantMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";
import { COLOUR_KEYS } from "../src/contracts/settings-form.ts";
import { CONFLICT_MESSAGE } from "../src/contracts/admin-list.ts";
import { listAudit } from "../src/domain/admin/audit.ts";
import { THEME_DEFAULTS } from "../src/domain/tenants/theme.ts";

/**
 * Site settings in the dashboard (issue 17): /Dashboard/Pengaturan saves every field, validates
 * with Indonesian sentences, refuses a stale form (409), writes the audit row, changes the public
 * site at once, stays within its tenant and renders typed text safely; /Dashboard/Pengaturan/Domain
 * (superadmin) adds and removes hosts; the settings API answers every field of spec §3.
 */
let t: TTestApp;
let a: TTenantMade;
let b: TTenantMade;
let adminA: string;
let adminB: string;
let superA: string;
const KEY = "kunci-operator-uji-pengaturan";

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  t.services.adminApiKey = KEY;
  a = await makeTenant(t);
  b = await makeTenant(t);
  adminA = await signInCookie(t, a, await makeUser(t, a, { role: "admin", name: "Admin Situs A" }));
  adminB = await signInCookie(t, b, await makeUser(t, b, { role: "admin", name: "Admin Situs B" }));
  superA = await signInCookie(t, a, await makeUser(t, a, { role: "superadmin", name: "Super Admin A" }));
}, 240_000);
afterAll(() => t?.close());

const hostOf = (x: TTenantMade) => `${x.host}:3000`;

/** Every field of the form, as the page would post it (the current values, then `over`). */
function body(version: number, over: Record<string, string | null> = {}): URLSearchParams {
  const f: Record<string, string | null> = {
    version: String(version),
    title: "Situs Uji Warna",
    logoDark: "/brand/uji/logo-dark.svg",
    logoLight: "/brand/uji/logo-light.svg",
    favicon: "/brand/uji/favicon.svg",
    "css.ft_primary": "Raleway",
    "css.ft_secondary": "Inter",
    ...Object.fromEntries(COLOUR_KEYS.map((k) => [`css.${k}`, THEME_DEFAULTS[k]])),
    "meta.name": "Situs Uji",
    "meta.description": "Deskripsi situs uji.",
    "meta.card": "summary_large_image",
    "meta.robot_index": "on",
    "meta.robot_follow": "on",
    ...over,
  };
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== null) p.set(k, v);
  return p;
}

function post(x: TTenantMade, cookie: string, path: string, form: URLSearchParams) {
  return t.req(hostOf(x), path, {
    method: "POST",
    body: form.toString(),
    headers: { cookie, origin: `http://${hostOf(x)}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

async function settingVersion(x: TTenantMade): Promise<number> {
  const html = await (await t.req(hostOf(x), "/Dashboard/Pengaturan", { headers: { cookie: x === a ? adminA : adminB } })).text();
  const m = html.match(/name="version" value="(\d+)"/);
  expect(m, "hidden version field").not.toBeNull();
  return Number(m![1]);
}

describe(`site settings in the dashboard on ${process.env.TEST_DB}`, () => {
  it("shows every field of the site setting, the preview and the contrast check", async () => {
    const res = await t.req(hostOf(a), "/Dashboard/Pengaturan", { headers: { cookie: adminA } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of [
      "title",
      "logoDark",
      "logoLight",
      "favicon",
      "isMaintenance",
      "analyticsId",
      "css.ft_primary",
      "css.ft_secondary",
      ...COLOUR_KEYS.map((k) => `css.${k}`),
      ...["name", "description", "keywords", "type", "image", "card", "site_name", "url", "twitter_site", "robot_index", "robot_follow"].map(
        (k) => `meta.${k}`,
      ),
      "layoutData.logo_dark",
      "layoutData.imageDefault",
      "overview.name",
      "overview.description",
      "overview.logo",
      "blog.title",
      "blog.summary",
      "blog.cover",
    ])
      expect(html, name).toContain(`name="${name}"`);
    expect(html).toContain('data-testid="theme-preview"');
    expect(html).toContain('data-testid="contrast-warnings"');
  });

  it("saves a new primary colour: the public site shows it at once, and the audit log has the diff", async () => {
    const before = await (await t.req(hostOf(a), "/")).text(); // cached by the page cache
    expect(before).toContain(`--clr-primary:${THEME_DEFAULTS.clr_primary}`);
    const v = await settingVersion(a);
    const res = await post(a, adminA, "/Dashboard/Pengaturan", body(v, { "css.clr_primary": "#7A1FA2", "meta.twitter_site": "situsuji" }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Pengaturan disimpan");
    const after = await (await t.req(hostOf(a), "/")).text();
    expect(after).toContain("--clr-primary:#7A1FA2");
    expect(after).toContain("<title>Situs Uji Warna");
    expect(await settingVersion(a)).toBe(v + 1);
    const log = await listAudit({ db: t.db.db, tenantId: a.id }, { page: 1, entity: "pengaturan" });
    const entry = log.items[0]!;
    expect(entry.actorName).toBe("Admin Situs A");
    expect(entry.action).toBe("settings");
    expect(entry.diff["css.clr_primary"]).toEqual([null, "#7A1FA2"]);
    expect(entry.diff["meta.twitter_site"]).toEqual([null, "@situsuji"]);
    // The log page shows it to admins.
    const page = await (await t.req(hostOf(a), "/Dashboard/Log?entitas=pengaturan", { headers: { cookie: adminA } })).text();
    expect(page).toContain("Admin Situs A");
    expect(page).toContain("css.clr_primary");
    // The sentence reads naturally ("mengubah pengaturan situs"), never "pengaturan pengaturan".
    expect(page).toContain("mengubah pengaturan situs");
    expect(page.toLowerCase()).not.toContain("pengaturan pengaturan");
  });

  it("answers invalid input with 400, Indonesian sentences under the fields and the typed values; nothing saved", async () => {
    const v = await settingVersion(a);
    const res = await post(
      a,
      adminA,
      "/Dashboard/Pengaturan",
      body(v, { "css.clr_danger": "merah", "meta.url": "bukan alamat", logoDark: "javascript:alert(1)", title: "" }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Warna bahaya harus berformat heksadesimal #RRGGBB");
    expect(html).toContain("Alamat situs harus berupa URL lengkap");
    expect(html).toContain("Logo gelap harus berupa path yang diawali / atau alamat https://.");
    expect(html).toContain("Judul situs wajib diisi.");
    expect(html).toMatch(/<input[^>]*name="css.clr_danger"[^>]*value="merah"|<input[^>]*value="merah"[^>]*name="css.clr_danger"/);
    expect(await settingVersion(a)).toBe(v);
  });

  it("refuses a save from a form opened before another save (409): the message, the typed values kept, nothing overwritten", async () => {
    const v = await settingVersion(a);
    const first = await post(a, adminA, "/Dashboard/Pengaturan", body(v, { title: "Disimpan Pertama" }));
    expect(first.status).toBe(200);
    const second = await post(a, adminA, "/Dashboard/Pengaturan", body(v, { title: "Ditimpa Kedua" }));
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain(CONFLICT_MESSAGE);
    expect(html).toContain('value="Ditimpa Kedua"');
    expect(html).toContain('data-testid="conflict-notice"');
    const site = await (await t.req(hostOf(a), "/")).text();
    expect(site).toContain("<title>Disimpan Pertama");
    expect(site).not.toContain("Ditimpa Kedua");
  });

  it("keeps each tenant's admin to their own site: a crafted form or another site's cookie changes nothing elsewhere", async () => {
    const vb = await settingVersion(b);
    const bBefore = await (await t.req(hostOf(b), "/")).text();
    // B's admin posts to A's host: B's session is not a session of A → sign-in, nothing changed.
    const cross = await post(a, adminB, "/Dashboard/Pengaturan", body(999, { title: "Dibajak" }));
    expect([302, 401, 403]).toContain(cross.status);
    // A's admin adds B's id to the form: the tenant comes from the host, never from the form.
    const crafted = await post(
      a,
      adminA,
      "/Dashboard/Pengaturan",
      body(await settingVersion(a), { title: "Milik A", tenantId: b.id, tenant: b.id, layout: b.layout }),
    );
    expect(crafted.status).toBe(200);
    expect(await settingVersion(b)).toBe(vb);
    const bAfter = await (await t.req(hostOf(b), "/")).text();
    expect(bAfter).not.toContain("Milik A");
    expect(bAfter).not.toContain("Dibajak");
    expect(bAfter.match(/<title>[^<]*/)![0]).toBe(bBefore.match(/<title>[^<]*/)![0]);
    expect((await listAudit({ db: t.db.db, tenantId: b.id }, { page: 1 })).items).toEqual([]);
  });

  it("renders text fields safely on the public site and in the dashboard (no script or markup injection)", async () => {
    const evil = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const res = await post(
      a,
      adminA,
      "/Dashboard/Pengaturan",
      body(await settingVersion(a), { title: `Situs ${evil}`, "meta.description": `"><svg onload=alert(2)>`, "overview.name": evil, "blog.title": evil }),
    );
    expect(res.status).toBe(200);
    for (const path of ["/", "/Blog"]) {
      const html = await (await t.req(hostOf(a), path)).text();
      expect(html, path).not.toContain('<script>alert("x")');
      expect(html, path).not.toContain("<img src=x onerror");
      expect(html, path).not.toContain("<svg onload");
      expect(html, path).toContain("&lt;script&gt;");
    }
    const dash = await (await t.req(hostOf(a), "/Dashboard/Pengaturan", { headers: { cookie: adminA } })).text();
    expect(dash).not.toContain('<script>alert("x")');
    const log = await (await t.req(hostOf(a), "/Dashboard/Log", { headers: { cookie: adminA } })).text();
    expect(log).not.toContain("<img src=x onerror");
  });
});

describe(`hosts (custom domains) on ${process.env.TEST_DB}`, () => {
  it("is for the superadmin only", async () => {
    expect((await t.req(hostOf(a), "/Dashboard/Pengaturan/Domain", { headers: { cookie: adminA } })).status).toBe(403);
    const res = await t.req(hostOf(a), "/Dashboard/Pengaturan/Domain", { headers: { cookie: superA } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(a.host);
  });

  it("adds a valid host, refuses a malformed one and one another site has, and the site answers on the new host", async () => {
    const host = `belajar.${a.id}.localhost`;
    const add = await post(a, superA, "/Dashboard/Pengaturan/Domain", new URLSearchParams({ intent: "add", host: `  ${host.toUpperCase()} ` }));
    expect(add.status).toBe(200);
    expect(await add.text()).toContain(`Domain ${host} ditambahkan`);
    expect((await t.req(host, "/")).status).toBe(200);
    const bad = await post(a, superA, "/Dashboard/Pengaturan/Domain", new URLSearchParams({ intent: "add", host: "https://contoh.id/jalan" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Tulis domainnya saja, tanpa https://");
    const taken = await post(a, superA, "/Dashboard/Pengaturan/Domain", new URLSearchParams({ intent: "add", host: b.host }));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Domain ini sudah dipakai situs lain.");
    expect((await t.services.registry.byLayout(b.layout))!.hosts).toContain(b.host);
  });

  it("asks before removing a host (without JavaScript), removes it after the confirmation, and keeps the last one", async () => {
    const host = `belajar.${a.id}.localhost`;
    const ask = await post(a, superA, "/Dashboard/Pengaturan/Domain", new URLSearchParams({ intent: "delete-ask", id: host }));
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain(`Hapus domain ${host}?`);
    expect(askHtml).toContain('data-testid="admin-confirm"');
    expect((await t.services.registry.byLayout(a.layout))!.hosts).toContain(host);
    const del = await post(a, superA, "/Dashboard/Pengaturan/Domain", new URLSearchParams({ intent: "delete", id: host }));
    expect(del.status).toBe(200);
    expect((await t.services.registry.byLayout(a.layout))!.hosts).not.toContain(host);
    expect((await t.services.registry.resolve(host, "/"))?.id).not.toBe(a.id);
    const last = await post(a, superA, "/Dashboard/Pengaturan/Domain", new URLSearchParams({ intent: "delete", id: a.host }));
    expect(last.status).toBe(400);
    expect(await last.text()).toContain("Situs harus punya minimal satu domain.");
    const log = await listAudit({ db: t.db.db, tenantId: a.id }, { page: 1, entity: "domain" });
    expect(log.items.map((e) => e.action)).toEqual(["delete", "create"]);
  });
});

describe(`settings API on ${process.env.TEST_DB}`, () => {
  it("answers every field of spec §3: ten css keys, eleven meta keys, layout data and overview", async () => {
    const res = await t.req(hostOf(b), `/api/${b.id}/cms/app/settings`);
    expect(res.status).toBe(200);
    const d = (await res.json()).data;
    expect(Object.keys(d.css).sort()).toEqual([
      "clr_danger",
      "clr_dark",
      "clr_info",
      "clr_light",
      "clr_primary",
      "clr_secondary",
      "clr_success",
      "clr_warning",
      "ft_primary",
      "ft_secondary",
    ]);
    expect(Object.keys(d.meta).sort()).toEqual([
      "card",
      "description",
      "image",
      "keywords",
      "name",
      "robot_follow",
      "robot_index",
      "site_name",
      "twitter_site",
      "type",
      "url",
    ]);
    for (const k of ["title", "logoDark", "logoLight", "favicon", "layout", "isMaintenance"]) expect(d, k).toHaveProperty(k);
    expect(d.layoutData).toMatchObject({ layout: b.layout });
    expect(d.overview).toHaveProperty("name");
    const css = (await (await t.req(hostOf(b), `/api/${b.id}/cms/app/setting/css`)).json()).data.value;
    expect(Object.keys(css)).toHaveLength(10);
  });

  it("audits an operator-key change like a staff change", async () => {
    const res = await t.req(hostOf(b), `/api/${b.id}/cms/app/setting/title`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ value: "Judul dari API" }),
    });
    expect(res.status).toBe(200);
    const log = await listAudit({ db: t.db.db, tenantId: b.id }, { page: 1 });
    expect(log.items[0]).toMatchObject({ actorName: "Operator API", action: "settings" });
    expect(log.items[0]!.diff.title![1]).toBe("Judul dari API");
  });
});
