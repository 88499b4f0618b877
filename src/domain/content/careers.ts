import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { TPaged } from "../../contracts/content.ts";
import { contentCareers, contentJobs, type TCareerRow, type TJobRow } from "../../db/schema/content.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { titleSlug } from "../../kernel/format.ts";
import { offsetOf, paged } from "../../kernel/pagination.ts";
import { sanitizeHtml } from "./sanitize-html.ts";
import { isLive, type TAdminColumns } from "./visibility.ts";

export type TCareer = Omit<TCareerRow, "tenantId" | "createdAt" | "published" | TAdminColumns> & { jobCount: number; url: string };
export type TJob = Omit<TJobRow, "tenantId" | "closesAt" | "publishedAt" | "published" | TAdminColumns> & {
  closesAt: string | null;
  publishedAt: string;
  career: { id: number; slug: string; name: string; logo: string };
  url: string;
};

export const careerUrl = (c: { slug: string }) => `/Career/${c.slug}`;
export const jobUrl = (j: { id: number; title: string }) => `/Event/Careers/${j.id}/${titleSlug(j.title)}`;

const jobCount = sql<number>`(select count(*)::int from content_jobs j where j.tenant_id = "content_careers"."tenant_id" and j.career_id = "content_careers"."id" and j.published and j.deleted_at is null and j.published_at <= now())`;

function careerDto(r: TCareerRow & { jobCount: number }, host?: string): TCareer {
  const { tenantId: _t, createdAt: _c, published: _p, version: _v, deletedAt: _d, updatedAt: _u, ...rest } = r;
  return { ...rest, description: sanitizeHtml(r.description, { host }), url: careerUrl(r) };
}

export async function listCareers(ctx: TTenantCtx, q: { page: number; pageSize: number }): Promise<TPaged<TCareer>> {
  const where = and(tenantScope(contentCareers.tenantId, ctx), isLive(contentCareers));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({ ...getTableColumns(contentCareers), jobCount })
      .from(contentCareers)
      .where(where)
      .orderBy(asc(contentCareers.name))
      .limit(q.pageSize)
      .offset(offsetOf(q.page, q.pageSize)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentCareers).where(where),
  ]);
  return paged(
    rows.map((r) => careerDto(r)),
    q.page,
    q.pageSize,
    n,
  );
}

export async function getCareerBySlug(ctx: TTenantCtx, slug: string, host?: string): Promise<TCareer> {
  const [row] = await ctx.db
    .select({ ...getTableColumns(contentCareers), jobCount })
    .from(contentCareers)
    .where(and(tenantScope(contentCareers.tenantId, ctx), isLive(contentCareers), eq(contentCareers.slug, slug)));
  if (!row) throw new AppError("NOT_FOUND", `Karier "${slug}" tidak ditemukan.`);
  return careerDto(row, host);
}

const jobColumns = {
  job: contentJobs,
  careerId: contentCareers.id,
  careerSlug: contentCareers.slug,
  careerName: contentCareers.name,
  careerLogo: contentCareers.logo,
};

function jobBase(ctx: TTenantCtx) {
  return ctx.db
    .select(jobColumns)
    .from(contentJobs)
    .innerJoin(contentCareers, and(eq(contentCareers.tenantId, contentJobs.tenantId), eq(contentCareers.id, contentJobs.careerId), isLive(contentCareers)));
}

type TJobJoin = { job: TJobRow; careerId: number; careerSlug: string; careerName: string; careerLogo: string };

function jobDto(r: TJobJoin, host?: string): TJob {
  const { tenantId: _t, closesAt, publishedAt, published: _p, version: _v, deletedAt: _d, updatedAt: _u, ...rest } = r.job;
  return {
    ...rest,
    description: sanitizeHtml(r.job.description, { host }),
    closesAt: closesAt ? closesAt.toISOString() : null,
    publishedAt: publishedAt.toISOString(),
    career: { id: r.careerId, slug: r.careerSlug, name: r.careerName, logo: r.careerLogo },
    url: jobUrl(r.job),
  };
}

export async function listJobs(ctx: TTenantCtx, q: { careerId?: number; page: number; pageSize: number }): Promise<TPaged<TJob>> {
  const where = and(tenantScope(contentJobs.tenantId, ctx), isLive(contentJobs), q.careerId ? eq(contentJobs.careerId, q.careerId) : undefined);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    jobBase(ctx).where(where).orderBy(desc(contentJobs.publishedAt), desc(contentJobs.id)).limit(q.pageSize).offset(offsetOf(q.page, q.pageSize)),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentJobs)
      .innerJoin(contentCareers, and(eq(contentCareers.tenantId, contentJobs.tenantId), eq(contentCareers.id, contentJobs.careerId), isLive(contentCareers)))
      .where(where),
  ]);
  return paged(
    rows.map((r) => jobDto(r)),
    q.page,
    q.pageSize,
    n,
  );
}

export async function careerExists(ctx: TTenantCtx, id: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: contentCareers.id })
    .from(contentCareers)
    .where(and(tenantScope(contentCareers.tenantId, ctx), isLive(contentCareers), eq(contentCareers.id, id)));
  return !!row;
}

export async function getJob(ctx: TTenantCtx, id: number, host?: string): Promise<TJob> {
  const [row] = await jobBase(ctx).where(and(tenantScope(contentJobs.tenantId, ctx), isLive(contentJobs), eq(contentJobs.id, id)));
  if (!row) throw new AppError("NOT_FOUND", `Lowongan dengan id ${id} tidak ditemukan.`);
  return jobDto(row, host);
}
