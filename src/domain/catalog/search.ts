import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Turns free text into a prefix tsquery for the 'simple' config: "web das" → "web:* & das:*".
 * Only letters and digits survive, so the result is always valid tsquery syntax. Null when
 * nothing searchable is left.
 */
export function prefixTsQuery(text: string | undefined | null): string | null {
  if (!text) return null;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const uniq = [...new Set(words)].slice(0, 8);
  if (uniq.length === 0) return null;
  return uniq.map((w) => `${w}:*`).join(" & ");
}

/** Full-text match on a generated tsvector column. */
export function matchesSearch(column: PgColumn, query: string): SQL {
  return sql`${column} @@ to_tsquery('simple', ${query})`;
}

export function searchRank(column: PgColumn, query: string): SQL<number> {
  return sql<number>`ts_rank(${column}, to_tsquery('simple', ${query}))`;
}
