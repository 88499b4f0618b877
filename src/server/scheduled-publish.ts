import type { Db } from "../db/client.ts";
import { tenantsWithContentDue } from "../domain/content/scheduled.ts";
import type { Logger } from "../platform/logger.ts";
import { PeriodicRound } from "../platform/periodic.ts";

/**
 * Scheduled content goes live by itself: public reads compare `published_at` with now(), but
 * cached pages (keyed by the tenant version) and cached data were built before that time. Every
 * round finds the tenants whose scheduled rows came due since the last round and bumps their
 * version. Several processes may run it; a second bump of the same tenant is harmless.
 */
export class ScheduledPublishRound {
  private readonly round: PeriodicRound;
  private last: Date;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly bump: (tenantId: string) => Promise<void>,
    intervalMs: number,
  ) {
    // The first round also catches what came due while no process ran the round.
    this.last = new Date(Date.now() - Math.max(intervalMs, 60_000) * 2);
    this.round = new PeriodicRound(
      () => this.tick(),
      (err) => this.logger.error("scheduled publish round failed", { err }),
    );
  }

  async tick(now = new Date()): Promise<string[]> {
    const due = await tenantsWithContentDue(this.db, this.last, now);
    for (const t of due) await this.bump(t);
    this.last = now;
    if (due.length) this.logger.info("scheduled content went live", { tenants: due.length });
    return due;
  }

  start(intervalMs: number): void {
    this.round.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.round.stop();
  }
}
