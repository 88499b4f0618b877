import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogCourses } from "../src/db/schema/catalog.ts";
import { enrolments } from "../src/db/schema/identity.ts";
import { paymentInvoices } from "../src/db/schema/payments.ts";
import { tenants } from "../src/db/schema/tenants.ts";
import { resetPaymentConfig } from "../src/platform/payments/config.ts";
import { resetGateways } from "../src/platform/payments/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { startMidtransStandIn, startXenditStandIn, type TMidtransStandIn, type TXenditStandIn } from "./helpers/gateway-standins.ts";
import { signedIn } from "./helpers/identity.ts";

const SERVER_KEY = "SB-Mid-server-standin-0123456789";
const XENDIT_KEY = "xnd_development_standin_0123456789";
const XENDIT_TOKEN = "callback-token-standin-0123456789";

let t: TTestApp;
let server: ServerType;
let base: string;
let midtrans: TMidtransStandIn;
let xendit: TXenditStandIn;
let course: { slug: string; price: number };
const saved: Record<string, string | undefined> = {};

async function useGateway(tenantId: string, gateway: "midtrans" | "xendit" | "sandbox") {
  await t.db.db
    .update(tenants)
    .set({ setting: sql`${tenants.setting} || ${JSON.stringify({ paymentGateway: gateway })}::jsonb` })
    .where(eq(tenants.id, tenantId));
  await t.services.registry.bumpVersion(tenantId);
}

beforeAll(async () => {
  midtrans = await startMidtransStandIn(SERVER_KEY);
  xendit = await startXenditStandIn(XENDIT_KEY, XENDIT_TOKEN);
  const env = {
    MIDTRANS_SERVER_KEY: SERVER_KEY,
    MIDTRANS_SNAP_URL: `${midtrans.url}/snap/v1`,
    XENDIT_SECRET_KEY: XENDIT_KEY,
    XENDIT_CALLBACK_TOKEN: XENDIT_TOKEN,
    XENDIT_API_URL: xendit.url,
  };
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetPaymentConfig();
  resetGateways();
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((ok) => server.once("listening", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const [c] = await t.db.db
    .select()
    .from(catalogCourses)
    .where(and(eq(catalogCourses.tenantId, "sekolahbeta"), eq(catalogCourses.isPremium, true), sql`${catalogCourses.price} > 0`))
    .limit(1);
  course = { slug: c!.slug, price: Number(c!.price) };
});

afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  await midtrans.close();
  await xendit.close();
  await t.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetPaymentConfig();
  resetGateways();
});

async function buy(host: string, token: string) {
  const res = await t.req(host, `/api/v1/class/payment/invoice?slug=${course.slug}&kind=course`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.invoice as { orderId: string; amount: number; checkoutUrl: string; gateway: string };
}

const enrolled = async (tenantId: string, userId: string) =>
  (
    await t.db.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.tenantId, tenantId), eq(enrolments.userId, userId), eq(enrolments.courseSlug, course.slug)))
  ).length;
const status = async (orderId: string) =>
  (await t.db.db.select({ s: paymentInvoices.status }).from(paymentInvoices).where(eq(paymentInvoices.orderId, orderId)))[0]!.s;

