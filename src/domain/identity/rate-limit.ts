import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginThrottle } from "../../db/schema/auth-throttle.ts";
import { loginAttempts } from "../../db/schema/identity.ts";
import { AppError } from "../../kernel/errors.ts";

/**
 * Sign-in throttling, in the database so every process sees it.
 *
 * - Per (account, client address) pair: a few free mistakes, then an exponentially growing wait
 *   (1 s, 2 s, 4 s … at most 15 min) before that address may try that account again. Failures
 *   from one address never slow down the owner signing in from another: there is no account-wide
 *   lock an attacker could trigger.
 * - Per client address across accounts: at most `ip.max` failures in `ip.windowMs`, so one address
 *   cannot walk through many accounts.
 */
export const LOGIN_LIMITS = {
  pair: { freeFailures: 3, baseMs: 1_000, maxMs: 15 * 60_000, forgetMs: 24 * 60 * 60_000 },
  ip: { max: 30, windowMs: 15 * 60_000 },
} as const;

/** The wait after the n-th consecutive failure of a pair (0 for the free ones). */
export function backoffMs(failures: number): number {
  const { freeFailures, baseMs, maxMs } = LOGIN_LIMITS.pair;
  if (failures <= freeFailures) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, failures - freeFailures - 1));
}

const pairKey = (email: string, ip: string) => `${email.trim().toLowerCase()} ${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** "Coba lagi dalam 5 detik." / "… 3 menit." */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
}

export function rateLimitMessage(ms: number): string {
  return `Terlalu banyak percobaan masuk. Coba lagi dalam ${waitText(ms)}.`;
}

async function ipRetryAfterMs(db: Db, ip: string, now: number): Promise<number> {
  const limit = LOGIN_LIMITS.ip;
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, ipKey(ip)), gt(loginAttempts.at, new Date(now - limit.windowMs))))
    .orderBy(loginAttempts.at);
  if (rows.length < limit.max) return 0;
  // Blocked until enough old failures leave the window to fall under the limit.
  const pivot = rows[rows.length - limit.max]!.at.getTime();
  return Math.max(1, pivot + limit.windowMs - now);
}

async function pairRetryAfterMs(db: Db, email: string, ip: string, now: number): Promise<number> {
  const [row] = await db
    .select({ until: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, pairKey(email, ip)))
    .limit(1);
  const until = row?.until?.getTime() ?? 0;
  return until > now ? until - now : 0;
}

/** Throws 429 (with `retryAfterSeconds`) while this address must wait before trying this account. */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now = Date.now()): Promise<void> {
  const wait = Math.max(await pairRetryAfterMs(db, email, ip, now), await ipRetryAfterMs(db, ip, now));
  if (wait > 0) throw new AppError("RATE_LIMITED", rateLimitMessage(wait), { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
}

/** One more failure for the pair (its wait doubles) and for the address. */
export async function recordLoginFailure(db: Db, email: string, ip: string, now = Date.now()): Promise<void> {
  const { forgetMs } = LOGIN_LIMITS.pair;
  const at = new Date(now);
  // A failure long after the last one starts the count afresh.
  const failures = sql`case when ${loginThrottle.lastFailureAt} < ${new Date(now - forgetMs).toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key: pairKey(email, ip), failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({ target: loginThrottle.key, set: { failures, lastFailureAt: at } })
    .returning({ failures: loginThrottle.failures });
  const wait = backoffMs(row?.failures ?? 1);
  if (wait > 0)
    await db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(now + wait) })
      .where(eq(loginThrottle.key, pairKey(email, ip)));
  await db.insert(loginAttempts).values({ key: ipKey(ip), at });
  // Keep both tables small: anything a day old no longer matters.
  if (Math.random() < 0.05) {
    await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
    await db.delete(loginThrottle).where(lt(loginThrottle.lastFailureAt, new Date(now - forgetMs)));
  }
}

/** A successful sign-in clears this pair's backoff (not the address's count across accounts). */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey(email, ip)));
}
