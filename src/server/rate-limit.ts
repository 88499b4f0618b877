/**
 * Fixed-window counter per key, in process memory: enough to keep one client from flooding a
 * cheap endpoint. (Per-node; sign-in limits that must hold across nodes live in the database.)
 */
export class WindowLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; returns seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    w.count++;
    return w.count > this.max ? Math.ceil((w.start + this.windowMs - now) / 1000) : 0;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}

/**
 * Limits for the account-creating and mail-sending forms (per client address, per node; the cap
 * on reset mails per recipient is also enforced in the database, see password-reset.ts): enough
 * for a family behind one NAT, too few for a script filling the user table or someone's inbox.
 */
export const SIGNUP_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
export const RESET_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;
/** App secrets are long and random; this only stops a loop from hammering the hash check. */
export const APP_TOKEN_LIMIT = { max: 30, windowMs: 60_000 } as const;

export function limiterOf(limit: { max: number; windowMs: number }): WindowLimiter {
  return new WindowLimiter(limit.max, limit.windowMs);
}
