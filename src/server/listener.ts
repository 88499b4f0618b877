import type { IncomingMessage, ServerResponse } from "node:http";
import type { TCachedBody } from "../api/cached.ts";
import { isAccountHost } from "../domain/identity/hosts.ts";
import { resolveClient, type TTrustProxy } from "../platform/client-address.ts";
import { requestId, type Logger } from "../platform/logger.ts";
import { isPersonalRequest, type TServices } from "../platform/services.ts";
import { ApiAnswers, answerableEarly, writeAnswer } from "./api-answers.ts";
import { PageCache, pickEncoding } from "./page-cache.ts";
import { PRIORITY, RequestGate } from "./request-gate.ts";
import { securityHeadersFor } from "./security.ts";

/** What the node:http listener needs besides the Hono app. */
export interface TListenerDeps {
  services: TServices;
  trustProxy: TTrustProxy;
  pageCache: PageCache;
  /** false in development and with PAGE_CACHE=off. */
  pageCacheOn: boolean;
  apiAnswers: ApiAnswers;
  /** The Hono app's node listener. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  /** Development: Vite's middlewares go first. */
  vite?: { middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void };
  gate: { concurrency: number; maxInFlight: number; maxWaitMs: number };
}

/**
 * The node:http request listener: a repeated anonymous page view from the page cache, a repeated
 * public API read from its data-cache entry, and everything else into the Hono app through the
 * admission lanes (request-gate.ts, docs/decisions/066).
 */
export function requestListener(deps: TListenerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const admit = admission(deps);
  return (req, res) => {
    const target = req.url ?? "/";
    // An absolute-form target (`GET http://other.example/Class`) names an authority of its own;
    // one that differs from Host is a confused or hostile request, never a browser's.
    if (!target.startsWith("/") && target !== "*" && !absoluteTargetMatchesHost(target, req.headers.host)) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end("Permintaan tidak valid: alamat tujuan tidak sama dengan header Host.");
      return;
    }
    if (answerFromPageCache(deps, req, res, target) || answerFromApiAnswers(deps, req, res, target)) return;
    if (deps.vite) return deps.vite.middlewares(req, res, () => deps.app(req, res));
    // Health checks and build files never wait.
    if (target === "/healthz" || target === "/readyz" || target.startsWith("/assets/")) return deps.app(req, res);
    admit(req, res, target);
  };
}

/** Whether the request came over HTTPS (a TLS socket, or X-Forwarded-Proto from a trusted proxy). */
function cameOverHttps(req: IncomingMessage, trust: TTrustProxy): boolean {
  return resolveClient({
    peer: req.socket.remoteAddress,
    tls: (req.socket as { encrypted?: boolean }).encrypted === true,
    forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
    forwardedProto: req.headers["x-forwarded-proto"] as string | undefined,
    trust,
  }).https;
}

/** A request answered before the Hono app is logged like any other, with its own request id. */
function logHit(logger: Logger, reqId: string, path: string, status: number, started: number, tenant: string): void {
  if (!logger.enabled("info")) return;
  logger.info("request", { reqId, method: "GET", path, status, ms: Math.round((performance.now() - started) * 10) / 10, tenant, cache: "hit" });
}

/** Fast path: a repeated anonymous page view; signed-in requests (cookie or bearer) get their own render. */
function answerFromPageCache(deps: TListenerDeps, req: IncomingMessage, res: ServerResponse, url: string): boolean {
  const { services } = deps;
  if (!deps.pageCacheOn || req.method !== "GET" || !url.startsWith("/")) return false;
  if (isPersonalRequest(req.headers.cookie, req.headers.authorization) || isAccountHost(req.headers.host, services.urls)) return false;
  const q = url.indexOf("?");
  const tenant = services.registry.peek(req.headers.host, q < 0 ? url : url.slice(0, q));
  const hit = tenant && deps.pageCache.get(PageCache.key(tenant.id, tenant.version, url));
  if (!tenant || !hit) return false;
  const started = performance.now();
  const id = requestId(req.headers["x-request-id"] as string | undefined);
  const status = req.headers["if-none-match"] === hit.etag ? 304 : hit.status;
  // The same security headers as the render that filled the entry (HSTS depends on the request's
  // scheme, so it is never stored with the page).
  const security = Object.fromEntries(securityHeadersFor(services, cameOverHttps(req, deps.trustProxy)).map(([k, v]) => [k.toLowerCase(), v]));
  if (status === 304) {
    res.writeHead(304, { ...security, ETag: hit.etag, "X-Request-Id": id });
    res.end();
  } else {
    const enc = pickEncoding(req.headers["accept-encoding"] as string | undefined);
    const body = enc === "br" ? hit.br : enc === "gzip" ? hit.gzip : hit.body;
    const headers: Record<string, string | number> = {
      ...security,
      ...hit.headers,
      ETag: hit.etag,
      "Content-Length": body.length,
      "X-Cache": "HIT",
      "X-Request-Id": id,
    };
    // Stored pages keep their own (lower-case) vary; add it only to an entry that lacks one.
    if (!("vary" in hit.headers)) headers.Vary = "Accept-Encoding";
    if (enc) headers["Content-Encoding"] = enc;
    res.writeHead(status, headers);
    res.end(body);
  }
  logHit(services.logger, id, q < 0 ? url : url.slice(0, q), status, started, tenant.id);
  return true;
}

