import { and, asc, desc, eq } from "drizzle-orm";
import { catalogBatches, catalogClasses } from "../../db/schema/catalog.ts";
import { classEnrolments, paymentInvoices } from "../../db/schema/payments.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { effectiveState } from "./status.ts";

export interface TMyClass {
  classId: number;
  slug: string;
  code: string;
  name: string;
  schedule: string;
  location: string;
  batchName: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  enrolledAt: Date;
  paid: boolean;
}

/** The classes a learner joined (free or paid), newest first, with their batch. */
export async function listMyClasses(ctx: TTenantCtx, userId: string): Promise<TMyClass[]> {
  const rows = await ctx.db
    .select({ e: classEnrolments, c: catalogClasses, b: catalogBatches })
    .from(classEnrolments)
    .innerJoin(catalogClasses, and(eq(catalogClasses.tenantId, classEnrolments.tenantId), eq(catalogClasses.id, classEnrolments.classId)))
    .leftJoin(catalogBatches, and(eq(catalogBatches.tenantId, classEnrolments.tenantId), eq(catalogBatches.id, classEnrolments.batchId)))
    .where(and(tenantScope(classEnrolments.tenantId, ctx), eq(classEnrolments.userId, userId)))
    .orderBy(desc(classEnrolments.createdAt));
  return rows.map(({ e, c, b }) => ({
    classId: c.id,
    slug: c.slug,
    code: c.code,
    name: c.name,
    schedule: c.schedule,
    location: c.location,
    batchName: b?.name ?? null,
    startsAt: b?.startsAt ?? c.startsAt,
    endsAt: b?.endsAt ?? c.endsAt,
    enrolledAt: e.createdAt,
    paid: e.orderId !== null,
  }));
}

export async function myClass(ctx: TTenantCtx, userId: string, classId: number): Promise<TMyClass | null> {
  return (await listMyClasses(ctx, userId)).find((c) => c.classId === classId) ?? null;
}

/** The learner's latest invoice for an item (to resume or repay it from the item's page). */
export async function latestInvoiceFor(ctx: TTenantCtx, userId: string, kind: string, key: string) {
  const [r] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(
      and(tenantScope(paymentInvoices.tenantId, ctx), eq(paymentInvoices.userId, userId), eq(paymentInvoices.itemKind, kind), eq(paymentInvoices.itemKey, key)),
    )
    .orderBy(desc(paymentInvoices.createdAt), asc(paymentInvoices.id))
    .limit(1);
  return r ? { ...r, state: effectiveState(r.status, r.expiresAt) } : null;
}
