import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountSessions, authCodes, memberships, sessions, users, type TUserRow } from "../../db/schema/identity.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { ensureMembership, findUserByEmail, markSignedIn, toViewer, type TViewer } from "./accounts.ts";
import { dummyPasswordHash, randomToken, sha256, verifyPassword } from "./crypto.ts";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "./rate-limit.ts";

/** Spec §9: the session cookie lives 2592000 s (30 days). */
export const SESSION_TTL_SECONDS = 2_592_000;
/** Authorisation codes are one-time and short-lived. */
export const AUTH_CODE_TTL_MS = 60_000;

export const BAD_CREDENTIALS = "Email atau kata sandi salah.";

/** Checks e-mail and password under the rate limit; the same message for unknown account and wrong password. */
export async function authenticate(db: Db, input: { email: string; password: string; ip: string }): Promise<TUserRow> {
  const email = input.email.trim().toLowerCase();
  await assertLoginAllowed(db, email, input.ip);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    await recordLoginFailure(db, email, input.ip);
    throw new AppError("UNAUTHENTICATED", BAD_CREDENTIALS);
  }
  await clearLoginFailures(db, email, input.ip);
  return user;
}

const expiry = () => new Date(Date.now() + SESSION_TTL_SECONDS * 1000);

// ---- Account-host sessions (single sign-on) -------------------------------------------------------

export async function createAccountSession(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(accountSessions).values({ tokenHash: sha256(token), userId, expiresAt: expiry() });
  return token;
}

export async function readAccountSession(db: Db, token: string | undefined): Promise<{ user: TUserRow; tokenHash: string } | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ user: users })
    .from(accountSessions)
    .innerJoin(users, eq(users.id, accountSessions.userId))
    .where(and(eq(accountSessions.tokenHash, tokenHash), isNull(accountSessions.revokedAt), gt(accountSessions.expiresAt, new Date())))
    .limit(1);
  return row ? { user: row.user, tokenHash } : null;
}

export async function revokeAccountSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(accountSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(accountSessions.tokenHash, tokenHash), isNull(accountSessions.revokedAt)));
}

// ---- Authorisation codes -------------------------------------------------------------------------

export async function issueAuthCode(
  ctx: TTenantCtx,
  input: { userId: string; redirectOrigin: string; appToken: string; accountSessionHash?: string | null },
): Promise<string> {
  const code = randomToken();
  await ctx.db.insert(authCodes).values({
    tenantId: ctx.tenantId,
    codeHash: sha256(code),
    userId: input.userId,
    redirectOrigin: input.redirectOrigin,
    accountSessionHash: input.accountSessionHash ?? null,
    appTokenHash: sha256(input.appToken),
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_MS),
  });
  return code;
}

export interface TIssuedSession {
  accessToken: string;
  expiresIn: number;
  viewer: TViewer;
}

/**
 * Exchanges a one-time code for an access token on this tenant (Auth host `generate/token`).
 * The code must belong to this tenant, be unused and unexpired, and be presented with the app
 * token the sign-in flow started with (a code that reached someone else is worthless to them);
 * it is spent atomically, so it works once.
 */
export async function exchangeAuthCode(ctx: TTenantCtx, code: string, appToken: string | null | undefined): Promise<TIssuedSession> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(code) || !appToken || appToken.length > 2000)
    throw new AppError("UNAUTHENTICATED", "Kode otorisasi tidak valid atau sudah kedaluwarsa.");
  const [spent] = await ctx.db
    .update(authCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        tenantScope(authCodes.tenantId, ctx),
        eq(authCodes.codeHash, sha256(code)),
        eq(authCodes.appTokenHash, sha256(appToken)),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!spent) throw new AppError("UNAUTHENTICATED", "Kode otorisasi tidak valid atau sudah kedaluwarsa.");
  const [user] = await ctx.db.select().from(users).where(eq(users.id, spent.userId)).limit(1);
  if (!user) throw new AppError("UNAUTHENTICATED", "Akun tidak ditemukan.");
  const kind = await ensureMembership(ctx, user.id);
  await markSignedIn(ctx, user.id);
  const accessToken = randomToken();
  await ctx.db.insert(sessions).values({
    tenantId: ctx.tenantId,
    tokenHash: sha256(accessToken),
    userId: user.id,
    accountSessionHash: spent.accountSessionHash,
    expiresAt: expiry(),
  });
  return { accessToken, expiresIn: SESSION_TTL_SECONDS, viewer: toViewer(user, ctx.tenantId, kind) };
}

// ---- Tenant sessions -----------------------------------------------------------------------------

/** The viewer behind an access token on this tenant, or null (unknown, expired, revoked, other tenant). */
export async function readSession(ctx: TTenantCtx, token: string | undefined | null): Promise<TViewer | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .select({ user: users, kind: memberships.kind, deactivatedAt: memberships.deactivatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.tenantId, sessions.tenantId), eq(memberships.userId, sessions.userId)))
    .where(and(tenantScope(sessions.tenantId, ctx), eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  // A member deactivated on this site is signed out here, whatever session they still hold.
  if (!row || row.deactivatedAt) return null;
  return toViewer(row.user, ctx.tenantId, row.kind ?? null);
}

/** Signs out: revokes this site's session and the account-host session that minted it. */
export async function revokeSession(ctx: TTenantCtx, token: string | undefined | null): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(tenantScope(sessions.tenantId, ctx), eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
    .returning();
  if (row?.accountSessionHash) await revokeAccountSessionByHash(ctx.db, row.accountSessionHash);
  return !!row;
}

/** After a password reset every session of the user ends, on every site. */
export async function revokeAllSessionsOfUser(db: Db, userId: string): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(accountSessions)
    .set({ revokedAt: now })
    .where(and(eq(accountSessions.userId, userId), isNull(accountSessions.revokedAt)));
}
