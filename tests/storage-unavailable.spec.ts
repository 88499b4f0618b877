import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

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
  // From a connection of its own to the server's main database: the test database's may be read-only.
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} set default_transaction_read_only = ${on ? "on" : "off"}`);
    // Every pooled connection of the app is replaced, so the setting applies to all of them.
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  } finally {
    await admin.end();
  }
  await t.db.db.execute(sql`select 1`).catch(() => {});
}

const signup = (email: string) =>
  t.req("sekolahbeta.localhost", "/api/v1/auth/signup/coder", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Uji Penyimpanan", email, password: "kata-sandi-panjang-123" }),
  });

beforeAll(async () => {
  if (onPostgres) t = await createTestApp({ render: await loadRender() });
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

      // A page's form (no JavaScript): 503 with Retry-After; the form stays filled in and says nothing was saved.
      const contact = () =>
        t.req("sekolahbeta.localhost:3000", "/Kontak", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://sekolahbeta.localhost:3000" },
          body: new URLSearchParams({
            name: "Uji Penyimpanan",
            email: "penyimpanan-2@contoh.id",
            topic: "Lainnya",
            message: "Apakah formulir ini tetap aman ketika basis data tidak menerima tulisan?",
          }).toString(),
        });
      let page = await contact();
      for (let i = 0; i < 5 && page.status !== 503; i++) page = await contact();
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("30");
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html).toContain("Tidak ada yang tersimpan");
      expect(html).toMatch(/<input[^>]*name="email"[^>]*value="penyimpanan-2@contoh.id"/);
      // The same through a route data request (a form sent with JavaScript).
      const data = await t.req("sekolahbeta.localhost:3000", "/Kontak.data", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://sekolahbeta.localhost:3000" },
        body: new URLSearchParams({
          name: "Uji Penyimpanan",
          email: "penyimpanan-3@contoh.id",
          topic: "Lainnya",
          message: "Pesan uji lewat permintaan data rute.",
        }).toString(),
      });
      expect(data.status).toBe(503);
      expect(data.headers.get("retry-after")).toBe("30");
    } finally {
      await setReadOnly(false);
    }
    const rows = await t.db.db.select().from(mailOutbox).where(sql`${mailOutbox.toAddress} like 'penyimpanan-%@contoh.id'`);
    expect(rows).toHaveLength(0);
    // Writable again: the same request succeeds.
    let ok = await signup("penyimpanan-1@contoh.id");
    for (let i = 0; i < 5 && ok.status === 503; i++) ok = await signup("penyimpanan-1@contoh.id");
    expect(ok.status).toBe(202);
  });
});
