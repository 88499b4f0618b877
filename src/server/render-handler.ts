import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { TRequestContext } from "../platform/services.ts";

/** Renders one page request (React Router's request handler with the request's context). */
export type TRenderHandler = (request: Request, ctx: TRequestContext) => Promise<Response>;

/** What app/entry.server.tsx exports beside the document renderer. */
interface TEntryExports {
  createRequestHandler?: typeof createRequestHandler;
  createRouterContext: (ctx: TRequestContext) => RouterContextProvider;
}

const entryOf = (build: ServerBuild) => build.entry.module as unknown as TEntryExports;

/**
 * React Router's request handler for a server build. The build carries its own copy of React
 * Router, so the handler and the router context (a `RouterContextProvider` with the typed request
 * context, app/lib/request-context.server.ts) both come from the build, never from this process's
 * copy. In development the build is loaded again for each request (hot reload).
 */
export function renderHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: "production" | "development"): TRenderHandler {
  if (typeof build === "function") {
    const handler = createRequestHandler(build, mode);
    return async (req, ctx) => handler(req, entryOf(await build()).createRouterContext(ctx));
  }
  const entry = entryOf(build);
  const handler = (entry.createRequestHandler ?? createRequestHandler)(build, mode);
  return (req, ctx) => handler(req, entry.createRouterContext(ctx));
}
