import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Benchmark reference only (`npm run bench -- --stock`): the document rendered the way React
 * Router's default Node entry does it — streamed with renderToPipeableStream, loader data read
 * from its stream while React streams. Built only when TUNAS_RR_STOCK=1 (see vite.config.ts);
 * the product uses entry.server.tsx's string render.
 */
export function stockHandleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
  return new Promise((resolve, reject) => {
    const ua = request.headers.get("user-agent");
    const waitForAll = (ua && isbot(ua)) || routerContext.isSpaMode;
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), 6000);
    const ready = () => {
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timer);
          timer = undefined;
          callback();
        },
      });
      headers.set("Content-Type", "text/html");
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
    };
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
      onShellError: reject,
      onError() {
        status = 500;
      },
    });
  });
}
