/** Spec §4/§9: a chunk-load failure reloads the page, at most once per 60 000 ms. */
export const RELOAD_GUARD_MS = 60_000;
const KEY = "tunas:last-chunk-reload";

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err ?? "");
  return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    msg,
  );
}

/** Returns true when a reload is allowed now (and records it). */
export function shouldReload(now: number, store: Pick<Storage, "getItem" | "setItem">): boolean {
  const last = Number(store.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  store.setItem(KEY, String(now));
  return true;
}

export function reloadForChunkError(err: unknown): boolean {
  if (typeof window === "undefined" || !isChunkLoadError(err)) return false;
  let store: Pick<Storage, "getItem" | "setItem">;
  try {
    store = window.sessionStorage;
  } catch {
    return false;
  }
  if (!shouldReload(Date.now(), store)) return false;
  window.location.reload();
  return true;
}

export function installChunkReloadGuard(): void {
  window.addEventListener("error", (e) => reloadForChunkError(e.error ?? e.message));
  window.addEventListener("unhandledrejection", (e) => reloadForChunkError(e.reason));
}
