import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TTestDb } from "../../../tests/helpers/db.ts";
import { drainStatistics, markAllTenants } from "./refresh.ts";

let t: TTestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.drop());

describe(`statistics round on ${process.env.TEST_DB}`, () => {
  it("ends after the current tenant when asked to stop, and hands the other claims back at once", async () => {
    await markAllTenants(t.db);
    let asked = 0;
    const r = await drainStatistics(t.db, { maxTenants: 5, shouldStop: () => ++asked > 2 });
    expect(r.tenants).toHaveLength(2);
    // The three claimed but not recomputed carry no lease: the next round (any process) takes them.
    const next = await drainStatistics(t.db, { maxTenants: 3 });
    expect(next.tenants).toHaveLength(3);
    expect(next.tenants.some((id) => r.tenants.includes(id))).toBe(false);
    const leased = (await t.db.execute(sql`select count(*)::int as n from stat_changes where lease_until is not null`)) as unknown as {
      rows: { n: number }[];
    };
    expect(leased.rows[0]!.n).toBe(0);
  });
});