describe("Midtrans Snap through the official client against a stand-in", () => {
  it("creates a Snap transaction with the server's price and follows signed notifications", async () => {
    await useGateway("sekolahbeta", "midtrans");
    const u = await signedIn(t, "sekolahbeta");
    const inv = await buy("sekolahbeta.localhost:3000", u.token);
    expect(inv.gateway).toBe("midtrans");
    expect(inv.checkoutUrl).toMatch(/^https:\/\/app\.sandbox\.midtrans\.com\/snap\/v4\/redirection\/snap-/);
    const sent = midtrans.transactions.find((x) => x.transaction_details.order_id === inv.orderId)!;
    expect(sent.transaction_details.gross_amount).toBe(course.price);
    expect(sent.customer_details.email).toBe(u.email);
    expect(sent.callbacks.finish).toBe(`http://sekolahbeta.localhost:3000/CallbackPayment?order_id=${inv.orderId}`);
    expect(sent.expiry.unit).toBe("minute");

    const cb = `${base}/api/v1/class/payment/callback`;
    // Signed with another key: refused, nothing changes.
    expect((await midtrans.notify(cb, "sekolahbeta.localhost:3000", inv.orderId, "settlement", { serverKey: "wrong-key-0123456789" })).status).toBe(401);
    expect(await status(inv.orderId)).toBe("pending");
    expect((await midtrans.notify(cb, "sekolahbeta.localhost:3000", inv.orderId, "pending")).status).toBe(200);
    expect((await midtrans.notify(cb, "sekolahbeta.localhost:3000", inv.orderId, "settlement")).status).toBe(200);
    expect(await status(inv.orderId)).toBe("paid");
    expect(await enrolled("sekolahbeta", u.userId)).toBe(1);
    // Midtrans retries: a repeat and a late pending change nothing.
    expect(JSON.parse((await midtrans.notify(cb, "sekolahbeta.localhost:3000", inv.orderId, "settlement")).body).data.outcome).toBe("duplicate");
    expect(JSON.parse((await midtrans.notify(cb, "sekolahbeta.localhost:3000", inv.orderId, "pending")).body).data.outcome).toBe("ignored");
    expect(await status(inv.orderId)).toBe("paid");
    // The same, valid notification sent to another tenant's host is refused.
    expect((await midtrans.notify(cb, "smkcoding.localhost:3000", inv.orderId, "refund")).status).toBe(404);
    expect(await status(inv.orderId)).toBe("paid");
  });

  it("a gateway that refuses the key answers 503 and leaves a failed invoice, not a 500", async () => {
    process.env.MIDTRANS_SERVER_KEY = "SB-Mid-server-wrong-key-000";
    resetPaymentConfig();
    resetGateways();
    try {
      const u = await signedIn(t, "sekolahbeta");
      const res = await t.req("sekolahbeta.localhost:3000", `/api/v1/class/payment/invoice?slug=${course.slug}&kind=course`, {
        method: "POST",
        headers: { authorization: `Bearer ${u.token}` },
      });
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.message).toMatch(/tidak dapat dihubungi/);
      expect(await status(body.data.orderId)).toBe("failed");
    } finally {
      process.env.MIDTRANS_SERVER_KEY = SERVER_KEY;
      resetPaymentConfig();
      resetGateways();
    }
  });
});

describe("Xendit Invoice through the official client against a stand-in", () => {
  it("creates an invoice and trusts only callbacks carrying the callback token", async () => {
    await useGateway("smkcoding", "xendit");
    const [c] = await t.db.db
      .select()
      .from(catalogCourses)
      .where(and(eq(catalogCourses.tenantId, "smkcoding"), eq(catalogCourses.slug, course.slug)));
    if (!c) return expect.fail("smkcoding has no course with the same slug");
    const u = await signedIn(t, "smkcoding");
    const res = await t.req("smkcoding.localhost:3000", `/api/v1/class/payment/invoice?slug=${course.slug}&kind=course`, {
      method: "POST",
      headers: { authorization: `Bearer ${u.token}` },
    });
    const inv = (await res.json()).data.invoice;
    expect(inv.gateway).toBe("xendit");
    expect(inv.checkoutUrl).toMatch(/^https:\/\/checkout-staging\.xendit\.co\/web\/xinv_/);
    const sent = xendit.invoices.find((x) => x.request.external_id === inv.orderId)!.request;
    expect(sent.amount).toBe(Number(c.price));
    expect(sent.currency).toBe("IDR");
    expect(sent.success_redirect_url).toBe(`http://smkcoding.localhost:3000/CallbackPayment?order_id=${inv.orderId}`);

    const cb = `${base}/api/v1/class/payment/callback`;
    expect((await xendit.notify(cb, "smkcoding.localhost:3000", inv.orderId, "PAID", { token: "forged-token-0000000000" })).status).toBe(401);
    expect(await status(inv.orderId)).toBe("pending");
    expect((await xendit.notify(cb, "smkcoding.localhost:3000", inv.orderId, "PAID", { amount: 1000 })).status).toBe(422);
    expect((await xendit.notify(cb, "sekolahbeta.localhost:3000", inv.orderId, "PAID")).status).toBe(404);
    expect(await status(inv.orderId)).toBe("pending");
    expect((await xendit.notify(cb, "smkcoding.localhost:3000", inv.orderId, "PAID")).status).toBe(200);
    expect((await xendit.notify(cb, "smkcoding.localhost:3000", inv.orderId, "EXPIRED")).status).toBe(200);
    expect(await status(inv.orderId)).toBe("paid");
    expect(await enrolled("smkcoding", u.userId)).toBe(1);
  });
});
