import type { Db } from "../db/client.ts";
import { drainStatistics, markAllTenants } from "../domain/statistics/refresh.ts";
import type { Logger } from "../platform/logger.ts";
import { PeriodicRound } from "../platform/periodic.ts";

/**
 * Keeps the statistics summaries current (src/domain/statistics/refresh.ts): every round rolls
 * up new events and recomputes the tenants whose source rows changed. Several processes may run
 * it: events are claimed row by row and tenants by lease. At start every tenant is marked once,
 * so a database that existed before the statistics (or missed a round while down) is recomputed.
 */
export class StatisticsWorker {
  private readonly round: PeriodicRound;
  private marked = false;
  /** Set by stop(): a round in flight ends after its current tenant, so shutdown does not wait for every tenant. */
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    /** Called for a tenant whose landing counters changed (the server bumps its version, so cached home pages show the new numbers). */
    private readonly onCountersChanged: (tenantId: string) => Promise<void> = async () => {},
  ) {
    this.round = new PeriodicRound(
      () => this.tick(),
      // Spec §8: a statistics failure is logged only as FAILED TO REQUEST DATA.
      (err) => this.logger.error("FAILED TO REQUEST DATA", { worker: "statistics", err }),
    );
  }

  private async tick(): Promise<void> {
    if (!this.marked) {
      await markAllTenants(this.db);
      this.marked = true;
    }
    const r = await drainStatistics(this.db, { shouldStop: () => this.stopping });
    for (const t of r.countersChanged) await this.onCountersChanged(t);
    if (r.events || r.tenants.length) this.logger.debug("statistics refreshed", { events: r.events, tenants: r.tenants.length });
  }

  start(intervalMs: number): void {
    this.round.start(intervalMs);
  }

  stop(): Promise<void> {
    this.stopping = true;
    return this.round.stop();
  }
}
