import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../src/db/schema/admin.ts";
import { mailOutbox, memberships, sessions, users } from "../src/db/schema/identity.ts";
import { createAccountSession } from "../src/domain/identity/sessions.ts";
import { issueAppTokenForTenant } from "../src/domain/identity/app-credentials.ts";
import { issueAuthCode } from "../src/domain/identity/sessions.ts";
import { makeTenant, makeUser, signInCookie, type TTenantMade, type TUserMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * /Dashboard/Pengguna (issue 17): search and filters in the URL, invitation by e-mail without
 * enumeration, role change with optimistic concurrency and an audit entry, the superadmin rule,
 * deactivation (no sign-in, sessions end) and isolation between tenants.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
}, 240_000);
afterAll(() => t?.close());

const at = (tenant: TTenantMade) => `${tenant.host}:3000`;
const PATH = "/Dashboard/Pengguna";
const get = async (tenant: TTenantMade, cookie: string, query = "") => t.req(at(tenant), `${PATH}${query}`, { headers: { cookie } });
const post = (tenant: TTenantMade, cookie: string, body: Record<string, string>) =>
  t.req(at(tenant), PATH, {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { cookie, origin: `http://${at(tenant)}`, "content-type": "application/x-www-form-urlencoded" },
  });

async function membership(tenantId: string, userId: string) {
  const [m] = await t.db.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  return m;
}

async function site() {
  const tenant = await makeTenant(t);
  const admin = await makeUser(t, tenant, { role: "admin", name: "Admin Situs" });
  const cookie = await signInCookie(t, tenant, admin);
  return { tenant, admin, cookie };
}

/** The table rows' user ids, in order. */
const rowIds = (html: string) => [...html.matchAll(/data-row-id="([^"]+)"/g)].map((m) => m[1]!);

