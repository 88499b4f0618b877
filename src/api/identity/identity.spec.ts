import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { signedIn as signedInAs } from "../../../tests/helpers/identity.ts";
import { makeCourse } from "../../../tests/factories/index.ts";
import { coderProfiles, mailOutbox } from "../../db/schema/identity.ts";
import { createAccount, findUserByEmail, membershipKind } from "../../domain/identity/accounts.ts";
import { SIGNUP_ACCEPTED_MESSAGE, confirmSignup } from "../../domain/identity/signup.ts";
import { appSecretForTenant, issueAppTokenForTenant } from "../../domain/identity/app-credentials.ts";
import { issueAuthCode } from "../../domain/identity/sessions.ts";
import { appVersion } from "../../domain/identity/server-key.ts";

let t: TTestApp;
const SB = "sekolahbeta.localhost:3000";
const SMK = "smkcoding.localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** A fresh account signed in on `tenantId` through the code exchange; returns its bearer token. */
const signedIn = (tenantId: string, kind?: number) => signedInAs(t, tenantId, kind);

const bearer = (token: string, extra: Record<string, string> = {}) => ({ headers: { authorization: `Bearer ${token}`, ...extra } });

describe(`identity API on ${process.env.TEST_DB}`, () => {
  describe("authorizer", () => {
    it("reports the app version", async () => {
      const res = await t.req(SB, "/api/v1/authorizer/version");
      expect(await res.json()).toEqual({ status: true, message: "Berhasil", data: { version: appVersion() } });
    });

    it("names a tenant's app id, and 404 for an unknown tenant", async () => {
      const res = await t.req(SB, "/api/sekolahbeta/cms/app/id");
      const body = await res.json();
      expect(body.data.id).toBe("sekolahbeta");
      expect(body.data.appId).toMatch(/^app-[0-9a-f]{18}$/);
      expect((await t.req(SB, "/api/tidak-ada/cms/app/id")).status).toBe(404);
    });

    it("generates an app token from id + secret, and refuses a wrong secret, bad input and another tenant's app", async () => {
      const cred = (await appSecretForTenant(t.db.db, "sekolahbeta"))!;
      const good = await t.req(SB, "/api/v1/authorizer/token/generate", json({ id: cred.appId, secret: cred.secret, scopes: ["public"] }));
      expect(good.status).toBe(200);
      const body = await good.json();
      expect(body.data.token.startsWith(cred.appId + ".")).toBe(true);
      expect(body.data.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(JSON.stringify(body)).not.toContain(cred.secret);

      const wrong = await t.req(SB, "/api/v1/authorizer/token/generate", json({ id: cred.appId, secret: cred.secret + "x" }));
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).message).toBe("Id atau secret aplikasi tidak cocok.");
      expect((await t.req(SB, "/api/v1/authorizer/token/generate", json({ id: cred.appId }))).status).toBe(400);
      expect(
        (await t.req(SB, "/api/v1/authorizer/token/generate", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } })).status,
      ).toBe(400);
      expect((await t.req(SB, "/api/v1/authorizer/token/generate", json({ id: cred.appId, secret: cred.secret, scopes: ["admin"] }))).status).toBe(403);
      const elsewhere = await t.req(SMK, "/api/v1/authorizer/token/generate", json({ id: cred.appId, secret: cred.secret }));
      expect(elsewhere.status).toBe(403);
    });

    it("validates a token; tampered, other-tenant and missing tokens are refused", async () => {
      const { token, code } = await issueAppTokenForTenant({ db: t.db.db, tenantId: "sekolahbeta" });
      const ok = await t.req(SB, "/api/v1/authorizer/validate", { headers: { AppToken: token, AppCode: code } });
      expect(ok.status).toBe(200);
      expect((await ok.json()).data.valid).toBe(true);

      const parts = token.split(".");
      parts[2] = parts[2]!.slice(0, -2) + (parts[2]!.endsWith("AA") ? "BB" : "AA");
      const tampered = await t.req(SB, "/api/v1/authorizer/validate", { headers: { AppToken: parts.join(".") } });
      expect(tampered.status).toBe(401);
      expect((await tampered.json()).message).toMatch(/^Token aplikasi tidak berlaku/);

      const other = await t.req(SMK, "/api/v1/authorizer/validate", { headers: { AppToken: token } });
      expect(other.status).toBe(401);
      expect((await other.json()).data.reason).toBe("unknown-app");

      const wrongCode = await t.req(SB, "/api/v1/authorizer/validate", { headers: { AppToken: token, AppCode: "bukan-kodenya" } });
      expect(wrongCode.status).toBe(401);
      expect((await t.req(SB, "/api/v1/authorizer/validate")).status).toBe(400);
    });

    it("guards every API call: no token is a public call, an invalid one is refused with 401", async () => {
      expect((await t.req(SB, "/api/v0/cms/app/settings")).status).toBe(200);
      const { token } = await issueAppTokenForTenant({ db: t.db.db, tenantId: "sekolahbeta" });
      expect((await t.req(SB, "/api/v0/cms/app/settings", { headers: { AppToken: token } })).status).toBe(200);
      const bad = await t.req(SB, "/api/v0/cms/app/settings", { headers: { AppToken: "app-x.AAAA.BBBB.CCCC" } });
      expect(bad.status).toBe(401);
      const body = await bad.json();
      expect(body.status).toBe(false);
      expect(body.message).toContain("Token aplikasi tidak berlaku");
      expect((await t.req(SMK, "/api/v0/cms/app/settings", { headers: { AppToken: token } })).status).toBe(401);
    });

    it("issues the site's own token into the _gt/_ct cookies for 23 hours without revealing the secret", async () => {
      const res = await t.req(SB, "/api/v1/authorizer/token/issue", { method: "POST" });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith("_gt="))).toMatch(/Max-Age=82800; SameSite=Lax$/);
      expect(cookies.find((c) => c.startsWith("_ct="))).toMatch(/Max-Age=82800/);
      const cred = (await appSecretForTenant(t.db.db, "sekolahbeta"))!;
      expect(JSON.stringify(await res.json()) + cookies.join("")).not.toContain(cred.secret);
    });
  });

  describe("accounts", () => {
    it("signs up a coder through a mailed activation link, answers a taken email the same (202), 400 on bad input", async () => {
      const body = {
        name: "Sari Coder",
        email: "sari.coder@contoh.test",
        password: "rahasia-sekali",
        github: "sari-dev",
        institution: "SMKN 2 Malang",
        level: "menengah",
      };
      const res = await t.req(SMK, "/api/v1/auth/signup/coder", json(body));
      expect(res.status).toBe(202);
      const out = await res.json();
      expect(out).toEqual({ status: true, message: SIGNUP_ACCEPTED_MESSAGE, data: { email: "sari.coder@contoh.test" } });
      // No account until the link is used; the link activates it with its coder profile on this tenant.
      expect(await findUserByEmail(t.db.db, "sari.coder@contoh.test")).toBeNull();
      const [mail] = await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "sari.coder@contoh.test")).orderBy(desc(mailOutbox.id)).limit(1);
      expect(mail!.link).toMatch(/^http:\/\/akun\.localhost:3000\/daftar\/konfirmasi\?token=/);
      const confirmed = await confirmSignup(t.db.db, new URL(mail!.link).searchParams.get("token")!, body.password);
      expect(confirmed.ok).toBe(true);
      const user = (await findUserByEmail(t.db.db, "sari.coder@contoh.test"))!;
      expect(await membershipKind({ db: t.db.db, tenantId: "smkcoding" }, user.id)).toBe(4);
      const [profile] = await t.db.db.select().from(coderProfiles).where(eq(coderProfiles.userId, user.id));
      expect(profile).toMatchObject({ tenantId: "smkcoding", phone: "", institution: "SMKN 2 Malang", github: "sari-dev", level: "menengah" });

      const again = await t.req(SMK, "/api/v1/auth/signup/coder", json({ ...body, email: "SARI.coder@contoh.test" }));
      expect(again.status).toBe(202);
      expect(await again.json()).toEqual(out);
      expect(JSON.stringify(out)).not.toMatch(/scrypt|password/i);
      const bad = await t.req(SMK, "/api/v1/auth/signup/coder", json({ ...body, email: "bukan-email" }));
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toContain('"email"');
      expect((await t.req(SMK, "/api/v1/auth/signup/coder", json({ ...body, email: "x2@contoh.test", password: "pendek" }))).status).toBe(400);
      expect((await t.req(SMK, "/api/v1/auth/signup/coder", json({ ...body, email: "x3@contoh.test", level: "dewa" }))).status).toBe(400);
    });

    it("answers user/me with the bearer token only on its own tenant", async () => {
      expect((await t.req(SB, "/api/v1/user/me")).status).toBe(401);
      const u = await signedIn("sekolahbeta");
      const me = await t.req(SB, "/api/v1/user/me", bearer(u.token));
      expect(me.status).toBe(200);
      const body = await me.json();
      expect(body).toMatchObject({ status: true, data: { email: u.email, role: "student", user_kind: 4 } });
      expect(me.headers.get("cache-control")).toContain("no-store");
      expect((await t.req(SMK, "/api/v1/user/me", bearer(u.token))).status).toBe(401);
      expect((await t.req(SB, "/api/v1/user/me", bearer("x".repeat(43)))).status).toBe(401);
    });

    it("signs out: the session is revoked", async () => {
      const u = await signedIn("sekolahbeta");
      const out = await t.req(SB, "/api/v1/auth/logout", { method: "POST", ...bearer(u.token) });
      expect(out.status).toBe(200);
      expect(out.headers.get("set-cookie")).toMatch(/^tunas_session=; Path=\/; Max-Age=0/);
      expect((await t.req(SB, "/api/v1/user/me", bearer(u.token))).status).toBe(401);
    });

    it("refuses a cookie-authenticated state change from another origin (CSRF)", async () => {
      const u = await signedIn("sekolahbeta");
      const body = JSON.stringify({ courseSlug: "web-dasar", chapterSlug: "pengenalan" });
      const cookie = `tunas_session=${u.token}`;
      const cross = await t.req(SB, "/api/v1/user/progress", {
        method: "POST",
        body,
        headers: { cookie, "content-type": "application/json", origin: "https://evil.example" },
      });
      expect(cross.status).toBe(403);
      const none = await t.req(SB, "/api/v1/user/progress", { method: "POST", body, headers: { cookie, "content-type": "application/json" } });
      expect(none.status).toBe(403);
      const same = await t.req(SB, "/api/v1/user/progress", {
        method: "POST",
        body,
        headers: { cookie, "content-type": "application/json", origin: `http://${SB}` },
      });
      expect(same.status).toBe(200);
    });
  });

  describe("progress and enrolments", () => {
    it("marks chapters done and undone for a learner; 400 on a bad slug; 403 for a writer", async () => {
      const u = await signedIn("sekolahbeta");
      const set = await t.req(SB, "/api/v1/user/progress", json({ courseSlug: "react-lanjut", chapterSlug: "hooks" }, { authorization: `Bearer ${u.token}` }));
      expect(set.status).toBe(200);
      expect((await set.json()).data.chapters).toEqual(["hooks"]);
      const list = await t.req(SB, "/api/v1/user/progress?courseSlug=react-lanjut", bearer(u.token));
      expect((await list.json()).data.chapters).toEqual(["hooks"]);
      const unset = await t.req(
        SB,
        "/api/v1/user/progress",
        json({ courseSlug: "react-lanjut", chapterSlug: "hooks", done: false }, { authorization: `Bearer ${u.token}` }),
      );
      expect((await unset.json()).data.chapters).toEqual([]);
      expect((await t.req(SB, "/api/v1/user/progress", json({ courseSlug: "React!", chapterSlug: "x" }, { authorization: `Bearer ${u.token}` }))).status).toBe(
        400,
      );
      expect((await t.req(SB, "/api/v1/user/progress?courseSlug=react-lanjut")).status).toBe(401);
      const writer = await signedIn("sekolahbeta", 6);
      expect((await t.req(SB, "/api/v1/user/progress", json({ courseSlug: "a", chapterSlug: "b" }, { authorization: `Bearer ${writer.token}` }))).status).toBe(
        403,
      );
    });

    it("lets only an admin enrol a member, never across tenants", async () => {
      const learner = await signedIn("sekolahbeta");
      const student = await signedIn("sekolahbeta");
      const admin = await signedIn("sekolahbeta", 1);
      // One of the tenant's own courses: an unknown slug is refused (404).
      const course = await makeCourse(t, { id: "sekolahbeta" });
      const body = { email: learner.email, courseSlug: course.slug };
      expect((await t.req(SB, "/api/v1/admin/enrolments", json(body))).status).toBe(401);
      const denied = await t.req(SB, "/api/v1/admin/enrolments", json(body, { authorization: `Bearer ${student.token}` }));
      expect(denied.status).toBe(403);
      expect((await denied.json()).message).toBe("Anda tidak memiliki akses untuk tindakan ini.");
      const created = await t.req(SB, "/api/v1/admin/enrolments", json(body, { authorization: `Bearer ${admin.token}` }));
      expect(created.status).toBe(201);
      expect((await created.json()).data).toMatchObject({ email: learner.email, courseSlug: course.slug, created: true });
      expect(
        (await t.req(SB, "/api/v1/admin/enrolments", json({ ...body, courseSlug: "kursus-fiktif-xyz" }, { authorization: `Bearer ${admin.token}` }))).status,
      ).toBe(404);
      expect((await t.req(SB, "/api/v1/admin/enrolments", json(body, { authorization: `Bearer ${admin.token}` }))).status).toBe(200);
      expect(
        (await t.req(SB, "/api/v1/admin/enrolments", json({ ...body, email: "tidak.ada@contoh.test" }, { authorization: `Bearer ${admin.token}` }))).status,
      ).toBe(404);
      expect((await t.req(SB, "/api/v1/admin/enrolments", json({ email: "x", courseSlug: "" }, { authorization: `Bearer ${admin.token}` }))).status).toBe(400);
      // The sekolahbeta admin's token means nothing on smkcoding…
      expect((await t.req(SMK, "/api/v1/admin/enrolments", json(body, { authorization: `Bearer ${admin.token}` }))).status).toBe(401);
      // …and an smkcoding admin cannot enrol someone who never joined smkcoding.
      const smkAdmin = await signedIn("smkcoding", 1);
      expect((await t.req(SMK, "/api/v1/admin/enrolments", json(body, { authorization: `Bearer ${smkAdmin.token}` }))).status).toBe(404);
    });
  });

  describe("Auth host", () => {
    it("exchanges a one-time code once, only for its own tenant and with the tenant's app token", async () => {
      const user = await createAccount(t.db.db, { name: "Tukar Kode", email: "tukar.kode@contoh.test", password: "kata-sandi-kuat" });
      const sb = { db: t.db.db, tenantId: "sekolahbeta" };
      const { token: sbApp } = await issueAppTokenForTenant(sb);
      const { token: smkApp } = await issueAppTokenForTenant({ db: t.db.db, tenantId: "smkcoding" });
      const code = await issueAuthCode(sb, { userId: user.id, redirectOrigin: "http://sekolahbeta.localhost:3000", appToken: sbApp });
      // Another app token of the same tenant (someone else's sign-in flow) cannot redeem it.
      const { token: otherSbApp } = await issueAppTokenForTenant(sb);
      expect((await t.req(SB, "/api/auth/generate/token", json({ code }, { "X-App-Authorization": "sekolahbeta", AppToken: otherSbApp }))).status).toBe(401);

      expect((await t.req(SB, "/api/auth/generate/token", json({ code }, { AppToken: sbApp }))).status).toBe(400);
      expect((await t.req(SB, "/api/auth/generate/token", json({ code }, { "X-App-Authorization": "sekolahbeta" }))).status).toBe(401);
      expect((await t.req(SB, "/api/auth/generate/token", json({ code }, { "X-App-Authorization": "sekolahbeta", AppToken: smkApp }))).status).toBe(401);
      expect((await t.req(SB, "/api/auth/generate/token", json({ code }, { "X-App-Authorization": "smkcoding", AppToken: smkApp }))).status).toBe(401);
      expect((await t.req(SB, "/api/auth/generate/token", json({}, { "X-App-Authorization": "sekolahbeta", AppToken: sbApp }))).status).toBe(400);

      const ok = await t.req(SB, "/api/auth/generate/token", json({ code }, { "X-App-Authorization": "sekolahbeta", AppToken: sbApp }));
      expect(ok.status).toBe(200);
      const body = await ok.json();
      expect(body.data).toMatchObject({ token_type: "Bearer", expires_in: 2592000, user: { email: "tukar.kode@contoh.test" } });
      const again = await t.req(SB, "/api/auth/generate/token", json({ code }, { "X-App-Authorization": "sekolahbeta", AppToken: sbApp }));
      expect(again.status).toBe(401);
      expect((await again.json()).message).toBe("Kode otorisasi tidak valid atau sudah kedaluwarsa.");

      const detail = await t.req(SB, "/api/auth/user/detail", {
        headers: { "X-App-Authorization": "sekolahbeta", authorization: `Bearer ${body.data.access_token}` },
      });
      expect(detail.status).toBe(200);
      expect(await detail.json()).toMatchObject({ status: true, message: "Berhasil", detail_auth: { email: "tukar.kode@contoh.test", role: "student" } });
      const elsewhere = await t.req(SB, "/api/auth/user/detail", {
        headers: { "X-App-Authorization": "smkcoding", authorization: `Bearer ${body.data.access_token}` },
      });
      expect(elsewhere.status).toBe(401);
      expect(await elsewhere.json()).toEqual({ status: false, message: "Silakan masuk terlebih dahulu.", detail_auth: null });
      expect((await t.req(SB, "/api/auth/user/detail", { headers: { "X-App-Authorization": "tidak-ada" } })).status).toBe(404);
    });

    it("lists every identity operation in the OpenAPI document", async () => {
      const doc = await (await t.req(SB, "/api/openapi.json")).json();
      for (const p of [
        "/v1/authorizer/token/generate",
        "/v1/authorizer/validate",
        "/v1/authorizer/version",
        "/{tenant}/cms/app/id",
        "/v1/auth/signup/coder",
        "/v1/user/me",
        "/auth/generate/token",
        "/auth/user/detail",
        "/v1/admin/enrolments",
      ]) {
        expect(doc.paths[p], p).toBeDefined();
      }
    });
  });
});
