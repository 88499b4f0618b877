/**
 * Admission of requests past the page cache: at most `concurrency` run at once, the rest wait in
 * a bounded queue, and a request that cannot start in time is refused (the caller answers 503
 * with Retry-After) instead of queueing without bound.
 *
 * Why: the server's work for a request (database statements, a React render) runs on one event
 * loop, and with PGlite the statements themselves run there too. Letting every arrived request
 * start at once only interleaves them: each takes as long as all of them together, and a
 * repeated page view that the cache answers in 0.1 ms waits behind every one of them. Running a
 * few at a time keeps each turn of the event loop short; queued requests cost nothing meanwhile.
 *
 * Waiting requests are started by priority — anonymous page views (the first view of a page the
 * cache does not hold yet), then other reads (API calls, signed-in pages), then writes — and, so that no class starves, the
 * oldest waiter goes first once it has waited `agingMs`.
 */
export type TPriority = 0 | 1 | 2;

export const PRIORITY = { anonymousRead: 0, read: 1, write: 2 } as const satisfies Record<string, TPriority>;

interface TWaiter {
  since: number;
  start: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout | undefined;
  done: boolean;
}

export interface TGateOptions {
  /** Requests running at once. */
  concurrency: number;
  /** Requests running plus waiting; past it a request is refused at once. */
  maxInFlight: number;
  /** Longest wait for a slot before a request is refused. */
  maxWaitMs: number;
  /** A waiter older than this starts before younger ones of a higher class. */
  agingMs?: number;
}

export class RequestGate {
  private running = 0;
  private waiting = 0;
  private readonly queues: TWaiter[][] = [[], [], []];
  private readonly agingMs: number;

  constructor(private readonly opts: TGateOptions) {
    this.agingMs = opts.agingMs ?? 100;
  }

  /** Running and waiting requests (for logs and tests). */
  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }

  /**
   * Starts `start(release)` now or when a slot frees. `release` must be called once the request
   * no longer needs its slot (calling it again is harmless). `refuse` is called instead when the
   * gate is full or the wait ran out. The returned function withdraws a request still waiting
   * (the client went away).
   */
  enter(priority: TPriority, start: (release: () => void) => void, refuse: () => void): () => void {
    const run = () => {
      this.running++;
      let released = false;
      start(() => {
        if (released) return;
        released = true;
        this.running--;
        this.next();
      });
    };
    if (this.running + this.waiting >= this.opts.maxInFlight) {
      refuse();
      return () => {};
    }
    if (this.running < this.opts.concurrency && this.waiting === 0) {
      run();
      return () => {};
    }
    const w: TWaiter = { since: performance.now(), start: run, refuse, timer: undefined, done: false };
    w.timer = setTimeout(() => {
      if (w.done) return;
      this.remove(w);
      refuse();
    }, this.opts.maxWaitMs);
    w.timer.unref?.();
    this.queues[priority]!.push(w);
    this.waiting++;
    return () => {
      if (!w.done) this.remove(w);
    };
  }

  private remove(w: TWaiter): void {
    w.done = true;
    clearTimeout(w.timer);
    for (const q of this.queues) {
      const i = q.indexOf(w);
      if (i >= 0) {
        q.splice(i, 1);
        this.waiting--;
        return;
      }
    }
  }

  private next(): void {
    while (this.running < this.opts.concurrency && this.waiting > 0) {
      const w = this.pick();
      if (!w) return;
      this.remove(w);
      w.start();
    }
  }

  /** The oldest waiter if it has waited `agingMs`, else the first of the highest class. */
  private pick(): TWaiter | undefined {
    let oldest: TWaiter | undefined;
    for (const q of this.queues) if (q[0] && (!oldest || q[0].since < oldest.since)) oldest = q[0];
    if (oldest && performance.now() - oldest.since >= this.agingMs) return oldest;
    for (const q of this.queues) if (q[0]) return q[0];
    return undefined;
  }
}
