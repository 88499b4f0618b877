import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { errorPageFailureHtml } from "./lib/error-page-failure.ts";
import { MarkupCacheContext, type TMarkupCache } from "./lib/markup-cache.tsx";
import { stockHandleRequest } from "./lib/stock-entry.server.tsx";

/** True only in the benchmark's reference build (TUNAS_RR_STOCK=1, vite.config.ts). */
declare const __TUNAS_RR_STOCK__: boolean;

type TStreamEntry = { result: { done: boolean; value: string } };
type TRenderMeta = { streamCache?: Record<number, TStreamEntry> };

/**
 * React Router hands loader data to the browser through a stream that its <StreamTransfer>
 * reads while React streams the page. Our loaders never defer, so the stream is complete as
 * soon as it is encoded: read it first, give it to StreamTransfer as already-read chunks, and
 * render the document to a string in one pass (no streaming machinery, a complete document the
 * server can hash for its CSP and keep in the page cache).
 */
async function drainHandoff(context: EntryContext): Promise<void> {
  const stream = (context as unknown as { serverHandoffStream?: ReadableStream<Uint8Array> & { __tunasText?: string } }).serverHandoffStream;
  if (!stream) return;
  // vite/rr-server-memo.ts has React Router hand over the encoded text when nothing was deferred.
  if (typeof stream.__tunasText === "string") return fillStreamCache(context, stream.__tunasText);
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  reader.releaseLock();
  fillStreamCache(context, text);
}

function fillStreamCache(context: EntryContext, text: string): void {
  const ctx = context as unknown as { renderMeta?: TRenderMeta };
  ctx.renderMeta ??= {};
  ctx.renderMeta.streamCache = {
    0: { result: { done: false, value: text } },
    1: { result: { done: true, value: "" } },
  };
}

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
      html = renderToString(<>{children}</>).replace(LEADING_PRELOADS, "");
      if (byKey.size >= MARKUP_PER_SCOPE) byKey.clear();
      byKey.set(key, html);
    }
    return html;
  },
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  if (__TUNAS_RR_STOCK__) return stockHandleRequest(request, responseStatusCode, responseHeaders, routerContext);
  await drainHandoff(routerContext);
  const router = <ServerRouter context={routerContext} url={request.url} />;
  let html: string;
  try {
    // `noMarkupCache` lets a test render the same page with and without the cached shell parts.
    html =
      "<!DOCTYPE html>" +
      renderToString(loadContext?.noMarkupCache ? router : <MarkupCacheContext.Provider value={markupCache}>{router}</MarkupCacheContext.Provider>);
  } catch (err) {
    // A page that fails to render is rethrown: React Router renders it again with the error boundary.
    // When the error document itself fails (spec §8 "Error page failure"), answer the last-resort
    // page instead of React Router's plain-text "Unexpected Server Error" (with the error in dev).
    if (!routerContext.staticHandlerContext.errors) throw err;
    loadContext?.services?.logger.error("error page failed to render", { reqId: loadContext.requestId, path: new URL(request.url).pathname, err });
    responseStatusCode = 500;
    responseHeaders.set("Cache-Control", "no-store");
    html = errorPageFailureHtml();
  }
  // The server needs the document as a string (CSP hashes, page cache): hand it over as is
  // instead of making it re-read the Response body.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (loadContext?.takesHtml) {
    // Building a Response body from a 30 KB string is not free (a scan for lone surrogates, a stream).
    loadContext.renderedHtml = html;
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

// The Node server takes the request handler from the server build so that one copy of
// React Router (the production build bundled here) handles and renders every request.
export { createRequestHandler } from "react-router";
