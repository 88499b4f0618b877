import { describe, expect, it } from "vitest";
import { AppError, errorStatus } from "./errors.ts";

describe("error status (spec §8)", () => {
  it("reads statusCode, then status, then response.status", () => {
    expect(errorStatus({ statusCode: 403, status: 404 })).toBe(403);
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
  });
  it("falls back to 500", () => {
    expect(errorStatus(new Error("x"))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus({ status: "404" })).toBe(500);
  });
  it("maps AppError codes to HTTP statuses", () => {
    expect(new AppError("NOT_FOUND", "x").status).toBe(404);
    expect(new AppError("RATE_LIMITED", "x").status).toBe(429);
    expect(errorStatus(new AppError("FORBIDDEN", "x"))).toBe(403);
  });
});
