import { describe, expect, it } from "vitest";
import { approxBytes, BoundedLru } from "./lru.ts";

describe("BoundedLru", () => {
  it("bounds entries by count and by bytes, dropping the least recently used first", () => {
    const lru = new BoundedLru<string>(3, 100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now the most recent
    lru.set("c", "C", 40); // 120 bytes > 100: b (least recent) goes
    expect(lru.peek("b")).toBeUndefined();
    expect([lru.peek("a"), lru.peek("c")]).toEqual(["A", "C"]);
    expect(lru.bytes).toBe(80);
    lru.set("d", "D", 1);
    lru.set("e", "E", 1); // 4 entries > 3: a goes
    expect(lru.peek("a")).toBeUndefined();
    expect(lru.size).toBe(3);
    expect(lru.bytes).toBe(42);
  });

  it("refuses an entry larger than the whole budget and recounts a resized one", () => {
    const lru = new BoundedLru<string>(10, 100);
    expect(lru.set("big", "x", 101)).toBe(false);
    expect(lru.size).toBe(0);
    lru.set("a", "A", 10);
    lru.set("b", "B", 10);
    lru.resize("a", "A", 95); // 105 > 100: the least recent entry (a itself) goes
    expect(lru.peek("a")).toBeUndefined();
    expect(lru.bytes).toBe(10);
    lru.resize("b", "other value", 50); // not the stored value: ignored
    expect(lru.bytes).toBe(10);
  });

  it("drops one tenant's entries by key prefix and keeps the byte count right", () => {
    const lru = new BoundedLru<number>(10, 1000);
    lru.set("t1\u00001\u0000x", 1, 10);
    lru.set("t1\u00002\u0000y", 2, 20);
    lru.set("t2\u00001\u0000x", 3, 30);
    lru.dropPrefix("t1\u0000");
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(30);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });

  it("estimates decoded rows from their JSON size", () => {
    expect(approxBytes({ items: ["abc"] })).toBe(2 * JSON.stringify({ items: ["abc"] }).length);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(approxBytes(cyclic)).toBe(64 * 1024);
  });
});
