import { and, eq, lt, not, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitWindows } from "../db/schema/index.ts";

/**
 * Fixed-window counter per key, in the database, so a limit holds across every server process
 * behind a load balancer (one row per key, one upsert per hit). Enough to keep one client from
 * flooding a cheap endpoint. A hit may cost more than one unit (a bulk insert of N rows costs N);
 * the sign-in limits peek before the password is checked and count only failures
 * (identity/rate-limit.ts).
 */
export class WindowLimiter {
  constructor(
    private readonly db: Db,
    /** Names the limit in the shared table: `<name> <key>`. */
    private readonly name: string,
    readonly max: number,
    private readonly windowMs: number,
  ) {}

  private rowKey(key: string): string {
    return `${this.name} ${key}`.slice(0, 300);
  }

  private expired() {
    return sql`${rateLimitWindows.windowStart} <= now() - ${`${this.windowMs} milliseconds`}::interval`;
  }

  private waitSeconds(windowStart: Date): number {
    return Math.max(1, Math.ceil((windowStart.getTime() + this.windowMs - Date.now()) / 1000));
  }

  /** Counts `cost` units (default one hit); returns seconds to wait when over the limit, else 0. */
  async hit(key: string, cost = 1): Promise<number> {
    const units = Math.max(1, Math.floor(cost));
    const expired = this.expired();
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ key: this.rowKey(key), count: units })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${expired} then ${units}::int else ${rateLimitWindows.count} + ${units}::int end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimitWindows.windowStart} end`,
        },
      })
      .returning({ count: rateLimitWindows.count, windowStart: rateLimitWindows.windowStart });
    // Now and then, forget windows that ended long ago.
    if (Math.random() < 0.01) await sweepRateLimits(this.db);
    if (!row || row.count <= this.max) return 0;
    return this.waitSeconds(row.windowStart);
  }

  /**
   * Like `hit`, but a refused charge is given back: units that were not spent (a bulk insert
   * refused for want of budget writes nothing) do not shorten the rest of the window.
   */
  async take(key: string, cost: number): Promise<number> {
    const wait = await this.hit(key, cost);
    if (wait > 0) {
      await this.db
        .update(rateLimitWindows)
        .set({ count: sql`greatest(0, ${rateLimitWindows.count} - ${Math.max(1, Math.floor(cost))}::int)` })
        .where(eq(rateLimitWindows.key, this.rowKey(key)));
    }
    return wait;
  }

  /** Seconds to wait before `key` has room for one more unit (0: it has), without counting anything. */
  async peek(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimitWindows.count, windowStart: rateLimitWindows.windowStart })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.key, this.rowKey(key)), not(this.expired())))
      .limit(1);
    if (!row || row.count < this.max) return 0;
    return this.waitSeconds(row.windowStart);
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
