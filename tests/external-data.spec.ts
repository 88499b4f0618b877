import { randomBytes } from "node:crypto";
import { PostgrestClient } from "@supabase/postgrest-js";
import pg from "pg";
import { openPostgres } from "../src/db/client.ts";
import { seedIfEmpty } from "../src/seed/index.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationTotal, markDonationPaid } from "../src/domain/external-data/donations.ts";
import { createReview, createTestimony } from "../src/domain/external-data/entries.ts";
import { listApproved, listDonations, listForModeration, setStatus } from "../src/domain/external-data/moderation.ts";
import { anonKeyOf, issueServiceKey } from "../src/domain/external-data/keys.ts";
import type { TTenantCtx } from "../src/domain/scope.ts";
import { makeTenant, type TTenantMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/**
 * The external data service (/rest/v1) through the official PostgREST client, unchanged: the
 * client's fetch is pointed at the app with the tenant's Host header.
 */
let t: TTestApp;
let a: TTenantMade;
let b: TTenantMade;
let keysA: { anon: string; service: string };
let keysB: { anon: string; service: string };

const ctxOf = (tenant: TTenantMade): TTenantCtx => ({ db: t.db.db, tenantId: tenant.id });

function client(host: string, key: string | null) {
  return new PostgrestClient(`http://${host}/rest/v1`, {
    headers: key ? { apikey: key, Authorization: `Bearer ${key}` } : {},
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set("host", host);
      return Promise.resolve(t.app.request(String(input), { ...init, headers }));
    },
  });
}

/** A raw request, for what the client library does not send (malformed syntax, raw headers). */
function raw(host: string, path: string, init: RequestInit & { key?: string | null } = {}) {
  const headers = new Headers(init.headers);
  if (init.key) headers.set("apikey", init.key);
  return t.req(host, path, { ...init, headers });
}

async function keysOf(tenant: TTenantMade) {
  return { anon: await anonKeyOf(ctxOf(tenant)), service: await issueServiceKey(ctxOf(tenant)) };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t);
  b = await makeTenant(t);
  keysA = await keysOf(a);
  keysB = await keysOf(b);
});
afterAll(() => t?.close());