/** Fast path: a repeated public API read, straight from its data-cache entry (api-answers.ts). */
function answerFromApiAnswers(deps: TListenerDeps, req: IncomingMessage, res: ServerResponse, target: string): boolean {
  if (!answerableEarly(req.method, target, req.headers)) return false;
  const { services } = deps;
  const q = target.indexOf("?");
  const tenant = services.registry.peek(req.headers.host, q < 0 ? target : target.slice(0, q));
  if (!tenant) return false;
  const known = deps.apiAnswers.lookup(ApiAnswers.key(tenant, cameOverHttps(req, deps.trustProxy), target));
  const body = known && services.dataCache.peekReady<TCachedBody>(tenant, known.dataKey);
  if (!known || !body) return false;
  const started = performance.now();
  const id = requestId(req.headers["x-request-id"] as string | undefined);
  writeAnswer(req, res, known.headers, body, id);
  deps.apiAnswers.hits++;
  logHit(services.logger, id, q < 0 ? target : target.slice(0, q), 200, started, tenant.id);
  return true;
}

/**
 * Back-pressure in two lanes: anonymous reads (a first page view, a public API list) are cheap
 * and never wait behind a signed-in render or a form; those share the narrow lane. A few requests
 * run at once per lane, the rest wait by priority; past MAX_INFLIGHT running and waiting, or after
 * QUEUE_WAIT_MS, the answer is 503 + Retry-After.
 */
function admission(deps: TListenerDeps): (req: IncomingMessage, res: ServerResponse, target: string) => void {
  const { concurrency, maxInFlight, maxWaitMs } = deps.gate;
  const lanes = {
    public: new RequestGate({ concurrency: concurrency * 4, maxInFlight, maxWaitMs }),
    personal: new RequestGate({ concurrency, maxInFlight, maxWaitMs }),
  };
  return (req, res, target) => {
    const read = req.method === "GET" || req.method === "HEAD";
    const priority = !read ? PRIORITY.write : isPersonalRequest(req.headers.cookie, req.headers.authorization) ? PRIORITY.read : PRIORITY.anonymousRead;
    const gate = priority === PRIORITY.anonymousRead ? lanes.public : lanes.personal;
    const withdraw = gate.enter(
      priority,
      (release) => {
        // The slot is for the work before the answer starts: a stream (the assistant's reply)
        // keeps flowing without holding it.
        const writeHead = res.writeHead;
        res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
          release();
          return writeHead.apply(this, args);
        } as ServerResponse["writeHead"];
        res.once("close", release);
        deps.app(req, res);
      },
      () => refuseBusy(deps.services.logger, req, res, target, gate),
    );
    res.once("close", withdraw);
  };
}

function refuseBusy(logger: Logger, req: IncomingMessage, res: ServerResponse, target: string, gate: RequestGate): void {
  const api = target.startsWith("/api/") || target.startsWith("/rest/");
  const id = requestId(req.headers["x-request-id"] as string | undefined);
  const message = "Server sedang sibuk. Coba lagi dalam beberapa detik.";
  res.writeHead(503, {
    "Retry-After": "2",
    "Cache-Control": "no-store",
    "X-Request-Id": id,
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
  });
  res.end(api ? JSON.stringify({ status: false, message, data: null }) : message);
  logger.warn("overloaded", { reqId: id, method: req.method, path: target.split("?")[0], status: 503, ...gate.stats() });
}

/** Whether an absolute-form request target names the same authority as the Host header. */
export function absoluteTargetMatchesHost(target: string, host: string | undefined): boolean {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return false;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return false;
  return !!host && u.host.toLowerCase() === host.toLowerCase();
}
