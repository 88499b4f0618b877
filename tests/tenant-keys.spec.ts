import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TTestDb } from "./helpers/db.ts";

/**
 * The schema can be distributed by tenant (Citus, or a shard per tenant group) because the tenant
 * key leads every tenant table's primary key and every unique index: a row's home is known from
 * its key, and uniqueness never spans tenants. See docs/decisions (scaling out).
 */
let db: TTestDb;
beforeAll(async () => {
  db = await createTestDb({ seed: false });
});
afterAll(() => db?.drop());

/**
 * Keys looked up before the tenant is known, unique across tenants on purpose. Distributed, these
 * tables stay on the coordinator (or become reference tables); each must be listed with its reason.
 */
const GLOBAL_LOOKUPS: Record<string, string> = {
  "app_credentials.app_credentials_app_id_uq": "an app id names its tenant: token generation finds the tenant from it",
  "signup_requests.signup_requests_pkey": "an activation link is opened on the account host, which serves every tenant",
};

type TRow = { table_name: string; index_name: string; is_primary: boolean; first_column: string | null };

describe("tenant key first", () => {
  it("leads the primary key and every unique index of each table with a tenant_id", async () => {
    const res = await db.db.execute(sql`
      select c.relname as table_name, i.relname as index_name, x.indisprimary as is_primary,
             (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum = x.indkey[0]) as first_column
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and (x.indisprimary or x.indisunique)
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1, 2`);
    const rows = ((res as unknown as { rows?: TRow[] }).rows ?? (res as unknown as TRow[])) as TRow[];
    const tables = new Set(rows.map((r) => r.table_name));
    expect(tables.size).toBeGreaterThan(20);
    // Every tenant table has a primary key …
    const withPk = new Set(rows.filter((r) => r.is_primary).map((r) => r.table_name));
    expect([...tables].filter((t) => !withPk.has(t))).toEqual([]);
    // … and neither it nor any unique index starts with anything but the tenant key.
    const offenders = rows
      .filter((r) => r.first_column !== "tenant_id" && !GLOBAL_LOOKUPS[`${r.table_name}.${r.index_name}`])
      .map((r) => `${r.table_name}.${r.index_name} (${r.first_column ?? "expression"})`);
    expect(offenders).toEqual([]);
  });
});
