import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { appSecretForTenant, issueAppTokenForTenant } from "../../domain/identity/app-credentials.ts";
import { APP_TOKEN_TTL_MS, createAppToken } from "../../domain/identity/app-token.ts";

let t: TTestApp;
const SB = "sekolahbeta.localhost:3000";
const SMK = "smkcoding.localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`GET /api/{token} (app token introspection) on ${process.env.TEST_DB}`, () => {
  it("describes a valid token of the host's tenant: tenant, app code, scopes, expiry; no secret parts", async () => {
    for (const [host, tenantId] of [
      [SB, "sekolahbeta"],
      [SMK, "smkcoding"],
    ] as const) {
      const cred = (await appSecretForTenant(t.db.db, tenantId))!;
      const issuedAt = Date.now() - 60_000;
      const token = createAppToken({ appId: cred.appId, secret: cred.secret, code: "kode-uji-123", scopes: ["public"], now: issuedAt });
      const res = await t.req(host, `/api/${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        status: true,
        message: "Token aplikasi berlaku.",
        data: {
          tenant: tenantId,
          app_id: cred.appId,
          app_code: "kode-uji-123",
          scopes: ["public"],
          issued_at: new Date(issuedAt).toISOString(),
          expires_at: new Date(issuedAt + APP_TOKEN_TTL_MS).toISOString(),
        },
      });
      const [, iv, ct, mac] = token.split(".");
      for (const secretPart of [cred.secret, iv!, ct!, mac!, token]) expect(text).not.toContain(secretPart);
    }
  });

  it("a token issued for the site's own pages carries the tenant's default scopes", async () => {
    const { token, code } = await issueAppTokenForTenant({ db: t.db.db, tenantId: "smkcoding" });
    const body = await (await t.req(SMK, `/api/${token}`)).json();
    expect(body.data.app_code).toBe(code);
    expect(body.data.scopes).toEqual(["public", "user"]);
  });

  it("an expired token gets 401", async () => {
    const cred = (await appSecretForTenant(t.db.db, "sekolahbeta"))!;
    const token = createAppToken({ appId: cred.appId, secret: cred.secret, code: "lama", now: Date.now() - APP_TOKEN_TTL_MS - 5_000 });
    const res = await t.req(SB, `/api/${token}`);
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toEqual({
      status: false,
      message: "Token aplikasi tidak berlaku: Token aplikasi sudah kedaluwarsa.",
      data: { valid: false, reason: "expired" },
    });
  });

  it("a forged token (right app id, wrong secret) and a tampered one get 401", async () => {
    const cred = (await appSecretForTenant(t.db.db, "sekolahbeta"))!;
    const forged = createAppToken({ appId: cred.appId, secret: "bukan-secret-yang-benar-sama-sekali-000", code: "palsu", scopes: ["public", "user", "admin"] });
    const res = await t.req(SB, `/api/${forged}`);
    expect(res.status).toBe(401);
    expect((await res.json()).data.reason).toBe("tampered");

    const { token } = await issueAppTokenForTenant({ db: t.db.db, tenantId: "sekolahbeta" });
    const parts = token.split(".");
    parts[2] = parts[2]!.slice(0, -2) + (parts[2]!.endsWith("AA") ? "BB" : "AA");
    const tampered = await t.req(SB, `/api/${parts.join(".")}`);
    expect(tampered.status).toBe(401);
    expect((await tampered.json()).status).toBe(false);
  });

  it("another tenant's valid token gets 401 on this host, both ways", async () => {
    const sb = await issueAppTokenForTenant({ db: t.db.db, tenantId: "sekolahbeta" });
    const smk = await issueAppTokenForTenant({ db: t.db.db, tenantId: "smkcoding" });
    const a = await t.req(SMK, `/api/${sb.token}`);
    expect(a.status).toBe(401);
    expect((await a.json()).data.reason).toBe("unknown-app");
    const b = await t.req(SB, `/api/${smk.token}`);
    expect(b.status).toBe(401);
    // The same tokens are fine on their own hosts.
    expect((await t.req(SB, `/api/${sb.token}`)).status).toBe(200);
    expect((await t.req(SMK, `/api/${smk.token}`)).status).toBe(200);
  });

  it("a malformed or unknown-app token-shaped segment gets 401", async () => {
    const short = await t.req(SB, "/api/app-123.aaaa.bbbb.cccc");
    expect(short.status).toBe(401);
    expect((await short.json()).data.reason).toBe("unknown-app");
    const cred = (await appSecretForTenant(t.db.db, "sekolahbeta"))!;
    const badIv = await t.req(SB, `/api/${cred.appId}.aaaa.bbbb.cccc`);
    expect(badIv.status).toBe(401);
    expect((await badIv.json()).data.reason).toBe("malformed");
  });

  it("does not shadow other /api routes; segments not shaped like a token stay 404", async () => {
    expect((await t.req(SB, "/api/openapi.json")).status).toBe(200);
    expect((await t.req(SB, "/api/v1/authorizer/version")).status).toBe(200);
    expect((await t.req(SB, "/api/docs")).status).toBe(200);
    const unknown = await t.req(SB, "/api/tidak-ada");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("Endpoint GET /api/tidak-ada tidak ditemukan.");
    expect((await t.req(SB, "/api/a.b.c")).status).toBe(404);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await (await t.req(SB, "/api/openapi.json")).json();
    const op = doc.paths["/{token}"]?.get;
    expect(op.summary).toMatch(/^Introspeksi token aplikasi/);
    expect(Object.keys(op.responses)).toEqual(["200", "401", "404"]);
    expect(Object.keys(op.responses["200"].content["application/json"].schema.properties.data.properties)).toContain("app_code");
  });
});
