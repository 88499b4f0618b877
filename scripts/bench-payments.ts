// `npm run bench:payments [-- --orders 200 --deliveries 10 --concurrency 25 --payouts 100 --postgres]`
// The payments figures: gateway callbacks per second through the real HTTP app (signed sandbox
// notifications, shuffled, duplicated, with late pending/failed/expired ones mixed in), their
// latency, and a check that every order is paid and enrolled exactly once with a balanced ledger;
// then N concurrent payout requests against one mentor balance (time, accepted, never below zero).
// Fresh database with the demo seed (in-memory PGlite, or PostgreSQL with --postgres and
// TEST_DATABASE_URL); no build needed.
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { catalogCourses } from "../src/db/schema/catalog.ts";
import { enrolments, memberships, users } from "../src/db/schema/identity.ts";
import { mentorPayees, paymentInvoices } from "../src/db/schema/payments.ts";
import { createInvoice } from "../src/domain/payments/invoices.ts";
import { courseItem } from "../src/domain/payments/items.ts";
import { paymentEntries, postTxn, trialBalance } from "../src/domain/payments/ledger.ts";
import { balanceOfMentor, requestPayout } from "../src/domain/payments/payouts.ts";
import { gatewayByName } from "../src/platform/payments/index.ts";
import { sandboxNotification, type TSandboxOutcome } from "../src/platform/payments/sandbox.ts";
import { createTestApp } from "../tests/helpers/app.ts";

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const ORDERS = Number(arg("orders", "200"));
const DELIVERIES = Number(arg("deliveries", "10"));
const CONCURRENCY = Number(arg("concurrency", "25"));
const PAYOUTS = Number(arg("payouts", "100"));
if (process.argv.includes("--postgres")) {
  process.env.TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const TENANT = "sekolahbeta";
const HOST = "sekolahbeta.localhost:3000";

const t = await createTestApp();
const db = t.db.db;
const ctx = { db, tenantId: TENANT };
try {
  const [course] = await db
    .select()
    .from(catalogCourses)
    .where(and(eq(catalogCourses.tenantId, TENANT), eq(catalogCourses.isPremium, true), sql`${catalogCourses.price} > 0`))
    .limit(1);
  const item = await courseItem(ctx, course!.slug);

  // Buyers straight into the tables (no scrypt per account: the bench is about payments).
  const buyers = Array.from({ length: ORDERS }, (_, i) => ({ id: randomUUID(), email: `bench-${i}-${Date.now()}@contoh.test`, name: `Pembeli ${i}` }));
  for (let i = 0; i < buyers.length; i += 500) {
    const chunk = buyers.slice(i, i + 500);
    await db.insert(users).values(chunk.map((b) => ({ id: b.id, email: b.email, name: b.name, passwordHash: "bench" })));
    await db.insert(memberships).values(chunk.map((b) => ({ tenantId: TENANT, userId: b.id, kind: 4 })));
  }
  const sandbox = gatewayByName("sandbox");
  const orders: string[] = [];
  for (const b of buyers) {
    const inv = await createInvoice(ctx, sandbox, item, { userId: b.id, email: b.email, name: b.name }, { origin: `http://${HOST}`, ttlMinutes: 60 });
    orders.push(inv.orderId);
  }

  // Each order: half successes, the rest late pendings and failures/expiries, all shuffled together.
  const outcomes: TSandboxOutcome[] = [];
  for (let k = 0; k < DELIVERIES; k++) outcomes.push(k < Math.ceil(DELIVERIES / 2) ? "success" : k % 3 === 0 ? "pending" : k % 3 === 1 ? "failure" : "expire");
  const deliveries = orders.flatMap((o) => outcomes.map((out) => sandboxNotification(o, item.price, out, "bca_va")));
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
  }
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries.length) {
        const d = deliveries[next++]!;
        const t0 = performance.now();
        const res = await t.req(HOST, "/api/v1/class/payment/callback", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(d),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const cbSeconds = (performance.now() - started) / 1000;
  const [paid] = await db
    .select({ n: count() })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.tenantId, TENANT), eq(paymentInvoices.status, "paid"), sql`${paymentInvoices.orderId} in ${orders}`));
  const [enrolled] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.tenantId, TENANT), sql`${enrolments.enrolledBy} in ${orders.map((o) => `payment:${o}`)}`));
  const ledger = await trialBalance(ctx);

  // Payouts: one mentor whose balance allows exactly a quarter of the requests.
  const mentorUser = randomUUID();
  await db.insert(users).values({ id: mentorUser, email: `bench-mentor-${Date.now()}@contoh.test`, name: "Mentor Bench", passwordHash: "bench" });
  await db.insert(memberships).values({ tenantId: TENANT, userId: mentorUser, kind: 2 });
  const mentorId = 999_001;
  await db.insert(mentorPayees).values({ tenantId: TENANT, userId: mentorUser, mentorId });
  const each = 50_000;
  const allowed = Math.max(1, Math.floor(PAYOUTS / 4));
  const sale = Math.ceil((allowed * each) / 0.8);
  await postTxn(db, TENANT, "pay:BENCH-PAYOUT", paymentEntries(sale, 2000, mentorId, "BENCH-PAYOUT"));
  const before = await balanceOfMentor(db, TENANT, mentorId);
  const pStarted = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: PAYOUTS }, () =>
      requestPayout(ctx, mentorUser, { amount: each, bankCode: "014", accountNumber: "1234567890", accountName: "Mentor Bench" }),
    ),
  );
  const pSeconds = (performance.now() - pStarted) / 1000;
  const after = await balanceOfMentor(db, TENANT, mentorId);
  const accepted = results.filter((r) => r.status === "fulfilled").length;
  const finalLedger = await trialBalance(ctx);

  const rows: [string, string][] = [
    ["database", t.db.label ?? "pglite"],
    ["callbacks", `${deliveries.length} deliveries for ${ORDERS} orders, ${CONCURRENCY} at a time`],
    ["callbacks/s", (deliveries.length / cbSeconds).toFixed(0)],
    ["callback p50 / p99", `${pct(latencies, 50).toFixed(1)} ms / ${pct(latencies, 99).toFixed(1)} ms`],
    ["answers", [...statuses].map(([s, n]) => `${s}×${n}`).join(", ")],
    ["orders paid", `${paid!.n} of ${ORDERS}`],
    ["enrolments", `${enrolled!.n} (expected ${ORDERS})`],
    ["ledger sum", String(ledger.total)],
    ["payout requests", `${PAYOUTS} at once, balance for ${Math.floor(before.available / each)}`],
    ["payout time", `${(pSeconds * 1000).toFixed(0)} ms (${(PAYOUTS / pSeconds).toFixed(0)}/s)`],
    ["payouts accepted", `${accepted} (refused ${PAYOUTS - accepted})`],
    ["balance before → after", `Rp ${before.available.toLocaleString("id-ID")} → Rp ${after.available.toLocaleString("id-ID")}`],
    ["ledger sum after payouts", String(finalLedger.total)],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log("\nPayments bench");
  for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
  const ok =
    Number(paid!.n) === ORDERS &&
    Number(enrolled!.n) === ORDERS &&
    ledger.total === 0 &&
    after.available >= 0 &&
    accepted === Math.floor(before.available / each) &&
    finalLedger.total === 0;
  console.log(ok ? "\n  OK: every order paid and enrolled once, ledger balanced, no overdraw." : "\n  FAILED: see the figures above.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await t.close();
}
