/**
 * A background round that runs every `intervalMs`, one at a time (a slow round is never overlapped
 * by the next), whose timer does not keep the process alive, and whose `stop()` waits for the round
 * in flight. The outbox dispatchers (mail, CDN purges) run on it.
 */
export class PeriodicRound {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.round()
        .catch(this.onError)
        .finally(() => (this.running = null));
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
