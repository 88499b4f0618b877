import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client.ts";

/**
 * PGlite runs every statement on the server's own thread, and a statement awaited after another
 * continues in the same microtask run: without a turn for the event loop in between, a stream of
 * statements would keep the server from answering anything else (a cached page, a health check)
 * until it ended. The client gives the event loop a turn at least every PGLITE_SLICE_MS.
 */
describe.skipIf(process.env.TEST_DB !== "pglite")("PGlite shares the event loop", () => {
  it("lets a pending callback run while a long chain of statements is still going", async () => {
    const db = await openPglite(null);
    try {
      let done = 0;
      let doneWhenTurnCame = -1;
      setImmediate(() => (doneWhenTurnCame = done));
      for (let i = 0; i < 400; i++) {
        await db.db.execute(sql`select ${i}::int as n`);
        done++;
      }
      expect(doneWhenTurnCame).toBeGreaterThanOrEqual(0);
      expect(doneWhenTurnCame).toBeLessThan(400);
    } finally {
      await db.close();
    }
  });
});
