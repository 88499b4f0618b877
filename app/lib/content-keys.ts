/**
 * React keys for lists whose items have no identity of their own (parsed text blocks, inline
 * fragments, table cells): the item's content, with an occurrence number when the same content
 * repeats in the list. Unlike an array index, such a key stays with its item when items before it
 * change.
 */
export function withContentKeys<T>(items: readonly T[], text: (item: T) => string = String): { key: string; item: T; index: number }[] {
  const seen = new Map<string, number>();
  return items.map((item, index) => {
    const t = text(item);
    const n = seen.get(t) ?? 0;
    seen.set(t, n + 1);
    return { key: `${t}\u0000${n}`, item, index };
  });
}
