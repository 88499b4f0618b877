import type { Database } from "../db/client.ts";
import type { TenantRegistry } from "../domain/tenants/registry.ts";
import type { TTenant } from "../domain/tenants/tenant.ts";
import type { TPublicUrls } from "../domain/tenants/public-urls.ts";
import type { Logger } from "./logger.ts";
import type { DataCache } from "./data-cache.ts";
import type { TAnswerModel } from "../domain/assistant/model.ts";
import type { TTenantCtx } from "../domain/scope.ts";

/** The process-wide services every request can use (part of the request context of a page). */
export interface TServices {
  database: Database;
  registry: TenantRegistry;
  logger: Logger;
  /** Public read results per tenant version (catalogue, content) — see data-cache.ts. */
  dataCache: DataCache;
  product: string;
  appEnv: "local" | "dev" | "staging" | "production";
  /** Public scheme, port and hosts: every absolute URL is built from these, never from the request. */
  urls: TPublicUrls;
  /** Which peers may tell the client's address (config TRUST_PROXY): "none", a hop count or CIDRs. */
  trustProxy: string;
  /** Operator key accepted by the settings write API (see config ADMIN_API_KEY). */
  adminApiKey?: string;
  /** Default analytics measurement ID (ANALYTICS_DEFAULT_ID); unset → no analytics unless a tenant sets its own. */
  analyticsDefaultId?: string;
  /** Chat assistant model (LLM_BASE_URL/LLM_MODEL); unset → the built-in extractive composer. */
  assistantModel?: TAnswerModel | null;
  /** Time the model has for each piece of an answer (LLM_TIMEOUT_MS). */
  assistantTimeoutMs?: number;
  /** Pause between words of the built-in composer's stream (tests set 0). */
  assistantPaceMs?: number;
  /** Requests per minute of the external data service (REST_ANON_RATE_LIMIT, REST_SERVICE_RATE_LIMIT). */
  restRateLimits?: { anonPerMinute: number; servicePerMinute: number };
}

/**
 * What the server and the document renderer (app/entry.server.tsx) tell each other about one
 * page request. The server keeps a reference to the object and reads it after the render.
 */
export interface TRenderChannel {
  /** Tests only: render the shell's header and footer inline instead of from the markup cache. */
  noMarkupCache?: boolean;
  /** Set by app.ts: hand the rendered document over as `renderedHtml` rather than as the Response body. */
  takesHtml?: boolean;
  /** The document entry.server rendered for this request (set by the renderer, read by app.ts). */
  renderedHtml?: string;
  /** Set by entry.server's `handleError` when a loader or action found the storage unavailable: app.ts answers 503. */
  storageUnavailable?: boolean;
}

/**
 * What the server resolved for a page request before React Router runs: handed to the router as
 * a typed router context (app/lib/request-context.server.ts) that loaders and actions read.
 */
export interface TRequestContext {
  tenant: TTenant;
  /** The tenant's database scope for domain calls (`{ db, tenantId }`), built once per request. */
  tenantCtx: TTenantCtx;
  requestId: string;
  /** The tenant's configured public origin, e.g. http://sekolahbeta.localhost:3000 (never the request's Host). */
  origin: string;
  /** Host part of `origin`. */
  host: string;
  services: TServices;
  /** The client address for rate limits (IPv6 per /64), resolved under TRUST_PROXY. */
  clientKey?: string;
  render: TRenderChannel;
}

import { SESSION_COOKIE } from "../domain/identity/cookies.ts";

export { SESSION_COOKIE };

/**
 * A request that may be signed in (session cookie or bearer token): its page shows who the viewer
 * is, so it is rendered for it and never shared through the page cache.
 */
export function isPersonalRequest(cookie: string | undefined, authorization: string | undefined): boolean {
  return (cookie ?? "").includes(SESSION_COOKIE) || authorization !== undefined;
}
