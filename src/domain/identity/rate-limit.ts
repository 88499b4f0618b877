import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginAttempts } from "../../db/schema/identity.ts";
import { AppError } from "../errors.ts";

/** Sign-in limits: failed attempts per account and per IP address within a sliding window. */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000 },
  ip: { max: 30, windowMs: 15 * 60_000 },
} as const;

const accountKey = (email: string) => `acct:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export function rateLimitMessage(minutes: number): string {
  return `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`;
}

async function retryAfterMs(db: Db, key: string, limit: { max: number; windowMs: number }, now: number): Promise<number> {
  const since = new Date(now - limit.windowMs);
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)))
    .orderBy(loginAttempts.at);
  if (rows.length < limit.max) return 0;
  // Blocked until enough old failures leave the window to fall under the limit.
  const pivot = rows[rows.length - limit.max]!.at.getTime();
  return Math.max(1, pivot + limit.windowMs - now);
}

/** Throws 429 with the Indonesian message when the account or the address is over its limit. */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now = Date.now()): Promise<void> {
  const waits = await Promise.all([retryAfterMs(db, accountKey(email), LOGIN_LIMITS.account, now), retryAfterMs(db, ipKey(ip), LOGIN_LIMITS.ip, now)]);
  const wait = Math.max(...waits);
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    throw new AppError("RATE_LIMITED", rateLimitMessage(minutes), { retryAfterSeconds: Math.ceil(wait / 1000) });
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values([{ key: accountKey(email) }, { key: ipKey(ip) }]);
  // Keep the table small: anything older than a day is irrelevant.
  if (Math.random() < 0.05) await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '1 day'`));
}

/** A successful sign-in clears the account's counter (not the address's). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(email)]));
}
