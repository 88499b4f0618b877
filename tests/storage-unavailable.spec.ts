import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/**
 * The database stops taking writes (a read-only database after a failover, a full disk): reads
 * still answer, writes answer 503 with Retry-After in the spec envelope — never a 500 — and
 * nothing is half-written; once the database takes writes again, so does the API.
 * PostgreSQL only: the database is made read-only with `default_transaction_read_only`.
 */
const onPostgres = process.env.TEST_DB === "postgres";
let t: TTestApp;

async function setReadOnly(on: boolean) {
  const name = t.db.label.slice("postgres:".length);
  await t.db.db.execute(sql.raw(`alter database ${name} set default_transaction_read_only = ${on ? "on" : "off"}`));
  // Every pooled connection is replaced, so the setting applies to all of them.
  await t.db.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
  await t.db.db.execute(sql`select 1`).catch(() => {});
}

const signup = (email: string) =>
  t.req("sekolahbeta.localhost", "/api/v1/auth/signup/coder", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Uji Penyimpanan", email, password: "kata-sandi-panjang-123" }),
  });

beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)("storage that takes no writes", () => {
  it("answers writes 503 with Retry-After, keeps reads, and recovers", async () => {
    await setReadOnly(true);
    try {
      // Reads still answer.
      expect((await t.req("sekolahbeta.localhost", "/api/v1/class/active")).status).toBe(200);
      // A write: 503, the envelope, Retry-After, and no row.
      let res = await signup("penyimpanan-1@contoh.id");
      for (let i = 0; i < 5 && res.status !== 503; i++) res = await signup("penyimpanan-1@contoh.id"); // a connection opened before the switch
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toEqual({ status: false, message: expect.stringContaining("Tidak ada yang tersimpan"), data: null });
    } finally {
      await setReadOnly(false);
    }
    const rows = await t.db.db.select().from(mailOutbox).where(sql`${mailOutbox.toAddress} = 'penyimpanan-1@contoh.id'`);
    expect(rows).toHaveLength(0);
    // Writable again: the same request succeeds.
    let ok = await signup("penyimpanan-1@contoh.id");
    for (let i = 0; i < 5 && ok.status === 503; i++) ok = await signup("penyimpanan-1@contoh.id");
    expect(ok.status).toBe(202);
  });
});
