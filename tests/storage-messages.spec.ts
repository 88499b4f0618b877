import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openPostgres } from "../src/db/client.ts";
import { STORAGE_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE_READ_MESSAGE } from "../src/kernel/errors.ts";
import { makeUser, signInCookie } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

// What people are told when the database is away (security round 3, finding 9): the operator at
// start-up, a reader and a writer during an outage.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`messages when the database cannot be reached (${process.env.TEST_DB})`, () => {
  it("names DATABASE_URL and the host:port it tried at start-up, never the password", async () => {
    const err = await openPostgres("postgres://tunas:rahasia-sekali@127.0.0.1:1/tunas_produksi").then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).toMatch(/^DATABASE_URL: PostgreSQL di 127\.0\.0\.1:1\/tunas_produksi tidak dapat dihubungi \(koneksi ditolak/);
    expect(err?.message).not.toContain("rahasia-sekali");
  });

  it("tells a read that the service is briefly unavailable, and a write that nothing was saved", async () => {
    const user = await makeUser(t, { id: "sekolahbeta" });
    const token = (await signInCookie(t, { id: "sekolahbeta" }, user)).split("=")[1]!;
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.req("sekolahbeta.localhost", "/api/v1/authorizer/version")).status).toBe(200); // the tenant is known
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const spy = vi.spyOn(t.db.db, "select").mockImplementation(() => {
      throw outage;
    });
    try {
      const read = await t.req("sekolahbeta.localhost", "/api/v1/user/progress?courseSlug=apa-saja", { headers: auth });
      expect(read.status).toBe(503);
      expect(read.headers.get("retry-after")).toBe("30");
      expect((await read.json()).message).toBe(STORAGE_UNAVAILABLE_READ_MESSAGE);
      const write = await t.req("sekolahbeta.localhost", "/api/v1/auth/logout", { method: "POST", headers: auth });
      expect(write.status).toBe(503);
      expect((await write.json()).message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      // Before any route runs: the tenant registry cannot read its tenants either.
      t.services.registry.invalidate();
      const early = await t.req("sekolahbeta.localhost", "/api/v1/class/active");
      expect(early.status).toBe(503);
      expect(early.headers.get("retry-after")).toBe("30");
      expect((await early.json()).message).toBe(STORAGE_UNAVAILABLE_READ_MESSAGE);
    } finally {
      spy.mockRestore();
    }
    expect(STORAGE_UNAVAILABLE_READ_MESSAGE).not.toMatch(/tersimpan/);
  });
});
