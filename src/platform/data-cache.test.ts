import { afterEach, describe, expect, it, vi } from "vitest";
import { DataCache } from "./data-cache.ts";

const tenantA = { id: "a", version: 1 };

function counter<T>(value: T) {
  const load = vi.fn(async () => structuredClone(value));
  return load;
}

afterEach(() => vi.useRealTimers());

describe("DataCache", () => {
  it("serves a repeated read from memory", async () => {
    const cache = new DataCache(10, 60_000);
    const load = counter({ items: [1, 2, 3] });
    expect(await cache.read(tenantA, "k", load)).toEqual({ items: [1, 2, 3] });
    expect(await cache.read(tenantA, "k", load)).toEqual({ items: [1, 2, 3] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(1);
  });

  it("loads again after the tenant's version changes (a content or setting change)", async () => {
    const cache = new DataCache(10, 60_000);
    const load = counter("x");
    await cache.read(tenantA, "k", load);
    await cache.read({ ...tenantA, version: 2 }, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never hands one tenant's entry to another tenant", async () => {
    const cache = new DataCache(10, 60_000);
    await cache.read(tenantA, "k", async () => "milik A");
    expect(await cache.read({ id: "b", version: 1 }, "k", async () => "milik B")).toBe("milik B");
  });

  it("expires entries after the TTL so date-dependent lists follow the clock", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T00:00:00Z"));
    const cache = new DataCache(10, 1_000);
    const load = counter(1);
    await cache.read(tenantA, "k", load);
    vi.setSystemTime(new Date("2026-11-22T00:00:00.900Z"));
    await cache.read(tenantA, "k", load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-22T00:00:01.100Z"));
    await cache.read(tenantA, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent misses and does not keep a failure", async () => {
    const cache = new DataCache(10, 60_000);
    let calls = 0;
    const failing = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      throw new Error("database down");
    };
    const results = await Promise.allSettled([cache.read(tenantA, "k", failing), cache.read(tenantA, "k", failing)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toBe(1);
    expect(cache.size).toBe(0);
    expect(await cache.read(tenantA, "k", async () => "pulih")).toBe("pulih");
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = new DataCache(2, 60_000);
    await cache.read(tenantA, "a", async () => 1);
    await cache.read(tenantA, "b", async () => 2);
    await cache.read(tenantA, "a", async () => 1); // a is now the most recent
    await cache.read(tenantA, "c", async () => 3);
    expect(cache.size).toBe(2);
    const loadB = counter(2);
    await cache.read(tenantA, "b", loadB);
    expect(loadB).toHaveBeenCalledTimes(1);
  });

  it("is off with zero entries: every read loads", async () => {
    const cache = new DataCache(0, 60_000);
    const load = counter(1);
    await cache.read(tenantA, "k", load);
    await cache.read(tenantA, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.enabled).toBe(false);
  });

  it("freezes shared results when asked, so a caller that mutates them fails loudly", async () => {
    const cache = new DataCache(10, 60_000, true);
    const v = await cache.read(tenantA, "k", async () => ({ list: [{ name: "Kelas" }], at: new Date(0) }));
    expect(() => v.list.push({ name: "lain" })).toThrow(TypeError);
    expect(() => {
      (v.list[0] as { name: string }).name = "ubah";
    }).toThrow(TypeError);
    expect(v.at.getTime()).toBe(0);
  });
});

describe("DataCache byte bound", () => {
  it("drops the least recently used results once their estimated bytes pass the bound", async () => {
    const cache = new DataCache(1000, 60_000, false, 10_000);
    const row = "x".repeat(1000); // ~2 KB estimated each
    for (let i = 0; i < 10; i++) await cache.read(tenantA, `k${i}`, async () => ({ row, i }));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(10);
    const load = vi.fn(async () => ({ row, i: 9 }));
    await cache.read(tenantA, "k9", load);
    expect(load).not.toHaveBeenCalled();
    await cache.read(tenantA, "k0", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("counts bytes a caller measures itself (a serialised response) exactly", async () => {
    const cache = new DataCache(10, 60_000, true, 1_000_000);
    const bytes = await cache.read(
      tenantA,
      "api",
      async () => new TextEncoder().encode('{"status":true}'),
      (b) => b.byteLength,
    );
    expect(bytes.byteLength).toBe(15);
    expect(cache.bytes).toBeGreaterThanOrEqual(15);
    expect(cache.bytes).toBeLessThan(15 + 200);
  });
});
