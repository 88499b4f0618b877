import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { signupRequests } from "../../db/schema/auth-throttle.ts";
import { coderProfiles, mailOutbox, users, type TUserRow } from "../../db/schema/identity.ts";
import { accountOrigin, type TPublicUrls } from "../tenants/public-urls.ts";
import type { TTenantCtx } from "../scope.ts";
import { ensureMembership, findUserByEmail, ZRegistration, type TRegistration } from "./accounts.ts";
import { hashPassword, randomToken, sha256 } from "./crypto.ts";

/**
 * Registration without e-mail enumeration (docs/decisions/signup-enumeration.md).
 *
 * Signing up never says whether the address already has an account: both cases answer
 * "Periksa email Anda" and do the same work (hash the password, write one mail). A new address
 * gets a confirmation link and the account is created when the link is used; an address that
 * already has an account gets a notice with a sign-in and a password-reset link instead.
 */

export const SIGNUP_TTL_MS = 24 * 60 * 60_000;
/** At most this many sign-up mails (plus any other mail) per address in SIGNUP_MAIL_WINDOW_MS. */
export const SIGNUP_MAILS_PER_ADDRESS = 3;
export const SIGNUP_MAIL_WINDOW_MS = 15 * 60_000;

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
        `Halo ${data.name},\n\nTerima kasih telah mendaftar di ${site}. Buka tautan berikut dalam 24 jam untuk mengaktifkan akun Anda:\n\n${link}\n\n` +
        "Abaikan email ini jika Anda tidak mendaftar; tanpa tautan ini tidak ada akun yang dibuat.",
      link,
    });
  });
}

export type TConfirmResult =
  | { ok: true; user: TUserRow; tenantId: string; redirectOrigin: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "taken"; tenantId: string; redirectOrigin: string };

/** The pending registration behind a usable confirmation link (for showing its page), or null. */
export async function pendingSignup(db: TTenantCtx["db"], token: string): Promise<{ tenantId: string; redirectOrigin: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ tenantId: signupRequests.tenantId, redirectOrigin: signupRequests.redirectOrigin })
    .from(signupRequests)
    .where(and(eq(signupRequests.tokenHash, sha256(token)), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a confirmation link and creates the account (with its membership, and the coder profile
 * when it came through `v1/auth/signup/coder`). "taken" when the address got an account meanwhile.
 */
export async function confirmSignup(db: TTenantCtx["db"], token: string): Promise<TConfirmResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: "invalid" };
  return db.transaction(async (tx) => {
    const [req] = await tx
      .update(signupRequests)
      .set({ usedAt: new Date() })
      .where(and(eq(signupRequests.tokenHash, sha256(token)), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, new Date())))
      .returning();
    if (!req) return { ok: false, reason: "invalid" } as const;
    const [user] = await tx.insert(users).values({ id: randomUUID(), email: req.email, name: req.name, passwordHash: req.passwordHash }).onConflictDoNothing().returning();
    if (!user) return { ok: false, reason: "taken", tenantId: req.tenantId, redirectOrigin: req.redirectOrigin } as const;
    const ctx = { db: tx as unknown as TTenantCtx["db"], tenantId: req.tenantId };
    await ensureMembership(ctx, user.id);
    if (req.coderProfile) await tx.insert(coderProfiles).values({ tenantId: req.tenantId, userId: user.id, ...req.coderProfile }).onConflictDoNothing();
    return { ok: true, user, tenantId: req.tenantId, redirectOrigin: req.redirectOrigin } as const;
  });
}
