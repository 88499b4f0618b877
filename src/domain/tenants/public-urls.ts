import type { TAppEnv } from "./resolve-host.ts";
import { DEMO_LAYOUT } from "./resolve-host.ts";
import type { TTenant } from "./tenant.ts";

/**
 * Where the product is reachable from the outside, from configuration only.
 *
 * Every absolute URL the product writes (canonical and OG tags, JSON-LD, sitemaps, feeds, mail
 * links, sign-in redirects) is built from these settings and the tenant's stored hosts, never
 * from the request's Host header: a request may carry any Host, and a page or mail built from it
 * would send visitors (and password-reset tokens) to whoever chose that Host.
 */
export interface TPublicUrls {
  appEnv: TAppEnv;
  product: string;
  /** `http` locally, `https` elsewhere (PUBLIC_SCHEME). */
  scheme: "http" | "https";
  /** Port in public URLs, or null for the scheme's default (PUBLIC_PORT; locally the server's port). */
  port: number | null;
}

export function publicUrls(opts: { appEnv: TAppEnv; product: string; scheme?: "http" | "https"; port?: number | null; listenPort?: number }): TPublicUrls {
  const local = opts.appEnv === "local";
  return {
    appEnv: opts.appEnv,
    product: opts.product,
    scheme: opts.scheme ?? (local ? "http" : "https"),
    port: opts.port !== undefined && opts.port !== null ? opts.port : local ? (opts.listenPort ?? 3000) : null,
  };
}

function origin(urls: TPublicUrls, host: string, scheme = urls.scheme): string {
  const port = urls.port;
  const defaultPort = scheme === "https" ? 443 : 80;
  return `${scheme}://${host}${port && port !== defaultPort ? `:${port}` : ""}`;
}

/** The main site's host for the environment (DECISIONS.md "Names and hosts"). */
export function mainHostFor(urls: TPublicUrls): string {
  switch (urls.appEnv) {
    case "production":
      return `${urls.product}.id`;
    case "staging":
      return `staging.${urls.product}.id`;
    case "dev":
      return `dev.${urls.product}.id`;
    default:
      return `${urls.product}.localhost`;
  }
}

/** Hosts of a tenant in local development: `<layout>.localhost`, plain localhost for the demo tenant. */
function localHosts(tenant: Pick<TTenant, "layout">, urls: TPublicUrls): string[] {
  if (tenant.layout === urls.product) return [`${urls.product}.localhost`];
  if (tenant.layout === DEMO_LAYOUT) return ["localhost", "127.0.0.1", `${DEMO_LAYOUT}.localhost`];
  return [`${tenant.layout}.localhost`];
}

/**
 * The tenant's canonical origin: locally `http://<layout>.localhost:<port>` (the demo tenant at
 * `http://localhost:<port>`); elsewhere the environment's main host for the product's own site,
 * else the tenant's first stored host.
 */
export function tenantOrigin(tenant: Pick<TTenant, "layout" | "hosts">, urls: TPublicUrls): string {
  if (urls.appEnv === "local") return origin(urls, localHosts(tenant, urls)[0]!);
  if (tenant.layout === urls.product) return origin(urls, mainHostFor(urls));
  const stored = tenant.hosts[0];
  return origin(urls, stored ? stored.toLowerCase() : mainHostFor(urls));
}

/**
 * Every origin a visitor of this tenant may be sent back to (sign-in return address): its stored
 * hosts with the configured scheme and port, plus the local development hosts in local/dev.
 * Compared as whole origins: scheme, host and port.
 */
export function tenantOrigins(tenant: Pick<TTenant, "layout" | "hosts">, urls: TPublicUrls): string[] {
  const out = new Set<string>([tenantOrigin(tenant, urls)]);
  for (const h of tenant.hosts) out.add(origin(urls, h.toLowerCase()));
  if (urls.appEnv === "local" || urls.appEnv === "dev") {
    for (const h of localHosts(tenant, urls)) out.add(origin(urls, h, "http"));
  }
  return [...out];
}

/** The account host's name for the environment: `akun.tunas.id`, `akun.staging.tunas.id`, … */
export function accountHostname(urls: TPublicUrls): string {
  if (urls.appEnv === "local") return "akun.localhost";
  return `akun.${mainHostFor(urls)}`;
}

/** Origin of the account host (sign-in, registration and password reset for every tenant). */
export function accountOrigin(urls: TPublicUrls): string {
  return origin(urls, accountHostname(urls));
}
