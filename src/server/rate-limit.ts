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
