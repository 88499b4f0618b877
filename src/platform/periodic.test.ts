import { describe, expect, it } from "vitest";
import { PeriodicRound } from "./periodic.ts";

describe("periodic rounds", () => {
  it("run at once and then on the interval, never two at a time, and stop waits for the one in flight", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let rounds = 0;
    let finished = 0;
    const loop = new PeriodicRound(
      async () => {
        rounds++;
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 25));
        inFlight--;
        finished++;
      },
      () => {},
    );
    loop.start(5);
    await new Promise((r) => setTimeout(r, 120));
    await loop.stop();
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(maxInFlight).toBe(1);
    expect(finished).toBe(rounds);
    const after = rounds;
    await new Promise((r) => setTimeout(r, 30));
    expect(rounds).toBe(after);
  });

  it("reports a failed round and keeps going", async () => {
    const errors: unknown[] = [];
    let n = 0;
    const loop = new PeriodicRound(
      async () => {
        if (++n === 1) throw new Error("putus");
      },
      (err) => errors.push(err),
    );
    loop.start(5);
    await new Promise((r) => setTimeout(r, 40));
    await loop.stop();
    expect(errors).toHaveLength(1);
    expect(n).toBeGreaterThan(1);
  });
});
