import type { Hono } from "hono";
import { listOutboxForDevelopment } from "../../../domain/identity/password-reset.ts";
import { DevMailboxPage, MessagePage } from "../../../../app/components/account-host/AccountPages.tsx";
import type { TAccountHostDeps } from "../deps.tsx";

/** The development mailbox (`/dev/mailbox`): every tenant's outgoing mail, on a developer's own machine only. */
export function registerDevMailbox(r: Hono, { db, devMailbox, respond, brandOf }: TAccountHostDeps): void {
  r.get("/dev/mailbox", async (c) => {
    if (!devMailbox) return respond(c, <MessagePage brand={brandOf(null)} title="Tidak ditemukan" heading="Halaman tidak ditemukan" />, 404);
    const mails = (await listOutboxForDevelopment(db)).map((m) => ({
      createdAt: m.createdAt.toISOString().replace("T", " ").slice(0, 19),
      tenantName: m.tenantName,
      to: m.to,
      subject: m.subject,
      body: m.body,
      link: m.link ?? null,
    }));
    return respond(c, <DevMailboxPage brand={brandOf(null)} mails={mails} />);
  });
}
