import nodemailer from "nodemailer";
import { PeriodicRound } from "./periodic.ts";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/identity.ts";
import { mailAttachments } from "../db/schema/registrations.ts";
import { tenants } from "../db/schema/tenants.ts";
import type { Logger } from "./logger.ts";

export interface TMailMessage {
  /**
   * The same for every try of one outbox mail (`<mail.{tenant}.{id}@{sender domain}>`): a try the
   * SMTP server accepted just before the process died, and that is therefore sent again, reaches
   * the receiver as the same message, which mail services and clients show once.
   */
  messageId?: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (an event's .ics), from mail_attachments. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Where mail goes out: SMTP in every real deployment (`SMTP_URL`), a stand-in SMTP server in tests. */
export interface TMailTransport {
  send(message: TMailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpTransport(url: string): TMailTransport {
  const transport = nodemailer.createTransport(url, {});
  return {
    async send(m) {
      await transport.sendMail({
        ...(m.messageId ? { messageId: m.messageId } : {}),
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close: () => transport.close(),
  };
}

/** The Message-ID of one outbox mail, stable across tries. */
export function outboxMessageId(tenantId: string, id: number | string, fromAddress: string): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf("@") + 1) || "tunas.id";
  return `<mail.${tenantId}.${id}@${domain}>`;
}

export interface TDispatcherOptions {
  /** The sender address; the display name is the tenant's name. */
  fromAddress: string;
  maxAttempts: number;
  batchSize?: number;
  /** How long a claimed mail is held while it is being sent. */
  leaseMs?: number;
  /** Wait after the n-th failed try: n × retryBaseMs. */
  retryBaseMs?: number;
}

/**
 * Delivers the mail outbox (written in the same transaction as what caused the mail, e.g. a
 * password reset). Each round claims due rows with one short UPDATE … FOR UPDATE SKIP LOCKED (a
 * lease in `next_attempt_at`, so several processes never send one mail twice and no transaction
 * stays open during SMTP), sends them, and records `sent_at` or the error with a growing backoff;
 * after `maxAttempts` tries a mail stays in the outbox, unsent, with its last error.
 */
export class OutboxDispatcher {
  private readonly loop = new PeriodicRound(
    () => this.deliverDue(),
    (err) => this.logger?.error("mail dispatcher round failed", { err }),
  );

  constructor(
    private readonly db: Db,
    private readonly transport: TMailTransport,
    private readonly opts: TDispatcherOptions,
    private readonly logger?: Logger,
  ) {}

  async deliverDue(): Promise<{ sent: number; failed: number }> {
    const { maxAttempts, batchSize = 20, leaseMs = 120_000, retryBaseMs = 60_000 } = this.opts;
    const due = this.db
      .select({ tenantId: mailOutbox.tenantId, id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, sql`now()`))),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(sql`(${mailOutbox.tenantId}, ${mailOutbox.id}) in (${due})`)
      .returning();
    if (!claimed.length) return { sent: 0, failed: 0 };

    const names = new Map((await this.db.select({ id: tenants.id, name: tenants.name }).from(tenants)).map((t) => [t.id, t.name] as const));
    const files = await this.db
      .select()
      .from(mailAttachments)
      .where(
        sql`(${mailAttachments.tenantId}, ${mailAttachments.mailId}) in (${sql.join(
          claimed.map((m) => sql`(${m.tenantId}, ${m.id})`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(mailAttachments.position));
    let sent = 0;
    let failed = 0;
    for (const m of claimed) {
      const key = and(eq(mailOutbox.tenantId, m.tenantId), eq(mailOutbox.id, m.id));
      try {
        await this.transport.send({
          messageId: outboxMessageId(m.tenantId, m.id, this.opts.fromAddress),
          from: { name: names.get(m.tenantId) ?? "Tunas", address: this.opts.fromAddress },
          to: m.toAddress,
          subject: m.subject,
          text: m.bodyText,
          attachments: files
            .filter((f) => f.tenantId === m.tenantId && f.mailId === m.id)
            .map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.content })),
        });
        await this.db.update(mailOutbox).set({ sentAt: sql`now()`, nextAttemptAt: null, lastError: null }).where(key);
        sent++;
      } catch (err) {
        failed++;
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await this.db
          .update(mailOutbox)
          .set({ lastError: message, nextAttemptAt: sql`now() + ${`${m.attempts * retryBaseMs} milliseconds`}::interval` })
          .where(key);
        this.logger?.warn("mail delivery failed", { tenant: m.tenantId, mailId: m.id, attempt: m.attempts, err: message });
      }
    }
    if (sent) this.logger?.info("mail delivered", { sent, failed });
    return { sent, failed };
  }

  /** One round at a time, every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs: number): void {
    this.loop.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.transport.close();
  }
}
