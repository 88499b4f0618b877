import { describe, expect, it, vi } from "vitest";
import { PRIORITY, RequestGate } from "./request-gate.ts";

/** Enters a request that records its start and keeps its slot until `release` is called. */
function enter(gate: RequestGate, priority: 0 | 1 | 2, name: string, log: string[]) {
  const h = { release: () => {}, refused: false };
  const withdraw = gate.enter(
    priority,
    (release) => {
      log.push(name);
      h.release = release;
    },
    () => {
      h.refused = true;
      log.push(`refused ${name}`);
    },
  );
  return Object.assign(h, { withdraw });
}

describe("RequestGate", () => {
  it("runs up to `concurrency` at once and starts waiters by priority when a slot frees", () => {
    const log: string[] = [];
    const gate = new RequestGate({ concurrency: 1, maxInFlight: 10, maxWaitMs: 10_000, agingMs: 60_000 });
    const first = enter(gate, PRIORITY.write, "write-1", log);
    enter(gate, PRIORITY.write, "write-2", log);
    enter(gate, PRIORITY.read, "signed-in", log);
    enter(gate, PRIORITY.anonymousRead, "page", log);
    expect(log).toEqual(["write-1"]);
    expect(gate.stats()).toEqual({ running: 1, waiting: 3 });
    first.release();
    first.release(); // a second call frees nothing more
    expect(log).toEqual(["write-1", "page"]);
    expect(gate.stats()).toEqual({ running: 1, waiting: 2 });
  });

  it("lets the oldest waiter go first once it has waited agingMs, so writes never starve", () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      const gate = new RequestGate({ concurrency: 1, maxInFlight: 10, maxWaitMs: 10_000, agingMs: 100 });
      const first = enter(gate, PRIORITY.read, "busy", log);
      enter(gate, PRIORITY.write, "write", log);
      vi.advanceTimersByTime(150);
      enter(gate, PRIORITY.anonymousRead, "page", log);
      first.release();
      expect(log).toEqual(["busy", "write"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses at once past maxInFlight, and a waiter whose wait ran out", () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      const gate = new RequestGate({ concurrency: 1, maxInFlight: 2, maxWaitMs: 500 });
      enter(gate, PRIORITY.write, "a", log);
      const b = enter(gate, PRIORITY.write, "b", log);
      const c = enter(gate, PRIORITY.write, "c", log);
      expect(c.refused).toBe(true);
      expect(b.refused).toBe(false);
      vi.advanceTimersByTime(501);
      expect(b.refused).toBe(true);
      expect(log).toEqual(["a", "refused c", "refused b"]);
      expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a waiter whose client went away", () => {
    const log: string[] = [];
    const gate = new RequestGate({ concurrency: 1, maxInFlight: 10, maxWaitMs: 10_000 });
    const first = enter(gate, PRIORITY.write, "a", log);
    const gone = enter(gate, PRIORITY.anonymousRead, "gone", log);
    enter(gate, PRIORITY.write, "b", log);
    gone.withdraw();
    first.release();
    expect(log).toEqual(["a", "b"]);
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
  });
});
