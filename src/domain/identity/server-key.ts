import { eq } from "drizzle-orm";
import { loadConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { appCredentials } from "../../db/schema/identity.ts";
import { serverSecrets } from "../../db/schema/server.ts";
import { deriveKey, openSecret, randomToken, sealSecret } from "./crypto.ts";

/**
 * The installation's secret (docs/security.md): `APP_KEY` when it is set — config requires it on
 * every `APP_ENV` but `local` — otherwise a random key made at the first start and kept in the
 * database (`server_secrets`), shared by every process on it. Never a constant from the source:
 * anyone can read that, and the key signs sandbox payment callbacks and seals the tenants' app
 * secrets.
 */
const ROW = "app-key";

let material: string | null = null;
let loading: Promise<string> | null = null;

/** Loads (or, locally without APP_KEY, creates) the key; every async path that uses it calls this first. */
export function loadServerKey(db: Db, config?: TKeyConfig): Promise<string> {
  if (material) return Promise.resolve(material);
  loading ??= readOrCreate(db, config ?? loadConfig()).then(
    (m) => (material = m),
    (err) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

type TKeyConfig = { APP_ENV: string; APP_KEY?: string | undefined };

async function readOrCreate(db: Db, config: TKeyConfig): Promise<string> {
  const configured = config.APP_KEY ?? envKey();
  if (configured) return configured;
  if (config.APP_ENV !== "local") throw new Error(`APP_KEY wajib diisi untuk APP_ENV=${config.APP_ENV}`);
  const fresh = randomToken(48);
  const made = await db.insert(serverSecrets).values({ name: ROW, value: fresh }).onConflictDoNothing().returning({ name: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, ROW)).limit(1);
  if (!row) throw new Error("server_secrets: kunci server tidak tersimpan");
  if (made.length > 0) await resealLegacySecrets(db, row.value);
  return row.value;
}

/**
 * Before the key was generated, local data directories sealed the tenants' app secrets with a
 * fixed development key. The first start that generates a key moves them over to it, so an
 * existing local database keeps working; the old key is used for nothing else.
 */
const LEGACY_LOCAL_MATERIAL = "tunas-development-only-app-key-not-for-production";
async function resealLegacySecrets(db: Db, next: string): Promise<void> {
  const legacy = deriveKey(LEGACY_LOCAL_MATERIAL, CREDENTIALS_PURPOSE);
  const key = deriveKey(next, CREDENTIALS_PURPOSE);
  for (const r of await db.select().from(appCredentials)) {
    const plain = openSecret(r.secretEnc, legacy);
    if (plain)
      await db
        .update(appCredentials)
        .set({ secretEnc: sealSecret(plain, key) })
        .where(eq(appCredentials.tenantId, r.tenantId));
  }
}

function envKey(): string | undefined {
  const fromEnv = process.env.APP_KEY;
  return fromEnv && fromEnv.length >= 32 ? fromEnv : undefined;
}

/** The loaded key material (after `loadServerKey`; APP_KEY from the environment needs no load). */
function currentMaterial(): string {
  const m = material ?? envKey();
  if (m) return m;
  throw new Error("Kunci server belum dimuat: panggil loadServerKey(db) sebelum memakainya.");
}

const CREDENTIALS_PURPOSE = "tunas app-credentials v1";
let credentialsKey: { from: string; key: Buffer } | null = null;

/** The key that seals the tenant apps' shared secrets at rest. */
export function serverKey(): Buffer {
  const m = currentMaterial();
  if (credentialsKey?.from !== m) credentialsKey = { from: m, key: deriveKey(m, CREDENTIALS_PURPOSE) };
  return credentialsKey.key;
}

/** A key for one purpose, derived from the server key (the sandbox gateway's signing key). */
export function derivedServerKey(purpose: string): Buffer {
  return deriveKey(currentMaterial(), purpose);
}

/** Tests: forget the loaded key. */
export function resetServerKey(): void {
  material = null;
  loading = null;
  credentialsKey = null;
}

let version: string | null = null;
/** The app version the client compares on load (config APP_VERSION). */
export function appVersion(): string {
  return (version ??= loadConfig().APP_VERSION);
}
