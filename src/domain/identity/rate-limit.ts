import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { limiterOf, type WindowLimiter } from "../rate-limit.ts";
import { loginThrottle } from "../../db/schema/auth-throttle.ts";
import { AppError } from "../../kernel/errors.ts";

/**
 * Sign-in throttling, in the database so every process sees it. Both password forms (the account
 * host's `/masuk` and the assistant's `POST /api/v1/identity/login`) go through `authenticate`,
 * which checks these three limits before the password and counts a failure in all three:
 *
 * - Per (account, client address) pair: a few free mistakes, then an exponentially growing wait
 *   (1 s, 2 s, 4 s … at most 15 min) before that address may try that account again
 *   (`login_throttle`). Failures from one address never slow down the owner signing in from
 *   another, nor anyone else signing in to another account from the same address.
 * - Per account across addresses: at most `account.max` failures in `account.windowMs`, so many
 *   addresses cannot share out guesses at one account. One address cannot reach it alone: its own
 *   backoff lets through about 13 failures in 15 minutes.
 * - Per client address across accounts: at most `ip.max` failures in `ip.windowMs`, so one address
 *   cannot walk through many accounts. The ceiling is high because a school or an office signs in
 *   from one address: one pupil's forty wrong passwords must not lock the others out.
 *
 * The two windowed counters are `WindowLimiter`s (`rate_limit_windows`). All counters are keyed by
 * the e-mail as typed (lower-cased), whether or not an account has it, and the messages name the
 * e-mail or the network, never whether the account exists.
 */
export const LOGIN_LIMITS = {
  pair: { freeFailures: 3, baseMs: 1_000, maxMs: 15 * 60_000, forgetMs: 24 * 60 * 60_000 },
  account: { max: 50, windowMs: 15 * 60_000 },
  ip: { max: 300, windowMs: 15 * 60_000 },
} as const;

/** Names of the windowed counters in `rate_limit_windows` (`<name> <key>`). */
export const LOGIN_LIMIT_NAMES = { account: "signin.account", ip: "signin.ip" } as const;

/** The wait after the n-th consecutive failure of a pair (0 for the free ones). */
export function backoffMs(failures: number): number {
  const { freeFailures, baseMs, maxMs } = LOGIN_LIMITS.pair;
  if (failures <= freeFailures) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, failures - freeFailures - 1));
}

const normal = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `${normal(email)} ${ip}`;

/** "Coba lagi dalam 5 detik." / "… 3 menit." */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
}

export type TLoginLimit = keyof typeof LOGIN_LIMITS;

/** The 429 message of each limit: what was tried too often, and how long to wait. */
export function rateLimitMessage(ms: number, limit: TLoginLimit = "pair"): string {
  switch (limit) {
    case "account":
      return `Terlalu banyak percobaan masuk yang gagal untuk email ini. Demi keamanan, coba lagi dalam ${waitText(ms)}.`;
    case "ip":
      return `Terlalu banyak percobaan masuk dari jaringan Anda. Coba lagi dalam ${waitText(ms)}.`;
    default:
      return `Terlalu banyak percobaan masuk. Coba lagi dalam ${waitText(ms)}.`;
  }
}

function limiters(db: Db): Record<"account" | "ip", WindowLimiter> {
  return { account: limiterOf(db, LOGIN_LIMIT_NAMES.account, LOGIN_LIMITS.account), ip: limiterOf(db, LOGIN_LIMIT_NAMES.ip, LOGIN_LIMITS.ip) };
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
  const l = limiters(db);
  const [pair, account, address] = await Promise.all([pairRetryAfterMs(db, email, ip, now), l.account.peek(normal(email)), l.ip.peek(ip)]);
  // The longest wait decides, and its message says which limit it is.
  const waits: [TLoginLimit, number][] = [
    ["pair", pair],
    ["account", account * 1000],
    ["ip", address * 1000],
  ];
  const [limit, wait] = waits.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (wait > 0) throw new AppError("RATE_LIMITED", rateLimitMessage(wait, limit), { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
}

/** One more failure for the pair (its wait doubles), for the account and for the address. */
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
  const l = limiters(db);
  await Promise.all([l.account.hit(normal(email)), l.ip.hit(ip)]);
  // Keep the backoff table small: a pair a day past its last failure no longer matters.
  if (Math.random() < 0.05) await db.delete(loginThrottle).where(lt(loginThrottle.lastFailureAt, new Date(now - forgetMs)));
}

/** A successful sign-in clears this pair's backoff (not the account's or the address's counts). */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey(email, ip)));
}
