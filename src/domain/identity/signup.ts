import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { signupRequests } from "../../db/schema/auth-throttle.ts";
import { coderProfiles, mailOutbox, users, type TUserRow } from "../../db/schema/identity.ts";
import { accountOrigin, type TPublicUrls } from "../tenants/public-urls.ts";
import type { TTenantCtx } from "../scope.ts";
import { ensureMembership, findUserByEmail, ZRegistration, type TRegistration } from "./accounts.ts";
import { hashPassword, randomToken, sha256, verifyPassword } from "./crypto.ts";

/**
 * Registration without e-mail enumeration (docs/decisions/031-sign-up-without-e-mail-enumeration-sign-in-backoff.md).
 *
 * Signing up never says whether the address already has an account: both cases answer
 * "Periksa email Anda" and do the same work (hash the password, write one mail). A new address
 * gets a confirmation link and the account is created when the link is used; an address that
 * already has an account gets a notice with a sign-in and a password-reset link instead.
 *
 * The link alone does not activate: the activation page asks for the password chosen at sign-up.
 * Otherwise anyone could sign up with someone else's address and their own password, and the
 * owner, clicking the link in good faith, would create an account the stranger can sign in to.
 */

export const SIGNUP_TTL_MS = 24 * 60 * 60_000;
/** At most this many sign-up mails (plus any other mail) per address in SIGNUP_MAIL_WINDOW_MS. */
export const SIGNUP_MAILS_PER_ADDRESS = 3;
export const SIGNUP_MAIL_WINDOW_MS = 15 * 60_000;
/** Password attempts per activation link; when they run out the pending sign-up is cancelled. */
export const SIGNUP_CONFIRM_ATTEMPTS = 5;

/** The one answer to every accepted sign-up, new address or taken. */
export const SIGNUP_ACCEPTED_MESSAGE =
  "Periksa email Anda untuk melanjutkan. Kami mengirim tautan untuk mengaktifkan akun; tautan berlaku 24 jam. Jika email tersebut sudah terdaftar, kami mengirim petunjuk untuk masuk.";

export type TCoderProfile = { phone: string; institution: string; github: string; level: string };

export interface TSignupInput {
  registration: TRegistration;
  /** The tenant that collected the registration: the mail's sender name and the site to return to. */
  tenant: { id: string; name: string };
  /** Validated origin of the tenant site the visitor returns to after confirming. */
  redirectOrigin: string;
  urls: TPublicUrls;
  coderProfile?: TCoderProfile;
}

/** The confirmation link: on the account host, from configuration (never the request's Host). */
export function confirmUrl(urls: TPublicUrls, token: string): string {
  return `${accountOrigin(urls)}/daftar/konfirmasi?${new URLSearchParams({ token }).toString()}`;
}

/** Links into a tenant's sign-in flow, started on the account host (see the router's /mulai). */
export function startUrl(urls: TPublicUrls, tenantId: string, page: "masuk" | "lupa-sandi"): string {
  return `${accountOrigin(urls)}/mulai?${new URLSearchParams({ tenant: tenantId, ke: page }).toString()}`;
}

/**
 * Accepts a registration: queues a confirmation mail for a new address, or a notice to the owner
 * when the address already has an account. Returns nothing either way (the caller answers the same).
 */
export async function requestSignup(ctx: TTenantCtx, input: TSignupInput): Promise<void> {
  const data = ZRegistration.parse(input.registration);
  // Hashed in both cases, so the answer takes about as long whether or not the address is taken.
  const passwordHash = await hashPassword(data.password);
  const existing = await findUserByEmail(ctx.db, data.email);
  // Nobody's inbox is a target: past the cap, queue nothing (and answer the same).
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, data.email), gt(mailOutbox.createdAt, new Date(Date.now() - SIGNUP_MAIL_WINDOW_MS))));
  if ((recent?.n ?? 0) >= SIGNUP_MAILS_PER_ADDRESS) return;

  const site = input.tenant.name;
  if (existing) {
    const signIn = startUrl(input.urls, input.tenant.id, "masuk");
    const reset = startUrl(input.urls, input.tenant.id, "lupa-sandi");
    await ctx.db.transaction(async (tx) => {
      await tx.insert(mailOutbox).values({
        tenantId: ctx.tenantId,
        toAddress: existing.email,
        subject: `Percobaan pendaftaran dengan email Anda di ${site}`,
        bodyText:
          `Halo ${existing.name},\n\nSeseorang (mungkin Anda sendiri) mencoba mendaftar di ${site} dengan alamat email ini. ` +
          `Alamat ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat.\n\n` +
          `Masuk dengan akun Anda:\n${signIn}\n\n` +
          `Lupa kata sandi? Buat kata sandi baru di sini:\n${reset}\n\n` +
          "Jika bukan Anda yang mencoba mendaftar, abaikan email ini; akun Anda tetap aman dan tidak ada yang berubah.",
        link: signIn,
      });
    });
    return;
  }

  const token = randomToken();
  const link = confirmUrl(input.urls, token);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(signupRequests).values({
      tokenHash: sha256(token),
      tenantId: ctx.tenantId,
      email: data.email,
      name: data.name,
      passwordHash,
      redirectOrigin: input.redirectOrigin,
      coderProfile: input.coderProfile ?? null,
      expiresAt: new Date(Date.now() + SIGNUP_TTL_MS),
    });
    await tx.insert(mailOutbox).values({
      tenantId: ctx.tenantId,
      toAddress: data.email,
      subject: `Aktifkan akun Anda di ${site}`,
      bodyText:
        `Halo ${data.name},\n\nTerima kasih telah mendaftar di ${site}. Buka tautan berikut dalam 24 jam, lalu masukkan kata sandi yang Anda buat saat mendaftar untuk mengaktifkan akun Anda:\n\n${link}\n\n` +
        "Bukan Anda yang mendaftar? Abaikan email ini — tanpa aktivasi tidak ada akun yang dibuat. Jangan memasukkan kata sandi apa pun di halaman tersebut.",
      link,
    });
  });
}

