import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** Random URL-safe token (default 32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Tokens are stored as their SHA-256: a database leak does not leak live sessions or codes. */
export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// ---- Passwords: scrypt N=2^15, r=8, p=1, 64-byte key, 16-byte per-user salt ---------------

const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((ok, fail) =>
    scrypt(password.normalize("NFKC"), salt, keylen, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? fail(err) : ok(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const expected = Buffer.from(parts[5]!, "base64url");
  const key = await scryptAsync(password, Buffer.from(parts[4]!, "base64url"), N, r, p, expected.length);
  return timingSafeEqual(key, expected);
}

/** A hash to verify against when the account does not exist, so both paths cost the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(12));
  return dummyHash;
}

// ---- Secrets at rest: AES-256-GCM with the server key ------------------------------------------

export function deriveKey(material: string | Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", material, Buffer.alloc(0), purpose, 32));
}

export function sealSecret(plain: string, serverKey: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", serverKey, iv);
  const ct = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return [iv, c.getAuthTag(), ct].map((b) => b.toString("base64url")).join(".");
}

export function openSecret(sealed: string, serverKey: Buffer): string | null {
  const [iv, tag, ct] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !ct) return null;
  try {
    const d = createDecipheriv("aes-256-gcm", serverKey, iv);
    d.setAuthTag(tag);
    return Buffer.concat([d.update(ct), d.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export { createCipheriv, createDecipheriv, randomBytes };
