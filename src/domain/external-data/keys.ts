import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { extApiKeys } from "../../db/schema/external-data.ts";
import { randomToken, sha256 } from "../identity/crypto.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/**
 * Keys of the external data service. Each tenant has one live anonymous key (public: pages carry
 * it in `<meta name="tunas-anon-key">`, so it is kept in clear) and one live service key (for staff
 * tools; only its SHA-256 is kept, the key is shown once when issued). A key is always looked up
 * within the tenant the request's host resolved to: another tenant's key is simply unknown there.
 */
export type TRestKeyKind = "anon" | "service";

export interface TRestKey {
  id: number;
  kind: TRestKeyKind;
}

const PREFIX: Record<TRestKeyKind, string> = { anon: "tunas_anon_", service: "tunas_service_" };

function newKey(kind: TRestKeyKind): string {
  return PREFIX[kind] + randomToken(24);
}

/** A key as presented: printable, bounded, nothing to hash for anything else. */
const KEY_SHAPE = /^[A-Za-z0-9_.-]{16,512}$/;

/** Creates the missing anonymous and service keys of these tenants (seeders, new tenants; idempotent). */
export async function ensureRestKeys(db: Db, tenantIds: string[]): Promise<number> {
  if (tenantIds.length === 0) return 0;
  const live = await db
    .select({ tenantId: extApiKeys.tenantId, kind: extApiKeys.kind })
    .from(extApiKeys)
    .where(and(inArray(extApiKeys.tenantId, tenantIds), isNull(extApiKeys.revokedAt)));
  const has = new Set(live.map((r) => `${r.tenantId} ${r.kind}`));
  const rows = tenantIds.flatMap((tenantId) =>
    (["anon", "service"] as const)
      .filter((kind) => !has.has(`${tenantId} ${kind}`))
      .map((kind) => {
        const key = newKey(kind);
        return { tenantId, kind, keyHash: sha256(key), publicKey: kind === "anon" ? key : null };
      }),
  );
  if (rows.length === 0) return 0;
  // Two processes seeding at once: the partial unique index keeps one live key per kind.
  await db.insert(extApiKeys).values(rows).onConflictDoNothing();
  return rows.length;
}

/** Public anonymous keys by tenant, per database handle (a rotation shows within a minute). */
const anonCache = new WeakMap<Db, Map<string, { key: string; at: number }>>();
const ANON_TTL_MS = 60_000;

/** The tenant's public anonymous key (made when the tenant has none yet). */
export async function anonKeyOf(ctx: TTenantCtx): Promise<string> {
  let byTenant = anonCache.get(ctx.db);
  if (!byTenant) anonCache.set(ctx.db, (byTenant = new Map()));
  const hit = byTenant.get(ctx.tenantId);
  if (hit && Date.now() - hit.at < ANON_TTL_MS) return hit.key;
  const read = () =>
    ctx.db
      .select({ key: extApiKeys.publicKey })
      .from(extApiKeys)
      .where(and(tenantScope(extApiKeys.tenantId, ctx), eq(extApiKeys.kind, "anon"), isNull(extApiKeys.revokedAt)))
      .limit(1);
  let [row] = await read();
  if (!row?.key) {
    await ensureRestKeys(ctx.db, [ctx.tenantId]);
    [row] = await read();
  }
  const key = row?.key;
  if (!key) throw new Error(`no anonymous key for tenant ${ctx.tenantId}`);
  byTenant.set(ctx.tenantId, { key, at: Date.now() });
  return key;
}

/** Revokes the live key of `kind` and issues a new one; returns the new key (shown once for a service key). */
export async function rotateRestKey(ctx: TTenantCtx, kind: TRestKeyKind): Promise<string> {
  const key = newKey(kind);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(extApiKeys)
      .set({ revokedAt: new Date() })
      .where(and(tenantScope(extApiKeys.tenantId, ctx), eq(extApiKeys.kind, kind), isNull(extApiKeys.revokedAt)));
    await tx.insert(extApiKeys).values({ tenantId: ctx.tenantId, kind, keyHash: sha256(key), publicKey: kind === "anon" ? key : null });
  });
  anonCache.get(ctx.db)?.delete(ctx.tenantId);
  return key;
}

/** A new service key for staff tools (the previous one stops working); only its hash is stored. */
export function issueServiceKey(ctx: TTenantCtx): Promise<string> {
  return rotateRestKey(ctx, "service");
}

/** The live key of this tenant that `presented` is, or null (unknown, revoked, or another tenant's). */
export async function resolveRestKey(ctx: TTenantCtx, presented: string): Promise<TRestKey | null> {
  if (!KEY_SHAPE.test(presented)) return null;
  const [row] = await ctx.db
    .select({ id: extApiKeys.id, kind: extApiKeys.kind })
    .from(extApiKeys)
    .where(and(tenantScope(extApiKeys.tenantId, ctx), eq(extApiKeys.keyHash, sha256(presented)), isNull(extApiKeys.revokedAt)))
    .limit(1);
  return row ? { id: row.id, kind: row.kind as TRestKeyKind } : null;
}