export type TConfirmResult =
  | { ok: true; user: TUserRow; tenantId: string; redirectOrigin: string }
  | { ok: false; reason: "invalid" }
  /** The password is not the one chosen at sign-up; `attemptsLeft` more tries on this link. */
  | { ok: false; reason: "wrong-password"; attemptsLeft: number; tenantId: string; redirectOrigin: string }
  /** The attempts ran out (now or before): the pending sign-up is cancelled, nothing was created. */
  | { ok: false; reason: "cancelled"; tenantId: string; redirectOrigin: string }
  | { ok: false; reason: "taken"; tenantId: string; redirectOrigin: string };

export type TPendingSignup =
  | { state: "pending"; tenantId: string; redirectOrigin: string; attemptsLeft: number }
  | { state: "cancelled"; tenantId: string; redirectOrigin: string };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** Not used, not expired (cancelled or not: callers tell those apart). */
const live = (tokenHash: string) => and(eq(signupRequests.tokenHash, tokenHash), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, new Date()));

/**
 * The pending registration behind a confirmation link, for showing its page (reads only: mail
 * scanners open links), or null when the link is unknown, used or expired.
 */
export async function pendingSignup(db: TTenantCtx["db"], token: string): Promise<TPendingSignup | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      tenantId: signupRequests.tenantId,
      redirectOrigin: signupRequests.redirectOrigin,
      attempts: signupRequests.attempts,
      cancelledAt: signupRequests.cancelledAt,
    })
    .from(signupRequests)
    .where(live(sha256(token)))
    .limit(1);
  if (!row) return null;
  const where = { tenantId: row.tenantId, redirectOrigin: row.redirectOrigin };
  if (row.cancelledAt || row.attempts >= SIGNUP_CONFIRM_ATTEMPTS) return { state: "cancelled", ...where };
  return { state: "pending", ...where, attemptsLeft: SIGNUP_CONFIRM_ATTEMPTS - row.attempts };
}

/**
 * Spends a confirmation link and creates the account (with its membership, and the coder profile
 * when it came through `v1/auth/signup/coder`) — only with the password chosen at sign-up.
 *
 * An attempt is counted before the password is checked (one atomic update that refuses past the
 * limit), so parallel guesses cannot exceed SIGNUP_CONFIRM_ATTEMPTS; the attempt that uses the
 * last one and fails cancels the pending sign-up. The comparison is scrypt + timingSafeEqual.
 * "taken" when the address got an account meanwhile.
 */
export async function confirmSignup(db: TTenantCtx["db"], token: string, password: string): Promise<TConfirmResult> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: "invalid" };
  const tokenHash = sha256(token);
  const [req] = await db
    .update(signupRequests)
    .set({ attempts: sql`${signupRequests.attempts} + 1` })
    .where(and(live(tokenHash), isNull(signupRequests.cancelledAt), lt(signupRequests.attempts, SIGNUP_CONFIRM_ATTEMPTS)))
    .returning();
  if (!req) {
    const pending = await pendingSignup(db, token);
    if (pending?.state === "cancelled") return { ok: false, reason: "cancelled", tenantId: pending.tenantId, redirectOrigin: pending.redirectOrigin };
    return { ok: false, reason: "invalid" };
  }
  const where = { tenantId: req.tenantId, redirectOrigin: req.redirectOrigin };

  if (!(await verifyPassword(password, req.passwordHash))) {
    const attemptsLeft = SIGNUP_CONFIRM_ATTEMPTS - req.attempts;
    if (attemptsLeft > 0) return { ok: false, reason: "wrong-password", attemptsLeft, ...where };
    await db
      .update(signupRequests)
      .set({ cancelledAt: new Date() })
      .where(and(eq(signupRequests.tokenHash, tokenHash), isNull(signupRequests.cancelledAt)));
    return { ok: false, reason: "cancelled", ...where };
  }

  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(signupRequests)
      .set({ usedAt: new Date() })
      .where(and(live(tokenHash), isNull(signupRequests.cancelledAt)))
      .returning();
    // Spent by a parallel request with the same password, or cancelled by parallel wrong guesses.
    if (!spent) return { ok: false, reason: "invalid" } as const;
    const [user] = await tx
      .insert(users)
      .values({ id: randomUUID(), email: spent.email, name: spent.name, passwordHash: spent.passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!user) return { ok: false, reason: "taken", ...where } as const;
    const ctx = { db: tx as unknown as TTenantCtx["db"], tenantId: spent.tenantId };
    await ensureMembership(ctx, user.id);
    if (spent.coderProfile)
      await tx
        .insert(coderProfiles)
        .values({ tenantId: spent.tenantId, userId: user.id, ...spent.coderProfile })
        .onConflictDoNothing();
    return { ok: true, user, tenantId: spent.tenantId, redirectOrigin: spent.redirectOrigin } as const;
  });
}
