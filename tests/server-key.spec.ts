import { createHash, hkdfSync } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogCourses } from "../src/db/schema/catalog.ts";
import { serverSecrets } from "../src/db/schema/server.ts";
import { paymentInvoices } from "../src/db/schema/payments.ts";
import { loadServerKey, resetServerKey } from "../src/domain/identity/server-key.ts";
import { resetPaymentConfig } from "../src/platform/payments/config.ts";
import { resetGateways } from "../src/platform/payments/index.ts";
import { sandboxGateway, sandboxNotification } from "../src/platform/payments/sandbox.ts";
import { createTestDb } from "./helpers/db.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { makeUser, signInCookie } from "./factories/index.ts";

// A fresh local install without APP_KEY (the run's shared test key is taken away for this file).
// Security round 3, finding 1: the sandbox gateway used to derive its signing key from a constant
// in the public source, so anyone could sign a "settlement" callback for their own invoice.
const SB = "sekolahbeta";
const SB_HOST = "sekolahbeta.localhost:3000";
const PUBLISHED_CONSTANT = "tunas-development-only-app-key-not-for-production";

let t: TTestApp;
beforeAll(async () => {
  vi.stubEnv("APP_KEY", undefined);
  resetServerKey();
  resetPaymentConfig();
  resetGateways();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  resetServerKey();
  resetPaymentConfig();
  resetGateways();
});

/** What an attacker computes from the source: Midtrans' SHA-512 with the constant-derived key. */
function forgedSettlement(orderId: string, amount: number) {
  const key = Buffer.from(hkdfSync("sha256", PUBLISHED_CONSTANT, Buffer.alloc(0), "tunas sandbox-gateway v1", 32)).toString("hex");
  const gross = `${amount}.00`;
  const signature_key = createHash("sha512").update(`${orderId}200${gross}${key}`).digest("hex");
  return { order_id: orderId, status_code: "200", gross_amount: gross, transaction_status: "settlement", payment_type: "bca_va", signature_key };
}

describe(`the server key of a local install without APP_KEY (${process.env.TEST_DB})`, () => {
  it("refuses a callback signed with the key derived from the published constant; a real sandbox payment still applies", async () => {
    const [c] = await t.db.db
      .select()
      .from(catalogCourses)
      .where(and(eq(catalogCourses.tenantId, SB), eq(catalogCourses.isPremium, true), sql`${catalogCourses.price} > 0`))
      .limit(1);
    // A session made directly: the template's app secrets were sealed with the run's shared key.
    const learner = { token: (await signInCookie(t, { id: SB }, await makeUser(t, { id: SB }))).split("=")[1]! };
    const res = await t.req(SB_HOST, `/api/v1/class/payment/invoice?slug=${c!.slug}&kind=course`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${learner.token}` },
      body: "{}",
    });
    expect(res.status).toBe(200);
    const { orderId, amount } = (await res.json()).data.invoice as { orderId: string; amount: number };
    const post = (body: unknown) =>
      t.req(SB_HOST, "/api/v1/class/payment/callback", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

    const forged = await post(forgedSettlement(orderId, amount));
    expect(forged.status).toBe(401);
    expect((await forged.json()).message).toBe("Tanda tangan callback tidak valid.");
    const [still] = await t.db.db.select().from(paymentInvoices).where(eq(paymentInvoices.orderId, orderId));
    expect(still!.status).toBe("pending");

    // The sandbox checkout page signs with the installation's own key: that one applies.
    await loadServerKey(t.db.db);
    const real = await (await post(sandboxNotification(orderId, amount, "success", "bca_va"))).json();
    expect(real.data).toMatchObject({ outcome: "applied", enrolled: true });
  });

  it("generates a random key on the first start, keeps it in the database and reads the same one again", async () => {
    const [row] = await t.db.db.select().from(serverSecrets).where(eq(serverSecrets.name, "app-key"));
    expect(row!.value.length).toBeGreaterThanOrEqual(48);
    expect(row!.value).not.toContain(PUBLISHED_CONSTANT);
    resetServerKey();
    expect(await loadServerKey(t.db.db, { APP_ENV: "local" })).toBe(row!.value);
    // Another installation gets another key.
    const other = await createTestDb({ seed: false });
    try {
      resetServerKey();
      const theirs = await loadServerKey(other.db, { APP_ENV: "local" });
      expect(theirs).not.toBe(row!.value);
    } finally {
      resetServerKey();
      await other.drop();
    }
  });

  it("takes APP_KEY when it is set, and refuses to run without one outside local", async () => {
    resetServerKey();
    const configured = "kunci-yang-diatur-operator-0123456789abcdef";
    expect(await loadServerKey(t.db.db, { APP_ENV: "production", APP_KEY: configured })).toBe(configured);
    for (const env of ["dev", "staging", "production"]) {
      resetServerKey();
      await expect(loadServerKey(t.db.db, { APP_ENV: env })).rejects.toThrow(/APP_KEY/);
    }
    resetServerKey();
  });

  it("has the sandbox gateway refuse charges and callbacks in production", async () => {
    await loadServerKey(t.db.db);
    const note = sandboxNotification("TNS-UJI-1", 10_000, "success", "bca_va");
    expect(sandboxGateway().verifyCallback({ headers: new Headers(), body: note })).toMatchObject({ orderId: "TNS-UJI-1", state: "paid" });
    vi.stubEnv("APP_ENV", "production");
    resetPaymentConfig();
    try {
      expect(sandboxGateway().verifyCallback({ headers: new Headers(), body: note })).toBeNull();
      await expect(sandboxGateway().createCharge({ orderId: "TNS-UJI-2", origin: "https://x.tunas.id" } as never)).rejects.toThrow(/production/);
    } finally {
      vi.stubEnv("APP_ENV", undefined);
      resetPaymentConfig();
    }
  });
});
