import { normaliseHost } from "../tenants/resolve-host.ts";
import { accountHostname, tenantOrigins, type TPublicUrls } from "../tenants/public-urls.ts";
import type { TTenant } from "../tenants/tenant.ts";

export { accountOrigin } from "../tenants/public-urls.ts";

/**
 * The account host serves sign-in, registration and password reset for every tenant. It is
 * exactly the configured host of the environment (`akun.tunas.id` in production), plus
 * `akun.localhost` in local/dev; any other `akun.*` host is an ordinary (unknown) host.
 */
export function isAccountHost(rawHost: string | undefined | null, urls: TPublicUrls): boolean {
  const host = normaliseHost(rawHost);
  if (!host) return false;
  if (host === accountHostname(urls)) return true;
  return (urls.appEnv === "local" || urls.appEnv === "dev") && host === "akun.localhost";
}

/**
 * Where the account host may send a visitor back to: only one of the tenant's configured origins,
 * compared whole (scheme, host and port). Returns that origin, or null (no open redirect, and no
 * code handed to another port on the tenant's hostname).
 */
export function allowedReturnOrigin(tenant: Pick<TTenant, "layout" | "hosts">, candidate: string | null | undefined, urls: TPublicUrls): string | null {
  if (!candidate || candidate.length > 300) return null;
  let u: URL;
  try {
    u = new URL(candidate);
  } catch {
    return null;
  }
  if (u.username || u.password) return null;
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  return tenantOrigins(tenant, urls).includes(u.origin) ? u.origin : null;
}
