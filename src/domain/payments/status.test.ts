import { describe, expect, it } from "vitest";
import { paymentEntries, reversal, splitPayment } from "./ledger.ts";
import { canMove, effectiveState } from "./status.ts";

describe("invoice states only move forward", () => {
  it("a late pending never overwrites paid, a failure never undoes a payment, a refund follows only a payment", () => {
    expect(canMove("paid", "pending")).toBe(false);
    expect(canMove("paid", "failed")).toBe(false);
    expect(canMove("paid", "expired")).toBe(false);
    expect(canMove("paid", "paid")).toBe(false);
    expect(canMove("pending", "paid")).toBe(true);
    expect(canMove("expired", "paid")).toBe(true);
    expect(canMove("failed", "expired")).toBe(false);
    expect(canMove("paid", "refunded")).toBe(true);
    expect(canMove("pending", "refunded")).toBe(false);
  });

  it("an unpaid invoice past its expiry reads as expired", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(effectiveState("pending", new Date("2026-11-23T11:59:59Z"), now)).toBe("expired");
    expect(effectiveState("pending", new Date("2026-11-23T12:00:01Z"), now)).toBe("pending");
    expect(effectiveState("paid", new Date("2026-11-23T11:00:00Z"), now)).toBe("paid");
  });
});

describe("ledger movements balance in integer rupiah", () => {
  it("splits a payment into fee and mentor share without losing a rupiah", () => {
    expect(splitPayment(499_000, 2000, true)).toEqual({ fee: 99_800, share: 399_200 });
    expect(splitPayment(99_999, 2000, true)).toEqual({ fee: 19_999, share: 80_000 });
    expect(splitPayment(150_000, 2000, false)).toEqual({ fee: 150_000, share: 0 });
    for (const amount of [1, 7, 99_999, 1_500_000, 2_500_001]) {
      const e = paymentEntries(amount, 2000, 3, "X");
      expect(e.reduce((s, x) => s + x.amount, 0)).toBe(0);
      expect(e.every((x) => Number.isInteger(x.amount))).toBe(true);
      const r = reversal(e.map((x) => ({ ...x, memo: x.memo ?? "" })));
      expect([...e, ...r].reduce((s, x) => s + x.amount, 0)).toBe(0);
    }
  });
});
