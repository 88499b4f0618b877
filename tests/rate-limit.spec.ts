import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "../src/db/client.ts";
import { rateLimitWindows } from "../src/db/schema/index.ts";
import { sweepRateLimits, WindowLimiter } from "../src/domain/rate-limit.ts";
import { createTestDb, type TTestDb } from "./helpers/db.ts";

// Request limits live in the database, so they hold across server processes. On PostgreSQL the
// second "process" is a second connection pool to the same database; PGlite has one user, so
// there the two limiters share its one connection.
let db: TTestDb;
let second: Database | null = null;
beforeAll(async () => {
  db = await createTestDb({ seed: false });
  if (db.label.startsWith("postgres:")) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/" + db.label.slice("postgres:".length);
    second = await openPostgres(url.toString(), 2);
  }
});
afterAll(async () => {
  await second?.close();
  await db?.drop();
});

describe(`request limits shared by every process on ${process.env.TEST_DB}`, () => {
  it("count hits from two processes against one limit, per key and per limit name", async () => {
    const a = new WindowLimiter(db.db, "uji.daftar", 3, 60_000);
    const b = new WindowLimiter((second ?? db).db, "uji.daftar", 3, 60_000);
    expect(await a.hit("203.0.113.5")).toBe(0);
    expect(await b.hit("203.0.113.5")).toBe(0);
    expect(await a.hit("203.0.113.5")).toBe(0);
    const wait = await b.hit("203.0.113.5");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another client, and the same client under another limit, start fresh.
    expect(await b.hit("203.0.113.6")).toBe(0);
    expect(await new WindowLimiter(db.db, "uji.reset", 3, 60_000).hit("203.0.113.5")).toBe(0);
  });

  it("counts parallel hits exactly (one row, one atomic upsert per hit)", async () => {
    const limiters = [db.db, (second ?? db).db].map((d) => new WindowLimiter(d, "uji.serbu", 10, 60_000));
    const waits = await Promise.all(Array.from({ length: 16 }, (_, i) => limiters[i % 2]!.hit("198.51.100.9")));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 0)).toHaveLength(6);
  });

  it("starts a new window once the old one is over, and forgets day-old windows", async () => {
    const limiter = new WindowLimiter(db.db, "uji.jendela", 1, 60_000);
    expect(await limiter.hit("k")).toBe(0);
    expect(await limiter.hit("k")).toBeGreaterThan(0);
    await db.db.update(rateLimitWindows).set({ windowStart: sql`now() - interval '61 seconds'` });
    expect(await limiter.hit("k")).toBe(0);
    await db.db.update(rateLimitWindows).set({ windowStart: sql`now() - interval '2 days'` });
    await sweepRateLimits(db.db);
    expect(await db.db.select().from(rateLimitWindows)).toEqual([]);
  });
});
