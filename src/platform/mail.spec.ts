import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TTestDb } from "../../tests/helpers/db.ts";
import { startSmtpStandIn } from "../../tests/helpers/smtp-standin.ts";
import { mailOutbox } from "../db/schema/identity.ts";
import { createAccount } from "../domain/identity/accounts.ts";
import { requestPasswordReset } from "../domain/identity/password-reset.ts";
import { OutboxDispatcher, smtpTransport } from "./mail.ts";

let db: TTestDb;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let seq = 0;

beforeAll(async () => {
  db = await createTestDb();
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await smtp?.close();
  await db?.drop();
});
beforeEach(async () => {
  // Each test starts with an empty outbox and an empty mailbox.
  await db.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

async function queueReset(tenantId = "sekolahbeta") {
  const email = `surat${++seq}-${Date.now()}@contoh.test`;
  await createAccount(db.db, { name: `Penerima ${seq}`, email, password: "kata-sandi-kuat" });
  await requestPasswordReset({ db: db.db, tenantId }, { email, siteName: "Sekolah Beta", resetUrl: (t) => `http://akun.localhost:3000/atur-ulang?token=${t}` });
  return email;
}

const dispatcher = (opts: Partial<ConstructorParameters<typeof OutboxDispatcher>[2]> = {}) =>
  new OutboxDispatcher(db.db, smtpTransport(smtp.url), { fromAddress: "no-reply@tunas.test", maxAttempts: 3, retryBaseMs: 0, ...opts });

describe(`mail delivery over SMTP on ${process.env.TEST_DB}`, () => {
  it("sends a queued password-reset mail once, from the tenant's name, with its link", async () => {
    const email = await queueReset();
    const d = dispatcher();
    expect(await d.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe("no-reply@tunas.test");
    expect(mail.headers.from).toContain("Sekolah Beta");
    expect(mail.subject).toBe("Atur ulang kata sandi akun Sekolah Beta");
    expect(mail.text).toMatch(/http:\/\/akun\.localhost:3000\/atur-ulang\?token=[A-Za-z0-9_-]{20,}/);
    const [row] = await db.db.select().from(mailOutbox);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(1);
    // Delivered mail is not sent again.
    expect(await d.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    await d.stop();
  });

  it("keeps a mail the server refused, with the error, and delivers it on a later round", async () => {
    await queueReset();
    smtp.refuseNext(1);
    const d = dispatcher();
    expect(await d.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await db.db.select().from(mailOutbox);
    expect(failed!.sentAt).toBeNull();
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toMatch(/451|tidak tersedia/);
    expect(await d.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    await d.stop();
  });

  it("sends a mail again with the same Message-ID when its process died before marking it sent", async () => {
    await queueReset();
    const d = dispatcher();
    expect(await d.deliverDue()).toEqual({ sent: 1, failed: 0 });
    // The SMTP server accepted it, then the process was killed before `sent_at` was written and
    // the claim's lease ran out: the next round sends it again.
    await db.db.update(mailOutbox).set({ sentAt: null, nextAttemptAt: null });
    expect(await d.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    const [first, again] = smtp.received.map((m) => m.headers["message-id"]);
    expect(first).toMatch(/^<mail\.sekolahbeta\.\d+@tunas\.test>$/);
    expect(again).toBe(first);
    await d.stop();
  });

  it("waits before retrying and gives up after the last attempt", async () => {
    await queueReset();
    smtp.refuseNext(10);
    const patient = dispatcher({ retryBaseMs: 60_000 });
    expect(await patient.deliverDue()).toEqual({ sent: 0, failed: 1 });
    // Backoff: not due again straight away.
    expect(await patient.deliverDue()).toEqual({ sent: 0, failed: 0 });
    const d = dispatcher();
    await db.db.update(mailOutbox).set({ nextAttemptAt: null });
    expect((await d.deliverDue()).failed).toBe(1);
    expect((await d.deliverDue()).failed).toBe(1);
    expect(await d.deliverDue()).toEqual({ sent: 0, failed: 0 }); // 3 attempts: given up
    const [row] = await db.db.select().from(mailOutbox);
    expect(row!.attempts).toBe(3);
    expect(row!.sentAt).toBeNull();
    expect(smtp.received).toHaveLength(0);
    await Promise.all([patient.stop(), d.stop()]);
  });

  it("queues at most three reset mails per address in 15 minutes, whatever node asks", async () => {
    const email = await queueReset();
    for (let i = 0; i < 4; i++) {
      await requestPasswordReset(
        { db: db.db, tenantId: i % 2 ? "smkcoding" : "sekolahbeta" },
        { email, siteName: "Situs", resetUrl: (t) => `http://akun.localhost:3000/atur-ulang?token=${t}` },
      );
    }
    expect(await db.db.select().from(mailOutbox)).toHaveLength(3);
    // Older mails no longer count.
    await db.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    await requestPasswordReset(
      { db: db.db, tenantId: "sekolahbeta" },
      { email, siteName: "Situs", resetUrl: (t) => `http://akun.localhost:3000/atur-ulang?token=${t}` },
    );
    expect(await db.db.select().from(mailOutbox)).toHaveLength(4);
  });

  it("never sends one mail twice when two dispatchers run at once", async () => {
    for (let i = 0; i < 6; i++) await queueReset(i % 2 ? "smkcoding" : "sekolahbeta");
    const [a, b] = [dispatcher(), dispatcher()];
    const results = await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(6);
    const rows = await db.db.select().from(mailOutbox);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  });
});