describe("reviews: anonymous insert, moderation with the service key", () => {
  it("an anonymous review is created (201) but hidden until staff approve it; then everyone sees it", async () => {
    const anon = client(a.host, keysA.anon);
    const staff = client(a.host, keysA.service);
    const created = await anon.from("book_reviews").insert({ name: "Rina", comment: "Bagus sekali", rating: 5 });
    expect(created.error).toBeNull();
    expect(created.status).toBe(201);

    const before = await anon.from("book_reviews").select("*").eq("name", "Rina");
    expect(before.status).toBe(200);
    expect(before.data).toEqual([]);

    const pending = await staff.from("book_reviews").select("id,name,status").eq("name", "Rina").single();
    expect(pending.error).toBeNull();
    expect(pending.data).toMatchObject({ name: "Rina", status: "pending" });

    const approved = await staff
      .from("book_reviews")
      .update({ status: "approved" })
      .eq("id", (pending.data as { id: number }).id)
      .select();
    expect(approved.status).toBe(200);
    expect(approved.data).toEqual([expect.objectContaining({ name: "Rina", status: "approved", rating: 5 })]);

    const after = await anon.from("book_reviews").select("name,rating,comment").eq("name", "Rina");
    expect(after.data).toEqual([{ name: "Rina", rating: 5, comment: "Bagus sekali" }]);
  });

  it("the anonymous key can never update, delete, or read hidden rows (401 42501, rows unchanged)", async () => {
    const anon = client(a.host, keysA.anon);
    const staff = client(a.host, keysA.service);
    const ins = await staff
      .from("book_reviews")
      .insert([
        { name: "Tersembunyi", comment: "spam", rating: 1, status: "hidden" },
        { name: "Terlihat", comment: "oke", rating: 4, status: "approved" },
      ])
      .select("id,status");
    expect(ins.status).toBe(201);
    const ids = (ins.data as { id: number }[]).map((r) => r.id);

    const upd = await anon.from("book_reviews").update({ status: "approved" }).in("id", ids);
    expect(upd.status).toBe(401);
    expect(upd.error).toMatchObject({ code: "42501" });
    expect(Object.keys(upd.error!).sort()).toEqual(["code", "details", "hint", "message"]);

    const del = await anon.from("book_reviews").delete().in("id", ids);
    expect(del.status).toBe(401);
    expect(del.error?.code).toBe("42501");

    // Even asking for the hidden row by id and status gives nothing.
    const hidden = await anon.from("book_reviews").select("*").eq("id", ids[0]!).eq("status", "hidden");
    expect(hidden.data).toEqual([]);
    const rows = await staff.from("book_reviews").select("status").in("id", ids).order("id");
    expect(rows.data).toEqual([{ status: "hidden" }, { status: "approved" }]);

    // The anonymous key cannot choose a status either (the column is not writable for it).
    const sneaky = await anon.from("book_reviews").insert({ name: "Licik", comment: "langsung tampil", rating: 5, status: "approved" });
    expect(sneaky.status).toBe(401);
    expect(sneaky.error?.code).toBe("42501");
  });

  it("asking for the representation of a row the anonymous key cannot read is refused, and nothing is kept", async () => {
    const anon = client(a.host, keysA.anon);
    const res = await anon.from("aspirations").insert({ message: "Ingin kelas menulis" }).select();
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe("42501");
    const staff = client(a.host, keysA.service);
    const left = await staff.from("aspirations").select("id", { count: "exact", head: true }).eq("message", "Ingin kelas menulis");
    expect(left.count).toBe(0);
  });

  it("the service key deletes with a filter and returns the deleted rows; without a filter it is refused", async () => {
    const staff = client(a.host, keysA.service);
    await staff.from("testimonies").insert({ name: "Hapus Saya", message: "x", status: "hidden" });
    const del = await staff.from("testimonies").delete().eq("name", "Hapus Saya").select("name");
    expect(del.status).toBe(200);
    expect(del.data).toEqual([{ name: "Hapus Saya" }]);
    const minimal = await staff.from("testimonies").delete().eq("name", "tidak ada");
    expect(minimal.status).toBe(204);
    const all = await raw(a.host, "/rest/v1/testimonies", { method: "DELETE", key: keysA.service });
    expect(all.status).toBe(400);
    expect((await all.json()).code).toBe("21000");
  });
});

