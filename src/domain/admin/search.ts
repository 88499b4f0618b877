/** A list search as an ILIKE pattern (`%term%`, with %, _ and \ taken literally), or null for no search. */
export function likePattern(q: string | undefined | null): string | null {
  const t = q?.trim();
  return t ? `%${t.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
}
