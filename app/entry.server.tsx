import { Writable } from "node:stream";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { errorPageFailureHtml } from "./lib/error-page-failure.ts";
import { isStorageUnavailable } from "../src/kernel/errors.ts";
import { MarkupCacheContext, type TMarkupCache } from "./lib/markup-cache.tsx";
import { stockHandleRequest } from "./lib/stock-entry.server.tsx";
import { requestOf } from "./lib/request-context.server.ts";

/** True only in the benchmark's reference build (TUNAS_RR_STOCK=1, vite.config.ts). */
declare const __TUNAS_RR_STOCK__: boolean;

/**
 * How long React Router keeps the loader-data stream open for deferred promises (its public
 * `streamTimeout` entry export); the render is aborted a little later, as in its default entry.
 */
export const streamTimeout = 5_000;

/**
 * Shell parts rendered once per site object (a new one per tenant version) and key: see
 * app/lib/markup-cache.tsx. A standalone render lists its images' preload hints first; the page
 * does not need them (the header's logo is the first thing in <body>), so they are dropped and the
 * cached markup is exactly what the part renders inside the page.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;
const MARKUP_PER_SCOPE = 200;
const markupStore = new WeakMap<object, Map<string, string>>();
const markupCache: TMarkupCache = {
  markup(scope: object, key: string, children: ReactNode): string {
    let byKey = markupStore.get(scope);
    if (!byKey) markupStore.set(scope, (byKey = new Map()));
    let html = byKey.get(key);
    if (html === undefined) {
      html = renderToString(children).replace(LEADING_PRELOADS, "");
      if (byKey.size >= MARKUP_PER_SCOPE) byKey.clear();
      byKey.set(key, html);
    }
    return html;
  },
};

/**
 * The whole document as one string, through React's public streaming renderer: `onAllReady` waits
 * for every Suspense boundary — React Router's <StreamTransfer> reading the loader data, and any
 * deferred data — so the server gets a complete document to hash for its CSP and to keep in the
 * page cache. Rejects when the shell fails (React Router then renders the error document).
 */
function renderDocument(element: ReactNode, onBoundaryError: (err: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString("utf8"));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: (err) => {
        clearTimeout(timer);
        reject(err);
      },
      onError: onBoundaryError,
    });
    const timer = setTimeout(() => abort(new Error("render timed out")), streamTimeout + 1_000);
  });
}

/**
 * React Router's <Scripts> preloads the page's modules with `<link rel="modulepreload">` at the
 * default (high) priority, and offers no way to lower it. On a slow connection the ~130 KB of
 * modules then share the bandwidth with the stylesheet and delay the first paint. Marked
 * `fetchpriority="low"` they load right after it instead: in Chromium on slow 4G (150 ms RTT,
 * 1.6 Mbit/s, 4× CPU), first paint 1268 → 1032 ms and hydration 2507 → 2639 ms, medians of seven
 * loads (docs/decisions/029).
 */
function lowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '$& fetchpriority="low"');
}
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"/g;

/**
 * A loader or action failed with an error nobody caught. When the storage is unavailable
 * (read-only or full database, a statement past its time limit, no connection) the request is
 * marked, and the server answers it 503 with Retry-After instead of 500, for documents and route
 * data requests alike. (Forms and `asRouteError` turn such errors into a 503 reply with the
 * message themselves; this is the net under every other loader.)
 */
export function handleError(error: unknown, args: LoaderFunctionArgs | ActionFunctionArgs) {
  if (isStorageUnavailable(error)) requestOf(args.context).render.storageUnavailable = true;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (__TUNAS_RR_STOCK__) return stockHandleRequest(request, responseStatusCode, responseHeaders, routerContext);
  const { render: channel, services, requestId } = requestOf(loadContext);
  const router = <ServerRouter context={routerContext} url={request.url} />;
  let html: string;
  try {
    // `noMarkupCache` lets a test render the same page with and without the cached shell parts.
    const element = channel.noMarkupCache ? router : <MarkupCacheContext.Provider value={markupCache}>{router}</MarkupCacheContext.Provider>;
    // An error inside a Suspense boundary leaves a client-rendered fallback in a complete
    // document: answer 500 (never cached) and log it, as React Router's default entry does.
    html = lowPriorityModulePreloads(
      await renderDocument(element, (err) => {
        responseStatusCode = 500;
        services.logger.error("page render error", { reqId: requestId, path: new URL(request.url).pathname, err });
      }),
    );
  } catch (err) {
    // A page that fails to render is rethrown: React Router renders it again with the error boundary.
    // When the error document itself fails (spec §8 "Error page failure"), answer the last-resort
    // page instead of React Router's plain-text "Unexpected Server Error" (with the error in dev).
    if (!routerContext.staticHandlerContext.errors) throw err;
    services.logger.error("error page failed to render", { reqId: requestId, path: new URL(request.url).pathname, err });
    responseStatusCode = 500;
    responseHeaders.set("Cache-Control", "no-store");
    html = errorPageFailureHtml();
  }
  // The server needs the document as a string (CSP hashes, page cache): hand it over as is
  // instead of making it re-read the Response body.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (channel.takesHtml) {
    // Building a Response body from a 30 KB string is not free (a scan for lone surrogates, a stream).
    channel.renderedHtml = html;
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

// The Node server takes the request handler and the router context from the server build so that
// one copy of React Router (the production build bundled here) handles and renders every request.
export { createRequestHandler } from "react-router";
export { createRouterContext } from "./lib/request-context.server.ts";
