import { describe, expect, it } from "vitest";
import { APP_TOKEN_TTL_MS, appIdOf, createAppToken, verifyAppToken } from "./app-token.ts";

const secret = "s3cr3t-shared-between-app-and-server-0123456789";
const lookup = (id: string) => (id === "app-abc123" ? secret : id === "app-other" ? "another-secret-of-another-tenant-xyz" : null);

describe("app token cipher (AES-256-CTR + HMAC)", () => {
  it("round-trips code, timestamp and scopes", () => {
    const now = Date.UTC(2025, 0, 1);
    const token = createAppToken({ appId: "app-abc123", secret, code: "kode-1", scopes: ["public"], now });
    expect(appIdOf(token)).toBe("app-abc123");
    const r = verifyAppToken(token, lookup, { now: now + 1000, code: "kode-1" });
    expect(r).toEqual({ ok: true, appId: "app-abc123", code: "kode-1", issuedAt: now, scopes: ["public"] });
  });

  it("never contains the secret or the code in clear text, and differs every time", () => {
    const a = createAppToken({ appId: "app-abc123", secret, code: "kode-rahasia" });
    const b = createAppToken({ appId: "app-abc123", secret, code: "kode-rahasia" });
    expect(a).not.toContain(secret);
    expect(a).not.toContain("kode-rahasia");
    expect(a).not.toBe(b);
  });

  it("refuses a token whose ciphertext was changed by one bit (CTR is malleable, the MAC is not)", () => {
    const token = createAppToken({ appId: "app-abc123", secret, code: "kode-1" });
    const parts = token.split(".");
    const ct = Buffer.from(parts[2]!, "base64url");
    ct[0] = ct[0]! ^ 1;
    parts[2] = ct.toString("base64url");
    expect(verifyAppToken(parts.join("."), lookup)).toEqual({ ok: false, reason: "tampered" });
  });

  it("refuses a token moved to another app id (other tenant)", () => {
    const token = createAppToken({ appId: "app-abc123", secret, code: "kode-1" });
    const moved = ["app-other", ...token.split(".").slice(1)].join(".");
    expect(verifyAppToken(moved, lookup)).toEqual({ ok: false, reason: "tampered" });
    expect(verifyAppToken(["app-unknown", ...token.split(".").slice(1)].join("."), lookup)).toEqual({ ok: false, reason: "unknown-app" });
  });

  it("expires after 23 hours and refuses one from the future", () => {
    const now = Date.UTC(2025, 0, 1);
    const token = createAppToken({ appId: "app-abc123", secret, code: "k", now });
    expect(verifyAppToken(token, lookup, { now: now + APP_TOKEN_TTL_MS - 1000 }).ok).toBe(true);
    expect(verifyAppToken(token, lookup, { now: now + APP_TOKEN_TTL_MS + 1000 })).toEqual({ ok: false, reason: "expired" });
    expect(verifyAppToken(token, lookup, { now: now - 10 * 60_000 })).toEqual({ ok: false, reason: "expired" });
  });

  it("checks the code when one is given", () => {
    const token = createAppToken({ appId: "app-abc123", secret, code: "kode-1" });
    expect(verifyAppToken(token, lookup, { code: "kode-2" })).toEqual({ ok: false, reason: "code-mismatch" });
  });

  it.each(["", "abc", "a.b.c", "app-abc123.!!.??.x", "app-abc123.AAAA.BBBB.CCCC"])("refuses malformed input %j", (bad) => {
    expect(verifyAppToken(bad, lookup).ok).toBe(false);
  });
});
