/** Helpers for the in-process caches that use a Map's insertion order as their LRU order. */

/** Drops the least recently used entries until the map holds at most `max`. */
export function trimToSize(map: Map<string, unknown>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/** Drops every entry of one tenant (keys start with `tenantId` + NUL). */
export function dropTenantKeys(map: Map<string, unknown>, tenantId: string): void {
  const prefix = tenantId + "\u0000";
  for (const k of map.keys()) if (k.startsWith(prefix)) map.delete(k);
}
