import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonKeyOf, issueServiceKey } from "../src/domain/external-data/keys.ts";
import { countRows, makeTenant, type TTenantMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/**
 * Security review, findings 3 (bulk inserts with the public anonymous key of /rest/v1), 4 (one
 * address locking every account behind it out of sign-in) and 8 (anonymous uploads).
 */
let t: TTestApp;
beforeAll(async () => {
  // TRUST_PROXY=1: each test's X-Forwarded-For is one client behind one trusted proxy.
  t = await createTestApp({ trustProxy: "1" });
});
afterAll(() => t?.close());

describe(`finding 3: /rest/v1 inserts are counted in rows on ${process.env.TEST_DB}`, () => {
  let tenant: TTenantMade;
  let anon: string;
  let service: string;
  beforeAll(async () => {
    tenant = await makeTenant(t);
    const ctx = { db: t.db.db, tenantId: tenant.id };
    anon = await anonKeyOf(ctx);
    service = await issueServiceKey(ctx);
  });

  const post = (key: string, body: unknown, ip = "198.51.100.30") =>
    t.req(tenant.host, "/rest/v1/book_reviews", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { apikey: key, "content-type": "application/json", "x-forwarded-for": ip },
    });
  const review = (i: number) => ({ name: `Pembaca ${i}`, comment: "Bagus", rating: 5 });

  it("refuses an anonymous bulk insert with 400 in PostgREST's shape and keeps nothing; one row still works", async () => {
    const before = await countRows(t, "ext_book_reviews", tenant.id);
    const bulk = await post(
      anon,
      Array.from({ length: 1000 }, (_, i) => review(i)),
    );
    expect(bulk.status).toBe(400);
    const body = await bulk.json();
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body).toMatchObject({
      code: "PGRST102",
      message: "Kunci anonim hanya boleh menambah satu baris per permintaan.",
      details: "Body berisi 1000 baris.",
      hint: expect.stringContaining("kunci layanan"),
    });
    expect((await post(anon, [review(1), review(2)])).status).toBe(400);
    expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before);

    expect((await post(anon, review(1))).status).toBe(201);
    expect((await post(anon, [review(2)])).status).toBe(201);
    expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before + 2);
  });

  it("charges the service key one unit per row of a bulk insert; a refused bulk keeps nothing and costs only its request", async () => {
    t.services.restRateLimits = { anonPerMinute: 120, servicePerMinute: 10 };
    try {
      const before = await countRows(t, "ext_book_reviews", tenant.id);
      // More rows than the whole budget can never fit: 400 (split it), not a 429 to retry. 1 of 10 units used.
      const huge = await post(
        service,
        Array.from({ length: 11 }, (_, i) => review(i)),
      );
      expect(huge.status).toBe(400);
      expect(await huge.json()).toMatchObject({ code: "PGRST102", message: "Paling banyak 10 baris sekali kirim dengan kunci ini." });
      // 6 rows: 7 of 10.
      expect((await post(service, [1, 2, 3, 4, 5, 6].map(review))).status).toBe(201);
      // 5 more rows would be 12: 429 with Retry-After, nothing kept, the 4 further rows given back (8 used).
      const over = await post(service, [7, 8, 9, 10, 11].map(review));
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await over.json()).toMatchObject({ code: "PGRST429", details: expect.stringContaining("permintaan ini 5 baris") });
      expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before + 6);
      // 2 rows fit (10 of 10); then even one request is over.
      expect((await post(service, [12, 13].map(review))).status).toBe(201);
      expect((await post(service, review(14))).status).toBe(429);
      expect(await countRows(t, "ext_book_reviews", tenant.id)).toBe(before + 8);
    } finally {
      t.services.restRateLimits = undefined;
    }
  });

  it("keeps the service key's bulk inserts under the default budget", async () => {
    const other = await makeTenant(t);
    const key = await issueServiceKey({ db: t.db.db, tenantId: other.id });
    const res = await t.req(other.host, "/rest/v1/book_reviews", {
      method: "POST",
      body: JSON.stringify(Array.from({ length: 500 }, (_, i) => review(i))),
      headers: { apikey: key, "content-type": "application/json" },
    });
    expect(res.status).toBe(201);
    expect(await countRows(t, "ext_book_reviews", other.id)).toBe(500);
  });
});
