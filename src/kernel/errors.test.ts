import { describe, expect, it } from "vitest";
import { AppError, errorStatus, fieldErrorsOf } from "./errors.ts";

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

describe("fieldErrorsOf", () => {
  it("reads the fields a domain refusal names, for the form that sent them", () => {
    expect(fieldErrorsOf(new AppError("INVALID_INPUT", "Slug sudah dipakai.", { fields: { slug: "Slug sudah dipakai." } }))).toEqual({
      slug: "Slug sudah dipakai.",
    });
    // One field named: the error's own message is about it.
    expect(fieldErrorsOf(new AppError("CONFLICT", "Jam ini sudah tidak tersedia.", { field: "slotId" }))).toEqual({ slotId: "Jam ini sudah tidak tersedia." });
  });
  it("is null for an error about no field", () => {
    expect(fieldErrorsOf(new AppError("CONFLICT", "Data berubah."))).toBeNull();
    expect(fieldErrorsOf(new AppError("RATE_LIMITED", "Tunggu.", { retryAfterSeconds: 60 }))).toBeNull();
    expect(fieldErrorsOf(new Error("x"))).toBeNull();
  });
});

describe("isStorageUnavailable", () => {
  it("recognises a full disk, a read-only database, a cancelled statement and a lost server, through wrapping errors", async () => {
    const { isStorageUnavailable } = await import("./errors.ts");
    expect(isStorageUnavailable({ code: "53100", message: "could not extend file" })).toBe(true);
    expect(isStorageUnavailable(new Error("Failed query", { cause: { code: "25006", message: "cannot execute INSERT in a read-only transaction" } }))).toBe(
      true,
    );
    expect(isStorageUnavailable(new Error("wrap", { cause: new Error("wrap", { cause: Object.assign(new Error("x"), { code: "ENOSPC" }) }) }))).toBe(true);
    expect(isStorageUnavailable(new Error("write failed: No space left on device"))).toBe(true);
    expect(isStorageUnavailable({ code: "57014" })).toBe(true);
  });
  it("leaves request and programming errors alone", async () => {
    const { isStorageUnavailable } = await import("./errors.ts");
    expect(isStorageUnavailable({ code: "23505", message: "duplicate key value" })).toBe(false);
    expect(isStorageUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isStorageUnavailable(null)).toBe(false);
  });
});
