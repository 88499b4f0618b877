import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

const ABORT_MS = 5000;

/**
 * Renders the whole document before answering: pages are small and mostly cached, so
 * streaming buys nothing, and a complete document lets the server hash its inline scripts (CSP).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const sink = new PassThrough();
        sink.on("data", (c: Buffer) => chunks.push(c));
        sink.on("end", () => {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(Buffer.concat(chunks), { status: failed ? 500 : responseStatusCode, headers: responseHeaders }));
        });
        pipe(sink);
      },
      onShellError(err) {
        reject(err);
      },
      onError(err) {
        failed = true;
        console.error(err);
      },
    });
    setTimeout(abort, ABORT_MS);
  });
}
