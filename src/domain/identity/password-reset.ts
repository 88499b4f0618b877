import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox, passwordResets } from "../../db/schema/identity.ts";
import { tenants } from "../../db/schema/tenants.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { findUserByEmail, setPassword } from "./accounts.ts";
import { randomToken, sha256 } from "./crypto.ts";
import { revokeAllSessionsOfUser } from "./sessions.ts";

export const RESET_TTL_MS = 60 * 60_000;
/** At most this many reset mails per address in RESET_MAIL_WINDOW_MS, counted in the outbox (every node). */
export const RESET_MAILS_PER_ADDRESS = 3;
export const RESET_MAIL_WINDOW_MS = 15 * 60_000;

/**
 * Queues a single-use reset link by e-mail (through the outbox) when the account exists.
 * The caller answers the same either way, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(ctx: TTenantCtx, input: { email: string; siteName: string; resetUrl: (token: string) => string }): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  // Someone's inbox is not a target: past the cap, queue nothing (and say nothing different).
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, user.email), gt(mailOutbox.createdAt, new Date(Date.now() - RESET_MAIL_WINDOW_MS))));
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_ADDRESS) return;
  const token = randomToken();
  const link = input.resetUrl(token);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ tenantId: ctx.tenantId, tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    await tx.insert(mailOutbox).values({
      tenantId: ctx.tenantId,
      toAddress: user.email,
      subject: `Atur ulang kata sandi akun ${input.siteName}`,
      bodyText:
        `Halo ${user.name},\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun Anda di ${input.siteName}. ` +
        `Buka tautan berikut dalam 60 menit untuk membuat kata sandi baru:\n\n${link}\n\n` +
        "Tautan hanya dapat dipakai sekali. Abaikan email ini jika Anda tidak memintanya; kata sandi Anda tetap sama.",
      link,
    });
  });
}

/** Is the reset link still usable (for showing the form)? */
export async function resetTokenIsValid(ctx: TTenantCtx, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ u: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        tenantScope(passwordResets.tenantId, ctx),
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return !!row;
}

/** Spends the link, sets the new password and ends every session of the account. */
export async function resetPassword(ctx: TTenantCtx, token: string, password: string): Promise<void> {
  const [spent] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        tenantScope(passwordResets.tenantId, ctx),
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!spent) throw new AppError("INVALID_INPUT", "Tautan atur ulang kata sandi tidak berlaku atau sudah dipakai. Silakan minta tautan baru.");
  await setPassword(ctx.db, spent.userId, password);
  await revokeAllSessionsOfUser(ctx.db, spent.userId);
}

/** Development mailbox: the latest queued mails of every tenant (local/dev only, see account host). */
export async function listOutboxForDevelopment(db: Db, limit = 50) {
  return db
    .select({
      id: mailOutbox.id,
      tenantId: mailOutbox.tenantId,
      tenantName: tenants.name,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      body: mailOutbox.bodyText,
      link: mailOutbox.link,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .innerJoin(tenants, eq(tenants.id, mailOutbox.tenantId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
