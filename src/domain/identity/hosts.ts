import type { TAppEnv } from "../tenants/resolve-host.ts";
import { normaliseHost } from "../tenants/resolve-host.ts";
import type { TTenant } from "../tenants/tenant.ts";

/** The account host serves sign-in, registration and password reset for every tenant. */
export function isAccountHost(rawHost: string | undefined | null): boolean {
  return normaliseHost(rawHost).startsWith("akun.");
}

/**
 * Origin of the account host for a request: `akun.<product>.id` in production, with the
 * environment's prefix on staging/dev, and `akun.localhost:<port>` locally (same port).
 */
export function accountOrigin(appEnv: TAppEnv, product: string, requestOrigin: string): string {
  if (appEnv === "local") {
    const u = new URL(requestOrigin);
    return `${u.protocol}//akun.localhost${u.port ? `:${u.port}` : ""}`;
  }
  const prefix = appEnv === "production" ? "" : `${appEnv}.`;
  return `https://akun.${prefix}${product}.id`;
}

/**
 * Where the account host may send a visitor back to: only an origin the tenant owns (its stored
 * hosts; `<layout>.localhost` in local/dev; plain localhost for the demo tenant locally).
 * Returns the normalised origin, or null (no open redirect).
 */
export function allowedReturnOrigin(tenant: Pick<TTenant, "layout" | "hosts">, candidate: string | null | undefined, appEnv: TAppEnv): string | null {
  if (!candidate || candidate.length > 300) return null;
  let u: URL;
  try {
    u = new URL(candidate);
  } catch {
    return null;
  }
  if (u.username || u.password) return null;
  const local = appEnv === "local" || appEnv === "dev";
  if (u.protocol !== "https:" && !(local && u.protocol === "http:")) return null;
  const host = u.hostname.toLowerCase();
  const owned =
    tenant.hosts.some((h) => h.toLowerCase() === host) ||
    (local && host === `${tenant.layout}.localhost`) ||
    (local && tenant.layout === "demo" && (host === "localhost" || host === "127.0.0.1"));
  return owned ? u.origin : null;
}