describe("reads: select, filters, order, range and count", () => {
  let tenant: TTenantMade;
  let staff: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  beforeAll(async () => {
    tenant = await makeTenant(t);
    const k = await keysOf(tenant);
    staff = client(tenant.host, k.service);
    anon = client(tenant.host, k.anon);
    const rows = [
      { name: "Ani", comment: "satu", rating: 1 },
      { name: "Budi", comment: "dua", rating: 2 },
      { name: "Cici", comment: "tiga", rating: 3 },
      { name: "Dodi", comment: "empat", rating: 4 },
      { name: "Euis", comment: "lima", rating: 5 },
      { name: "Fajar", comment: "lima juga", rating: 5 },
    ].map((r) => ({ ...r, status: "approved" }));
    const res = await staff.from("book_reviews").insert(rows);
    expect(res.status).toBe(201);
    await staff.from("testimonies").insert([
      { name: "Guru", occupation: "Guru SMA", message: "m1", status: "approved" },
      { name: "Tanpa", occupation: null, message: "m2", status: "approved" },
    ]);
  });

  it("select with columns and an alias; eq, neq, gt, gte, lt, lte, in, is, like, not", async () => {
    const cols = await anon.from("book_reviews").select("nama:name,rating").eq("name", "Cici");
    expect(cols.data).toEqual([{ nama: "Cici", rating: 3 }]);
    const names = async (q: PromiseLike<{ data: unknown }>) => ((await q).data as { name: string }[]).map((r) => r.name);
    expect(await names(anon.from("book_reviews").select("name").neq("rating", 5).order("name"))).toEqual(["Ani", "Budi", "Cici", "Dodi"]);
    expect(await names(anon.from("book_reviews").select("name").gt("rating", 3).order("name"))).toEqual(["Dodi", "Euis", "Fajar"]);
    expect(await names(anon.from("book_reviews").select("name").gte("rating", 3).lt("rating", 5).order("name"))).toEqual(["Cici", "Dodi"]);
    expect(await names(anon.from("book_reviews").select("name").lte("rating", 1))).toEqual(["Ani"]);
    expect(await names(anon.from("book_reviews").select("name").in("name", ["Ani", "Euis", "Tidak Ada"]).order("name"))).toEqual(["Ani", "Euis"]);
    expect(await names(anon.from("book_reviews").select("name").like("comment", "lima*").order("name"))).toEqual(["Euis", "Fajar"]);
    expect(await names(anon.from("book_reviews").select("name").ilike("name", "*DI*").order("name"))).toEqual(["Budi", "Dodi"]);
    expect(await names(anon.from("book_reviews").select("name").not("rating", "in", "(1,2,3,4)").order("name"))).toEqual(["Euis", "Fajar"]);
    expect(await names(anon.from("testimonies").select("name").is("occupation", null))).toEqual(["Tanpa"]);
    expect(await names(anon.from("testimonies").select("name").not("occupation", "is", null))).toEqual(["Guru"]);
  });

  it("order by several columns, with nulls first or last", async () => {
    const r = await anon.from("book_reviews").select("name,rating").order("rating", { ascending: false }).order("name", { ascending: true }).limit(3);
    expect(r.data).toEqual([
      { name: "Euis", rating: 5 },
      { name: "Fajar", rating: 5 },
      { name: "Dodi", rating: 4 },
    ]);
    const nulls = await anon.from("testimonies").select("name").order("occupation", { ascending: true, nullsFirst: true });
    expect((nulls.data as { name: string }[]).map((x) => x.name)).toEqual(["Tanpa", "Guru"]);
  });

  it("range with an exact count answers 206 with Content-Range; the whole set 200", async () => {
    const page = await anon.from("book_reviews").select("name", { count: "exact" }).order("name").range(2, 3);
    expect(page.status).toBe(206);
    expect(page.count).toBe(6);
    expect(page.data).toEqual([{ name: "Cici" }, { name: "Dodi" }]);
    const all = await anon.from("book_reviews").select("name", { count: "exact" });
    expect(all.status).toBe(200);
    expect(all.count).toBe(6);
    const head = await anon.from("book_reviews").select("*", { count: "exact", head: true }).eq("rating", 5);
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();

    const res = await raw(tenant.host, "/rest/v1/book_reviews?select=name&order=name", {
      key: await anonKeyOf(ctxOf(tenant)),
      headers: { Range: "1-2", "Range-Unit": "items", Prefer: "count=exact" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("1-2/6");
    expect(await res.json()).toEqual([{ name: "Budi" }, { name: "Cici" }]);

    const beyond = await raw(tenant.host, "/rest/v1/book_reviews?offset=50", { key: await anonKeyOf(ctxOf(tenant)), headers: { Prefer: "count=exact" } });
    expect(beyond.status).toBe(416);
    expect((await beyond.json()).code).toBe("PGRST103");
    const plain = await raw(tenant.host, "/rest/v1/book_reviews?select=id&limit=2&offset=1", { key: await anonKeyOf(ctxOf(tenant)) });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-range")).toBe("1-2/*");
  });

  it("single and maybeSingle: one row as an object, otherwise 406 PGRST116", async () => {
    const one = await anon.from("book_reviews").select("name").eq("name", "Ani").single();
    expect(one.data).toEqual({ name: "Ani" });
    const many = await anon.from("book_reviews").select("name").eq("rating", 5).single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe("PGRST116");
    const none = await anon.from("book_reviews").select("name").eq("name", "Tidak Ada").maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });

  it("bulk insert with return=representation returns every row in order with its id", async () => {
    const r = await staff
      .from("aspirations")
      .insert([{ name: "A", message: "satu" }, { message: "dua" }])
      .select("id,name,message,status");
    expect(r.status).toBe(201);
    const rows = r.data as { id: number; name: string | null; message: string; status: string }[];
    expect(rows.map((x) => [x.name, x.message, x.status])).toEqual([
      ["A", "satu", "pending"],
      [null, "dua", "pending"],
    ]);
    expect(rows.every((x) => Number.isInteger(x.id))).toBe(true);
  });
});

describe("keys and tenants", () => {
  it("a request without a key is 401 PGRST302; an unknown key 401 PGRST301", async () => {
    const none = await client(a.host, null).from("book_reviews").select("*");
    expect(none.status).toBe(401);
    expect(none.error?.code).toBe("PGRST302");
    const wrong = await client(a.host, "tunas_anon_bukan-kunci-yang-benar").from("book_reviews").select("*");
    expect(wrong.status).toBe(401);
    expect(wrong.error?.code).toBe("PGRST301");
  });

  it("a key of one tenant is refused on another tenant's host, and never reaches its rows", async () => {
    await client(b.host, keysB.service).from("book_reviews").insert({ name: "Milik B", comment: "rahasia B", rating: 3, status: "approved" });
    for (const key of [keysA.anon, keysA.service]) {
      const read = await client(b.host, key).from("book_reviews").select("*");
      expect(read.status).toBe(401);
      expect(read.data).toBeNull();
      const write = await client(b.host, key).from("book_reviews").update({ status: "hidden" }).eq("name", "Milik B");
      expect(write.status).toBe(401);
    }
    // On its own host, tenant A's service key sees only A's rows.
    const own = await client(a.host, keysA.service).from("book_reviews").select("name").eq("name", "Milik B");
    expect(own.data).toEqual([]);
    const stillB = await client(b.host, keysB.anon).from("book_reviews").select("name").eq("name", "Milik B");
    expect(stillB.data).toEqual([{ name: "Milik B" }]);
  });

  it("a rotated service key stops working at once", async () => {
    const tenant = await makeTenant(t);
    const old = await issueServiceKey(ctxOf(tenant));
    expect((await client(tenant.host, old).from("user_disc").select("id")).status).toBe(200);
    const fresh = await issueServiceKey(ctxOf(tenant));
    expect((await client(tenant.host, old).from("user_disc").select("id")).status).toBe(401);
    expect((await client(tenant.host, fresh).from("user_disc").select("id")).status).toBe(200);
  });

  it("the rules hold in the database itself: the anonymous role cannot update or read hidden rows whatever SQL runs", async () => {
    await client(a.host, keysA.service).from("book_reviews").insert({ name: "Db Hidden", comment: "x", rating: 2, status: "hidden" });
    const asAnon = (q: ReturnType<typeof sql>) =>
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('tunas.tenant_id', ${a.id}, true)`);
        await tx.execute(sql`set local role tunas_anon`);
        return tx.execute(q);
      });
    const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
    expect(rows(await asAnon(sql`select name from ext_book_reviews where name = 'Db Hidden'`))).toEqual([]);
    expect(rows(await asAnon(sql`select name from ext_book_reviews where name = 'Milik B'`))).toEqual([]);
    await expect(asAnon(sql`update ext_book_reviews set status = 'approved' where name = 'Db Hidden'`)).rejects.toThrow();
    await expect(asAnon(sql`delete from ext_book_reviews`)).rejects.toThrow();
    await expect(asAnon(sql`select id from ext_user_disc`)).rejects.toThrow();
    await expect(asAnon(sql`insert into ext_book_reviews (tenant_id, name, comment, rating) values (${b.id}, 'Nyasar', 'x', 3)`)).rejects.toThrow();
  });
});

describe("DISC results and donations", () => {
  it("anyone may save a DISC result, nobody but staff reads them", async () => {
    const anon = client(a.host, keysA.anon);
    const saved = await anon
      .from("user_disc")
      .insert({ name: "Uji", email: null, answers: [{ most: "D", least: "S" }], score_d: 10, score_i: 2, score_s: -8, score_c: -4, profile: "DI" });
    expect(saved.status).toBe(201);
    const read = await anon.from("user_disc").select("*");
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe("42501");
    const staff = await client(a.host, keysA.service).from("user_disc").select("name,profile,answers,score_d").eq("name", "Uji").single();
    expect(staff.data).toEqual({ name: "Uji", profile: "DI", answers: [{ most: "D", least: "S" }], score_d: 10 });
  });

  it("donations?select=amount shows only paid donations, other columns stay closed to the anonymous key", async () => {
    const tenant = await makeTenant(t);
    const k = await keysOf(tenant);
    const anon = client(tenant.host, k.anon);
    const staff = client(tenant.host, k.service);
    // Keys differ between the rows: without `missing=default` the absent status would be null.
    const nulls = await staff.from("donations").insert([
      { name: "Lunas", amount: 50_000, status: "paid" },
      { name: "Menunggu", amount: 70_000 },
    ]);
    expect(nulls.error?.code).toBe("23502");
    const made = await staff.from("donations").insert(
      [
        { name: "Lunas", amount: 50_000, status: "paid" },
        { name: "Menunggu", amount: 70_000 },
      ],
      { defaultToNull: false },
    );
    expect(made.status).toBe(201);
    const paid = await anon.from("donations").select("amount");
    expect(paid.data).toEqual([{ amount: 50_000 }]);
    const closed = await anon.from("donations").select("amount,payment_ref");
    expect(closed.status).toBe(401);
    const star = await anon.from("donations").select("*");
    expect(star.data).toEqual([expect.objectContaining({ amount: 50_000, name: "Lunas" })]);
    expect(Object.keys((star.data as object[])[0]!).sort()).toEqual(["amount", "created_at", "message", "name"]);
    const small = await anon.from("donations").insert({ name: "Kecil", amount: 5_000 });
    expect(small.status).toBe(400);
    expect(small.error?.code).toBe("23514");
    const huge = await anon.from("donations").insert({ name: "Besar", amount: 100_000_001 });
    expect(huge.status).toBe(400);
  });

  it("a duplicate order id is 409 23505; the service key may not change an amount (403 42501)", async () => {
    const staff = client(a.host, keysA.service);
    const first = await staff.from("donations").insert({ name: "Satu", amount: 20_000, order_id: "DON-DUP-1" });
    expect(first.status).toBe(201);
    const dup = await staff.from("donations").insert({ name: "Dua", amount: 30_000, order_id: "DON-DUP-1" });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe("23505");
    const amount = await staff.from("donations").update({ amount: 1_000_000 }).eq("order_id", "DON-DUP-1");
    expect(amount.status).toBe(403);
    expect(amount.error?.code).toBe("42501");
  });

  it("the donation total is exact under 40 concurrent donations, counting only paid ones", async () => {
    const tenant = await makeTenant(t);
    const k = await keysOf(tenant);
    const anon = client(tenant.host, k.anon);
    const staff = client(tenant.host, k.service);
    const amounts = Array.from({ length: 40 }, (_, i) => 10_000 + i * 1_000);
    const results = await Promise.all(amounts.map((amount, i) => anon.from("donations").insert({ name: `Donatur ${i}`, amount })));
    expect(results.map((r) => r.status)).toEqual(amounts.map(() => 201));
    // Pay the even ones concurrently, each through its own request.
    const paid = amounts.filter((_, i) => i % 2 === 0);
    const marks = await Promise.all(
      paid.map((_, j) =>
        staff
          .from("donations")
          .update({ status: "paid", payment_ref: `REF-${j}` })
          .eq("name", `Donatur ${j * 2}`)
          .eq("status", "pending"),
      ),
    );
    expect(marks.every((m) => m.status === 204)).toBe(true);
    const expected = paid.reduce((s, x) => s + x, 0);
    expect(await donationTotal(ctxOf(tenant))).toEqual({ total: expected, count: paid.length });
    const seen = (await anon.from("donations").select("amount")).data as { amount: number }[];
    expect(seen.reduce((s, r) => s + r.amount, 0)).toBe(expected);
  });
});

describe("malformed requests answer 400 (never 500)", () => {
  const cases: [string, string, number, string][] = [
    ["select=*,(", "/rest/v1/book_reviews?select=*,(", 400, "PGRST100"],
    ["unknown select column", "/rest/v1/book_reviews?select=password", 400, "42703"],
    ["tenant_id is not a column", "/rest/v1/book_reviews?select=tenant_id", 400, "42703"],
    ["unknown filter column", "/rest/v1/book_reviews?secret=eq.1", 400, "42703"],
    ["unknown operator", "/rest/v1/book_reviews?rating=foo.1", 400, "PGRST100"],
    ["SQL in an integer value", "/rest/v1/book_reviews?id=eq.1%20or%201=1", 400, "22P02"],
    ["SQL in an order", "/rest/v1/book_reviews?order=name;drop%20table%20tenants", 400, "PGRST100"],
    ["SQL as a column name", "/rest/v1/book_reviews?select=name,(select%201)", 400, "PGRST100"],
    ["huge limit", "/rest/v1/book_reviews?limit=99999999999999", 400, "PGRST100"],
    ["negative offset", "/rest/v1/book_reviews?offset=-1", 400, "PGRST100"],
    ["unclosed in list", "/rest/v1/book_reviews?name=in.(%22a,b)", 400, "PGRST100"],
    ["in without parentheses", "/rest/v1/book_reviews?rating=in.1,2", 400, "PGRST100"],
    ["bad is value", "/rest/v1/book_reviews?name=is.maybe", 400, "PGRST100"],
    ["bad timestamp", "/rest/v1/book_reviews?created_at=gt.kemarin", 400, "22007"],
    ["integer overflow", "/rest/v1/book_reviews?id=eq.99999999999", 400, "22003"],
    ["or filter", "/rest/v1/book_reviews?or=(rating.eq.1,rating.eq.2)", 400, "PGRST100"],
    ["embedding", "/rest/v1/book_reviews?select=*,donations(*)", 400, "PGRST100"],
    ["json path", "/rest/v1/user_disc?select=answers->0", 400, "PGRST100"],
    ["unknown table", "/rest/v1/users", 404, "PGRST205"],
    ["nested path", "/rest/v1/book_reviews/1", 404, "PGRST125"],
  ];
  for (const [what, path, status, code] of cases) {
    it(`${what} → ${status} ${code}`, async () => {
      const res = await raw(a.host, path, { key: keysA.service });
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.code).toBe(code);
      expect(typeof body.message).toBe("string");
      expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    });
  }

  it("SQL in a text value is only ever a value", async () => {
    const evil = "x'; drop table ext_book_reviews; --";
    const r = await client(a.host, keysA.anon).from("book_reviews").select("name").eq("name", evil);
    expect(r.status).toBe(200);
    expect(r.data).toEqual([]);
    const ins = await client(a.host, keysA.service)
      .from("book_reviews")
      .insert({ name: evil.slice(0, 40), comment: evil, rating: 3 })
      .select("comment");
    expect(ins.data).toEqual([{ comment: evil }]);
    expect((await client(a.host, keysA.service).from("book_reviews").select("id", { count: "exact", head: true })).count).toBeGreaterThan(0);
  });

  const bodies: [string, string, string | undefined, number, string][] = [
    ["bad JSON", "{nama:", "application/json", 400, "PGRST102"],
    ["empty body", "", "application/json", 400, "PGRST102"],
    ["a JSON string", '"halo"', "application/json", 400, "PGRST102"],
    ["unknown column", '{"name":"A","comment":"b","rating":3,"admin":true}', "application/json", 400, "PGRST204"],
    ["wrong type", '{"name":"Ana","comment":"b","rating":"lima"}', "application/json", 400, "22P02"],
    ["rule broken", '{"name":"Ana","comment":"b","rating":9}', "application/json", 400, "23514"],
    ["missing required", '{"name":"Ana","rating":3}', "application/json", 400, "23502"],
    ["keys differ in a bulk insert", '[{"name":"Ana","comment":"b","rating":3},{"name":"Ani"}]', "application/json", 400, "PGRST102"],
    ["not JSON", "name=Ana", "application/x-www-form-urlencoded", 415, "PGRST107"],
  ];
  for (const [what, body, type, status, code] of bodies) {
    it(`POST with ${what} → ${status} ${code}`, async () => {
      const res = await raw(a.host, "/rest/v1/book_reviews", { method: "POST", body, key: keysA.service, headers: type ? { "content-type": type } : {} });
      expect(res.status).toBe(status);
      expect((await res.json()).code).toBe(code);
    });
  }

  it("an unsupported method is 405; a preflight is answered for any origin", async () => {
    const put = await raw(a.host, "/rest/v1/book_reviews", { method: "PUT", body: "{}", key: keysA.service, headers: { "content-type": "application/json" } });
    expect(put.status).toBe(405);
    const pre = await raw(a.host, "/rest/v1/book_reviews", {
      method: "OPTIONS",
      headers: { origin: "https://contoh.id", "access-control-request-method": "POST", "access-control-request-headers": "apikey,content-type,prefer" },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("rate limits per key", () => {
  it("over the limit the key gets 429 with Retry-After in PostgREST's error shape; another tenant's key is unaffected", async () => {
    const tenant = await makeTenant(t);
    const k = await keysOf(tenant);
    t.services.restRateLimits = { anonPerMinute: 3, servicePerMinute: 1000 };
    try {
      const anon = client(tenant.host, k.anon);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await anon.from("book_reviews").select("id")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await raw(tenant.host, "/rest/v1/book_reviews", { key: k.anon });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = await res.json();
      expect(body).toMatchObject({ code: "PGRST429" });
      expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
      // The service key has its own counter; other tenants' anonymous keys too.
      expect((await client(tenant.host, k.service).from("book_reviews").select("id")).status).toBe(200);
      expect((await client(b.host, keysB.anon).from("book_reviews").select("id")).status).toBe(200);
    } finally {
      t.services.restRateLimits = undefined;
    }
  });
});

describe("domain functions the book page and the dashboard call", () => {
  it("a review made by a page's form is pending, listed for staff, approved, then public; bad input is refused", async () => {
    const tenant = await makeTenant(t);
    const ctx = ctxOf(tenant);
    const review = await createReview(ctx, { name: "  Sinta  ", comment: "Inspiratif", rating: "4" });
    expect(review).toMatchObject({ name: "Sinta", rating: 4, status: "pending" });
    await expect(createReview(ctx, { name: "S", comment: "x", rating: 4 })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: "Nama minimal 2 karakter.",
    });
    await expect(createReview(ctx, { name: "Sinta", comment: "x", rating: 6 })).rejects.toMatchObject({ message: "Penilaian maksimal 5 bintang." });
    expect((await listApproved(ctx, "book_reviews")).total).toBe(0);
    const pending = await listForModeration(ctx, "book_reviews", { status: "pending" });
    expect(pending.items.map((r) => r.id)).toEqual([review.id]);
    expect(await setStatus(ctx, "book_reviews", review.id, "approved")).toMatchObject({ status: "approved" });
    expect(await listApproved(ctx, "book_reviews")).toMatchObject({ total: 1, items: [{ name: "Sinta" }] });
    // Another tenant's moderation never touches this row.
    expect(await setStatus(ctxOf(b), "book_reviews", review.id, "hidden")).toBeNull();
    expect((await listApproved(ctx, "book_reviews")).total).toBe(1);
    const testimony = await createTestimony(ctx, { name: "Guru Budi", occupation: "", message: "Bagus" });
    expect(testimony.occupation).toBeNull();
  });

  it("marking a donation paid is idempotent and only paid donations count", async () => {
    const tenant = await makeTenant(t);
    const ctx = ctxOf(tenant);
    const k = await keysOf(tenant);
    // The anonymous key adds one row per request.
    const anon = client(tenant.host, k.anon);
    await anon.from("donations").insert({ name: "A", amount: 25_000 });
    await anon.from("donations").insert({ name: "B", amount: 75_000 });
    const { items } = await listDonations(ctx, { status: "pending" });
    expect(items).toHaveLength(2);
    const a25 = items.find((d) => d.amount === 25_000)!;
    expect(await markDonationPaid(ctx, a25.id, "SBX-1")).toBe(true);
    expect(await markDonationPaid(ctx, a25.id, "SBX-1")).toBe(false);
    expect(await markDonationPaid(ctxOf(b), a25.id, "SBX-2")).toBe(false);
    expect(await donationTotal(ctx)).toEqual({ total: 25_000, count: 1 });
    expect((await listDonations(ctx, { status: "paid" })).items[0]).toMatchObject({ paymentRef: "SBX-1", status: "paid" });
  });

  it("every tenant has its own stable anonymous key", async () => {
    expect(await anonKeyOf(ctxOf(a))).toBe(keysA.anon);
    expect(keysA.anon).not.toBe(keysB.anon);
    expect(keysA.anon).toMatch(/^tunas_anon_/);
  });
});

describe.skipIf(process.env.TEST_DB !== "postgres")("on PostgreSQL with a database user that is not a superuser", () => {
  it("migrates (roles granted to it), its own queries see every row, and the REST roles stay restricted", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `tunas_nsu_${randomBytes(4).toString("hex")}`;
    await admin.query(`create role ${name} login createrole`);
    await admin.query(`create database ${name} owner ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = name;
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 2);
    try {
      await database.migrate();
      await seedIfEmpty(database.db, "tunas");
      const ctx = { db: database.db, tenantId: "demo" };
      const hidden = await createReview(ctx, { name: "Pemilik", comment: "tersembunyi", rating: 2 });
      // The application's own connection (table owner, row-level security forced) still reads it.
      expect((await listForModeration(ctx, "book_reviews", { status: "pending" })).items.map((r) => r.id)).toContain(hidden.id);
      const asRole = (role: string, q: ReturnType<typeof sql>) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('tunas.tenant_id', 'demo', true)`);
          await tx.execute(sql.raw(`set local role ${role}`));
          return tx.execute(q);
        });
      const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
      expect(rows(await asRole("tunas_anon", sql`select id from ext_book_reviews where id = ${hidden.id}`))).toEqual([]);
      expect(rows(await asRole("tunas_service", sql`select id from ext_book_reviews where id = ${hidden.id}`))).toEqual([{ id: hidden.id }]);
      await expect(asRole("tunas_anon", sql`update ext_book_reviews set status = 'approved'`)).rejects.toThrow();
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop owned by ${name}`).catch(() => {});
      await admin.query(`drop role if exists ${name}`);
      await admin.end();
    }
    // A whole database migrated and seeded: beside the other test lanes it can take over 30 s.
  }, 180_000);
});
