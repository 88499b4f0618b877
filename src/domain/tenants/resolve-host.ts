/**
 * Host → tenant resolution (spec §2 "Tenant switching", DECISIONS.md "Names and hosts").
 * Pure: the caller passes the host index; the result is a tenant layout key or "unknown".
 */
export type TAppEnv = "local" | "dev" | "staging" | "production";

export interface THostIndex {
  /** exact host (lower case, no port) → tenant layout */
  byHost: ReadonlyMap<string, string>;
  /** every known tenant layout */
  layouts: ReadonlySet<string>;
}

export type TResolution =
  | { kind: "tenant"; layout: string; reason: "exact" | "localhost-subdomain" | "local-address" | "pesilat-path" | "fallback" }
  | { kind: "unknown" };

export const DEMO_LAYOUT = "demo";

export function normaliseHost(rawHost: string | null | undefined): string {
  if (!rawHost) return "";
  let h = rawHost.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    return end > 0 ? h.slice(0, end + 1) : h;
  }
  const colon = h.indexOf(":");
  if (colon >= 0) h = h.slice(0, colon);
  return h.endsWith(".") ? h.slice(0, -1) : h;
}

export function isMainHost(host: string, product: string): boolean {
  return (
    host === `${product}.id` ||
    host === `www.${product}.id` ||
    host === `staging.${product}.id` ||
    host === `dev.${product}.id` ||
    host === `${product}.localhost`
  );
}

export function pesilatVariant(appEnv: TAppEnv): string {
  return appEnv === "staging" ? "staging-pesilat" : "pesilat";
}

function firstSegment(pathname: string): string {
  const rest = pathname.startsWith("/") ? pathname.slice(1) : pathname;
  const slash = rest.indexOf("/");
  return (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase();
}

export function isLocalAddress(host: string): boolean {
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.includes("192.168");
}

export function resolveHost(rawHost: string | null | undefined, pathname: string, opts: { appEnv: TAppEnv; product: string; index: THostIndex }): TResolution {
  const host = normaliseHost(rawHost);
  const { index, appEnv, product } = opts;
  // Production answers only on the hosts stored for a tenant: no `<layout>.localhost`, no local
  // address, no fallback (DECISIONS.md "Names and hosts"; anything else is "Situs tidak ditemukan").
  const strict = appEnv === "production";

  if (isMainHost(host, product) && (!strict || index.byHost.has(host)) && firstSegment(pathname) === "pesilat") {
    const layout = pesilatVariant(appEnv);
    if (index.layouts.has(layout)) return { kind: "tenant", layout, reason: "pesilat-path" };
  }

  const exact = index.byHost.get(host);
  if (exact) return { kind: "tenant", layout: exact, reason: "exact" };
  if (strict) return { kind: "unknown" };

  if (host.endsWith(".localhost")) {
    const sub = host.slice(0, -".localhost".length);
    if (index.layouts.has(sub)) return { kind: "tenant", layout: sub, reason: "localhost-subdomain" };
  }

  if (isLocalAddress(host)) return { kind: "tenant", layout: DEMO_LAYOUT, reason: "local-address" };

  if ((appEnv === "local" || appEnv === "dev") && index.layouts.has(DEMO_LAYOUT)) {
    return { kind: "tenant", layout: DEMO_LAYOUT, reason: "fallback" };
  }
  return { kind: "unknown" };
}
