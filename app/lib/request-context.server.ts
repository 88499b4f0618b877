import { createContext, RouterContextProvider } from "react-router";
import type { TRequestContext } from "../../src/platform/services.ts";

/** The router context of loaders, actions and middleware (`future.v8_middleware`). */
export type TRouterContext = Readonly<RouterContextProvider>;

const requestContext = createContext<TRequestContext>();

/**
 * The server's hand-over (src/server/app.ts) as React Router's request context. It is built here,
 * inside the server build, because the build carries its own copy of React Router: the provider
 * and the context key must be that copy's (entry.server.tsx exports this for the server).
 */
export function createRouterContext(request: TRequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, request]]));
}

/** This request's tenant, tenant scope (`tenantCtx`), origin, services and client key. */
export function requestOf(context: TRouterContext): TRequestContext {
  return context.get(requestContext);
}
