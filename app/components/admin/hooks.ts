import { useEffect, useState } from "react";

/** True once React has hydrated: parts that need JavaScript (dialogs, select-all) replace their no-JS forms. */
export function useHydrated(): boolean {
  const [h, set] = useState(false);
  useEffect(() => set(true), []);
  return h;
}

/** `search` with `changes` applied (empty values removed), as `?a=b` or "?" — for links that keep the list's filters. */
export function withParams(search: string, changes: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === "") q.delete(k);
    else q.set(k, String(v));
  }
  for (const [k, v] of [...q]) if (!v) q.delete(k);
  const s = q.toString();
  return s ? `?${s}` : "?";
}
