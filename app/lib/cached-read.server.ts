import type { TTenantCtx } from "../../src/domain/scope.ts";
import { requestOf, type TRouterContext } from "./request-context.server.ts";

const fnIds = new WeakMap<object, string>();
let nextId = 0;
function idOf(fn: object & { name?: string }): string {
  let id = fnIds.get(fn);
  if (!id) fnIds.set(fn, (id = `${fn.name || "fn"}#${nextId++}`));
  return id;
}

/**
 * A viewer-independent domain read through the tenant data cache (`src/server/data-cache.ts`):
 * `await read(context, listActiveClasses, { state: "onRegistration" })`. The key is the function
 * and its JSON arguments, so pass only plain public arguments — never a viewer, session or
 * anything secret; reads that depend on who is looking call the domain directly.
 */
export function read<A extends unknown[], R>(context: TRouterContext, fn: (ctx: TTenantCtx, ...args: A) => Promise<R>, ...args: A): Promise<R> {
  const { services, tenant, tenantCtx } = requestOf(context);
  return services.dataCache.read(tenant, `${idOf(fn)}:${JSON.stringify(args)}`, () => fn(tenantCtx, ...args));
}

/** The same cache for a composed read under an explicit key (unique per caller). */
export function cachedRead<R>(context: TRouterContext, key: string, load: () => Promise<R>): Promise<R> {
  const { services, tenant } = requestOf(context);
  return services.dataCache.read(tenant, key, load);
}
