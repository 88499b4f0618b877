import { and, desc, eq, sql } from "drizzle-orm";
import {
  contentCareers,
  contentEvents,
  contentFeatures,
  contentJobs,
  contentPages,
  contentPodcasts,
  contentPortfolios,
  contentPosts,
} from "../../db/schema/content.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { isLive } from "./visibility.ts";
import { careerUrl, jobUrl } from "./careers.ts";
import { eventUrl } from "./events.ts";
import { featureUrl } from "./features.ts";
import { podcastUrl } from "./podcasts.ts";
import { portfolioUrl } from "./portfolio.ts";
import { postUrl } from "./posts.ts";

export interface TSitemapUrl {
  path: string;
  lastmod?: Date;
}

/** Every public content detail page of a tenant, with its last change. */
export async function contentSitemapUrls(ctx: TTenantCtx): Promise<{ urls: TSitemapUrl[]; pagesUpdated: Map<string, Date> }> {
  const db = ctx.db;
  const [posts, podcasts, events, portfolios, careers, jobs, features, pages] = await Promise.all([
    db
      .select({ id: contentPosts.id, kind: contentPosts.kind, title: contentPosts.title, at: contentPosts.updatedAt })
      .from(contentPosts)
      .where(and(tenantScope(contentPosts.tenantId, ctx), isLive(contentPosts)))
      .orderBy(desc(contentPosts.publishedAt)),
    db
      .select({ id: contentPodcasts.id, title: contentPodcasts.title, at: contentPodcasts.publishedAt })
      .from(contentPodcasts)
      .where(and(tenantScope(contentPodcasts.tenantId, ctx), isLive(contentPodcasts))),
    db
      .select({ id: contentEvents.id, kind: contentEvents.kind, slug: contentEvents.slug, title: contentEvents.title, at: contentEvents.startsAt })
      .from(contentEvents)
      .where(and(tenantScope(contentEvents.tenantId, ctx), isLive(contentEvents))),
    db
      .select({ slug: contentPortfolios.slug, kind: contentPortfolios.kind, at: contentPortfolios.date })
      .from(contentPortfolios)
      .where(and(tenantScope(contentPortfolios.tenantId, ctx), isLive(contentPortfolios))),
    db
      .select({ slug: contentCareers.slug, at: contentCareers.createdAt })
      .from(contentCareers)
      .where(and(tenantScope(contentCareers.tenantId, ctx), isLive(contentCareers))),
    db
      .select({ id: contentJobs.id, title: contentJobs.title, at: contentJobs.publishedAt })
      .from(contentJobs)
      .innerJoin(contentCareers, and(eq(contentCareers.tenantId, contentJobs.tenantId), eq(contentCareers.id, contentJobs.careerId), isLive(contentCareers)))
      .where(and(tenantScope(contentJobs.tenantId, ctx), isLive(contentJobs))),
    db
      .select({ product: contentFeatures.product, slug: contentFeatures.slug })
      .from(contentFeatures)
      .where(and(tenantScope(contentFeatures.tenantId, ctx), isLive(contentFeatures))),
    db.select({ key: contentPages.key, at: contentPages.updatedAt }).from(contentPages).where(tenantScope(contentPages.tenantId, ctx)),
  ]);
  void sql;
  const urls: TSitemapUrl[] = [
    ...posts.map((p) => ({ path: postUrl(p), lastmod: p.at })),
    ...podcasts.map((p) => ({ path: podcastUrl(p), lastmod: p.at })),
    ...events.map((e) => ({ path: eventUrl(e), lastmod: e.at })),
    ...portfolios.map((p) => ({ path: portfolioUrl(p), lastmod: p.at })),
    ...careers.map((c) => ({ path: careerUrl(c), lastmod: c.at })),
    ...jobs.map((j) => ({ path: jobUrl(j), lastmod: j.at })),
    ...features.map((f) => ({ path: featureUrl(f) })),
  ];
  return { urls, pagesUpdated: new Map(pages.map((p) => [p.key, p.at])) };
}
