import { and, eq, sql } from "drizzle-orm";
import { assistantIndexState, assistantPassages } from "../../db/schema/assistant.ts";
import { tenants } from "../../db/schema/tenants.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { collectPassages, type TPassage, type TPassageKind } from "./passages.ts";
import { groupTsQuery, queryGroups, type TQueryGroup } from "./query.ts";

/** Passages are rebuilt at least daily, so "registration closes …" lines follow the calendar too. */
const MAX_INDEX_AGE_MS = 24 * 60 * 60_000;

/**
 * Keeps the tenant's passages in step with its content. Every content write bumps
 * `tenants.version` (CONTRIBUTING: `registry.bumpVersion`); the index remembers the version it was
 * built from and is rebuilt, under a per-tenant advisory lock, before the next question when the two
 * differ. Returns true when it rebuilt.
 */
export async function ensureIndex(ctx: TTenantCtx): Promise<boolean> {
  const state = async (db: TTenantCtx["db"]) => {
    const [row] = await db
      .select({ version: tenants.version, indexed: assistantIndexState.version, builtAt: assistantIndexState.builtAt })
      .from(tenants)
      .leftJoin(assistantIndexState, eq(assistantIndexState.tenantId, tenants.id))
      .where(eq(tenants.id, ctx.tenantId));
    if (!row) return { fresh: true, version: 0, indexed: null as number | null };
    const fresh = row.indexed === row.version && !!row.builtAt && Date.now() - row.builtAt.getTime() < MAX_INDEX_AGE_MS;
    return { fresh, version: row.version, indexed: row.indexed };
  };
  const before = await state(ctx.db);
  if (before.fresh) return false;
  // Read the content outside the transaction (parallel reads need the pool, not one client); the
  // passages are labelled with the version read before them, so a change made meanwhile moves the
  // version past it and the next question rebuilds again.
  const passages = await collectPassages(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assistant-index ${ctx.tenantId}`}))`);
    const now = await state(tx);
    if (now.fresh || (now.indexed !== null && now.indexed >= before.version && now.indexed === now.version)) return false; // rebuilt meanwhile
    await writePassages({ db: tx, tenantId: ctx.tenantId }, passages, before.version);
    return true;
  });
}

async function writePassages(ctx: TTenantCtx, passages: TPassage[], version: number): Promise<void> {
  await ctx.db.delete(assistantPassages).where(tenantScope(assistantPassages.tenantId, ctx));
  for (let i = 0; i < passages.length; i += 200) {
    await ctx.db.insert(assistantPassages).values(passages.slice(i, i + 200).map((p) => ({ tenantId: ctx.tenantId, ...p })));
  }
  await ctx.db
    .insert(assistantIndexState)
    .values({ tenantId: ctx.tenantId, version, passages: passages.length, builtAt: new Date() })
    .onConflictDoUpdate({ target: assistantIndexState.tenantId, set: { version, passages: passages.length, builtAt: new Date() } });
}

export interface THit extends TPassage {
  score: number;
  /** Share of the question's weight (by rarity of its words) that this passage covers, 0–1. */
  coverage: number;
}

export interface TSearchResult {
  groups: TQueryGroup[];
  hits: THit[];
  /** Whether the best hit is good enough to answer from. */
  relevant: boolean;
}

/** Words that ask for one kind of page: passages of that kind rank higher when the question uses them. */
const KIND_WORDS: [string, TPassageKind[]][] = [
  ["kelas", ["class"]],
  ["program", ["program"]],
  ["kursus", ["course"]],
  ["artikel", ["article"]],
  ["blog", ["article"]],
  ["berita", ["news"]],
  ["acara", ["event"]],
  ["biaya", ["pricing", "class", "course"]],
];
const KIND_BOOST = 1.3;

/** Below this share of the question's weight, the best passage does not answer the question. */
export const MIN_COVERAGE = 0.5;

/**
 * Full-text search over the tenant's passages (`indonesian` configuration: Snowball stemming).
 * Each group of the question is tested separately in SQL (anywhere, and in the title); the score in
 * TypeScript weighs each matched group by its rarity in this tenant's index (IDF), doubles a title
 * match, and breaks ties with `ts_rank_cd` and the key — the same order on PGlite and PostgreSQL.
 */
export async function searchPassages(ctx: TTenantCtx, question: string, limit = 5): Promise<TSearchResult> {
  const groups = queryGroups(question);
  if (!groups.length) return { groups, hits: [], relevant: false };
  await ensureIndex(ctx);
  const qs = groups.map((g) => groupTsQuery(g));
  const qa = groups.map((g) => groupTsQuery(g, "A"));
  const any = qs.map((q) => `(${q})`).join(" | ");
  const flags = groups.flatMap((_, i) => [
    sql`(${assistantPassages.search} @@ to_tsquery('indonesian', ${qs[i]!})) as ${sql.raw(`g${i}`)}`,
    sql`(${assistantPassages.search} @@ to_tsquery('indonesian', ${qa[i]!})) as ${sql.raw(`t${i}`)}`,
  ]);
  const anyQ = sql`to_tsquery('indonesian', ${any})`;
  const [rows, [total]] = await Promise.all([
    ctx.db.execute(
      sql`select ${assistantPassages.key} as key, ${assistantPassages.kind} as kind, ${assistantPassages.title} as title, ${assistantPassages.url} as url, ${assistantPassages.body} as body,
        ts_rank_cd(${assistantPassages.search}, ${anyQ}) as rank, ${sql.join(flags, sql`, `)}
        from ${assistantPassages} where ${tenantScope(assistantPassages.tenantId, ctx)} and ${assistantPassages.search} @@ ${anyQ}`,
    ),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(assistantPassages)
      .where(and(tenantScope(assistantPassages.tenantId, ctx))),
  ]);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const n = Math.max(1, Number(total?.n ?? 1));
  const df = groups.map((_, i) => list.filter((r) => r[`g${i}`] === true).length);
  const idf = df.map((d) => Math.log((n + 1) / (d + 0.5)));
  const totalWeight = idf.reduce((a, b) => a + b, 0) || 1;
  const hits: THit[] = list.map((r) => {
    let covered = 0;
    let score = 0;
    groups.forEach((_, i) => {
      if (r[`g${i}`] !== true) return;
      covered += idf[i]!;
      score += idf[i]! * (r[`t${i}`] === true ? 2 : 1);
    });
    return {
      key: String(r.key),
      kind: String(r.kind) as TPassageKind,
      title: String(r.title),
      url: String(r.url),
      body: String(r.body),
      score: score + Math.min(1, Number(r.rank)) * 0.1,
      coverage: covered / totalWeight,
    };
  });
  const wanted = new Set(KIND_WORDS.filter(([w]) => groups.some((g) => g.alternatives.includes(w))).flatMap(([, kinds]) => kinds));
  for (const h of hits) if (wanted.has(h.kind)) h.score *= KIND_BOOST;
  hits.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const top = hits.slice(0, limit);
  return { groups, hits: top, relevant: (top[0]?.coverage ?? 0) >= MIN_COVERAGE };
}
