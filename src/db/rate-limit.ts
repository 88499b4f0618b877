import { lt, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { rateLimitWindows } from "./schema/index.ts";

/**
 * Fixed-window counter per key, in the database, so a limit holds across every server process
 * behind a load balancer (one row per key, one upsert per hit). Enough to keep one client from
 * flooding a cheap endpoint; the sign-in backoff has its own table (identity/rate-limit.ts).
 */
export class WindowLimiter {
  constructor(
    private readonly db: Db,
    /** Names the limit in the shared table: `<name> <key>`. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; returns seconds to wait when over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const expired = sql`${rateLimitWindows.windowStart} <= now() - ${`${this.windowMs} milliseconds`}::interval`;
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ key: `${this.name} ${key}`.slice(0, 300), count: 1 })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitWindows.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimitWindows.windowStart} end`,
        },
      })
      .returning({ count: rateLimitWindows.count, windowStart: rateLimitWindows.windowStart });
    // Now and then, forget windows that ended long ago.
    if (Math.random() < 0.01) await sweepRateLimits(this.db);
    if (!row || row.count <= this.max) return 0;
    return Math.max(1, Math.ceil((row.windowStart.getTime() + this.windowMs - Date.now()) / 1000));
  }
}

/** Drops counters whose window started more than a day ago (every limit's window is shorter). */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, sql`now() - interval '1 day'`));
}

/**
 * Limits for the account-creating and mail-sending forms (per client address, across all server
 * processes; the cap on reset mails per recipient is also enforced in password-reset.ts): enough
 * for a family behind one NAT, too few for a script filling the user table or someone's inbox.
 */
export const SIGNUP_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
export const RESET_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;
/** App secrets are long and random; this only stops a loop from hammering the hash check. */
export const APP_TOKEN_LIMIT = { max: 30, windowMs: 60_000 } as const;

export function limiterOf(db: Db, name: string, limit: { max: number; windowMs: number }): WindowLimiter {
  return new WindowLimiter(db, name, limit.max, limit.windowMs);
}