describe(`people of a site on ${process.env.TEST_DB}`, () => {
  it("lists the site's members with search, role and status filters in the URL, and no other site's", async () => {
    const { tenant, admin, cookie } = await site();
    const budi = await makeUser(t, tenant, { name: "Budi Santoso", email: `budi-${Date.now()}@contoh.test` });
    const mentor = await makeUser(t, tenant, { role: "mentor", name: "Sari Mentor" });
    const other = await makeTenant(t);
    const stranger = await makeUser(t, other, { name: "Budi Lain" });

    const all = await get(tenant, cookie);
    expect(all.status).toBe(200);
    const html = await all.text();
    expect(rowIds(html).sort()).toEqual([admin.id, budi.id, mentor.id].sort());
    expect(html).not.toContain(stranger.email);

    expect(rowIds(await (await get(tenant, cookie, "?q=budi")).text())).toEqual([budi.id]);
    expect(rowIds(await (await get(tenant, cookie, `?q=${encodeURIComponent(mentor.email)}`)).text())).toEqual([mentor.id]);
    expect(rowIds(await (await get(tenant, cookie, "?peran=2")).text())).toEqual([mentor.id]);
    expect(rowIds(await (await get(tenant, cookie, "?status=nonaktif")).text())).toEqual([]);
    // Malformed filters fall back to the defaults instead of failing the page.
    expect((await get(tenant, cookie, "?peran=99&status=%3Cx%3E&page=abc")).status).toBe(200);
  });

  it("is for admins only: a mentor or a student gets 403, also for a crafted post", async () => {
    const { tenant } = await site();
    const target = await makeUser(t, tenant);
    for (const role of ["mentor", "student", "writer"] as const) {
      const u = await makeUser(t, tenant, { role });
      const cookie = await signInCookie(t, tenant, u);
      expect((await get(tenant, cookie)).status, role).toBe(403);
      const m = await membership(tenant.id, target.id);
      expect((await post(tenant, cookie, { intent: "role", userId: target.id, kind: "1", version: String(m!.version) })).status, role).toBe(403);
    }
    expect((await membership(tenant.id, target.id))!.kind).toBe(4);
  });

  it("changes a role with an audit entry, refuses a stale version, and keeps superadmin to superadmins", async () => {
    const { tenant, admin, cookie } = await site();
    const learner = await makeUser(t, tenant, { name: "Calon Mentor" });
    const v1 = (await membership(tenant.id, learner.id))!.version;

    const ok = await post(tenant, cookie, { intent: "role", userId: learner.id, kind: "2", version: String(v1) });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Peran Calon Mentor sekarang Mentor.");
    expect((await membership(tenant.id, learner.id))!.kind).toBe(2);
    const [audit] = await t.db.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.tenantId, tenant.id), eq(adminAuditLog.entityId, learner.id)));
    expect(audit).toMatchObject({ action: "role", actorUserId: admin.id, entity: "pengguna", diff: { peran: ["Peserta", "Mentor"] } });

    // A second admin who opened the page before the change saves with the old version: refused, nothing overwritten.
    const stale = await post(tenant, cookie, { intent: "role", userId: learner.id, kind: "6", version: String(v1) });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Data ini sudah diubah oleh staf lain sejak Anda membukanya.");
    expect((await membership(tenant.id, learner.id))!.kind).toBe(2);

    // An admin cannot grant superadmin (the option is not offered, and a crafted form is refused) …
    const page = await (await get(tenant, cookie)).text();
    const roleSelects = [...page.matchAll(/<select[^>]*(?:id="undang-kind"|data-testid="role-select")[\s\S]*?<\/select>/g)].map((m) => m[0]);
    expect(roleSelects.length).toBeGreaterThan(1);
    for (const select of roleSelects) {
      expect(select).toContain(">Mentor</option>");
      expect(select).not.toContain(">Super Admin</option>");
    }
    const v2 = (await membership(tenant.id, learner.id))!.version;
    const grant = await post(tenant, cookie, { intent: "role", userId: learner.id, kind: "0", version: String(v2) });
    expect(grant.status).toBe(403);
    expect(await grant.text()).toContain("Hanya Super Admin yang dapat memberi peran Super Admin.");
    // … nor change their own role, nor touch a superadmin.
    const self = await post(tenant, cookie, { intent: "role", userId: admin.id, kind: "4", version: String((await membership(tenant.id, admin.id))!.version) });
    expect(self.status).toBe(403);
    expect((await membership(tenant.id, admin.id))!.kind).toBe(1);
    const boss = await makeUser(t, tenant, { role: "superadmin" });
    const demote = await post(tenant, cookie, { intent: "role", userId: boss.id, kind: "4", version: "1" });
    expect(demote.status).toBe(403);
    expect((await membership(tenant.id, boss.id))!.kind).toBe(0);
    // A superadmin may grant it.
    const bossCookie = await signInCookie(t, tenant, boss);
    expect((await post(tenant, bossCookie, { intent: "role", userId: learner.id, kind: "0", version: String(v2) })).status).toBe(200);
    expect((await membership(tenant.id, learner.id))!.kind).toBe(0);
  });

  it("deactivates after a confirmation: sessions end, sign-in is refused; reactivation lets them in again", async () => {
    const { tenant, cookie } = await site();
    const user = await makeUser(t, tenant, { name: "Akan Nonaktif" });
    const userCookie = await signInCookie(t, tenant, user);
    expect((await t.req(at(tenant), "/Dashboard", { headers: { cookie: userCookie } })).status).toBe(200);
    const version = String((await membership(tenant.id, user.id))!.version);

    // Without JavaScript the first post only asks.
    const ask = await post(tenant, cookie, { intent: "deactivate", userId: user.id, version });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Nonaktifkan Akan Nonaktif?");
    expect((await membership(tenant.id, user.id))!.deactivatedAt).toBeNull();

    const done = await post(tenant, cookie, { intent: "deactivate", userId: user.id, version, confirm: "1" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Akan Nonaktif dinonaktifkan");
    expect((await membership(tenant.id, user.id))!.deactivatedAt).not.toBeNull();
    const open = await t.db.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tenantId, tenant.id), eq(sessions.userId, user.id)));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    // The old cookie no longer signs them in.
    const after = await t.req(at(tenant), "/Dashboard", { headers: { cookie: userCookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/Login");
    expect((await get(tenant, cookie, "?status=nonaktif").then((r) => r.text())).includes(user.email)).toBe(true);

    // Signing in again is refused: the code exchange, and the account host before it hands out a code.
    const ctx = { db: t.db.db, tenantId: tenant.id };
    const { token: appToken, code: appCode } = await issueAppTokenForTenant(ctx);
    const code = await issueAuthCode(ctx, { userId: user.id, redirectOrigin: `http://${at(tenant)}`, appToken });
    const exchange = await t.req(at(tenant), "/api/auth/generate/token", {
      method: "POST",
      headers: { "content-type": "application/json", "X-App-Authorization": tenant.id, AppToken: appToken },
      body: JSON.stringify({ code }),
    });
    expect(exchange.status).toBe(403);
    expect((await exchange.json()).message).toContain("Akun Anda dinonaktifkan di situs ini.");
    const akun = await createAccountSession(t.db.db, user.id);
    const q = new URLSearchParams({ tenant: tenant.layout, redirect: `http://${at(tenant)}`, token: appToken, code: appCode });
    const sso = await t.req("akun.localhost:3000", `/masuk?${q}`, { headers: { cookie: `tunas_akun=${akun}` } });
    expect(sso.status).toBe(403);
    expect(await sso.text()).toContain("Akun Anda dinonaktifkan di situs ini.");

    // The account still works on another site.
    const other = await makeTenant(t);
    const otherCtx = { db: t.db.db, tenantId: other.id };
    const { token: otherApp } = await issueAppTokenForTenant(otherCtx);
    const otherCode = await issueAuthCode(otherCtx, { userId: user.id, redirectOrigin: `http://${at(other)}`, appToken: otherApp });
    const elsewhere = await t.req(at(other), "/api/auth/generate/token", {
      method: "POST",
      headers: { "content-type": "application/json", "X-App-Authorization": other.id, AppToken: otherApp },
      body: JSON.stringify({ code: otherCode }),
    });
    expect(elsewhere.status).toBe(200);

    const v2 = String((await membership(tenant.id, user.id))!.version);
    expect((await post(tenant, cookie, { intent: "reactivate", userId: user.id, version: v2 })).status).toBe(200);
    expect((await membership(tenant.id, user.id))!.deactivatedAt).toBeNull();
    const code2 = await issueAuthCode(ctx, { userId: user.id, redirectOrigin: `http://${at(tenant)}`, appToken });
    const again = await t.req(at(tenant), "/api/auth/generate/token", {
      method: "POST",
      headers: { "content-type": "application/json", "X-App-Authorization": tenant.id, AppToken: appToken },
      body: JSON.stringify({ code: code2 }),
    });
    expect(again.status).toBe(200);
  });

  it("invites by e-mail with the same answer whether or not the address has an account elsewhere", async () => {
    const { tenant, cookie } = await site();
    const other = await makeTenant(t);
    const existing = await makeUser(t, other, { name: "Nama Asli Rahasia" });
    const fresh = `baru-${Date.now()}@contoh.test`;

    const a = await post(tenant, cookie, { intent: "invite", name: "Undangan Satu", email: fresh, kind: "2" });
    const b = await post(tenant, cookie, { intent: "invite", name: "Undangan Dua", email: existing.email, kind: "2" });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [aText, bText] = [await a.text(), await b.text()];
    expect(aText).toContain(`Undangan untuk ${fresh} sebagai Mentor sudah dikirim`);
    expect(bText).toContain(`Undangan untuk ${existing.email} sebagai Mentor sudah dikirim`);
    // The list shows the name staff typed, not the existing account's own name.
    const list = await (await get(tenant, cookie, "?status=diundang")).text();
    expect(list).toContain("Undangan Dua");
    expect(list).not.toContain("Nama Asli Rahasia");
    expect(list).toContain("Undangan Satu");

    const [newUser] = await t.db.db.select().from(users).where(eq(users.email, fresh));
    expect(newUser!.passwordHash).toBe("!");
    expect((await membership(tenant.id, newUser!.id))!.kind).toBe(2);
    expect((await membership(tenant.id, existing.id))!.kind).toBe(2);
    // Each address got one mail: a set-password link for the new account, a sign-in link for the existing one.
    const mails = await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenant.id));
    const toFresh = mails.filter((m) => m.toAddress === fresh);
    const toExisting = mails.filter((m) => m.toAddress === existing.email);
    expect(toFresh).toHaveLength(1);
    expect(toFresh[0]!.link).toContain("/atur-ulang-sandi?token=");
    expect(toExisting).toHaveLength(1);
    expect(toExisting[0]!.link).toContain("/mulai?");

    // Inviting a member again says so; bad input gets field errors.
    const again = await post(tenant, cookie, { intent: "invite", name: "Lagi", email: fresh, kind: "4" });
    expect(await again.text()).toContain("sudah menjadi pengguna situs ini");
    const bad = await post(tenant, cookie, { intent: "invite", name: "", email: "bukan-email", kind: "12" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Format email tidak valid");
    expect(badHtml).toContain("Peran tidak dikenal.");
    // An admin cannot invite a superadmin.
    const sup = await post(tenant, cookie, { intent: "invite", name: "Calon Bos", email: `bos-${Date.now()}@contoh.test`, kind: "0" });
    expect(sup.status).toBe(403);
  });

  it("never lets an admin of one site change another site's member, by id guessing or a crafted form", async () => {
    const a = await site();
    const b = await site();
    const victim: TUserMade = await makeUser(t, b.tenant, { name: "Anggota B" });
    const before = await membership(b.tenant.id, victim.id);
    const crafted: Record<string, string>[] = [
      { intent: "role", userId: victim.id, kind: "1", version: String(before!.version) },
      { intent: "deactivate", userId: victim.id, version: String(before!.version), confirm: "1" },
      { intent: "reactivate", userId: victim.id, version: String(before!.version) },
      { intent: "role", userId: b.admin.id, kind: "4", version: "1" },
    ];
    for (const body of crafted) {
      const res = await post(a.tenant, a.cookie, body);
      expect(res.status, body.intent).toBe(404);
      expect(await res.text()).toContain("Pengguna tidak ditemukan di situs ini.");
    }
    expect(await membership(b.tenant.id, victim.id)).toEqual(before);
    expect((await membership(b.tenant.id, b.admin.id))!.kind).toBe(1);
    // A's list never shows B's members.
    expect(rowIds(await (await get(a.tenant, a.cookie, `?q=${encodeURIComponent(victim.email)}`)).text())).toEqual([]);
    expect(await (await get(a.tenant, a.cookie)).text()).not.toContain(victim.email);
    // B's session cookie is worthless on A.
    expect((await get(a.tenant, b.cookie)).status).toBe(302);
  });
});
