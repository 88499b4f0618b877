import { createHmac } from "node:crypto";
import { createCipheriv, createDecipheriv, deriveKey, randomBytes, safeEqual } from "./crypto.ts";

/** App tokens live 23 hours, like their cookies `_gt` / `_ct` (spec §9). */
export const APP_TOKEN_TTL_MS = 23 * 60 * 60 * 1000;
/** Tolerated clock skew between processes for a token "issued in the future". */
const SKEW_MS = 60_000;

export type TAppTokenCheck =
  | { ok: true; appId: string; code: string; issuedAt: number; scopes: string[] }
  | { ok: false; reason: "malformed" | "unknown-app" | "tampered" | "expired" | "code-mismatch" };

function keys(secret: string) {
  return { enc: deriveKey(secret, "tunas app-token enc v1"), mac: deriveKey(secret, "tunas app-token mac v1") };
}

function mac(key: Buffer, appId: string, iv: Buffer, ct: Buffer): string {
  return createHmac("sha256", key).update(appId).update("\u0000").update(iv).update(ct).digest("base64url");
}

/**
 * Spec §9: the app token is built with AES-256-CTR from the shared secret, the code and a
 * timestamp. CTR alone is malleable, so the ciphertext is also authenticated (HMAC-SHA-256,
 * encrypt-then-MAC) with a second key derived from the same secret.
 * Format: `<appId>.<iv>.<ciphertext>.<mac>` (base64url parts).
 */
export function createAppToken(input: { appId: string; secret: string; code: string; scopes?: string[]; now?: number }): string {
  const k = keys(input.secret);
  const iv = randomBytes(16);
  const plain = JSON.stringify({ c: input.code, t: input.now ?? Date.now(), s: input.scopes ?? [] });
  const cipher = createCipheriv("aes-256-ctr", k.enc, iv);
  const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [input.appId, iv.toString("base64url"), ct.toString("base64url"), mac(k.mac, input.appId, iv, ct)].join(".");
}

/** The app id a token claims (before any check), to look up its secret. */
export function appIdOf(token: string): string | null {
  const first = token.split(".")[0] ?? "";
  return /^[A-Za-z0-9_-]{3,64}$/.test(first) ? first : null;
}

export function verifyAppToken(token: string, secretFor: (appId: string) => string | null, opts: { now?: number; code?: string } = {}): TAppTokenCheck {
  const parts = token.split(".");
  if (parts.length !== 4 || token.length > 2048) return { ok: false, reason: "malformed" };
  const appId = appIdOf(token);
  if (!appId) return { ok: false, reason: "malformed" };
  const secret = secretFor(appId);
  if (!secret) return { ok: false, reason: "unknown-app" };
  const iv = Buffer.from(parts[1]!, "base64url");
  const ct = Buffer.from(parts[2]!, "base64url");
  if (iv.length !== 16 || ct.length === 0) return { ok: false, reason: "malformed" };
  const k = keys(secret);
  if (!safeEqual(mac(k.mac, appId, iv, ct), parts[3]!)) return { ok: false, reason: "tampered" };
  let payload: { c?: unknown; t?: unknown; s?: unknown };
  try {
    const d = createDecipheriv("aes-256-ctr", k.enc, iv);
    payload = JSON.parse(Buffer.concat([d.update(ct), d.final()]).toString("utf8"));
  } catch {
    return { ok: false, reason: "tampered" };
  }
  if (typeof payload.c !== "string" || typeof payload.t !== "number") return { ok: false, reason: "tampered" };
  const now = opts.now ?? Date.now();
  if (payload.t > now + SKEW_MS || now - payload.t > APP_TOKEN_TTL_MS) return { ok: false, reason: "expired" };
  if (opts.code !== undefined && !safeEqual(opts.code, payload.c)) return { ok: false, reason: "code-mismatch" };
  const scopes = Array.isArray(payload.s) ? payload.s.filter((x): x is string => typeof x === "string") : [];
  return { ok: true, appId, code: payload.c, issuedAt: payload.t, scopes };
}
