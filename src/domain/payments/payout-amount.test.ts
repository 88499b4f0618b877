import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BANK_CODES } from "./banks.ts";
import { ZPayoutRequestForm } from "./payouts.ts";

/** The payout form as the dashboard parses it, with everything but the amount valid. */
function amountOf(typed: string) {
  const fd = new FormData();
  fd.set("amount", typed);
  fd.set("bankCode", BANK_CODES[0]);
  fd.set("accountNumber", "1234567890");
  fd.set("accountName", "Budi Santoso");
  const s = parseWithZod(fd, { schema: ZPayoutRequestForm });
  // Every message, joined: a refused amount gets exactly one.
  return s.status === "success" ? s.value.amount : s.reply().error?.amount?.join(" ");
}

describe("payout form amount", () => {
  it.each([
    ["50000", 50000],
    ["50.000", 50000],
    ["Rp 50.000", 50000],
    ["rp50.000", 50000],
    ["75 000", 75000],
    ["1.250.000", 1250000],
  ])("reads %j, written as people write rupiah, as %d", (typed, amount) => {
    expect(amountOf(typed)).toBe(amount);
  });

  it.each([
    ["", "Jumlah wajib diisi."],
    ["abc", "Tulis jumlah dalam angka rupiah, misalnya 50000 atau 50.000."],
    ["50.000,50", "Tulis jumlah dalam angka rupiah, misalnya 50000 atau 50.000."],
    ["5.0000", "Tulis jumlah dalam angka rupiah, misalnya 50000 atau 50.000."],
    ["49.999", "Jumlah minimal Rp 50.000."],
    ["2.000.000.000", "Jumlah terlalu besar."],
    ["9".repeat(25), "Jumlah terlalu besar."],
    ["9".repeat(400), "Jumlah terlalu besar."],
    ["5e5", "Tulis jumlah dalam angka rupiah, misalnya 50000 atau 50.000."],
  ])("refuses %j: %s", (typed, message) => {
    expect(amountOf(typed)).toBe(message);
  });
});
