import type { TTenantCtx } from "../../src/domain/scope.ts";

/** The tenant context for domain calls from a loader. */
export function contentCtx(context: { tenant: { id: string }; services: { database: { db: TTenantCtx["db"] } } }): TTenantCtx {
  return { db: context.services.database.db, tenantId: context.tenant.id };
}
export * from "../../src/domain/content/posts.ts";
export * from "../../src/domain/content/podcasts.ts";
export * from "../../src/domain/content/media.ts";
export * from "../../src/domain/content/portfolio.ts";
export * from "../../src/domain/content/events.ts";
export * from "../../src/domain/content/careers.ts";
export * from "../../src/domain/content/features.ts";
export * from "../../src/domain/content/pages.ts";
