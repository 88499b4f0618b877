import type { Db } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { PeriodicRound } from "../periodic.ts";
import type { TFileStore } from "./index.ts";
import { sweepUnclaimedUploads, UNCLAIMED_UPLOAD_TTL_MS } from "./uploads.ts";

/**
 * The background round that deletes form attachments whose form was never sent (pending uploads
 * older than a day: row and bytes). Every process may run it; each row is deleted by one.
 */
export class UnclaimedUploadsRound {
  private readonly round: PeriodicRound;

  constructor(
    private readonly db: Db,
    private readonly store: () => TFileStore,
    private readonly logger: Logger,
    private readonly olderThanMs = UNCLAIMED_UPLOAD_TTL_MS,
  ) {
    this.round = new PeriodicRound(
      () => this.tick(),
      (err) => this.logger.error("unclaimed uploads clean-up failed", { err }),
    );
  }

  async tick(now = Date.now()): Promise<number> {
    const n = await sweepUnclaimedUploads(this.db, this.store(), this.olderThanMs, now);
    if (n) this.logger.info("unclaimed uploads deleted", { uploads: n });
    return n;
  }

  start(intervalMs: number): void {
    this.round.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.round.stop();
  }
}
