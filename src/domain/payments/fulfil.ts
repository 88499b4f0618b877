import { and, asc, eq, gte, sql } from "drizzle-orm";
import { catalogBatches, catalogClasses } from "../../db/schema/catalog.ts";
import { enrolments } from "../../db/schema/identity.ts";
import { classEnrolments, type TInvoiceRow } from "../../db/schema/payments.ts";
import type { TTx } from "./ledger.ts";

/**
 * What a paid invoice gives, per item kind, inside the callback's transaction. Idempotent: the
 * enrolment tables' keys make a second delivery a no-op. Kinds without an entry (donations…)
 * only record the payment and its ledger entries.
 */
export async function fulfilPaid(tx: TTx, inv: TInvoiceRow): Promise<{ enrolled: boolean }> {
  if (!inv.userId) return { enrolled: false };
  if (inv.itemKind === "course") {
    const rows = await tx
      .insert(enrolments)
      .values({ tenantId: inv.tenantId, userId: inv.userId, courseSlug: inv.itemKey, enrolledBy: `payment:${inv.orderId}` })
      .onConflictDoNothing()
      .returning({ u: enrolments.userId });
    return { enrolled: rows.length > 0 };
  }
  if (inv.itemKind === "class") {
    const classId = await classIdOf(tx, inv);
    if (!classId) return { enrolled: false };
    return enrolInClassTx(tx, inv.tenantId, inv.userId, classId, inv.orderId, { overQuota: true });
  }
  return { enrolled: false };
}

async function classIdOf(tx: TTx, inv: TInvoiceRow): Promise<number> {
  const [c] = await tx
    .select({ id: catalogClasses.id })
    .from(catalogClasses)
    .where(and(eq(catalogClasses.tenantId, inv.tenantId), eq(catalogClasses.slug, inv.itemKey)))
    .limit(1);
  return c?.id ?? 0;
}

/** Undoes what a payment gave when it is refunded. */
export async function revokeRefunded(tx: TTx, inv: TInvoiceRow): Promise<void> {
  if (!inv.userId) return;
  if (inv.itemKind === "course") {
    await tx
      .delete(enrolments)
      .where(
        and(
          eq(enrolments.tenantId, inv.tenantId),
          eq(enrolments.userId, inv.userId),
          eq(enrolments.courseSlug, inv.itemKey),
          eq(enrolments.enrolledBy, `payment:${inv.orderId}`),
        ),
      );
  } else if (inv.itemKind === "class") {
    const gone = await tx
      .delete(classEnrolments)
      .where(and(eq(classEnrolments.tenantId, inv.tenantId), eq(classEnrolments.userId, inv.userId), eq(classEnrolments.orderId, inv.orderId)))
      .returning({ batchId: classEnrolments.batchId });
    for (const g of gone) {
      if (g.batchId)
        await tx
          .update(catalogBatches)
          .set({ enrolled: sql`greatest(${catalogBatches.enrolled} - 1, 0)` })
          .where(and(eq(catalogBatches.tenantId, inv.tenantId), eq(catalogBatches.id, g.batchId)));
    }
  }
}

/**
 * Puts a learner in the class's open batch (locked, so the count stays exact). A free class
 * refuses a full batch; a paid one (`overQuota`) still enrols, as the money is already taken.
 */
export async function enrolInClassTx(
  tx: TTx,
  tenantId: string,
  userId: string,
  classId: number,
  orderId: string | null,
  opts: { overQuota: boolean },
): Promise<{ enrolled: boolean; batchId: number | null; full?: boolean }> {
  const [batch] = await tx
    .select()
    .from(catalogBatches)
    .where(
      and(
        eq(catalogBatches.tenantId, tenantId),
        eq(catalogBatches.classId, classId),
        eq(catalogBatches.isActive, true),
        gte(catalogBatches.registrationEndsAt, new Date()),
      ),
    )
    .orderBy(asc(catalogBatches.startsAt))
    .limit(1)
    .for("update");
  if (batch && !opts.overQuota && batch.enrolled >= batch.quota) return { enrolled: false, batchId: batch.id, full: true };
  const rows = await tx
    .insert(classEnrolments)
    .values({ tenantId, userId, classId, batchId: batch?.id ?? null, orderId })
    .onConflictDoNothing()
    .returning({ u: classEnrolments.userId });
  if (rows.length && batch) {
    await tx
      .update(catalogBatches)
      .set({ enrolled: sql`${catalogBatches.enrolled} + 1` })
      .where(and(eq(catalogBatches.tenantId, tenantId), eq(catalogBatches.id, batch.id)));
  }
  return { enrolled: rows.length > 0, batchId: batch?.id ?? null };
}
