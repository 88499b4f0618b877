import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appCredentials } from "../../db/schema/identity.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { appIdOf, createAppToken, verifyAppToken, type TAppTokenCheck } from "./app-token.ts";
import { openSecret, randomToken, safeEqual, sealSecret } from "./crypto.ts";
import { loadServerKey, serverKey } from "./server-key.ts";

export const DEFAULT_SCOPES = ["public", "user"];

interface TCred {
  tenantId: string;
  appId: string;
  secret: string;
  scopes: string[];
}

/** Decrypted credentials by app id, refreshed every minute (other processes add tenants rarely). */
const cache = new WeakMap<Db, { at: number; byAppId: Map<string, TCred>; byTenant: Map<string, TCred> }>();
const TTL_MS = 60_000;

async function load(db: Db, force = false) {
  const hit = cache.get(db);
  if (hit && !force && Date.now() - hit.at < TTL_MS) return hit;
  await loadServerKey(db);
  const rows = await db.select().from(appCredentials);
  const byAppId = new Map<string, TCred>();
  const byTenant = new Map<string, TCred>();
  for (const r of rows) {
    const secret = openSecret(r.secretEnc, serverKey());
    if (!secret) continue; // sealed with another server key: unusable, never guessed
    const cred = { tenantId: r.tenantId, appId: r.appId, secret, scopes: r.scopes };
    byAppId.set(r.appId, cred);
    byTenant.set(r.tenantId, cred);
  }
  const entry = { at: Date.now(), byAppId, byTenant };
  cache.set(db, entry);
  return entry;
}

/** Creates credentials for every tenant that has none (seeder; idempotent). Returns how many were new. */
export async function ensureAppCredentials(db: Db, tenantIds: string[]): Promise<number> {
  const existing = new Set((await db.select({ t: appCredentials.tenantId }).from(appCredentials)).map((r) => r.t));
  const missing = tenantIds.filter((t) => !existing.has(t));
  if (missing.length === 0) return 0;
  await loadServerKey(db);
  await db
    .insert(appCredentials)
    .values(
      missing.map((tenantId) => ({
        tenantId,
        appId: `app-${randomBytes(9).toString("hex")}`,
        secretEnc: sealSecret(randomToken(32), serverKey()),
        scopes: DEFAULT_SCOPES,
      })),
    )
    .onConflictDoNothing();
  await load(db, true);
  return missing.length;
}

/** This tenant's app id and shared secret: server-side only, never sent to a browser. */
export async function getAppCredentials(ctx: TTenantCtx): Promise<TCred> {
  let cred = (await load(ctx.db)).byTenant.get(ctx.tenantId);
  if (!cred) {
    const [row] = await ctx.db.select().from(appCredentials).where(tenantScope(appCredentials.tenantId, ctx)).limit(1);
    if (row) cred = (await load(ctx.db, true)).byTenant.get(ctx.tenantId);
  }
  if (!cred) throw new AppError("UNAVAILABLE", "Kredensial aplikasi situs ini belum dibuat.");
  return cred;
}

/** App id of this tenant (spec §7 `GET {tenant}/cms/app/id`): public, unlike the secret. */
export async function getAppId(ctx: TTenantCtx): Promise<string> {
  return (await getAppCredentials(ctx)).appId;
}

export interface TIssuedAppToken {
  token: string;
  code: string;
}

/** Spec §7 `POST v1/authorizer/token/generate`: the app proves id + secret, gets token and code. */
export async function generateAppToken(ctx: TTenantCtx, input: { id: string; secret: string; scopes?: string[] }): Promise<TIssuedAppToken> {
  const creds = await load(ctx.db);
  const cred = creds.byAppId.get(input.id);
  if (!cred || !safeEqual(cred.secret, input.secret)) throw new AppError("UNAUTHENTICATED", "Id atau secret aplikasi tidak cocok.");
  if (cred.tenantId !== ctx.tenantId) throw new AppError("FORBIDDEN", "Aplikasi ini terdaftar untuk situs lain.");
  const scopes = (input.scopes?.length ? input.scopes : cred.scopes).filter((s) => cred.scopes.includes(s));
  if (input.scopes?.length && scopes.length !== input.scopes.length) {
    throw new AppError("FORBIDDEN", `Scope tidak diizinkan untuk aplikasi ini: ${input.scopes.filter((s) => !cred.scopes.includes(s)).join(", ")}`);
  }
  const code = randomToken(12);
  return { token: createAppToken({ appId: cred.appId, secret: cred.secret, code, scopes }), code };
}

/** Server-side issue for this tenant's own pages (the browser gets token + code in cookies). */
export async function issueAppTokenForTenant(ctx: TTenantCtx): Promise<TIssuedAppToken> {
  const cred = await getAppCredentials(ctx);
  const code = randomToken(12);
  return { token: createAppToken({ appId: cred.appId, secret: cred.secret, code, scopes: cred.scopes }), code };
}

/** Checks an app token for this tenant: tampered, expired, unknown or another tenant's → not ok. */
export async function checkAppToken(ctx: TTenantCtx, token: string, code?: string): Promise<TAppTokenCheck & { tenantId?: string }> {
  const creds = await load(ctx.db);
  const appId = appIdOf(token);
  const cred = appId ? creds.byAppId.get(appId) : undefined;
  const r = verifyAppToken(token, (id) => creds.byAppId.get(id)?.secret ?? null, { code });
  if (!r.ok) return r;
  if (cred?.tenantId !== ctx.tenantId) return { ok: false, reason: "unknown-app" };
  return { ...r, tenantId: cred.tenantId };
}

export const APP_TOKEN_REASON: Record<Exclude<TAppTokenCheck, { ok: true }>["reason"], string> = {
  malformed: "Token aplikasi tidak dikenali.",
  "unknown-app": "Token aplikasi bukan milik situs ini.",
  tampered: "Token aplikasi telah diubah.",
  expired: "Token aplikasi sudah kedaluwarsa.",
  "code-mismatch": "Kode aplikasi tidak cocok dengan token.",
};

/** Used by scripts: decrypt a tenant's secret. */
export async function appSecretForTenant(db: Db, tenantId: string): Promise<{ appId: string; secret: string } | null> {
  const [row] = await db.select().from(appCredentials).where(eq(appCredentials.tenantId, tenantId)).limit(1);
  if (!row) return null;
  await loadServerKey(db);
  const secret = openSecret(row.secretEnc, serverKey());
  return secret ? { appId: row.appId, secret } : null;
}
